import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../../lib/notify';
import { claveColumnas } from './columnas';
import { NominaPage } from './pages/NominaPage';

let avisos: Aviso[];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => vi.unstubAllGlobals());

const RRHH = ['rrhh.nomina.ver', 'rrhh.persona.ver', 'rrhh.sector.ver', 'rrhh.contrato_tipo.ver'];
const FILAS = [
  {
    id: 41,
    apellido_nombre: 'Álvarez, Ana',
    dni: '30123456',
    legajo: 'N-1',
    sector: 'Guardia',
    puesto: null,
    contrato: 'Indeterminado',
    fecha_alta: '2010-03-01',
    estado: 'activo',
  },
  {
    id: 42,
    apellido_nombre: 'Benítez, Luis',
    dni: '31123456',
    legajo: null,
    sector: 'Internación',
    puesto: null,
    contrato: 'Prueba',
    fecha_alta: '2024-11-05',
    estado: 'baja',
  },
];
const SECTORES = [
  { value: 3, label: 'Guardia — Clínica del Parque' },
  { value: 7, label: 'Internación — Clínica del Parque' },
];

type Cuerpo = { request: unknown[]; advanced_filter: unknown[] };

function servidor(permisos = RRHH, extra: (l: Llamada) => { status?: number; cuerpo: unknown } | undefined = () => undefined) {
  return servidorFalso(permisos, (l) => {
    const propio = extra(l);
    if (propio) return propio;
    if (l.ruta === '/api/v1/get_user') return { cuerpo: ok({ id: 5, username: 'rrhh' }) };
    if (l.ruta === '/api/v1/rrhh/persona_nomina') {
      const n = (l.cuerpo as Cuerpo).request.length;
      return { cuerpo: ok(n ? FILAS.slice(0, 1) : FILAS, { total: n ? 1 : 312 }) };
    }
    if (l.ruta === '/api/v1/rrhh/filter_advanced' && l.metodo === 'GET') return { cuerpo: ok([]) };
    if (l.ruta === '/api/v1/rrhh/nomina_opciones/sector_id') return { cuerpo: ok(SECTORES) };
    return undefined;
  });
}

const abrir = () => montar(<NominaPage />, { path: '/rrhh/nomina', ruta: '/rrhh/nomina' });
const pedidos = (llamadas: Llamada[]) => llamadas.filter((l) => l.ruta === '/api/v1/rrhh/persona_nomina');
const ultimoCuerpo = (llamadas: Llamada[]) => pedidos(llamadas).at(-1)!.cuerpo as Cuerpo;
/** An open antd dialog by its title (in jsdom every dialog's aria-labelledby is 'test-id'). */
const dialogo = (titulo: string) =>
  waitFor(() => {
    const d = screen.getAllByRole('dialog').find((x) => x.querySelector('.ant-modal-title')?.textContent === titulo);
    if (!d) throw new Error(`sin diálogo ${titulo}`);
    return d;
  });
const boton = (nombre: string | RegExp) => screen.getByRole('button', { name: nombre });

/** Opens a select by its label, types to narrow it when it searches (the list is virtual) and picks `opcion`. */
async function elegir(etiqueta: string, opcion: string) {
  const campo = await screen.findByLabelText(etiqueta);
  fireEvent.mouseDown(campo);
  if (!(campo as HTMLInputElement).readOnly) fireEvent.change(campo, { target: { value: opcion.split(' ')[0] } });
  const item = await waitFor(() => {
    const hallado = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
      (n) => n.textContent === opcion,
    );
    if (!hallado) throw new Error(`sin opción ${opcion}`);
    return hallado;
  });
  fireEvent.click(item);
}

describe('Nómina (rrhh/nomina)', () => {
  it('muestra el total, las fechas en DD/MM/AAAA, el estado y abre el legajo desde la fila', async () => {
    servidor();
    const router = abrir();
    expect(await screen.findByText('312 personas')).toBeTruthy();
    expect(screen.getByText('01/03/2010')).toBeTruthy();
    expect(screen.getByText('Activo')).toBeTruthy();
    expect(screen.getByText('De baja')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Álvarez, Ana' }).getAttribute('href')).toBe('/rrhh/persona/41');
    fireEvent.click(screen.getByText('Internación'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rrhh/persona/42'));
  });

  it('la búsqueda libre y el orden por columna van al servidor, desde la página 1', async () => {
    const llamadas = servidor();
    abrir();
    await screen.findByText('312 personas');
    fireEvent.change(screen.getByLabelText('Buscar en la nómina'), { target: { value: ' 30123456 ' } });
    await waitFor(() => expect(pedidos(llamadas).at(-1)!.params.get('filter')).toBe('30123456'));
    fireEvent.click(screen.getByRole('columnheader', { name: /Fecha de alta/ }));
    await waitFor(() => expect(pedidos(llamadas).at(-1)!.params.get('sortBy')).toBe('fecha_alta'));
    expect(pedidos(llamadas).at(-1)!.params.get('descending')).toBe('false');
    fireEvent.click(screen.getByRole('columnheader', { name: /Fecha de alta/ }));
    await waitFor(() => expect(pedidos(llamadas).at(-1)!.params.get('descending')).toBe('true'));
    const ultimo = pedidos(llamadas).at(-1)!;
    expect([ultimo.params.get('skip'), ultimo.params.get('limit'), ultimo.params.get('filter')]).toEqual(['0', '25', '30123456']);
  });

  it('agregar un filtro de sector: lo envía, muestra el chip; vaciar su valor lo quita', async () => {
    const llamadas = servidor();
    abrir();
    await screen.findByText('312 personas');
    fireEvent.click(boton(/Agregar filtro/));
    const modal = await dialogo('Agregar filtro');
    await elegir('Filtrar por', 'Sector');
    // Only the conditions of a list, in Spanish.
    await waitFor(() => expect(within(modal).getByText('es uno de')).toBeTruthy());
    await elegir('Valores', 'Guardia — Clínica del Parque');
    fireEvent.click(within(modal).getByRole('button', { name: 'Aplicar' }));

    const chip = await screen.findByRole('button', { name: 'Editar filtro: Sector es uno de Guardia — Clínica del Parque' });
    await screen.findByText('1 persona');
    expect(ultimoCuerpo(llamadas)).toEqual({ request: [{ atributo: 'sector_id', condicion: 'es_uno_de', valor: [3] }], advanced_filter: [] });
    expect(pedidos(llamadas).at(-1)!.params.get('skip')).toBe('0');

    fireEvent.click(chip);
    const edicion = await dialogo('Editar filtro');
    fireEvent.mouseDown(await within(edicion).findByLabelText('Valores'));
    const quitar = await waitFor(() => {
      const x = edicion.querySelector('.ant-select-selection-item-remove');
      if (!x) throw new Error('sin ✕');
      return x;
    });
    fireEvent.click(quitar);
    fireEvent.click(within(edicion).getByRole('button', { name: 'Aplicar' }));
    await screen.findByText('312 personas');
    // The list without filters comes back (from the cache: no new call needed).
    expect(screen.queryByRole('button', { name: /Editar filtro/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).toBeNull();
  });

  it('un filtro nuevo sin valor no se aplica: lo pide en el campo', async () => {
    const llamadas = servidor();
    abrir();
    await screen.findByText('312 personas');
    fireEvent.click(boton(/Agregar filtro/));
    const modal = await dialogo('Agregar filtro');
    await elegir('Filtrar por', 'Fecha de alta');
    fireEvent.change(await within(modal).findByLabelText('Valor'), { target: { value: '31022020' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Aplicar' }));
    expect(await within(modal).findByText('Ingrese una fecha válida (DD/MM/AAAA)')).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('Valor'), { target: { value: '' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Aplicar' }));
    expect(await within(modal).findByText('Ingrese un valor')).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('Valor'), { target: { value: '15072018' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Aplicar' }));
    await screen.findByRole('button', { name: 'Editar filtro: Fecha de alta es igual a 15/07/2018' });
    await waitFor(() => expect(ultimoCuerpo(llamadas).request).toEqual([{ atributo: 'fecha_alta', condicion: 'igual', valor: '2018-07-15' }]));
  });

  it('las columnas elegidas se recuerdan por usuario', async () => {
    servidor();
    abrir();
    await screen.findByText('312 personas');
    expect(screen.getByRole('columnheader', { name: /DNI/ })).toBeTruthy();
    fireEvent.click(boton('Columnas'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'DNI' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /DNI/ })).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(claveColumnas(5))!)).not.toContain('dni');

    cleanup();
    abrir();
    await screen.findByText('312 personas');
    expect(screen.queryByRole('columnheader', { name: /DNI/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Legajo/ })).toBeTruthy();
  });

  it('guardar filtro con un nombre en uso: el mensaje del servidor queda en el campo y el diálogo sigue abierto', async () => {
    const mensaje = 'Ya tiene un filtro llamado «Guardia»: elija otro nombre.';
    const llamadas = servidor(RRHH, (l) =>
      l.ruta === '/api/v1/rrhh/filter_advanced' && l.metodo === 'POST' ? { status: 409, cuerpo: { success: false, code: 409, message: mensaje } } : undefined,
    );
    abrir();
    await screen.findByText('312 personas');
    expect((boton('Guardar filtro') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(boton(/Agregar filtro/));
    await dialogo('Agregar filtro');
    await elegir('Filtrar por', 'Sexo');
    await elegir('Valores', 'Femenino');
    fireEvent.click(boton('Aplicar'));
    await screen.findByRole('button', { name: 'Editar filtro: Sexo es uno de Femenino' });

    fireEvent.click(boton('Guardar filtro'));
    const modal = await dialogo('Guardar filtro');
    fireEvent.change(within(modal).getByLabelText('Nombre del filtro'), { target: { value: 'Guardia' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText(mensaje)).toBeTruthy();
    expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'error', texto: mensaje }));
    expect(await dialogo('Guardar filtro')).toBeTruthy();
    expect(llamadas.find((l) => l.metodo === 'POST' && l.ruta === '/api/v1/rrhh/filter_advanced')!.cuerpo).toEqual({
      nombre_filtro: 'Guardia',
      filtros: [{ atributo: 'sexo', condicion: 'es_uno_de', valor: ['F'] }],
    });
  });

  it('aplicar un filtro guardado carga sus entradas en los chips', async () => {
    const guardado = { id: 9, nombre_filtro: 'Guardia', filtros: [{ atributo: 'sector_id', condicion: 'es_uno_de', valor: [3] }] };
    const llamadas = servidor(RRHH, (l) => {
      if (l.ruta === '/api/v1/rrhh/filter_advanced' && l.metodo === 'GET') return { cuerpo: ok([guardado]) };
      if (l.metodo === 'PUT') return { cuerpo: ok({ ...guardado, ...(l.cuerpo as object) }) };
      return undefined;
    });
    abrir();
    await screen.findByText('312 personas');
    await elegir('Mis filtros', 'Guardia');
    await screen.findByRole('button', { name: 'Editar filtro: Sector es uno de Guardia — Clínica del Parque' });
    await screen.findByText('1 persona');
    expect(ultimoCuerpo(llamadas).request).toEqual(guardado.filtros);

    // Renaming keeps its entries.
    fireEvent.click(boton('Renombrar el filtro Guardia'));
    const modal = await dialogo('Renombrar filtro');
    const nombre = within(modal).getByLabelText('Nombre del filtro') as HTMLInputElement;
    await waitFor(() => expect(nombre.value).toBe('Guardia'));
    fireEvent.change(nombre, { target: { value: 'Guardia (todas)' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Renombrar' }));
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'PUT')).toBe(true));
    const put = llamadas.find((l) => l.metodo === 'PUT')!;
    expect([put.ruta, put.cuerpo]).toEqual(['/api/v1/rrhh/filter_advanced/9', { nombre_filtro: 'Guardia (todas)', filtros: guardado.filtros }]);
  });

  it('un referente (sólo rrhh.nomina.ver): filtra por sector con las opciones de la nómina, sin enlaces a legajos', async () => {
    const llamadas = servidor(['rrhh.nomina.ver']);
    abrir();
    await screen.findByText('312 personas');
    expect(screen.queryByRole('link', { name: 'Álvarez, Ana' })).toBeNull();
    fireEvent.click(boton(/Agregar filtro/));
    await dialogo('Agregar filtro');
    await elegir('Filtrar por', 'Sector');
    await elegir('Valores', 'Guardia — Clínica del Parque');
    expect(llamadas.some((l) => l.ruta === '/api/v1/rrhh/nomina_opciones/sector_id')).toBe(true);
    expect(llamadas.some((l) => l.ruta === '/api/v1/sector')).toBe(false);
  });
});
