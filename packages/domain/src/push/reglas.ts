import { horaLocalDe, minutosDeHora } from '../fichaje/reloj';
import { CLASES_PUSH, TIPOS_PUSH, type TipoPush } from './clases';

// Who gets a push and when (issue 40, item 5): per-kind on/off and quiet hours in Argentina time.
// Pure: the server asks with the preferences it read and the instant of the delivery.

export type PreferenciasDePush = Record<TipoPush, boolean> & { silencio_desde: string | null; silencio_hasta: string | null };

/** A user who never chose gets every kind, with no quiet hours. */
export const PREFERENCIAS_PUSH_INICIALES: PreferenciasDePush = {
  ...(Object.fromEntries(TIPOS_PUSH.map((t) => [t, true])) as Record<TipoPush, boolean>),
  silencio_desde: null,
  silencio_hasta: null,
};

/** The stored form (the kinds turned off) as the preferences the contract shows. */
export function preferenciasDe(fila: { apagados: string[]; silencio_desde: string | null; silencio_hasta: string | null } | undefined): PreferenciasDePush {
  if (!fila) return PREFERENCIAS_PUSH_INICIALES;
  const apagados = new Set(fila.apagados);
  return {
    ...(Object.fromEntries(TIPOS_PUSH.map((t) => [t, !apagados.has(t)])) as Record<TipoPush, boolean>),
    silencio_desde: fila.silencio_desde,
    silencio_hasta: fila.silencio_hasta,
  };
}

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
  if (enSilencio(p, ms) && !(urgente && CLASES_PUSH[tipo].urgentePasaSilencio)) return 'silencio';
  return null;
}
