import type { RealizarFichajeBody } from '@worknet/domain/fichaje/esquemas';
import type { FichajeRealizado } from './api';
import type { Envio, Resultado } from './envio';
import { vaciarCola } from './envio';
import type { Pendiente } from './local';

// The offline queue and the service worker (issue 40 item 7). Both the page (on start and on
// `online`) and the worker (Background Sync) send what is queued, with the same `vaciarCola`;
// a Web Lock makes them take turns, so a punch is never sent twice. Kept free of the page's
// API client: the worker imports this file and has no window, no localStorage.

/** The Background Sync tag the page registers when it queues a punch. */
export const ETIQUETA_SYNC_FICHAJES = 'worknet-fichajes';
/** What the worker tells open windows after sending the queue (they recount and refetch). */
export const MENSAJE_FICHAJES_ENVIADOS = 'worknet-fichajes-enviados';

const CERROJO = 'worknet-fichajes';

type ConCerrojos = { locks?: { request<T>(nombre: string, hacer: () => Promise<T>): Promise<T> } };

/** `vaciarCola` while holding the queue's lock (where the browser has Web Locks). */
export function vaciarColaEnTurno(d: Envio, navegador: ConCerrojos | undefined = globalThis.navigator): Promise<Resultado[]> {
  const cerrojos = navegador?.locks;
  return cerrojos ? cerrojos.request(CERROJO, () => vaciarCola(d)) : vaciarCola(d);
}

type RegistroConSync = { sync?: { register(etiqueta: string): Promise<void> } };

/**
 * Asks the browser to wake the worker when the network is back (Background Sync). Where it has
 * none (Safari, Firefox) the punch goes on the next start or `online`, as before. Never throws.
 */
export async function pedirSincronizacion(
  contenedor: Pick<ServiceWorkerContainer, 'ready'> | undefined = globalThis.navigator?.serviceWorker,
): Promise<boolean> {
  if (!contenedor) return false;
  try {
    const registro = (await contenedor.ready) as unknown as RegistroConSync;
    if (!registro.sync) return false;
    await registro.sync.register(ETIQUETA_SYNC_FICHAJES);
    return true;
  } catch {
    return false;
  }
}

/** A failure the queue keeps the punch for (the shape of the client's connection error). */
const sinConexion = () => Object.assign(new Error('Sin conexión'), { status: 0, motivo: 'conexion' as const });

/**
 * The worker's transport: plain fetch with the token kept beside the punch. No network, or a
 * session that expired meanwhile (401), keeps the punch for the page, which sends it with a
 * fresh session; any other answer of the server is final, as in the page.
 */
export function enviarDesdeElTrabajador(base: string, buscar: typeof fetch = fetch): Envio['enviar'] {
  return async (cuerpo: RealizarFichajeBody, pendiente?: Pendiente) => {
    let r: Response;
    try {
      r = await buscar(new URL('api/v1/realizar_fichaje', base).href, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...(pendiente?.autorizacion ? { Authorization: `Bearer ${pendiente.autorizacion}` } : {}),
        },
        body: JSON.stringify(cuerpo),
      });
    } catch {
      throw sinConexion();
    }
    if (r.status === 401) throw sinConexion();
    const json = (await r.json().catch(() => null)) as { success?: boolean; message?: string; data?: FichajeRealizado } | null;
    if (!r.ok || json?.success === false) throw new Error(json?.message || 'No se pudo registrar el fichaje.');
    return { data: json?.data };
  };
}
