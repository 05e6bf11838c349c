import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Modal, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { AdjuntoChat, MensajeChat, Participante } from '@worknet/domain/chat/esquemas';
import { MENSAJE_ELIMINADO } from '@worknet/domain/chat/reglas';
import { tamanoLegible } from '@worknet/domain/media/archivos';
import * as reloj from '@worknet/domain/reloj';
import { queryClient } from '../../../lib/query';
import { cambiarConversacion, CLAVES_CHAT, llamadasChat, useConversacion } from '../api';
import {
  anexarMensaje,
  avanzarLeido,
  conCantidad,
  conSeparadores,
  estadoDe,
  horaDe,
  marcarEliminado,
  mensajesEnOrden,
  TEXTO_ESTADO,
  vistoHasta,
  type Paginas,
} from '../conversacion';
import { Marca, textoPresencia } from './Marca';
import { Redactor } from './Redactor';

type Props = {
  yo: string;
  con: string;
  /** The participant of the list, when there is one yet (a new partner has none). */
  participante: Participante | undefined;
  /** The name to show before the conversation loads (a contact's). */
  nombreInicial: string | null;
  enLinea: boolean | null;
  escribe: string | null;
  /** On a phone: back to the list (the conversation is the second step). */
  alVolver?: () => void;
};

/** Relative times read again this often. */
const TICK_MS = 30_000;

function useAhora(): number {
  const [ahora, setAhora] = useState(() => reloj.ahoraMs());
  useEffect(() => {
    const reloj_ = setInterval(() => setAhora(reloj.ahoraMs()), TICK_MS);
    return () => clearInterval(reloj_);
  }, []);
  return ahora;
}

/** The open conversation: its messages by day, «visto», attachments, older pages, and the composer. */
export function PanelConversacion({ yo, con, participante, nombreInicial, enLinea, escribe, alVolver }: Props) {
  const conversacion = useConversacion(yo, con);
  const ahora = useAhora();
  const [modal, contextoModal] = Modal.useModal();
  const caja = useRef<HTMLDivElement>(null);
  const alFondo = useRef(true);
  const primera = conversacion.data?.pages[0];
  const mensajes = mensajesEnOrden(conversacion.data);
  const hasta = vistoHasta(conversacion.data);
  const nombre = primera?.nombre ?? participante?.nombre ?? nombreInicial ?? con;
  const esSala = (primera?.tipo ?? participante?.tipo) === 'sala';
  const ultimoId = mensajes.at(-1)?.id ?? 0;

  // Opening it reads it: the pointer moves to the newest message and the badge clears.
  const cantidad = participante?.cantidad ?? 0;
  const leidoHasta = primera?.leido_hasta ?? 0;
  const ultimoAjeno = [...mensajes].reverse().find((m) => !m.propio)?.id ?? 0;
  useEffect(() => {
    if (!primera) return;
    if (cantidad <= 0 && ultimoAjeno <= leidoHasta) return;
    void llamadasChat
      .reiniciar(yo, con)
      .then((r) => {
        const l = r.data;
        if (!l) return;
        queryClient.setQueryData<Participante[]>(CLAVES_CHAT.participantes(yo), (p) => conCantidad(p, l.conversacion_id, l.cantidad));
        // The pointer here too: a re-render before the live «chat-leido» does not read again.
        cambiarConversacion<Paginas>(CLAVES_CHAT.conversacion(yo, con), (d) => avanzarLeido(d, l.leido_hasta));
      })
      .catch(() => undefined);
  }, [yo, con, primera, cantidad, ultimoAjeno, leidoHasta]);

  // The newest message in view: on opening, and on news while the reader is at the bottom.
  useLayoutEffect(() => {
    const c = caja.current;
    if (c && alFondo.current) c.scrollTop = c.scrollHeight;
  }, [ultimoId, con]);
  useEffect(() => {
    alFondo.current = true;
  }, [con]);

  const alEnviar = (m: MensajeChat) => {
    alFondo.current = true;
    cambiarConversacion<Paginas>(CLAVES_CHAT.conversacion(yo, con), (d) => anexarMensaje(d, m));
    // A first message to someone new: the list gets them (the live event does it too).
    if (!participante) void queryClient.invalidateQueries({ queryKey: CLAVES_CHAT.participantes(yo) });
  };

  const eliminar = (m: MensajeChat) =>
    modal.confirm({
      title: '¿Eliminar este mensaje?',
      content: `Quedará «${MENSAJE_ELIMINADO}» en la conversación, para usted y para ${esSala ? 'los demás miembros' : nombre}. No se puede deshacer.`,
      okText: 'Eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        await llamadasChat.eliminar(m.id);
        cambiarConversacion<Paginas>(CLAVES_CHAT.conversacion(yo, con), (d) => marcarEliminado(d, m.id));
      },
    });

  const estado = escribe ? (esSala ? `${escribe} está escribiendo…` : 'Escribiendo…') : enLinea === null ? null : textoPresencia(enLinea);

  return (
    <section className="chat__columna" aria-label={`Conversación con ${nombre}`} style={{ height: '100%' }}>
      {contextoModal}
      <div className="chat__cabeza">
        {alVolver && (
          <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={alVolver} style={{ paddingInline: 4 }}>
            Volver
          </Button>
        )}
        <Marca nombre={nombre} sala={esSala} enLinea={esSala || enLinea === null ? undefined : enLinea} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }} ellipsis>
            {nombre}
          </Typography.Title>
          {estado && (
            <span className={escribe ? 'chat__resumen chat__escribiendo' : 'chat__resumen'} data-testid="estado-conversacion">
              {estado}
            </span>
          )}
        </div>
      </div>
      <div
        ref={caja}
        className="chat__mensajes"
        tabIndex={0}
        role="log"
        aria-label={`Mensajes con ${nombre}`}
        onScroll={(e) => {
          const c = e.currentTarget;
          alFondo.current = c.scrollHeight - c.scrollTop - c.clientHeight < 40;
        }}
      >
        {conversacion.hasNextPage && (
          <div style={{ textAlign: 'center', marginBottom: 8 }}>
            <Button size="small" loading={conversacion.isFetchingNextPage} onClick={() => void conversacion.fetchNextPage()}>
              Ver mensajes anteriores
            </Button>
          </div>
        )}
        {conversacion.isPending ? (
          <Spin aria-label="Cargando mensajes" />
        ) : mensajes.length === 0 ? (
          <Typography.Paragraph style={{ textAlign: 'center', marginTop: 24 }}>
            {esSala ? 'Todavía no hay mensajes en esta sala.' : `Todavía no hay mensajes con ${nombre}. Escríbale el primero.`}
          </Typography.Paragraph>
        ) : (
          <ol className="chat__renglones" aria-label="Mensajes">
            {conSeparadores(mensajes, ahora).map((r) =>
              r.tipo === 'dia' ? (
                <li key={r.clave} className="chat__dia">
                  {r.texto}
                </li>
              ) : (
                <Mensaje key={r.clave} m={r.mensaje} ahora={ahora} hasta={hasta} esSala={esSala} alEliminar={eliminar} />
              ),
            )}
          </ol>
        )}
      </div>
      <Redactor key={con} yo={yo} con={con} nombre={nombre} alEnviar={alEnviar} />
    </section>
  );
}

function Mensaje({
  m,
  ahora,
  hasta,
  esSala,
  alEliminar,
}: {
  m: MensajeChat;
  ahora: number;
  hasta: number;
  esSala: boolean;
  alEliminar: (m: MensajeChat) => void;
}) {
  const estado = m.propio && !m.eliminado ? estadoDe(m, hasta) : null;
  return (
    <li className={m.propio ? 'chat__mensaje chat__mensaje--propio' : 'chat__mensaje'} data-testid="mensaje">
      {esSala && !m.propio && <span className="chat__autor">{m.nombre}</span>}
      <span className="solo-lectores">{m.propio ? 'Usted: ' : `${m.nombre}: `}</span>
      {m.eliminado ? (
        <div className="chat__burbuja chat__burbuja--eliminado">{MENSAJE_ELIMINADO}</div>
      ) : (
        <div className="chat__burbuja">
          {m.body}
          {m.adjuntos.length > 0 && (
            <div className="chat__adjuntos">
              {m.adjuntos.map((a) => (
                <Adjunto key={a.id} a={a} />
              ))}
            </div>
          )}
        </div>
      )}
      <span className="chat__pie chat__hora">
        <time dateTime={new Date(m.sentDate).toISOString()}>{horaDe(m.sentDate, ahora)}</time>
        {estado && (
          <span data-testid="estado-mensaje" data-estado={estado}>
            · {TEXTO_ESTADO[estado]}
          </span>
        )}
        {m.propio && !m.eliminado && (
          <Button type="text" size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label="Eliminar mensaje" onClick={() => alEliminar(m)} />
        )}
      </span>
    </li>
  );
}

function Adjunto({ a }: { a: AdjuntoChat }) {
  if (a.miniatura_url) {
    return (
      <a href={a.url} target="_blank" rel="noopener noreferrer" aria-label={`Abrir imagen ${a.nombre}`}>
        <img className="chat__imagen" src={a.mediana_url ?? a.miniatura_url} alt={a.nombre} loading="lazy" />
      </a>
    );
  }
  return (
    <a href={a.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
      <PaperClipOutlined aria-hidden /> {a.nombre} ({tamanoLegible(a.tamano)})
    </a>
  );
}
