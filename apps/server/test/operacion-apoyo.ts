import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, Socket as TcpSocket } from 'node:net';

// Helpers of the operation tests (issue 24): free ports, a throwaway redis-server, waiting on a condition.

export function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export function aceptaConexiones(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = new TcpSocket();
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
    s.connect(port, '127.0.0.1');
  });
}

/** Polls `condicion` every 50 ms until it holds; fails naming `que` after `ms`. */
export async function esperarA(que: string, condicion: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const hasta = Date.now() + ms;
  while (Date.now() < hasta) {
    if (await condicion()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`No se cumplió en ${ms / 1000} s: ${que}`);
}

const REDIS_BIN = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** A throwaway redis-server (no persistence), accepting connections when returned. */
export async function iniciarRedis(): Promise<{ proceso: ChildProcess; url: string }> {
  const port = await puertoLibre();
  const proceso = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let error: Error | undefined;
  proceso.once('error', (err: NodeJS.ErrnoException) => {
    error =
      err.code === 'ENOENT'
        ? new Error(`No se encontró "${REDIS_BIN}". Esta prueba necesita un redis-server real: instálelo con "apt-get install -y redis-server".`)
        : err;
  });
  try {
    await esperarA(`${REDIS_BIN} acepta conexiones`, async () => {
      if (error) throw error;
      return aceptaConexiones(port);
    });
  } catch (err) {
    proceso.kill('SIGKILL');
    throw err;
  }
  return { proceso, url: `redis://127.0.0.1:${port}` };
}
