import { sql, type SQL } from 'drizzle-orm';
import { fechaIso } from '@worknet/domain/fechas';
import { ESTADOS_TAREA, type EstadoTarea, type Prioridad } from '@worknet/domain/tareas/esquemas';
import { DIAS_REPORTE_TAREAS_DEFECTO, MAX_DIAS_REPORTE_TAREAS, MAX_VENCIDAS_REPORTE, type ReporteTareasQuery } from '@worknet/domain/tareas/reportes';
import type { Db } from '../../platform/db/client';
import { enteros, filasDe } from '../../platform/db/sql';
import { datosInvalidos, prohibido } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { alcanceDe } from './tareas.acceso';
import * as reloj from '@worknet/domain/reloj';

// Task reports (issue 22 item 7): counts by sector, type and state over a period, overdue
// tasks, the median time to finish, the share done with proof of presence and what was finished
// today at each location, by whom and whether a scan proved it. One scan of the tasks answers the
// three groupings (GROUPING SETS); the median is percentile_cont in SQL (PGlite and PostgreSQL).
// Who sees what: tareas.tarea.administrar every sector (and the tasks without one); anybody else
// with tareas.reporte.ver the sectors where they run tasks (alcanceDe's `dirige`: their own and
// the ones they lead), or their own sectors when they assign nowhere.

/** Argentina's midnight of a day 'YYYY-MM-DD'. */
const medianoche = (dia: string) => sql`(${dia}::date::timestamp at time zone 'America/Argentina/Buenos_Aires')`;

/** 'YYYY-MM-DD' plus `n` days. */
export function sumarDias(dia: string, n: number): string {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The sectors the caller's report covers; null: every one (administrators). */
export async function sectoresDelReporte(db: Db, p: Principal): Promise<number[] | null> {
  const a = await alcanceDe(db, p);
  if (a.admin) return null;
  return a.dirige.length ? a.dirige : a.sectores;
}

export type Filtros = { desde: string; hasta: string; hoy: string; sector_id?: number; tipo_id?: number; estado?: EstadoTarea; sectores: number[] | null };

/** The filters with the period filled in (the last 30 days) and the caller's sectors; a sector outside them is refused. */
export async function filtrosDelReporte(db: Db, p: Principal, q: ReporteTareasQuery, ahora = reloj.ahora()): Promise<Filtros> {
  const hoy = fechaIso(ahora);
  const hasta = q.hasta ?? (q.desde && q.desde > hoy ? q.desde : hoy);
  const desde = q.desde ?? sumarDias(hasta, 1 - DIAS_REPORTE_TAREAS_DEFECTO);
  // The query's rule sees only the dates given; «desde» alone runs until today.
  if (sumarDias(desde, MAX_DIAS_REPORTE_TAREAS) <= hasta) throw datosInvalidos(`El período del reporte es de hasta ${MAX_DIAS_REPORTE_TAREAS} días.`);
  const sectores = await sectoresDelReporte(db, p);
  if (q.sector_id !== undefined && sectores !== null && !sectores.includes(q.sector_id)) {
    throw prohibido('Sólo puede ver los reportes de tareas de los sectores a su cargo.');
  }
  return { desde, hasta, hoy, sector_id: q.sector_id, tipo_id: q.tipo_id, estado: q.estado, sectores };
}

/** The caller's sectors, the chosen sector and type (no period, no state), on the task alias `t`. */
function alcance(f: Filtros, t: SQL = sql`t`): SQL {
  const c: SQL[] = [sql`true`];
  if (f.sectores !== null) c.push(sql`${t}.sector_id = any(${enteros(f.sectores)})`);
  if (f.sector_id !== undefined) c.push(sql`${t}.sector_id = ${f.sector_id}`);
  if (f.tipo_id !== undefined) c.push(sql`${t}.tipo_id = ${f.tipo_id}`);
  return sql.join(c, sql` and `);
}

/** Which of the scope's tasks: those of the period (and state), or those with a «hecha» event that day (a superset of the ones finished then). */
type Cuales = { periodo: true } | { hechasEl: string };

/**
 * The tasks of the report, on the task alias `t`. The period reads tarea_sector_cuando_idx or
 * tarea_cuando_idx (the same coalesce); the day's done tasks start from that day's «hecha»
 * events (tarea_evento_estado_fecha_idx) instead of every task of the scope.
 */
function donde(f: Filtros, cuales: Cuales, t: SQL): SQL {
  if ('hechasEl' in cuales) {
    return sql`${alcance(f, t)} and ${t}.id in (select e.tarea_id from tarea_evento e where e.estado = 'hecha'
      and e.created_at >= ${medianoche(cuales.hechasEl)} and e.created_at < ${medianoche(cuales.hechasEl)} + interval '1 day')`;
  }
  const cuando = sql`coalesce(${t}.vence_at, ${t}.created_at)`;
  return sql`${alcance(f, t)} and ${cuando} >= ${medianoche(f.desde)} and ${cuando} < ${medianoche(f.hasta)} + interval '1 day' ${f.estado ? sql`and ${t}.estado = ${f.estado}` : sql``}`;
}

/**
 * The tasks of the report with their last «hecha» event (when done): who, when, and its scan.
 * That event comes from one DISTINCT ON over the «hecha» events of the report's done tasks
 * (the same tasks, filtered again inside), joined by id: for a year of a group (876,000 tasks)
 * a sort of their events instead of one look-up in the history per task (7 s → 2 s in
 * PostgreSQL); for a sector's month the inner filter keeps it to that month's tasks.
 * `conHecha` false: the task's own columns only (the overdue list reads nothing of that event).
 */
function tareasDelReporte(f: Filtros, cuales: Cuales, conHecha = true): SQL {
  if (!conHecha) {
    return sql`
      select t.id, t.titulo, t.tipo_id, t.sector_id, t.ubicacion_id, t.prioridad, t.estado, t.vence_at
        from tarea t
       where ${donde(f, cuales, sql`t`)}`;
  }
  return sql`
    select t.id, t.titulo, t.tipo_id, t.sector_id, t.ubicacion_id, t.prioridad, t.estado, t.vence_at,
           coalesce(t.instante, t.created_at) as inicio, h.created_at as hecha_at, h.autor_id as hecha_por_id,
           coalesce(h.escaneo_id is not null, false) as con_escaneo
      from tarea t
      left join (select distinct on (e.tarea_id) e.tarea_id, e.created_at, e.autor_id, e.escaneo_id
                   from tarea_evento e
                  where e.estado = 'hecha' and e.tarea_id in (select x.id from tarea x where x.estado = 'hecha' and ${donde(f, cuales, sql`x`)})
                  order by e.tarea_id, e.id desc) h on h.tarea_id = t.id and t.estado = 'hecha'
     where ${donde(f, cuales, sql`t`)}`;
}

type Cifras = {
  total: number;
  pendientes: number;
  en_curso: number;
  hechas: number;
  canceladas: number;
  vencidas: number;
  hechas_tarde: number;
  hechas_con_escaneo: number;
  mediana_minutos: number | null;
};
export type Grupo = Cifras & { id: number | null; nombre: string; color: string | null };

const cifrasSql = (ahora: Date) => sql`
  count(*)::int as total,
  count(*) filter (where b.estado = 'pendiente')::int as pendientes,
  count(*) filter (where b.estado = 'en_curso')::int as en_curso,
  count(*) filter (where b.estado = 'hecha')::int as hechas,
  count(*) filter (where b.estado = 'cancelada')::int as canceladas,
  count(*) filter (where b.estado in ('pendiente', 'en_curso') and b.vence_at < ${ahora.toISOString()}::timestamptz)::int as vencidas,
  count(*) filter (where b.estado = 'hecha' and b.hecha_at > b.vence_at)::int as hechas_tarde,
  count(*) filter (where b.estado = 'hecha' and b.con_escaneo)::int as hechas_con_escaneo,
  -- Only the done ones: greatest() skips a null, so without the case every open task would add a 0.
  percentile_cont(0.5) within group (order by case when b.estado = 'hecha' then greatest(0, extract(epoch from b.hecha_at - b.inicio) / 60) end) as mediana_minutos`;

const numeros = (f: Record<string, unknown>): Cifras => ({
  total: Number(f.total),
  pendientes: Number(f.pendientes),
  en_curso: Number(f.en_curso),
  hechas: Number(f.hechas),
  canceladas: Number(f.canceladas),
  vencidas: Number(f.vencidas),
  hechas_tarde: Number(f.hechas_tarde),
  hechas_con_escaneo: Number(f.hechas_con_escaneo),
  // Whole minutes: a median of 37.5 minutes reads as 38.
  mediana_minutos: f.mediana_minutos === null || f.mediana_minutos === undefined ? null : Math.round(Number(f.mediana_minutos)),
});

export type Vencida = {
  id: number;
  titulo: string;
  tipo: string;
  sector: string | null;
  ubicacion: string | null;
  prioridad: Prioridad;
  estado: EstadoTarea;
  vence_at: Date;
};
export type HechaHoy = {
  id: number;
  titulo: string;
  tipo: string;
  sector: string | null;
  ubicacion_id: number | null;
  ubicacion: string | null;
  hecha_at: Date;
  hecha_por: string | null;
  con_escaneo: boolean;
};
export type Reporte = {
  desde: string;
  hasta: string;
  hoy: string;
  resumen: Cifras;
  por_sector: Grupo[];
  por_tipo: Grupo[];
  por_estado: { estado: EstadoTarea; total: number }[];
  vencidas: Vencida[];
  hechas_hoy: HechaHoy[];
  opciones: { sectores: { id: number; nombre: string }[]; tipos: { id: number; nombre: string }[] };
};

const fecha = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** The whole report. `maxVencidas`: how many overdue tasks to list (the workbook lists them all). */
export async function reporteTareas(db: Db, f: Filtros, ahora = reloj.ahora(), maxVencidas = MAX_VENCIDAS_REPORTE): Promise<Reporte> {
  const ahoraSql = sql`${ahora.toISOString()}::timestamptz`;
  const [grupos, vencidas, hechasHoy, sectores, tipos] = await Promise.all([
    db.execute(sql`
      with b as (${tareasDelReporte(f, { periodo: true })})
      select grouping(b.sector_id) as sin_sector, grouping(b.tipo_id) as sin_tipo, b.sector_id, b.tipo_id, ${cifrasSql(ahora)}
        from b group by grouping sets ((), (b.sector_id), (b.tipo_id))`),
    db.execute(sql`
      with b as (${tareasDelReporte(f, { periodo: true }, false)})
      select b.id, b.titulo, b.prioridad, b.estado, b.vence_at,
             (select tt.nombre from tarea_tipo tt where tt.id = b.tipo_id) as tipo,
             (select s.nombre from sector s where s.id = b.sector_id) as sector,
             (select ub.nombre from ubicacion ub where ub.id = b.ubicacion_id) as ubicacion
        from b where b.estado in ('pendiente', 'en_curso') and b.vence_at < ${ahoraSql}
       order by b.vence_at, b.id limit ${maxVencidas}`),
    db.execute(sql`
      with b as (${tareasDelReporte(f, { hechasEl: f.hoy })})
      select b.id, b.titulo, b.ubicacion_id, b.hecha_at, b.con_escaneo,
             (select tt.nombre from tarea_tipo tt where tt.id = b.tipo_id) as tipo,
             (select s.nombre from sector s where s.id = b.sector_id) as sector,
             (select ub.nombre from ubicacion ub where ub.id = b.ubicacion_id) as ubicacion,
             (select u.nombre_completo from usuario u where u.id = b.hecha_por_id) as hecha_por
        from b where b.estado = 'hecha' and b.hecha_at >= ${medianoche(f.hoy)} and b.hecha_at < ${medianoche(f.hoy)} + interval '1 day'
       order by ubicacion nulls last, b.hecha_at, b.id limit 1000`),
    db.execute(
      sql`select id, nombre from sector where deleted_at is null ${f.sectores === null ? sql`` : sql`and id = any(${enteros(f.sectores)})`} order by nombre, id`,
    ),
    db.execute(sql`select id, nombre, color from tarea_tipo where deleted_at is null order by nombre, id`),
  ]);

  const nombreSector = new Map(filasDe<{ id: number; nombre: string }>(sectores).map((s) => [Number(s.id), s.nombre]));
  const tipoPorId = new Map(filasDe<{ id: number; nombre: string; color: string | null }>(tipos).map((x) => [Number(x.id), x]));
  const filas = filasDe<Record<string, unknown>>(grupos);
  const total = filas.find((x) => Number(x.sin_sector) === 1 && Number(x.sin_tipo) === 1);
  const resumen = total
    ? numeros(total)
    : numeros({ total: 0, pendientes: 0, en_curso: 0, hechas: 0, canceladas: 0, vencidas: 0, hechas_tarde: 0, hechas_con_escaneo: 0, mediana_minutos: null });
  const porTotal = (a: Grupo, b: Grupo) => b.total - a.total || a.nombre.localeCompare(b.nombre, 'es');
  const porSector: Grupo[] = filas
    .filter((x) => Number(x.sin_sector) === 0)
    .map((x) => {
      const id = x.sector_id === null ? null : Number(x.sector_id);
      return { id, nombre: id === null ? 'Sin sector' : (nombreSector.get(id) ?? `Sector ${id}`), color: null, ...numeros(x) };
    })
    .sort(porTotal);
  const porTipo: Grupo[] = filas
    .filter((x) => Number(x.sin_tipo) === 0)
    .map((x) => {
      const tipo = tipoPorId.get(Number(x.tipo_id));
      return { id: Number(x.tipo_id), nombre: tipo?.nombre ?? `Tipo ${String(x.tipo_id)}`, color: tipo?.color ?? null, ...numeros(x) };
    })
    .sort(porTotal);
  const cuenta: Record<EstadoTarea, number> = {
    pendiente: resumen.pendientes,
    en_curso: resumen.en_curso,
    hecha: resumen.hechas,
    cancelada: resumen.canceladas,
  };
  return {
    desde: f.desde,
    hasta: f.hasta,
    hoy: f.hoy,
    resumen,
    por_sector: porSector,
    por_tipo: porTipo,
    por_estado: ESTADOS_TAREA.map((estado) => ({ estado, total: cuenta[estado] })),
    vencidas: filasDe<Record<string, unknown>>(vencidas).map((v) => ({
      id: Number(v.id),
      titulo: String(v.titulo),
      tipo: String(v.tipo ?? ''),
      sector: (v.sector as string | null) ?? null,
      ubicacion: (v.ubicacion as string | null) ?? null,
      prioridad: v.prioridad as Prioridad,
      estado: v.estado as EstadoTarea,
      vence_at: fecha(v.vence_at),
    })),
    hechas_hoy: filasDe<Record<string, unknown>>(hechasHoy).map((h) => ({
      id: Number(h.id),
      titulo: String(h.titulo),
      tipo: String(h.tipo ?? ''),
      sector: (h.sector as string | null) ?? null,
      ubicacion_id: h.ubicacion_id === null ? null : Number(h.ubicacion_id),
      ubicacion: (h.ubicacion as string | null) ?? null,
      hecha_at: fecha(h.hecha_at),
      hecha_por: (h.hecha_por as string | null) ?? null,
      con_escaneo: Boolean(h.con_escaneo),
    })),
    opciones: {
      sectores: [...nombreSector].map(([id, nombre]) => ({ id, nombre })),
      tipos: [...tipoPorId.values()].map((x) => ({ id: Number(x.id), nombre: x.nombre })),
    },
  };
}
