import { esFechaIso, formatoFecha } from '../fechas';
import { VALOR_HIJO } from './familia';
import { diasEntre, sumarDias, sumarMeses } from './fechas-rrhh';
import type { Alerta } from './legajo';
import type { TipoAlerta } from './tipos-alerta';

// HR due-date alerts: contracts about to end, matrículas, the end of a child's
// maternal room and training that expires. Windows and codes: spec §9.

/** Days ahead each alert starts to show. */
export const VENTANAS_ALERTA = {
  contratoPrueba: 75,
  contratoDependencia: 105,
  matricula: 31,
  salaMaternal: 31,
  formacion: 31,
} as const;

/** `contrato_tipo.codigo` of each kind of contract that ends. */
export const CODIGOS_CONTRATO = {
  prueba: ['5'],
  dependencia: ['6', '7'],
} as const;

// The kinds live in a file of their own, which the response schema (legajo.ts) reads too.
export { TIPOS_ALERTA, type TipoAlerta } from './tipos-alerta';

// The shape of an alert is its response schema (legajo.ts); a type-only import keeps zod out of this file.
export type { Alerta };

export type LaboralAlerta = {
  id: number;
  fecha_alta: string;
  fecha_baja?: string | null;
  contrato_codigo?: string | number | null;
  duracion_meses?: number | null;
  deleted_at?: string | null;
};

export type PersonaAlertas = {
  id: number;
  laboral: readonly LaboralAlerta[];
  matriculas: readonly { id: number; fecha_vencimiento?: string | null; descripcion?: string | null; deleted_at?: string | null }[];
  familiares: readonly {
    id: number;
    nombres?: string | null;
    familiar_tipo_value?: number | null;
    fin_sala?: string | null;
    deleted_at?: string | null;
  }[];
  formacion: readonly { id: number; titulo?: string | null; fecha_vencimiento?: string | null; deleted_at?: string | null }[];
};

/** "Within N days": from today (0) to exactly N days ahead, both included. */
export const dentroDeVentana = (dias: number, ventana: number) => dias >= 0 && dias <= ventana;

/**
 * When a contract ends. DECISION: a fecha_baja already set is the end (the
 * record was closed, or its end was typed in advance); otherwise a contract
 * type with a duration ends the day before the same day N months after the
 * alta (alta 2026-01-15 + 3 months → 2026-04-14; end-of-month safe); a type
 * without duration is indefinite and gives null (no alert).
 */
export function finDeContrato(laboral: { fecha_alta: string; fecha_baja?: string | null; duracion_meses?: number | null }): string | null {
  if (laboral.fecha_baja) return esFechaIso(laboral.fecha_baja) ? laboral.fecha_baja : null;
  const meses = laboral.duracion_meses;
  if (!esFechaIso(laboral.fecha_alta) || !meses || !Number.isInteger(meses) || meses < 0) return null;
  return sumarDias(sumarMeses(laboral.fecha_alta, meses), -1) || null;
}

/** '(hoy)', '(en 1 día)', '(en 12 días)'. */
function cuando(dias: number): string {
  if (dias === 0) return 'hoy';
  return dias === 1 ? 'en 1 día' : `en ${dias} días`;
}

/** The 'vence el 05/01/2027 (en 45 días)' part; a past date reads 'venció el …'. */
function vencimiento(fecha: string, dias: number, [presente, pasado]: readonly [string, string] = ['vence', 'venció']): string {
  if (dias < 0) return `${pasado} el ${formatoFecha(fecha)}`;
  return `${presente} el ${formatoFecha(fecha)} (${cuando(dias)})`;
}

/**
 * The sentence a person reads for an alert. `detalle` names the thing: the
 * matrícula ('MP 1234'), the child ('Sofía') or the course title.
 */
export function mensajeAlerta(tipo: TipoAlerta, fecha: string, dias: number, detalle?: string | null): string {
  const d = detalle?.trim();
  switch (tipo) {
    case 'contrato_prueba':
      return `El período de prueba ${vencimiento(fecha, dias)}.`;
    case 'contrato_dependencia':
      return `El contrato en relación de dependencia ${vencimiento(fecha, dias)}.`;
    case 'matricula': {
      // The detail starts with its type's name («Matrícula Provincial 1234»): the word is said once.
      const cual = d?.replace(/^matr[ií]cula\s*/i, '');
      return `La matrícula${cual ? ` ${cual}` : ''} ${vencimiento(fecha, dias)}.`;
    }
    case 'sala_maternal':
      return `La sala maternal${d ? ` de ${d}` : ''} ${vencimiento(fecha, dias, ['termina', 'terminó'])}.`;
    case 'formacion':
      return `La capacitación${d ? ` «${d}»` : ''} ${vencimiento(fecha, dias)}.`;
  }
}

function tipoDeContrato(codigo: LaboralAlerta['contrato_codigo']): { tipo: TipoAlerta; ventana: number } | null {
  const c = codigo === null || codigo === undefined ? '' : String(codigo).trim();
  if ((CODIGOS_CONTRATO.prueba as readonly string[]).includes(c)) return { tipo: 'contrato_prueba', ventana: VENTANAS_ALERTA.contratoPrueba };
  if ((CODIGOS_CONTRATO.dependencia as readonly string[]).includes(c)) return { tipo: 'contrato_dependencia', ventana: VENTANAS_ALERTA.contratoDependencia };
  return null;
}

/**
 * Every alert of one person on `hoyIso`, by due date. Contracts, rooms and
 * training alert from N days before their date until the date itself; a past
 * end gives no alert (the contract is over). A matrícula keeps alerting once
 * expired (`vencida`): the person cannot practise until it is renewed.
 * Soft-deleted rows and rows without a valid date are skipped.
 */
export function alertasDePersona(p: PersonaAlertas, hoyIso: string): Alerta[] {
  // A wrong «today» is a programming error, not data to skip quietly.
  if (!esFechaIso(hoyIso)) throw new RangeError(`Fecha de hoy inválida: '${hoyIso}'`);
  const alertas: Alerta[] = [];
  const agregar = (
    tipo: TipoAlerta,
    referencia_id: number,
    fecha: string | null | undefined,
    detalle: string | null | undefined,
    incluye: (dias: number) => boolean,
  ) => {
    if (!fecha || !esFechaIso(fecha)) return;
    const dias = diasEntre(hoyIso, fecha);
    if (!incluye(dias)) return;
    alertas.push({ tipo, persona_id: p.id, referencia_id, fecha, dias, vencida: dias < 0, mensaje: mensajeAlerta(tipo, fecha, dias, detalle) });
  };

  for (const l of p.laboral) {
    const contrato = tipoDeContrato(l.contrato_codigo);
    if (l.deleted_at || !contrato) continue;
    agregar(contrato.tipo, l.id, finDeContrato(l), null, (d) => dentroDeVentana(d, contrato.ventana));
  }
  for (const m of p.matriculas) {
    if (!m.deleted_at) agregar('matricula', m.id, m.fecha_vencimiento, m.descripcion, (d) => d <= VENTANAS_ALERTA.matricula);
  }
  for (const f of p.familiares) {
    if (!f.deleted_at && f.familiar_tipo_value === VALOR_HIJO)
      agregar('sala_maternal', f.id, f.fin_sala, f.nombres, (d) => dentroDeVentana(d, VENTANAS_ALERTA.salaMaternal));
  }
  for (const c of p.formacion) {
    if (!c.deleted_at) agregar('formacion', c.id, c.fecha_vencimiento, c.titulo, (d) => dentroDeVentana(d, VENTANAS_ALERTA.formacion));
  }
  // Stable sort: same-day alerts keep the order above (contracts first).
  return alertas.sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
}
