import type { MensajeChat, PaginaConversacion, Participante } from '@worknet/domain/chat/esquemas';
import { sinNegativos, visto } from '@worknet/domain/chat/reglas';
import { fechaIso, formatoFecha, formatoFechaHora } from '@worknet/domain/fechas';
import * as reloj from '@worknet/domain/reloj';
import { tiempoRelativo } from '@worknet/domain/tiempo-relativo';

// The chat screen's pure client logic: the open conversation's pages as the live events change
// them, the day separators, a message's state, and the participant list's small updates (the
// §4 rules themselves are the domain's, chat/reglas.ts). Types only from the domain: no zod.

/** The cached pages of a conversation (React Query's infinite data), newest page first. */
export type Paginas = { pages: PaginaConversacion[]; pageParams: (number | null)[] };

/** The loaded messages oldest first, each once. */
export function mensajesEnOrden(datos: Paginas | undefined): MensajeChat[] {
  if (!datos) return [];
  const vistos = new Set<number>();
  const todos: MensajeChat[] = [];
  for (const p of datos.pages) {
    for (const m of p.mensajes) {
      if (vistos.has(m.id)) continue;
      vistos.add(m.id);
      todos.push(m);
    }
  }
  return todos.sort((a, b) => a.id - b.id);
}

/** Where the other members read up to: the newest page knows it (live events move it forward). */
export const vistoHasta = (datos: Paginas | undefined) => datos?.pages[0]?.visto_hasta ?? 0;

/** Changes the newest page only (where live news goes); null data stays null. */
function enPrimera(datos: Paginas | undefined, cambiar: (p: PaginaConversacion) => PaginaConversacion): Paginas | undefined {
  if (!datos || datos.pages.length === 0) return datos;
  return { ...datos, pages: [cambiar(datos.pages[0]!), ...datos.pages.slice(1)] };
}

/**
 * A live message of the open conversation: appended once (it may come back from one's own send).
 * A conversation opened before its first message has id 0: the message gives it its id, which
 * the live events name.
 */
export function anexarMensaje(datos: Paginas | undefined, m: MensajeChat): Paginas | undefined {
  if (datos?.pages.some((p) => p.mensajes.some((x) => x.id === m.id))) return datos;
  return enPrimera(datos, (p) => ({ ...p, conversacion_id: p.conversacion_id || m.conversacion_id, mensajes: [m, ...p.mensajes] }));
}

/** A message its sender deleted: it keeps its place, reading «Mensaje eliminado». */
export function marcarEliminado(datos: Paginas | undefined, id: number): Paginas | undefined {
  if (!datos) return datos;
  return {
    ...datos,
    pages: datos.pages.map((p) => ({
      ...p,
      mensajes: p.mensajes.map((m) => (m.id === id ? { ...m, eliminado: true, body: '', adjuntos: [] } : m)),
    })),
  };
}

/** The other member read up to `hasta`: «visto» of the caller's messages (never backwards). */
export const avanzarVisto = (datos: Paginas | undefined, hasta: number) => enPrimera(datos, (p) => (hasta > p.visto_hasta ? { ...p, visto_hasta: hasta } : p));

/** The caller's own read pointer moved (this tab or another). */
export const avanzarLeido = (datos: Paginas | undefined, hasta: number) => enPrimera(datos, (p) => (hasta > p.leido_hasta ? { ...p, leido_hasta: hasta } : p));

/** The messages up to `hasta` reached the other member. */
export function marcarEntregado(datos: Paginas | undefined, hasta: number): Paginas | undefined {
  if (!datos) return datos;
  return {
    ...datos,
    pages: datos.pages.map((p) => ({ ...p, mensajes: p.mensajes.map((m) => (m.propio && !m.entregado && m.id <= hasta ? { ...m, entregado: true } : m)) })),
  };
}

export type EstadoMensaje = 'visto' | 'entregado' | 'enviado';

/** What one of the caller's messages shows: «Visto» from the others' read pointer, else delivered or sent. */
export function estadoDe(m: MensajeChat, hasta: number): EstadoMensaje {
  if (m.visto || visto(m.id, hasta)) return 'visto';
  return m.entregado ? 'entregado' : 'enviado';
}

export const TEXTO_ESTADO: Record<EstadoMensaje, string> = { visto: 'Visto', entregado: 'Entregado', enviado: 'Enviado' };

export type Renglon = { tipo: 'dia'; clave: string; texto: string } | { tipo: 'mensaje'; clave: string; mensaje: MensajeChat };

/** «Hoy», «Ayer» or DD/MM/YYYY (Buenos Aires) for the day of `ms`. */
export function textoDia(ms: number, ahora: number): string {
  const dia = fechaIso(ms);
  if (dia === fechaIso(ahora)) return 'Hoy';
  // Noon to noon: a day back in Buenos Aires, whatever the hour now.
  if (dia === fechaIso(ahora - 24 * 3_600_000)) return 'Ayer';
  return formatoFecha(ms);
}

/** The messages with a separator before the first one of each day. */
export function conSeparadores(mensajes: readonly MensajeChat[], ahora: number): Renglon[] {
  const renglones: Renglon[] = [];
  let diaAnterior = '';
  for (const m of mensajes) {
    const dia = fechaIso(m.sentDate);
    if (dia !== diaAnterior) {
      renglones.push({ tipo: 'dia', clave: `dia-${dia}`, texto: textoDia(m.sentDate, ahora) });
      diaAnterior = dia;
    }
    renglones.push({ tipo: 'mensaje', clave: `m-${m.id}`, mensaje: m });
  }
  return renglones;
}

/** The time under a message: the domain's relative time while there is one, else its hour (the day is in the separator). */
export function horaDe(ms: number, ahora: number): string {
  return tiempoRelativo(ms, ahora) ?? formatoFechaHora(ms).slice(11, 16);
}

/** The last message of a participant, as one line of the list. */
export function resumenUltimo(p: Participante, yo: string | null): string {
  const u = p.ultimo;
  if (!u) return 'Sin mensajes todavía';
  if (u.eliminado) return 'Mensaje eliminado';
  const texto = u.body.trim() || (u.adjuntos === 1 ? '1 archivo adjunto' : `${u.adjuntos} archivos adjuntos`);
  return u.fromJID === yo ? `Usted: ${texto}` : texto;
}

/** Presence of a user changed: their entries in a list follow. */
export function conPresencia<T extends { usuario_id: number | null; en_linea: boolean }>(lista: readonly T[] | undefined, usuarioId: number, enLinea: boolean) {
  if (!lista) return lista;
  return lista.map((x) => (x.usuario_id === usuarioId && x.en_linea !== enLinea ? { ...x, en_linea: enLinea } : x));
}

/** The roster online first, then by name (the server already sends it so; a presence event reorders). */
export function ordenarContactos<T extends { en_linea: boolean; nombre: string }>(lista: readonly T[]): T[] {
  return [...lista].sort((a, b) => Number(b.en_linea) - Number(a.en_linea) || a.nombre.localeCompare(b.nombre, 'es'));
}

/** The caller's own unread count of one conversation is now `cantidad` (never below zero). */
export function conCantidad(lista: readonly Participante[] | undefined, conversacionId: number, cantidad: number) {
  if (!lista) return lista;
  return lista.map((p) => (p.conversacion_id === conversacionId ? { ...p, cantidad: sinNegativos(cantidad) } : p));
}

/** A contact's or participant's name and address matched by a search (accents and case ignored). */
export function coincide(texto: string, busqueda: string): boolean {
  const normal = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return normal(texto).includes(normal(busqueda.trim()));
}

/** Two letters for a person's round mark («Ana Pérez» → «AP»). */
export function iniciales(nombre: string): string {
  const partes = nombre
    .replace(/[,]/g, ' ')
    .split(/\s+/)
    .filter((x) => x.length > 0);
  const letras = partes.length > 1 ? [partes[0]![0], partes[partes.length - 1]![0]] : [partes[0]?.[0], partes[0]?.[1]];
  return letras.filter(Boolean).join('').toUpperCase() || '?';
}

/** A key for one send, so a retried request does not write the message twice. */
export const claveDeEnvio = () => `${reloj.ahoraMs().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
