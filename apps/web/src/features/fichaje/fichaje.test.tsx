import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { ApiError } from '../../lib/api';
import { colaEnMemoria } from './cola';
import { fichar, vaciarCola, type Envio } from './envio';
import { CLAVE_VEDA, codigoDe, comprobarVeda, diaArgentina, fechaArgentina, horaArgentina, idDispositivo, urlFichar, type Guardado } from './local';
import { FicharPage } from './pages/FicharPage';
import { MENSAJES_UBICACION, pedirUbicacion, type ResultadoUbicacion } from './ubicacion';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function memoria(): Guardado & { datos: Map<string, string> } {
  const datos = new Map<string, string>();
  return { datos, getItem: (k) => datos.get(k) ?? null, setItem: (k, v) => void datos.set(k, v), removeItem: (k) => void datos.delete(k) };
}

const FICHAJE = {
  id: 1,
  persona_id: 5,
  tipo: 'entrada' as const,
  instante: '2026-11-24T11:02:00.000Z',
  declarada_at: null,
  desfasada: false,
  origen: 'telefono' as const,
  kiosco_id: 1,
  enviado_tarde: false,
  corrige_id: null,
  motivo: null,
  anulado_at: null,
  anulado_motivo: null,
};

describe('reglas locales del fichaje', () => {
  it('la hora va en horario argentino (UTC−3) como la pide el servidor', () => {
    const ms = Date.UTC(2026, 10, 24, 2, 5, 9);
    expect(fechaArgentina(ms)).toBe('2026-11-23 23:05:09');
    expect(horaArgentina('2026-11-24T11:02:00Z')).toBe('08:02');
    expect(diaArgentina('2026-11-24T01:00:00Z')).toBe('23/11/2026');
  });

  it('la veda de 2 minutos: otra persona en el mismo teléfono espera, 1:59 no, 2:00 sí', () => {
    const g = memoria();
    expect(comprobarVeda(g, 1, 0)).toEqual({ permitido: true });
    const rechazo = comprobarVeda(g, 2, 1000);
    expect(rechazo.permitido).toBe(false);
    expect(rechazo.permitido === false && rechazo.mensaje).toMatch(/espere 2 min/);
    // The refused attempt does not change whose phone it is (issue 37, 5b): it stays the first person's.
    expect(JSON.parse(g.datos.get(CLAVE_VEDA)!)).toEqual({ usuarioId: 1, vedadoHasta: 121_000 });
    const casi = comprobarVeda(g, 2, 120_000);
    expect(casi.permitido === false && casi.mensaje).toMatch(/espere 1 s/);
    expect(comprobarVeda(g, 2, 121_000)).toEqual({ permitido: true });
    expect(comprobarVeda(g, 2, 121_500)).toEqual({ permitido: true });
  });

  it('el id del teléfono se crea una vez y se conserva', () => {
    const g = memoria();
    const id = idDispositivo(g);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(idDispositivo(g)).toBe(id);
  });

  it('lee el código del QR o de la URL del kiosco', () => {
    const url = urlFichar('1.2.abc_DEF-123.firma', { origin: 'https://w.local', pathname: '/' });
    expect(url).toBe('https://w.local/#/fichar?codigo=1.2.abc_DEF-123.firma');
    expect(codigoDe(url)).toBe('1.2.abc_DEF-123.firma');
    expect(codigoDe('  1.2.x.y ')).toBe('1.2.x.y');
  });
});

describe('cola sin conexión', () => {
  const base = { token: 'c', fecha: '2026-11-24 08:00:00', usuario: 9, dispositivo: 'telefono-1' };
  const envio = (enviar: Envio['enviar'], enLinea = true, ahora = 1_000): Envio => ({
    cola: colaEnMemoria(),
    enviar,
    enLinea: () => enLinea,
    ahora: () => ahora,
  });

  it('sin conexión queda pendiente y se envía después marcado offline', async () => {
    const enviar = vi.fn(async () => ({ data: { fichaje: FICHAJE, mensaje: 'Entrada registrada a las 08:02.' } }));
    const d = envio(enviar, false);
    expect(await fichar(base, d)).toEqual({ tipo: 'pendiente' });
    expect(enviar).not.toHaveBeenCalled();
    expect(await d.cola.todos()).toHaveLength(1);
    const hechos = await vaciarCola({ ...d, enLinea: () => true });
    expect(hechos).toEqual([{ tipo: 'ok', fichaje: FICHAJE }]);
    // The queued punch goes along (the service worker reads its session token from it).
    expect(enviar).toHaveBeenCalledWith({ ...base, offline: true }, expect.objectContaining({ token: 'c', id: 1 }));
    expect(await d.cola.todos()).toHaveLength(0);
  });

  it('un error de red encola; una respuesta del servidor es final', async () => {
    const red = new ApiError('Sin conexión', 0, 'conexion', 3);
    const d = envio(
      vi
        .fn()
        .mockRejectedValueOnce(red)
        .mockRejectedValueOnce(new ApiError('El código QR venció.', 422, 'servidor', 3)),
    );
    expect(await fichar(base, d)).toEqual({ tipo: 'pendiente' });
    expect(await fichar(base, d)).toEqual({ tipo: 'error', mensaje: 'El código QR venció.' });
    expect(await d.cola.todos()).toHaveLength(1);
  });

  it('al vaciar se detiene sin conexión y descarta lo que pasó la ventana sin conexión (minutos)', async () => {
    const red = new ApiError('Sin conexión', 0, 'conexion', 3);
    const enviar = vi.fn().mockRejectedValue(red);
    const d = envio(enviar, true, 0);
    await d.cola.agregar({ ...base, creadoMs: 0 });
    expect(await vaciarCola(d)).toEqual([]);
    expect(await d.cola.todos()).toHaveLength(1);
    const tarde = { ...d, ahora: () => 11 * 60_000 };
    const [r] = await vaciarCola(tarde);
    expect(r?.tipo).toBe('error');
    expect(await d.cola.todos()).toHaveLength(0);
  });
});

const USUARIO = {
  id: 9,
  nombre_completo: 'Romero, Carla',
  username: 'empleado',
  usuario: 'empleado',
  email: 'empleado@worknet.local',
  sector: [{ id: 3, nombre: 'Internación', raiz: null }],
  asignaciones: [],
  debe_cambiar_password: false,
  persona_id: 5,
};

function servidor(
  respuesta: (l: Llamada) => { status?: number; cuerpo: unknown } | undefined = () => ({
    cuerpo: ok({ fichaje: FICHAJE, mensaje: 'Entrada registrada a las 08:02.' }),
  }),
  exige_ubicacion = false,
) {
  return servidorFalso(['rrhh.fichaje.fichar'], (l) => {
    if (l.ruta === '/api/v1/get_user') return { cuerpo: ok(USUARIO) };
    if (l.ruta === '/api/v1/mis_fichajes') return { cuerpo: ok({ fichajes: [FICHAJE], jornadas: [], exige_ubicacion, tipo_manual: false }) };
    if (l.ruta === '/api/v1/realizar_fichaje') return respuesta(l);
    if (l.ruta === '/api/v1/mi_pin_fichaje' && l.metodo === 'PUT') return { cuerpo: ok(null, { message: 'PIN guardado.' }) };
    return undefined;
  });
}

describe('pantalla Fichar', () => {
  it('el código del QR en la URL ficha una vez y muestra «Entrada registrada 08:02»', async () => {
    const llamadas = servidor();
    const g = memoria();
    montar(<FicharPage cola={colaEnMemoria()} guardado={g} />, { path: '/fichar', ruta: '/fichar?codigo=1.2.abc.firma' });
    expect(await screen.findByText('Entrada registrada 08:02')).toBeTruthy();
    const posts = llamadas.filter((l) => l.ruta === '/api/v1/realizar_fichaje');
    expect(posts).toHaveLength(1);
    const cuerpo = posts[0]!.cuerpo as Record<string, unknown>;
    expect(cuerpo).toMatchObject({ token: '1.2.abc.firma', usuario: 9 });
    expect(cuerpo.fecha).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cuerpo.dispositivo).toBe(idDispositivo(g));
    expect(await screen.findByRole('heading', { name: 'Mis fichajes' })).toBeTruthy();
  });

  it('la veda local rechaza a otra persona en el mismo teléfono sin llamar al servidor', async () => {
    const llamadas = servidor();
    const g = memoria();
    g.setItem(CLAVE_VEDA, JSON.stringify({ usuarioId: 4, vedadoHasta: null }));
    montar(<FicharPage cola={colaEnMemoria()} guardado={g} />, { path: '/fichar', ruta: '/fichar?codigo=1.2.abc.firma' });
    expect(await screen.findByText(/registró a otra persona hace instantes/)).toBeTruthy();
    expect(llamadas.some((l) => l.ruta === '/api/v1/realizar_fichaje')).toBe(false);
  });

  it('el rechazo del servidor se muestra grande', async () => {
    servidor(() => ({ status: 422, cuerpo: { success: false, code: 422, message: 'Ese código QR ya fue usado. Escanee el código nuevo del kiosco.' } }));
    montar(<FicharPage cola={colaEnMemoria()} guardado={memoria()} />, { path: '/fichar', ruta: '/fichar' });
    fireEvent.change(await screen.findByLabelText('Código del kiosco'), { target: { value: '1.2.abc.firma' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fichar' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Fichar' }));
    expect(await screen.findByText('Ese código QR ya fue usado. Escanee el código nuevo del kiosco.')).toBeTruthy();
  });

  it('sin conexión queda «Pendiente de envío» y sale al volver la conexión', async () => {
    const llamadas = servidor();
    const cola = colaEnMemoria();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    montar(<FicharPage cola={cola} guardado={memoria()} />, { path: '/fichar', ruta: '/fichar?codigo=1.2.abc.firma' });
    expect(await screen.findByText('Pendiente de envío')).toBeTruthy();
    expect(await screen.findByText('1 fichaje pendiente de envío')).toBeTruthy();
    expect(llamadas.some((l) => l.ruta === '/api/v1/realizar_fichaje')).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Entrada registrada 08:02')).toBeTruthy();
    expect(llamadas.find((l) => l.ruta === '/api/v1/realizar_fichaje')?.cuerpo).toMatchObject({ offline: true, token: '1.2.abc.firma' });
    expect(await cola.todos()).toHaveLength(0);
  });

  it('guarda el PIN propio para fichar en el kiosco con el DNI', async () => {
    const llamadas = servidor();
    montar(<FicharPage cola={colaEnMemoria()} guardado={memoria()} />, { path: '/fichar', ruta: '/fichar' });
    fireEvent.change(await screen.findByLabelText('Nuevo PIN'), { target: { value: '12a34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    await waitFor(() => expect(llamadas.find((l) => l.ruta === '/api/v1/mi_pin_fichaje')?.cuerpo).toEqual({ pin: '1234' }));
  });

  const ENTRADA_OK = () => ({ cuerpo: ok({ fichaje: FICHAJE, mensaje: 'Entrada registrada a las 08:02.' }) });
  const AQUI: ResultadoUbicacion = { ok: true, posicion: { lat: -34.6037, lng: -58.3816, precision: 12 } };

  it('sin horario que la exija no pide la ubicación ni la envía', async () => {
    const llamadas = servidor();
    const ubicar = vi.fn(async () => AQUI);
    montar(<FicharPage cola={colaEnMemoria()} guardado={memoria()} ubicar={ubicar} />, { path: '/fichar', ruta: '/fichar?codigo=1.2.abc.firma' });
    expect(await screen.findByText('Entrada registrada 08:02')).toBeTruthy();
    expect(ubicar).not.toHaveBeenCalled();
    expect(llamadas.find((l) => l.ruta === '/api/v1/realizar_fichaje')?.cuerpo).not.toHaveProperty('lat');
  });

  it('con horario que la exige pide la ubicación antes de enviar y la manda', async () => {
    const llamadas = servidor(ENTRADA_OK, true);
    const ubicar = vi.fn(async () => AQUI);
    montar(<FicharPage cola={colaEnMemoria()} guardado={memoria()} ubicar={ubicar} />, { path: '/fichar', ruta: '/fichar?codigo=1.2.abc.firma' });
    expect(await screen.findByText('Entrada registrada 08:02')).toBeTruthy();
    expect(ubicar).toHaveBeenCalledTimes(1);
    expect(llamadas.find((l) => l.ruta === '/api/v1/realizar_fichaje')?.cuerpo).toMatchObject({ lat: -34.6037, lng: -58.3816, precision: 12 });
  });

  it('si la ubicación se niega no envía y lo explica', async () => {
    const llamadas = servidor(ENTRADA_OK, true);
    const ubicar = vi.fn(async (): Promise<ResultadoUbicacion> => ({ ok: false, mensaje: MENSAJES_UBICACION.denegada }));
    montar(<FicharPage cola={colaEnMemoria()} guardado={memoria()} ubicar={ubicar} />, { path: '/fichar', ruta: '/fichar?codigo=1.2.abc.firma' });
    expect(await screen.findByText(MENSAJES_UBICACION.denegada)).toBeTruthy();
    expect(llamadas.some((l) => l.ruta === '/api/v1/realizar_fichaje')).toBe(false);
  });

  it('sin conexión el fichaje encolado conserva la ubicación tomada al escanear', async () => {
    const llamadas = servidor(ENTRADA_OK, true);
    const cola = colaEnMemoria();
    const ubicar = vi.fn(async () => AQUI);
    montar(<FicharPage cola={cola} guardado={memoria()} ubicar={ubicar} />, { path: '/fichar', ruta: '/fichar' });
    await screen.findByText('Su horario exige la ubicación: al fichar, el teléfono le pide permiso para compartirla.');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    fireEvent.change(screen.getByLabelText('Código del kiosco'), { target: { value: '1.2.abc.firma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fichar' }));
    expect(await screen.findByText('Pendiente de envío')).toBeTruthy();
    expect(await cola.todos()).toEqual([expect.objectContaining({ lat: -34.6037, lng: -58.3816, precision: 12 })]);
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Entrada registrada 08:02')).toBeTruthy();
    expect(llamadas.find((l) => l.ruta === '/api/v1/realizar_fichaje')?.cuerpo).toMatchObject({ offline: true, lat: -34.6037, lng: -58.3816 });
  });
});

describe('ubicación del teléfono', () => {
  const geo = (falla?: number) =>
    ({
      getCurrentPosition: vi.fn((bien: PositionCallback, mal: PositionErrorCallback, opciones: PositionOptions) => {
        expect(opciones).toMatchObject({ enableHighAccuracy: true, timeout: 10_000 });
        if (falla) mal({ code: falla } as GeolocationPositionError);
        else bien({ coords: { latitude: -34.6, longitude: -58.4, accuracy: 8.4 } } as GeolocationPosition);
      }),
    }) as unknown as Geolocation;

  it('pide alta precisión con 10 s y traduce cada falla', async () => {
    expect(await pedirUbicacion(geo())).toEqual({ ok: true, posicion: { lat: -34.6, lng: -58.4, precision: 8 } });
    expect(await pedirUbicacion(geo(1))).toEqual({ ok: false, mensaje: MENSAJES_UBICACION.denegada });
    expect(await pedirUbicacion(geo(2))).toEqual({ ok: false, mensaje: MENSAJES_UBICACION.noDisponible });
    expect(await pedirUbicacion(geo(3))).toEqual({ ok: false, mensaje: MENSAJES_UBICACION.demora });
    expect(await pedirUbicacion(undefined)).toEqual({ ok: false, mensaje: MENSAJES_UBICACION.sinSoporte });
  });
});
