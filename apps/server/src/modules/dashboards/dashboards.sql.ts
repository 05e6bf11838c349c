import { sql, type SQL } from 'drizzle-orm';
import { CODIGOS_CONTRATO, VENTANAS_ALERTA } from '@worknet/domain/rrhh/alertas';
import { VALOR_HIJO } from '@worknet/domain/rrhh/familia';
import { SALA_MATERNAL_ANIOS_HASTA, SALA_MATERNAL_DIAS_DESDE, mesesDelPeriodo, type NombreDashboard } from '@worknet/domain/rrhh/dashboards';
import { sumarDias, sumarMeses } from '@worknet/domain/rrhh/fechas-rrhh';

// The SQL of each dashboard: one «base» per dashboard, a row per item counted
// (persona_id, serie, clave, fecha, detalle, dias). The chart groups it by serie and
// clave; the list behind a slice filters the same base by serie and clave: the
// list's total is the slice's value by construction.
// Persona filters and a referente's scope apply to the persona's current employment
// (the roster's row, nomina_fila n), as the roster does.

export type Contexto = {
  hoy: string;
  desde: string;
  hasta: string;
  /** The persona conditions over n (scope and filters). */
  w: SQL;
  /** The list behind a slice reads fecha/detalle/dias; the chart only counts (and skips building them per row). */
  detalle?: boolean;
};

/** A detail column: its expression for the list, a null for the chart. */
const det = (c: Contexto, expr: SQL, tipo: 'text' | 'int' = 'text') => (c.detalle ? expr : sql.raw(`null::${tipo}`));

/** Active today, exactly as the roster's «estado = activo». */
export const ACTIVO = sql.raw('(n.laboral_id is not null and n.fecha_baja is null)');

const lista = (xs: readonly string[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

/**
 * The end of a contract, as finDeContrato (alertas.ts): its fecha_baja when set;
 * else alta + N months − 1 day for a type with a duration (PostgreSQL clamps the
 * month's end as sumarMeses does); else null. Tested against the domain function.
 */
export const FIN_CONTRATO = sql.raw(
  `coalesce(l.fecha_baja, case when c.duracion_meses > 0 then ((l.fecha_alta + make_interval(months => c.duracion_meses))::date - 1) end)`,
);

/** The last day of the sala maternal benefit (finSalaMaternal): the day before the third birthday. */
export const FIN_SALA = sql.raw(`((f.fecha_nacimiento + make_interval(months => ${SALA_MATERNAL_ANIOS_HASTA * 12}))::date - 1)`);

const MES = (col: string) => sql.raw(`to_char(${col}, 'YYYY-MM')`);
const periodo = (c: Contexto, col: string) => sql`${sql.raw(col)} between ${c.desde}::date and ${c.hasta}::date`;
const NADA = sql.raw('null::text as fecha, null::text as detalle, null::int as dias');

type Definicion = {
  base: (c: Contexto) => SQL;
  /** The label of a grouped point g(serie, clave), when SQL names it (a catalog). */
  etiqueta?: SQL;
};

const porPersona = (c: Contexto, serie: string, clave: SQL) =>
  sql`select n.persona_id, ${serie}::text as serie, ${clave} as clave, ${NADA} from nomina_fila n where ${ACTIVO} and ${c.w}`;

const contratosPorVencer = (c: Contexto) => {
  const prueba = lista(CODIGOS_CONTRATO.prueba);
  const dependencia = lista(CODIGOS_CONTRATO.dependencia);
  return sql`select persona_id, 'por_vencer'::text as serie, clave, fin::text as fecha, detalle, (fin - ${c.hoy}::date) as dias
    from (select l.persona_id, ${FIN_CONTRATO} as fin, ${det(c, sql.raw('c.nombre'))} as detalle,
                 case when trim(c.codigo) in (${prueba}) then 'prueba' else 'dependencia' end as clave
          from persona_laboral l
          join rrhh_contrato_tipo c on c.id = l.contrato_tipo_id
          join nomina_fila n on n.persona_id = l.persona_id
          where l.deleted_at is null and trim(c.codigo) in (${prueba}, ${dependencia}) and ${c.w}) x
    where fin between ${c.hoy}::date and ${c.hoy}::date + (case when clave = 'prueba' then ${VENTANAS_ALERTA.contratoPrueba}::int else ${VENTANAS_ALERTA.contratoDependencia}::int end)`;
};

export const DEFINICIONES: Record<NombreDashboard, Definicion> = {
  dashboard_persona_nomina: {
    base: (c) => porPersona(c, 'total', sql.raw('n.sector_id::text')),
    etiqueta: sql.raw(`(select nombre from sector where id = g.clave::int)`),
  },
  dashboard_persona_nomina_sexo: { base: (c) => porPersona(c, 'total', sql.raw('n.sexo')) },
  dashboard_persona_contrato: {
    base: (c) => sql`${porPersona(c, 'tipos', sql.raw('n.contrato_tipo_id::text'))} union all ${contratosPorVencer(c)}`,
    etiqueta: sql.raw(`(case when g.serie = 'tipos' then (select nombre from rrhh_contrato_tipo where id = g.clave::int) end)`),
  },
  dashboard_persona_matricula: {
    base: (c) =>
      sql`select m.persona_id, 'total'::text as serie, case when m.fecha_vencimiento < ${c.hoy}::date then 'vencidas' else 'por_vencer' end as clave,
            m.fecha_vencimiento::text as fecha, ${det(c, sql`(select concat_ws(' ', t.nombre, m.numero) from rrhh_matricula_tipo t where t.id = m.matricula_tipo_id)`)} as detalle,
            (m.fecha_vencimiento - ${c.hoy}::date) as dias
          from persona_matricula m
          join nomina_fila n on n.persona_id = m.persona_id
          where m.deleted_at is null and m.fecha_vencimiento <= ${c.hoy}::date + ${VENTANAS_ALERTA.matricula}::int and ${ACTIVO} and ${c.w}`,
  },
  dashboard_persona_formacion: {
    base: (c) =>
      sql`select fo.persona_id, 'total'::text as serie, 'por_vencer'::text as clave,
            fo.fecha_vencimiento::text as fecha, fo.titulo as detalle, (fo.fecha_vencimiento - ${c.hoy}::date) as dias
          from persona_formacion fo
          join nomina_fila n on n.persona_id = fo.persona_id
          where fo.deleted_at is null and fo.fecha_vencimiento between ${c.hoy}::date and ${c.hoy}::date + ${VENTANAS_ALERTA.formacion}::int
            and ${ACTIVO} and ${c.w}`,
  },
  dashboard_persona_sala_maternal: {
    base: (c) =>
      sql`select f.persona_id, 'beneficiarios'::text as serie, coalesce(s.raiz_id::text, '0') as clave, ${FIN_SALA}::text as fecha,
            ${det(c, sql.raw(`concat_ws('|', f.fecha_nacimiento::text, concat_ws(' ', f.nombres, f.apellido))`))} as detalle, (${FIN_SALA} - ${c.hoy}::date) as dias
          from persona_familiar f
          join rrhh_familiar_tipo t on t.id = f.familiar_tipo_id and t.value = ${VALOR_HIJO}
          join nomina_fila n on n.persona_id = f.persona_id
          left join sector s on s.id = n.sector_id
          where f.deleted_at is null and f.fecha_nacimiento + ${SALA_MATERNAL_DIAS_DESDE}::int <= ${c.hoy}::date
            and ${FIN_SALA} >= ${c.hoy}::date and ${ACTIVO} and ${c.w}
        union all
        select n.persona_id, 'dotacion'::text, coalesce(s.raiz_id::text, '0'), ${NADA}
          from nomina_fila n left join sector s on s.id = n.sector_id where ${ACTIVO} and ${c.w}`,
    etiqueta: sql.raw(`(select nombre from edificio where id = g.clave::int)`),
  },
  dashboard_ingresos: {
    // A persona enters on their first alta (a new contract of someone already here is no ingreso).
    base: (c) =>
      sql`select l.persona_id, 'total'::text as serie, ${MES('l.fecha_alta')} as clave, l.fecha_alta::text as fecha,
            ${det(c, sql.raw('(select ct.nombre from rrhh_contrato_tipo ct where ct.id = l.contrato_tipo_id)'))} as detalle, null::int as dias
          from persona_laboral l
          join nomina_fila n on n.persona_id = l.persona_id
          where l.deleted_at is null and ${periodo(c, 'l.fecha_alta')} and ${c.w}
            and not exists (select 1 from persona_laboral a where a.persona_id = l.persona_id and a.deleted_at is null
                              and (a.fecha_alta < l.fecha_alta or (a.fecha_alta = l.fecha_alta and a.id < l.id)))`,
  },
  dashboard_egresos: {
    // A persona leaves when their current employment (the open one, else the latest) ends.
    base: (c) =>
      sql`select n.persona_id, 'total'::text as serie, ${MES('n.fecha_baja')} as clave, n.fecha_baja::text as fecha,
            ${det(c, sql.raw('(select md.nombre from persona_laboral l join rrhh_motivo_desvinculacion md on md.id = l.motivo_desvinculacion_id where l.id = n.laboral_id)'))} as detalle,
            null::int as dias
          from nomina_fila n
          where n.fecha_baja is not null and ${periodo(c, 'n.fecha_baja')} and ${c.w}`,
  },
  dashboard_persona_bajas_mes: {
    // Every employment record closed in the month (also a contract replaced by another), by motivo.
    base: (c) =>
      sql`select l.persona_id, coalesce('m' || l.motivo_desvinculacion_id, 'sin_motivo') as serie, ${MES('l.fecha_baja')} as clave,
            l.fecha_baja::text as fecha,
            ${det(c, sql.raw(`coalesce((select md.nombre from rrhh_motivo_desvinculacion md where md.id = l.motivo_desvinculacion_id), 'Sin motivo')`))} as detalle,
            null::int as dias
          from persona_laboral l
          join nomina_fila n on n.persona_id = l.persona_id
          where l.deleted_at is null and l.fecha_baja is not null and ${periodo(c, 'l.fecha_baja')} and ${c.w}`,
  },
  dashboard_persona_novedades: {
    base: (c) => novedades(c, sql.raw('np.tipo_id::text')),
    etiqueta: sql.raw(`(select nombre from rrhh_tipo_novedad where id = g.clave::int)`),
  },
  dashboard_persona_novedades_mes: { base: (c) => novedades(c, MES('np.desde')) },
  dashboard_persona_ausentismo: {
    // Rows are the absent persona-months; the rate itself is computed apart (ausentismo below).
    base: (c) =>
      sql`select np.persona_id, 'total'::text as serie, m.mes as clave, min(greatest(np.desde, m.inicio))::text as fecha,
            ${det(c, sql.raw(`string_agg(distinct t.nombre, ', ')`))} as detalle, sum(least(np.hasta, m.fin) - greatest(np.desde, m.inicio) + 1)::int as dias
          from novedad_personal np
          join rrhh_tipo_novedad t on t.id = np.tipo_id and not t.computa_trabajado
          join nomina_fila n on n.persona_id = np.persona_id
          join ${meses(c)} on np.desde <= m.fin and np.hasta >= m.inicio
          where np.deleted_at is null and np.estado = 'aprobada' and np.desde <= ${c.hasta}::date and np.hasta >= ${c.desde}::date and ${c.w}
          group by np.persona_id, m.mes`,
  },
};

/** A novedad counts once: approved, in the month it starts, when that is within the period. */
function novedades(c: Contexto, clave: SQL) {
  const detalle = sql.raw(
    `(select t.nombre from rrhh_tipo_novedad t where t.id = np.tipo_id) || ' (' || to_char(np.desde, 'DD/MM/YYYY') || ' al ' || to_char(np.hasta, 'DD/MM/YYYY') || ')'`,
  );
  return sql`select np.persona_id, 'total'::text as serie, ${clave} as clave, np.desde::text as fecha, ${det(c, detalle)} as detalle, np.dias as dias
    from novedad_personal np
    join nomina_fila n on n.persona_id = np.persona_id
    where np.deleted_at is null and np.estado = 'aprobada' and ${periodo(c, 'np.desde')} and ${c.w}`;
}

/**
 * The months of the period, each clipped to it: m(mes, inicio, fin). Computed here and sent as
 * arrays: PostgreSQL estimates a generate_series of dates at 1,000 rows, and that guess, multiplied
 * through the joins, priced absenteeism high enough to be JIT-compiled (50 ms more on each call).
 * Unnested arrays it estimates at their size.
 */
export function meses(c: Contexto): SQL {
  const lista = mesesDelPeriodo(c.desde, c.hasta);
  const inicio = lista.map((m) => (`${m}-01` < c.desde ? c.desde : `${m}-01`));
  const fin = lista.map((m) => {
    const ultimo = sumarDias(sumarMeses(`${m}-01`, 1), -1);
    return ultimo > c.hasta ? c.hasta : ultimo;
  });
  return sql`(select mes, inicio::date as inicio, fin::date as fin
              from unnest(${sql.param(lista)}::text[], ${sql.param(inicio)}::text[], ${sql.param(fin)}::text[]) as x(mes, inicio, fin)) m`;
}

/**
 * Absenteeism per month: days absent (approved novedades of types that do not count
 * as worked, calendar days within the month) over days expected (each employment
 * record's calendar days within the month), from a running headcount per day: no join
 * of every record with every month (20,000 personas × 12 months).
 */
export function ausentismo(c: Contexto): SQL {
  return sql`with m as (select * from ${meses(c)}),
    l as (select l.fecha_alta, l.fecha_baja from persona_laboral l join nomina_fila n on n.persona_id = l.persona_id
          where l.deleted_at is null and l.fecha_alta <= ${c.hasta}::date and (l.fecha_baja is null or l.fecha_baja >= ${c.desde}::date) and ${c.w}),
    -- Headcount per day as a running sum of altas (+1) and bajas (−1 the day after): one pass
    -- over the records, then one row per day of the period (at most 731).
    ev as (select greatest(l.fecha_alta, ${c.desde}::date) as d, 1 as x from l
           union all
           select l.fecha_baja + 1, -1 from l where l.fecha_baja < ${c.hasta}::date),
    por_dia as (select d, sum(x)::int as x from ev group by d),
    activos as (select g::date as d, sum(coalesce(pd.x, 0)) over (order by g) as n
                from generate_series(${c.desde}::date, ${c.hasta}::date, interval '1 day') g left join por_dia pd on pd.d = g::date),
    esperados as (select to_char(d, 'YYYY-MM') as mes, sum(n)::int as dias from activos group by 1),
    nov as (select np.desde, np.hasta
            from novedad_personal np
            join rrhh_tipo_novedad t on t.id = np.tipo_id and not t.computa_trabajado
            join nomina_fila n on n.persona_id = np.persona_id
            where np.deleted_at is null and np.estado = 'aprobada' and np.desde <= ${c.hasta}::date and np.hasta >= ${c.desde}::date and ${c.w}),
    -- Each novedad's days within each month it touches (at most 24 months: a short loop).
    ausentes as (select m.mes, sum(least(nov.hasta, m.fin) - greatest(nov.desde, m.inicio) + 1)::int as dias
                 from nov join m on nov.desde <= m.fin and nov.hasta >= m.inicio
                 group by m.mes)
    select m.mes, coalesce(e.dias, 0) as esperados, coalesce(a.dias, 0) as ausentes
    from m left join esperados e on e.mes = m.mes left join ausentes a on a.mes = m.mes order by m.mes`;
}

/** Whether any approved novedad exists in the period at all (the whole organisation): without them absenteeism says why it is empty. */
export const hayNovedades = (c: Contexto) =>
  sql`select exists (select 1 from novedad_personal where deleted_at is null and estado = 'aprobada' and desde <= ${c.hasta}::date and hasta >= ${c.desde}::date) as hay`;
