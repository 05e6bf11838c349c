import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { actualizadoEn, cantidad, creadoEn, dinero } from '../../platform/db/columns';
import { columnasDeHistorial, type Historial } from '../../platform/flujo/historial';
import { sector, usuario } from '../../platform/identidad/identidad.table';
import { producto, proveedor } from '../inventario/inventario.table';

// Budget requests (issue 42). A sector asks (solicitud_presupuesto, its lines and its files),
// Compras loads each supplier's quote against it (presupuesto, a price per line, its PDF) and
// chooses one; the sector's head approves, and above the threshold a second person holding the
// configured role. Amounts are numeric(14,2) (`dinero`); the approvals live on the request's
// row (one column each), so two people approving at once cannot both be «the first».

const instante = (c: string) => timestamp(c, { withTimezone: true });
const dia = (c: string) => date(c, { mode: 'string' });

export const solicitudPresupuesto = pgTable(
  'solicitud_presupuesto',
  {
    id: serial('id').primaryKey(),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sector.id),
    solicitante_id: integer('solicitante_id')
      .notNull()
      .references(() => usuario.id),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion'),
    motivo: text('motivo').notNull(),
    necesario_para: dia('necesario_para'),
    /** In ARS. */
    estimado: dinero('estimado'),
    estado: text('estado').notNull().default('borrador'),
    /** The quote Compras chose when sending it to approval, and why when it was not the cheapest. */
    elegido_id: integer('elegido_id').references((): AnyPgColumn => presupuesto.id),
    motivo_eleccion: text('motivo_eleccion'),
    /** The chosen quote's total in ARS and the threshold that applied, frozen when it went to approval. */
    importe_elegido: dinero('importe_elegido'),
    umbral: dinero('umbral'),
    primera_aprobacion_por: integer('primera_aprobacion_por').references(() => usuario.id),
    primera_aprobacion_en: instante('primera_aprobacion_en'),
    segunda_aprobacion_por: integer('segunda_aprobacion_por').references(() => usuario.id),
    segunda_aprobacion_en: instante('segunda_aprobacion_en'),
    created_at: creadoEn(),
    updated_at: actualizadoEn(),
  },
  (t) => [
    index('solicitud_presupuesto_solicitante_idx').on(t.solicitante_id, t.id),
    index('solicitud_presupuesto_sector_idx').on(t.sector_id, t.id),
    index('solicitud_presupuesto_estado_idx').on(t.estado, t.id),
    check('solicitud_presupuesto_estado_ck', sql`${t.estado} in ('borrador', 'enviada', 'en_cotizacion', 'en_aprobacion', 'aprobada', 'rechazada', 'anulada')`),
    check('solicitud_presupuesto_estimado_ck', sql`${t.estimado} is null or ${t.estimado} >= 0`),
    // The same person never gives both approvals, whatever the code above says.
    check('solicitud_presupuesto_aprobaciones_ck', sql`${t.segunda_aprobacion_por} is null or ${t.segunda_aprobacion_por} <> ${t.primera_aprobacion_por}`),
  ],
);

export const solicitudPresupuestoLinea = pgTable(
  'solicitud_presupuesto_linea',
  {
    id: serial('id').primaryKey(),
    solicitud_id: integer('solicitud_id')
      .notNull()
      .references(() => solicitudPresupuesto.id, { onDelete: 'cascade' }),
    orden: smallint('orden').notNull(),
    producto_id: integer('producto_id').references(() => producto.id),
    descripcion: text('descripcion'),
    cantidad: cantidad('cantidad').notNull(),
    unidad: text('unidad').notNull().default('unidad'),
  },
  (t) => [
    index('solicitud_presupuesto_linea_solicitud_idx').on(t.solicitud_id, t.orden),
    check('solicitud_presupuesto_linea_que_ck', sql`${t.producto_id} is not null or ${t.descripcion} is not null`),
    check('solicitud_presupuesto_linea_cantidad_ck', sql`${t.cantidad} > 0`),
  ],
);

export const solicitudPresupuestoEvento = pgTable(
  'solicitud_presupuesto_evento',
  columnasDeHistorial('solicitud_id', () => solicitudPresupuesto.id),
  (t) => [index('solicitud_presupuesto_evento_solicitud_idx').on(t.solicitud_id, t.id)],
);
export const HISTORIAL_SOLICITUD: Historial = { tabla: solicitudPresupuestoEvento, fk: 'solicitud_id' };

/** One supplier's quote against a request. `total` is in its currency (the sum of its lines, or typed when the request has none). */
export const presupuesto = pgTable(
  'presupuesto',
  {
    id: serial('id').primaryKey(),
    solicitud_id: integer('solicitud_id')
      .notNull()
      .references((): AnyPgColumn => solicitudPresupuesto.id, { onDelete: 'cascade' }),
    proveedor_id: integer('proveedor_id')
      .notNull()
      .references(() => proveedor.id),
    fecha: dia('fecha').notNull(),
    valido_hasta: dia('valido_hasta').notNull(),
    moneda: text('moneda').notNull(),
    /** Pesos per dollar, typed by hand; null for ARS. */
    cotizacion: dinero('cotizacion'),
    fecha_cotizacion: dia('fecha_cotizacion'),
    plazo_entrega: text('plazo_entrega'),
    condiciones_pago: text('condiciones_pago'),
    total: dinero('total'),
    cargado_por: integer('cargado_por')
      .notNull()
      .references(() => usuario.id),
    created_at: creadoEn(),
  },
  (t) => [
    index('presupuesto_solicitud_idx').on(t.solicitud_id, t.id),
    check('presupuesto_moneda_ck', sql`${t.moneda} in ('ARS', 'USD')`),
    check(
      'presupuesto_cotizacion_ck',
      sql`(${t.moneda} = 'ARS' and ${t.cotizacion} is null) or (${t.moneda} = 'USD' and ${t.cotizacion} > 0 and ${t.fecha_cotizacion} is not null)`,
    ),
    check('presupuesto_validez_ck', sql`${t.valido_hasta} >= ${t.fecha}`),
  ],
);

export const presupuestoPrecio = pgTable(
  'presupuesto_precio',
  {
    presupuesto_id: integer('presupuesto_id')
      .notNull()
      .references(() => presupuesto.id, { onDelete: 'cascade' }),
    linea_id: integer('linea_id')
      .notNull()
      .references(() => solicitudPresupuestoLinea.id, { onDelete: 'cascade' }),
    precio_unitario: dinero('precio_unitario').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.presupuesto_id, t.linea_id] }),
    index('presupuesto_precio_linea_idx').on(t.linea_id),
    check('presupuesto_precio_ck', sql`${t.precio_unitario} >= 0`),
  ],
);

/** Approval thresholds in ARS: `sector_id` null is the global one (at most one each). */
export const presupuestoUmbral = pgTable(
  'presupuesto_umbral',
  {
    id: serial('id').primaryKey(),
    sector_id: integer('sector_id').references(() => sector.id, { onDelete: 'cascade' }),
    importe: dinero('importe').notNull(),
    updated_at: actualizadoEn(),
  },
  (t) => [
    uniqueIndex('presupuesto_umbral_sector_uq').on(t.sector_id),
    uniqueIndex('presupuesto_umbral_global_uq')
      .on(sql`(${t.sector_id} is null)`)
      .where(sql`${t.sector_id} is null`),
    check('presupuesto_umbral_ck', sql`${t.importe} >= 0`),
  ],
);

/** One row: the role whose members give the second approval. */
export const presupuestoConfiguracion = pgTable(
  'presupuesto_configuracion',
  {
    id: smallint('id').primaryKey().default(1),
    rol_segunda: text('rol_segunda').notNull().default('Gerencia'),
    updated_at: actualizadoEn(),
  },
  (t) => [check('presupuesto_configuracion_uno_ck', sql`${t.id} = 1`)],
);
