import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NovedadTarjeta } from '@worknet/domain/novedades/tipos';
import { montar, ok, servidorFalso } from '../../catalogos/pruebas';
import { InicioNovedadesPage } from './pages/InicioNovedadesPage';
import { AdministradorNovedadesPage } from './pages/AdministradorNovedadesPage';

afterEach(() => vi.unstubAllGlobals());

const tarjeta = (id: number, o: Partial<NovedadTarjeta> = {}): NovedadTarjeta => ({
  id,
  titulo: `Novedad ${id}`,
  resumen: `Resumen ${id}`,
  video_url: null,
  portada: null,
  fecha_publicacion: '2026-11-20T13:00:00Z',
  fijada: false,
  audiencia: { tipo: 'todos', sectores: [], grupos: [] },
  ...o,
});

describe('inicio de novedades', () => {
  it('muestra las tarjetas con video o portada, fecha, audiencia y fijada, y pide la página siguiente', async () => {
    const primeras = [
      tarjeta(1, { fijada: true, video_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }),
      tarjeta(2, {
        portada: {
          id: 9,
          url: '/api/v1/recurso_media/9/archivo?exp=1&firma=a',
          miniatura_url: '/api/v1/recurso_media/9/miniatura?exp=1&firma=a',
          mediana_url: '/api/v1/recurso_media/9/mediana?exp=1&firma=a',
          descripcion: null,
        },
      }),
      ...Array.from({ length: 8 }, (_, i) => tarjeta(3 + i, { audiencia: { tipo: 'sectores', sectores: [{ id: 4, nombre: 'Guardia' }], grupos: [] } })),
    ];
    const llamadas = servidorFalso([], (l) => {
      if (l.ruta !== '/api/v1/novedades') return undefined;
      return { cuerpo: ok(l.params.get('skip') === '0' ? primeras : [tarjeta(11, { titulo: 'La última' })], { total: 11 }) };
    });
    montar(<InicioNovedadesPage />);
    const lista = await screen.findByRole('list', { name: 'Novedades publicadas' });
    const primera = within(lista).getAllByRole('listitem')[0]!;
    expect(within(primera).getByTitle('Video: Novedad 1')).toHaveProperty('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(within(primera).getByText('Fijada')).toBeTruthy();
    expect(within(primera).getByText('Para todos')).toBeTruthy();
    expect(within(primera).getByText('20/11/2026')).toBeTruthy();
    const portada = within(lista).getAllByRole('listitem')[1]!.querySelector('img')!;
    expect(portada.getAttribute('src')).toBe('/api/v1/recurso_media/9/archivo?exp=1&firma=a');
    expect(portada.getAttribute('srcset')).toBe('/api/v1/recurso_media/9/miniatura?exp=1&firma=a 400w, /api/v1/recurso_media/9/mediana?exp=1&firma=a 800w');
    expect(portada.getAttribute('sizes')).toMatch(/760px$/);
    expect(within(lista).getAllByText('Guardia')).toHaveLength(8);
    expect(screen.getByText('Mostrando 10 de 11 novedades.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva novedad' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cargar más novedades' }));
    await screen.findByRole('link', { name: 'La última' });
    expect(llamadas.filter((l) => l.ruta === '/api/v1/novedades').map((l) => [l.params.get('skip'), l.params.get('limit')])).toEqual([
      ['0', '10'],
      ['10', '10'],
    ]);
    expect(screen.getByText('Mostrando 11 de 11 novedades.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cargar más novedades' })).toBeNull();
  });

  it('sin novedades lo dice en español; un editor ve «Nueva novedad»', async () => {
    servidorFalso(['novedades.novedad.editar'], (l) => (l.ruta === '/api/v1/novedades' ? { cuerpo: ok([], { total: 0 }) } : undefined));
    montar(<InicioNovedadesPage />);
    expect(await screen.findByText('Todavía no hay novedades para usted.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Nueva novedad' })).toBeTruthy();
  });
});

describe('administrador de novedades', () => {
  it('busca en el servidor y publica con la llamada publicar', async () => {
    const fila = {
      id: 7,
      titulo: 'Borrador de prueba',
      estado: 'borrador',
      publicada: false,
      fecha_publicacion: null,
      fijada: false,
      audiencia: { tipo: 'grupos', sectores: [], grupos: [{ id: 2, nombre: 'Enfermería nocturna' }] },
      autor: { id: 1, nombre: 'Laura Giménez' },
      created_at: '2026-11-20T13:00:00Z',
      updated_at: '2026-11-20T13:00:00Z',
    };
    const llamadas = servidorFalso(['novedades.novedad.editar'], (l) => {
      if (l.ruta === '/api/v1/administrador_novedades') return { cuerpo: ok([fila], { total: 1 }) };
      if (l.ruta === '/api/v1/novedad/7/publicar') return { cuerpo: ok({ ...fila, estado: 'publicada' }, { message: 'Novedad publicada.' }) };
      return undefined;
    });
    montar(<AdministradorNovedadesPage />, { path: '/administrador_novedades', ruta: '/administrador_novedades' });
    await screen.findByRole('link', { name: 'Borrador de prueba' });
    expect(screen.getByText('Enfermería nocturna')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Buscar novedades'), { target: { value: 'vacunacion' } });
    fireEvent.keyDown(screen.getByLabelText('Buscar novedades'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(
        llamadas
          .filter((l) => l.ruta === '/api/v1/administrador_novedades')
          .at(-1)!
          .params.get('filter'),
      ).toBe('vacunacion'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Publicar Borrador de prueba' }));
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/novedad/7/publicar')).toBe(true));
    expect(llamadas.find((l) => l.ruta === '/api/v1/novedad/7/publicar')).toMatchObject({
      metodo: 'PUT',
      cuerpo: { publicada: true, fecha_publicacion: null },
    });
  });
});
