// npm run bench (part 3): the payroll roster (issue 7) with 20,000 personas.
// The server is started once so it migrates and seeds the demo; then, with the
// server stopped, bench/generar-personas.mjs adds personas with their employment
// history straight into its database until the roster has BENCH_PERSONAS (20,000),
// and the server is started again on it for the measurements:
//   1. POST persona_nomina?limit=50&sortBy=…: a page of 50 with three filters
//      (sector and contract type «es uno de», age «entre»), varied between
//      requests, with a sort;
//   2. POST count_persona_nomina with the same filters;
//   both one client at a time (the answer time a person sees) and BENCH_CLIENTES
//   (10) concurrent clients; target p95 < 50 ms with 10 clients;
//   3. POST reporte_nomina without filters: every row and column as xlsx, time to
//      the last byte (target < 5 s) and the growth of the server's resident memory
//      (RSS sampled every 100 ms; target < 200 MB); the file is read back.
//   4. EXPLAIN ANALYZE of the roster's queries as the server really ran them
//      (recorded by bench/registro-consultas.mjs), slowest first.
// On the embedded database (PGlite) always; on PostgreSQL too when
// BENCH_DATABASE_URL points to a server where the role may create databases (a
// scratch database is created and dropped), e.g.
//   BENCH_DATABASE_URL=postgres://worknet_ci:worknet_ci@127.0.0.1:5432/postgres
// BENCH_PERSONAS, BENCH_CLIENTES, BENCH_PEDIDOS (requests per measurement) and
// BENCH_SEGUNDOS (cap per measurement) change the volume; BENCH_PLANES=0 skips
// the plans. Exits 1 when a request failed or the file is not what was asked.
import { readFileSync, rmSync, statSync, createWriteStream, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { generarPersonas } from './generar-personas.mjs';
import { cumple, enCadaBase, imprimirPlan, medirClientes, pedirHttp, planesDe, resumir, servidorRegistrando } from './comun.mjs';
import { iniciarServidor, iniciarSesion } from './servidor.mjs';

const PERSONAS = Number(process.env.BENCH_PERSONAS ?? 20_000);
const CLIENTES = Number(process.env.BENCH_CLIENTES ?? 10);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 400);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 20);
const PLANES = process.env.BENCH_PLANES !== '0';
const OBJETIVO_P95 = 50;
const OBJETIVO_EXPORTACION_S = 5;
const OBJETIVO_MEMORIA_MB = 200;

const esperar = (ms) => new Promise((r) => setTimeout(r, ms));
let fallas = 0;
const esCuenta = (q) => /^\s*select count\(\*\)[^,]* from/i.test(q);

// ---------------------------------------------------------------- helpers

/** The server process: our child running dist/main.js. */
function pidDelServidor() {
  const salida = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  const linea = salida.split('\n').find((l) => l.includes('dist/main.js'));
  if (!linea) throw new Error(`No encuentro el proceso del servidor entre:\n${salida}`);
  return Number(linea.trim().split(/\s+/)[0]);
}

/** Resident memory of a process, in MB. */
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (m) return Number(m[1]) / 1024;
  } catch {
    // not Linux: ps below
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

async function post(url, headers, cuerpo) {
  const { status, texto } = await pedirHttp(url, { method: 'POST', headers, body: cuerpo });
  if (status !== 200) {
    fallas++;
    throw new Error(`POST ${url}: ${status} ${texto.slice(0, 500)}`);
  }
  return JSON.parse(texto);
}

/** The i-th set of filters: two sectors, some contract types, an age range; and a sort. */
function filtros(i, { sectores, contratos }) {
  const s = sectores.length;
  const sector = [sectores[i % s], sectores[(i * 7 + 3) % s]];
  if (sector[0] === sector[1]) sector[1] = sectores[(i + 1) % s];
  const contrato = contratos.filter((_, k) => (k + i) % 3 !== 0);
  const desde = 25 + (i % 11);
  return {
    request: [
      { atributo: 'sector_id', condicion: 'es_uno_de', valor: sector },
      { atributo: 'contrato_tipo_id', condicion: 'es_uno_de', valor: contrato.length ? contrato : contratos },
      { atributo: 'edad', condicion: 'entre', valor: [desde, desde + 15 + (i % 3) * 5] },
    ],
    advanced_filter: [],
  };
}
const ORDENES = ['sector', 'fecha_alta', 'apellido_nombre', 'edad'];
const consulta = (i) => `limit=50&sortBy=${ORDENES[i % ORDENES.length]}&descending=${i % 2 === 1}`;

// ---------------------------------------------------------------- one database

async function medir(base) {
  console.log(`\n=== ${base.nombre} ===`);
  const resultado = { base: base.nombre };

  // 1. Migrations and the demo, by the server itself.
  let t0 = performance.now();
  let servidor = await iniciarServidor({ env: base.env });
  await servidor.detener();
  console.log(`Servidor iniciado una vez (migraciones y demo): ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // 2. The personas, straight into the database.
  t0 = performance.now();
  let db = await base.abrir();
  const [{ n: demo }] = (await db.query('select count(*)::int as n from persona where deleted_at is null')).rows;
  const catalogo = await generarPersonas(db, { cantidad: Math.max(0, PERSONAS - demo) });
  const [{ n: personas }] = (await db.query('select count(*)::int as n from persona where deleted_at is null')).rows;
  const [{ n: laborales }] = (await db.query('select count(*)::int as n from persona_laboral where deleted_at is null')).rows;
  await db.cerrar();
  resultado.personas = personas;
  console.log(
    `Nómina: ${personas} personas (${demo} de la demo + ${catalogo.personas} generadas) con ${laborales} registros laborales, ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  // 3. The server again, on that database, recording the SQL it runs.
  const registrando = await servidorRegistrando(base.env);
  const { registro } = registrando;
  servidor = registrando.servidor;
  try {
    const pid = pidDelServidor();
    const token = await iniciarSesion(servidor.url, 'admin', 'worknet123');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const api = `${servidor.url}/api/v1/rrhh`;

    const medirLlamada = async (nombre, clave, pedido) => {
      resultado[clave] = await medirClientes({
        nombre,
        pedido,
        clientes: [1, CLIENTES],
        pedidos: PEDIDOS,
        segundos: SEGUNDOS,
        objetivoP95: OBJETIVO_P95,
        objetivoCon: [CLIENTES],
      });
    };

    let filasVistas = 0;
    await medirLlamada('POST persona_nomina?limit=50&sortBy=<sector|fecha_alta|apellido_nombre|edad> (3 filtros)', 'pagina', async (i) => {
      const r = await post(`${api}/persona_nomina?${consulta(i)}`, headers, filtros(i, catalogo));
      if (!Array.isArray(r.data) || typeof r.total !== 'number' || r.data.length > 50)
        throw new Error(`persona_nomina: respuesta inesperada ${JSON.stringify(r).slice(0, 300)}`);
      filasVistas += r.data.length;
    });
    if (filasVistas === 0) throw new Error('persona_nomina no devolvió filas con ningún filtro: el benchmark no mide nada.');
    await medirLlamada('POST count_persona_nomina (los mismos filtros)', 'cuenta', async (i) => {
      const r = await post(`${api}/count_persona_nomina`, headers, filtros(i, catalogo));
      if (typeof r.total !== 'number') throw new Error(`count_persona_nomina: respuesta inesperada ${JSON.stringify(r).slice(0, 300)}`);
    });

    // Export: twice (the first one also grows the caches); memory of the first.
    resultado.exportacion = [];
    for (let vez = 1; vez <= 2; vez++) {
      await esperar(500);
      const antes = rssMb(pid);
      let pico = antes;
      const muestreo = setInterval(() => (pico = Math.max(pico, rssMb(pid))), 100);
      const archivo = join(tmpdir(), `worknet-nomina-${process.pid}-${vez}.xlsx`);
      const inicio = performance.now();
      let primerByte = null;
      try {
        const r = await fetch(`${api}/reporte_nomina`, { method: 'POST', headers, body: JSON.stringify({ request: [], advanced_filter: [] }) });
        if (!r.ok) {
          fallas++;
          throw new Error(`reporte_nomina: ${r.status} ${await r.text()}`);
        }
        const cuerpo = Readable.fromWeb(r.body);
        cuerpo.once('data', () => (primerByte = performance.now() - inicio));
        await pipeline(cuerpo, createWriteStream(archivo));
      } finally {
        clearInterval(muestreo);
      }
      const total = performance.now() - inicio;
      pico = Math.max(pico, rssMb(pid));
      const bytes = statSync(archivo).size;
      // Read back, streaming: header + one row per persona.
      let filasXlsx = 0;
      let columnas = 0;
      for await (const hoja of new ExcelJS.stream.xlsx.WorkbookReader(archivo, { worksheets: 'emit', sharedStrings: 'cache' })) {
        for await (const fila of hoja) {
          filasXlsx++;
          if (filasXlsx === 1) columnas = fila.cellCount;
        }
      }
      rmSync(archivo, { force: true });
      const e = {
        vez,
        segundos: total / 1000,
        primerByteMs: primerByte,
        bytes,
        filasXlsx,
        columnas,
        rssAntesMb: antes,
        rssPicoMb: pico,
        crecimientoMb: pico - antes,
      };
      resultado.exportacion.push(e);
      console.log(`\nPOST reporte_nomina sin filtros, todas las columnas (${vez === 1 ? 'primera' : 'segunda'} vez)`);
      console.log(
        `  hasta el último byte: ${e.segundos.toFixed(2)} s   primer byte: ${primerByte?.toFixed(0)} ms   archivo: ${(bytes / 1024 / 1024).toFixed(2)} MB, ${filasXlsx} filas × ${columnas} columnas`,
      );
      console.log(`  memoria del servidor (RSS): ${antes.toFixed(0)} MB antes, ${pico.toFixed(0)} MB de pico: +${e.crecimientoMb.toFixed(0)} MB`);
      console.log(
        `  objetivo < ${OBJETIVO_EXPORTACION_S} s: ${cumple(e.segundos < OBJETIVO_EXPORTACION_S)}   objetivo memoria < +${OBJETIVO_MEMORIA_MB} MB: ${cumple(e.crecimientoMb < OBJETIVO_MEMORIA_MB)}`,
      );
      if (filasXlsx !== personas + 1) {
        fallas++;
        console.error(`  ERROR: el archivo tiene ${filasXlsx} filas; se esperaban ${personas + 1} (encabezado + ${personas}).`);
      }
    }
  } finally {
    await servidor.detener();
  }

  // 4. Plans of the roster's queries as the server ran them (slowest first).
  if (PLANES && existsSync(registro)) {
    const consultas = JSON.parse(readFileSync(registro, 'utf8')).filter((c) => /nomina_fila/.test(c.sql) && /^\s*(select|with)/i.test(c.sql));
    db = await base.abrir();
    try {
      const planes = await planesDe(db, consultas);
      console.log(`\nConsultas de la nómina que corrió el servidor (${planes.length} distintas), por tiempo de EXPLAIN ANALYZE:`);
      for (const p of planes) {
        const que = esCuenta(p.sql) ? 'cuenta' : 'filas';
        const orden = que === 'filas' ? (/.*order by (.+?) limit/s.exec(p.sql)?.[1].replace(/\s+/g, ' ').slice(0, 80) ?? '') : '';
        console.log(
          `  ${p.ms.toFixed(1)} ms  ${que}${orden ? `, order by ${orden}` : ''}; ${p.veces} veces en el servidor (media ${(p.totalMs / p.veces).toFixed(1)} ms con las esperas), parámetros ${resumir(p.params)}`,
        );
      }
      const mostrar = [planes.find((p) => !esCuenta(p.sql)), planes.find((p) => esCuenta(p.sql))].filter(Boolean);
      for (const p of mostrar) imprimirPlan(`${p.ms.toFixed(1)} ms`, p);
    } finally {
      await db.cerrar();
    }
  }
  registrando.borrarRegistro();
  return resultado;
}

// ---------------------------------------------------------------- run

const resultados = await enCadaBase('nomina', medir);

console.log(`\nResumen (p95 con 1 y con ${CLIENTES} clientes; exportación: primera vez)`);
for (const r of resultados) {
  const [p1, p] = [r.pagina[0], r.pagina.at(-1)];
  const [c1, c] = [r.cuenta[0], r.cuenta.at(-1)];
  const e = r.exportacion[0];
  console.log(
    `  ${r.base}: página ${p1.p95.toFixed(1)} / ${p.p95.toFixed(1)} ms (${cumple(p.p95 < OBJETIVO_P95)}), cuenta ${c1.p95.toFixed(1)} / ${c.p95.toFixed(1)} ms (${cumple(c.p95 < OBJETIVO_P95)}), ` +
      `xlsx ${e.segundos.toFixed(2)} s (${cumple(e.segundos < OBJETIVO_EXPORTACION_S)}), +${e.crecimientoMb.toFixed(0)} MB (${cumple(e.crecimientoMb < OBJETIVO_MEMORIA_MB)})`,
  );
}
console.log(`  Node ${process.version}, ${new Date().toISOString()}`);
if (fallas) {
  console.error(`\n${fallas} solicitudes o comprobaciones fallaron.`);
  process.exit(1);
}
