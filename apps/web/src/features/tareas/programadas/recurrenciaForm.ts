import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../lib/fechas';
import type { Frecuencia, Recurrencia } from '@worknet/domain/tareas/recurrencia';

// The recurrence as the form holds it (pickers' dates, every field present) and as the API
// takes it (packages/domain/src/tareas/recurrencia.ts: only the fields of its frequency).

export type ValoresRecurrencia = {
  frecuencia: Frecuencia;
  cada: number;
  /** Times of day 'HH:mm'; for 'horas', only the first: where the count starts. */
  horas: string[];
  dias_semana: number[];
  dia_mes: number;
  desde: Dayjs | null;
  hasta: Dayjs | null;
};

export const ETIQUETA_FRECUENCIA: Record<Frecuencia, string> = {
  diaria: 'Diaria',
  semanal: 'Semanal',
  mensual: 'Mensual',
  horas: 'Cada tantas horas',
};

/** What «cada» counts, for its label. */
export const UNIDAD_CADA: Record<Frecuencia, string> = { diaria: 'días', semanal: 'semanas', mensual: 'meses', horas: 'horas' };

export const DIAS_SEMANA = [
  { value: 1, label: 'Lunes' },
  { value: 2, label: 'Martes' },
  { value: 3, label: 'Miércoles' },
  { value: 4, label: 'Jueves' },
  { value: 5, label: 'Viernes' },
  { value: 6, label: 'Sábado' },
  { value: 7, label: 'Domingo' },
];

/** The times a select offers: every quarter of an hour. */
export const HORAS_DEL_DIA = Array.from({ length: 96 }, (_, i) => {
  const h = `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
  return { value: h, label: h };
});

const DIA = 'YYYY-MM-DD';
const VACIA: ValoresRecurrencia = { frecuencia: 'diaria', cada: 1, horas: [], dias_semana: [], dia_mes: 1, desde: null, hasta: null };

/** A new scheduled task: every day at 08:00 from today (Argentina's day). */
export function recurrenciaInicial(hoy: string): ValoresRecurrencia {
  return { frecuencia: 'diaria', cada: 1, horas: ['08:00'], dias_semana: [], dia_mes: 1, desde: dayjs(hoy), hasta: null };
}

/**
 * Form values -> the API's recurrence: only the fields of the chosen frequency. The form may
 * leave out the fields it has not shown yet (Form.useWatch, onFinish): missing lists are empty.
 */
export function cuerpoRecurrencia(valores: Partial<ValoresRecurrencia>): Recurrencia {
  const v = { ...VACIA, ...valores, horas: valores.horas ?? [], dias_semana: valores.dias_semana ?? [] };
  const base = {
    frecuencia: v.frecuencia,
    cada: Number(v.cada),
    horas: v.frecuencia === 'horas' ? v.horas.slice(0, 1) : [...v.horas].sort(),
    desde: v.desde ? v.desde.format(DIA) : '',
    hasta: v.hasta ? v.hasta.format(DIA) : null,
  };
  if (v.frecuencia === 'semanal') return { ...base, dias_semana: [...v.dias_semana].sort((a, b) => a - b) };
  if (v.frecuencia === 'mensual') return { ...base, dia_mes: Number(v.dia_mes) };
  return base;
}

const numeros = (x: unknown): number[] => (Array.isArray(x) ? x.filter((n): n is number => typeof n === 'number') : []);
const textos = (x: unknown): string[] => (Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : []);
const dia = (x: unknown) => (typeof x === 'string' && x ? dayjs(x) : null);

/** A saved recurrence (as GET answers it) -> form values; what its frequency does not use gets a default. */
export function valoresRecurrencia(r: Record<string, unknown>, hoy: string): ValoresRecurrencia {
  const inicial = recurrenciaInicial(hoy);
  const frecuencia = (['diaria', 'semanal', 'mensual', 'horas'] as const).find((f) => f === r.frecuencia) ?? 'diaria';
  return {
    frecuencia,
    cada: typeof r.cada === 'number' ? r.cada : 1,
    horas: textos(r.horas).length ? textos(r.horas) : inicial.horas,
    dias_semana: numeros(r.dias_semana),
    dia_mes: typeof r.dia_mes === 'number' ? r.dia_mes : 1,
    desde: dia(r.desde) ?? inicial.desde,
    hasta: dia(r.hasta),
  };
}
