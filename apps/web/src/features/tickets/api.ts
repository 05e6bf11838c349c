import type { Cable } from '@worknet/domain/http';
import type {
  AccionDeRuta,
  AccionTicketBody,
  calificarTicketBody,
  comentarioTicket,
  opcionesTicket,
  ReporteTickets,
  ticketBody,
  ticketCreado,
  TicketDetalle,
  TicketFila,
  ticketSimilar,
} from '@worknet/domain/tickets/esquemas';
import { api, type Parametros } from '../../lib/api';
import { useApiQuery } from '../../lib/query';

// Calls of the help desk (issue 41) on apps/server/src/modules/tickets/tickets.routes.ts, typed
// with the domain's wire types (packages/domain/src/tickets/esquemas.ts).

const BASE = '/api/v1/tickets';

export const RUTAS_TICKETS = {
  lista: BASE,
  opciones: `${BASE}/opciones`,
  similares: `${BASE}/similares`,
  uno: (id: number) => `${BASE}/${id}`,
  reporte: `${BASE}/reportes`,
  xlsx: `${BASE}/reportes/xlsx`,
} as const;

/** Who reaches what (the routes' permissions, as the server declares them). */
export const PERMISOS_TICKETS = {
  pedir: ['tickets.ticket.pedir', 'tickets.ticket.atender', 'tickets.servicio.administrar'],
  abrir: 'tickets.ticket.pedir',
  atender: ['tickets.ticket.atender', 'tickets.servicio.administrar'],
  reporte: ['tickets.reporte.ver', 'tickets.servicio.administrar'],
} as const;

export const CLAVE_TICKETS = ['tickets'] as const;
export const CLAVES_TICKETS = {
  todo: CLAVE_TICKETS,
  listas: [...CLAVE_TICKETS, 'listas'],
  uno: (id: number) => [...CLAVE_TICKETS, 'uno', id],
  opciones: [...CLAVE_TICKETS, 'opciones'],
};

export type { ReporteTickets, TicketDetalle, TicketFila };
export type OpcionServicio = Cable<typeof opcionesTicket>[number];
export type TicketSimilar = Cable<typeof ticketSimilar>;
export type ComentarioTicket = Cable<typeof comentarioTicket>;
export type NuevoTicket = Cable<typeof ticketBody>;
export type Calificacion = Cable<typeof calificarTicketBody>;

export const useOpcionesTickets = () => useApiQuery<OpcionServicio[]>(CLAVES_TICKETS.opciones, RUTAS_TICKETS.opciones, undefined, { staleTime: 300_000 });

export const useTicket = (id: number) => useApiQuery<TicketDetalle>(CLAVES_TICKETS.uno(id), RUTAS_TICKETS.uno(id), undefined, { staleTime: 0 });

/** The requester's own open tickets like the subject being written (asked once it has 3 letters). */
export const useSimilares = (asunto: string, servicio: number | undefined) =>
  useApiQuery<TicketSimilar[]>(
    [...CLAVE_TICKETS, 'similares'],
    RUTAS_TICKETS.similares,
    { asunto, servicio_id: servicio },
    { enabled: asunto.trim().length >= 3, staleTime: 30_000, placeholderData: (anterior) => anterior },
  );

export const useReporteTickets = (params: Parametros, habilitado: boolean) =>
  useApiQuery<ReporteTickets>([...CLAVE_TICKETS, 'reporte'], RUTAS_TICKETS.reporte, params, {
    enabled: habilitado,
    placeholderData: (anterior) => anterior,
    staleTime: 30_000,
  });

export const llamadasTickets = {
  abrir: (b: NuevoTicket) => api.post<Cable<typeof ticketCreado>>(RUTAS_TICKETS.lista, b),
  responder: ({ id, ...b }: { id: number; texto: string; media_ids: number[] }) => api.post<ComentarioTicket>(`${RUTAS_TICKETS.uno(id)}/respuestas`, b),
  anotar: ({ id, texto }: { id: number; texto: string }) => api.post<ComentarioTicket>(`${RUTAS_TICKETS.uno(id)}/notas`, { texto }),
  mover: ({ id, accion, ...b }: { id: number; accion: AccionDeRuta } & Partial<AccionTicketBody>) =>
    api.post(`${RUTAS_TICKETS.uno(id)}/${accion}`, { motivo: b.motivo ?? null, motivo_pausa: b.motivo_pausa ?? null }),
  asignar: ({ id, usuario_id }: { id: number; usuario_id: number }) => api.post(`${RUTAS_TICKETS.uno(id)}/asignar`, { usuario_id }),
  calificar: ({ id, ...b }: Calificacion & { id: number }) => api.post(`${RUTAS_TICKETS.uno(id)}/calificar`, b),
};
