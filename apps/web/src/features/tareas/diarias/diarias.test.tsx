import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TareaFila } from '@worknet/domain/tareas/esquemas';
import { montar, ok, servidorFalso } from '../../../catalogos/pruebas';
import { agruparPorUbicacion, estaVencida, SIN_UBICACION } from './agrupar';
import { DiariasPage } from './DiariasPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let siguiente = 1;
function tarea(d: Partial<TareaFila>): TareaFila {
  return {
    id: siguiente++,
    titulo: 'Limpiar',
    tipo_id: 1,
    tipo: 'Limpieza',
    color: '#1677ff',
    sector_id: 3,
    sector: 'Internación',
    ubicacion_id: 10,
    ubicacion: 'Habitación 101',
    prioridad: 'media',
    estado: 'pendiente',
    vence_at: '2026-11-25T13:00:00.000Z',
    programada_id: null,
    created_at: '2026-11-25T09:00:00.000Z',
    ...d,
  };
}

describe('agruparPorUbicacion', () => {
  it('agrupa por lugar, separa abiertas y hechas y cuenta cada una', () => {
    const a = tarea({ ubicacion_id: 10, ubicacion: 'Habitación 101', vence_at: '2026-11-25T15:00:00.000Z' });
    const b = tarea({ ubicacion_id: 10, ubicacion: 'Habitación 101', estado: 'en_curso', vence_at: '2026-11-25T12:00:00.000Z' });
    const c = tarea({ ubicacion_id: 10, ubicacion: 'Habitación 101', estado: 'hecha' });
    const d = tarea({ ubicacion_id: 20, ubicacion: 'Pasillo', vence_at: '2026-11-25T11:00:00.000Z' });
    const grupos = agruparPorUbicacion([a, b, c, d]);
    expect(grupos.map((g) => g.nombre)).toEqual(['Pasillo', 'Habitación 101']);
    const hab = grupos[1]!;
    expect(hab.abiertas.map((t) => t.id)).toEqual([b.id, a.id]);
    expect(hab.hechas.map((t) => t.id)).toEqual([c.id]);
  });

  it('deja al final los lugares sin pendientes y las tareas sin ubicación', () => {
    const sinLugar = tarea({ ubicacion_id: null, ubicacion: null, vence_at: '2026-11-25T10:00:00.000Z' });
    const terminado = tarea({ ubicacion_id: 30, ubicacion: 'Cocina', estado: 'hecha' });
    const abierto = tarea({ ubicacion_id: 40, ubicacion: 'Baño', vence_at: '2026-11-25T20:00:00.000Z' });
    expect(agruparPorUbicacion([sinLugar, terminado, abierto]).map((g) => g.nombre)).toEqual(['Baño', 'Cocina', SIN_UBICACION]);
  });

  it('ignora las canceladas y las repetidas', () => {
    const t = tarea({});
    const grupos = agruparPorUbicacion([t, t, tarea({ estado: 'cancelada' })]);
    expect(grupos).toHaveLength(1);
    expect(grupos[0]!.abiertas).toHaveLength(1);
  });

  it('una tarea abierta con vencimiento pasado está vencida; una hecha no', () => {
    const ahora = Date.parse('2026-11-25T14:00:00.000Z');
    expect(estaVencida({ estado: 'pendiente', vence_at: '2026-11-25T13:00:00.000Z' }, ahora)).toBe(true);
    expect(estaVencida({ estado: 'hecha', vence_at: '2026-11-25T13:00:00.000Z' }, ahora)).toBe(false);
    expect(estaVencida({ estado: 'pendiente', vence_at: null }, ahora)).toBe(false);
  });
});

describe('DiariasPage', () => {
  it('pide las tareas del día (abiertas hasta hoy y hechas hoy) en una sola llamada y muestra cada lugar con sus cuentas', async () => {
    const pendiente = tarea({ titulo: 'Limpiar baño', ubicacion_id: 10, ubicacion: 'Habitación 101' });
    const hecha = tarea({ titulo: 'Cambiar sábanas', ubicacion_id: 10, ubicacion: 'Habitación 101', estado: 'hecha' });
    const llamadas = servidorFalso(['tareas.tarea.ver'], (l) => (l.ruta === '/api/v1/tareas' ? { cuerpo: ok([pendiente, hecha], { total: 2 }) } : undefined));
    montar(<DiariasPage />, { path: '/diarias', ruta: '/diarias' });
    const lugar = await screen.findByRole('region', { name: 'Habitación 101' });
    expect(within(lugar).getByText('1 pendiente')).toBeTruthy();
    expect(within(lugar).getByText('1 hecha')).toBeTruthy();
    expect(within(lugar).getByRole('link', { name: 'Limpiar baño' }).getAttribute('href')).toBe(`/tareas/${pendiente.id}`);
    const pedidas = llamadas.filter((l) => l.ruta === '/api/v1/tareas');
    expect(pedidas).toHaveLength(1);
    expect(pedidas[0]!.params.get('dia')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(pedidas[0]!.params.get('estado')).toBeNull();
  });

  it('muestra el rechazo del servidor al finalizar sin escanear', async () => {
    const t = tarea({ titulo: 'Limpiar baño' });
    servidorFalso(['tareas.tarea.ver'], (l) => {
      if (l.ruta === '/api/v1/tareas') return { cuerpo: ok([t], { total: 1 }) };
      if (l.ruta === `/api/v1/tareas/${t.id}/finalizar`)
        return {
          status: 422,
          cuerpo: { success: false, code: 422, message: 'Para finalizar esta tarea escanee el código QR de la ubicación (vale 15 minutos).' },
        };
      return undefined;
    });
    montar(<DiariasPage />, { path: '/diarias', ruta: '/diarias' });
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar Limpiar baño' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('escanee el código QR'));
  });
});
