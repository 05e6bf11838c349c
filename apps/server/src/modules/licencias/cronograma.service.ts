import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { numeroDeDia } from '@worknet/domain/licencias/dias';
import { DIAS_MAXIMOS_CRONOGRAMA, PORCENTAJE_AUSENTES_POR_DEFECTO, type cronograma, type cronogramaQuery } from '@worknet/domain/licencias/esquemas';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import type { Principal } from '../../platform/identidad/principal';
import { datosInvalidos } from '../../platform/http/errors';
import { noLaborablesEntre } from './feriados';
import { ambitoPedido, filtroAmbito, sectorDePersonaSql } from './licencias.acceso';

// The team calendar (issue 19 item 5, screen cronograma): the events in force that touch the
// range (pending ones too: they hold the days), the non-working days, and each day on which a
// sector has more than its share absent (sector.ausentes_max_pct, by default 30 %) of its
// headcount that day (people with an employment in the sector on that day).

type Cronograma = z.output<typeof cronograma>;
type Query = z.output<typeof cronogramaQuery>;

export async function armarCronograma(db: Db, u: Principal, q: Query): Promise<Cronograma> {
  const largo = numeroDeDia(q.hasta) - numeroDeDia(q.desde) + 1;
  if (largo > DIAS_MAXIMOS_CRONOGRAMA) {
    throw datosInvalidos(`El cronograma muestra hasta ${DIAS_MAXIMOS_CRONOGRAMA} días por vez: acorte el rango.`, {
      campos: [{ campo: 'hasta', mensaje: 'Rango muy largo' }],
    });
  }
  const ambito = ambitoPedido(u, q.ambito);
  const alcance = await filtroAmbito(db, u, ambito, sql`n.persona_id`);
  const condiciones: SQL[] = [
    sql`n.deleted_at is null`,
    sql`n.estado in ('pendiente', 'aprobada_referente', 'aprobada')`,
    sql`n.desde <= ${q.hasta}`,
    sql`n.hasta >= ${q.desde}`,
  ];
  if (alcance) condiciones.push(alcance);
  const base = sql`
    select n.id, n.persona_id, ${sectorDePersonaSql(sql`n.persona_id`)} as sector_id, n.tipo_id, n.desde, n.hasta, n.estado
      from novedad_personal n where ${sql.join(condiciones, sql` and `)}`;
  const filtroSector = q.sector_id ? sql`where a.sector_id = ${q.sector_id}` : sql``;

  const [ausencias, alertas, noLaborables] = await Promise.all([
    db.execute(sql`
      with a as (${base})
      select a.id as novedad_id, a.persona_id, p.apellido || ', ' || p.nombres as persona, a.sector_id, s.nombre as sector,
             t.nombre as tipo, t.color, a.desde::text as desde, a.hasta::text as hasta, a.estado
        from a join persona p on p.id = a.persona_id join rrhh_tipo_novedad t on t.id = a.tipo_id left join sector s on s.id = a.sector_id
        ${filtroSector}
       order by s.nombre collate "und-x-icu" nulls last, p.apellido collate "und-x-icu", p.nombres collate "und-x-icu", a.desde, a.id`),
    db.execute(sql`
      with a as (${base}),
      dias as (select d::date as fecha from generate_series(${q.desde}::date, ${q.hasta}::date, interval '1 day') d),
      conteo as (
        select a.sector_id, dias.fecha, count(distinct a.persona_id)::int as ausentes
          from a join dias on dias.fecha between a.desde and a.hasta
         where a.sector_id is not null ${q.sector_id ? sql`and a.sector_id = ${q.sector_id}` : sql``}
         group by a.sector_id, dias.fecha),
      dotacion as (
        select c.*, (select count(distinct l.persona_id)::int from persona_laboral l join persona p on p.id = l.persona_id and p.deleted_at is null
                      where l.sector_id = c.sector_id and l.deleted_at is null and l.fecha_alta <= c.fecha
                        and (l.fecha_baja is null or l.fecha_baja >= c.fecha)) as dotacion
          from conteo c)
      select d.sector_id, s.nombre as sector, d.fecha::text as fecha, d.ausentes, d.dotacion,
             round(d.ausentes * 100.0 / d.dotacion)::int as porcentaje, coalesce(s.ausentes_max_pct, ${PORCENTAJE_AUSENTES_POR_DEFECTO})::int as tope
        from dotacion d join sector s on s.id = d.sector_id
       where d.dotacion > 0 and d.ausentes * 100.0 / d.dotacion > coalesce(s.ausentes_max_pct, ${PORCENTAJE_AUSENTES_POR_DEFECTO})
       order by d.fecha, s.nombre collate "und-x-icu", d.sector_id`),
    noLaborablesEntre(db, q.desde, q.hasta),
  ]);
  return {
    desde: q.desde,
    hasta: q.hasta,
    no_laborables: noLaborables,
    ausencias: filasDe<Cronograma['ausencias'][number]>(ausencias).map((f) => ({
      ...f,
      novedad_id: Number(f.novedad_id),
      persona_id: Number(f.persona_id),
      sector_id: f.sector_id === null ? null : Number(f.sector_id),
    })),
    alertas: filasDe<Cronograma['alertas'][number]>(alertas).map((f) => ({
      ...f,
      sector_id: Number(f.sector_id),
      ausentes: Number(f.ausentes),
      dotacion: Number(f.dotacion),
      porcentaje: Number(f.porcentaje),
      tope: Number(f.tope),
    })),
  };
}
