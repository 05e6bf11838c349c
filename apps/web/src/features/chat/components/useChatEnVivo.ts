import { useCallback, useEffect, useState } from 'react';
import type { Contacto, MensajeChat, Participante } from '@worknet/domain/chat/esquemas';
import type { CargaDe } from '@worknet/domain/tiempo-real';
import { alLlegarMensaje } from '@worknet/domain/chat/reglas';
import * as reloj from '@worknet/domain/reloj';
import { queryClient } from '../../../lib/query';
import { useEventoSocket } from '../../../lib/useEventoSocket';
import { cambiarConversacion, CLAVES_CHAT, llamadasChat } from '../api';
import { anexarMensaje, avanzarLeido, avanzarVisto, conCantidad, conPresencia, marcarEliminado, marcarEntregado, type Paginas } from '../conversacion';

/** How long «escribiendo…» stays after the last typing event (the sender repeats it every few seconds). */
const ESCRIBIENDO_MS = 6_000;

export type Escribiendo = Record<string, { nombre: string; hasta: number }>;

/**
 * The event's message as the page caches it. The event's type comes from the domain's schema,
 * whose `created_at` is a Date on the server's side; on the wire it is already ISO text.
 */
const delCable = (m: CargaDe<'chat-mensaje'>['mensaje']): MensajeChat => ({
  ...m,
  created_at: typeof m.created_at === 'string' ? m.created_at : new Date(m.created_at).toISOString(),
});

/** Whether this payload from the network has the fields the handler reads. */
const conCampos = (c: unknown, ...campos: string[]): boolean =>
  typeof c === 'object' && c !== null && campos.every((k) => (c as Record<string, unknown>)[k] !== undefined);

/**
 * The chat screen's live events (spec §4 and issue 39 item 2): a message from the open
 * conversation is appended and read; any other raises its sender's count and moves it to the
 * top; a first message with someone new reloads the list; read and delivered pointers, deletions,
 * presence and typing change what is on screen without asking the server again.
 */
export function useChatEnVivo({ yo, miId, abierta }: { yo: string | null; miId: number | null; abierta: string | null }) {
  const [escribiendo, setEscribiendo] = useState<Escribiendo>({});
  const claveAbierta = yo && abierta ? CLAVES_CHAT.conversacion(yo, abierta) : null;
  const conversacionAbierta = () => (claveAbierta ? queryClient.getQueryData<Paginas>(claveAbierta)?.pages[0]?.conversacion_id : undefined);
  const cambiarAbierta = (f: (d: Paginas | undefined) => Paginas | undefined) => {
    if (claveAbierta) cambiarConversacion<Paginas>(claveAbierta, f);
  };
  const cambiarParticipantes = (f: (l: Participante[] | undefined) => Participante[] | undefined) => {
    if (yo) queryClient.setQueryData<Participante[]>(CLAVES_CHAT.participantes(yo), f);
  };

  useEventoSocket('chat-mensaje', (c) => {
    if (!yo || !conCampos(c, 'participante', 'mensaje')) return;
    const lista = queryClient.getQueryData<Participante[]>(CLAVES_CHAT.participantes(yo));
    const efecto = alLlegarMensaje(lista ?? [], c, abierta);
    if (lista) {
      const m = c.mensaje;
      const ultimo = { id: m.id, fromJID: m.fromJID, body: m.body, sentDate: m.sentDate, eliminado: m.eliminado, adjuntos: m.adjuntos.length };
      cambiarParticipantes(() => efecto.lista.map((p) => (p.fromJID === c.participante ? { ...p, ultimo } : p)));
    }
    if (efecto.recargar || !lista) void queryClient.invalidateQueries({ queryKey: CLAVES_CHAT.participantes(yo) });
    if (efecto.anexar) {
      cambiarAbierta((d) => anexarMensaje(d, delCable(c.mensaje)));
      // Whoever wrote stops typing.
      setEscribiendo((e) => (e[c.participante] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== c.participante)) : e));
      // On screen is read: the pointer moves, the sender sees «visto», the header's count stays.
      if (!c.mensaje.propio) void llamadasChat.leerHasta(yo, c.mensaje.id).catch(() => undefined);
    }
  });

  useEventoSocket('chat-leido', (c) => {
    if (!yo || !conCampos(c, 'conversacion_id', 'usuario_id', 'leido_hasta')) return;
    const abiertaId = conversacionAbierta();
    if (c.usuario_id === miId) {
      // This user read (this tab or another): their own count.
      cambiarParticipantes((l) => conCantidad(l, c.conversacion_id, c.cantidad));
      if (abiertaId === c.conversacion_id) cambiarAbierta((d) => avanzarLeido(d, c.leido_hasta));
      return;
    }
    if (abiertaId !== c.conversacion_id || !claveAbierta) return;
    const tipo = queryClient.getQueryData<Paginas>(claveAbierta)?.pages[0]?.tipo;
    // A direct conversation's «visto» is the other member's pointer; a room's needs every member's: ask.
    if (tipo === 'directa') cambiarAbierta((d) => avanzarVisto(d, c.leido_hasta));
    else void queryClient.invalidateQueries({ queryKey: claveAbierta });
  });

  useEventoSocket('chat-entregado', (c) => {
    if (!conCampos(c, 'conversacion_id', 'entregado_hasta') || c.usuario_id === miId) return;
    if (conversacionAbierta() === c.conversacion_id) cambiarAbierta((d) => marcarEntregado(d, c.entregado_hasta));
  });

  useEventoSocket('chat-eliminado', (c) => {
    if (!conCampos(c, 'conversacion_id', 'id')) return;
    if (conversacionAbierta() === c.conversacion_id) cambiarAbierta((d) => marcarEliminado(d, c.id));
    cambiarParticipantes((l) => l?.map((p) => (p.ultimo?.id === c.id ? { ...p, ultimo: { ...p.ultimo, eliminado: true, body: '', adjuntos: 0 } } : p)));
  });

  useEventoSocket('chat-escribiendo', (c) => {
    if (!conCampos(c, 'participante', 'nombre') || c.fromJID === yo) return;
    setEscribiendo((e) => ({ ...e, [c.participante]: { nombre: c.nombre, hasta: reloj.ahoraMs() + ESCRIBIENDO_MS } }));
  });

  useEventoSocket('presencia', (c) => {
    if (!conCampos(c, 'usuario_id', 'en_linea')) return;
    cambiarParticipantes((l) => conPresencia(l, c.usuario_id, c.en_linea));
    queryClient.setQueryData<Contacto[]>(CLAVES_CHAT.contactos, (l) => conPresencia(l, c.usuario_id, c.en_linea));
  });

  useEventoSocket('chat-participantes', () => {
    if (yo) void queryClient.invalidateQueries({ queryKey: CLAVES_CHAT.participantes(yo) });
    void queryClient.invalidateQueries({ queryKey: CLAVES_CHAT.salas });
  });

  // «Escribiendo…» fades by itself when no new event renews it.
  const proximo = Math.min(...Object.values(escribiendo).map((x) => x.hasta));
  useEffect(() => {
    if (!Number.isFinite(proximo)) return;
    const reloj_ = setTimeout(
      () => setEscribiendo((e) => Object.fromEntries(Object.entries(e).filter(([, x]) => x.hasta > reloj.ahoraMs()))),
      Math.max(0, proximo - reloj.ahoraMs()) + 50,
    );
    return () => clearTimeout(reloj_);
  }, [proximo]);

  const quienEscribe = useCallback((participante: string | null) => (participante ? (escribiendo[participante]?.nombre ?? null) : null), [escribiendo]);
  return { quienEscribe };
}
