import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { montar, ok, servidorFalso } from '../../catalogos/pruebas';
import { ListaLegajosPage } from './pages/ListaLegajosPage';

afterEach(() => vi.unstubAllGlobals());

const fila = { id: 7, apellido_nombre: 'Pérez, Ana', dni: '30123456', cuil: '27-30123456-8', legajo: 'L-12', sector: 'Guardia' };

describe('Legajos (rrhh/legajos)', () => {
  it('lista paginada en el servidor: cada nombre abre su legajo; la búsqueda va a la URL y a la consulta', async () => {
    const llamadas = servidorFalso(['rrhh.persona.ver'], (l) =>
      l.ruta === '/api/v1/rrhh/persona_nomina' ? { cuerpo: { ...ok([fila]), total: 1 } } : undefined,
    );
    const router = montar(<ListaLegajosPage />, { path: '/rrhh/legajos', ruta: '/rrhh/legajos' });
    const enlace = await screen.findByRole('link', { name: 'Pérez, Ana' });
    expect(enlace.getAttribute('href')).toBe('/rrhh/persona/7');
    expect(screen.getByText('L-12')).toBeTruthy();
    expect(screen.getByText('1 legajo')).toBeTruthy();
    // Only who may create sees «Nuevo legajo».
    expect(screen.queryByRole('button', { name: /Nuevo legajo/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Buscar legajos'), { target: { value: 'Pérez' } });
    fireEvent.keyDown(screen.getByLabelText('Buscar legajos'), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toContain('filter=P'));
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/rrhh/persona_nomina' && l.params.get('filter') === 'Pérez')).toBe(true));
  });

  it('quien puede crear ve «Nuevo legajo» y lo lleva al alta', async () => {
    servidorFalso(['rrhh.persona.ver', 'rrhh.persona.editar'], (l) =>
      l.ruta === '/api/v1/rrhh/persona_nomina' ? { cuerpo: { ...ok([]), total: 0 } } : undefined,
    );
    const router = montar(<ListaLegajosPage />, { path: '/rrhh/legajos', ruta: '/rrhh/legajos' });
    fireEvent.click(await screen.findByRole('button', { name: /Nuevo legajo/ }));
    expect(router.state.location.pathname).toBe('/rrhh/new-persona');
  });
});
