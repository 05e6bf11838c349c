import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../notify';
import { useApiList } from '../query';
import { BotonExportar, CampoBusqueda, EncabezadoLista, QuitarFiltros, TablaLista, filtroOpcion, filtroTexto, useVistaLista } from '.';

type Cosa = { id: number; nombre: string };
const RUTA = '/api/v1/cosas';
const FILTROS = { filter: filtroTexto, estado: filtroOpcion(['nueva', 'vieja']) };

/** A list screen built only from the kit. */
function Cosas() {
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ['nombre'] });
  const lista = useApiList<Cosa>(['cosas'], RUTA, vista.params);
  return (
    <section>
      <EncabezadoLista titulo="Cosas" acciones={<BotonExportar ruta={`${RUTA}/exportar`} params={vista.consulta} />} />
      <CampoBusqueda aria-label="Buscar cosas" valor={vista.filtros.filter} onBuscar={(filter) => vista.filtrar({ filter })} />
      <QuitarFiltros vista={vista} />
      <TablaLista<Cosa>
        aria-label="Cosas"
        vista={vista}
        lista={lista}
        vacio="No hay cosas"
        textoTotal={(t) => `${t} cosas`}
        columns={[{ title: 'Nombre', dataIndex: 'nombre', sorter: true }]}
      />
    </section>
  );
}

let avisos: Aviso[];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => vi.unstubAllGlobals());

function abrir(ruta: string, total = 45) {
  const llamadas = servidorFalso([], (l) => {
    if (l.ruta === `${RUTA}/exportar`) return { cuerpo: 'xlsx' };
    if (l.ruta !== RUTA) return undefined;
    const skip = Number(l.params.get('skip'));
    const filas = Array.from({ length: Math.max(0, Math.min(Number(l.params.get('limit')), total - skip)) }, (_, i) => ({
      id: skip + i + 1,
      nombre: `Cosa ${skip + i + 1}`,
    }));
    return { cuerpo: ok(filas, { total }) };
  });
  const router = montar(<Cosas />, { path: '/cosas', ruta });
  const pedidos = () => llamadas.filter((l: Llamada) => l.ruta === RUTA).map((l) => Object.fromEntries(l.params));
  return { router, pedidos, llamadas };
}

const ultimo = (p: Record<string, string>[]) => p[p.length - 1];
const busqueda = (router: ReturnType<typeof montar>) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('kit de listas (lib/lista)', () => {
  it('lee la página, el orden y el filtro de la URL y los pide al servidor', async () => {
    const { pedidos } = abrir('/cosas?pagina=2&orden=-nombre&filter=cos');
    expect(await screen.findByText('Cosa 21')).toBeTruthy();
    expect(ultimo(pedidos())).toEqual({ filter: 'cos', sortBy: 'nombre', descending: 'true', skip: '20', limit: '20' });
    expect((screen.getByLabelText('Buscar cosas') as HTMLInputElement).value).toBe('cos');
    expect(screen.getByRole('columnheader', { name: /Nombre/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('listitem', { name: '2' }).className).toContain('active');
    expect(screen.getByText('45 cosas')).toBeTruthy();
  });

  it('«Quitar filtros» apaga todos los filtros y vuelve a la página 1, con el mismo orden; sin filtros no aparece', async () => {
    const { router } = abrir('/cosas?pagina=2&orden=-nombre&filter=cos&estado=nueva');
    await screen.findByText('Cosa 21');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(busqueda(router)).toEqual({ orden: '-nombre' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Quitar filtros' })).toBeNull());
  });

  it('escribe en la URL la página, el orden y la búsqueda; atrás vuelve; una recarga conserva todo', async () => {
    const { router, pedidos } = abrir('/cosas');
    await screen.findByText('Cosa 1');
    fireEvent.click(screen.getByRole('listitem', { name: '3' }));
    await screen.findByText('Cosa 41');
    expect(busqueda(router)).toEqual({ pagina: '3' });

    // A new order starts on page 1.
    fireEvent.click(screen.getByRole('columnheader', { name: /Nombre/ }));
    await waitFor(() => expect(busqueda(router)).toEqual({ orden: 'nombre' }));
    await waitFor(() => expect(ultimo(pedidos())).toMatchObject({ sortBy: 'nombre', descending: 'false', skip: '0' }));

    fireEvent.change(screen.getByLabelText('Buscar cosas'), { target: { value: 'cosa 4' } });
    fireEvent.keyDown(screen.getByLabelText('Buscar cosas'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(busqueda(router)).toEqual({ orden: 'nombre', filter: 'cosa 4' }));
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(busqueda(router)).toEqual({ orden: 'nombre', filter: 'cosa 4', pagina: '2' }));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(busqueda(router)).toEqual({ orden: 'nombre', filter: 'cosa 4' }));
    // Page 1 of that search again (React Query may answer from its cache).
    expect(await screen.findByText('Cosa 1')).toBeTruthy();
    await act(() => router.navigate(-1));
    await waitFor(() => expect((screen.getByLabelText('Buscar cosas') as HTMLInputElement).value).toBe(''));

    // A reload is the same address mounted again.
    await act(() => router.navigate(1));
    const direccion = `${router.state.location.pathname}${router.state.location.search}`;
    cleanup();
    const otra = abrir(direccion);
    await screen.findByText('Cosa 1');
    expect(ultimo(otra.pedidos())).toEqual({ filter: 'cosa 4', sortBy: 'nombre', descending: 'false', skip: '0', limit: '20' });
    expect((screen.getByLabelText('Buscar cosas') as HTMLInputElement).value).toBe('cosa 4');
  });

  it('parámetros inválidos vuelven a los valores por defecto; una página que no existe lleva a la última', async () => {
    const { router, pedidos } = abrir('/cosas?pagina=abc&tamano=7&orden=clave&estado=otra');
    await screen.findByText('Cosa 1');
    expect(pedidos()[0]).toEqual({ skip: '0', limit: '20' });
    cleanup();
    const lejos = abrir('/cosas?pagina=40');
    await screen.findByText('Cosa 41');
    expect(busqueda(lejos.router)).toEqual({ pagina: '3' });
    expect(router).toBeTruthy();
  });

  it('sin filas muestra el estado vacío en español', async () => {
    abrir('/cosas?filter=nada', 0);
    const tabla = await screen.findByRole('table', { name: 'Cosas' });
    expect(await within(tabla).findByText('No hay cosas')).toBeTruthy();
  });

  it('Exportar a Excel pide el archivo con el filtro y el orden, sin paginar, y avisa su nombre', async () => {
    const crear = vi.fn(() => 'blob:cosas');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: crear, revokeObjectURL: vi.fn() }));
    const clics = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { llamadas } = abrir('/cosas?filter=cos&orden=-nombre&pagina=2');
    await screen.findByText('Cosa 21');
    fireEvent.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await waitFor(() => expect(crear).toHaveBeenCalled());
    const exportar = llamadas.find((l) => l.ruta === `${RUTA}/exportar`)!;
    expect(Object.fromEntries(exportar.params)).toEqual({ filter: 'cos', sortBy: 'nombre', descending: 'true' });
    expect(avisos).toContainEqual({ tipo: 'success', texto: 'Se descargó descarga.' });
    clics.mockRestore();
  });
});
