// Bridge between plain modules (the API client, the socket) and the toasts that
// live inside React (antd's App context). The app registers the real notifier.
export type TipoAviso = 'error' | 'warning' | 'success' | 'info';
export type Aviso = { tipo: TipoAviso; texto: string; /** same key replaces instead of stacking */ clave?: string };
type Notificador = (aviso: Aviso) => void;
type Cerrador = (clave: string) => void;

let notificador: Notificador = (aviso) => {
  console.warn(`[${aviso.tipo}] ${aviso.texto}`);
};

let cerrador: Cerrador = () => undefined;

export function setNotificador(fn: Notificador, cerrar?: Cerrador): void {
  notificador = fn;
  if (cerrar) cerrador = cerrar;
}

/** Removes a keyed toast that no longer applies (a login error once logged in). */
export function cerrarAviso(clave: string): void {
  cerrador(clave);
}

export function avisar(aviso: Aviso): void {
  notificador(aviso);
}
