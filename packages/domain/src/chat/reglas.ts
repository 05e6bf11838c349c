// Spec §4 chat rules, pure (the web's participant list applies them to each live message;
// the server's tests check them too). No zod here.

/** What a participant list needs of each entry. */
export type EntradaParticipante = { fromJID: string; cantidad: number };

/** What the rules read of a live message (the chat-mensaje event). */
export type MensajeEntrante = { participante: string; nueva: boolean; mensaje: { propio: boolean } };

export type EfectoMensaje<P> = {
  /** The list after the message: its participant first, its count raised unless open or own. */
  lista: P[];
  /** The message belongs to the open conversation: append it to the pane. */
  anexar: boolean;
  /** A first message with a new partner (or one the list does not have yet): load the list again. */
  recargar: boolean;
};

/**
 * A message arrived (spec §4): from the open conversation it is appended; otherwise the
 * sender's unread count rises and the sender moves to the top of the list; a first message
 * to a new partner reloads the participant list. The caller's own messages (another tab)
 * move their conversation up without counting.
 */
export function alLlegarMensaje<P extends EntradaParticipante>(lista: readonly P[], m: MensajeEntrante, abierta: string | null): EfectoMensaje<P> {
  const anexar = abierta !== null && m.participante === abierta;
  const i = lista.findIndex((p) => p.fromJID === m.participante);
  if (i < 0) return { lista: [...lista], anexar, recargar: true };
  const actual = lista[i]!;
  const sube = !anexar && !m.mensaje.propio;
  const movido = sube ? { ...actual, cantidad: sinNegativos(actual.cantidad) + 1 } : actual;
  return { lista: [movido, ...lista.slice(0, i), ...lista.slice(i + 1)], anexar, recargar: m.nueva };
}

/** An unread count is never below zero. */
export const sinNegativos = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** The count after `leidos` messages were read. */
export const restarLeidos = (cantidad: number, leidos: number) => sinNegativos(sinNegativos(cantidad) - sinNegativos(leidos));

/** The sum of the badges (the header's chat entry). */
export const totalSinLeer = (lista: readonly EntradaParticipante[]) => lista.reduce((t, p) => t + sinNegativos(p.cantidad), 0);

/** A read pointer only moves forward. */
export const avanzarPuntero = (actual: number, pedido: number) => Math.max(actual, pedido);

/** «visto» of one of the caller's messages: the others' pointer reached it. */
export const visto = (mensajeId: number, vistoHasta: number) => vistoHasta >= mensajeId;

/** The text the screen shows for a deleted message. */
export const MENSAJE_ELIMINADO = 'Mensaje eliminado';
