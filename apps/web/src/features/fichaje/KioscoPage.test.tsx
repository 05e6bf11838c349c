import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { montar, ok, servidorFalso } from '../../catalogos/pruebas';
import { TemaProvider } from '../../lib/theme/TemaContext';
import { CLAVE_KIOSCO } from './local';
import { KioscoPage } from './pages/KioscoPage';

// The QR image is drawn by the qrcode library; its text is what matters here.
vi.mock('../../catalogos/qr', () => ({ imagenQr: async (texto: string) => `data:image/svg+xml,${encodeURIComponent(texto)}` }));

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const abrir = () =>
  montar(
    <TemaProvider inicial="claro">
      <KioscoPage />
    </TemaProvider>,
    { path: '/kiosco', ruta: '/kiosco' },
  );

const CODIGO = '3.88.abcdefghijk.firmafirmafirmafirmafi';

describe('kiosco de fichaje', () => {
  it('pide el token una vez, lo guarda y muestra el QR con la URL de «Fichar» y el código en el DOM', async () => {
    const llamadas = servidorFalso([], (l) => {
      if (l.ruta === '/api/v1/fichaje/kiosco/codigo') return { cuerpo: ok({ codigo: CODIGO, segundos: 20, kiosco: 'Hall central' }) };
      return undefined;
    });
    abrir();
    fireEvent.change(await screen.findByLabelText('Token del kiosco'), { target: { value: 'token-del-kiosco' } });
    fireEvent.click(screen.getByRole('button', { name: 'Habilitar kiosco' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fichaje — Hall central' })).toBeTruthy();
    const qr = await screen.findByAltText(/Código QR para fichar/);
    expect(qr.getAttribute('data-codigo')).toBe(CODIGO);
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain(`#/fichar?codigo=${encodeURIComponent(CODIGO)}`);
    expect(window.localStorage.getItem(CLAVE_KIOSCO)).toBe('token-del-kiosco');
    const pedido = llamadas.find((l) => l.ruta === '/api/v1/fichaje/kiosco/codigo');
    expect(pedido).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fichar' })).toBeTruthy();
  });

  it('un token revocado vuelve al paso del token con un aviso claro', async () => {
    window.localStorage.setItem(CLAVE_KIOSCO, 'revocado');
    servidorFalso([], (l) => {
      if (l.ruta === '/api/v1/fichaje/kiosco/codigo') return { status: 401, cuerpo: { success: false, code: 401, message: 'El kiosco no está habilitado.' } };
      return undefined;
    });
    abrir();
    expect(await screen.findByText(/el token fue revocado/)).toBeTruthy();
    expect(screen.getByLabelText('Token del kiosco')).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem(CLAVE_KIOSCO)).toBeNull());
  });

  it('DNI y PIN fichan en el kiosco y muestran la hora', async () => {
    window.localStorage.setItem(CLAVE_KIOSCO, 'token-del-kiosco');
    const llamadas = servidorFalso([], (l) => {
      if (l.ruta === '/api/v1/fichaje/kiosco/codigo') return { cuerpo: ok({ codigo: CODIGO, segundos: 20, kiosco: 'Hall central' }) };
      if (l.ruta === '/api/v1/fichaje/kiosco/pin')
        return { cuerpo: ok({ fichaje: { tipo: 'salida', instante: '2026-11-24T20:30:00Z' }, mensaje: 'Salida registrada a las 17:30.' }) };
      return undefined;
    });
    abrir();
    fireEvent.change(await screen.findByLabelText('DNI'), { target: { value: '30111222' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fichar' }));
    expect(await screen.findByText('Salida registrada 17:30')).toBeTruthy();
    expect(llamadas.find((l) => l.ruta === '/api/v1/fichaje/kiosco/pin')?.cuerpo).toEqual({ dni: '30111222', pin: '1234' });
  });
});
