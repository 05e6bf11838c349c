// Every history entry gets a key of its own (issue 36 item 3). react-router's <ScrollRestoration/>
// and CompletarDesplazamiento keep the window's height per entry under `location.key`, and an
// entry the router did not push itself (the first page load, a route typed in the address bar, a
// plain `href="#/…"`) carries no state: all of them read as the key 'default' and shared one saved
// height. A screen reached that way got back the height of the last such screen (a list scrolled
// 600 px down), on the way in and again with back and forward; a lazy screen, short while its
// chunk and data load and taller later, was then pushed down to it as it grew.

type EstadoDeEntrada = { usr?: unknown; key?: unknown; idx?: unknown };

/** A key like react-router's own (createKey): eight base-36 characters. */
const claveNueva = () => Math.random().toString(36).slice(2, 10).padEnd(8, '0');

/**
 * Gives the current entry a key if it has none, keeping what react-router stored in it (`usr`,
 * `idx`). `idx` stays null when absent, as the router reads a state-less entry today: a typed
 * route is not a step back or forward its blockers can undo.
 */
export function darClaveALaEntrada(historia: History = window.history): void {
  const estado: EstadoDeEntrada = typeof historia.state === 'object' && historia.state !== null ? (historia.state as EstadoDeEntrada) : {};
  if (typeof estado.key === 'string' && estado.key !== '') return;
  historia.replaceState({ ...estado, usr: estado.usr ?? null, idx: estado.idx ?? null, key: claveNueva() }, '');
}

const atendidas = new WeakSet<Window>();

/**
 * Called before the router is created: keys the entry the page opened on and, on every
 * `popstate`, the entry just reached, before react-router reads it. The listener is in the
 * capture phase and registered first, so it runs ahead of the router's (bubble phase) either way.
 */
export function claveParaCadaEntrada(ventana: Window = window): void {
  darClaveALaEntrada(ventana.history);
  if (atendidas.has(ventana)) return;
  atendidas.add(ventana);
  ventana.addEventListener('popstate', () => darClaveALaEntrada(ventana.history), { capture: true });
}
