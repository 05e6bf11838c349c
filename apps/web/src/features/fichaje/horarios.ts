import { minutosDeHora } from '@worknet/domain/fichaje/reloj';
import type { Turnos } from './api';

// Schedules (issue 21 item 5): the week in words for the list, and the form's days. ISO weekday: 1 = lunes.

export const DIAS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Dia = (typeof DIAS)[number];
export const NOMBRE_DIA: Record<Dia, string> = { '1': 'Lunes', '2': 'Martes', '3': 'Miércoles', '4': 'Jueves', '5': 'Viernes', '6': 'Sábado', '7': 'Domingo' };
const CORTO: Record<Dia, string> = { '1': 'Lun', '2': 'Mar', '3': 'Mié', '4': 'Jue', '5': 'Vie', '6': 'Sáb', '7': 'Dom' };

export const HORA_VALIDA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A shift whose salida is at or before its entrada ends the next day (a night shift). */
export function terminaAlDiaSiguiente(entrada: string, salida: string): boolean {
  const e = minutosDeHora(entrada);
  const s = minutosDeHora(salida);
  return e !== null && s !== null && s <= e;
}

const textoTurno = (t: { entrada: string; salida: string }) => `${t.entrada}–${t.salida}${terminaAlDiaSiguiente(t.entrada, t.salida) ? ' (+1)' : ''}`;

/**
 * «Lun a Vie 08:00–16:00, Sáb 22:00–06:00 (+1)»: consecutive days with the same shift are
 * joined («a» for three or more, «y» for two).
 */
export function resumenSemana(turnos: Turnos): string {
  const grupos: { desde: Dia; hasta: Dia; cuantos: number; texto: string }[] = [];
  let anterior: number | null = null;
  for (const d of DIAS) {
    const t = turnos[d];
    if (!t) {
      anterior = null;
      continue;
    }
    const texto = textoTurno(t);
    const ultimo = grupos.at(-1);
    if (ultimo && anterior === Number(d) - 1 && ultimo.texto === texto) {
      ultimo.hasta = d;
      ultimo.cuantos += 1;
    } else grupos.push({ desde: d, hasta: d, cuantos: 1, texto });
    anterior = Number(d);
  }
  if (grupos.length === 0) return 'Sin turnos';
  return grupos
    .map((g) => {
      const dias = g.cuantos === 1 ? CORTO[g.desde] : `${CORTO[g.desde]} ${g.cuantos === 2 ? 'y' : 'a'} ${CORTO[g.hasta]}`;
      return `${dias} ${g.texto}`;
    })
    .join(', ');
}
