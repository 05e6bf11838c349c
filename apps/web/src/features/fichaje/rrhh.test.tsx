import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../../lib/notify';
import { registrarProgreso } from '../../lib/progreso-trabajos';
import { difundirEvento } from '../../lib/socket';
import { dayjs } from '../../lib/fechas';
import { Kioscos, cuerpoKiosco, zonaDe } from './components/Kioscos';
import { nombreReporte, rangoDelMes } from './components/ReporteMensual';
import { resumenSemana, terminaAlDiaSiguiente } from './horarios';
import { FichajePage } from './pages/FichajePage';
import { ESPERA_TABLERO_MS } from './tiempoReal';

// HR's new pieces of 'rrhh/fichaje' (issue 21): schedules, the PIN, kiosks with a zone, phones by
// state, annulling a punch, the company's monthly report and the live board.

let avisos: Aviso[] = [];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HORARIOS = [
  {
    id: 4,
    persona_id: 5,
    sector_id: null,
    nombre: 'Romero, Carla',
    turnos: {
      '1': { entrada: '08:00', salida: '16:00' },
      '2': { entrada: '08:00', salida: '16:00' },
      '3': { entrada: '08:00', salida: '16:00' },
      '4': { entrada: '08:00', salida: '16:00' },
      '5': { entrada: '08:00', salida: '16:00' },
      '6': { entrada: '22:00', salida: '06:00' },
    },
    tolerancia_min: 10,
    exige_ubicacion: true,
    tipo_manual: false,
  },
];

const KIOSCO = {
  id: 2,
  nombre: 'Hall',
  ubicacion: 'Planta baja',
  lat: -34.6037,
  lng: -58.3816,
  radio_m: 150,
  direcciones: ['10.0.1.0/24'],
  activo: true,
  revocado_at: null,
  created_at: '2026-11-24T12:00:00Z',
};

const DETALLE = [
  {
    persona_id: 5,
    nombre: 'Romero, Carla',
    legajo: '12',
    jornadas: [
      {
        dia: '2026-11-24',
        turno: null,
        pares: [{ entrada: '2026-11-24T11:02:00Z', salida: '2026-11-24T19:00:00Z', minutos: 478, entradaId: 71, salidaId: 72 }],
        minutos: 478,
        tardeMin: 0,
        faltantes: 0,
        ausente: false,
        licencia: false,
      },
    ],
  },
];

const telefono = (id: number, estado: string) => ({
  id,
  usuario_id: 9,
  usuario: 'Carla Romero',
  estado,
  created_at: '2026-11-24T12:00:00Z',
  aprobado_at: estado === 'aprobado' ? '2026-11-24T13:00:00Z' : null,
});

function servidor(extra: (l: Llamada) => { status?: number; cuerpo: unknown } | undefined = () => undefined) {
  return servidorFalso(['rrhh.fichaje.administrar'], (l) => {
    const propio = extra(l);
    if (propio) return propio;
    if (l.ruta === '/api/v1/rrhh/fichaje/tablero') return { cuerpo: ok([]) };
    if (l.ruta === '/api/v1/rrhh/fichaje/horarios' && l.metodo === 'GET') return { cuerpo: ok(HORARIOS) };
    if (l.ruta === '/api/v1/rrhh/fichaje/horario') return { cuerpo: ok({ ...HORARIOS[0], id: 8 }, { message: 'Horario guardado.' }) };
    if (l.ruta === '/api/v1/rrhh/fichaje/horarios/4') return { cuerpo: ok(null, { message: 'Horario eliminado.' }) };
    if (l.ruta === '/api/v1/sectores') return { cuerpo: ok([{ value: 3, label: 'Internación' }]) };
    if (l.ruta === '/api/v1/rrhh/personas') return { cuerpo: ok([{ value: 5, label: 'Romero, Carla' }]) };
    if (l.ruta === '/api/v1/rrhh/fichaje/kioscos' && l.metodo === 'GET') return { cuerpo: ok([KIOSCO]) };
    if (l.ruta === '/api/v1/rrhh/fichaje/kioscos' && l.metodo === 'POST') return { cuerpo: ok({ ...KIOSCO, id: 3, token: 'tok_1' }) };
    if (l.ruta === '/api/v1/rrhh/fichaje/kioscos/2') return { cuerpo: ok(KIOSCO, { message: 'Kiosco guardado.' }) };
    if (l.ruta === '/api/v1/rrhh/fichaje/pin') return { cuerpo: ok(null, { message: 'PIN guardado.' }) };
    if (l.ruta === '/api/v1/rrhh/fichaje/dispositivos') {
      const estado = l.params.get('estado') ?? 'pendiente';
      return { cuerpo: ok(estado === 'rechazado' ? [telefono(7, 'rechazado')] : estado === 'aprobado' ? [telefono(8, 'aprobado')] : []) };
    }
    if (/^\/api\/v1\/rrhh\/fichaje\/dispositivos\/\d+\/(aprobar|rechazar)$/.test(l.ruta)) return { cuerpo: ok(telefono(7, 'aprobado')) };
    if (l.ruta === '/api/v1/detalle_fichaje') return { cuerpo: ok(DETALLE) };
    if (l.ruta === '/api/v1/rrhh/fichaje/correccion') return { cuerpo: ok([], { message: 'Corrección guardada.' }) };
    if (l.ruta === '/api/v1/detallar_fichaje') return { cuerpo: ok({ trabajo_id: '4b7c1f40-9a4e-4f0e-8a58-0c1d2e3f4a5b' }) };
    return undefined;
  });
}

/** Opens a select by its label, types to narrow it when it searches, and picks `opcion`. */
async function elegir(campo: HTMLElement, opcion: string) {
  fireEvent.mouseDown(campo);
  if (!(campo as HTMLInputElement).readOnly) fireEvent.change(campo, { target: { value: opcion.slice(0, 4) } });
  const item = await waitFor(() => {
    const hallado = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
      (n) => n.textContent === opcion,
    );
    if (!hallado) throw new Error(`sin opción ${opcion}`);
    return hallado;
  });
  fireEvent.click(item);
}

const abrir = (pestana: string) => montar(<FichajePage />, { path: '/rrhh/fichaje', ruta: `/rrhh/fichaje?pestana=${pestana}` });

describe('reglas de la pantalla de RRHH', () => {
  it('resume la semana y marca los turnos que terminan al día siguiente', () => {
    expect(resumenSemana(HORARIOS[0]!.turnos)).toBe('Lun a Vie 08:00–16:00, Sáb 22:00–06:00 (+1)');
    expect(
      resumenSemana({ '1': { entrada: '09:00', salida: '13:00' }, '2': { entrada: '09:00', salida: '13:00' }, '4': { entrada: '09:00', salida: '13:00' } }),
    ).toBe('Lun y Mar 09:00–13:00, Jue 09:00–13:00');
    expect(resumenSemana({})).toBe('Sin turnos');
    expect(terminaAlDiaSiguiente('22:00', '06:00')).toBe(true);
    expect(terminaAlDiaSiguiente('08:00', '08:00')).toBe(true);
    expect(terminaAlDiaSiguiente('08:00', '16:00')).toBe(false);
  });

  it('el kiosco manda las coordenadas juntas y el radio de 200 m si no se indica', () => {
    expect(cuerpoKiosco({ nombre: ' Hall ', lat: -34.6, lng: -58.4 })).toEqual({
      nombre: 'Hall',
      ubicacion: null,
      lat: -34.6,
      lng: -58.4,
      radio_m: 200,
      direcciones: [],
    });
    expect(cuerpoKiosco({ nombre: 'Hall', direcciones: ' 10.0.1.0/24, 192.0.2.10\n' }).direcciones).toEqual(['10.0.1.0/24', '192.0.2.10']);
    expect(cuerpoKiosco({ nombre: 'Hall', ubicacion: 'PB', lat: -34.6, lng: null, radio_m: 50 })).toEqual({
      nombre: 'Hall',
      ubicacion: 'PB',
      lat: null,
      lng: null,
      radio_m: null,
      direcciones: [],
    });
    expect(zonaDe(KIOSCO)).toBe('-34,6037; -58,3816 (150 m)');
    expect(zonaDe({ lat: null, lng: null, radio_m: null })).toBe('Sin zona');
  });

  it('el reporte pide el mes entero y se llama Reporte-Fichaje-DD-MM-YYYY.csv', () => {
    expect(rangoDelMes(dayjs('2026-02-14'))).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
    expect(nombreReporte(dayjs('2026-11-25'))).toBe('Reporte-Fichaje-25-11-2026.csv');
  });
});

describe('Horarios', () => {
  it('lista los horarios con la semana resumida', async () => {
    servidor();
    abrir('horarios');
    const fila = (await screen.findByText('Romero, Carla')).closest('tr')!;
    expect(within(fila).getByText('Lun a Vie 08:00–16:00, Sáb 22:00–06:00 (+1)')).toBeTruthy();
    expect(within(fila).getByText('10 min')).toBeTruthy();
    expect(within(fila).getByText('Exigida')).toBeTruthy();
  });

  it('crea el horario de un sector: exige el sector, avisa el turno noche y envía los turnos marcados', async () => {
    const llamadas = servidor();
    abrir('horarios');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo horario' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByLabelText('Un sector'));
    await within(dialogo).findByLabelText('Sector');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar horario' }));
    expect(await within(dialogo).findByText('Elija el sector.')).toBeTruthy();
    await elegir(within(dialogo).getByLabelText('Sector'), 'Internación');
    fireEvent.click(within(dialogo).getByLabelText('Trabaja el sábado'));
    fireEvent.change(within(dialogo).getByLabelText('Entrada del sábado'), { target: { value: '22:00' } });
    fireEvent.change(within(dialogo).getByLabelText('Salida del sábado'), { target: { value: '06:00' } });
    expect(await within(dialogo).findByText('Termina al día siguiente.')).toBeTruthy();
    fireEvent.change(within(dialogo).getByLabelText('Salida del lunes'), { target: { value: '25:00' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar horario' }));
    expect(await within(dialogo).findByText('Use la hora como HH:mm (por ejemplo 08:00).')).toBeTruthy();
    fireEvent.change(within(dialogo).getByLabelText('Salida del lunes'), { target: { value: '14:00' } });
    fireEvent.click(within(dialogo).getByLabelText('Exigir la ubicación del teléfono al fichar'));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar horario' }));
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'PUT' && l.ruta === '/api/v1/rrhh/fichaje/horario')).toBe(true));
    const cuerpo = llamadas.find((l) => l.ruta === '/api/v1/rrhh/fichaje/horario')!.cuerpo;
    expect(cuerpo).toEqual({
      sector_id: 3,
      turnos: {
        '1': { entrada: '08:00', salida: '14:00' },
        '2': { entrada: '08:00', salida: '16:00' },
        '3': { entrada: '08:00', salida: '16:00' },
        '4': { entrada: '08:00', salida: '16:00' },
        '5': { entrada: '08:00', salida: '16:00' },
        '6': { entrada: '22:00', salida: '06:00' },
      },
      tolerancia_min: 10,
      exige_ubicacion: true,
      tipo_manual: false,
    });
    await waitFor(() => expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'success', texto: 'Horario guardado.' })));
  });

  it('elimina un horario después de confirmar', async () => {
    const llamadas = servidor();
    abrir('horarios');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar el horario de Romero, Carla' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'DELETE' && l.ruta === '/api/v1/rrhh/fichaje/horarios/4')).toBe(true));
  });
});

describe('Kioscos y PIN', () => {
  it('muestra la zona y edita el kiosco; la latitud sin longitud no se envía', async () => {
    const llamadas = servidor();
    abrir('kioscos');
    const fila = (await screen.findByText('Hall')).closest('tr')!;
    expect(within(fila).getByText('-34,6037; -58,3816 (150 m)')).toBeTruthy();
    fireEvent.click(within(fila).getByRole('button', { name: 'Editar el kiosco Hall' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.change(within(dialogo).getByLabelText('Longitud'), { target: { value: '' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect((await within(dialogo).findAllByText('Indique la latitud y la longitud juntas.')).length).toBeGreaterThan(0);
    expect(llamadas.some((l) => l.metodo === 'PUT')).toBe(false);
    fireEvent.change(within(dialogo).getByLabelText('Latitud'), { target: { value: '-34.61' } });
    fireEvent.change(within(dialogo).getByLabelText('Longitud'), { target: { value: '-58,4' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(llamadas.find((l) => l.metodo === 'PUT' && l.ruta === '/api/v1/rrhh/fichaje/kioscos/2')?.cuerpo).toEqual({
        nombre: 'Hall',
        ubicacion: 'Planta baja',
        lat: -34.61,
        lng: -58.4,
        radio_m: 150,
        direcciones: ['10.0.1.0/24'],
      }),
    );
  });

  it('RRHH guarda el PIN de una persona (sólo dígitos, de 4 a 8)', async () => {
    const llamadas = servidor();
    abrir('kioscos');
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar PIN' }));
    expect(await screen.findByText('Elija la persona.')).toBeTruthy();
    await elegir(screen.getByLabelText('Persona'), 'Romero, Carla');
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    expect(await screen.findByText('El PIN tiene de 4 a 8 dígitos.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '48a26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    await waitFor(() =>
      expect(llamadas.find((l) => l.metodo === 'PUT' && l.ruta === '/api/v1/rrhh/fichaje/pin')?.cuerpo).toEqual({ persona_id: 5, pin: '4826' }),
    );
  });
});

describe('Kiosco: ubicación de este dispositivo', () => {
  it('completa latitud y longitud con la posición del dispositivo y crea el kiosco con el radio por defecto', async () => {
    const llamadas = servidor();
    const ubicar = vi.fn(async () => ({ ok: true as const, posicion: { lat: -34.60371234, lng: -58.38159876, precision: 9 } }));
    montar(<Kioscos ubicar={ubicar} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo kiosco' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.change(within(dialogo).getByLabelText('Nombre del kiosco'), { target: { value: 'Guardia' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Usar la ubicación de este dispositivo' }));
    await waitFor(() => expect(ubicar).toHaveBeenCalled());
    fireEvent.click(await within(dialogo).findByRole('button', { name: 'Crear kiosco' }));
    await waitFor(() =>
      expect(llamadas.find((l) => l.metodo === 'POST' && l.ruta === '/api/v1/rrhh/fichaje/kioscos')?.cuerpo).toEqual({
        nombre: 'Guardia',
        ubicacion: null,
        lat: -34.603712,
        lng: -58.381599,
        radio_m: 200,
        direcciones: [],
      }),
    );
  });
});

describe('Teléfonos por estado', () => {
  it('filtra los rechazados y autoriza uno; un autorizado se puede rechazar', async () => {
    const llamadas = servidor();
    abrir('telefonos');
    expect(await screen.findByText('No hay teléfonos esperando autorización.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Rechazados'));
    fireEvent.click(await screen.findByRole('button', { name: 'Autorizar el teléfono de Carla Romero' }));
    expect(screen.queryByRole('button', { name: 'Rechazar el teléfono de Carla Romero' })).toBeNull();
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'POST' && l.ruta === '/api/v1/rrhh/fichaje/dispositivos/7/aprobar')).toBe(true));
    expect(llamadas.some((l) => l.ruta === '/api/v1/rrhh/fichaje/dispositivos' && l.params.get('estado') === 'rechazado')).toBe(true);
    fireEvent.click(screen.getByLabelText('Autorizados'));
    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar el teléfono de Carla Romero' }));
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'POST' && l.ruta === '/api/v1/rrhh/fichaje/dispositivos/8/rechazar')).toBe(true));
  });
});

describe('Detalle: anular un fichaje', () => {
  it('anula la entrada elegida y pone la corregida en su lugar, con motivo obligatorio', async () => {
    const llamadas = servidor();
    abrir('detalle');
    fireEvent.click(await screen.findByRole('button', { name: 'Ver detalle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Corregir Romero, Carla el 24/11/2026' }));
    const dialogo = await screen.findByRole('dialog');
    await elegir(within(dialogo).getByLabelText('Fichaje a anular'), 'Entrada 08:02');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar corrección' }));
    expect(await within(dialogo).findByText('Indique el motivo de la corrección.')).toBeTruthy();
    fireEvent.click(within(dialogo).getByLabelText('Agregar un fichaje corregido'));
    fireEvent.change(await within(dialogo).findByLabelText('Hora (HH:mm)'), { target: { value: '07:58' } });
    fireEvent.change(within(dialogo).getByLabelText('Motivo'), { target: { value: 'Fichó con el teléfono de otra persona' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar corrección' }));
    await waitFor(() =>
      expect(llamadas.find((l) => l.ruta === '/api/v1/rrhh/fichaje/correccion')?.cuerpo).toEqual({
        persona_id: 5,
        fichaje_id: 71,
        tipo: 'entrada',
        fecha: '2026-11-24 07:58:00',
        motivo: 'Fichó con el teléfono de otra persona',
      }),
    );
  });
});

describe('Reporte mensual de toda la empresa', () => {
  it('encola el mes anterior, muestra el avance en vivo y al terminar descarga el CSV', async () => {
    const llamadas = servidor((l) => (l.ruta.startsWith('/api/v1/detallar_fichaje/reporte/') ? { cuerpo: 'persona;dia\n' } : undefined));
    const crear = vi.fn(() => 'blob:reporte');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: crear, revokeObjectURL: vi.fn() }));
    abrir('detalle');
    fireEvent.click(await screen.findByRole('button', { name: 'Preparar el reporte' }));
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'POST' && l.ruta === '/api/v1/detallar_fichaje')).toBe(true));
    const pedido = llamadas.find((l) => l.ruta === '/api/v1/detallar_fichaje')!;
    expect(Object.fromEntries(pedido.params)).toEqual(rangoDelMes(dayjs().subtract(1, 'month')));
    expect(pedido.params.has('usuario')).toBe(false);
    const id = '4b7c1f40-9a4e-4f0e-8a58-0c1d2e3f4a5b';
    await screen.findByText('Preparando el reporte…');
    act(() => registrarProgreso({ id, nombre: 'fichaje-reporte', progreso: 40, estado: 'activo' }));
    expect(await screen.findByRole('progressbar', { name: 'Preparación del reporte: 40 %' })).toBeTruthy();
    expect(llamadas.some((l) => l.ruta.startsWith('/api/v1/detallar_fichaje/reporte/'))).toBe(false);
    act(() => registrarProgreso({ id, nombre: 'fichaje-reporte', progreso: 100, estado: 'completado' }));
    await waitFor(() => expect(llamadas.filter((l) => l.ruta === `/api/v1/detallar_fichaje/reporte/${id}`)).toHaveLength(1));
    await waitFor(() => expect(crear).toHaveBeenCalled());
    expect(await screen.findByText('Reporte listo: la descarga empezó.')).toBeTruthy();
  });
});

describe('Hoy en vivo', () => {
  it('vuelve a pedir el tablero cuando el servidor avisa «fichaje-tablero», una vez por ráfaga', async () => {
    const llamadas = servidor();
    abrir('hoy');
    const pedidos = () => llamadas.filter((l) => l.ruta === '/api/v1/rrhh/fichaje/tablero').length;
    await waitFor(() => expect(pedidos()).toBe(1));
    // The burst's window is the hook's timer: on a fake clock it passes at once, and a second
    // window after it shows that the burst asked once, without waiting for a second to go by.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => {
        for (let i = 0; i < 5; i++) difundirEvento('fichaje-tablero');
      });
      await act(() => vi.advanceTimersByTimeAsync(ESPERA_TABLERO_MS));
      await vi.waitFor(() => expect(pedidos()).toBe(2), { timeout: ESPERA_TABLERO_MS + 2_000 });
      await act(() => vi.advanceTimersByTimeAsync(ESPERA_TABLERO_MS + 200));
      expect(pedidos()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
