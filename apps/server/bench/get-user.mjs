// npm run bench: authenticated GET /api/v1/get_user on the built server with the
// embedded database, 50 connections for 10 s (loopback). Target on the 2-core
// reference machine: >= 3,000 requests/s and p99 < 50 ms. Exits 1 when any
// request failed (non-2xx, error or timeout).
// BENCH_CONEXIONES and BENCH_SEGUNDOS override the load for quick local runs.
import { cargar, iniciarServidor, iniciarSesion, informar, obtener } from './servidor.mjs';

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
  console.log(`  Node ${process.version}, ${new Date().toISOString()}`);
} finally {
  await servidor.detener();
}
if (!sinFallas) {
  console.error('\nHubo solicitudes fallidas durante la carga.');
  process.exit(1);
}
