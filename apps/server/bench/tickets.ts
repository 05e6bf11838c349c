// Tickets (issue 41). Alone: cd apps/server && npx tsx bench/tickets.ts (BENCH_TICKETS, default 100,000)
//  1. An agent's queue page of 50 with filters (estado, prioridad, vencidos), p95 of 30 calls.
//  2. The SLA warning job over BENCH_ABIERTOS (5,000) open tickets past 75 % of their target and
//     due, owned by BENCH_AGENTES (21) agents or nobody (then the head hears).
//  3. The report of the service for a year.
// Through inject() (no socket). PGlite; PostgreSQL with BENCH_DATABASE_URL (a scratch database).
import { performance } from 'node:perf_hooks';
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../src/modules/auth/login.service';
import { avisarPlazos } from '../src/modules/tickets/tickets-trabajos';
import { edificio, sector, usuario, usuarioSector } from '../src/platform/identidad/identidad.table';
import { authAsignacion, authItem } from '../src/platform/rbac/rbac.table';
import * as reloj from '@worknet/domain/reloj';
import { appEnProceso, percentil } from './app-en-proceso';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const ABIERTOS = Math.min(TICKETS, Number(process.env.BENCH_ABIERTOS ?? 5_000));
const VECES = 30;
const AGENTES = Number(process.env.BENCH_AGENTES ?? 21);
const PASSWORD = 'worknet123';

const { app, db, database, cerrar } = await appEnProceso('tickets', process.env.BENCH_DATABASE_URL);
console.log(`base: ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${TICKETS} tickets`);
await app.ready();

const t0 = performance.now();
const [ed] = await db.insert(edificio).values({ nombre: 'Bench' }).returning({ id: edificio.id });
const [sec] = await db.insert(sector).values({ nombre: 'Sistemas', raiz_id: ed!.id }).returning({ id: sector.id });
const [u] = await db
  .insert(usuario)
  .values({ username: 'agente', nombre_completo: 'Agente', password_hash: await hashPassword(PASSWORD), activo: true })
  .returning({ id: usuario.id });
const items = await db
  .select()
  .from(authItem)
  .where(inArray(authItem.nombre, ['Agente de servicio', 'tickets.reporte.ver']));
await db.insert(authAsignacion).values(items.map((i) => ({ usuario_id: u!.id, item_id: i.id })));
await db.insert(usuarioSector).values({ usuario_id: u!.id, sector_id: sec!.id });
// Twenty more agents of the sector (the tickets' owners besides the bench's user): the SLA job
// writes one message per recipient and threshold, so how many there are is what it costs.
const [{ ids: otros } = { ids: [] as number[] }] = (
  await db.execute(sql`with n as (
    insert into usuario (username, nombre_completo, password_hash, activo)
    select 'agente' || g, 'Agente ' || g, ${await hashPassword(PASSWORD)}, true from generate_series(2, ${AGENTES}::int) g returning id)
    select array_agg(id order by id) as ids from n`)
).rows as { ids: number[] }[];
const duenos = [u!.id, ...otros.map(Number)];
await db.execute(sql`insert into usuario_sector (usuario_id, sector_id) select unnest(${sql.param(otros.map(Number))}::integer[]), ${sec!.id}`);
await db.execute(sql`insert into ticket_servicio (nombre, sector_id, jefe_id, todo_el_dia) values ('Sistemas', ${sec!.id}, ${u!.id}, true)`);
await db.execute(sql`insert into ticket_servicio_agente (servicio_id, sector_id) select id, ${sec!.id} from ticket_servicio`);
await db.execute(
  sql`insert into ticket_categoria (servicio_id, nombre) select s.id, 'Categoría ' || g from ticket_servicio s cross join generate_series(1, 8) g`,
);
// A year of tickets; the last ABIERTOS are open and past 75 % of their target, the rest resolved and closed.
await db.execute(sql`
  insert into ticket (servicio_id, categoria_id, prioridad, asunto, descripcion, estado, solicitante_id, asignado_id,
    objetivo_primera_min, objetivo_resolucion_min, vence_primera_respuesta, vence_resolucion, alerta_resolucion,
    primera_respuesta_en, primera_respuesta_habiles, resuelto_en, resolucion_habiles, cerrado_en, puntaje, calificado_en, created_at)
  select s.id, (select min(id) from ticket_categoria) + g % 8, (array['baja','media','alta','urgente'])[1 + g % 4], 'Ticket ' || g, 'Bench',
    case when g > ${TICKETS - ABIERTOS}::int then 'en_curso' else 'cerrado' end, ${u!.id}::int, case when g % 3 = 0 then null else (${sql.param(duenos)}::integer[])[1 + g % ${duenos.length}::int] end,
    60, 240, c + interval '60 minutes', c + interval '240 minutes', c + interval '180 minutes',
    c + interval '30 minutes', 30, case when g > ${TICKETS - ABIERTOS}::int then null else c + (g % 400) * interval '1 minute' end, g % 400,
    case when g > ${TICKETS - ABIERTOS}::int then null else c + interval '3 days' end, 1 + g % 5, c + interval '1 day', c
  from ticket_servicio s cross join generate_series(1, ${TICKETS}::int) g
  cross join lateral (select now() - interval '365 days' + (g::float / ${TICKETS}::int::int) * interval '364 days' - case when g > ${TICKETS - ABIERTOS}::int then interval '1 day' else interval '0' end as c) x`);
await db.execute(sql`analyze`);
// The steady state of a live table: PostgreSQL's autovacuum runs after this many inserts and sets
// the visibility map the queue's count reads by index only (PGlite has no autovacuum: done here).
await db.execute(sql`vacuum ticket`);
console.log(`datos: ${Math.round(performance.now() - t0)} ms`);

const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: 'agente', password: PASSWORD } });
const headers = { authorization: `Bearer ${login.json().token as string}` };
const medir = async (url: string) => {
  const ms: number[] = [];
  for (let i = 0; i < VECES; i++) {
    const a = performance.now();
    const r = await app.inject({ method: 'GET', url, headers });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    ms.push(performance.now() - a);
  }
  return `p50 ${percentil(ms, 50).toFixed(1)} ms, p95 ${percentil(ms, 95).toFixed(1)} ms`;
};
console.log(`cola (50, sin filtros): ${await medir('/api/v1/tickets?vista=cola&limit=50')}`);
console.log(`cola (50, en curso, urgente, vencidos): ${await medir('/api/v1/tickets?vista=cola&limit=50&estado=en_curso&prioridad=urgente&vencidos=true')}`);
console.log(`cola (50, sin asignar, por vencimiento): ${await medir('/api/v1/tickets?vista=cola&limit=50&asignado=ninguno&sortBy=vence_resolucion')}`);
const a = performance.now();
const r = await avisarPlazos(app.ctx);
console.log(`trabajo de plazos sobre ${ABIERTOS} abiertos: ${Math.round(performance.now() - a)} ms (${r.avisos} avisos en ${r.mensajes} mensajes)`);
const [s] = (await db.execute(sql`select id from ticket_servicio limit 1`)).rows as { id: number }[];
const hasta = reloj.hoy();
const desde = `${Number(hasta.slice(0, 4)) - 1}${hasta.slice(4)}`;
console.log(`reporte de un año: ${await medir(`/api/v1/tickets/reportes?servicio=${s!.id}&desde=${desde}&hasta=${hasta}`)}`);
await cerrar();
