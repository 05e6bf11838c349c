import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { montar, ok, servidorFalso } from '../../catalogos/pruebas';
import { setNotificador } from '../../lib/notify';
import type { ReporteTareas } from './api';
import { duracion, formatearHora, porcentaje, porUbicacion } from './formato';
import { ReportesTareasPage } from './pages/ReportesTareasPage';

beforeEach(() => setNotificador(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cero = { pendientes: 0, en_curso: 0, hechas: 0, canceladas: 0, vencidas: 0, hechas_tarde: 0, hechas_con_escaneo: 0, mediana_minutos: null };
const REPORTE: ReporteTareas = {
  desde: '2026-10-27',
  hasta: '2026-11-25',
  hoy: '2026-11-25',
  resumen: { total: 40, pendientes: 3, en_curso: 1, hechas: 32, canceladas: 4, vencidas: 2, hechas_tarde: 4, hechas_con_escaneo: 24, mediana_minutos: 95 },
  por_sector: [{ id: 3, nombre: 'Internación', color: null, ...cero, total: 40, hechas: 32, mediana_minutos: 95 }],
  por_tipo: [{ id: 5, nombre: 'Limpieza', color: '#52C41A', ...cero, total: 40, hechas: 32, mediana_minutos: 95 }],
  por_estado: [
    { estado: 'pendiente', total: 3 },
    { estado: 'en_curso', total: 1 },
    { estado: 'hecha', total: 32 },
    { estado: 'cancelada', total: 4 },
  ],
  vencidas: [
    {
      id: 71,
      titulo: 'Limpieza de la habitación 103',
      tipo: 'Limpieza',
      sector: 'Internación',
      ubicacion: 'Habitación 103',
      prioridad: 'media',
      estado: 'pendiente',
      vence_at: '2026-11-20T13:00:00.000Z',
    },
  ],
  hechas_hoy: [
    {
      id: 90,
      titulo: 'Limpieza de la habitación 101',
      tipo: 'Limpieza',
      sector: 'Internación',
      ubicacion_id: 1,
      ubicacion: 'Habitación 101',
      hecha_at: '2026-11-25T11:40:00.000Z',
      hecha_por: 'Carla Romero',
      con_escaneo: true,
    },
    {
      id: 91,
      titulo: 'Revisar la luz',
      tipo: 'Electricidad',
      sector: 'Internación',
      ubicacion_id: null,
      ubicacion: null,
      hecha_at: '2026-11-25T12:00:00.000Z',
      hecha_por: 'Diego Fernández',
      con_escaneo: false,
    },
  ],
  opciones: { sectores: [{ id: 3, nombre: 'Internación' }], tipos: [{ id: 5, nombre: 'Limpieza' }] },
};

describe('formato del reporte', () => {
  it('duraciones, porcentajes y horas como se leen', () => {
    expect([duracion(null), duracion(45), duracion(95), duracion(120), duracion(1440 * 2 + 240)]).toEqual(['—', '45 min', '1 h 35 min', '2 h', '2 d 4 h']);
    expect([porcentaje(24, 32), porcentaje(1, 3), porcentaje(0, 0)]).toEqual(['75 %', '33 %', '—']);
    expect(formatearHora('2026-11-25T11:40:00.000Z')).toBe('08:40');
  });

  it('agrupa las hechas de hoy por ubicación, las que no tienen al final', () => {
    const sin = { ...REPORTE.hechas_hoy[1]!, id: 92 };
    const otra = { ...REPORTE.hechas_hoy[0]!, id: 93 };
    expect(porUbicacion([sin, ...REPORTE.hechas_hoy, otra]).map((g) => [g.ubicacion, g.tareas.map((t) => t.id)])).toEqual([
      ['Habitación 101', [90, 93]],
      ['Sin ubicación', [92, 91]],
    ]);
  });
});

describe('pantalla de reportes', () => {
  it('muestra las cifras, lo hecho hoy con su prueba y las vencidas enlazadas; los filtros van a la consulta', async () => {
    const llamadas = servidorFalso(['tareas.reporte.ver'], (l) => (l.ruta === '/api/v1/reportes_tareas' ? { cuerpo: ok(REPORTE) } : undefined));
    montar(<ReportesTareasPage />, { path: '/reportes', ruta: '/reportes' });
    expect(await screen.findByText('Del 27/10/2026 al 25/11/2026: las tareas que vencen en el período o, sin vencimiento, las creadas en él.')).toBeTruthy();
    await vi.waitFor(() => expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('27/10/2026'));
    const resumen = screen.getByLabelText('Resumen del período');
    expect(within(resumen).getByText('Mediana hasta hecha').nextSibling?.textContent).toBe('1 h 35 min');
    expect(within(resumen).getByText('75 % de las hechas')).toBeTruthy();
    const hoy = screen.getByRole('region', { name: 'Hechas hoy por ubicación' });
    expect(within(hoy).getByRole('heading', { name: 'Habitación 101' })).toBeTruthy();
    expect(within(hoy).getByText('Con escaneo')).toBeTruthy();
    expect(within(hoy).getByText(/Diego Fernández a las 09:00/)).toBeTruthy();
    expect(within(hoy).getByText('Sin escaneo')).toBeTruthy();
    const vencidas = screen.getByRole('region', { name: 'Vencidas sin hacer' });
    expect(within(vencidas).getByRole('link', { name: 'Limpieza de la habitación 103' }).getAttribute('href')).toBe('/tareas/71');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
    fireEvent.click(await screen.findByTitle('Hecha'));
    await vi.waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/reportes_tareas' && l.params.get('estado') === 'hecha')).toBe(true));
  });

  it('el error del servidor se muestra en la pantalla', async () => {
    const mensaje = 'Sólo puede ver los reportes de tareas de los sectores a su cargo.';
    servidorFalso(['tareas.reporte.ver'], (l) =>
      l.ruta === '/api/v1/reportes_tareas' ? { status: 403, cuerpo: { success: false, message: mensaje, code: 403 } } : undefined,
    );
    montar(<ReportesTareasPage />, { path: '/reportes', ruta: '/reportes?sector_id=99' });
    expect((await screen.findByRole('alert')).textContent).toContain(mensaje);
  });
});
