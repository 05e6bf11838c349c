import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';
import { PERMISOS_TICKETS } from './api';

// Help desk (issue 41) under the spec's paths (§2): listado_tickets, new_ticket, ticket/{id}, and
// reportes_tickets (the report of a service, for whoever heads it). The server scopes every
// record again (tickets.acceso.ts). Keep the permissions in sync with
// apps/server/src/modules/menu/menu.definition.ts.

export const rutasTickets: RutaModulo[] = [
  {
    path: 'listado_tickets',
    titulo: 'Tickets',
    permisos: [...PERMISOS_TICKETS.pedir],
    Screen: lazyScreen(() => import('./pages/TicketsPage').then((m) => m.TicketsPage)),
  },
  {
    path: 'new_ticket',
    titulo: 'Nuevo ticket',
    permiso: PERMISOS_TICKETS.abrir,
    Screen: lazyScreen(() => import('./pages/NuevoTicketPage').then((m) => m.NuevoTicketPage)),
  },
  {
    path: 'ticket/:id',
    titulo: 'Ticket',
    permisos: [...PERMISOS_TICKETS.pedir],
    Screen: lazyScreen(() => import('./pages/TicketPage').then((m) => m.TicketPage)),
  },
  {
    path: 'reportes_tickets',
    titulo: 'Reportes de tickets',
    permisos: [...PERMISOS_TICKETS.reporte],
    Screen: lazyScreen(() => import('./pages/ReportesTicketsPage').then((m) => m.ReportesTicketsPage)),
  },
];
