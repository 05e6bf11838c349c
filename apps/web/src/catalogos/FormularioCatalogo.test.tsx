import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { esDerivado } from '@worknet/domain/catalogos/motor';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { setNotificador, type Aviso } from '../lib/notify';
import { hayCambiosSinGuardar } from '../lib/useCambiosSinGuardar';
import { FormularioCatalogo } from './FormularioCatalogo';
import { crearFila, montar, ok, servidorFalso, type Llamada } from './pruebas';

let avisos: Aviso[];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => vi.unstubAllGlobals());

function abrir(clave: string, ruta = 'form') {
  const c = catalogoPorClave(clave)!;
  return montar(<FormularioCatalogo catalogo={c} />, { path: `/${c.pantalla}/form/:id?`, ruta: `/${c.pantalla}/${ruta}` });
}

const guardar = () => fireEvent.click(screen.getByText('Guardar', { selector: 'button > span' }));
const escribir = (etiqueta: string, valor: string) => fireEvent.change(screen.getByLabelText(etiqueta), { target: { value: valor } });

async function elegirOpcion(etiqueta: string, opcion: string) {
  const control = screen.getByLabelText(etiqueta);
  fireEvent.mouseDown(control);
  const item = await waitFor(() => {
    const hallado = [...document.querySelectorAll('.ant-select-item-option')].find((n) => n.textContent === opcion);
    if (!hallado) throw new Error(`sin opción ${opcion}`);
    return hallado;
  });
  fireEvent.click(item);
}

describe('formulario de un catálogo', () => {
  it.each(['periodo', 'costo-laboral', 'novedades-personal', 'art', 'referentes', 'atributos', 'valores-drogas'])(
    '%s: un control con su etiqueta por cada campo no derivado',
    async (clave) => {
      servidorFalso([], () => ({ cuerpo: ok([]) }));
      abrir(clave);
      const c = catalogoPorClave(clave)!;
      await screen.findByText('Guardar', { selector: 'button > span' });
      for (const [k, campo] of Object.entries(c.campos)) {
        if (esDerivado(c, k)) expect(screen.queryByLabelText(campo.etiqueta), k).toBeNull();
        else expect(screen.getByLabelText(campo.etiqueta), k).toBeTruthy();
      }
    },
  );

  it('los controles siguen el tipo: CUIT con su máscara, ayuda bajo el campo, sí/no, fecha DD/MM/AAAA', async () => {
    servidorFalso([], () => ({ cuerpo: ok([]) }));
    abrir('novedades-personal');
    expect(await screen.findByRole('heading', { name: 'Nuevo tipo de novedad' })).toBeTruthy();
    expect(screen.getByLabelText('Con goce de haberes').getAttribute('role')).toBe('switch');
    expect(screen.getByText('Por año calendario; vacío si no tiene tope')).toBeTruthy();
    expect((screen.getByLabelText('Elegir color en el calendario') as HTMLInputElement).type).toBe('color');
  });

  it('CUIT y fecha', async () => {
    servidorFalso([], () => ({ cuerpo: ok([]) }));
    abrir('art');
    expect((await screen.findByLabelText('CUIT')).getAttribute('placeholder')).toBe('XX-XXXXXXXX-X');
    expect(screen.getByRole('heading', { name: 'Nueva ART' })).toBeTruthy();
  });

  it('vacío no llega al servidor: marca los obligatorios con el mensaje del esquema', async () => {
    const llamadas = servidorFalso([], () => ({ cuerpo: ok([]) }));
    abrir('periodo');
    guardar();
    const mensajes = await screen.findAllByText('Es obligatorio');
    expect(mensajes).toHaveLength(5);
    expect(llamadas.some((l) => l.metodo === 'POST')).toBe(false);
  });

  it('el error queda ligado a su campo y se va cuando se corrige el valor', async () => {
    servidorFalso([], () => ({ cuerpo: ok([]) }));
    abrir('puesto');
    guardar();
    await screen.findByText('Es obligatorio');
    const nombre = screen.getByLabelText('Nombre');
    expect(nombre.getAttribute('aria-invalid')).toBe('true');
    expect(nombre.getAttribute('aria-required')).toBe('true');
    const ayuda = document.getElementById(nombre.getAttribute('aria-describedby') ?? '');
    expect(ayuda?.textContent).toBe('Es obligatorio');
    escribir('Nombre', 'Camillero');
    await waitFor(() => expect(screen.queryByText('Es obligatorio')).toBeNull());
    expect(nombre.getAttribute('aria-invalid')).toBeNull();
  });

  it('alta: envía los valores normalizados, avisa y vuelve a la lista', async () => {
    const llamadas = servidorFalso([], (l) =>
      l.metodo === 'POST' ? { cuerpo: { ...ok(crearFila(4, l.cuerpo as Record<string, unknown>)), message: 'Se creó el tipo de periodicidad' } } : undefined,
    );
    const router = abrir('tipo-periodicidad');
    await screen.findByRole('heading', { name: 'Nuevo tipo de periodicidad' });
    expect(hayCambiosSinGuardar()).toBe(false);
    escribir('Nombre', '  Quincenal ');
    // An edit makes leaving ask first (the layout's guard); saving releases it.
    await waitFor(() => expect(hayCambiosSinGuardar()).toBe(true));
    escribir('Cada', '15');
    await elegirOpcion('Unidad', 'Días');
    guardar();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tipo-periodicidad'));
    expect(hayCambiosSinGuardar()).toBe(false);
    const post = llamadas.find((l) => l.metodo === 'POST') as Llamada;
    expect(post.ruta).toBe('/api/v1/tareas/tipo_periodicidad');
    expect(post.cuerpo).toEqual({ nombre: 'Quincenal', cada: 15, unidad: 'dia' });
    expect(avisos).toContainEqual({ tipo: 'success', texto: 'Se creó el tipo de periodicidad' });
  });

  it('un 400 con campos del servidor queda en el campo y el formulario sigue abierto', async () => {
    servidorFalso([], (l) =>
      l.metodo === 'POST'
        ? {
            status: 400,
            cuerpo: {
              success: false,
              message: 'Revise los datos',
              code: 400,
              data: { campos: [{ campo: 'nombre', mensaje: 'Ya existe un puesto con ese nombre' }] },
            },
          }
        : undefined,
    );
    const router = abrir('puesto');
    await screen.findByRole('heading', { name: 'Nuevo puesto' });
    escribir('Nombre', 'Mucama');
    guardar();
    expect(await screen.findByText('Ya existe un puesto con ese nombre')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rrhh/configuracion/puesto/form');
    expect(avisos.some((a) => a.tipo === 'error' && a.texto === 'Revise los datos')).toBe(true);
  });

  it('edición: carga la fila, muestra la etiqueta de sus referencias y guarda con PUT', async () => {
    const fila = crearFila(5, { categoria_id: 3, periodo_id: 9, monto: '250000.00' }, { categoria_id: 'Enfermería', periodo_id: '2025-03' });
    const llamadas = servidorFalso([], (l) => {
      if (l.ruta === '/api/v1/rrhh/costo_laboral/5' && l.metodo === 'GET') return { cuerpo: ok(fila) };
      if (l.metodo === 'PUT') return { cuerpo: ok({ ...fila, ...(l.cuerpo as object) }) };
      return { cuerpo: ok([]) };
    });
    const router = abrir('costo-laboral', 'form/5');
    expect(await screen.findByRole('heading', { name: 'Editar costo laboral' })).toBeTruthy();
    await screen.findByTitle('Enfermería');
    expect(screen.getByTitle('2025-03')).toBeTruthy();
    expect((screen.getByLabelText('Monto mensual') as HTMLInputElement).value).toBe('250.000,00');
    // The reference selects ask the other catalogs for their options (format=1).
    const opciones = llamadas.filter((l) => l.params.get('format') === '1').map((l) => l.ruta);
    expect(opciones.sort()).toEqual(['/api/v1/rrhh/categoria', '/api/v1/rrhh/periodo']);

    escribir('Monto mensual', '300000,5');
    fireEvent.blur(screen.getByLabelText('Monto mensual'));
    guardar();
    await waitFor(() => expect(router.state.location.pathname).toBe('/rrhh/configuracion/costo-laboral'));
    const put = llamadas.find((l) => l.metodo === 'PUT') as Llamada;
    expect(put.ruta).toBe('/api/v1/rrhh/costo_laboral/5');
    // Money travels as its decimal string (issue 38, item 3).
    expect(put.cuerpo).toEqual({ categoria_id: 3, periodo_id: 9, monto: '300000.50' });
  });

  it('la referencia busca en el servidor lo que se escribe', async () => {
    const llamadas = servidorFalso([], (l) =>
      l.ruta === '/api/v1/rrhh/categoria' ? { cuerpo: ok(l.params.get('filter') === 'enf' ? [{ value: 3, label: 'Enfermería' }] : []) } : { cuerpo: ok([]) },
    );
    abrir('costo-laboral');
    const control = await screen.findByLabelText('Categoría');
    fireEvent.mouseDown(control);
    fireEvent.change(control, { target: { value: 'enf' } });
    // The select searches once the typing stops (300 ms): wait for the search itself, not a fixed time.
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/rrhh/categoria' && l.params.get('filter') === 'enf')).toBe(true), {
      timeout: 5_000,
    });
    expect(await within(document.body).findByText('Enfermería')).toBeTruthy();
  });

  it.each([
    ['categorias', '/api/v1/compras/producto/categoria', 'No se ha podido actualizar la categoría'],
    ['deposito-tipo', '/api/v1/compras/producto/producto_deposito_tipo', 'No se ha podido actualizar el tipo de depósito'],
  ])('%s: si el servidor no da mensaje, avisa con el texto fijo del spec §8', async (clave, ruta, texto) => {
    const fila = crearFila(5, { nombre: 'Descartables', descripcion: null });
    servidorFalso([], (l) => {
      if (l.ruta === `${ruta}/5` && l.metodo === 'GET') return { cuerpo: ok(fila) };
      if (l.metodo === 'PUT') return { cuerpo: { success: false, code: 'RECHAZADO' } };
      return { cuerpo: ok([]) };
    });
    const c = catalogoPorClave(clave)!;
    const router = abrir(clave, 'form/5');
    await screen.findByDisplayValue('Descartables');
    escribir('Nombre', 'Descartables estériles');
    guardar();
    await waitFor(() => expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'error', texto })));
    // The form stays open with what was typed.
    expect(router.state.location.pathname).toBe(`/${c.pantalla}/form/5`);
  });

  it('otro catálogo sin texto propio cae en el genérico, y el mensaje del servidor gana siempre', async () => {
    servidorFalso([], (l) => {
      if (l.metodo === 'POST' && l.ruta === '/api/v1/rrhh/puesto') return { cuerpo: { success: false, code: 'RECHAZADO' } };
      if (l.metodo === 'POST') return { status: 409, cuerpo: { success: false, message: 'Ya existe una categoría de producto con ese nombre.', code: 409 } };
      return { cuerpo: ok([]) };
    });
    abrir('puesto');
    await screen.findByRole('heading', { name: 'Nuevo puesto' });
    escribir('Nombre', 'Mucama');
    guardar();
    await waitFor(() => expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'error', texto: 'No se ha podido realizar la operación' })));
    cleanup();
    abrir('categorias');
    await screen.findByRole('heading', { name: 'Nueva categoría de producto' });
    escribir('Nombre', 'Descartables');
    guardar();
    await waitFor(() =>
      expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'error', texto: 'Ya existe una categoría de producto con ese nombre.' })),
    );
  });

  it('cancelar vuelve a la lista sin llamar al servidor', async () => {
    const llamadas = servidorFalso([], () => ({ cuerpo: ok([]) }));
    const router = abrir('puesto');
    fireEvent.click(await screen.findByText('Cancelar', { selector: 'button > span' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rrhh/configuracion/puesto'));
    expect(llamadas.filter((l) => l.metodo !== 'GET')).toEqual([]);
  });
});
