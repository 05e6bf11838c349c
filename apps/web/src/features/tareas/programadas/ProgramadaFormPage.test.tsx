import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { montar, ok, servidorFalso } from '../../../catalogos/pruebas';
import { ProgramadaFormPage } from './ProgramadaFormPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// This form is among the heaviest antd screens the suite renders in jsdom: on a loaded CI machine
// (two lanes of checks, tests and browsers on two cores) the default five seconds fell short.
const ESPERA = { timeout: 15_000 };

describe('ProgramadaFormPage', () => {
  it('al pasar a semanal y elegir días pide la vista previa con esos días y la muestra', async () => {
    const llamadas = servidorFalso(['tareas.tarea.administrar'], (l) => {
      if (l.ruta === '/api/v1/admin/tareas-programadas/previa')
        return { cuerpo: ok({ descripcion: 'Lunes a las 08:00', ocurrencias: ['2026-11-30T11:00:00.000Z'] }) };
      // The form's selects come from the task screens' options, not from the catalogs.
      if (l.ruta === '/api/v1/tareas/opciones')
        return { cuerpo: ok({ tipos: [], ubicaciones: [{ value: 4, label: 'Habitación 101', sector_id: null }], sectores: [], personas: [] }) };
      if (l.ruta.startsWith('/api/v1/tareas/')) return { cuerpo: ok([]) };
      return undefined;
    });
    montar(<ProgramadaFormPage />, { path: '/admin/tareas-programadas/form', ruta: '/admin/tareas-programadas/form' });
    fireEvent.click(await screen.findByText('Semanal', {}, ESPERA));
    // The weekdays show once the form has seen «Semanal» (Form.useWatch, a render later), and
    // antd's group takes a click only after each option registered itself (an effect, later
    // still on a loaded machine: the click was lost). Click until it holds, as a person would.
    const lunes = (await screen.findByRole('checkbox', { name: 'Lunes' }, ESPERA)) as HTMLInputElement;
    await waitFor(() => {
      if (!lunes.checked) fireEvent.click(lunes);
      expect(lunes.checked).toBe(true);
    }, ESPERA);
    // A moment after the last change, the preview asks with the chosen day.
    await waitFor(
      () =>
        expect(llamadas.filter((l) => l.ruta.endsWith('/previa')).at(-1)?.cuerpo).toMatchObject({
          recurrencia: { frecuencia: 'semanal', dias_semana: [1], horas: ['08:00'] },
        }),
      ESPERA,
    );
    await waitFor(() => expect(screen.getByText('Lunes a las 08:00')).toBeTruthy(), ESPERA);
    expect(screen.getByRole('list', { name: 'Próximas tareas' }).textContent).toBe('Lunes 30/11/2026 08:00');
    // Types, locations and sectors come from tareas/opciones: no catalog permission is needed.
    expect(llamadas.map((l) => l.ruta).filter((r) => !r.startsWith('/api/v1/tareas/') && !r.startsWith('/api/v1/admin/tareas-programadas'))).toEqual([]);
  }, 45_000);
});
