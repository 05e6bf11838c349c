import { describe, expect, it, vi } from 'vitest';

type Manejador = (...args: unknown[]) => void;
const falso = vi.hoisted(() => {
  const manejadores = new Map<string, Manejador>();
  return {
    manejadores,
    opciones: undefined as unknown,
    desconectado: false,
    socket: {
      on: (evento: string, fn: Manejador) => manejadores.set(evento, fn),
      onAny: (fn: Manejador) => manejadores.set('*', fn),
      removeAllListeners: () => manejadores.clear(),
      disconnect() {
        falso.desconectado = true;
      },
    },
  };
});

vi.mock('socket.io-client', () => ({
  io: (opciones: unknown) => {
    falso.opciones = opciones;
    return falso.socket;
  },
}));

const { conectarSocket, escucharEvento } = await import('./socket');

describe('socket', () => {
  it('se conecta con el token y reacciona a data-reload y sesion-revocada', async () => {
    const alRecargar = vi.fn();
    const alRevocar = vi.fn();
    const cerrar = conectarSocket('tok-9', { alRecargar, alRevocar });
    await vi.waitFor(() => expect(falso.opciones).toBeDefined());
    expect(falso.opciones).toMatchObject({ path: '/socket.io', auth: { token: 'tok-9' }, reconnection: true, transports: ['websocket'] });

    falso.manejadores.get('data-reload')?.();
    expect(alRecargar).toHaveBeenCalledTimes(1);

    falso.manejadores.get('sesion-revocada')?.({ motivo: 'logout', message: 'Su usuario fue desactivado.' });
    expect(alRevocar).toHaveBeenCalledWith('Su usuario fue desactivado.');
    falso.manejadores.get('sesion-revocada')?.({ motivo: 'desactivado' });
    expect(alRevocar).toHaveBeenLastCalledWith('Su usuario fue desactivado. Consulte con el administrador del sistema.');
    falso.manejadores.get('sesion-revocada')?.({ motivo: 'otro' });
    expect(alRevocar).toHaveBeenLastCalledWith(undefined);

    cerrar();
    expect(falso.desconectado).toBe(true);
    expect(falso.manejadores.size).toBe(0);
  });

  it('entrega a cada manejador de `eventos` la carga de su evento', async () => {
    const alNotificacion = vi.fn();
    const cerrar = conectarSocket('tok-1', { alRecargar: vi.fn(), alRevocar: vi.fn(), eventos: { notificacion: alNotificacion } });
    await vi.waitFor(() => expect(falso.manejadores.has('notificacion')).toBe(true));
    falso.manejadores.get('notificacion')?.({ id: 4, titulo: 'Hola' });
    expect(alNotificacion).toHaveBeenCalledWith({ id: 4, titulo: 'Hola' });
    cerrar();
  });

  it('cerrado antes de que cargue el cliente, no se conecta', async () => {
    falso.opciones = undefined;
    conectarSocket('tok-2', { alRecargar: vi.fn(), alRevocar: vi.fn() })();
    await import('socket.io-client');
    await Promise.resolve();
    expect(falso.opciones).toBeUndefined();
  });

  it('entrega cualquier evento a las pantallas suscriptas con escucharEvento mientras lo estén', async () => {
    const alTablero = vi.fn();
    const cerrar = conectarSocket('tok-2', { alRecargar: vi.fn(), alRevocar: vi.fn() });
    await vi.waitFor(() => expect(falso.manejadores.has('*')).toBe(true));
    const dejar = escucharEvento('fichaje-tablero', alTablero);
    falso.manejadores.get('*')?.('fichaje-tablero');
    falso.manejadores.get('*')?.('otro-evento', { x: 1 });
    expect(alTablero).toHaveBeenCalledTimes(1);
    dejar();
    falso.manejadores.get('*')?.('fichaje-tablero');
    expect(alTablero).toHaveBeenCalledTimes(1);
    cerrar();
  });
});
