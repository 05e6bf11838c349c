import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DispositivoPush, PreferenciasPush } from '@worknet/domain/push/esquemas';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../../lib/notify';
import type { Soporte } from '../../lib/pwa/push';
import { AvisosDispositivo } from './AvisosDispositivo';
import { preferenciasDe, valoresDe } from './avisosPush';

// «Avisos en este dispositivo» in Mi perfil (issue 40 items 5 and 6).

let avisos: Aviso[] = [];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PREFERENCIAS: PreferenciasPush = { novedades: true, notificaciones: true, mensajes: true, chat: true, silencio_desde: null, silencio_hasta: null };
const DISPOSITIVOS: DispositivoPush[] = [
  {
    id: 4,
    sesion_id: 'a',
    user_agent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    created_at: '2026-11-20T08:15:00-03:00',
    visto_at: '2026-11-24T08:15:00-03:00',
    actual: true,
  },
  {
    id: 5,
    sesion_id: 'b',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
    created_at: '2026-11-21T18:00:00-03:00',
    visto_at: '2026-11-21T18:00:00-03:00',
    actual: false,
  },
];
const ANDROID: Soporte = { push: true, permiso: 'granted', ios: false, instalada: false };

function servidor(preferencias = PREFERENCIAS) {
  return servidorFalso([], (l: Llamada) => {
    if (l.ruta === '/api/v1/push/preferencias' && l.metodo === 'GET') return { cuerpo: ok(preferencias) };
    if (l.ruta === '/api/v1/push/preferencias' && l.metodo === 'PUT') return { cuerpo: ok(l.cuerpo, { message: 'Preferencias de avisos guardadas.' }) };
    if (l.ruta === '/api/v1/push/dispositivos') return { cuerpo: ok(DISPOSITIVOS) };
    if (l.ruta === '/api/v1/push/dispositivos/5' && l.metodo === 'DELETE') return { cuerpo: ok(null, { message: 'Dispositivo quitado.' }) };
    return undefined;
  });
}

const abrir = (soporte: Soporte = ANDROID) => montar(<AvisosDispositivo titulo="Avisos en este dispositivo" soporte={soporte} />);

describe('Avisos en este dispositivo', () => {
  it('apaga un tipo y guarda las preferencias', async () => {
    const llamadas = servidor();
    abrir();
    expect(await screen.findByText('Los avisos están activados en este dispositivo.')).toBeTruthy();
    const chat = await screen.findByRole('switch', { name: 'Mensajes del chat' });
    await waitFor(() => expect(chat.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(chat);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar avisos' }));
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'PUT')).toBe(true));
    expect(llamadas.find((l) => l.metodo === 'PUT')!.cuerpo).toEqual({ ...PREFERENCIAS, chat: false });
    await waitFor(() => expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'success', texto: 'Preferencias de avisos guardadas.' })));
  });

  it('el horario de silencio guardado se muestra, y apagarlo manda las dos horas vacías', async () => {
    const llamadas = servidor({ ...PREFERENCIAS, silencio_desde: '22:00', silencio_hasta: '07:00' });
    abrir();
    const silencio = await screen.findByRole('switch', { name: 'Horario de silencio' });
    await waitFor(() => expect(silencio.getAttribute('aria-checked')).toBe('true'));
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('22:00');
    expect((screen.getByLabelText('Hasta') as HTMLInputElement).value).toBe('07:00');
    fireEvent.click(silencio);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar avisos' }));
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'PUT')).toBe(true));
    expect(llamadas.find((l) => l.metodo === 'PUT')!.cuerpo).toMatchObject({ silencio_desde: null, silencio_hasta: null });
  });

  it('el horario de silencio pide las dos horas antes de guardar', async () => {
    const llamadas = servidor();
    abrir();
    const silencio = await screen.findByRole('switch', { name: 'Horario de silencio' });
    fireEvent.click(silencio);
    await waitFor(() => expect(silencio.getAttribute('aria-checked')).toBe('true'));
    expect(await screen.findByLabelText('Desde')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar avisos' }));
    expect(await screen.findByText('Indique desde qué hora.')).toBeTruthy();
    expect(screen.getByText('Indique hasta qué hora.')).toBeTruthy();
    expect(llamadas.some((l) => l.metodo === 'PUT')).toBe(false);
  });

  it('lista los dispositivos y «Quitar» pide confirmación', async () => {
    const llamadas = servidor();
    abrir();
    const lista = await screen.findByRole('list', { name: 'Dispositivos que reciben avisos' });
    expect(within(lista).getByText('Chrome en Android')).toBeTruthy();
    expect(within(lista).getByText('Este dispositivo')).toBeTruthy();
    expect(within(lista).getByText('Activado el 21/11/2026 18:00')).toBeTruthy();
    fireEvent.click(within(lista).getByRole('button', { name: 'Quitar Firefox en Windows' }));
    expect(await screen.findByText('¿Quitar este dispositivo?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'DELETE' && l.ruta === '/api/v1/push/dispositivos/5')).toBe(true));
    await waitFor(() => expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'success', texto: 'Dispositivo quitado.' })));
  });

  it('en un iPhone fuera de la pantalla de inicio explica cómo agregar Worknet, sin botón que no sirve', async () => {
    servidor();
    abrir({ push: false, permiso: 'default', ios: true, instalada: false });
    expect(await screen.findByText(/agregue Worknet a la pantalla de inicio/)).toBeTruthy();
    expect(screen.getByText(/«Agregar a inicio»/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activar los avisos en este dispositivo' })).toBeNull();
  });

  it('sin permiso todavía ofrece activarlos; bloqueado explica cómo desbloquear', async () => {
    servidor();
    abrir({ ...ANDROID, permiso: 'default' });
    expect(await screen.findByRole('button', { name: 'Activar los avisos en este dispositivo' })).toBeTruthy();
    cleanup();
    abrir({ ...ANDROID, permiso: 'denied' });
    expect(await screen.findByText('Los avisos están bloqueados en este navegador')).toBeTruthy();
  });
});

describe('formulario ↔ preferencias', () => {
  it('ida y vuelta, con y sin horario de silencio', () => {
    const noche = { ...PREFERENCIAS, chat: false, silencio_desde: '22:30', silencio_hasta: '06:45' };
    expect(preferenciasDe(valoresDe(noche))).toEqual(noche);
    expect(preferenciasDe(valoresDe(PREFERENCIAS))).toEqual(PREFERENCIAS);
    expect(preferenciasDe({ ...valoresDe(noche), silencio: false })).toMatchObject({ silencio_desde: null, silencio_hasta: null });
  });
});
