import { sql, type SQL } from 'drizzle-orm';
import { ZONA_HORARIA } from '@worknet/domain/constantes';
import { datosInvalidos } from '../../platform/http/errors';
import * as reloj from '@worknet/domain/reloj';

// SQL pieces the control panel's searches share.

const tz = sql`${ZONA_HORARIA}::text`;

/** Start of a Buenos Aires day ('YYYY-MM-DD') as an instant: index-friendly comparisons. */
export const inicioDelDia = (dia: string) => sql`(${dia}::date::timestamp at time zone ${tz})`;
/** Start of the Buenos Aires day after `dia`. */
export const finDelDia = (dia: string) => sql`((${dia}::date + 1)::timestamp at time zone ${tz})`;
/** Midnight of today in Buenos Aires, today from the one clock (issue 36). */
export const inicioDeHoy = () => inicioDelDia(reloj.hoy());

/** `desde`/`hasta` filters (inclusive Buenos Aires days) on a timestamptz column. */
export function rangoDeDias(col: SQL, q: { desde?: string; hasta?: string }): SQL[] {
  if (q.desde && q.hasta && q.desde > q.hasta) {
    const mensaje = 'La fecha "desde" no puede ser posterior a la fecha "hasta".';
    throw datosInvalidos(mensaje, { campos: [{ campo: 'desde', mensaje }] });
  }
  return [...(q.desde ? [sql`${col} >= ${inicioDelDia(q.desde)}`] : []), ...(q.hasta ? [sql`${col} < ${finDelDia(q.hasta)}`] : [])];
}
