// The login page fetches the logged-in frame and the home ahead (issue 16, item 6), but those
// screens are the router's, and a feature never imports app/ (issue 38, item 5): the router
// registers here how to fetch them, as it registers the routes it mounts (rutasConstruidas.ts).
let precargar: () => Promise<unknown> = () => Promise.resolve();

export function registrarPrecargaInicio(funcion: () => Promise<unknown>): void {
  precargar = funcion;
}

/** Fetches the layout, the screen frame and the home's chunks as the router registered them. */
export function precargarPantallasDeInicio(): Promise<unknown> {
  return precargar();
}
