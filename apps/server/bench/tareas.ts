// Tasks (issue 22), in `npm run bench`. Alone: cd apps/server && npx tsx bench/tareas.ts
// A year of a group's tasks: BENCH_SECTORES (20) sectors with 10 locations each, every location
// with four tasks a day (292,000 tasks, with their assignment and history); the last two days'
// tasks partly open, everything older done (60 sectors: 876,000 tasks).
//  1. «Tareas de hoy» (GET tareas?dia=) and «Mis tareas» (GET tareas, first page) of an employee.
//  2. A sector head's report of the last 30 days and the administrator's of the year, and its xlsx.
//  3. The scheduler's run that creates the next 48 h of BENCH_PROGRAMADAS (300) hourly templates.
// Through inject() (no socket): what is measured is the route, the SQL and the serialisation.
// PGlite; PostgreSQL instead with BENCH_DATABASE_URL (a scratch database, dropped after):
//   BENCH_DATABASE_URL=postgres://worknet_ci:worknet_ci@127.0.0.1:5432/postgres npx tsx bench/tareas.ts
import { performance } from 'node:perf_hooks';
import { inArray, sql } from 'drizzle-orm';
import { diaLocal } from '@worknet/domain/fichaje/reloj';
import { authAsignacion, authItem } from '../src/platform/rbac/rbac.table';
import { edificio, sector, usuario, usuarioSector } from '../src/platform/identidad/identidad.table';
import { hashPassword } from '../src/modules/auth/login.service';
import { generarTareasProgramadas } from '../src/modules/tareas/tareas-programadas';
import { tareaProgramada } from '../src/modules/tareas/tareas.table';
import { appEnProceso, percentil } from './app-en-proceso';

const SECTORES = Number(process.env.BENCH_SECTORES ?? 20);
const PROGRAMADAS = Number(process.env.BENCH_PROGRAMADAS ?? 300);
const VECES = 30;
const PASSWORD = 'worknet123';

const { app, db, database, cerrar } = await appEnProceso('tareas', process.env.BENCH_DATABASE_URL);
console.log(`base: ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
await app.ready();

// ---- Data ----
const t0 = performance.now();
const [ed] = await db.insert(edificio).values({ nombre: 'Bench' }).returning({ id: edificio.id });
const sectores = await db
  .insert(sector)
  .values(Array.from({ length: SECTORES }, (_, i) => ({ nombre: `Sector ${i}`, raiz_id: ed!.id })))
  .returning({ id: sector.id });
const hash = await hashPassword(PASSWORD);
async function persona(username: string, rol: string, sectorId: number | null) {
  const [u] = await db.insert(usuario).values({ username, nombre_completo: username, password_hash: hash, activo: true }).returning({ id: usuario.id });
  const [item] = await db
    .select()
    .from(authItem)
    .where(inArray(authItem.nombre, [rol]));
  await db.insert(authAsignacion).values({ usuario_id: u!.id, item_id: item!.id });
  if (sectorId) await db.insert(usuarioSector).values({ usuario_id: u!.id, sector_id: sectorId });
  return u!.id;
}
const s0 = sectores[0]!.id;
const empleadoId = await persona('empleada', 'Empleado', s0);
await persona('jefe', 'Referente de área', s0);
await persona('administra', 'Administrador', null);
await db.execute(sql`insert into tarea_tipo (nombre, sector_id, color) select 'Tipo ' || g, null, '#52C41A' from generate_series(1, 10) g`);
await db.execute(
  sql`insert into ubicacion (nombre, sector_id) select 'Lugar ' || s.id || '-' || g, s.id from sector s cross join generate_series(1, 10) g where s.raiz_id = ${ed!.id}`,
);
// Four tasks a day at each location over the last 365 days: done (with their «hecha» event by the
// employee), except one in ten of the last two days', still open.
await db.execute(sql`
  insert into tarea (titulo, tipo_id, sector_id, ubicacion_id, prioridad, vence_at, estado, created_at)
  select 'Tarea ' || u.id || ' ' || d || ' ' || h, (select min(id) from tarea_tipo) + (u.id + h) % 10, u.sector_id, u.id, 'media',
         date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => 6 + h * 4),
         case when d < 2 and (u.id + d + h) % 10 = 0 then 'pendiente' else 'hecha' end,
         date_trunc('day', now()) - make_interval(days => d + 1)
  from ubicacion u cross join generate_series(0, 364) d cross join generate_series(0, 3) h`);
await db.execute(sql`insert into tarea_asignado (tarea_id, sector_id) select id, sector_id from tarea`);
await db.execute(sql`insert into tarea_evento (tarea_id, estado, created_at) select id, 'pendiente', created_at from tarea`);
await db.execute(
  sql`insert into tarea_evento (tarea_id, estado, autor_id, created_at) select id, 'hecha', ${empleadoId}, vence_at - interval '20 minutes' from tarea where estado = 'hecha'`,
);
await db.execute(sql`analyze`);
const [{ n } = { n: 0 }] = (await db.execute(sql`select count(*)::int as n from tarea`)).rows as { n: number }[];
console.log(`datos: ${n} tareas en ${SECTORES * 10} lugares, en ${((performance.now() - t0) / 1000).toFixed(1)} s`);

// ---- Measures ----
async function login(username: string) {
  const r = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password: PASSWORD } });
  if (r.statusCode !== 200) throw new Error(`login ${username}: ${r.body}`);
  return { authorization: `Bearer ${r.json().token as string}` };
}
const pct = percentil;
async function medir(nombre: string, url: string, headers: Record<string, string>, veces = VECES) {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < veces + 2; i++) {
    const a = performance.now();
    const r = await app.inject({ method: 'GET', url, headers });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    if (i >= 2) ms.push(performance.now() - a); // two warm-ups
    bytes = r.rawPayload.length;
  }
  console.log(`${nombre}: p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms (${(bytes / 1024).toFixed(0)} kB)`);
}
const empleada = await login('empleada');
const jefe = await login('jefe');
const administra = await login('administra');
const hoy = diaLocal(Date.now());
await medir('Tareas de hoy (GET tareas?dia=, empleada)', `/api/v1/tareas?dia=${hoy}&limit=500`, empleada);
await medir('Mis tareas (GET tareas, primera página, empleada)', '/api/v1/tareas?limit=20', empleada);
await medir('Todas las tareas, búsqueda (GET admin/tareas?filter=)', '/api/v1/admin/tareas?filter=Lugar&limit=20', administra);
await medir('Reporte de 30 días (referente)', '/api/v1/reportes_tareas', jefe);
const haceUnAnio = diaLocal(Date.now() - 364 * 86_400_000);
await medir('Reporte del año (administración)', `/api/v1/reportes_tareas?desde=${haceUnAnio}&hasta=${hoy}`, administra, 10);
await medir('Reporte del año en xlsx (administración)', `/api/v1/reportes_tareas/xlsx?desde=${haceUnAnio}&hasta=${hoy}`, administra, 5);

// ---- The scheduler ----
const [{ tipo } = { tipo: 0 }] = (await db.execute(sql`select min(id)::int as tipo from tarea_tipo`)).rows as { tipo: number }[];
await db.insert(tareaProgramada).values(
  Array.from({ length: PROGRAMADAS }, (_, i) => ({
    titulo: `Programada ${i}`,
    tipo_id: tipo,
    sector_ids: [sectores[i % SECTORES]!.id],
    recurrencia: { frecuencia: 'horas' as const, cada: 1, desde: hoy, horas: ['00:00'] },
  })),
);
const g0 = performance.now();
const creadas = await generarTareasProgramadas(db);
const g1 = performance.now();
const otraVez = await generarTareasProgramadas(db);
console.log(
  `tareas_programadas: ${PROGRAMADAS} programadas cada hora → ${creadas} tareas en ${((g1 - g0) / 1000).toFixed(1)} s; la corrida siguiente agrega ${otraVez} en ${((performance.now() - g1) / 1000).toFixed(1)} s`,
);
await cerrar();
