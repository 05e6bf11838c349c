import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { columnasDeComentario, type Hilo } from '../../platform/flujo/comentarios';
import { columnasDeHistorial } from '../../platform/flujo/historial';
import { actualizadoEn, borradoEn, cantidad, creadoEn, dia } from '../../platform/db/columns';
import { sector, usuario } from '../../platform/identidad/identidad.table';
import { documentoStock, producto, proveedor } from '../inventario/inventario.table';

// Purchase orders (issue 18): anyone fills a cart (kept on the server per user) and sends it;
// purchasing works the order through nuevo → en_revision → aprobado → pedido_proveedor →
// recibido → cerrado, or rechazado. Files are media items (modelo 'carrito_item' while in
// the cart, 'pedido_item' once sent).

/** A line of a user's cart: a catalog product or a free-text item (nombre). */
export const carritoItem = pgTable(
  'carrito_item',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    producto_id: integer('producto_id').references(() => producto.id),
    nombre: text('nombre').notNull(),
    cantidad: cantidad('cantidad').notNull(),
    mensaje: text('mensaje'),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
  },
  (t) => [
    index('carrito_item_usuario_idx').on(t.usuario_id),
    // A product is in a cart once: adding it again raises its quantity.
    uniqueIndex('carrito_item_producto_uq')
      .on(t.usuario_id, t.producto_id)
      .where(sql`${t.producto_id} is not null`),
    check('carrito_item_cantidad_ck', sql`${t.cantidad} > 0`),
  ],
);

export const pedido = pgTable(
  'pedido',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').notNull(),
    /** The requester. */
    persona_id: integer('persona_id')
      .notNull()
      .references(() => usuario.id),
    sector_id: integer('sector_id').references(() => sector.id),
    estado: text('estado').notNull().default('borrador'),
    proveedor_id: integer('proveedor_id').references(() => proveedor.id),
    fecha_esperada: dia('fecha_esperada'),
    /** The stock entry that received it. */
    ingreso_id: integer('ingreso_id').references(() => documentoStock.id),
    motivo_rechazo: text('motivo_rechazo'),
    /** Who created it: the requester, or purchasing on a sector's behalf. */
    creado_por: integer('creado_por')
      .notNull()
      .references(() => usuario.id),
    enviado_en: timestamp('enviado_en', { withTimezone: true }),
    cerrado_en: timestamp('cerrado_en', { withTimezone: true }),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
    deleted_at: borradoEn(),
  },
  (t) => [
    index('pedido_persona_idx').on(t.persona_id, t.estado),
    index('pedido_estado_idx').on(t.estado, t.created_at),
    index('pedido_sector_idx').on(t.sector_id),
    check('pedido_estado_ck', sql`${t.estado} in ('borrador', 'nuevo', 'en_revision', 'aprobado', 'pedido_proveedor', 'recibido', 'cerrado', 'rechazado')`),
  ],
);

export const pedidoItem = pgTable(
  'pedido_item',
  {
    id: serial('id').primaryKey(),
    pedido_id: integer('pedido_id')
      .notNull()
      .references(() => pedido.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
    producto_id: integer('producto_id').references(() => producto.id),
    nombre: text('nombre').notNull(),
    cantidad: cantidad('cantidad').notNull(),
    mensaje: text('mensaje'),
  },
  (t) => [index('pedido_item_pedido_idx').on(t.pedido_id, t.orden), check('pedido_item_cantidad_ck', sql`${t.cantidad} > 0`)],
);

/** The thread of replies on an order (crear_respuesta/{id}). */
export const pedidoRespuesta = pgTable(
  'pedido_respuesta',
  columnasDeComentario('pedido_id', () => pedido.id),
  (t) => [index('pedido_respuesta_pedido_idx').on(t.pedido_id, t.created_at)],
);

/** Where orders keep their replies (the workflow kit's thread; internal notes are purchasing's). */
export const HILO_PEDIDO: Hilo = { tabla: pedidoRespuesta, fk: 'pedido_id' };

/** The timeline (detalle/seguimiento/{id}): one row per state reached, with what it carried. */
export const pedidoEvento = pgTable(
  'pedido_evento',
  {
    ...columnasDeHistorial('pedido_id', () => pedido.id),
    proveedor_id: integer('proveedor_id').references(() => proveedor.id),
    fecha_esperada: dia('fecha_esperada'),
    ingreso_id: integer('ingreso_id').references(() => documentoStock.id),
  },
  (t) => [index('pedido_evento_pedido_idx').on(t.pedido_id, t.created_at)],
);

/** Where the workflow kit writes an order's steps. */
export const HISTORIAL_PEDIDO = { tabla: pedidoEvento, fk: 'pedido_id' };
