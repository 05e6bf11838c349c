import { eq, sql, type SQL } from 'drizzle-orm';
import { type Distribucion, type EstadoRecibo, type liquidacionesQuery } from '@worknet/domain/recibos/esquemas';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import type { z } from 'zod';
import { ENTERO_MAXIMO } from '@worknet/domain/http';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { paginarSql, type Pagina } from '../../platform/db/pagina';
import { noEncontrado } from '../../platform/http/errors';
import { usuario } from '../../platform/identidad/identidad.table';

// Reading pay slips: the runs with their counts (gestor_liquidaciones), one run's detail
// (liquidacion/{id}) and the employee's own slips (mis_recibos). Written in SQL: the counts
// and the derived states are aggregates over the same rows.

/** The labels of the run's tipo, from the catalog's declaration (one source). */
const ETIQUETA_TIPO: Record<string, string> = Object.fromEntries(
  (
    ((catalogoPorClave('liquidaciones')!.campos as Record<string, { opciones?: { value: string; label: string }[] }>).tipo?.opciones ?? []) as {
      value: string;
      label: string;
    }[]
  ).map((o) => [o.value, o.label]),
);
export const etiquetaTipo = (t: string) => ETIQUETA_TIPO[t] ?? t;

/** The slip's state as HR and the employee read it (see ESTADOS_RECIBO). */
export const estadoSql = (r: string): SQL =>
  sql.raw(`case when not ${r}.vigente then 'reemplazado' when ${r}.conformidad is not null then ${r}.conformidad
    when ${r}.publicado_at is null then 'borrador' when ${r}.visto_at is not null then 'visto' else 'pendiente' end`);

const fecha = (v: unknown): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

type FilaLiquidacion = {
  id: number;
  periodo_id: number;
  periodo: string;
  tipo: string;
  empresa_id: number | null;
  empresa: string | null;
  fecha_pago: string | null;
  estado: string;
  publicada_at: unknown;
  publicada_por: string | null;
  recibos: number;
  enviados: number;
  vistos: number;
  conforme: number;
  no_conforme: number;
  pendientes: number;
  sin_asignar: number;
  procesando: boolean;
};

const baseLiquidaciones = (where: SQL) => sql`
  select l.id, l.periodo_id, p.nombre as periodo, l.tipo, l.empresa_id, e.nombre as empresa, l.fecha_pago::text as fecha_pago, l.estado,
         f.publicada_at, u.nombre_completo as publicada_por, p.anio, p.mes,
         c.recibos, c.enviados, c.vistos, c.conforme, c.no_conforme, c.pendientes,
         (select count(*)::int from recibo_sin_asignar s where s.liquidacion_id = l.id) as sin_asignar,
         exists (select 1 from recibo_carga k where k.liquidacion_id = l.id and k.estado = 'procesando') as procesando
    from rrhh_liquidacion l
    join rrhh_periodo p on p.id = l.periodo_id
    left join rrhh_empresa e on e.id = l.empresa_id
    left join liquidacion_firma f on f.liquidacion_id = l.id
    left join usuario u on u.id = f.usuario_id
    cross join lateral (
      select count(*)::int as recibos,
             count(*) filter (where r.publicado_at is not null)::int as enviados,
             count(*) filter (where r.publicado_at is not null and r.visto_at is not null)::int as vistos,
             count(*) filter (where r.conformidad = 'conforme')::int as conforme,
             count(*) filter (where r.conformidad = 'no_conforme')::int as no_conforme,
             count(*) filter (where r.publicado_at is not null and r.conformidad is null)::int as pendientes
        from recibo r where r.liquidacion_id = l.id and r.vigente) c
   where l.deleted_at is null and ${where}`;

function distribucion(f: FilaLiquidacion): Distribucion {
  if (f.procesando) return 'procesando';
  if (f.sin_asignar > 0) return 'revisar';
  if (f.publicada_at) return 'publicada';
  if (f.recibos > 0) return 'lista';
  return 'sin_recibos';
}

function aResumen(f: FilaLiquidacion) {
  return {
    id: f.id,
    periodo: { value: f.periodo_id, label: f.periodo },
    tipo: f.tipo,
    tipo_label: etiquetaTipo(f.tipo),
    empresa: f.empresa_id === null ? null : { value: f.empresa_id, label: f.empresa ?? '' },
    fecha_pago: f.fecha_pago,
    estado: f.estado,
    distribucion: distribucion(f),
    cuentas: { recibos: f.recibos, enviados: f.enviados, vistos: f.vistos, conforme: f.conforme, no_conforme: f.no_conforme, pendientes: f.pendientes },
    sin_asignar: f.sin_asignar,
    publicada_at: fecha(f.publicada_at),
    publicada_por: f.publicada_por,
  };
}

/** GET rrhh/liquidacion/descargas: the runs with their distribution counts, newest period first. */
export async function listarLiquidaciones(db: Db, q: z.output<typeof liquidacionesQuery>) {
  const filtro = q.filter?.trim();
  const condiciones: SQL[] = [sql`true`];
  // The query's ids have no integer cap in the contract: a larger number names no record.
  for (const [col, v] of [
    ['periodo_id', q.periodo_id],
    ['empresa_id', q.empresa_id],
  ] as const) {
    if (v !== undefined) condiciones.push(v > ENTERO_MAXIMO ? sql`false` : sql`${sql.identifier('l')}.${sql.identifier(col)} = ${v}`);
  }
  if (filtro) condiciones.push(sql`(p.nombre ilike ${`%${filtro}%`} or e.nombre ilike ${`%${filtro}%`} or l.tipo ilike ${`%${filtro}%`})`);
  const where = sql.join(condiciones, sql` and `);
  const dir = q.descending === false ? sql`asc` : sql`desc`;
  const orden =
    q.sortBy === 'fecha_pago'
      ? sql`fecha_pago ${dir} nulls last, id desc`
      : q.sortBy === 'tipo'
        ? sql`tipo ${q.descending ? sql`desc` : sql`asc`}, anio desc, mes desc, id desc`
        : sql`anio ${dir}, mes ${dir}, id desc`;
  const { filas, total } = await paginarSql<FilaLiquidacion>(db, baseLiquidaciones(where), orden, q);
  return { filas: filas.map(aResumen), total };
}

export async function resumenLiquidacion(db: Db, id: number) {
  const [f] = filasDe<FilaLiquidacion>(await db.execute(baseLiquidaciones(sql`l.id = ${id}`)));
  if (!f) throw noEncontrado('No existe la liquidación.');
  return aResumen(f);
}

type FilaRecibo = {
  id: number;
  persona_id: number;
  nombre: string;
  cuil: string;
  legajo: string | null;
  estado: EstadoRecibo;
  paginas: number;
  sha256: string;
  visto_at: unknown;
  firmado_at: unknown;
  motivo: string | null;
  reemplaza_id: number | null;
  reemplazado_por_id: number | null;
  created_at: unknown;
};

const selectRecibo = sql`
  select r.id, r.persona_id, pe.apellido || ', ' || pe.nombres as nombre, pe.cuil, pe.legajo, ${estadoSql('r')} as estado,
         r.paginas, r.sha256, r.visto_at, r.firmado_at, r.motivo, r.reemplaza_id,
         (select n.id from recibo n where n.reemplaza_id = r.id order by n.id desc limit 1) as reemplazado_por_id, r.created_at
    from recibo r join persona pe on pe.id = r.persona_id`;

const aFila = (f: FilaRecibo) => ({
  id: f.id,
  persona: { id: f.persona_id, nombre: f.nombre, cuil: f.cuil, legajo: f.legajo },
  estado: f.estado,
  paginas: f.paginas,
  sha256: f.sha256,
  visto_at: fecha(f.visto_at),
  firmado_at: fecha(f.firmado_at),
  motivo: f.motivo,
  reemplaza_id: f.reemplaza_id,
  reemplazado_por_id: f.reemplazado_por_id,
  created_at: fecha(f.created_at)!,
});

/** One slip as HR sees it (the answer of every write on a slip). */
export async function reciboFilaPorId(db: Db, id: number) {
  const [f] = filasDe<FilaRecibo>(await db.execute(sql`${selectRecibo} where r.id = ${id}`));
  if (!f) throw noEncontrado('No existe el recibo.');
  return aFila(f);
}

/** GET rrhh/liquidacion/{id}/recibos. */
export async function detalleLiquidacion(db: Db, id: number) {
  const liquidacion = await resumenLiquidacion(db, id);
  const [recibos, sinAsignar, sinRecibo, cargas] = await Promise.all([
    db.execute(sql`${selectRecibo} where r.liquidacion_id = ${id} order by pe.apellido, pe.nombres, r.id`),
    db.execute(
      sql`select id, carga_id, pagina, nombre, cuils from recibo_sin_asignar where liquidacion_id = ${id} order by carga_id, pagina nulls last, nombre, id`,
    ),
    db.execute(sql`
      select pe.id, pe.apellido || ', ' || pe.nombres as nombre, pe.cuil, pe.legajo
        from persona pe
        join persona_laboral pl on pl.persona_id = pe.id and pl.actual and pl.fecha_baja is null and pl.deleted_at is null
        join rrhh_liquidacion l on l.id = ${id} and pl.empresa_id = l.empresa_id
       where pe.deleted_at is null
         and not exists (select 1 from recibo r where r.liquidacion_id = l.id and r.persona_id = pe.id and r.vigente)
       order by pe.apellido, pe.nombres, pe.id`),
    db.execute(sql`
      select k.id, k.nombre, k.estado, k.progreso, k.paginas, k.error, k.trabajo_id, u.nombre_completo as subida_por, k.created_at,
             (select count(*)::int from recibo r where r.carga_id = k.id and r.vigente) as recibos
        from recibo_carga k join usuario u on u.id = k.usuario_id
       where k.liquidacion_id = ${id} order by k.id desc`),
  ]);
  return {
    liquidacion,
    recibos: filasDe<FilaRecibo>(recibos).map(aFila),
    sin_asignar: filasDe<{ id: number; carga_id: number; pagina: number | null; nombre: string | null; cuils: string[] }>(sinAsignar),
    sin_recibo: filasDe<{ id: number; nombre: string; cuil: string; legajo: string | null }>(sinRecibo),
    cargas: filasDe<Record<string, unknown>>(cargas).map((k) => ({
      id: k.id as number,
      nombre: k.nombre as string,
      estado: k.estado as 'procesando' | 'terminada' | 'fallida',
      progreso: k.progreso as number,
      paginas: k.paginas as number | null,
      recibos: k.recibos as number,
      error: k.error as string | null,
      trabajo_id: k.trabajo_id as string | null,
      subida_por: k.subida_por as string,
      created_at: fecha(k.created_at)!,
    })),
  };
}

/** One upload as HR sees it (the answer of POST …/cargas). */
export async function cargaPorId(db: Db, liquidacionId: number, id: number) {
  const d = await detalleLiquidacion(db, liquidacionId);
  return d.cargas.find((c) => c.id === id)!;
}

type FilaMiRecibo = {
  id: number;
  liquidacion_id: number;
  periodo: string;
  tipo: string;
  empresa: string | null;
  fecha_pago: string | null;
  estado: EstadoRecibo;
  paginas: number;
  publicado_at: unknown;
  visto_at: unknown;
  firmado_at: unknown;
  motivo: string | null;
  sha256_firmado: string | null;
  reemplaza_id: number | null;
  reemplazado_por_id: number | null;
};

const selectMiRecibo = sql`
  select r.id, l.id as liquidacion_id, p.nombre as periodo, l.tipo, e.nombre as empresa, l.fecha_pago::text as fecha_pago, ${estadoSql('r')} as estado,
         r.paginas, r.publicado_at, r.visto_at, r.firmado_at, r.motivo, r.sha256_firmado, r.reemplaza_id,
         (select n.id from recibo n where n.reemplaza_id = r.id and n.publicado_at is not null order by n.id desc limit 1) as reemplazado_por_id,
         p.anio, p.mes
    from recibo r
    join rrhh_liquidacion l on l.id = r.liquidacion_id
    join rrhh_periodo p on p.id = l.periodo_id
    left join rrhh_empresa e on e.id = l.empresa_id`;

const aMiRecibo = (f: FilaMiRecibo) => ({
  id: f.id,
  liquidacion: { id: f.liquidacion_id, periodo: f.periodo, tipo_label: etiquetaTipo(f.tipo), empresa: f.empresa, fecha_pago: f.fecha_pago },
  estado: f.estado,
  paginas: f.paginas,
  publicado_at: fecha(f.publicado_at),
  visto_at: fecha(f.visto_at),
  firmado_at: fecha(f.firmado_at),
  motivo: f.motivo,
  sha256_firmado: f.sha256_firmado,
  reemplaza_id: f.reemplaza_id,
  reemplazado_por_id: f.reemplazado_por_id,
});

/** GET mis_recibos: the published slips of the caller's persona (superseded ones too), newest period first. */
export async function misRecibos(db: Db, personaId: number | null, p: Pagina) {
  if (personaId === null) return { filas: [], total: 0 };
  const { filas, total } = await paginarSql<FilaMiRecibo>(
    db,
    sql`${selectMiRecibo} where r.persona_id = ${personaId} and r.publicado_at is not null`,
    sql`anio desc, mes desc, id desc`,
    p,
  );
  return { filas: filas.map(aMiRecibo), total };
}

/** GET mis_recibos/{id}: the slip, and whether the reader's password may sign it. */
export async function miRecibo(db: Db, id: number, lectorId: number) {
  const [[f], [lector]] = await Promise.all([
    db.execute(sql`${selectMiRecibo} where r.id = ${id}`).then(filasDe<FilaMiRecibo>),
    db.select({ propia: usuario.password_propia }).from(usuario).where(eq(usuario.id, lectorId)),
  ]);
  if (!f) throw noEncontrado('No existe el recibo.');
  return { ...aMiRecibo(f), password_propia: lector?.propia === true };
}
