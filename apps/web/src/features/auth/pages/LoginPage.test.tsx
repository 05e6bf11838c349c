import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setNotificador, type Aviso } from '../../../lib/notify';
import { session } from '../../../lib/session';
import type * as precarga from '../precarga';
import { precargarPantallasDeInicio } from '../precarga';
import { LoginPage } from './LoginPage';

// The layout and home chunks are not what these tests are about (and transforming them is slow here).
vi.mock('../precarga', async (original) => ({ ...(await original<typeof precarga>()), precargarPantallasDeInicio: vi.fn() }));

const respuesta = (status: number, cuerpo: unknown) => new Response(JSON.stringify(cuerpo), { status, headers: { 'content-type': 'application/json' } });

let avisos: Aviso[];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
  session.clear();
});
afterEach(() => vi.unstubAllGlobals());

function montar() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Inicio</p> },
      { path: '/select_sector', element: <p>Elegir sector</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function ingresar(usuario: string, password: string) {
  fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: usuario } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /Ingresar/ }));
}

const usuario = (sectores: number) => ({
  id: 1,
  nombre_completo: 'Ana Pérez',
  username: 'ana',
  usuario: 'ana',
  email: null,
  sector: Array.from({ length: sectores }, (_, i) => ({ id: i + 1, nombre: `Sector ${i + 1}`, raiz: { id: 10 + i, nombre: 'Edificio' } })),
  asignaciones: [],
  debe_cambiar_password: false,
});

describe('LoginPage', () => {
  it('pide usuario y contraseña antes de llamar al servidor', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    montar();
    fireEvent.click(screen.getByRole('button', { name: /Ingresar/ }));
    expect(await screen.findByText('Ingrese el usuario')).toBeTruthy();
    expect(screen.getByText('Ingrese la contraseña')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('un login fallido muestra el mensaje del servidor y borra el token', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(respuesta(401, { success: false, message: 'Usuario o contraseña incorrectos.', code: 401 })));
    montar();
    ingresar('nadie', 'mala');
    await waitFor(() => expect(avisos).toHaveLength(1));
    expect(avisos[0]).toMatchObject({ tipo: 'error', texto: 'Usuario o contraseña incorrectos.' });
    expect(session.get()).toMatchObject({ token: null, estado: 'error' });
  });

  it('sin mensaje del servidor dice "Error de autenticación (1)"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    montar();
    ingresar('ana', 'x');
    await waitFor(() => expect(avisos[0]?.texto).toBe('Error de autenticación (1)'));
  });

  it('con un sector entra directo; con varios va a elegir sector', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/v1/login'
          ? respuesta(200, { success: true, message: 'Bienvenido', code: 200, token: 'tok' })
          : url === '/api/v1/get_user'
            ? respuesta(200, { success: true, message: 'ok', code: 200, data: usuario(1) })
            : respuesta(200, { success: true, message: 'ok', code: 200 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = montar();
    ingresar('ana', 'worknet123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.get()).toMatchObject({ token: 'tok', sectorId: 1, estado: 'success' });
    expect(fetchMock.mock.calls.some((c) => c[0] === '/api/v1/log_acceso')).toBe(true);
  });

  it('la primera tecla precarga el inicio, y el ingreso pide menú, permisos y novedades sin esperar a la pantalla', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/v1/login'
          ? respuesta(200, { success: true, message: 'Bienvenido', code: 200, token: 'tok' })
          : url === '/api/v1/get_user'
            ? respuesta(200, { success: true, message: 'ok', code: 200, data: usuario(1) })
            : respuesta(200, { success: true, message: 'ok', code: 200, data: [] }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = montar();
    vi.mocked(precargarPantallasDeInicio).mockClear();
    fireEvent.keyDown(screen.getByLabelText('Usuario'), { key: 'a' });
    expect(precargarPantallasDeInicio).toHaveBeenCalled();
    ingresar('ana', 'worknet123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const pedidas = () => fetchMock.mock.calls.map((c) => String(c[0]).split('?')[0]);
    await waitFor(() => expect(pedidas()).toEqual(expect.arrayContaining(['/api/v1/get_menu', '/api/v1/get_permisos', '/api/v1/novedades'])));
  });

  it('varios sectores: va a /select_sector sin sector elegido', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url === '/api/v1/login'
            ? respuesta(200, { success: true, message: 'ok', code: 200, token: 'tok2' })
            : respuesta(200, { success: true, message: 'ok', code: 200, data: usuario(2) }),
        ),
      ),
    );
    const router = montar();
    ingresar('admin', 'worknet123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/select_sector'));
    expect(session.get().sectorId).toBeNull();
  });

  it('un token guardado que ya no sirve se borra con un aviso de advertencia', async () => {
    session.setToken('vencido');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(respuesta(401, { success: false, message: 'La sesión expiró.', code: 401 })));
    montar();
    await waitFor(() => expect(avisos[0]).toMatchObject({ tipo: 'warning', texto: 'La sesión expiró.' }));
    expect(session.get().token).toBeNull();
    expect(await screen.findByLabelText('Usuario')).toBeTruthy();
  });

  it('si el servidor no responde al iniciar, conserva el token y muestra el error de conexión', async () => {
    session.setToken('guardado');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    montar();
    await waitFor(() => expect(avisos[0]).toMatchObject({ tipo: 'error', texto: 'Error al conectarse con el servidor. Por favor intente más tarde. (9)' }));
    expect(session.get().token).toBe('guardado');
    expect(await screen.findByLabelText('Usuario')).toBeTruthy();
  });
});
