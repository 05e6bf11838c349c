// Lets plain modules (API client, socket) send the user somewhere without
// importing the router; the app registers router.navigate at start.
type Navegador = (ruta: string) => void;

let navegador: Navegador = (ruta) => {
  window.location.hash = `#${ruta}`;
};

export function setNavegador(fn: Navegador): void {
  navegador = fn;
}

export function irA(ruta: string): void {
  navegador(ruta);
}
