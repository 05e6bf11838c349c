import { describe, expect, it, vi } from 'vitest';

type Manejador = (...args: unknown[]) => void;
const falso = vi.hoisted(() => {
  const manejadores = new Map<string, Manejador>();
  return {
    manejadores,
    opciones: undefined as unknown,
    desconectado: false,
    emitidos: [] as unknown[][],
    socket: {
      connected: false,
      emit: (...args: unknown[]) => falso.emitidos.push(args),
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

const { conectarSocket, emitirEvento, escucharConexion, escucharEvento, pedirMientrasConectado } = await import('./socket');

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

  it('lo que una pantalla pide mientras está conectada se manda al conectar y en cada reconexión; al dejarlo, su contrario', async () => {
    falso.emitidos = [];
    const alConectar = vi.fn();
    const dejarConexion = escucharConexion(alConectar);
    const dejar = pedirMientrasConectado('presencia:seguir', 'presencia:dejar');
    const cerrar = conectarSocket('tok-3', { alRecargar: vi.fn(), alRevocar: vi.fn() });
    await vi.waitFor(() => expect(falso.manejadores.has('connect')).toBe(true));
    // Not up yet: nothing goes out.
    emitirEvento('chat:escribiendo', { to: 'ana@worknet' });
    expect(falso.emitidos).toEqual([]);
    falso.socket.connected = true;
    falso.manejadores.get('connect')?.();
    expect(falso.emitidos).toEqual([['presencia:seguir']]);
    expect(alConectar).toHaveBeenCalledTimes(1);
    emitirEvento('chat:escribiendo', { to: 'ana@worknet' });
    expect(falso.emitidos.at(-1)).toEqual(['chat:escribiendo', { to: 'ana@worknet' }]);
    // A reconnection starts without: asked again.
    falso.manejadores.get('disconnect')?.();
    falso.manejadores.get('connect')?.();
    expect(falso.emitidos.filter((e) => e[0] === 'presencia:seguir')).toHaveLength(2);
    expect(alConectar).toHaveBeenCalledTimes(2);
    // Two screens ask: the second one leaving does not stop the first.
    const otra = pedirMientrasConectado('presencia:seguir', 'presencia:dejar');
    otra();
    expect(falso.emitidos.some((e) => e[0] === 'presencia:dejar')).toBe(false);
    dejar();
    expect(falso.emitidos.at(-1)).toEqual(['presencia:dejar']);
    dejarConexion();
    falso.socket.connected = false;
    cerrar();
  });
});
