// npm run bench (part 2): a catalog with 10,000 rows (localidades, generated
// through the API like a person would load them) and its search page of 50 rows,
// sorted, on the built server with the embedded database. Target: p95 < 30 ms.
// Latencies are measured per request (autocannon has no p95): first one client at
// a time (the answer time a person sees), then BENCH_CLIENTES concurrent clients
// (default 4; the embedded database runs one query at a time, so they queue).
import { iniciarServidor, iniciarSesion, obtener } from './servidor.mjs';

const FILAS = Number(process.env.BENCH_FILAS ?? 10_000);
const CLIENTES = Number(process.env.BENCH_CLIENTES ?? 4);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 2000);

const PRIMERO = [
  'Villa',
  'San',
  'Santa',
  'Puerto',
  'Colonia',
  'General',
  'Presidente',
  'Río',
  'Cerro',
  'Lomas de',
  'Barrio',
  'Estación',
  'Campo',
  'Paraje',
  'Monte',
];
const SEGUNDO = [
  'Martín',
  'José',
  'María',
  'Belgrano',
  'Sarmiento',
  'Güemes',
  'Alvear',
  'Roca',
  'Mitre',
  'Urquiza',
  'Esperanza',
  'Libertad',
  'Nogal',
  'Ñandubay',
  'Ceibo',
  'Aromo',
  'Tala',
  'Algarrobo',
  'Quebracho',
  'Jacarandá',
];
const TERCERO = ['Norte', 'Sur', 'Este', 'Oeste', 'Chico', 'Grande', 'Nuevo', 'Viejo', 'Alto', 'Bajo'];
const BUSQUEDAS = [
  'san',
  'villa',
  'nandubay',
  'RIO',
  'jacaranda',
  'santa maria',
  'general roca',
  'puerto',
  'belgrano norte',
  'cerro alto',
  'güemes',
  'colonia esperanza',
  'xyz sin resultados',
];

const percentil = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function enParalelo(n, cantidad, tarea) {
  let siguiente = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (siguiente < cantidad) await tarea(siguiente++);
    }),
  );
}

const servidor = await iniciarServidor();
try {
  const token = await iniciarSesion(servidor.url, 'admin', 'worknet123');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const provincias = (await obtener(`${servidor.url}/api/v1/provincia?format=1`, headers)).data.map((p) => p.value);

  const inicio = performance.now();
  await enParalelo(8, FILAS, async (i) => {
    const nombre = `${PRIMERO[i % PRIMERO.length]} ${SEGUNDO[Math.floor(i / PRIMERO.length) % SEGUNDO.length]} ${TERCERO[Math.floor(i / 300) % TERCERO.length]} ${i}`;
    const r = await fetch(`${servidor.url}/api/v1/localidad`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ nombre, provincia_id: provincias[i % provincias.length], codigo_postal: String(1000 + (i % 8000)) }),
    });
    if (!r.ok) throw new Error(`alta ${i}: ${r.status} ${await r.text()}`);
  });
  const total = (await obtener(`${servidor.url}/api/v1/localidad?limit=1`, headers)).total;
  console.log(`\nCatálogo localidad: ${total} filas (${FILAS} generadas por la API en ${((performance.now() - inicio) / 1000).toFixed(1)} s)`);

  const medir = async (nombre, url, clientes = 1) => {
    for (let i = 0; i < 50; i++) await obtener(url(i), headers); // warm-up
    const tiempos = [];
    await enParalelo(clientes, PEDIDOS, async (i) => {
      const t0 = performance.now();
      const r = await fetch(url(i), { headers });
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`${url(i)}: ${r.status}`);
      tiempos.push(performance.now() - t0);
    });
    tiempos.sort((a, b) => a - b);
    const p95 = percentil(tiempos, 95);
    console.log(`\n${nombre}  (${clientes} ${clientes === 1 ? 'cliente' : 'clientes'}, ${PEDIDOS} pedidos)`);
    console.log(
      `  p50: ${percentil(tiempos, 50).toFixed(1)} ms   p95: ${p95.toFixed(1)} ms   p99: ${percentil(tiempos, 99).toFixed(1)} ms   máx: ${tiempos.at(-1).toFixed(1)} ms`,
    );
    console.log(`  objetivo p95 < 30 ms: ${p95 < 30 ? 'cumplido' : 'NO cumplido'}`);
  };
  const busqueda = (i) => `${servidor.url}/api/v1/localidad?filter=${encodeURIComponent(BUSQUEDAS[i % BUSQUEDAS.length])}&limit=50&sortBy=nombre`;
  await medir('GET /api/v1/localidad?filter=<texto>&limit=50&sortBy=nombre (búsqueda sin acentos)', busqueda);
  await medir('La misma búsqueda con clientes concurrentes', busqueda, CLIENTES);
  await medir('GET /api/v1/localidad?skip=<n>&limit=50 (páginas sin búsqueda)', (i) => `${servidor.url}/api/v1/localidad?skip=${(i * 50) % FILAS}&limit=50`);
  await medir(
    'GET /api/v1/localidad?format=1&filter=<texto>&limit=20 (opciones de un select)',
    (i) => `${servidor.url}/api/v1/localidad?format=1&filter=${encodeURIComponent(BUSQUEDAS[i % BUSQUEDAS.length])}&limit=20`,
  );
  console.log(`  Node ${process.version}, ${new Date().toISOString()}`);
} finally {
  await servidor.detener();
}
