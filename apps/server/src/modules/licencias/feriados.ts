import Holidays from 'date-holidays';
import { sql } from 'drizzle-orm';
import type { NoLaborable } from '@worknet/domain/licencias/esquemas';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';

// Non-working days for working-day counts (issue 19 item 4): Argentina's national holidays
// from date-holidays (a maintained library: the yearly tourist bridges and law changes arrive
// with its updates) plus the group's own days, the dia-no-laborable catalog.
//
// Of the library's days only type 'public' (feriados nacionales) counts. 'bank' and 'optional'
// (Jueves Santo, some "días no laborables con fines turísticos", Nochebuena and Fin de año from
// 12:00) are días no laborables: each employer decides whether to work them, so the group adds
// the ones it closes to its own catalog. The 'public' days are mapped by their rule: a rule
// that moves the day ("if tuesday,wednesday then previous monday…") is a feriado trasladable;
// a public "Feriado Puente Turístico" or "no laborable" (decreed for a single date) is
// 'no_laborable'; the rest are inamovibles. The library already returns the moved date.

const ar = new Holidays('AR');
const porAnio = new Map<number, NoLaborable[]>();

/** Argentina's national holidays of a year (computed once per year and kept in memory). */
export function feriadosNacionales(anio: number): NoLaborable[] {
  let lista = porAnio.get(anio);
  if (!lista) {
    const vistos = new Set<string>();
    lista = [];
    for (const h of ar.getHolidays(anio, 'es')) {
      if (h.type !== 'public') continue;
      const fecha = h.date.slice(0, 10);
      if (vistos.has(fecha)) continue;
      vistos.add(fecha);
      const regla = String((h as { rule?: unknown }).rule ?? '');
      const tipo: NoLaborable['tipo'] = /puente|no laborable/i.test(h.name) ? 'no_laborable' : /\bif\b/.test(regla) ? 'trasladable' : 'inamovible';
      lista.push({ fecha, nombre: h.name, tipo });
    }
    lista.sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
    porAnio.set(anio, lista);
  }
  return lista;
}

/** The group's own non-working days in [desde, hasta] (the dia-no-laborable catalog, deleted rows left out). */
export async function noLaborablesPropios(db: Db, desde: string, hasta: string): Promise<NoLaborable[]> {
  const filas = filasDe<{ fecha: string; nombre: string }>(
    await db.execute(
      sql`select to_char(fecha, 'YYYY-MM-DD') as fecha, nombre from rrhh_dia_no_laborable
          where deleted_at is null and fecha between ${desde}::date and ${hasta}::date order by fecha`,
    ),
  );
  return filas.map((f) => ({ fecha: f.fecha, nombre: f.nombre, tipo: 'propio' as const }));
}

/**
 * Every non-working day in [desde, hasta], by date: national holidays first and the group's
 * own days that do not fall on one.
 */
export async function noLaborablesEntre(db: Db, desde: string, hasta: string): Promise<NoLaborable[]> {
  if (hasta < desde) return [];
  const nacionales: NoLaborable[] = [];
  for (let anio = Number(desde.slice(0, 4)); anio <= Number(hasta.slice(0, 4)); anio++) {
    for (const f of feriadosNacionales(anio)) if (f.fecha >= desde && f.fecha <= hasta) nacionales.push(f);
  }
  const fechas = new Set(nacionales.map((f) => f.fecha));
  const propios = (await noLaborablesPropios(db, desde, hasta)).filter((f) => !fechas.has(f.fecha));
  return [...nacionales, ...propios].sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
}

/** The dates of noLaborablesEntre, for esHabil and contarDias. */
export async function conjuntoNoLaborables(db: Db, desde: string, hasta: string): Promise<Set<string>> {
  return new Set((await noLaborablesEntre(db, desde, hasta)).map((f) => f.fecha));
}
