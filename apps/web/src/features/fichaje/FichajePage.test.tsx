import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { montar, ok, servidorFalso } from '../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../../lib/notify';
import { FichajePage } from './pages/FichajePage';

let avisos: Aviso[] = [];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TABLERO = [
  {
    persona_id: 5,
    nombre: 'Romero, Carla',
    estado: 'presente',
    entrada: '2026-11-24T11:02:00Z',
    tardeMin: 0,
    origen: 'telefono',
    lat: -34.60371,
    lng: -58.38159,
    precision_m: 12,
    enviado_tarde: true,
  },
  {
    persona_id: 6,
    nombre: 'Fernández, Diego',
    estado: 'tarde',
    entrada: '2026-11-24T11:40:00Z',
    tardeMin: 25,
    origen: 'kiosco_pin',
    lat: null,
    lng: null,
    precision_m: null,
    enviado_tarde: false,
  },
  {
    persona_id: 7,
    nombre: 'Acosta, Ana',
    estado: 'ausente',
    entrada: null,
    tardeMin: 0,
    origen: null,
    lat: null,
    lng: null,
    precision_m: null,
    enviado_tarde: false,
  },
];

function servidor() {
  return servidorFalso(['rrhh.fichaje.administrar'], (l) => {
    if (l.ruta === '/api/v1/rrhh/fichaje/tablero') return { cuerpo: ok(TABLERO) };
    if (l.ruta === '/api/v1/rrhh/fichaje/dispositivos')
      return { cuerpo: ok([{ id: 3, usuario_id: 9, usuario: 'Carla Romero', estado: 'pendiente', created_at: '2026-11-24T12:00:00Z', aprobado_at: null }]) };
    if (l.ruta === '/api/v1/rrhh/fichaje/dispositivos/3/aprobar') return { cuerpo: ok({}, { message: 'Teléfono autorizado.' }) };
    if (l.ruta === '/api/v1/rrhh/fichaje/kioscos' && l.metodo === 'GET') return { cuerpo: ok([]) };
    if (l.ruta === '/api/v1/rrhh/fichaje/kioscos' && l.metodo === 'POST')
      return {
        cuerpo: ok({ id: 1, nombre: 'Hall', ubicacion: null, activo: true, revocado_at: null, created_at: '2026-11-24T12:00:00Z', token: 'tok_secreto_123' }),
      };
    return undefined;
  });
}

describe('Fichaje de RRHH', () => {
  it('«Hoy» muestra quién está, quién llegó tarde y quién no vino', async () => {
    servidor();
    montar(<FichajePage />, { path: '/rrhh/fichaje', ruta: '/rrhh/fichaje' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fichaje' })).toBeTruthy();
    const fila = (await screen.findByText('Romero, Carla')).closest('tr')!;
    expect(within(fila).getByText('Presente')).toBeTruthy();
    expect(within(fila).getByText('08:02')).toBeTruthy();
    expect(within(screen.getByText('Fernández, Diego').closest('tr')!).getByText('25 min')).toBeTruthy();
    // Where the phone said it was and whether it was sent late (HR's board, security issue 37).
    expect(within(fila).getByText('Enviado tarde')).toBeTruthy();
    expect(within(fila).getByText('-34,60371; -58,38159 (±12 m)')).toBeTruthy();
    expect(within(screen.getByText('Fernández, Diego').closest('tr')!).getByText('Sin posición')).toBeTruthy();
    expect(within(screen.getByText('Acosta, Ana').closest('tr')!).getByText('No vino')).toBeTruthy();
    expect(screen.getByText('Presentes: 2')).toBeTruthy();
  });

  it('«Teléfonos» autoriza un teléfono pendiente', async () => {
    const llamadas = servidor();
    montar(<FichajePage />, { path: '/rrhh/fichaje', ruta: '/rrhh/fichaje?pestana=telefonos' });
    fireEvent.click(await screen.findByRole('button', { name: 'Autorizar el teléfono de Carla Romero' }));
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'POST' && l.ruta === '/api/v1/rrhh/fichaje/dispositivos/3/aprobar')).toBe(true));
    await waitFor(() => expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'success', texto: 'Teléfono autorizado.' })));
  });

  it('«Kioscos» crea uno y muestra su token una sola vez', async () => {
    const llamadas = servidor();
    montar(<FichajePage />, { path: '/rrhh/fichaje', ruta: '/rrhh/fichaje?pestana=kioscos' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo kiosco' }));
    fireEvent.change(await screen.findByLabelText('Nombre del kiosco'), { target: { value: 'Hall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear kiosco' }));
    expect(await screen.findByText('tok_secreto_123')).toBeTruthy();
    expect(screen.getByText('Copie el token ahora: no se vuelve a mostrar.')).toBeTruthy();
    expect(llamadas.find((l) => l.metodo === 'POST' && l.ruta === '/api/v1/rrhh/fichaje/kioscos')?.cuerpo).toEqual({
      nombre: 'Hall',
      ubicacion: null,
      lat: null,
      lng: null,
      radio_m: null,
      direcciones: [],
    });
  });
});
