import { evaluarVeda, mensajeVeda, type RegistroVeda } from '@worknet/domain/fichaje/veda';
import { COLA_OFFLINE_MAXIMA_MS } from '@worknet/domain/fichaje/esquemas';
import { horaLocalDe } from '@worknet/domain/fichaje/reloj';
import { formatoFecha, formatoFechaHora } from '@worknet/domain/fechas';
import { diaLegible } from '@worknet/domain/licencias/dias';

// What the phone keeps for clocking in (issue 21 items 2 and 4), pure so it is tested apart:
// its own id, the swap ban's record (spec §3: user id and ban time) and the offline queue's rules.

export const CLAVE_DISPOSITIVO = 'worknet.fichaje.dispositivo';
export const CLAVE_VEDA = 'worknet.fichaje.veda';
export const CLAVE_KIOSCO = 'worknet.fichaje.kiosco';

/** Minimal storage (localStorage in the browser, a Map in tests). */
export type Guardado = { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void };

// Dates and times of clock-in, always in Argentina time: the domain's, never written again here.
/** 'YYYY-MM-DD HH:mm:ss' in Argentina time (UTC−3 all year), the spec's `fecha`. */
export const fechaArgentina = horaLocalDe;

/** 'HH:mm' in Argentina time of an ISO instant. */
export const horaArgentina = (iso: string | number): string => formatoFechaHora(iso).slice(11, 16);

/** 'DD/MM/YYYY' in Argentina time of an ISO instant. */
export const diaArgentina = (iso: string | number): string => formatoFecha(iso);

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export { diaLegible };

function aleatorio(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** The phone's id, created once and kept: the server binds it to its owner. */
export function idDispositivo(g: Guardado): string {
  const guardado = g.getItem(CLAVE_DISPOSITIVO);
  if (guardado && /^[A-Za-z0-9_-]{8,100}$/.test(guardado)) return guardado;
  const nuevo = aleatorio();
  g.setItem(CLAVE_DISPOSITIVO, nuevo);
  return nuevo;
}

function leerVeda(g: Guardado): RegistroVeda | null {
  try {
    const v = JSON.parse(g.getItem(CLAVE_VEDA) ?? 'null') as Partial<RegistroVeda> | null;
    if (v && typeof v.usuarioId === 'number') return { usuarioId: v.usuarioId, vedadoHasta: typeof v.vedadoHasta === 'number' ? v.vedadoHasta : null };
  } catch {
    /* a damaged record counts as none */
  }
  return null;
}

/**
 * The local swap ban (spec §4), the same rule the server applies: the record is stored whatever
 * the answer (a refusal starts the 2 minutes), and a refusal comes with the message to show.
 */
export function comprobarVeda(g: Guardado, usuarioId: number, ahoraMs: number): { permitido: true } | { permitido: false; mensaje: string } {
  const r = evaluarVeda(leerVeda(g), usuarioId, ahoraMs);
  g.setItem(CLAVE_VEDA, JSON.stringify(r.registro));
  return r.permitido ? { permitido: true } : { permitido: false, mensaje: mensajeVeda(r.esperaMs) };
}

/** A punch waiting in the phone for the connection. */
export type Pendiente = {
  id?: number;
  token: string;
  fecha: string;
  usuario: number;
  dispositivo: string;
  creadoMs: number;
  /** The position at scan time, when the schedule requires it (sent as is, even late). */
  lat?: number;
  lng?: number;
  precision?: number;
  /**
   * The session's token when it was queued, so the service worker can send it with no window
   * open (Background Sync, issue 40 item 7). Never sent in the body.
   */
  autorizacion?: string;
};

export const CLAVE_EXIGE_UBICACION = 'worknet.fichaje.exigeUbicacion';

/** What to do with a queued punch: too old for the server (the offline window, minutes) is dropped with a message. */
export const pendienteVencido = (p: Pendiente, ahoraMs: number) => ahoraMs - p.creadoMs > COLA_OFFLINE_MAXIMA_MS;

/** The code inside what was scanned: the bare code, or the kiosk's URL «…#/fichar?codigo=…». */
export function codigoDe(texto: string): string {
  const t = texto.trim();
  const m = /[?&]codigo=([^&#\s]+)/.exec(t);
  if (!m) return t;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return m[1]!;
  }
}

/** The URL the kiosk's QR carries: the phone's camera opens it in the app. */
export function urlFichar(codigo: string, ubicacion: Pick<Location, 'origin' | 'pathname'>): string {
  return `${ubicacion.origin}${ubicacion.pathname}#/fichar?codigo=${encodeURIComponent(codigo)}`;
}
