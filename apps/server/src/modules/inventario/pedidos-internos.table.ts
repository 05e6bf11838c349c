import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';
import { columnasDeHistorial } from '../../platform/flujo/historial';
import { actualizadoEn, borradoEn, cantidad, creadoEn } from '../../platform/db/columns';
import { plano } from '../../platform/db/texto';
import { sector, usuario } from '../../platform/identidad/identidad.table';
import { deposito, documentoStock, producto } from './inventario.table';

// Internal orders (issue 18): a sector asks a warehouse for products of its catalog.
// borrador → enviado → preparado (the warehouse generated the movement, FEFO lots) →
// recibido (the sector confirms: the movement is confirmed, stock moves once) or rechazado.
// A partial preparation leaves the rest cancelled or pending in a new order (origen_id).

export const pedidoInterno = pgTable(
  'pedido_interno',
  {
    id: serial('id').primaryKey(),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sector.id),
    deposito_id: integer('deposito_id')
      .notNull()
      .references(() => deposito.id),
    estado: text('estado').notNull().default('borrador'),
    observaciones: text('observaciones'),
    motivo_rechazo: text('motivo_rechazo'),
    /** The movement the warehouse generated when preparing it (confirmed when received). */
    movimiento_id: integer('movimiento_id').references(() => documentoStock.id),
    /** The order whose pending rest this one carries. */
    origen_id: integer('origen_id').references((): PgColumn => pedidoInterno.id),
    plantilla_id: integer('plantilla_id').references((): PgColumn => plantillaPedido.id, { onDelete: 'set null' }),
    creado_por: integer('creado_por')
      .notNull()
      .references(() => usuario.id),
    enviado_en: timestamp('enviado_en', { withTimezone: true }),
    preparado_por: integer('preparado_por').references(() => usuario.id),
    preparado_en: timestamp('preparado_en', { withTimezone: true }),
    recibido_por: integer('recibido_por').references(() => usuario.id),
    recibido_en: timestamp('recibido_en', { withTimezone: true }),
    rechazado_por: integer('rechazado_por').references(() => usuario.id),
    rechazado_en: timestamp('rechazado_en', { withTimezone: true }),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
  },
  (t) => [
    index('pedido_interno_sector_idx').on(t.sector_id, t.estado),
    index('pedido_interno_deposito_idx').on(t.deposito_id, t.estado),
    uniqueIndex('pedido_interno_movimiento_uq')
      .on(t.movimiento_id)
      .where(sql`${t.movimiento_id} is not null`),
    check('pedido_interno_estado_ck', sql`${t.estado} in ('borrador', 'enviado', 'preparado', 'recibido', 'rechazado')`),
  ],
);

/** The order's history (the workflow kit's shape): one row per step, with who and why. */
export const pedidoInternoEvento = pgTable(
  'pedido_interno_evento',
  columnasDeHistorial('pedido_id', () => pedidoInterno.id),
  (t) => [index('pedido_interno_evento_pedido_idx').on(t.pedido_id, t.id)],
);

/** producto_pedido_interno: a line of an internal order. */
export const pedidoInternoLinea = pgTable(
  'pedido_interno_linea',
  {
    id: serial('id').primaryKey(),
    pedido_id: integer('pedido_id')
      .notNull()
      .references(() => pedidoInterno.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.id),
    cantidad: cantidad('cantidad').notNull(),
    /** What the warehouse can serve (set when preparing). */
    cantidad_preparada: cantidad('cantidad_preparada'),
    /** What happens to cantidad − cantidad_preparada: 'pendiente' (new order) or 'cancelado'. */
    resto: text('resto'),
  },
  (t) => [
    index('pedido_interno_linea_pedido_idx').on(t.pedido_id, t.orden),
    index('pedido_interno_linea_producto_idx').on(t.producto_id),
    check('pedido_interno_linea_cantidad_ck', sql`${t.cantidad} > 0`),
    check(
      'pedido_interno_linea_preparada_ck',
      sql`${t.cantidad_preparada} is null or (${t.cantidad_preparada} >= 0 and ${t.cantidad_preparada} <= ${t.cantidad})`,
    ),
    check('pedido_interno_linea_resto_ck', sql`${t.resto} is null or ${t.resto} in ('pendiente', 'cancelado')`),
  ],
);

/** A sector's named kit ("Carro de paro"): an order starts from it. */
export const plantillaPedido = pgTable(
  'plantilla_pedido',
  {
    id: serial('id').primaryKey(),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sector.id),
    deposito_id: integer('deposito_id')
      .notNull()
      .references(() => deposito.id),
    nombre: text('nombre').notNull(),
    creado_por: integer('creado_por')
      .notNull()
      .references(() => usuario.id),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
  },
  (t) => [
    uniqueIndex('plantilla_pedido_nombre_uq')
      .on(t.sector_id, plano(t.nombre))
      .where(sql`${t.deleted_at} is null`),
  ],
);

export const plantillaPedidoLinea = pgTable(
  'plantilla_pedido_linea',
  {
    id: serial('id').primaryKey(),
    plantilla_id: integer('plantilla_id')
      .notNull()
      .references(() => plantillaPedido.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.id),
    cantidad: cantidad('cantidad').notNull(),
  },
  (t) => [index('plantilla_pedido_linea_plantilla_idx').on(t.plantilla_id, t.orden), check('plantilla_pedido_linea_cantidad_ck', sql`${t.cantidad} > 0`)],
);

/** Where the workflow kit writes an internal order's steps. */
export const HISTORIAL_PEDIDO_INTERNO = { tabla: pedidoInternoEvento, fk: 'pedido_id' };
