// npm run bench (part 5): what writing a reply by its schema costs (issue 15, item 1).
// The built server answers get_user and a roster page of 50 (demo organisation); each
// reply is then written again and again in this process, three ways:
//   JSON.stringify           what the server did before response schemas (no field filter)
//   zod + JSON.stringify     z.encode with the route's schema, then JSON.stringify
//   fast-json-stringify      the schema compiled once to JSON Schema (what the server does)
// Figures are microseconds per reply (median of BENCH_RONDAS rounds of ~200 ms each).
// Run with tsx: it imports the zod schemas of packages/domain as the server does.
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { respuesta, respuestaLista } from '@worknet/domain/http';
import { usuarioSesion } from '@worknet/domain/auth';
import { filaNomina } from '@worknet/domain/rrhh/nomina-esquemas';
import { esquemaDeCable } from '../src/platform/http/serializacion';
import { iniciarServidor, iniciarSesion, obtener } from './servidor.mjs';

const RONDAS = Number(process.env.BENCH_RONDAS ?? 15);

function medir(nombre: string, escribir: () => string) {
  for (let i = 0; i < 2_000; i++) escribir(); // warm the JIT
  const porRonda: number[] = [];
  for (let r = 0; r < RONDAS; r++) {
    let n = 0;
    const desde = process.hrtime.bigint();
    let hasta = desde;
    while (hasta - desde < 200_000_000n) {
      for (let i = 0; i < 50; i++) escribir();
      n += 50;
      hasta = process.hrtime.bigint();
    }
    porRonda.push(Number(hasta - desde) / 1_000 / n);
  }
  porRonda.sort((a, b) => a - b);
  return { nombre, us: porRonda[Math.floor(porRonda.length / 2)]! };
}

function comparar(titulo: string, esquema: z.ZodType, cable: unknown) {
  // The server's handler holds Dates, not strings: decode the wire reply back into that.
  const datos = z.decode(esquema, cable as never);
  const fjs = fastJson(esquemaDeCable(esquema) as Parameters<typeof fastJson>[0]);
  if (fjs(datos) !== JSON.stringify(z.encode(esquema, datos))) throw new Error(`${titulo}: fast-json-stringify y zod no escriben lo mismo`);
  const filas = [
    medir('JSON.stringify (sin esquema)', () => JSON.stringify(datos)),
    medir('zod (z.encode) + JSON.stringify', () => JSON.stringify(z.encode(esquema, datos))),
    medir('fast-json-stringify (el servidor)', () => fjs(datos)),
  ];
  console.log(`\n${titulo} (${JSON.stringify(cable).length.toLocaleString('es-AR')} bytes)`);
  const base = filas[0]!.us;
  for (const f of filas) console.log(`  ${f.nombre.padEnd(36)} ${f.us.toFixed(1).padStart(7)} µs/respuesta  (${((100 * f.us) / base).toFixed(0)} %)`);
}

const servidor = await iniciarServidor();
try {
  const token = await iniciarSesion(servidor.url, 'admin', 'worknet123');
  const auth = { authorization: `Bearer ${token}` };
  comparar('GET /api/v1/get_user', respuesta(usuarioSesion), await obtener(`${servidor.url}/api/v1/get_user`, auth));
  const r = await fetch(`${servidor.url}/api/v1/rrhh/persona_nomina?limit=50&sortBy=apellido_nombre`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: '{}',
  });
  const pagina = await r.json();
  if (!r.ok) throw new Error(`persona_nomina respondió ${r.status}: ${JSON.stringify(pagina)}`);
  comparar(`POST /api/v1/rrhh/persona_nomina, página de ${pagina.data.length} filas`, respuestaLista(filaNomina), pagina);
  console.log(`\n  Node ${process.version}, ${new Date().toISOString()}`);
} finally {
  await servidor.detener();
}
