import { CLAVES, escribir, leer } from '../storage';

// Keep in sync with public/tema-inicial.js, which applies it before React loads.
export type Tema = 'claro' | 'oscuro';

export function leerTemaGuardado(): Tema {
  return leer(CLAVES.tema) === 'oscuro' ? 'oscuro' : 'claro';
}

export function aplicarTemaAlDocumento(tema: Tema): void {
  if (tema === 'oscuro') document.documentElement.setAttribute('data-tema', 'oscuro');
  else document.documentElement.removeAttribute('data-tema');
}

export function guardarTema(tema: Tema): void {
  escribir(CLAVES.tema, tema);
  aplicarTemaAlDocumento(tema);
}
