import { z } from 'zod';
import { diaIso, idCoercido, idNumero, instante, opcion, paginaOrdenadaPor, respuesta, respuestaLista, type Cable } from '../http';
import { textoOpcional } from '../inventario/documentos';
import { itemMedia } from '../media/item';
import { APROBACIONES, COMPUTOS, ESTADOS_NOVEDAD } from './estados';

// Contracts of personnel events and vacations (issue 19, spec §7 "Leaves and vacations"):
// request bodies and what each call answers, under /api/v1/rrhh/. Server routes and web
// calls use these same schemas.

/** The certificate's media: modulo 'rrhh', modelo 'novedad_personal' (a draft upload until the event is saved). */
export const MODULO_MEDIA_LICENCIAS = 'rrhh';
export const MODELO_MEDIA_NOVEDAD = 'novedad_personal';

/** Vacation periods are years; the cronograma shows at most this many days at once. */
export const anioPeriodo = z.coerce
  .number({ error: 'El período es un año (AAAA).' })
  .int('El período es un año (AAAA).')
  .min(1950, 'El período debe ser un año entre 1950 y 2100.')
  .max(2100, 'El período debe ser un año entre 1950 y 2100.');
export const DIAS_MAXIMOS_CRONOGRAMA = 62;
/** A single event spans at most a year (maternity is 90 days; excedencia up to 6 months). */
export const DIAS_MAXIMOS_NOVEDAD = 366;

const dia = (que: string) => diaIso(`${que}: use una fecha AAAA-MM-DD.`);

const camposNovedad = {
  tipo_id: idNumero('Elija el tipo de novedad.'),
  desde: dia('Desde'),
  hasta: dia('Hasta'),
  observaciones: textoOpcional(2000, 'Las observaciones'),
  /** A draft upload (modelo novedad_personal) or the one it already has; null removes it. */
  media_id: idNumero('El certificado no existe.').nullish(),
  /** Vacations: the period whose days it takes; by default the oldest with days left. */
  periodo: anioPeriodo.nullish(),
  /** Vacations outside 1 October – 30 April (LCT art. 154): HR only, with the reason. */
  fuera_de_temporada: z.boolean().default(false),
  motivo_fuera_de_temporada: textoOpcional(1000, 'El motivo'),
};
const fechasEnOrden = <T extends { desde: string; hasta: string }>(b: T) => b.hasta >= b.desde;
const errorFechas = { error: '«Hasta» no puede ser anterior a «Desde».', path: ['hasta'] };

/** POST novedad-personal: persona_id, tipo_id, desde, hasta (YYYY-MM-DD), observaciones?, … */
export const novedadBody = z.object({ persona_id: idNumero('Elija la persona.'), ...camposNovedad }).refine(fechasEnOrden, errorFechas);
export type NovedadBody = z.output<typeof novedadBody>;

/** PUT novedad-personal/{id}: the same fields but the person, who never changes. */
export const novedadEditarBody = z.object(camposNovedad).refine(fechasEnOrden, errorFechas);
export type NovedadEditarBody = z.output<typeof novedadEditarBody>;

export const aprobarBody = z.object({ detalle: textoOpcional(1000, 'El comentario') });
export const rechazarBody = z.object({
  motivo: z
    .string({ error: 'Indique el motivo del rechazo.' })
    .trim()
    .min(1, 'Indique el motivo del rechazo.')
    .max(1000, 'El motivo admite hasta 1000 caracteres.'),
});
export const anularBody = z.object({ motivo: textoOpcional(1000, 'El motivo') });

/**
 * Whose events a list shows: 'rrhh' everyone (rrhh.licencia.administrar), 'referente' the
 * sectors the user leads (rrhh.licencia.referente), 'propias' the user's own. By default the
 * widest the user may see.
 */
export const AMBITOS_NOVEDAD = ['rrhh', 'referente', 'propias'] as const;
export type AmbitoNovedad = (typeof AMBITOS_NOVEDAD)[number];

export const ORDEN_NOVEDADES = ['desde', 'created_at', 'persona', 'tipo', 'estado', 'dias'] as const;
const filtrosNovedades = {
  ambito: z.enum(AMBITOS_NOVEDAD, { error: 'El ámbito debe ser «rrhh», «referente» o «propias».' }).optional(),
  filter: z.string().trim().max(100, 'La búsqueda admite hasta 100 caracteres.').optional(),
  persona_id: idCoercido('Elija la persona.').optional(),
  tipo_id: idCoercido('Elija el tipo de novedad.').optional(),
  sector_id: idCoercido('Elija el sector.').optional(),
  estado: z.enum(ESTADOS_NOVEDAD, { error: 'Elija un estado válido.' }).optional(),
  /** Events that touch [desde, hasta]. */
  desde: dia('Desde').optional(),
  hasta: dia('Hasta').optional(),
};
/** GET novedad-personal: the list kit's page and order plus the filters. */
export const novedadesQuery = paginaOrdenadaPor(ORDEN_NOVEDADES).extend(filtrosNovedades);
export type NovedadesQuery = z.output<typeof novedadesQuery>;
/** POST report_novedades_personal: the list's filters (the CSV holds every matching row). */
export const reporteNovedadesBody = z.object(filtrosNovedades);
/** POST generate_licencias_report: the vacation balance of each person for a period. */
export const reporteLicenciasBody = z.object({
  periodo: anioPeriodo,
  ambito: filtrosNovedades.ambito,
  sector_id: filtrosNovedades.sector_id,
});

/** GET novedad-personal/sectores: the sectors a scope reaches (HR all, a referente those they lead), for the filters. */
export const sectoresQuery = z.object({ ambito: filtrosNovedades.ambito });

export const NOMBRE_REPORTE_NOVEDADES = 'Reporte-Novedades';
export const NOMBRE_REPORTE_LICENCIAS = 'Reporte-Licencias';

const estado = z.enum(ESTADOS_NOVEDAD);
const paso = z.enum(['referente', 'rrhh']).nullable();

export const novedadFila = z.object({
  id: z.number(),
  persona_id: z.number(),
  persona: z.string(),
  legajo: z.string().nullable(),
  sector_id: z.number().nullable(),
  sector: z.string().nullable(),
  tipo_id: z.number(),
  tipo: z.string(),
  tipo_codigo: z.string(),
  color: z.string().nullable(),
  desde: z.string(),
  hasta: z.string(),
  dias: z.number(),
  periodo: z.number().nullable(),
  estado,
  /** Who approves next, or null. */
  siguiente_paso: paso,
  created_at: instante,
});
export type NovedadFila = Cable<typeof novedadFila>;

export const novedadEvento = z.object({
  estado,
  autor: z.string(),
  detalle: z.string().nullable(),
  created_at: instante,
});

export const novedadDetalle = novedadFila.extend({
  observaciones: z.string().nullable(),
  motivo_rechazo: z.string().nullable(),
  fuera_de_temporada: z.boolean(),
  motivo_fuera_de_temporada: z.string().nullable(),
  requiere_certificado: z.boolean(),
  certificado: itemMedia.nullable(),
  creado_por: z.string(),
  eventos: z.array(novedadEvento),
  /** What the caller may do now (the server checks again on each call). */
  acciones: z.object({ editar: z.boolean(), aprobar: z.boolean(), rechazar: z.boolean(), anular: z.boolean() }),
});
export type NovedadDetalle = Cable<typeof novedadDetalle>;

/** A type as the request forms offer it (GET novedad-personal/tipos). */
export const tipoNovedad = z.object({
  id: z.number(),
  codigo: z.string(),
  /** 'vacaciones' on the vacation type (CLAVE_VACACIONES), null on the others. */
  clave_sistema: z.string().nullable(),
  nombre: z.string(),
  computo: z.enum(COMPUTOS),
  aprobacion: z.enum(APROBACIONES),
  dias_maximos: z.number().nullable(),
  requiere_certificado: z.boolean(),
  solicitable: z.boolean(),
  color: z.string().nullable(),
});
export type TipoNovedad = Cable<typeof tipoNovedad>;

/** GET antiguedad_persona/{id}?periodo=YYYY: seniority at 31 December and the vacation days it gives (LCT art. 150). */
export const antiguedad = z.object({ anios: z.number(), meses: z.number(), dias: z.number(), dias_vacaciones: z.number() });
export type Antiguedad = Cable<typeof antiguedad>;

/** Days of a period that expired untaken, the day after `fecha`, and why (issue 36 item 8). */
export const vencimientoVacaciones = z.object({ fecha: z.string(), dias: z.number(), motivo: z.string() });
export type VencimientoVacaciones = Cable<typeof vencimientoVacaciones>;

/** A period's balance (vacaciones.ts, saldoDelPeriodo): corresponden − tomados − vencidos = disponibles. */
export const saldoPeriodo = z.object({
  periodo: z.number(),
  dias_corresponden: z.number(),
  dias_tomados: z.number(),
  dias_vencidos: z.number(),
  dias_disponibles: z.number(),
  vencimientos: z.array(vencimientoVacaciones),
  /** The next day on which some of the available days expire if not taken, and how many. */
  vence_el: z.string().nullable(),
  dias_por_vencer: z.number(),
});
export type SaldoPeriodo = Cable<typeof saldoPeriodo>;

/** Which rule gave the period's days: art. 150 by seniority, art. 153 (1 per 20 worked), or none (not employed that year). */
export const REGLAS_VACACIONES = ['art150', 'art153', 'sin_derecho'] as const;

/** GET get_resumen_by_periodo/{periodo}/{persona}. */
export const resumenPeriodo = saldoPeriodo.extend({
  antiguedad: z.object({ anios: z.number(), meses: z.number(), dias: z.number() }),
  regla: z.enum(REGLAS_VACACIONES),
  /** Working days of the whole calendar year (the base of art. 151's half) and those worked while employed (art. 152). */
  dias_habiles: z.number(),
  dias_trabajados: z.number(),
  novedades: z.array(novedadFila),
});
export type ResumenPeriodo = Cable<typeof resumenPeriodo>;

/** GET view_page_licencia_persona/{idPersona}: the person's leave page. */
export const paginaLicencia = z.object({
  persona: z.object({ id: z.number(), nombre: z.string(), legajo: z.string().nullable(), sector: z.string().nullable(), fecha_ingreso: z.string().nullable() }),
  antiguedad,
  saldos: z.array(saldoPeriodo),
  dias_disponibles: z.number(),
  /** The person's events, newest first (the last 100). */
  novedades: z.array(novedadFila),
});
export type PaginaLicencia = Cable<typeof paginaLicencia>;

export const cronogramaQuery = z
  .object({ desde: dia('Desde'), hasta: dia('Hasta'), sector_id: idCoercido('Elija el sector.').optional(), ambito: filtrosNovedades.ambito })
  .refine(fechasEnOrden, errorFechas);

export const noLaborable = z.object({ fecha: z.string(), nombre: z.string(), tipo: z.enum(['inamovible', 'trasladable', 'no_laborable', 'propio']) });
export type NoLaborable = Cable<typeof noLaborable>;

/** GET cronograma: the events in force in the range and the days a sector is short. */
export const cronograma = z.object({
  desde: z.string(),
  hasta: z.string(),
  no_laborables: z.array(noLaborable),
  ausencias: z.array(
    z.object({
      novedad_id: z.number(),
      persona_id: z.number(),
      persona: z.string(),
      sector_id: z.number().nullable(),
      sector: z.string().nullable(),
      tipo: z.string(),
      color: z.string().nullable(),
      desde: z.string(),
      hasta: z.string(),
      estado,
    }),
  ),
  /** A day on which more than the sector's share (sector.ausentes_max_pct, default 30 %) is absent. */
  alertas: z.array(
    z.object({
      sector_id: z.number(),
      sector: z.string(),
      fecha: z.string(),
      ausentes: z.number(),
      dotacion: z.number(),
      porcentaje: z.number(),
      tope: z.number(),
    }),
  ),
});
export type Cronograma = Cable<typeof cronograma>;
export const PORCENTAJE_AUSENTES_POR_DEFECTO = 30;

export const respuestas = {
  novedades: respuestaLista(novedadFila),
  novedad: respuesta(novedadDetalle),
  tipos: respuesta(z.array(tipoNovedad)),
  sectores: respuesta(z.array(opcion)),
  antiguedad: respuesta(antiguedad),
  saldos: respuesta(z.array(saldoPeriodo)),
  resumen: respuesta(resumenPeriodo),
  pagina: respuesta(paginaLicencia),
  cronograma: respuesta(cronograma),
  feriados: respuesta(z.array(noLaborable)),
};
