import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../../lib/notify';
import { LegajosPage } from './pages/LegajosPage';

let avisos: Aviso[];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => vi.unstubAllGlobals());

const abrir = () => montar(<LegajosPage />, { path: '/rrhh/new-persona', ruta: '/rrhh/new-persona' });
const escribir = (etiqueta: string, valor: string) => fireEvent.change(screen.getByLabelText(etiqueta), { target: { value: valor } });
const crear = () => fireEvent.click(screen.getByText('Crear legajo', { selector: 'button > span' }));

async function elegirOpcion(etiqueta: string, opcion: string) {
  fireEvent.mouseDown(screen.getByLabelText(etiqueta));
  const item = await waitFor(() => {
    const hallado = [...document.querySelectorAll('.ant-select-item-option')].find((n) => n.textContent === opcion);
    if (!hallado) throw new Error(`sin opción ${opcion}`);
    return hallado;
  });
  fireEvent.click(item);
}

describe('Nuevo legajo (rrhh/new-persona)', () => {
  it('31/02/2020 en la fecha: el error en el campo, en castellano, y ninguna llamada de alta', async () => {
    const llamadas = servidorFalso(['rrhh.persona.ver', 'rrhh.persona.editar'], () => ({ cuerpo: ok([]) }));
    abrir();
    await screen.findByRole('heading', { name: 'Nuevo legajo' });
    const fecha = screen.getByLabelText('Fecha de nacimiento') as HTMLInputElement;
    fireEvent.change(fecha, { target: { value: '31022020' } });
    expect(fecha.value).toBe('31/02/2020');
    fireEvent.blur(fecha);
    expect(await screen.findByText('Ingrese una fecha válida (DD/MM/AAAA)')).toBeTruthy();
    expect(fecha.getAttribute('aria-invalid')).toBe('true');
    crear();
    // The schema marks the rest too (the date's own rule does not hide them).
    expect((await screen.findAllByText('Es obligatorio')).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('Elija el sexo')).toBeTruthy();
    expect(llamadas.some((l) => l.metodo === 'POST')).toBe(false);
  });

  it('alta: envía la fecha AAAA-MM-DD y el domicilio agrupado, avisa y abre el legajo', async () => {
    const llamadas = servidorFalso(['rrhh.persona.ver', 'rrhh.persona.editar'], (l) => {
      if (l.metodo === 'POST' && l.ruta === '/api/v1/persona_rrhh') return { cuerpo: { ...ok({ id: 41 }), message: 'Legajo creado correctamente.' } };
      if (l.ruta === '/api/v1/provincia') return { cuerpo: ok([{ value: 4, label: 'Córdoba' }]) };
      if (l.ruta === '/api/v1/localidad')
        return {
          cuerpo: ok(l.params.get('provincia_id') === '4' ? [{ value: 9, label: 'Villa María — Córdoba' }] : [{ value: 1, label: 'Rosario — Santa Fe' }]),
        };
      return { cuerpo: ok([]) };
    });
    const router = abrir();
    await screen.findByRole('heading', { name: 'Nuevo legajo' });
    escribir('Apellido', ' Pérez ');
    escribir('Nombres', 'Ana María');
    escribir('DNI', '30.123.456');
    escribir('CUIL', '27301234568');
    await elegirOpcion('Sexo', 'Femenino');
    escribir('Fecha de nacimiento', '17/05/1990');
    await elegirOpcion('Provincia', 'Córdoba');
    await elegirOpcion('Localidad', 'Villa María — Córdoba');
    escribir('Calle', 'Av. Colón');
    crear();
    await waitFor(() => expect(router.state.location.pathname).toBe('/rrhh/persona/41'));
    const post = llamadas.find((l) => l.metodo === 'POST') as Llamada;
    expect(post.cuerpo).toEqual({
      apellido: 'Pérez',
      nombres: 'Ana María',
      dni: '30123456',
      cuil: '27-30123456-8',
      sexo: 'F',
      fecha_nacimiento: '1990-05-17',
      estado_civil_id: null,
      nacionalidad_id: null,
      email: null,
      telefono: null,
      legajo: null,
      idfichador: null,
      domicilio: { calle: 'Av. Colón', numero: null, piso: null, depto: null, localidad_id: 9, codigo_postal: null },
    });
    expect(avisos).toContainEqual({ tipo: 'success', texto: 'Legajo creado correctamente.' });
  });

  it('un 409 (DNI repetido) se avisa y el formulario queda como estaba', async () => {
    servidorFalso(['rrhh.persona.editar'], (l) =>
      l.metodo === 'POST'
        ? { status: 409, cuerpo: { success: false, code: 409, message: 'Ya existe un legajo con el DNI 30123456: Álvarez, Ana.' } }
        : { cuerpo: ok([]) },
    );
    const router = abrir();
    await screen.findByRole('heading', { name: 'Nuevo legajo' });
    escribir('Apellido', 'Pérez');
    escribir('Nombres', 'Ana');
    escribir('DNI', '30123456');
    escribir('CUIL', '27-30123456-8');
    await elegirOpcion('Sexo', 'Femenino');
    escribir('Fecha de nacimiento', '17/05/1990');
    crear();
    await waitFor(() =>
      expect(avisos).toContainEqual({
        tipo: 'error',
        texto: 'Ya existe un legajo con el DNI 30123456: Álvarez, Ana.',
        clave: 'Ya existe un legajo con el DNI 30123456: Álvarez, Ana.',
      }),
    );
    expect(router.state.location.pathname).toBe('/rrhh/new-persona');
    expect((screen.getByLabelText('Apellido') as HTMLInputElement).value).toBe('Pérez');
  });
});
