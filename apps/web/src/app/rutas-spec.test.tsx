import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { montar, ok, servidorFalso, type Llamada } from '../catalogos/pruebas';
import { setNotificador, type Aviso } from '../lib/notify';
import { hayCambiosSinGuardar } from '../lib/useCambiosSinGuardar';
import { CrearPedidoPage } from '../features/pedidos/pages/CrearPedidoPage';
import { PedidosPage } from '../features/pedidos/pages/PedidosPage';
import { RolesPage } from '../features/usuarios/pages/RolesPage';
import { RUTAS_MODULOS } from './modulos';

// Issue 36 item 6: screens of spec §2 that were missing or went elsewhere. Each one mounted
// where the app mounts it, doing its job.

let avisos: Aviso[];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ruta = (path: string) => RUTAS_MODULOS.find((r) => r.path === path);

describe('rutas de la especificación (§2)', () => {
  it('General: notifications y mis_mensajes abren la misma pantalla, para cualquiera con sesión', async () => {
    const a = ruta('notifications')!;
    const b = ruta('mis_mensajes')!;
    expect(a.Screen).toBe(b.Screen);
    expect(a.titulo).toBe('Mis notificaciones');
    expect([a.permiso, a.permisos]).toEqual([undefined, undefined]);
    // Mounted at its own address, it is the inbox: it asks for the user's notifications.
    const llamadas = servidorFalso([], (l) => (l.ruta.startsWith('/api/v1/') ? { cuerpo: ok([], { total: 0 }) } : undefined));
    montar(<a.Screen />, { path: '/notifications', ruta: '/notifications' });
    expect(await screen.findByRole('heading', { name: 'Mis notificaciones' })).toBeTruthy();
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/get_notificaciones')).toBe(true));
  });

  it('Admin: new_item es una ruta, con el permiso de crear roles', () => {
    expect(ruta('new_item')).toMatchObject({ titulo: 'Nuevo rol', permiso: 'admin.rol.editar' });
    expect(ruta('admin_item')).toMatchObject({ permiso: 'admin.rol.ver' });
  });
});

describe('new_item', () => {
  const ROL = { id: 5, nombre: 'RRHH', descripcion: 'Recursos humanos', tipo: 'rol', hijos: [], usuarios: 2, en_uso_por_rutas: false };

  function abrir(manejar: (l: Llamada) => { status?: number; cuerpo: unknown } | undefined = () => undefined) {
    const llamadas = servidorFalso(
      ['admin.rol.ver', 'admin.rol.editar'],
      (l) => manejar(l) ?? (l.ruta === '/api/v1/sis_auth_item' ? { cuerpo: ok([ROL]) } : undefined),
    );
    const router = montar(<RolesPage nuevo />, { path: '/new_item', ruta: '/new_item' });
    return { llamadas, router };
  }

  it('abre el mismo formulario que «Nuevo rol» de admin_item, crea el rol y deja la dirección en admin_item', async () => {
    const { llamadas, router } = abrir((l) =>
      l.metodo === 'POST' ? { cuerpo: { ...ok({ id: 40, nombre: 'Farmacia', descripcion: null, tipo: 'rol' }), message: 'Rol creado.' } } : undefined,
    );
    // What the layout's guard would see when the address changes: no unsaved changes left (it would ask otherwise).
    const pendientesAlSalir: boolean[] = [];
    router.subscribe(() => pendientesAlSalir.push(hayCambiosSinGuardar()));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Nuevo rol')).toBeTruthy();
    fireEvent.change(within(dialogo).getByLabelText('Nombre'), { target: { value: ' Farmacia ' } });
    await waitFor(() => expect(hayCambiosSinGuardar()).toBe(true));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin_item'));
    expect(llamadas.find((l) => l.metodo === 'POST')).toMatchObject({ ruta: '/api/v1/sis_auth_item', cuerpo: { nombre: 'Farmacia', descripcion: null } });
    expect(avisos).toContainEqual({ tipo: 'success', texto: 'Rol creado.' });
    // Replaced, not pushed: «atrás» does not reopen the form.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(pendientesAlSalir).toEqual([false]);
  });

  it('cancelar sin cambios vuelve a admin_item sin llamar al servidor', async () => {
    const { llamadas, router } = abrir();
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin_item'));
    expect(llamadas.filter((l) => l.metodo !== 'GET')).toEqual([]);
  });
});

describe('crear (un pedido en nombre de otra persona)', () => {
  async function elegir(etiqueta: string, texto: string | null, opcion: string) {
    const control = screen.getByLabelText(etiqueta);
    fireEvent.mouseDown(control);
    if (texto) {
      // The search goes out when the selector's pause after typing ends: the option below appears then.
      fireEvent.change(control, { target: { value: texto } });
    }
    const item = await waitFor(
      () => {
        const hallado = [...document.querySelectorAll('.ant-select-item-option')].find((n) => n.textContent === opcion);
        if (!hallado) throw new Error(`sin opción ${opcion}`);
        return hallado;
      },
      { timeout: 3_000 },
    );
    fireEvent.click(item);
  }

  it('al crearlo va a openUser, como dice el spec §2, con el pedido nuevo a un clic', async () => {
    const llamadas = servidorFalso(['compras.pedido.administrar'], (l) => {
      if (l.ruta === '/api/v1/sectores') return { cuerpo: ok([{ value: 3, label: 'Enfermería' }]) };
      if (l.ruta === '/api/v1/sis_usuarios') return { cuerpo: ok([{ value: 7, label: 'Ana Gómez' }]) };
      if (l.ruta === '/api/v1/alta_pedido') return { cuerpo: ok({ id: 55 }) };
      if (l.ruta === '/api/v1/alta_items_pedidos' || l.ruta === '/api/v1/enviar_pedido/55') return { cuerpo: ok(null) };
      return undefined;
    });
    const router = montar(<CrearPedidoPage />, { path: '/crear', ruta: '/crear' });
    await screen.findByRole('heading', { name: 'Crear pedido' });
    await elegir('Persona', 'Ana', 'Ana Gómez');
    await elegir('Sector', null, 'Enfermería');
    fireEvent.change(screen.getByLabelText('Qué se pide'), { target: { value: 'Guantes de nitrilo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/openUser'));
    expect(router.state.location.state).toEqual({ pedidoCreado: 55 });
    expect(llamadas.find((l) => l.ruta === '/api/v1/alta_pedido')?.cuerpo).toEqual({ tipo: 'insumos', persona: 7, sector: 3 });
    expect(avisos).toContainEqual(expect.objectContaining({ tipo: 'success', texto: 'Pedido creado con éxito' }));
  }, 30_000);

  it('openUser muestra el pedido recién creado para otra persona con su enlace al detalle', async () => {
    servidorFalso([], (l) => (l.ruta === '/api/v1/pedidos/mios' ? { cuerpo: ok([], { total: 0 }) } : undefined));
    const router = montar(<PedidosPage vista="mios" />, { path: '/openUser', ruta: '/openUser' });
    await act(() => router.navigate('/openUser', { state: { pedidoCreado: 55 } }));
    expect(await screen.findByText(/Pedido N\.º 55 creado/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Ver el pedido' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/detalle/55'));
  });
});
