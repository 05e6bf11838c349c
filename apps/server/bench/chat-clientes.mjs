// The clients of the chat benchmark (bench/chat.ts), in a worker thread so they do not share the
// server's event loop: connect one socket per user to `urlSockets`, then send `ritmo` messages a
// second for `segundos` between random pairs through `urlEnvio` (POST set_message_notify) and time
// each one from just before the send to the recipient's socket receiving chat-mensaje.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

const { urlSockets, urlEnvio, usuarios, ritmo, segundos } = workerData;

async function conectarTodos() {
  const sockets = [];
  for (let i = 0; i < usuarios.length; i += 50) {
    const lote = await Promise.all(
      usuarios.slice(i, i + 50).map(
        (u) =>
          new Promise((ok, mal) => {
            const s = io(urlSockets, { auth: { token: u.token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20_000 });
            s.once('connect', () => ok(s));
            s.once('connect_error', mal);
          }),
      ),
    );
    sockets.push(...lote);
  }
  return sockets;
}

const t0 = performance.now();
const sockets = await conectarTodos();
const conexion = (performance.now() - t0) / 1000;

const enviados = new Map();
const latencias = [];
const http = [];
let errores = 0;
for (const s of sockets) {
  s.on('chat-mensaje', (e) => {
    if (e.mensaje.propio) return;
    const inicio = enviados.get(e.mensaje.body);
    if (inicio !== undefined) latencias.push(performance.now() - inicio);
  });
}
const total = ritmo * segundos;
const inicio = performance.now();
const envios = [];
for (let n = 0; n < total; n++) {
  const espera = inicio + (n * 1000) / ritmo - performance.now();
  if (espera > 0) await new Promise((ok) => setTimeout(ok, espera));
  const de = Math.floor(Math.random() * usuarios.length);
  let a = Math.floor(Math.random() * (usuarios.length - 1));
  if (a >= de) a++;
  const cuerpo = `bench-${n}-${Math.random().toString(36).slice(2)}`;
  envios.push(
    (async () => {
      const t = performance.now();
      enviados.set(cuerpo, t);
      try {
        const r = await fetch(`${urlEnvio}/api/v1/openfire/set_message_notify`, {
          method: 'POST',
          headers: { authorization: `Bearer ${usuarios[de].token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ from: `${usuarios[de].username}@worknet`, to: `${usuarios[a].username}@worknet`, message: cuerpo }),
        });
        await r.arrayBuffer();
        http.push(performance.now() - t);
        if (r.status !== 200) errores++;
      } catch {
        // A connection the loaded machine dropped: counted, not fatal.
        errores++;
      }
    })(),
  );
}
await Promise.all(envios);
const hasta = performance.now() + 5_000;
while (latencias.length < total - errores && performance.now() < hasta) await new Promise((ok) => setTimeout(ok, 20));
for (const s of sockets) s.disconnect();
parentPort.postMessage({
  conexion,
  total,
  errores,
  perdidos: total - errores - latencias.length,
  latencias,
  http,
  segundos: (performance.now() - inicio) / 1000,
});
