import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { actualizadoEn, borradoEn, cantidad, creadoEn, dia } from '../../platform/db/columns';
import { busquedaGenerada, ordenTexto, plano } from '../../platform/db/texto';
import { edificio, sector, usuario } from '../../platform/identidad/identidad.table';
import { tablaDe } from '../catalogos/catalogos.tablas';

// Inventory (issue 17): products, warehouses and suppliers (the masters), the stock
// documents (entries, exits, movements), the append-only ledger and its balances.
// A balance row is never written but by the confirm of a document (libro.*), in the same
// transaction as its ledger rows, so the ledger always sums to the balances.

/** A column referencing a purchasing catalog row (categorías, atributos, tipos de depósito, drogas). */
const catalogo = (columna: string, clave: string) => integer(columna).references(() => tablaDe(catalogoPorClave(clave)!).id as PgColumn);
const comunes = () => ({ created_at: creadoEn(), updated_at: actualizadoEn(), deleted_at: borradoEn() });

export const producto = pgTable(
  'producto',
  {
    id: serial('id').primaryKey(),
    nombre_producto: text('nombre_producto').notNull(),
    categoria_id: catalogo('categoria_id', 'categorias').notNull(),
    unidad: text('unidad').notNull().default('unidad'),
    codigo_barras: text('codigo_barras'),
    droga_id: catalogo('droga_id', 'valores-drogas'),
    controla_lote: boolean('controla_lote').notNull().default(false),
    controla_vencimiento: boolean('controla_vencimiento').notNull().default(false),
    controla_serie: boolean('controla_serie').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
    busqueda: text('busqueda').generatedAlwaysAs(busquedaGenerada(['nombre_producto', 'codigo_barras'])),
    ...comunes(),
  },
  (t) => [
    // A GTIN names one product, deleted ones included (restoring never clashes).
    uniqueIndex('producto_codigo_barras_uq').on(t.codigo_barras),
    index('producto_categoria_idx').on(t.categoria_id),
    index('producto_droga_idx').on(t.droga_id),
    index('producto_orden_idx').on(ordenTexto(t.nombre_producto)),
  ],
);

/** The value of one declared attribute (producto_atributo) of a product, checked against its tipo_dato. */
export const productoAtributoValor = pgTable(
  'producto_atributo_valor',
  {
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    atributo_id: catalogo('atributo_id', 'atributos').notNull(),
    valor: text('valor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.producto_id, t.atributo_id] }), index('producto_atributo_valor_atributo_idx').on(t.atributo_id)],
);

export const deposito = pgTable(
  'deposito',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    tipo_id: catalogo('tipo_id', 'deposito-tipo').notNull(),
    sector_id: integer('sector_id').references(() => sector.id),
    edificio_id: integer('edificio_id').references(() => edificio.id),
    activo: boolean('activo').notNull().default(true),
    ...comunes(),
  },
  (t) => [uniqueIndex('deposito_nombre_uq').on(plano(t.nombre)), index('deposito_tipo_idx').on(t.tipo_id)],
);

/** The users responsible for a warehouse: they operate its documents (compras.documento.operar). */
export const depositoResponsable = pgTable(
  'deposito_responsable',
  {
    deposito_id: integer('deposito_id')
      .notNull()
      .references(() => deposito.id, { onDelete: 'cascade' }),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.deposito_id, t.usuario_id] }), index('deposito_responsable_usuario_idx').on(t.usuario_id)],
);

/** The warehouse's catalog (which products it keeps) and each one's minimum stock there. */
export const depositoProducto = pgTable(
  'deposito_producto',
  {
    deposito_id: integer('deposito_id')
      .notNull()
      .references(() => deposito.id, { onDelete: 'cascade' }),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.id),
    stock_minimo: cantidad('stock_minimo'),
  },
  (t) => [
    primaryKey({ columns: [t.deposito_id, t.producto_id] }),
    index('deposito_producto_producto_idx').on(t.producto_id),
    check('deposito_producto_stock_minimo_ck', sql`${t.stock_minimo} is null or ${t.stock_minimo} >= 0`),
  ],
);

export const proveedor = pgTable(
  'proveedor',
  {
    id: serial('id').primaryKey(),
    razon_social: text('razon_social').notNull(),
    cuit: text('cuit').notNull(),
    contacto_nombre: text('contacto_nombre'),
    contacto_email: text('contacto_email'),
    contacto_telefono: text('contacto_telefono'),
    condicion_iva: text('condicion_iva').notNull(),
    activo: boolean('activo').notNull().default(true),
    busqueda: text('busqueda').generatedAlwaysAs(busquedaGenerada(['razon_social', 'cuit', 'contacto_nombre'])),
    ...comunes(),
  },
  (t) => [
    uniqueIndex('proveedor_cuit_uq').on(t.cuit),
    index('proveedor_orden_idx').on(ordenTexto(t.razon_social)),
    check('proveedor_condicion_iva_ck', sql`${t.condicion_iva} in ('responsable_inscripto', 'monotributo', 'exento', 'consumidor_final')`),
  ],
);

/**
 * An entry (ingreso), exit (egreso) or movement between warehouses. A draft is edited or
 * discarded; a confirmed one is immutable and is undone only by a reversing document
 * (revierte_id). deposito_id: destination of an entry, source of an exit or movement.
 */
export const documentoStock = pgTable(
  'documento_stock',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').notNull(),
    estado: text('estado').notNull().default('borrador'),
    fecha: dia('fecha').notNull(),
    deposito_id: integer('deposito_id')
      .notNull()
      .references(() => deposito.id),
    deposito_destino_id: integer('deposito_destino_id').references(() => deposito.id),
    proveedor_id: integer('proveedor_id').references(() => proveedor.id),
    comprobante: text('comprobante'),
    destino: text('destino'),
    destino_sector_id: integer('destino_sector_id').references(() => sector.id),
    paciente: text('paciente'),
    revierte_id: integer('revierte_id').references((): PgColumn => documentoStock.id),
    observaciones: text('observaciones'),
    creado_por: integer('creado_por')
      .notNull()
      .references(() => usuario.id),
    confirmado_por: integer('confirmado_por').references(() => usuario.id),
    confirmado_en: timestamp('confirmado_en', { withTimezone: true }),
    ...comunes(),
  },
  (t) => [
    index('documento_stock_tipo_fecha_idx').on(t.tipo, t.fecha),
    index('documento_stock_deposito_idx').on(t.deposito_id),
    index('documento_stock_deposito_destino_idx').on(t.deposito_destino_id),
    index('documento_stock_proveedor_idx').on(t.proveedor_id),
    // A confirmed document is reversed at most once.
    uniqueIndex('documento_stock_revierte_uq')
      .on(t.revierte_id)
      .where(sql`${t.revierte_id} is not null and ${t.deleted_at} is null`),
    check('documento_stock_tipo_ck', sql`${t.tipo} in ('ingreso', 'egreso', 'movimiento')`),
    check('documento_stock_estado_ck', sql`${t.estado} in ('borrador', 'confirmado')`),
    check(
      'documento_stock_destino_ck',
      sql`${t.destino} is null or ${t.destino} in ('sector', 'paciente', 'baja_vencimiento', 'rotura', 'devolucion_proveedor')`,
    ),
  ],
);

export const documentoStockLinea = pgTable(
  'documento_stock_linea',
  {
    id: serial('id').primaryKey(),
    documento_id: integer('documento_id')
      .notNull()
      .references(() => documentoStock.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.id),
    cantidad: cantidad('cantidad').notNull(),
    lote: text('lote'),
    serie: text('serie'),
    fecha_vencimiento: dia('fecha_vencimiento'),
  },
  (t) => [
    index('documento_stock_linea_documento_idx').on(t.documento_id, t.orden),
    index('documento_stock_linea_producto_idx').on(t.producto_id),
    check('documento_stock_linea_cantidad_ck', sql`${t.cantidad} > 0`),
  ],
);

/** The ledger: one immutable row per unit change (+ in, − out), written only when confirming. */
export const movimientoStock = pgTable(
  'movimiento_stock',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documento_id: integer('documento_id')
      .notNull()
      .references(() => documentoStock.id),
    linea_id: integer('linea_id').references(() => documentoStockLinea.id),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.id),
    deposito_id: integer('deposito_id')
      .notNull()
      .references(() => deposito.id),
    lote: text('lote').notNull().default(''),
    serie: text('serie').notNull().default(''),
    fecha_vencimiento: dia('fecha_vencimiento'),
    cantidad: cantidad('cantidad').notNull(),
    fecha: dia('fecha').notNull(),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('movimiento_stock_producto_deposito_idx').on(t.producto_id, t.deposito_id),
    index('movimiento_stock_deposito_fecha_idx').on(t.deposito_id, t.fecha),
    index('movimiento_stock_documento_idx').on(t.documento_id),
    check('movimiento_stock_cantidad_ck', sql`${t.cantidad} <> 0`),
  ],
);

/** The balance of each (producto, depósito, lote, serie, vencimiento): never below zero. */
export const saldoStock = pgTable(
  'saldo_stock',
  {
    id: serial('id').primaryKey(),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.id),
    deposito_id: integer('deposito_id')
      .notNull()
      .references(() => deposito.id),
    lote: text('lote').notNull().default(''),
    serie: text('serie').notNull().default(''),
    fecha_vencimiento: dia('fecha_vencimiento'),
    cantidad: cantidad('cantidad').notNull(),
  },
  (t) => [
    uniqueIndex('saldo_stock_clave_uq').on(t.producto_id, t.deposito_id, t.lote, t.serie, sql`coalesce(${t.fecha_vencimiento}, 'infinity'::date)`),
    index('saldo_stock_deposito_vencimiento_idx').on(t.deposito_id, t.fecha_vencimiento),
    check('saldo_stock_cantidad_ck', sql`${t.cantidad} >= 0`),
  ],
);
