import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Segmented } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { formatFecha, plural } from '../../../lib/format';
import { useApiList } from '../../../lib/query';
import { EncabezadoLista, TablaLista, Vacio, useVistaLista } from '../../../lib/lista';
import { usePermisos, useTienePermiso, useUsuario } from '../../auth';
import { CLAVES_TICKETS, RUTAS_TICKETS, type TicketFila } from '../api';
import { EstadoTicket, PrioridadTicket } from '../components/EtiquetasTicket';
import { FILTROS_TICKETS, FiltrosTickets } from '../components/FiltrosTickets';
import { RelojSla } from '../components/RelojSla';
import '../tickets.css';

type Vista = 'mios' | 'cola';

// Keep in sync with ticketsQuery's sortBy (packages/domain/src/tickets/esquemas.ts).
const ORDENABLES = ['id', 'created_at', 'prioridad', 'estado', 'vence_resolucion'];

/**
 * listado_tickets: what the user asked (and their sector's, if they head it) or, for an agent,
 * their services' queue (`?vista=cola`, the agent's first view). The SLA clock shows on every
 * row; a breached one is marked.
 */
export function TicketsPage() {
  const navigate = useNavigate();
  const [consulta, setConsulta] = useSearchParams();
  const atiende = useTienePermiso('tickets.ticket.atender');
  const administra = useTienePermiso('tickets.servicio.administrar');
  const agente = atiende || administra;
  const pide = useTienePermiso('tickets.ticket.pedir');
  const permisos = usePermisos();
  const yo = useUsuario().data?.id;
  const pedida = consulta.get('vista');
  const cual: Vista = agente && pedida !== 'mios' ? 'cola' : 'mios';
  const cola = cual === 'cola';
  const vista = useVistaLista({ filtros: FILTROS_TICKETS, ordenables: ORDENABLES, ordenInicial: { campo: 'created_at', descendente: true } });
  const f = vista.filtros;
  const params = {
    ...vista.params,
    vista: cual,
    // The requester's view has no queue filters (a hand-edited URL may still carry them).
    ...(cola ? {} : { categoria: undefined, asignado: undefined }),
    vencidos: cola && f.vencidos ? 'true' : undefined,
  };
  const lista = useApiList<TicketFila>([...CLAVES_TICKETS.listas, cual], RUTAS_TICKETS.lista, params, {
    // Which view is the agent's is known once the permissions arrive: no requester's page first.
    enabled: permisos.isSuccess,
  });
  const titulo = cola ? 'Cola de tickets' : 'Mis tickets';

  return (
    <section>
      <EncabezadoLista
        titulo={titulo}
        acciones={
          pide && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate('/new_ticket')}>
              Nuevo ticket
            </Button>
          )
        }
      />
      {agente && (
        <Segmented<Vista>
          aria-label="Qué tickets ver"
          value={cual}
          // Another view is another list: its filters and page start over.
          onChange={(v) => setConsulta(new URLSearchParams({ vista: v }))}
          options={[
            { value: 'cola', label: 'Cola de mis servicios' },
            { value: 'mios', label: 'Los que pedí' },
          ]}
          style={{ marginBottom: 12, maxWidth: '100%' }}
        />
      )}
      <FiltrosTickets vista={vista} cola={cola} yo={yo} />
      <TablaLista<TicketFila>
        aria-label={titulo}
        vista={vista}
        lista={lista}
        rowClassName={(t) => (t.vencido ? 'ticket-vencido' : '')}
        vacio={
          vista.filtrado ? (
            <Vacio texto="Ningún ticket coincide" explicacion="Pruebe con otros filtros." />
          ) : cola ? (
            <Vacio texto="La cola está vacía" explicacion="Los tickets que el personal abre a sus servicios aparecen aquí." />
          ) : (
            <Vacio texto="No tiene tickets" explicacion="¿Necesita algo de Sistemas, Mantenimiento u otro servicio? Abra un ticket y sígalo aquí." />
          )
        }
        textoTotal={(n) => `${n} ${plural(n, 'ticket', 'tickets')}`}
        columns={[
          { title: 'N.º', dataIndex: 'id', sorter: true, render: (v: number) => <Link to={`/ticket/${v}`}>{v}</Link> },
          {
            title: 'Asunto',
            dataIndex: 'asunto',
            render: (v: string, t: TicketFila) => (
              <Link to={`/ticket/${t.id}`} style={{ overflowWrap: 'anywhere' }}>
                {v}
              </Link>
            ),
          },
          { title: 'Servicio', dataIndex: 'servicio', render: (v: string, t: TicketFila) => `${v} · ${t.categoria}` },
          ...(cola ? [{ title: 'Solicitante', dataIndex: 'solicitante' }] : []),
          { title: 'Asignado', dataIndex: 'asignado', render: (v: string | null) => v ?? 'Sin asignar' },
          { title: 'Prioridad', dataIndex: 'prioridad', sorter: true, render: (_: unknown, t: TicketFila) => <PrioridadTicket prioridad={t.prioridad} /> },
          {
            title: 'Estado',
            dataIndex: 'estado',
            sorter: true,
            render: (_: unknown, t: TicketFila) => <EstadoTicket estado={t.estado} motivo={t.motivo_pausa} />,
          },
          {
            title: 'Plazo',
            key: 'vence_resolucion',
            dataIndex: 'vence_resolucion',
            sorter: true,
            render: (_: unknown, t: TicketFila) => <RelojSla ticket={t} />,
          },
          { title: 'Abierto', dataIndex: 'created_at', sorter: true, render: (v: string) => formatFecha(v) },
        ]}
      />
    </section>
  );
}
