import { customType, date, numeric, timestamp } from 'drizzle-orm/pg-core';

// Column helpers every table shares, so audit columns look the same everywhere.
export const creadoEn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const actualizadoEn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const borradoEn = () => timestamp('deleted_at', { withTimezone: true });

/** A calendar day, read and written as 'YYYY-MM-DD' (no time zone to shift it). */
export const dia = (columna: string) => date(columna, { mode: 'string' });

/**
 * A quantity (stock, a cart line, an order line): numeric(14,3) read as a JS number. Sums are
 * done in thousandths (aMilesimas in @worknet/domain/inventario/cantidades), never on the floats.
 */
export const cantidad = (columna: string) => numeric(columna, { precision: 14, scale: 3, mode: 'number' });

/**
 * An amount of money: numeric(14,2) read as its decimal string ('1234.50'), never a float, so
 * cents survive from the database to the screen; @worknet/domain/dinero computes with it.
 */
export const dinero = (columna: string) => numeric(columna, { precision: 14, scale: 2, mode: 'string' });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});
