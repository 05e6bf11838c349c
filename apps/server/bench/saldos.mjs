// Vacation balances (issue 19): what one person's leave screens cost when the LCT engine runs
// over a long history. The server is started once so it migrates and seeds the demo; then,
// with the server stopped, one persona is added straight into its database with
// BENCH_EMPLEOS (10) employments since 1990 (leaving and re-entering) and BENCH_NOVEDADES
// (200) events in force (one in five vacations naming a period, the rest of every other type,
// unpaid ones included, so art. 152 has days to subtract). The server is started again and,
// with one client (the answer time a person sees), measures:
//   1. GET get_days_vacaciones_disponibles_availables_all_periodos/{persona} (every period
//      since 1990: ~37 years of working days and holidays) — target p95 < 50 ms;
//   2. GET view_page_licencia_persona/{persona} (the same plus the last 100 events) — p95 < 50 ms;
//   3. GET get_resumen_by_periodo/2025/{persona} — p95 < 50 ms;
//   4. GET antiguedad_persona/{persona}?periodo=2025 — p95 < 50 ms.
// Each answer is checked against the expected number of periods. Embedded database (PGlite).
// BENCH_PEDIDOS (requests per measurement) and BENCH_SEGUNDOS (cap) change the volume.
// Run: npm run build -w apps/server && node apps/server/bench/saldos.mjs
import { carga, cumple, embebida, medirClientes, pedirHttp } from './comun.mjs';
import { iniciarServidor, iniciarSesion } from './servidor.mjs';

const EMPLEOS = Number(process.env.BENCH_EMPLEOS ?? 10);
const NOVEDADES = Number(process.env.BENCH_NOVEDADES ?? 200);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 200);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 15);
const OBJETIVO_P95 = 50;
const INICIO = 1990;

let fallas = 0;

const MS_DIA = 86_400_000;
const dia = (n) => new Date(Date.UTC(INICIO, 0, 1) + n * MS_DIA).toISOString().slice(0, 10);

function cuilDe(dni) {
  const base = `20${dni}`;
  const pesos = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const suma = [...base].reduce((s, c, i) => s + Number(c) * pesos[i], 0);
  const dv = 11 - (suma % 11);
  return dv === 10 ? null : `20-${dni}-${dv === 11 ? 0 : dv}`;
}

/** The persona, its employments and its events, inserted straight into the database. */
async function generar(db) {
  const uno = async (q, p) => (await db.query(q, p)).rows[0];
  const { id: admin } = await uno(`select id from usuario where username = 'admin'`);
  const { id: sector } = await uno(`select min(id) as id from sector where deleted_at is null`);
  const { id: contrato } = await uno(`select min(id) as id from rrhh_contrato_tipo where deleted_at is null`);
  let dni = 91_000_000;
  let cuil = cuilDe(dni);
  while (!cuil) cuil = cuilDe(++dni);
  const { id: personaId } = await uno(
    `insert into persona (apellido, nombres, sexo, fecha_nacimiento, dni, cuil, legajo)
     values ('Benchmark', 'Saldos', 'F', '1968-05-10', $1, $2, 'BENCH-SALDOS') returning id`,
    [String(dni), cuil],
  );
  // Employments of ~3 years and 4 months each, a gap of ~2 months between them; the last one open.
  const tramo = Math.floor(((2026 - INICIO) * 365) / EMPLEOS);
  for (let i = 0; i < EMPLEOS; i++) {
    const alta = dia(i * tramo);
    const baja = i === EMPLEOS - 1 ? null : dia((i + 1) * tramo - 60);
    await db.query(`insert into persona_laboral (persona_id, sector_id, contrato_tipo_id, fecha_alta, fecha_baja) values ($1, $2, $3, $4, $5)`, [
      personaId,
      sector,
      contrato,
      alta,
      baja,
    ]);
  }
  const tipos = (await db.query(`select id, codigo from rrhh_tipo_novedad where deleted_at is null order by id`)).rows;
  const vac = tipos.find((t) => t.codigo === 'VAC').id;
  const otros = tipos.filter((t) => t.codigo !== 'VAC').map((t) => t.id);
  // One event every ~60 days, 1 to 10 days long, never overlapping.
  const paso = Math.floor(((2026 - INICIO) * 365) / NOVEDADES);
  for (let k = 0; k < NOVEDADES; k++) {
    const largo = 1 + (k % 10);
    const desde = dia(k * paso + 3);
    const hasta = dia(k * paso + 3 + largo - 1);
    const esVac = k % 5 === 0;
    await db.query(
      `insert into novedad_personal (persona_id, tipo_id, desde, hasta, dias, periodo, estado, creado_por) values ($1, $2, $3, $4, $5, $6, 'aprobada', $7)`,
      [personaId, esVac ? vac : otros[k % otros.length], desde, hasta, largo, esVac ? Math.max(INICIO, Number(desde.slice(0, 4)) - 1) : null, admin],
    );
  }
  return personaId;
}

const base = await embebida('saldos');
try {
  const primero = await iniciarServidor({ env: base.env });
  await primero.detener();
  const db = await base.abrir();
  const personaId = await generar(db);
  await db.cerrar();
  console.log(`Persona ${personaId}: ${EMPLEOS} empleos desde ${INICIO}, ${NOVEDADES} novedades en vigor (${carga()})`);

  const servidor = await iniciarServidor({ env: base.env });
  try {
    const token = await iniciarSesion(servidor.url, 'admin', 'worknet123');
    const headers = { authorization: `Bearer ${token}` };
    const anioActual = Number(new Date().toISOString().slice(0, 4));
    const periodos = anioActual - INICIO + 1;
    const medir = async (nombre, url, comprobar) => {
      await medirClientes({
        nombre,
        clientes: [1],
        pedidos: PEDIDOS,
        segundos: SEGUNDOS,
        objetivoP95: OBJETIVO_P95,
        objetivoCon: [1],
        pedido: async () => {
          const r = await pedirHttp(`${servidor.url}${url}`, { headers });
          const problema = r.status === 200 ? comprobar(JSON.parse(r.texto).data) : `respondió ${r.status}: ${r.texto.slice(0, 200)}`;
          if (problema) {
            fallas++;
            if (fallas < 5) console.error(`${nombre}: ${problema}`);
          }
        },
      });
    };
    const R = '/api/v1/rrhh';
    await medir('Saldos de todos los períodos', `${R}/get_days_vacaciones_disponibles_availables_all_periodos/${personaId}`, (d) =>
      d.length === periodos ? null : `${d.length} períodos en vez de ${periodos}`,
    );
    await medir('Página de licencias de la persona', `${R}/view_page_licencia_persona/${personaId}`, (d) =>
      d.saldos.length === periodos && d.novedades.length === Math.min(100, NOVEDADES) ? null : `${d.saldos.length} saldos, ${d.novedades.length} novedades`,
    );
    await medir('Resumen del período 2025', `${R}/get_resumen_by_periodo/2025/${personaId}`, (d) =>
      d.periodo === 2025 && d.dias_habiles > 240 ? null : JSON.stringify(d).slice(0, 200),
    );
    await medir('Antigüedad al 31/12/2025', `${R}/antiguedad_persona/${personaId}?periodo=2025`, (d) => (d.anios >= 30 ? null : JSON.stringify(d)));
  } finally {
    await servidor.detener();
  }
} finally {
  await base.borrar();
}
console.log(`\nPedidos fallidos: ${fallas} (${cumple(fallas === 0)})`);
process.exit(fallas ? 1 : 0);
