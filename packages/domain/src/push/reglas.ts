import { horaLocalDe, minutosDeHora } from '../fichaje/reloj';
import type { TipoPush } from './esquemas';

// Who gets a push and when (issue 40, item 5): per-kind on/off and quiet hours in Argentina time.
// Pure: the server asks with the preferences it read and the instant of the delivery.

export type PreferenciasDePush = {
  novedades: boolean;
  notificaciones: boolean;
  mensajes: boolean;
  chat: boolean;
  silencio_desde: string | null;
  silencio_hasta: string | null;
};

/** A user who never chose gets every kind, with no quiet hours. */
export const PREFERENCIAS_PUSH_INICIALES: PreferenciasDePush = {
  novedades: true,
  notificaciones: true,
  mensajes: true,
  chat: true,
  silencio_desde: null,
  silencio_hasta: null,
};

/**
 * Whether `ms` falls in the quiet hours [desde, hasta) in Argentina. A range that crosses
 * midnight (22:00 → 07:00) covers the night; no range, or a malformed one, is never quiet.
 */
export function enSilencio(p: Pick<PreferenciasDePush, 'silencio_desde' | 'silencio_hasta'>, ms: number): boolean {
  if (p.silencio_desde === null || p.silencio_hasta === null) return false;
  const desde = minutosDeHora(p.silencio_desde);
  const hasta = minutosDeHora(p.silencio_hasta);
  if (desde === null || hasta === null || desde === hasta) return false;
  const ahora = minutosDeHora(horaLocalDe(ms).slice(11, 16))!;
  return desde < hasta ? ahora >= desde && ahora < hasta : ahora >= desde || ahora < hasta;
}

/** Why a push is not sent, or null when it goes. Only an urgent system message passes the quiet hours. */
export function motivoParaNoEmpujar(p: PreferenciasDePush, tipo: TipoPush, ms: number, urgente = false): 'tipo' | 'silencio' | null {
  if (!p[tipo]) return 'tipo';
  if (enSilencio(p, ms) && !(urgente && tipo === 'mensajes')) return 'silencio';
  return null;
}
