import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { montar, ok, servidorFalso } from '../../catalogos/pruebas';
import { setNotificador } from '../../lib/notify';
import type { PedidoManthosDetalle } from './api';
import { PedidoManthosPage } from './pages/PedidoManthosPage';

// The request's detail as the reporter sees it: the state, the steps and «Reabrir» only within
// the window the server computed (puede_reabrir, reabrir_hasta).

beforeEach(() => setNotificador(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PEDIDO: PedidoManthosDetalle = {
  id: 12,
  titulo: 'Electricidad en Habitación 101',
  tipo_id: 2,
  categoria: 'Electricidad',
  ubicacion_id: 4,
  ubicacion: 'Habitación 101',
  sector: 'Mantenimiento',
  prioridad: 'media',
  estado_tarea: 'hecha',
  estado: 'resuelto',
  created_at: '2026-11-20T10:00:00-03:00',
  resuelto_at: '2026-11-21T09:30:00-03:00',
  reabrir_hasta: '2026-11-28T09:30:00-03:00',
  puede_reabrir: true,
  descripcion: 'Luz quemada',
  motivo_cancelacion: null,
  solicitante: 'Carla Romero',
  registrado_por: null,
  historial: [
    { estado: 'recibido', autor: 'Carla Romero', detalle: 'Pedido de mantenimiento de Carla Romero', created_at: '2026-11-20T10:00:00-03:00' },
    { estado: 'resuelto', autor: 'Técnico', detalle: 'Se cambió la lámpara', created_at: '2026-11-21T09:30:00-03:00' },
  ],
  fotos: [],
};

describe('detalle de un pedido de mantenimiento', () => {
  it('resuelto dentro del plazo: dice hasta cuándo y «Reabrir» envía el motivo', async () => {
    const llamadas = servidorFalso(['tareas.manthos.pedir'], (l) => {
      if (l.ruta === '/api/v1/mis_pedidos_manthos/12') return { cuerpo: ok(PEDIDO) };
      if (l.ruta === '/api/v1/mis_pedidos_manthos/12/reabrir') return { cuerpo: ok({ ...PEDIDO, estado: 'recibido', puede_reabrir: false }) };
      return undefined;
    });
    montar(<PedidoManthosPage />, { path: '/mis_pedidos_manthos/:id', ruta: '/mis_pedidos_manthos/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido N.º 12: Electricidad en Habitación 101' })).toBeTruthy();
    expect(screen.getByText(/Puede reabrir el pedido hasta el 28\/11\/2026 \d{2}:\d{2}/)).toBeTruthy();
    expect(screen.getByText('Se cambió la lámpara')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reabrir' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.change(within(dialogo).getByLabelText('¿Por qué lo reabre?'), { target: { value: 'Volvió a quemarse' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Reabrir' }));
    await waitFor(() => expect(llamadas.find((l) => l.ruta === '/api/v1/mis_pedidos_manthos/12/reabrir')?.cuerpo).toEqual({ motivo: 'Volvió a quemarse' }));
  });

  it('vencido el plazo no ofrece «Reabrir» y explica qué hacer', async () => {
    servidorFalso(['tareas.manthos.pedir'], (l) =>
      l.ruta === '/api/v1/mis_pedidos_manthos/12' ? { cuerpo: ok({ ...PEDIDO, puede_reabrir: false }) } : undefined,
    );
    montar(<PedidoManthosPage />, { path: '/mis_pedidos_manthos/:id', ruta: '/mis_pedidos_manthos/12' });
    expect(await screen.findByText(/El plazo para reabrirlo venció el 28\/11\/2026 \d{2}:\d{2}/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reabrir' })).toBeNull();
  });
});
