import { useState } from 'react';
import { Button, Card, Flex, Input, List, Segmented, Tag, Typography } from 'antd';
import type { ItemMedia } from '@worknet/domain/media/item';
import { MODELO_MEDIA_TICKET, MODULO_MEDIA_TICKETS } from '@worknet/domain/tickets/esquemas';
import { formatFechaHora } from '../../../lib/format';
import { Vacio } from '../../../lib/lista';
import { useApiMutation } from '../../../lib/query';
import { useTiposMedia } from '../../media';
import { ListaAdjuntos } from '../../media/componentes';
import { CLAVES_TICKETS, llamadasTickets, type ComentarioTicket, type TicketDetalle } from '../api';

type Tipo = 'respuesta' | 'nota';

/**
 * The ticket's thread: public replies (the other side is told, live and in the bell) and, for the
 * service's agents only, internal notes (the server never sends them to the requester). A closed
 * ticket takes no more replies.
 */
export function HiloTicket({ ticket }: { ticket: TicketDetalle }) {
  const [texto, setTexto] = useState('');
  const [tipo, setTipo] = useState<Tipo>('respuesta');
  const [adjuntos, setAdjuntos] = useState<ItemMedia[]>([]);
  const tipos = useTiposMedia(MODULO_MEDIA_TICKETS, MODELO_MEDIA_TICKET);
  const opciones = { avisarExito: true, invalidar: [CLAVES_TICKETS.todo] };
  const responder = useApiMutation(llamadasTickets.responder, opciones);
  const anotar = useApiMutation(llamadasTickets.anotar, opciones);
  const nota = ticket.puede_nota && tipo === 'nota';
  const abierto = ticket.estado !== 'cerrado';
  const limpiar = () => {
    setTexto('');
    setAdjuntos([]);
  };
  const enviar = () => {
    if (!texto.trim()) return;
    if (nota) anotar.mutate({ id: ticket.id, texto }, { onSuccess: limpiar });
    else responder.mutate({ id: ticket.id, texto, media_ids: adjuntos.map((a) => a.id) }, { onSuccess: limpiar });
  };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Conversación</h2>} style={{ marginBottom: 16 }}>
      <List<ComentarioTicket>
        aria-label="Respuestas del ticket"
        dataSource={ticket.comentarios}
        locale={{ emptyText: <Vacio texto="Todavía no hay respuestas." /> }}
        renderItem={(c) => (
          <List.Item data-testid="comentario-ticket">
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{c.autor}</Typography.Text> <Typography.Text type="secondary">{formatFechaHora(c.created_at)}</Typography.Text>
              {c.interno && (
                <Tag color="#ad4e00" style={{ marginInlineStart: 8 }}>
                  Nota interna
                </Tag>
              )}
              <div className="tickets-mensaje">{c.texto}</div>
            </div>
          </List.Item>
        )}
      />
      {abierto && (
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          {ticket.puede_nota && (
            <Segmented<Tipo>
              aria-label="Qué escribir"
              value={tipo}
              onChange={setTipo}
              options={[
                { value: 'respuesta', label: 'Respuesta' },
                { value: 'nota', label: 'Nota interna' },
              ]}
              style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            />
          )}
          <Input.TextArea
            aria-label={nota ? 'Escribir una nota interna' : 'Escribir una respuesta'}
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            maxLength={5000}
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
          {nota ? (
            <Typography.Text type="secondary">Sólo la leen los agentes del servicio: quien pidió el ticket nunca la ve.</Typography.Text>
          ) : (
            <ListaAdjuntos
              id="adjuntos-respuesta"
              value={adjuntos}
              onChange={setAdjuntos}
              modulo={MODULO_MEDIA_TICKETS}
              modelo={MODELO_MEDIA_TICKET}
              tipoId={tipos.data?.[0]?.id}
            />
          )}
          <Button
            type="primary"
            onClick={enviar}
            loading={responder.isPending || anotar.isPending}
            disabled={!texto.trim()}
            style={{ alignSelf: 'flex-start' }}
          >
            {nota ? 'Guardar nota' : 'Responder'}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
