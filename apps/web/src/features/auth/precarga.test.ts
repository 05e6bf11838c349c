import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query';
import { session } from '../../lib/session';
import { precargarSesionGuardada } from './precarga';

// A page opened with a stored session asks for its data at boot (main.tsx); what it asks depends
// on the answer to get_user.

const sobre = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
let fetchMock: ReturnType<typeof vi.fn>;
const pedidas = () => fetchMock.mock.calls.map((c) => String(c[0]).split('?')[0]);

function conUsuario(respuesta: () => Response) {
  fetchMock = vi.fn((url: string) => Promise.resolve(url === '/api/v1/get_user' ? respuesta() : sobre([])));
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  queryClient.clear();
  session.setToken('t');
  session.setSector(5);
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('datos pedidos al abrir con sesión guardada', () => {
  it('en el inicio: usuario, después menú, permisos y novedades', async () => {
    conUsuario(() => sobre({ id: 1, debe_cambiar_password: false, sector: [{ id: 5, nombre: 'Guardia' }] }));
    await precargarSesionGuardada(true);
    await vi.waitFor(() => expect(pedidas()).toHaveLength(4));
    expect(pedidas().sort()).toEqual(['/api/v1/get_menu', '/api/v1/get_permisos', '/api/v1/get_user', '/api/v1/novedades']);
  });

  it('un token que ya no sirve no pide nada más (sin el aviso rojo de un 401 del menú)', async () => {
    conUsuario(() => new Response(JSON.stringify({ success: false, message: 'Token inválido' }), { status: 401 }));
    await precargarSesionGuardada(true);
    expect(pedidas()).toEqual(['/api/v1/get_user']);
  });

  it('con contraseña temporal o un sector que no es suyo no pide las novedades', async () => {
    conUsuario(() => sobre({ id: 1, debe_cambiar_password: true, sector: [{ id: 5, nombre: 'Guardia' }] }));
    await precargarSesionGuardada(true);
    expect(pedidas()).toEqual(['/api/v1/get_user']);
    queryClient.clear();
    conUsuario(() => sobre({ id: 1, debe_cambiar_password: false, sector: [{ id: 6, nombre: 'Otro' }] }));
    await precargarSesionGuardada(true);
    await vi.waitFor(() => expect(pedidas()).toHaveLength(3));
    expect(pedidas()).not.toContain('/api/v1/novedades');
  });
});
