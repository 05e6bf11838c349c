import { matchPath } from 'react-router';

// Issue 3 item 11: a screen no module has built yet must never be offered.
// The app registers the patterns it mounts; menus and tiles ask here, so a
// server menu entry ahead of the web simply does not show.
let patrones: string[] = [];

export function registrarRutasConstruidas(lista: string[]): void {
  patrones = lista.map((p) => `/${p.replace(/^\/+/, '')}`);
}

/** `ruta` as get_menu sends it: hash route without '#/' (query part ignored). */
export function esRutaConstruida(ruta: string): boolean {
  const camino = `/${ruta.replace(/^#?\/*/, '').split('?')[0] ?? ''}`;
  return patrones.some((patron) => matchPath({ path: patron, end: true }, camino) !== null);
}

/** Route to navigate to for a menu entry. */
export function rutaDeEntrada(ruta: string): string {
  return `/${ruta.replace(/^#?\/*/, '')}`;
}
