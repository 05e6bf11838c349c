import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { setNotificador, type Aviso } from '../lib/notify';
import { ListaCatalogo } from './ListaCatalogo';
import { crearFila, montar, ok, servidorFalso, type Llamada } from './pruebas';

const RUTA = '/api/v1/rrhh/persona_nivel_estudio';
const TODOS = ['ver', 'crear', 'editar', 'eliminar'].map((a) => `rrhh.nivel_estudio.${a}`);
const filas = [crearFila(1, { nombre: 'Primario', orden: 1 }), crearFila(2, { nombre: 'Secundario', orden: 2 })];

let avisos: Aviso[];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => vi.unstubAllGlobals());

function abrir(permisos: string[], manejar?: (l: Llamada) => { status?: number; cuerpo: unknown } | undefined) {
  const llamadas = servidorFalso(permisos, (l) => manejar?.(l) ?? (l.ruta === RUTA ? { cuerpo: ok(filas, { total: 42 }) } : undefined));
  const router = montar(<ListaCatalogo catalogo={catalogoPorClave('nivel-estudio')!} />, {
    path: '/rrhh/configuracion/nivel-estudio',
    ruta: '/rrhh/configuracion/nivel-estudio',
  });
  return { llamadas, router, listas: () => llamadas.filter((l) => l.ruta === RUTA && l.metodo === 'GET') };
}

const ultima = (ls: Llamada[]) => Object.fromEntries(ls[ls.length - 1]!.params);

describe('lista de un catálogo', () => {
  it('pide la primera página ordenada por el orden declarado y muestra las columnas', async () => {
    const { listas } = abrir(TODOS);
    expect(await screen.findByRole('heading', { name: 'Niveles de estudio' })).toBeTruthy();
    const tabla = await screen.findByRole('table', { name: 'Niveles de estudio' });
    await within(tabla).findByText('Secundario');
    expect(
      within(tabla)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Orden', 'Nombre', 'Acciones']);
    expect(ultima(listas())).toEqual({ sortBy: 'orden', descending: 'false', skip: '0', limit: '25' });
    expect(screen.getByText('42 registros')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Configuración de RRHH' }).getAttribute('href')).toBe('/rrhh/configuracion');
  });

  it('la búsqueda espera a que se deje de escribir y vuelve a la primera página', async () => {
    const { listas } = abrir(TODOS);
    await screen.findByText('Secundario');
    const antes = listas().length;
    // The box's own clock only: 100 ms after the keystroke is 100 ms, however loaded the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(screen.getByLabelText('Buscar niveles de estudio'), { target: { value: 'secu' } });
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(listas().length).toBe(antes);
      await act(() => vi.advanceTimersByTimeAsync(300));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(ultima(listas()).filter).toBe('secu'));
    expect(ultima(listas()).skip).toBe('0');
  });

  it('ordenar por otra columna manda sortBy con su clave', async () => {
    const { listas } = abrir(TODOS);
    await screen.findByText('Secundario');
    fireEvent.click(screen.getAllByText('Nombre')[0]!);
    await waitFor(() => expect(ultima(listas())).toMatchObject({ sortBy: 'nombre', descending: 'false' }));
  });

  it('una columna alterna entre ascendente y descendente, nunca queda sin orden', async () => {
    const { listas } = abrir(TODOS);
    await screen.findByText('Secundario');
    const cabecera = () => screen.getAllByText('Nombre')[0]!.closest('th')!;
    fireEvent.click(cabecera());
    await waitFor(() => expect(cabecera().getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(cabecera());
    await waitFor(() => expect(ultima(listas())).toMatchObject({ sortBy: 'nombre', descending: 'true' }));
    expect(cabecera().getAttribute('aria-sort')).toBe('descending');
    // The third click goes back to ascending on the same column (an answer already cached: no new call).
    fireEvent.click(cabecera());
    await waitFor(() => expect(cabecera().getAttribute('aria-sort')).toBe('ascending'));
  });

  it('sin permisos de cambio no ofrece Nuevo, Editar ni Eliminar', async () => {
    abrir(['rrhh.nivel_estudio.ver']);
    await screen.findByText('Secundario');
    expect(screen.queryByText('Nuevo nivel de estudio', { selector: 'button > span' })).toBeNull();
    expect(screen.queryByLabelText('Editar Primario')).toBeNull();
    expect(screen.queryByLabelText('Acciones de Primario')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    expect(screen.getByText('Exportar a Excel', { selector: 'button > span' })).toBeTruthy();
  });

  it('Nuevo y Editar llevan al formulario', async () => {
    const { router } = abrir(TODOS);
    fireEvent.click(await screen.findByLabelText('Editar Secundario'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rrhh/configuracion/nivel-estudio/form/2'));
  });

  it('Nuevo lleva al alta', async () => {
    const { router } = abrir(TODOS);
    fireEvent.click(await screen.findByText('Nuevo nivel de estudio', { selector: 'button > span' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rrhh/configuracion/nivel-estudio/form'));
  });

  it('Eliminar pide confirmación, borra y avisa', async () => {
    const { llamadas } = abrir(TODOS, (l) => (l.metodo === 'DELETE' ? { cuerpo: { ...ok(filas[0]), message: 'Se eliminó el nivel de estudio' } } : undefined));
    // Destructive actions live last in the row's «…» menu, in red.
    fireEvent.click(await screen.findByLabelText('Acciones de Primario'));
    const eliminar = await screen.findByRole('menuitem', { name: /Eliminar/ });
    expect(eliminar.className).toContain('danger');
    fireEvent.click(eliminar);
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getAllByText('¿Eliminar el nivel de estudio «Primario»?').length).toBeGreaterThan(0);
    expect(llamadas.some((l) => l.metodo === 'DELETE')).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(llamadas.find((l) => l.metodo === 'DELETE')?.ruta).toBe(`${RUTA}/1`));
    await waitFor(() => expect(avisos).toContainEqual({ tipo: 'success', texto: 'Se eliminó el nivel de estudio' }));
  });

  it('Ver eliminados pide solo los eliminados y permite restaurarlos', async () => {
    const eliminada = { ...crearFila(7, { nombre: 'Terciario', orden: 3 }), deleted_at: '2025-02-03T13:00:00Z' };
    const { llamadas, listas } = abrir(TODOS, (l) => {
      if (l.metodo === 'POST') return { cuerpo: { ...ok(eliminada), message: 'Se restauró el nivel de estudio' } };
      if (l.ruta === RUTA && l.params.get('eliminados') === 'true') return { cuerpo: ok([eliminada], { total: 1 }) };
      return undefined;
    });
    await screen.findByText('Secundario');
    fireEvent.click(screen.getByLabelText('Ver eliminados'));
    await screen.findByText('Terciario');
    expect(ultima(listas())).toMatchObject({ eliminados: 'true', skip: '0' });
    expect(screen.getByText('03/02/2025 10:00:00')).toBeTruthy();
    expect(screen.queryByText('Nuevo nivel de estudio', { selector: 'button > span' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Restaurar Terciario'));
    await waitFor(() => expect(llamadas.find((l) => l.metodo === 'POST')?.ruta).toBe(`${RUTA}/7/restaurar`));
    await waitFor(() => expect(avisos).toContainEqual({ tipo: 'success', texto: 'Se restauró el nivel de estudio' }));
  });

  it('Exportar a Excel descarga con el filtro y el orden de la lista', async () => {
    const crear = vi.fn(() => 'blob:excel');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: crear, revokeObjectURL: vi.fn() }));
    const clics = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { llamadas } = abrir(TODOS, (l) => (l.ruta === `${RUTA}/exportar` ? { cuerpo: 'xlsx' } : undefined));
    await screen.findByText('Secundario');
    fireEvent.click(screen.getByText('Exportar a Excel', { selector: 'button > span' }));
    await waitFor(() => expect(crear).toHaveBeenCalled());
    const exportar = llamadas.find((l) => l.ruta === `${RUTA}/exportar`)!;
    expect(Object.fromEntries(exportar.params)).toEqual({ sortBy: 'orden', descending: 'false' });
    expect(clics).toHaveBeenCalled();
    clics.mockRestore();
  });
});
