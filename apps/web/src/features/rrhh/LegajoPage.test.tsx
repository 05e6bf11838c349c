import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../../lib/notify';
import { queryClient } from '../../lib/query';
import { LegajoPage } from './pages/LegajoPage';
import { pestanasVisibles } from './pestanas';
import type { Legajo } from '@worknet/domain/rrhh/legajo';

let avisos: Aviso[];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => vi.unstubAllGlobals());

/** The employment record's optional references, empty. */
const sinReferencias = {
  empresa_id: null,
  empresa: null,
  razon_social_id: null,
  razon_social: null,
  categoria_id: null,
  categoria: null,
  encuadre_id: null,
  encuadre: null,
  centro_costo_id: null,
  centro_costo: null,
  motivo_desvinculacion_id: null,
  motivo_desvinculacion: null,
  obra_social_id: null,
  obra_social: null,
  art_id: null,
  art: null,
};

function legajo(cambios: Partial<Legajo> = {}): Legajo {
  return {
    datosPersonales: {
      id: 7,
      apellido: 'Pérez',
      nombres: 'Ana María',
      dni: '30123456',
      cuil: '27-30123456-8',
      sexo: 'F',
      fecha_nacimiento: '1990-05-17',
      edad: 35,
      hijos: 0,
      estado_civil_id: null,
      estado_civil: null,
      nacionalidad_id: null,
      nacionalidad: null,
      calle: null,
      numero: null,
      piso: null,
      depto: null,
      localidad_id: null,
      localidad: null,
      codigo_postal: null,
      email: null,
      telefono: null,
      legajo: 'A-1',
      idfichador: null,
      foto: null,
    },
    familiares: [],
    formacion: [],
    matriculas: [],
    laboral: [
      {
        ...sinReferencias,
        id: 5,
        persona_id: 7,
        fecha_alta: '2021-02-01',
        fecha_baja: null,
        sector_id: 2,
        sector: { id: 2, nombre: 'Guardia' },
        puesto_id: 3,
        puesto: { id: 3, nombre: 'Enfermera' },
        contrato_tipo_id: 1,
        contrato_tipo: { id: 1, nombre: 'Indeterminado', codigo: '6', duracion_meses: null },
        actual: true,
      },
    ],
    contacto: [],
    cuentaBancaria: null,
    idfichador: null,
    permisos: { familia: true, banco: true, editar: true },
    alertas: [],
    ...cambios,
  };
}

const TODOS = ['rrhh.persona.ver', 'rrhh.persona.editar', 'rrhh.persona.familia', 'rrhh.persona.banco'];
const abrir = (id = 7) => montar(<LegajoPage />, { path: '/rrhh/persona/:id', ruta: `/rrhh/persona/${id}` });
const pestanas = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('pestañas según permisos', () => {
  it('familia y banco sólo cuando el servidor los manda; historial con rrhh.persona.ver', () => {
    expect(pestanasVisibles({ familia: true, banco: true, historial: true })).toEqual([
      'datos',
      'familiares',
      'formacion',
      'matriculas',
      'laboral',
      'banco',
      'contacto',
      'historial',
    ]);
    expect(pestanasVisibles({ familia: false, banco: false, historial: false })).toEqual(['datos', 'formacion', 'matriculas', 'laboral', 'contacto']);
  });
});

describe('legajo (rrhh/persona/:id)', () => {
  it('RRHH: cabecera con empleo actual y alertas, todas las pestañas, y el formulario de datos personales', async () => {
    servidorFalso(TODOS, (l) =>
      l.ruta === '/api/v1/persona_rrhh/7'
        ? {
            cuerpo: ok(
              legajo({
                alertas: [
                  {
                    tipo: 'matricula',
                    persona_id: 7,
                    referencia_id: 1,
                    fecha: '2026-01-10',
                    dias: 10,
                    vencida: false,
                    mensaje: 'La matrícula MP 1 vence el 10/01/2026 (en 10 días).',
                  },
                ],
              }),
            ),
          }
        : { cuerpo: ok([]) },
    );
    abrir();
    expect(await screen.findByRole('heading', { name: 'Pérez, Ana María', level: 1 })).toBeTruthy();
    expect(screen.getByText('35 años')).toBeTruthy();
    expect(screen.getByText('Enfermera')).toBeTruthy();
    expect(screen.getByText('Guardia')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Alertas del legajo' })).getByText('La matrícula MP 1 vence el 10/01/2026 (en 10 días).')).toBeTruthy();
    await waitFor(() =>
      expect(pestanas()).toEqual(['Datos personales', 'Familiares', 'Formación', 'Matrículas', 'Laboral', 'Cuenta bancaria', 'Contacto', 'Historial']),
    );
    expect(screen.getByRole('button', { name: /Subir foto/ })).toBeTruthy();
    // Read first: the form comes with «Editar».
    expect(screen.queryByLabelText('Fecha de nacimiento')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(((await screen.findByLabelText('Fecha de nacimiento')) as HTMLInputElement).value).toBe('17/05/1990');
  });

  it('«Escribir a …» sólo cuando la persona tiene usuario en Worknet y no es quien lee; abre el chat', async () => {
    const contacto = (persona_id: number | null, propio = false) => ({
      usuario_id: 3,
      jid: 'aperez@worknet',
      username: 'aperez',
      nombre: 'Ana Pérez',
      persona_id,
      en_linea: false,
      propio,
    });
    for (const [roster, visible] of [
      [[contacto(8)], false],
      [[contacto(7, true)], false],
      [[contacto(7)], true],
    ] as const) {
      servidorFalso(TODOS, (l) =>
        l.ruta === '/api/v1/persona_rrhh/7'
          ? { cuerpo: ok(legajo()) }
          : l.ruta === '/api/v1/openfire/get_contact/'
            ? { cuerpo: ok(roster) }
            : { cuerpo: ok([]) },
      );
      abrir();
      await screen.findByRole('heading', { name: 'Pérez, Ana María' });
      if (!visible) {
        // Once the roster is in, still no button.
        await waitFor(() => expect(queryClient.getQueryData(['chat', 'contactos'])).toEqual(roster));
        expect(screen.queryByRole('button', { name: 'Escribir a Ana Pérez' })).toBeNull();
        cleanup();
        continue;
      }
      fireEvent.click(await screen.findByRole('button', { name: 'Escribir a Ana Pérez' }));
      expect(await screen.findByText('Otra pantalla')).toBeTruthy();
    }
  });

  it('sólo rrhh.persona.ver: sin familia ni banco, todo de lectura', async () => {
    servidorFalso(['rrhh.persona.ver'], (l) =>
      l.ruta === '/api/v1/persona_rrhh/7'
        ? { cuerpo: ok(legajo({ familiares: null, permisos: { familia: false, banco: false, editar: false } })) }
        : { cuerpo: ok([]) },
    );
    abrir();
    await screen.findByRole('heading', { name: 'Pérez, Ana María' });
    await waitFor(() => expect(pestanas()).toEqual(['Datos personales', 'Formación', 'Matrículas', 'Laboral', 'Contacto', 'Historial']));
    expect(screen.queryByRole('button', { name: /Subir foto/ })).toBeNull();
    expect(screen.queryByLabelText('Apellido')).toBeNull();
    expect(screen.getByText('17/05/1990')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Laboral' }));
    expect(await screen.findByRole('heading', { name: 'Laboral', level: 2 })).toBeTruthy();
    expect(screen.getByText('01/02/2021')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Agregar/ })).toBeNull();
  });

  it('el propio legajo de un empleado: ve su familia y su cuenta, no el historial, y no edita', async () => {
    servidorFalso([], (l) =>
      l.ruta === '/api/v1/persona_rrhh/7' ? { cuerpo: ok(legajo({ permisos: { familia: true, banco: true, editar: false } })) } : undefined,
    );
    abrir();
    await screen.findByRole('heading', { name: 'Pérez, Ana María' });
    await waitFor(() => expect(pestanas()).toEqual(['Datos personales', 'Familiares', 'Formación', 'Matrículas', 'Laboral', 'Cuenta bancaria', 'Contacto']));
    fireEvent.click(screen.getByRole('tab', { name: 'Familiares' }));
    expect(await screen.findByText('No hay familiares cargados.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Agregar familiar/ })).toBeNull();
  });

  it('un 403 muestra "No tiene permiso para ver este legajo." sin aviso encima', async () => {
    servidorFalso([], (l) =>
      l.ruta === '/api/v1/persona_rrhh/8'
        ? { status: 403, cuerpo: { success: false, code: 403, message: 'No tiene permiso para esta operación.' } }
        : undefined,
    );
    abrir(8);
    expect(await screen.findByText('No tiene permiso para ver este legajo.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(avisos).toEqual([]);
  });

  it('agregar un hijo: POST con la persona, y "Hijos" se actualiza al volver a leer el legajo', async () => {
    let hijos = 0;
    const llamadas = servidorFalso(TODOS, (l) => {
      if (l.ruta === '/api/v1/persona_rrhh/7') {
        const f = legajo();
        return { cuerpo: ok({ ...f, datosPersonales: { ...f.datosPersonales, hijos } }) };
      }
      if (l.ruta === '/api/v1/rrhh/persona_familiar_tipo') return { cuerpo: ok([{ value: 4, label: 'Hijo/a' }]) };
      if (l.metodo === 'POST' && l.ruta === '/api/v1/rrhh/persona_familiar') {
        hijos = 1;
        return { cuerpo: { ...ok({ id: 9 }), message: 'Familiar agregado correctamente.' } };
      }
      return { cuerpo: ok([]) };
    });
    montar(<LegajoPage />, { path: '/rrhh/persona/:id', ruta: '/rrhh/persona/7?pestana=familiares' });
    expect(await screen.findByText('Hijos: 0')).toBeTruthy();
    // The header can show before the tab's own (lazy) content: wait for the button itself.
    fireEvent.click(await screen.findByText('Agregar familiar', { selector: 'button > span' }));
    const dialogo = await screen.findByRole('dialog');
    const parentesco = await within(dialogo).findByLabelText('Parentesco');
    fireEvent.mouseDown(parentesco);
    fireEvent.click(await waitFor(() => [...document.querySelectorAll('.ant-select-item-option')].find((n) => n.textContent === 'Hijo/a')!));
    fireEvent.change(within(dialogo).getByLabelText('Apellido'), { target: { value: 'Pérez' } });
    fireEvent.change(within(dialogo).getByLabelText('Nombres'), { target: { value: 'Sofía' } });
    fireEvent.change(within(dialogo).getByLabelText('Fecha de nacimiento'), { target: { value: '01032020' } });
    fireEvent.click(within(dialogo).getByText('Guardar', { selector: 'button > span' }));
    expect(await screen.findByText('Hijos: 1')).toBeTruthy();
    const post = llamadas.find((l) => l.metodo === 'POST') as Llamada;
    expect(post.cuerpo).toEqual({
      persona_id: 7,
      familiar_tipo_id: 4,
      apellido: 'Pérez',
      nombres: 'Sofía',
      dni: null,
      fecha_nacimiento: '2020-03-01',
      inicio_sala: null,
      fin_sala: null,
    });
    expect(avisos).toContainEqual({ tipo: 'success', texto: 'Familiar agregado correctamente.' });
  });
});
