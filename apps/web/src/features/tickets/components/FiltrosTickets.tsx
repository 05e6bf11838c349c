import { Checkbox, Flex, Select } from 'antd';
import { PRIORIDADES_TICKET, type PrioridadTicket } from '@worknet/domain/tickets/esquemas';
import { ESTADOS_TICKET, ETIQUETA_ESTADO_TICKET, type EstadoTicket } from '@worknet/domain/tickets/flujo';
import { CampoBusqueda, QuitarFiltros, filtroActivado, filtroId, filtroOpcion, filtroTexto, type VistaLista } from '../../../lib/lista';
import { useOpcionesTickets } from '../api';
import { etiquetaPrioridad } from '../formato';

/** 'ninguno' (unassigned) or a user's id, as GET /api/v1/tickets takes it. */
const filtroAsignado = (crudo: string | null): 'ninguno' | number | undefined => (crudo === 'ninguno' ? 'ninguno' : filtroId(crudo));

export const FILTROS_TICKETS = {
  filter: filtroTexto,
  estado: filtroOpcion(ESTADOS_TICKET),
  prioridad: filtroOpcion(PRIORIDADES_TICKET),
  servicio: filtroId,
  categoria: filtroId,
  asignado: filtroAsignado,
  vencidos: filtroActivado,
};

const ANCHO = { width: 200, maxWidth: '100%' } as const;

/** The list's filters (in the URL); the queue adds the category, who has it and «Sólo vencidos». */
export function FiltrosTickets({ vista, cola, yo }: { vista: VistaLista<typeof FILTROS_TICKETS>; cola: boolean; yo: number | undefined }) {
  const opciones = useOpcionesTickets();
  const f = vista.filtros;
  const servicio = opciones.data?.find((s) => s.value === f.servicio);
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="group" aria-label="Filtros de tickets">
      <CampoBusqueda aria-label="Buscar tickets" placeholder="Número o asunto" valor={f.filter} onBuscar={(filter) => vista.filtrar({ filter })} ancho={220} />
      <Select<EstadoTicket | ''>
        aria-label="Estado"
        value={f.estado ?? ''}
        onChange={(v) => vista.filtrar({ estado: v || undefined })}
        options={[{ value: '', label: 'Todos los estados' }, ...ESTADOS_TICKET.map((e) => ({ value: e, label: ETIQUETA_ESTADO_TICKET[e] }))]}
        style={ANCHO}
      />
      <Select<PrioridadTicket | ''>
        aria-label="Prioridad"
        value={f.prioridad ?? ''}
        onChange={(v) => vista.filtrar({ prioridad: v || undefined })}
        options={[{ value: '', label: 'Todas las prioridades' }, ...PRIORIDADES_TICKET.map((p) => ({ value: p, label: etiquetaPrioridad(p) }))]}
        style={ANCHO}
      />
      <Select<number>
        aria-label="Servicio"
        value={f.servicio ?? 0}
        loading={opciones.isPending}
        onChange={(v) => vista.filtrar({ servicio: v || undefined, categoria: undefined })}
        options={[{ value: 0, label: 'Todos los servicios' }, ...(opciones.data ?? []).map((s) => ({ value: s.value, label: s.label }))]}
        style={ANCHO}
      />
      {cola && (
        <>
          <Select<number>
            aria-label="Categoría"
            value={f.categoria ?? 0}
            disabled={!servicio}
            onChange={(v) => vista.filtrar({ categoria: v || undefined })}
            options={[{ value: 0, label: servicio ? 'Todas las categorías' : 'Elija antes el servicio' }, ...(servicio?.categorias ?? [])]}
            style={ANCHO}
          />
          <Select<string>
            aria-label="Asignado"
            value={f.asignado === undefined ? '' : String(f.asignado)}
            onChange={(v) => vista.filtrar({ asignado: v === '' ? undefined : v === 'ninguno' ? 'ninguno' : Number(v) })}
            options={[
              { value: '', label: 'Cualquier asignado' },
              { value: 'ninguno', label: 'Sin asignar' },
              ...(yo ? [{ value: String(yo), label: 'Asignados a mí' }] : []),
            ]}
            style={ANCHO}
          />
          <Checkbox checked={f.vencidos === true} onChange={(e) => vista.filtrar({ vencidos: e.target.checked ? true : undefined })}>
            Sólo vencidos
          </Checkbox>
        </>
      )}
      <QuitarFiltros vista={vista} />
    </Flex>
  );
}
