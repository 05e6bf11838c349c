// Employment records (persona_laboral): one per hiring, closed by its fecha_baja.

export type RegistroLaboral = {
  id: number;
  fecha_alta?: string | null;
  fecha_baja?: string | null;
  deleted_at?: string | null;
};

const DIA_ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when there is no baja yet or it is not before the alta. Dates are
 * 'YYYY-MM-DD', so text order is date order. A missing or malformed date
 * gives true: its own field reports that, not this cross-field rule.
 */
export function bajaNoAnteriorAAlta(alta: string | null | undefined, baja: string | null | undefined): boolean {
  if (!alta || !baja || !DIA_ISO.test(alta) || !DIA_ISO.test(baja)) return true;
  return baja >= alta;
}

/** Still employed under this record: it has no fecha_baja. */
export const empleoAbierto = (r: { fecha_baja?: string | null }) => !r.fecha_baja;

/**
 * Rule "one open employment record at a time": the live open record that
 * saving `nuevo` would leave open beside it, or null when there is none.
 * `nuevo` without id is a new record; with id it replaces that record, so
 * editing the open record itself is no conflict. Soft-deleted rows do not count.
 */
export function solapaConAbierto<R extends RegistroLaboral>(registros: readonly R[], nuevo: { id?: number | null; fecha_baja?: string | null }): R | null {
  if (!empleoAbierto(nuevo)) return null;
  return registros.find((r) => !r.deleted_at && empleoAbierto(r) && r.id !== nuevo.id) ?? null;
}
