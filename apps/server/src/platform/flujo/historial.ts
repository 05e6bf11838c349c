import { integer, serial, text, type PgColumn } from 'drizzle-orm/pg-core';
import { creadoEn } from '../db/columns';
import { usuario } from '../identidad/identidad.table';

// The one history shape of the workflow kit (issue 38 item 1): one row per step a record took,
// what transicionar() writes. A module's history table spreads these columns, adds its own
// (the scan that proved presence, the supplier of an order) and its index on (<fk>, id).

const claveDelRegistro = (fk: string, padre: () => PgColumn) => integer(fk).notNull().references(padre, { onDelete: 'cascade' });
const autor = () => integer('autor_id').references(() => usuario.id);

/** `sinAutor`: the system may take steps (the scheduler creates tasks), so autor_id admits null. */
export function columnasDeHistorial<K extends string, S extends boolean = false>(fk: K, padre: () => PgColumn, o: { sinAutor?: S } = {}) {
  return {
    id: serial('id').primaryKey(),
    ...({ [fk]: claveDelRegistro(fk, padre) } as { [P in K]: ReturnType<typeof claveDelRegistro> }),
    /** The state reached. */
    estado: text('estado').notNull(),
    /** Who took the step. */
    autor_id: (o.sinAutor ? autor() : autor().notNull()) as S extends true ? ReturnType<typeof autor> : ReturnType<ReturnType<typeof autor>['notNull']>,
    /** The reason or note of the step. */
    detalle: text('detalle'),
    created_at: creadoEn(),
  };
}
