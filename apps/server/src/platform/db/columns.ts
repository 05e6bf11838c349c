import { customType, date, timestamp } from 'drizzle-orm/pg-core';

// Column helpers every table shares, so audit columns look the same everywhere.
export const creadoEn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const actualizadoEn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const borradoEn = () => timestamp('deleted_at', { withTimezone: true });

/** A calendar day, read and written as 'YYYY-MM-DD' (no time zone to shift it). */
export const dia = (columna: string) => date(columna, { mode: 'string' });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});
