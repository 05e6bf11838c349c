import { useParams } from 'react-router';
import { Descriptions, Flex, Typography } from 'antd';
import { ETIQUETA_ESTADO_TICKET } from '@worknet/domain/tickets/flujo';
import { formatFechaHora } from '../../../lib/format';
import { HistorialFlujo } from '../../../lib/HistorialFlujo';
import { useEventoSocket } from '../../../lib/useEventoSocket';
import { Volver } from '../../../lib/Volver';
import { useTicket } from '../api';
import { AccionesTicket } from '../components/AccionesTicket';
import { AdjuntosTicket } from '../components/AdjuntosTicket';
import { CalificarTicket } from '../components/CalificarTicket';
import { EstadoTicket, PrioridadTicket } from '../components/EtiquetasTicket';
import { HiloTicket } from '../components/HiloTicket';
import { RelojSla } from '../components/RelojSla';
import { COLOR_ESTADO_TICKET } from '../formato';
import '../tickets.css';

const cuando = (v: string | null) => (v ? formatFechaHora(v).slice(0, 16) : '—');
/** When it happened or, still pending, its deadline (none while the clock is paused). */
const hechoOPlazo = (hecho: string | null, vence: string | null) => (hecho ? cuando(hecho) : vence ? `vence el ${cuando(vence)}` : '—');

/**
 * ticket/{id}: the ticket, its clock, the thread (with the agents' internal notes), the steps
 * the caller may take, the rating once resolved and the history. The server's 'ticket-cambio'
 * (only the id) makes it ask again, so a reply from the other side shows without reloading.
 */
export function TicketPage() {
  const id = Number(useParams().id);
  const ticket = useTicket(id);
  const t = ticket.data;
  useEventoSocket('ticket-cambio', (c) => {
    if (c.id === id) void ticket.refetch();
  });

  return (
    <section>
      <Volver alternativa="/listado_tickets" />
      <Typography.Title level={1} style={{ fontSize: 24, overflowWrap: 'anywhere' }}>
        {t ? `Ticket N.º ${t.id}: ${t.asunto}` : `Ticket N.º ${id}`}
      </Typography.Title>
      {ticket.isError && <Typography.Paragraph>No se pudo cargar el ticket.</Typography.Paragraph>}
      {t && (
        <>
          <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
            <EstadoTicket estado={t.estado} motivo={t.motivo_pausa} />
            <PrioridadTicket prioridad={t.prioridad} />
            <RelojSla ticket={t} />
          </Flex>
          <AccionesTicket ticket={t} />
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            style={{ marginBottom: 16, overflowWrap: 'anywhere' }}
            items={[
              { key: 'servicio', label: 'Servicio', children: `${t.servicio} · ${t.categoria}` },
              { key: 'solicitante', label: 'Pedido por', children: t.solicitante },
              { key: 'asignado', label: 'Asignado a', children: t.asignado ?? 'Sin asignar' },
              { key: 'abierto', label: 'Abierto el', children: cuando(t.created_at) },
              { key: 'primera', label: 'Primera respuesta', children: hechoOPlazo(t.primera_respuesta_en, t.vence_primera_respuesta) },
              { key: 'resolucion', label: 'Resolución', children: hechoOPlazo(t.resuelto_en, t.vence_resolucion) },
              { key: 'descripcion', label: 'Descripción', span: 'filled', children: <span className="tickets-mensaje">{t.descripcion}</span> },
            ]}
          />
          <AdjuntosTicket adjuntos={t.adjuntos} />
          <CalificarTicket ticket={t} />
          <HiloTicket ticket={t} />
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            Historial
          </Typography.Title>
          <HistorialFlujo
            titulo="Historial del ticket"
            pasos={t.historial}
            etiqueta={(h) => ETIQUETA_ESTADO_TICKET[h.estado]}
            color={(e) => COLOR_ESTADO_TICKET[e]}
            sinAutor=" · Sistema"
          />
        </>
      )}
    </section>
  );
}
