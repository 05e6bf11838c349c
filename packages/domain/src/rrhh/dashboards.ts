import { z } from 'zod';
import type { NombreEvento } from '../tiempo-real';
import { esFechaIso } from '../fechas';
import { idCoercido, limitePagina, respuesta, type Cable } from '../http';
import { archivoDeReporte } from '../reportes';
import { diasEntre, sumarDias, sumarMeses } from './fechas-rrhh';

// HR dashboards (spec §2 rrhh/dashboard, rrhh/reportes, asistentes/reportes; §7
// "Dashboards"): twelve figures under /api/v1/rrhh/<nombre>, POST with the filter
// as body and GET with it as query, one reply shape for all of them.

/** Each dashboard: its path segment (the spec's name) and its Spanish title. */
export const DASHBOARDS = {
  dashboard_persona_nomina: { titulo: 'Dotación por sector', archivo: 'Dotacion-por-sector' },
  dashboard_persona_nomina_sexo: { titulo: 'Dotación por sexo', archivo: 'Dotacion-por-sexo' },
  dashboard_persona_contrato: { titulo: 'Contratos', archivo: 'Contratos' },
  dashboard_persona_matricula: { titulo: 'Matrículas por vencer', archivo: 'Matriculas' },
  dashboard_persona_formacion: { titulo: 'Capacitaciones por vencer', archivo: 'Capacitaciones' },
  dashboard_persona_sala_maternal: { titulo: 'Sala maternal', archivo: 'Sala-maternal' },
  dashboard_ingresos: { titulo: 'Ingresos por mes', archivo: 'Ingresos' },
  dashboard_egresos: { titulo: 'Egresos por mes', archivo: 'Egresos' },
  dashboard_persona_bajas_mes: { titulo: 'Bajas por mes', archivo: 'Bajas' },
  dashboard_persona_novedades: { titulo: 'Novedades por tipo', archivo: 'Novedades' },
  dashboard_persona_novedades_mes: { titulo: 'Novedades por mes', archivo: 'Novedades-por-mes' },
  dashboard_persona_ausentismo: { titulo: 'Ausentismo', archivo: 'Ausentismo' },
} as const satisfies Record<string, { titulo: string; archivo: string }>;

export type NombreDashboard = keyof typeof DASHBOARDS;
export const NOMBRES_DASHBOARD = Object.keys(DASHBOARDS) as [NombreDashboard, ...NombreDashboard[]];
export const esNombreDashboard = (v: string): v is NombreDashboard => Object.hasOwn(DASHBOARDS, v);

/**
 * The series of each dashboard: every point carries its `serie` (one shape for
 * all; a single-series dashboard uses 'total'). Keys of the points (`clave`):
 * - nomina: sector id; nomina_sexo: 'F' | 'M' | 'X';
 * - contrato: 'tipos' → contrato_tipo id (today's contracts by type);
 *   'por_vencer' → 'prueba' (ends within 75 days) | 'dependencia' (within 105);
 * - matricula / formacion: 'vencidas' (matrícula only: already expired, still alerting) |
 *   'por_vencer' (within 31 days), one point each;
 * - sala_maternal: 'beneficiarios' and 'dotacion' → edificio id (the establishment);
 * - ingresos / egresos / bajas_mes / novedades_mes / ausentismo: 'YYYY-MM';
 *   bajas_mes has a serie per motivo de desvinculación ('m<id>', 'sin_motivo' when empty): its
 *   `leyenda` comes in the reply (the one below is the fallback); draw from the reply's leyenda always;
 * - novedades: the novedad type id.
 */
export const SERIES_DASHBOARD = {
  dashboard_persona_nomina: { total: 'Personas' },
  dashboard_persona_nomina_sexo: { total: 'Personas' },
  dashboard_persona_contrato: { tipos: 'Contratos vigentes por tipo', por_vencer: 'Por terminar' },
  dashboard_persona_matricula: { total: 'Matrículas' },
  dashboard_persona_formacion: { total: 'Capacitaciones' },
  dashboard_persona_sala_maternal: { beneficiarios: 'Beneficiarios', dotacion: 'Dotación del establecimiento' },
  dashboard_ingresos: { total: 'Ingresos' },
  dashboard_egresos: { total: 'Egresos' },
  dashboard_persona_bajas_mes: { total: 'Bajas' },
  dashboard_persona_novedades: { total: 'Novedades' },
  dashboard_persona_novedades_mes: { total: 'Novedades' },
  dashboard_persona_ausentismo: { total: 'Tasa de ausentismo (%)' },
} as const satisfies Record<NombreDashboard, Record<string, string>>;

/** Decreto 144/2022: an establishment with this many employees must offer a care space or reimburse it. */
export const UMBRAL_SALA_MATERNAL = 100;
/** Decreto 144/2022: children from 45 days old … */
export const SALA_MATERNAL_DIAS_DESDE = 45;
/** … until they turn 3 (the birthday itself is out). */
export const SALA_MATERNAL_ANIOS_HASTA = 3;

/** The widest period a filter may ask for (two years of months). */
export const PERIODO_MAXIMO_DIAS = 731;
/** Months the default period spans (this month and the 11 before). */
export const MESES_POR_DEFECTO = 12;

const MES = /^\d{4}-(0[1-9]|1[0-2])$/;
const idFiltro = (que: string) => idCoercido(`Elija ${que} de la lista`).optional();

/**
 * The filter: body of POST and query of GET, the same fields. The period is a
 * month ('YYYY-MM') or a range of days (desde/hasta); without one, the last 12
 * months up to today. Snapshot dashboards (nomina, sexo, contrato, matrícula,
 * formación, sala maternal) are always as of today; the period applies to the
 * monthly ones and to absenteeism. `serie` + `clave` choose a slice: the reply
 * then carries `personas` (paged with skip/limit).
 */
export const filtroDashboard = z
  .object({
    empresa_id: idFiltro('una empresa'),
    /** The establishment (edificio, the root of the sector). The spec's «institución». */
    edificio_id: idFiltro('un establecimiento'),
    sector_id: idFiltro('un sector'),
    mes: z.string().regex(MES, 'Use un mes AAAA-MM').optional(),
    desde: z.string().refine(esFechaIso, 'Use una fecha AAAA-MM-DD').optional(),
    hasta: z.string().refine(esFechaIso, 'Use una fecha AAAA-MM-DD').optional(),
    serie: z.string().trim().min(1).max(40, 'Serie inválida').optional(),
    clave: z.string().trim().min(1, 'Elija una porción del gráfico').max(40, 'Porción inválida').optional(),
    skip: z.coerce.number({ error: 'skip debe ser un número' }).int().min(0).default(0),
    limit: limitePagina(25),
  })
  .superRefine((f, ctx) => {
    if (f.mes && (f.desde || f.hasta)) ctx.addIssue({ code: 'custom', path: ['mes'], message: 'Elija un mes o un rango de fechas, no ambos' });
    if (f.desde && f.hasta && f.desde > f.hasta) ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'La fecha hasta es anterior a la fecha desde' });
    if (f.desde && f.hasta && f.desde <= f.hasta && diasEntre(f.desde, f.hasta) >= PERIODO_MAXIMO_DIAS)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'El período admite hasta dos años' });
    if (f.mes && (Number(f.mes.slice(0, 4)) < 1901 || Number(f.mes.slice(0, 4)) > 4999))
      ctx.addIssue({ code: 'custom', path: ['mes'], message: 'Use un mes AAAA-MM' });
  });
export type FiltroDashboard = z.infer<typeof filtroDashboard>;
export type EntradaFiltroDashboard = z.input<typeof filtroDashboard>;

/** One point of a chart. */
export const puntoDashboard = z.object({ serie: z.string(), clave: z.string(), etiqueta: z.string(), valor: z.number() });
export type PuntoDashboard = Cable<typeof puntoDashboard>;

/**
 * One person behind a slice. `fecha`/`detalle`/`dias` say why they are there:
 * the contract's end, the matrícula's or course's expiry, the date the sala
 * maternal benefit ends (detalle: the child and their age), the alta or baja,
 * the novedad; `dias` is days from today (alerts) or days absent (ausentismo).
 */
export const filaPersonaDashboard = z.object({
  id: z.number(),
  apellido: z.string(),
  nombres: z.string(),
  legajo: z.string().nullable(),
  sector: z.string().nullable(),
  fecha: z.string().nullable(),
  detalle: z.string().nullable(),
  dias: z.number().nullable(),
});
export type FilaPersonaDashboard = Cable<typeof filaPersonaDashboard>;

/** The reply of every dashboard. */
export const datosDashboard = z.object({
  titulo: z.string(),
  /** The period the figures cover (snapshot dashboards: desde = hasta = today). */
  desde: z.string(),
  hasta: z.string(),
  /** The headline figure: headcount, items expiring, the period's rate (ausentismo). */
  total: z.number(),
  /** The names of the series, in the order to draw them. */
  leyenda: z.array(z.object({ serie: z.string(), etiqueta: z.string() })),
  series: z.array(puntoDashboard),
  /** Why there is nothing to show (e.g. no leaves loaded for the period), else null. */
  vacio: z.string().nullable(),
  /** Sala maternal: the 100-employee threshold; else null. */
  umbral: z.number().nullable(),
  /** Present only when the filter names a slice (serie + clave). */
  personas: z.object({ filas: z.array(filaPersonaDashboard), total: z.number() }).optional(),
});
export type DatosDashboard = Cable<typeof datosDashboard>;
export const respuestaDashboard = respuesta(datosDashboard);

/**
 * The xlsx report (rrhh/reportes): GET /api/v1/rrhh/reporte_dashboard with
 * `dashboard` plus the same filter fields as query. Sheet «Datos» holds the
 * series; sheet «Personas» the people of every slice (with the slice named).
 */
export const RUTA_REPORTE_DASHBOARD = 'reporte_dashboard';
export const consultaReporteDashboard = z.object({
  dashboard: z.enum(NOMBRES_DASHBOARD, { error: 'Elija un tablero de la lista' }),
});
/** Reporte-<Nombre>-DD-MM-YYYY.xlsx (spec §9 export filenames, reportes.ts). */
export const archivoReporteDashboard = (nombre: NombreDashboard, hoyIso: string): string => archivoDeReporte(DASHBOARDS[nombre].archivo, hoyIso);

/** The socket hint an open dashboard listens to (published to the dashboards' permission rooms, coalesced). */
export const EVENTO_DASHBOARD = 'rrhh-dashboard' satisfies NombreEvento;

// Pure rules shared by the server's SQL (tested to agree) and the web.

/** The period a filter covers on `hoyIso`: [desde, hasta], both included. */
export function periodoDashboard(f: Pick<FiltroDashboard, 'mes' | 'desde' | 'hasta'>, hoyIso: string): { desde: string; hasta: string } {
  if (f.mes) return { desde: `${f.mes}-01`, hasta: sumarDias(sumarMeses(`${f.mes}-01`, 1), -1) };
  const hasta = f.hasta ?? (f.desde && f.desde > hoyIso ? f.desde : hoyIso);
  const desde = f.desde ?? sumarMeses(`${hasta.slice(0, 7)}-01`, -(MESES_POR_DEFECTO - 1));
  return { desde, hasta };
}

/** The months ('YYYY-MM') a period touches, in order. */
export function mesesDelPeriodo(desde: string, hasta: string): string[] {
  const meses: string[] = [];
  for (let m = `${desde.slice(0, 7)}-01`; m.slice(0, 7) <= hasta.slice(0, 7); m = sumarMeses(m, 1)) meses.push(m.slice(0, 7));
  return meses;
}

const NOMBRES_MES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
/** '2026-03' → 'mar 2026'. */
export const etiquetaMes = (mes: string) => `${NOMBRES_MES[Number(mes.slice(5, 7)) - 1] ?? mes} ${mes.slice(0, 4)}`;

/** First day a child gives the sala maternal benefit: 45 days old. */
export const inicioSalaMaternal = (nacimientoIso: string) => sumarDias(nacimientoIso, SALA_MATERNAL_DIAS_DESDE);
/** Last day of the benefit: the day before the third birthday. */
export const finSalaMaternal = (nacimientoIso: string) => sumarDias(sumarMeses(nacimientoIso, SALA_MATERNAL_ANIOS_HASTA * 12), -1);
/** Is a child born on `nacimientoIso` within the benefit on `hoyIso` (45 days in, third birthday out)? */
export function enEdadSalaMaternal(nacimientoIso: string, hoyIso: string): boolean {
  if (!esFechaIso(nacimientoIso)) return false;
  return inicioSalaMaternal(nacimientoIso) <= hoyIso && hoyIso <= finSalaMaternal(nacimientoIso);
}

/** '1 año y 3 meses', '8 meses', '50 días': a small child's age, for the beneficiaries' list. */
export function edadNinio(nacimientoIso: string, hoyIso: string): string {
  let meses = (Number(hoyIso.slice(0, 4)) - Number(nacimientoIso.slice(0, 4))) * 12 + Number(hoyIso.slice(5, 7)) - Number(nacimientoIso.slice(5, 7));
  if (sumarMeses(nacimientoIso, meses) > hoyIso) meses -= 1;
  if (meses < 1) {
    const d = diasEntre(nacimientoIso, hoyIso);
    return d === 1 ? '1 día' : `${d} días`;
  }
  const a = Math.floor(meses / 12);
  const m = meses % 12;
  const partes = [a ? (a === 1 ? '1 año' : `${a} años`) : '', m ? (m === 1 ? '1 mes' : `${m} meses`) : ''].filter(Boolean);
  return partes.join(' y ');
}

/** Absenteeism rate in percent with one decimal: days absent over days expected; null when nothing was expected. */
export function tasaAusentismo(diasAusente: number, diasEsperados: number): number | null {
  if (diasEsperados <= 0) return null;
  return Math.round((diasAusente / diasEsperados) * 1000) / 10;
}
