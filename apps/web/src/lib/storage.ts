// localStorage can throw (private mode, blocked storage); the app must still run.
export function leer(clave: string): string | null {
  try {
    return window.localStorage.getItem(clave);
  } catch {
    return null;
  }
}

export function escribir(clave: string, valor: string | null): void {
  try {
    if (valor === null) window.localStorage.removeItem(clave);
    else window.localStorage.setItem(clave, valor);
  } catch {
    /* the value simply is not remembered */
  }
}

/** Storage keys in one place. Keep 'worknet.tema' in sync with public/tema-inicial.js. */
export const CLAVES = {
  token: 'worknet.token',
  sector: 'worknet.sector',
  tema: 'worknet.tema',
} as const;
