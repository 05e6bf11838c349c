// Read flags and unread counters of spec §4, as pure rules. The server's SQL
// (mensajes.service.ts, notificaciones.service.ts) must behave the same: its API
// tests replay random sequences of calls against this model.
//
// - Reading sets leido 0 → 1 and the unread counter falls by the messages that
//   changed; reading an already read message changes nothing.
// - Deleting removes the messages and lowers the counter by the unread ones deleted.
// - A user only reads or deletes their own: other ids (another user's, deleted
//   or unknown) are ignored and counted nowhere.
// - The counter never goes below 0.

export type Leido = 0 | 1;
export type MensajeEstado = { id: number; usuarioId: number; leido: Leido };
/** Every message, plus each user's unread counter as the client keeps it (updated by replies). */
export type Bandeja = { mensajes: readonly MensajeEstado[]; sinLeer: Readonly<Record<number, number>> };
export type Operacion = { tipo: 'leer' | 'eliminar'; usuarioId: number; ids: readonly number[] };
/** What a bulk call answers: how many messages it changed, how many of them were unread, the new counter. */
export type Efecto = { afectados: number; no_leidos: number; sin_leer: number };

export const contarSinLeer = (mensajes: readonly MensajeEstado[], usuarioId: number) =>
  mensajes.filter((m) => m.usuarioId === usuarioId && m.leido === 0).length;

export function bandejaInicial(mensajes: readonly MensajeEstado[]): Bandeja {
  const sinLeer: Record<number, number> = {};
  for (const m of mensajes) sinLeer[m.usuarioId] = (sinLeer[m.usuarioId] ?? 0) + (m.leido === 0 ? 1 : 0);
  return { mensajes, sinLeer };
}

/** Applies one read or delete call of one user. */
export function aplicar(b: Bandeja, op: Operacion): { bandeja: Bandeja; efecto: Efecto } {
  const pedidos = new Set(op.ids);
  const propios = b.mensajes.filter((m) => m.usuarioId === op.usuarioId && pedidos.has(m.id));
  const cambian = op.tipo === 'leer' ? propios.filter((m) => m.leido === 0) : propios;
  const noLeidos = cambian.filter((m) => m.leido === 0).length;
  const tocados = new Set(cambian.map((m) => m.id));
  const mensajes =
    op.tipo === 'leer' ? b.mensajes.map((m) => (tocados.has(m.id) ? { ...m, leido: 1 as const } : m)) : b.mensajes.filter((m) => !tocados.has(m.id));
  const sinLeer = Math.max(0, (b.sinLeer[op.usuarioId] ?? 0) - noLeidos);
  return {
    bandeja: { mensajes, sinLeer: { ...b.sinLeer, [op.usuarioId]: sinLeer } },
    efecto: { afectados: cambian.length, no_leidos: noLeidos, sin_leer: sinLeer },
  };
}

const plural = (n: number, uno: string, varios: string) => (n === 1 ? uno : varios.replace('N', String(n)));

/** The reply's Spanish message for a read call. */
export const mensajeLectura = (afectados: number) =>
  afectados === 0
    ? 'No había mensajes sin leer entre los elegidos.'
    : plural(afectados, 'Se marcó 1 mensaje como leído.', 'Se marcaron N mensajes como leídos.');

/** The reply's Spanish message for a delete call. */
export const mensajeEliminacion = (afectados: number) =>
  afectados === 0 ? 'No se eliminó ningún mensaje.' : plural(afectados, 'Se eliminó 1 mensaje.', 'Se eliminaron N mensajes.');

/** The reply's Spanish message when notifications are marked as read. */
export const mensajeLecturaNotificaciones = (afectados: number) =>
  afectados === 0
    ? 'No había notificaciones sin leer entre las elegidas.'
    : plural(afectados, 'Se marcó 1 notificación como leída.', 'Se marcaron N notificaciones como leídas.');
