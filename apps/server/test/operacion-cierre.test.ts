import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Socket as TcpSocket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { io as conectarCliente } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { EVENTO_REINICIO } from '../src/platform/operacion/cierre';
import { appDePrueba } from './app-de-prueba';
import { crearUsuario, iniciarSesion } from './factories';
import { aceptaConexiones, esperarA, puertoLibre } from './operacion-apoyo';

// Issue 24, item 5: graceful shutdown.

describe('cierre ordenado', () => {
  it('los sockets reciben el aviso y se cierran de modo que el cliente se reconecta solo', { timeout: 120_000 }, async () => {
    const p = await appDePrueba();
    const u = await crearUsuario(p.database.db, { items: [] });
    const token = await iniciarSesion(p.app, u.username);
    const url = await p.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = conectarCliente(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnectionDelay: 60_000 });
    try {
      await new Promise<void>((r, f) => {
        socket.once('connect', () => r());
        socket.once('connect_error', f);
      });
      const avisos: unknown[] = [];
      socket.on(EVENTO_REINICIO, (carga: unknown) => avisos.push(carga));
      const motivo = new Promise<string>((r) => socket.once('disconnect', (m) => r(m)));
      await p.cerrar();
      // 'io server disconnect' (socket.disconnect() on the server) would leave the client off for good.
      expect(await motivo).toBe('transport close');
      expect(socket.active).toBe(true);
      expect(avisos).toEqual([{ message: 'El servidor se está reiniciando; la conexión se restablece sola.' }]);
    } finally {
      socket.disconnect();
    }
  });

  it('un pedido que termina de llegar durante el cierre recibe 503 en español y Connection: close', { timeout: 120_000 }, async () => {
    const p = await appDePrueba();
    await p.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = p.app.server.address() as { port: number };
    // The server's side of the connection has read (and parsed) the first bytes.
    const recibido = new Promise<void>((r) => p.app.server.once('connection', (s) => s.once('data', () => r())));
    const tcp = new TcpSocket();
    let respuesta = '';
    tcp.on('data', (d: Buffer) => (respuesta += d.toString()));
    const cerrada = new Promise<void>((r) => tcp.once('close', () => r()));
    try {
      await new Promise<void>((r) => tcp.connect(port, '127.0.0.1', r));
      // Headers not finished yet: the connection is busy, so closing does not drop it.
      tcp.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      await recibido;
      const cierre = p.cerrar();
      await esperarA('no acepta conexiones nuevas', async () => !(await aceptaConexiones(port)));
      tcp.write('\r\n');
      await cerrada;
      await cierre;
      const [cabecera = '', json = ''] = respuesta.split('\r\n\r\n');
      expect(cabecera.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable');
      expect(cabecera.toLowerCase()).toContain('connection: close');
      expect(cabecera.toLowerCase()).toMatch(/x-request-id: [0-9a-f-]{36}/);
      expect(JSON.parse(json)).toMatchObject({
        success: false,
        code: 'REINICIANDO',
        message: 'El servidor se está reiniciando. Intente nuevamente en unos segundos.',
      });
    } finally {
      tcp.destroy();
    }
  });

  it(
    'SIGTERM con un pedido en curso: el pedido termina con su respuesta normal, no entran conexiones nuevas y el proceso sale con 0',
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'worknet-cierre-'));
      const port = await puertoLibre();
      const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://localhost',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        WEB_DIST: '/nonexistent',
      };
      // cwd in the temporary folder: main.ts reads a .env from its working directory.
      const hijo = spawn(process.execPath, ['--import', tsx, join(import.meta.dirname, '..', 'src', 'main.ts')], {
        cwd: dataDir,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let salida = '';
      hijo.stdout.on('data', (d: Buffer) => (salida += d.toString()));
      hijo.stderr.on('data', (d: Buffer) => (salida += d.toString()));
      const fin = new Promise<number | null>((r) => hijo.once('exit', (code) => r(code)));
      const tcp = new TcpSocket();
      try {
        await esperarA('el servidor escucha', () => salida.includes('Worknet escuchando') || hijo.exitCode !== null, 180_000);
        expect(hijo.exitCode, salida).toBeNull();

        const cuerpo = JSON.stringify({ username: 'nadie-en-particular', password: 'una-clave-cualquiera' });
        const normal = await fetch(`http://127.0.0.1:${port}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: cuerpo });
        const esperado = { status: normal.status, cuerpo: (await normal.json()) as { message: string } };
        expect(esperado.status).toBe(401);

        // A slow upload: headers and half the body now, the rest after SIGTERM.
        let respuesta = '';
        tcp.on('data', (d: Buffer) => (respuesta += d.toString()));
        const cerrada = new Promise<void>((r) => tcp.once('close', () => r()));
        await new Promise<void>((r) => tcp.connect(port, '127.0.0.1', r));
        const mitad = Math.floor(cuerpo.length / 2);
        tcp.write(
          `POST /api/v1/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${cuerpo.length}\r\n\r\n${cuerpo.slice(0, mitad)}`,
        );
        // Fastify logs 'incoming request' once the headers arrived (before the body): the request is in flight.
        await esperarA('el segundo pedido empezó', () => (salida.match(/"url":"\/api\/v1\/login"/g) ?? []).length >= 2);

        hijo.kill('SIGTERM');
        await esperarA('recibió SIGTERM', () => salida.includes('Recibida SIGTERM'));
        await esperarA('no acepta conexiones nuevas', async () => !(await aceptaConexiones(port)));

        // write, not end: a client that half-closes its side gets its connection ended by Node's HTTP server.
        tcp.write(cuerpo.slice(mitad));
        await cerrada;
        const [cabecera = '', json = ''] = respuesta.split('\r\n\r\n');
        expect(cabecera.split('\r\n')[0]).toBe(`HTTP/1.1 ${esperado.status} Unauthorized`);
        expect(cabecera.toLowerCase()).toContain('connection: close');
        expect(JSON.parse(json)).toMatchObject({ success: false, message: esperado.cuerpo.message });

        expect(await fin, salida).toBe(0);
        expect(salida).toContain('Cierre ordenado completo.');
      } finally {
        tcp.destroy();
        if (hijo.exitCode === null) hijo.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
