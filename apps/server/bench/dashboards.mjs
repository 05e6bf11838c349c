// npm run bench: the HR dashboards (issue 23) over 20,000 personas.
// The server is started once so it migrates and seeds the demo; then, with the server
// stopped, bench/generar-personas.mjs adds personas with their employment history, and
// this file adds, set-based, what the other dashboards read: a child for one persona in
// ten (ages 0 to 4 years), a matrícula for one in three and a course for one in four
// (expiring from 100 days ago to a year ahead) and three approved novedades for one in
// two over the last year. Then, on the server started again:
//   1. each of the twelve dashboards with the default filter (GET, one client): p95,
//      target < 100 ms;
//   2. the list behind a slice (dashboard_persona_nomina, the largest sector, page of 25);
//   3. the whole screen: the twelve in parallel, the time until the last one answers:
//      p95, target < 500 ms.
// On PGlite always; on PostgreSQL too with BENCH_DATABASE_URL (see nomina.mjs).
// BENCH_PERSONAS and BENCH_PEDIDOS change the volume. Exits 1 when a request failed.
import { generarPersonas } from './generar-personas.mjs';
import { cumple, enCadaBase, medirClientes, pedirHttp, percentil } from './comun.mjs';
import { iniciarServidor, iniciarSesion } from './servidor.mjs';

const PERSONAS = Number(process.env.BENCH_PERSONAS ?? 20_000);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 100);
const OBJETIVO_P95 = 100;
const OBJETIVO_PANTALLA = 500;
const TABLEROS = [
  'dashboard_persona_nomina',
  'dashboard_persona_nomina_sexo',
  'dashboard_persona_contrato',
  'dashboard_persona_matricula',
  'dashboard_persona_formacion',
  'dashboard_persona_sala_maternal',
  'dashboard_ingresos',
  'dashboard_egresos',
  'dashboard_persona_bajas_mes',
  'dashboard_persona_novedades',
  'dashboard_persona_novedades_mes',
  'dashboard_persona_ausentismo',
];
let fallas = 0;

async function get(url, headers) {
  const { status, texto } = await pedirHttp(url, { headers });
  if (status !== 200) {
    fallas++;
    throw new Error(`GET ${url}: ${status} ${texto.slice(0, 300)}`);
  }
  return JSON.parse(texto).data;
}

/** Children, matrículas, courses and novedades for the dashboards, one statement each. */
async function generarLegajos(db) {
  const uno = async (q) => (await db.query(q)).rows[0];
  const hijo = await uno(`select id from rrhh_familiar_tipo where value = 4 and deleted_at is null limit 1`);
  const matricula = await uno(`select id from rrhh_matricula_tipo where deleted_at is null order by id limit 1`);
  const admin = await uno(`select id from usuario where username = 'admin'`);
  if (!hijo || !matricula || !admin) throw new Error('Faltan el tipo de familiar hijo (4), un tipo de matrícula o el usuario admin en la demo.');
  await db.query(
    `insert into persona_familiar (persona_id, familiar_tipo_id, apellido, nombres, fecha_nacimiento)
     select id, $1, apellido, 'Hijo', current_date - (id * 37 % 1500) from persona where deleted_at is null and id % 10 = 0`,
    [hijo.id],
  );
  await db.query(
    `insert into persona_matricula (persona_id, matricula_tipo_id, numero, fecha_vencimiento)
     select id, $1, 'MP ' || id, current_date + (id * 13 % 465 - 100) from persona where deleted_at is null and id % 3 = 0`,
    [matricula.id],
  );
  await db.query(
    `insert into persona_formacion (persona_id, titulo, fecha_vencimiento)
     select id, 'Curso ' || (id % 7), current_date + (id * 11 % 465 - 100) from persona where deleted_at is null and id % 4 = 0`,
  );
  await db.query(
    `insert into novedad_personal (persona_id, tipo_id, desde, hasta, dias, estado, creado_por)
     select p.id, t.ids[1 + (p.id + k) % array_length(t.ids, 1)], current_date - (p.id * k * 13 % 365), current_date - (p.id * k * 13 % 365) + (p.id + k) % 5,
            1 + (p.id + k) % 5, 'aprobada', $1
     from persona p, generate_series(1, 3) k, (select array_agg(id order by id) as ids from rrhh_tipo_novedad where deleted_at is null) t
     where p.deleted_at is null and p.id % 2 = 0`,
    [admin.id],
  );
  await db.query('analyze');
  const cuenta = async (t) => (await uno(`select count(*)::int as n from ${t}`)).n;
  return {
    hijos: await cuenta('persona_familiar'),
    matriculas: await cuenta('persona_matricula'),
    formacion: await cuenta('persona_formacion'),
    novedades: await cuenta('novedad_personal'),
  };
}

async function medir(base) {
  console.log(`\n=== ${base.nombre} ===`);
  const resultado = { base: base.nombre, tableros: {} };
  let servidor = await iniciarServidor({ env: base.env });
  await servidor.detener();
  let t0 = performance.now();
  const db = await base.abrir();
  const [{ n: demo }] = (await db.query('select count(*)::int as n from persona where deleted_at is null')).rows;
  await generarPersonas(db, { cantidad: Math.max(0, PERSONAS - demo) });
  const legajos = await generarLegajos(db);
  const [{ n: personas }] = (await db.query('select count(*)::int as n from persona where deleted_at is null')).rows;
  await db.cerrar();
  console.log(
    `${personas} personas, ${legajos.hijos} familiares, ${legajos.matriculas} matrículas, ${legajos.formacion} cursos, ${legajos.novedades} novedades: ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  servidor = await iniciarServidor({ env: base.env });
  try {
    const token = await iniciarSesion(servidor.url, 'admin', 'worknet123');
    const headers = { authorization: `Bearer ${token}` };
    const api = `${servidor.url}/api/v1/rrhh`;

    for (const nombre of TABLEROS) {
      const d = await get(`${api}/${nombre}`, headers);
      console.log(`\n${nombre}: total ${d.total}, ${d.series.length} puntos${d.vacio ? ` (${d.vacio})` : ''}`);
      const [f] = await medirClientes({
        nombre: `GET ${nombre}`,
        pedido: () => get(`${api}/${nombre}`, headers),
        clientes: [1],
        pedidos: PEDIDOS,
        segundos: 30,
        objetivoP95: OBJETIVO_P95,
        objetivoCon: [1],
      });
      resultado.tableros[nombre] = f.p95;
    }

    const nomina = await get(`${api}/dashboard_persona_nomina`, headers);
    const mayor = nomina.series[0];
    const [porcion] = await medirClientes({
      nombre: `GET dashboard_persona_nomina?clave=<el sector más grande: ${mayor.valor} personas>&limit=25&skip=<0..>`,
      pedido: async (i) => {
        const d = await get(`${api}/dashboard_persona_nomina?clave=${mayor.clave}&limit=25&skip=${(i % 20) * 25}`, headers);
        if (d.personas.total !== mayor.valor) throw new Error(`La porción dice ${d.personas.total} personas y el gráfico ${mayor.valor}`);
      },
      clientes: [1],
      pedidos: PEDIDOS,
      segundos: 30,
      objetivoP95: OBJETIVO_P95,
      objetivoCon: [1],
    });
    resultado.porcion = porcion.p95;

    const tiempos = [];
    for (let i = 0; i < Math.max(10, Math.floor(PEDIDOS / 4)); i++) {
      const t = performance.now();
      await Promise.all(TABLEROS.map((n) => get(`${api}/${n}`, headers)));
      tiempos.push(performance.now() - t);
    }
    tiempos.sort((a, b) => a - b);
    resultado.pantalla = percentil(tiempos, 95);
    console.log(
      `\nLa pantalla entera (los 12 en paralelo, ${tiempos.length} veces): p50 ${percentil(tiempos, 50).toFixed(1)} ms   p95 ${resultado.pantalla.toFixed(1)} ms` +
        `   objetivo p95 < ${OBJETIVO_PANTALLA} ms: ${cumple(resultado.pantalla < OBJETIVO_PANTALLA)}`,
    );
  } finally {
    await servidor.detener();
  }
  return resultado;
}

const resultados = await enCadaBase('dashboards', medir);
console.log('\nResumen (p95, un cliente)');
for (const r of resultados) {
  console.log(`  ${r.base}:`);
  for (const [n, p95] of Object.entries(r.tableros)) console.log(`    ${n}: ${p95.toFixed(1)} ms (${cumple(p95 < OBJETIVO_P95)})`);
  console.log(`    porción de 25: ${r.porcion.toFixed(1)} ms (${cumple(r.porcion < OBJETIVO_P95)})`);
  console.log(`    pantalla entera: ${r.pantalla.toFixed(1)} ms (${cumple(r.pantalla < OBJETIVO_PANTALLA)})`);
}
console.log(`  Node ${process.version}, ${new Date().toISOString()}`);
if (fallas) {
  console.error(`${fallas} pedidos fallaron.`);
  process.exit(1);
}
