import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FilaTrabajo, ProgramacionTrabajo } from '@worknet/domain/trabajos';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { formatFechaHora } from '../../lib/format';
import { panelDePrueba } from './panel-de-prueba';
import { PanelControlPage } from './pages/PanelControlPage';

afterEach(() => vi.unstubAllGlobals());

const PANEL = panelDePrueba();
const PROGRAMADOS: ProgramacionTrabajo[] = [{ nombre: 'media_borradores_vencidos', cron: '0 * * * *', zona: 'UTC', actualizado: '2026-03-10T12:00:00Z' }];
const TRABAJOS: FilaTrabajo[] = [
  {
    id: 'a1',
    nombre: 'pdf_dividir',
    estado: 'fallido',
    creado: '2026-03-10T13:00:00Z',
    iniciado: '2026-03-10T13:00:01Z',
    terminado: '2026-03-10T13:05:00Z',
    reintentos: 2,
    reintentos_max: 2,
    error: 'El archivo no es un PDF válido',
  },
  {
    id: 'a2',
    nombre: 'media_borradores_vencidos',
    estado: 'completado',
    creado: '2026-03-10T12:00:00Z',
    iniciado: '2026-03-10T12:00:02Z',
    terminado: '2026-03-10T12:00:03Z',
    reintentos: 0,
    reintentos_max: 1,
    error: null,
  },
];

function servidor(permisos: string[], trabajos: FilaTrabajo[] = TRABAJOS) {
  return servidorFalso(permisos, (l: Llamada) => {
    if (l.ruta === '/api/v1/control_panel') return { cuerpo: ok(PANEL) };
    if (l.ruta === '/api/v1/trabajos/programados') return { cuerpo: ok(PROGRAMADOS, { total: 1 }) };
    if (l.ruta === '/api/v1/trabajos') {
      const estado = l.params.get('estado');
      const filas = estado ? trabajos.filter((t) => t.estado === estado) : trabajos;
      return { cuerpo: ok(filas, { total: filas.length }) };
    }
    return undefined;
  });
}

const abrir = () => montar(<PanelControlPage />, { path: '/control_panel', ruta: '/control_panel' });

describe('Panel de control: trabajos', () => {
  it('sin admin.trabajo.ver no hay pestaña ni pedido de trabajos', async () => {
    const llamadas = servidor(['admin.panel.ver']);
    abrir();
    expect(await screen.findByRole('tab', { name: 'Resumen' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Trabajos' })).toBeNull();
    expect(llamadas.some((l) => l.ruta.startsWith('/api/v1/trabajos'))).toBe(false);
  });

  it('lista los programados y las ejecuciones en español, con la falla y sus reintentos, y filtra por estado', async () => {
    const llamadas = servidor(['admin.panel.ver', 'admin.trabajo.ver']);
    abrir();
    fireEvent.click(await screen.findByRole('tab', { name: 'Trabajos' }));
    expect(await screen.findByText('El archivo no es un PDF válido')).toBeTruthy();
    expect(screen.getByText('Fallido')).toBeTruthy();
    expect(screen.getByText('Completado')).toBeTruthy();
    expect(screen.getByText('2 de 2')).toBeTruthy();
    expect(screen.getByText('0 * * * *')).toBeTruthy();
    expect(screen.getAllByText('Borrar los archivos subidos que ningún registro adjuntó').length).toBe(2);
    expect(screen.getByText(formatFechaHora('2026-03-10T13:05:00Z'))).toBeTruthy();
    expect(formatFechaHora('2026-03-10T13:05:00Z')).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado de los trabajos' }));
    fireEvent.click(await screen.findByTitle('Fallido'));
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/trabajos' && l.params.get('estado') === 'fallido')).toBe(true));
    // The completed run (0 of 1 retries) is gone; the dropdown still lists the state "Completado".
    await waitFor(() => expect(screen.queryByText('0 de 1')).toBeNull());
  });

  it('sin ejecuciones muestra el estado vacío', async () => {
    servidor(['admin.panel.ver', 'admin.trabajo.ver'], []);
    abrir();
    fireEvent.click(await screen.findByRole('tab', { name: 'Trabajos' }));
    expect(await screen.findByText('No hay trabajos')).toBeTruthy();
  });
});
