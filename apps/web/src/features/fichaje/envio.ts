import { COLA_OFFLINE_MAXIMA_MIN, type RealizarFichajeBody } from '@worknet/domain/fichaje/esquemas';
import type { FichajeRealizado } from './api';
import type { ColaFichajes } from './cola';
import { pendienteVencido, type Pendiente } from './local';

// Sending a punch, or keeping it for later (issue 21 item 4). The transport is passed in, so
// the rules are tested without a browser: no connection (navigator.onLine false, or the request
// never reached the server) queues it; any answer of the server is final.

export type Resultado = { tipo: 'ok'; fichaje: FichajeRealizado['fichaje'] } | { tipo: 'pendiente' } | { tipo: 'error'; mensaje: string };

export type Envio = {
  cola: ColaFichajes;
  /** `pendiente` is the queued punch being sent (the service worker reads its `autorizacion`). */
  enviar: (b: RealizarFichajeBody, pendiente?: Pendiente) => Promise<{ data?: FichajeRealizado }>;
  enLinea: () => boolean;
  ahora: () => number;
};

/** A failure that never reached the server (the client's ApiError with status 0, or a TypeError of fetch). */
const sinConexion = (e: unknown) => {
  const x = e as { status?: number; motivo?: string } | null;
  return !!x && x.status === 0 && x.motivo === 'conexion';
};

/** The position travels only when it was taken (schedules that require it). */
const posicionDe = (p: Pick<Pendiente, 'lat' | 'lng' | 'precision'>) =>
  p.lat !== undefined && p.lng !== undefined ? { lat: p.lat, lng: p.lng, ...(p.precision !== undefined ? { precision: p.precision } : {}) } : {};

const mensajeDe = (e: unknown) => (e instanceof Error && e.message ? e.message : 'No se pudo registrar el fichaje.');

export async function fichar(p: Omit<Pendiente, 'id' | 'creadoMs'>, d: Envio): Promise<Resultado> {
  const pendiente: Pendiente = { ...p, creadoMs: d.ahora() };
  if (!d.enLinea()) {
    await d.cola.agregar(pendiente);
    return { tipo: 'pendiente' };
  }
  try {
    const r = await d.enviar({ token: p.token, fecha: p.fecha, usuario: p.usuario, dispositivo: p.dispositivo, ...posicionDe(p) });
    return r.data ? { tipo: 'ok', fichaje: r.data.fichaje } : { tipo: 'error', mensaje: 'No se pudo registrar el fichaje.' };
  } catch (e) {
    if (sinConexion(e)) {
      await d.cola.agregar(pendiente);
      return { tipo: 'pendiente' };
    }
    return { tipo: 'error', mensaje: mensajeDe(e) };
  }
}

/**
 * Sends what is queued, oldest first, marked `offline` (the server checks the code against the
 * scan's time). Stops at the first failure without connection; a refusal drops the punch and is
 * reported. Returns what happened to each one sent.
 */
export async function vaciarCola(d: Envio): Promise<Resultado[]> {
  const salida: Resultado[] = [];
  const pendientes = (await d.cola.todos()).sort((a, b) => a.creadoMs - b.creadoMs);
  for (const p of pendientes) {
    if (p.id === undefined) continue;
    if (pendienteVencido(p, d.ahora())) {
      await d.cola.quitar(p.id);
      salida.push({
        tipo: 'error',
        mensaje: `Un fichaje sin conexión tiene más de ${COLA_OFFLINE_MAXIMA_MIN} minutos y no se envió: pida a RRHH que lo cargue como corrección.`,
      });
      continue;
    }
    try {
      const r = await d.enviar({ token: p.token, fecha: p.fecha, usuario: p.usuario, dispositivo: p.dispositivo, offline: true, ...posicionDe(p) }, p);
      await d.cola.quitar(p.id);
      salida.push(r.data ? { tipo: 'ok', fichaje: r.data.fichaje } : { tipo: 'error', mensaje: 'No se pudo registrar el fichaje.' });
    } catch (e) {
      if (sinConexion(e)) break;
      await d.cola.quitar(p.id);
      salida.push({ tipo: 'error', mensaje: mensajeDe(e) });
    }
  }
  return salida;
}
