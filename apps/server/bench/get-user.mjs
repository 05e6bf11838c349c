// npm run bench: authenticated GET /api/v1/get_user on the built server with the
// embedded database, 50 connections for 10 s (loopback). Target on the 2-core
// reference machine: >= 3,000 requests/s and p99 < 50 ms. Exits 1 when any
// request failed (non-2xx, error or timeout).
// BENCH_CONEXIONES and BENCH_SEGUNDOS override the load for quick local runs.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cargar, iniciarServidor, iniciarSesion, informar, obtener, puertoLibre } from './servidor.mjs';

const conexiones = Number(process.env.BENCH_CONEXIONES ?? 50);
const segundos = Number(process.env.BENCH_SEGUNDOS ?? 10);

const servidor = await iniciarServidor();
let sinFallas;
try {
  const token = await iniciarSesion(servidor.url, 'admin', 'worknet123');
  const auth = { authorization: `Bearer ${token}` };
  const usuario = await obtener(`${servidor.url}/api/v1/get_user`, auth);
  const sector = usuario.data?.sector?.[0]?.id;
  if (!sector) throw new Error(`admin no tiene sectores: ${JSON.stringify(usuario.data)}`);
  const headers = { ...auth, 'x-sector': String(sector) };
  // The header must be accepted before measuring, or every request would be a 403.
  await obtener(`${servidor.url}/api/v1/get_user`, headers);

  const r = await cargar({ url: `${servidor.url}/api/v1/get_user`, headers, connections: conexiones, duration: segundos });
  ({ sinFallas } = informar('GET /api/v1/get_user (autenticado, X-Sector)', r, { minReqPorSegundo: 3000, maxP99: 50 }));
  // The same answer from a bare Fastify route, in the same run: how close get_user gets to the ceiling.
  const desnudo = await medirDesnudo(await obtener(`${servidor.url}/api/v1/get_user`, headers));
  informar('Fastify desnudo, la misma respuesta (techo)', desnudo);
  console.log(`  get_user alcanza el ${((100 * r.reqPorSegundo) / desnudo.reqPorSegundo).toFixed(0)} % de las solicitudes/s de la ruta desnuda`);
  console.log(`  Node ${process.version}, ${new Date().toISOString()}`);
} finally {
  await servidor.detener();
}
if (!sinFallas) {
  console.error('\nHubo solicitudes fallidas durante la carga.');
  process.exit(1);
}

async function medirDesnudo(cuerpo) {
  const port = await puertoLibre();
  const hijo = spawn(process.execPath, [fileURLToPath(new URL('./fastify-desnudo.mjs', import.meta.url))], {
    env: { ...process.env, PORT: String(port), BENCH_CUERPO: JSON.stringify(cuerpo) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      hijo.stdout.on('data', (d) => String(d).includes('listo') && resolve());
      hijo.once('exit', (c) => reject(new Error(`el servidor desnudo terminó (${c})`)));
    });
    return await cargar({ url: `http://127.0.0.1:${port}/desnudo`, connections: conexiones, duration: segundos });
  } finally {
    hijo.kill();
  }
}
