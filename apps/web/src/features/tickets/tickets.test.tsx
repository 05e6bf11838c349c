import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador } from '../../lib/notify';
import type { ReporteTickets, TicketDetalle, TicketFila } from './api';
import { NuevoTicketPage } from './pages/NuevoTicketPage';
import { ReportesTicketsPage } from './pages/ReportesTicketsPage';
import { TicketPage } from './pages/TicketPage';
import { TicketsPage } from './pages/TicketsPage';

// The help desk's screens (issue 41) against a fake API with the domain's wire shapes: the queue
// with its clock and breaches, the detail for each side (notes only for agents, rating for the
// requester), opening with similar tickets, and the report.

beforeEach(() => setNotificador(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FILA: TicketFila = {
  id: 7,
  asunto: 'No imprime la impresora de admisión',
  estado: 'en_curso',
  prioridad: 'alta',
  motivo_pausa: null,
  servicio_id: 1,
  servicio: 'Sistemas',
  categoria_id: 3,
  categoria: 'Impresoras',
  solicitante_id: 20,
  solicitante: 'Carla Romero',
  asignado_id: 30,
  asignado: 'Pablo Quiroga',
  created_at: '2026-11-20T10:00:00-03:00',
  primera_respuesta_en: null,
  resuelto_en: null,
  vence_primera_respuesta: '2026-11-20T12:00:00-03:00',
  vence_resolucion: '2026-11-21T10:00:00-03:00',
  vencido: false,
  texto_vencimiento: 'vence en 2 h 10 min hábiles',
};
const VENCIDO: TicketFila = { ...FILA, id: 8, asunto: 'La PC del office no enciende', vencido: true, texto_vencimiento: 'vencido hace 1 h hábiles' };

const DETALLE: TicketDetalle = {
  ...FILA,
  descripcion: 'Sale la hoja en blanco',
  calificacion: null,
  manthos_tarea_id: null,
  comentarios: [{ id: 1, autor_id: 30, autor: 'Pablo Quiroga', texto: '¿Probó apagarla?', interno: false, created_at: '2026-11-20T10:30:00-03:00' }],
  historial: [{ estado: 'abierto', autor: 'Carla Romero', detalle: null, created_at: '2026-11-20T10:00:00-03:00' }],
  adjuntos: [],
  acciones: [],
  puede_nota: false,
  puede_calificar: false,
  agentes: [],
};

const OPCIONES = [{ value: 1, label: 'Sistemas', categorias: [{ value: 3, label: 'Impresoras' }] }];
const USUARIO = { id: 30, username: 'sistemas', nombre_completo: 'Pablo Quiroga', sector: [], roles: [] };

const cuerpoDe = (llamadas: Llamada[], ruta: string) => llamadas.find((l) => l.metodo === 'POST' && l.ruta === ruta)?.cuerpo;

describe('listado_tickets', () => {
  it('un agente ve la cola de sus servicios con el plazo de cada ticket y el vencido marcado', async () => {
    const llamadas = servidorFalso(['tickets.ticket.pedir', 'tickets.ticket.atender'], (l) => {
      if (l.ruta === '/api/v1/tickets') return { cuerpo: ok([FILA, VENCIDO], { total: 2 }) };
      if (l.ruta === '/api/v1/tickets/opciones') return { cuerpo: ok(OPCIONES) };
      if (l.ruta === '/api/v1/get_user') return { cuerpo: ok(USUARIO) };
      return undefined;
    });
    montar(<TicketsPage />, { path: '/listado_tickets', ruta: '/listado_tickets' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cola de tickets' })).toBeTruthy();
    expect(await screen.findByText('vence en 2 h 10 min hábiles')).toBeTruthy();
    const vencida = screen.getByText('vencido hace 1 h hábiles').closest('tr')!;
    expect(vencida.className).toContain('ticket-vencido');
    expect(screen.getByText('No imprime la impresora de admisión').closest('tr')!.className).not.toContain('ticket-vencido');
    expect(llamadas.filter((l) => l.ruta === '/api/v1/tickets').map((l) => l.params.get('vista'))).toEqual(['cola']);
    // «Sólo vencidos» goes to the server as vencidos=true.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sólo vencidos' }));
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/tickets' && l.params.get('vencidos') === 'true')).toBe(true));
  });

  it('quien pide ve sus tickets, sin los filtros de la cola', async () => {
    const llamadas = servidorFalso(['tickets.ticket.pedir'], (l) => (l.ruta === '/api/v1/tickets' ? { cuerpo: ok([FILA], { total: 1 }) } : undefined));
    montar(<TicketsPage />, { path: '/listado_tickets', ruta: '/listado_tickets' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis tickets' })).toBeTruthy();
    expect(await screen.findByText('vence en 2 h 10 min hábiles')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Sólo vencidos' })).toBeNull();
    expect(screen.queryByLabelText('Qué tickets ver')).toBeNull();
    expect(llamadas.find((l) => l.ruta === '/api/v1/tickets')?.params.get('vista')).toBe('mios');
  });
});

describe('ticket/{id}', () => {
  it('quien pidió responde y, resuelto, califica; no hay notas internas para elegir', async () => {
    const resuelto = { ...DETALLE, estado: 'resuelto' as const, acciones: ['reabrir' as const, 'cerrar' as const], puede_calificar: true };
    const llamadas = servidorFalso(['tickets.ticket.pedir'], (l) => {
      if (l.ruta === '/api/v1/tickets/7' && l.metodo === 'GET') return { cuerpo: ok(resuelto) };
      if (l.metodo === 'POST') return { cuerpo: ok(undefined) };
      return undefined;
    });
    montar(<TicketPage />, { path: '/ticket/:id', ruta: '/ticket/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket N.º 7: No imprime la impresora de admisión' })).toBeTruthy();
    expect(screen.getByText('¿Probó apagarla?')).toBeTruthy();
    expect(screen.queryByText('Nota interna')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reabrir' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Escribir una respuesta'), { target: { value: 'Ya funciona, gracias' } });
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await waitFor(() => expect(cuerpoDe(llamadas, '/api/v1/tickets/7/respuestas')).toEqual({ texto: 'Ya funciona, gracias', media_ids: [] }));

    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    fireEvent.change(screen.getByLabelText('Comentario (opcional)'), { target: { value: 'Rápido' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calificar' }));
    await waitFor(() => expect(cuerpoDe(llamadas, '/api/v1/tickets/7/calificar')).toEqual({ puntaje: 5, comentario: 'Rápido' }));
  });

  it('un agente escribe una nota interna y pone el ticket en espera con su motivo', async () => {
    const agente = { ...DETALLE, acciones: ['pausar' as const, 'resolver' as const], puede_nota: true };
    const llamadas = servidorFalso(['tickets.ticket.pedir', 'tickets.ticket.atender'], (l) => {
      if (l.ruta === '/api/v1/tickets/7' && l.metodo === 'GET') return { cuerpo: ok(agente) };
      if (l.metodo === 'POST') return { cuerpo: ok(undefined) };
      return undefined;
    });
    montar(<TicketPage />, { path: '/ticket/:id', ruta: '/ticket/7' });
    await screen.findByRole('heading', { level: 1, name: 'Ticket N.º 7: No imprime la impresora de admisión' });
    fireEvent.click(screen.getByText('Nota interna'));
    fireEvent.change(await screen.findByLabelText('Escribir una nota interna'), { target: { value: 'Pedir tóner a Compras' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nota' }));
    await waitFor(() => expect(cuerpoDe(llamadas, '/api/v1/tickets/7/notas')).toEqual({ texto: 'Pedir tóner a Compras' }));

    fireEvent.click(screen.getByRole('button', { name: 'Poner en espera' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Poner en espera' }));
    expect(await within(dialogo).findByText('Indique por qué queda en espera.')).toBeTruthy();
    expect(cuerpoDe(llamadas, '/api/v1/tickets/7/pausar')).toBeUndefined();
  });
});

describe('new_ticket', () => {
  it('muestra los tickets abiertos parecidos de quien escribe el asunto', async () => {
    const llamadas = servidorFalso(['tickets.ticket.pedir'], (l) => {
      if (l.ruta === '/api/v1/tickets/opciones') return { cuerpo: ok(OPCIONES) };
      if (l.ruta === '/api/v1/recurso_media_tipos') return { cuerpo: ok([{ id: 9, label: 'Adjunto' }]) };
      if (l.ruta === '/api/v1/tickets/similares')
        return {
          cuerpo: ok([
            { id: 7, asunto: 'No imprime la impresora de admisión', estado: 'abierto', servicio: 'Sistemas', created_at: '2026-11-20T10:00:00-03:00' },
          ]),
        };
      return undefined;
    });
    montar(<NuevoTicketPage />, { path: '/new_ticket', ruta: '/new_ticket' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo ticket' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Asunto'), { target: { value: 'impresora' } });
    expect(await screen.findByText('Ya tiene un ticket abierto parecido:', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'N.º 7: No imprime la impresora de admisión' }).getAttribute('href')).toBe('/ticket/7');
    expect(llamadas.find((l) => l.ruta === '/api/v1/tickets/similares')?.params.get('asunto')).toBe('impresora');
  });
});

describe('reportes_tickets', () => {
  const REPORTE: ReporteTickets = {
    resumen: {
      abiertos: 40,
      cerrados: 31,
      primera_respuesta_mediana: 45,
      primera_respuesta_p90: 130,
      resolucion_mediana: 300,
      resolucion_p90: 960,
      cumplimiento_sla: 0.874,
      calificacion_promedio: 4.25,
      calificaciones: 12,
    },
    por_categoria: [],
    por_agente: [],
  };

  it('pide elegir el servicio y muestra sus cifras en tiempo hábil', async () => {
    const llamadas = servidorFalso(['tickets.reporte.ver'], (l) => {
      if (l.ruta === '/api/v1/tickets/opciones') return { cuerpo: ok(OPCIONES) };
      if (l.ruta === '/api/v1/tickets/reportes') return { cuerpo: ok(REPORTE) };
      return undefined;
    });
    montar(<ReportesTicketsPage />, { path: '/reportes_tickets', ruta: '/reportes_tickets?servicio=1&desde=2026-11-01&hasta=2026-11-30' });
    expect(await screen.findByText('87 %')).toBeTruthy();
    expect(screen.getByText('45 min')).toBeTruthy();
    expect(screen.getByText('5 h')).toBeTruthy();
    expect(screen.getByText('4,3')).toBeTruthy();
    const pedido = llamadas.find((l) => l.ruta === '/api/v1/tickets/reportes')!;
    expect(Object.fromEntries(pedido.params)).toEqual({ servicio: '1', desde: '2026-11-01', hasta: '2026-11-30' });
  });

  it('sin servicio elegido no pide el reporte', async () => {
    const llamadas = servidorFalso(['tickets.reporte.ver'], (l) => (l.ruta === '/api/v1/tickets/opciones' ? { cuerpo: ok(OPCIONES) } : undefined));
    montar(<ReportesTicketsPage />, { path: '/reportes_tickets', ruta: '/reportes_tickets' });
    expect(await screen.findByText('Elija un servicio')).toBeTruthy();
    expect(llamadas.some((l) => l.ruta === '/api/v1/tickets/reportes')).toBe(false);
  });
});
