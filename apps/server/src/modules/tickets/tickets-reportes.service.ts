import { sql, type SQL } from 'drizzle-orm';
import { inicioDelDia, diaSiguiente } from '@worknet/domain/fichaje/reloj';
import type { ReporteTickets } from '@worknet/domain/tickets/esquemas';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import type { Principal } from '../../platform/identidad/principal';
import { libroXlsx, type ArchivoXlsx, type ColumnaXlsx } from '../../platform/http/xlsx';
import { datosInvalidos, prohibido } from '../../platform/http/errors';
import { administraTickets, serviciosQueDirige } from './tickets.acceso';

// The report of a service for a period (issue 41 item 6): tickets opened and closed, first
// response and resolution times in working minutes (median and p90, measured when they
// happened and kept on the ticket), SLA compliance (resolved within the deadline) and ratings,
// overall, by category and by agent. The service's head reads their services; an admin, all.
// One pass of SQL aggregates over the service's index: a year of a service stays well under a second.

type Periodo = { servicio: number; desde: string; hasta: string };

export async function exigirReporte(db: Db, p: Principal, q: Periodo) {
  if (q.hasta < q.desde) throw datosInvalidos('La fecha hasta es anterior a la fecha desde.', { campos: [{ campo: 'hasta', mensaje: 'Anterior a desde' }] });
  if (!administraTickets(p) && !(await serviciosQueDirige(db, p)).includes(q.servicio)) throw prohibido('Sólo quien dirige el servicio ve su reporte.');
}

/** 'YYYY-MM-DD' as DD/MM/YYYY (a calendar day, no time zone to cross). */
const diaDeTexto = (dia: string) => dia.split('-').reverse().join('/');

const numero = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100);

function medidas(d: Date, h: Date): SQL {
  const en = (c: string) => sql`${sql.raw(c)} >= ${d} and ${sql.raw(c)} < ${h}`;
  return sql`
    count(*) filter (where ${en('t.created_at')})::int as abiertos,
    count(*) filter (where ${en('t.cerrado_en')})::int as cerrados,
    percentile_cont(0.5) within group (order by t.primera_respuesta_habiles) filter (where ${en('t.primera_respuesta_en')}) as primera_respuesta_mediana,
    percentile_cont(0.9) within group (order by t.primera_respuesta_habiles) filter (where ${en('t.primera_respuesta_en')}) as primera_respuesta_p90,
    percentile_cont(0.5) within group (order by t.resolucion_habiles) filter (where ${en('t.resuelto_en')}) as resolucion_mediana,
    percentile_cont(0.9) within group (order by t.resolucion_habiles) filter (where ${en('t.resuelto_en')}) as resolucion_p90,
    avg(case when t.resuelto_en <= t.vence_resolucion then 1.0 else 0.0 end) filter (where ${en('t.resuelto_en')} and t.vence_resolucion is not null) as cumplimiento_sla,
    avg(t.puntaje) filter (where ${en('t.calificado_en')}) as calificacion_promedio,
    count(t.puntaje) filter (where ${en('t.calificado_en')})::int as calificaciones`;
}

const aTiempos = (f: Record<string, unknown>) => ({
  abiertos: Number(f.abiertos ?? 0),
  cerrados: Number(f.cerrados ?? 0),
  primera_respuesta_mediana: numero(f.primera_respuesta_mediana),
  primera_respuesta_p90: numero(f.primera_respuesta_p90),
  resolucion_mediana: numero(f.resolucion_mediana),
  resolucion_p90: numero(f.resolucion_p90),
  cumplimiento_sla: numero(f.cumplimiento_sla),
  calificacion_promedio: numero(f.calificacion_promedio),
  calificaciones: Number(f.calificaciones ?? 0),
});

export async function reporteTickets(db: Db, q: Periodo): Promise<ReporteTickets & { resumen: ReturnType<typeof aTiempos> }> {
  const d = new Date(inicioDelDia(q.desde));
  const h = new Date(inicioDelDia(diaSiguiente(q.hasta)));
  const donde = sql`t.servicio_id = ${q.servicio} and t.created_at < ${h}
    and (t.created_at >= ${d} or t.cerrado_en >= ${d} or t.resuelto_en >= ${d} or t.primera_respuesta_en >= ${d} or t.calificado_en >= ${d})`;
  const m = medidas(d, h);
  const [resumen, categorias, agentes] = await Promise.all([
    db.execute(sql`select ${m} from ticket t where ${donde}`),
    db.execute(
      sql`select c.id, c.nombre, ${m} from ticket t join ticket_categoria c on c.id = t.categoria_id where ${donde} group by c.id, c.nombre order by c.nombre`,
    ),
    db.execute(sql`select u.id, coalesce(u.nombre_completo, 'Sin asignar') as nombre, ${m} from ticket t left join usuario u on u.id = t.asignado_id
      where ${donde} group by u.id, u.nombre_completo order by u.nombre_completo nulls last`),
  ]);
  return {
    resumen: aTiempos(filasDe<Record<string, unknown>>(resumen)[0] ?? {}),
    por_categoria: filasDe<Record<string, unknown>>(categorias).map((f) => ({ id: Number(f.id), nombre: String(f.nombre), ...aTiempos(f) })),
    por_agente: filasDe<Record<string, unknown>>(agentes).map((f) => ({ id: f.id === null ? null : Number(f.id), nombre: String(f.nombre), ...aTiempos(f) })),
  };
}

const COLUMNAS: ColumnaXlsx[] = [
  { titulo: 'Abiertos', clave: 'abiertos', ancho: 10 },
  { titulo: 'Cerrados', clave: 'cerrados', ancho: 10 },
  { titulo: 'Primera respuesta, mediana (min hábiles)', clave: 'primera_respuesta_mediana', ancho: 22 },
  { titulo: 'Primera respuesta, p90 (min hábiles)', clave: 'primera_respuesta_p90', ancho: 22 },
  { titulo: 'Resolución, mediana (min hábiles)', clave: 'resolucion_mediana', ancho: 22 },
  { titulo: 'Resolución, p90 (min hábiles)', clave: 'resolucion_p90', ancho: 22 },
  { titulo: 'Cumplimiento del plazo', clave: 'cumplimiento_sla', ancho: 14, formato: '0.0%' },
  { titulo: 'Calificación promedio', clave: 'calificacion_promedio', ancho: 14, formato: '0.00' },
  { titulo: 'Calificaciones', clave: 'calificaciones', ancho: 14 },
];

/** Reporte-Tickets-DD-MM-YYYY.xlsx: Resumen (with the service and period), Por categoría, Por agente. */
export function libroReporteTickets(r: ReporteTickets, servicio: string, q: Periodo): Promise<ArchivoXlsx> {
  return libroXlsx('Tickets', [
    {
      nombre: 'Resumen',
      columnas: [{ titulo: 'Servicio', clave: 'nombre', ancho: 28 }, { titulo: 'Período', clave: 'periodo', ancho: 24 }, ...COLUMNAS],
      filas: [{ nombre: servicio, periodo: `${diaDeTexto(q.desde)} a ${diaDeTexto(q.hasta)}`, ...r.resumen }],
    },
    { nombre: 'Por categoría', columnas: [{ titulo: 'Categoría', clave: 'nombre', ancho: 28 }, ...COLUMNAS], filas: r.por_categoria, filtro: true },
    { nombre: 'Por agente', columnas: [{ titulo: 'Agente', clave: 'nombre', ancho: 28 }, ...COLUMNAS], filas: r.por_agente, filtro: true },
  ]);
}

export async function nombreServicio(db: Db, id: number): Promise<string> {
  const [f] = filasDe<{ nombre: string }>(await db.execute(sql`select nombre from ticket_servicio where id = ${id}`));
  return f?.nombre ?? `Servicio ${id}`;
}
