import { z } from 'zod';
import { dineroCable, importeEntrada } from '../dinero-esquemas';
import { esFechaIso } from '../fechas';
import { pasoDeHistorial } from '../flujo-esquemas';
import { idCoercido, idNumero, instante, paginaOrdenadaPor, type Cable } from '../http';
import { cantidad, textoOpcional } from '../inventario/documentos';
import { itemMedia } from '../media/item';
import { ACCIONES_SOLICITUD, ESTADOS_SOLICITUD } from './flujo';

// Contracts of budget requests (issue 42, spec §2 «Budgets»: listado_solicitud_presupuestos,
// new_solicitud_presupuesto, new_presupuesto): a sector's request (solicitud) and the
// suppliers' quotes (presupuestos) Compras loads against it, compared in ARS. Money arrives as
// a number or a decimal string with a point and at most two decimals (importeEntrada exacto),
// and leaves as the canonical string (dineroCable).

/** Attachments: media items of modulo 'presupuestos'; a request's files and each quote's PDF. */
export const MODULO_MEDIA_PRESUPUESTOS = 'presupuestos';
export const MODELO_MEDIA_SOLICITUD = 'solicitud_presupuesto';
export const MODELO_MEDIA_PRESUPUESTO = 'presupuesto';

export const MONEDAS = ['ARS', 'USD'] as const;
export const MAX_LINEAS_SOLICITUD = 100;
export const MAX_ADJUNTOS_SOLICITUD = 10;

const texto = (max: number, que: string, requerido: string) =>
  z.string({ error: requerido }).trim().min(1, requerido).max(max, `${que} admite hasta ${max} caracteres.`);

const dia = (mensaje: string) => z.string({ error: mensaje }).refine(esFechaIso, mensaje);

/** A price, an estimate or an exchange rate typed by a person: not negative, whole cents, within numeric(14,2). */
const importe = () => importeEntrada({ negativo: false, exacto: true });

const mediaIds = z
  .array(idNumero('Los adjuntos son ids de archivos subidos.'), { error: 'Los adjuntos son una lista de ids.' })
  .max(MAX_ADJUNTOS_SOLICITUD, `Hasta ${MAX_ADJUNTOS_SOLICITUD} adjuntos.`)
  .default([])
  .transform((ids) => [...new Set(ids)]);

// ---- the request (new_solicitud_presupuesto) ----

/** A line: a product of the catalog or a free item, how many and in what unit. */
export const lineaSolicitudBody = z
  .object({
    producto_id: idNumero('Elija el producto del catálogo.')
      .nullish()
      .transform((v) => v ?? null),
    descripcion: textoOpcional(300, 'La descripción'),
    cantidad,
    unidad: z
      .string({ error: 'La unidad: ingrese un texto.' })
      .trim()
      .max(20, 'La unidad admite hasta 20 caracteres.')
      .nullish()
      .transform((v) => v || 'unidad'),
  })
  .refine((l) => l.producto_id !== null || l.descripcion !== null, {
    message: 'Elija un producto del catálogo o describa el artículo.',
    path: ['descripcion'],
  });
export type LineaSolicitudBody = z.output<typeof lineaSolicitudBody>;

/** POST /api/v1/presupuestos and PUT /api/v1/presupuestos/{id} (while it is a draft). */
export const solicitudBody = z.object({
  sector_id: idNumero('Elija el sector que pide.'),
  titulo: texto(200, 'Qué necesita', 'Indique qué necesita.'),
  descripcion: textoOpcional(5000, 'El detalle'),
  motivo: texto(2000, 'El motivo', 'Indique para qué lo necesita.'),
  necesario_para: dia('La fecha en que lo necesita es AAAA-MM-DD.')
    .nullish()
    .transform((v) => v ?? null),
  /** In ARS. */
  estimado: importe()
    .nullish()
    .transform((v) => v ?? null),
  lineas: z.array(lineaSolicitudBody, { error: 'Las líneas son una lista.' }).max(MAX_LINEAS_SOLICITUD, `Hasta ${MAX_LINEAS_SOLICITUD} líneas.`).default([]),
  media_ids: mediaIds,
});
export type SolicitudBody = z.output<typeof solicitudBody>;

/** GET /api/v1/presupuestos (listado_solicitud_presupuestos): mine (and my sector's), all (Compras), or what waits for my approval. */
export const solicitudesQuery = paginaOrdenadaPor(['id', 'created_at', 'estado', 'necesario_para'] as const).extend({
  vista: z.enum(['mias', 'todas', 'aprobar'], { error: 'La vista es mias, todas o aprobar.' }).default('mias'),
  estado: z.enum(ESTADOS_SOLICITUD, { error: 'Estado desconocido.' }).optional(),
  sector: idCoercido('El sector es un número.').optional(),
  filter: z.string().trim().max(200, 'La búsqueda admite hasta 200 caracteres.').optional(),
});
export type SolicitudesQuery = z.output<typeof solicitudesQuery>;

// ---- a supplier's quote (new_presupuesto) ----

export const precioLineaBody = z.object({
  linea_id: idNumero('La línea es un número.'),
  precio_unitario: importe(),
});

/** POST /api/v1/presupuestos/{id}/presupuestos (while the request is en cotización). */
export const presupuestoBody = z
  .object({
    proveedor_id: idNumero('Elija el proveedor.'),
    fecha: dia('La fecha del presupuesto es AAAA-MM-DD.'),
    valido_hasta: dia('La validez es una fecha AAAA-MM-DD.'),
    moneda: z.enum(MONEDAS, { error: 'La moneda es ARS o USD.' }),
    /** Pesos per dollar, typed by hand (the server has no internet); only for USD. */
    cotizacion: importe()
      .nullish()
      .transform((v) => v ?? null),
    fecha_cotizacion: dia('La fecha de la cotización es AAAA-MM-DD.')
      .nullish()
      .transform((v) => v ?? null),
    plazo_entrega: textoOpcional(200, 'El plazo de entrega'),
    condiciones_pago: textoOpcional(500, 'Las condiciones de pago'),
    /** The supplier's PDF: a media draft uploaded for modelo 'presupuesto'. */
    pdf_media_id: idNumero('El PDF es un archivo subido.')
      .nullish()
      .transform((v) => v ?? null),
    /** One price per line when the request has lines. */
    precios: z.array(precioLineaBody, { error: 'Los precios son una lista.' }).max(MAX_LINEAS_SOLICITUD, `Hasta ${MAX_LINEAS_SOLICITUD} precios.`).default([]),
    /** The quote's total, in its currency, when the request has no lines. */
    total: importe()
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((p, ctx) => {
    if (p.valido_hasta < p.fecha)
      ctx.addIssue({ code: 'custom', path: ['valido_hasta'], message: 'La validez no puede ser anterior a la fecha del presupuesto.' });
    if (p.moneda === 'USD' && (p.cotizacion === null || p.cotizacion === '0.00'))
      ctx.addIssue({ code: 'custom', path: ['cotizacion'], message: 'Indique la cotización del dólar usada (pesos por dólar).' });
    if (p.moneda === 'USD' && p.fecha_cotizacion === null)
      ctx.addIssue({ code: 'custom', path: ['fecha_cotizacion'], message: 'Indique la fecha de la cotización del dólar.' });
  })
  // A quote in pesos has no exchange rate: what a form left in those boxes is not kept.
  .transform((p) => (p.moneda === 'ARS' ? { ...p, cotizacion: null, fecha_cotizacion: null } : p));
export type PresupuestoBody = z.output<typeof presupuestoBody>;

// ---- steps ----

/** POST /api/v1/presupuestos/{id}/elevar: Compras chooses a quote and sends the request to approval. */
export const elevarBody = z.object({
  presupuesto_id: idNumero('Elija el presupuesto que pasa a aprobación.'),
  /** Why, when it is not the cheapest. */
  motivo: textoOpcional(1000, 'El motivo'),
});
export type ElevarBody = z.output<typeof elevarBody>;

/** POST /api/v1/presupuestos/{id}/{enviar|cotizar|aprobar|rechazar|devolver|anular}. */
export const accionSolicitudBody = z.object({ motivo: textoOpcional(1000, 'El motivo') }).default({ motivo: null });
export type AccionSolicitudBody = z.output<typeof accionSolicitudBody>;

/** PUT /api/v1/presupuestos/configuracion: thresholds (ARS, global and per sector) and the second approver's role. */
export const configuracionAprobacionBody = z
  .object({
    umbral_global: importe()
      .nullish()
      .transform((v) => v ?? null),
    umbrales: z
      .array(z.object({ sector_id: idNumero('Elija el sector.'), importe: importe() }), { error: 'Los umbrales son una lista.' })
      .max(500, 'Hasta 500 umbrales.')
      .default([]),
    /** The role whose members give the second approval (Gerencia). */
    rol_segunda: z.string({ error: 'Elija el rol de la segunda aprobación.' }).trim().min(1, 'Elija el rol de la segunda aprobación.').max(64),
  })
  .superRefine((c, ctx) => {
    const vistos = new Set<number>();
    c.umbrales.forEach((u, i) => {
      if (vistos.has(u.sector_id)) ctx.addIssue({ code: 'custom', path: ['umbrales', i, 'sector_id'], message: 'El sector ya tiene su umbral.' });
      vistos.add(u.sector_id);
    });
  });
export type ConfiguracionAprobacionBody = z.output<typeof configuracionAprobacionBody>;

// ---- responses ----

export const solicitudFila = z.object({
  id: z.number(),
  titulo: z.string(),
  estado: z.enum(ESTADOS_SOLICITUD),
  sector_id: z.number(),
  sector: z.string(),
  solicitante_id: z.number(),
  solicitante: z.string(),
  necesario_para: z.string().nullable(),
  estimado: dineroCable.nullable(),
  /** The chosen quote's total in ARS, once Compras chose one. */
  importe_elegido: dineroCable.nullable(),
  cantidad_presupuestos: z.number(),
  created_at: instante,
});
export type SolicitudFila = Cable<typeof solicitudFila>;

export const lineaSolicitud = z.object({
  id: z.number(),
  producto_id: z.number().nullable(),
  producto: z.string().nullable(),
  descripcion: z.string().nullable(),
  cantidad: z.number(),
  unidad: z.string(),
});

/** A quote as the comparison shows it: what was loaded, and its figures in ARS against the others. */
export const presupuestoComparado = z.object({
  id: z.number(),
  proveedor_id: z.number(),
  proveedor: z.string(),
  cuit: z.string().nullable(),
  fecha: z.string(),
  valido_hasta: z.string(),
  vencido: z.boolean(),
  moneda: z.enum(MONEDAS),
  cotizacion: dineroCable.nullable(),
  fecha_cotizacion: z.string().nullable(),
  plazo_entrega: z.string().nullable(),
  condiciones_pago: z.string().nullable(),
  pdf: itemMedia.nullable(),
  /** In the quote's currency. */
  total: dineroCable,
  total_ars: dineroCable,
  mas_barato: z.boolean(),
  diferencia_estimado: dineroCable.nullable(),
  lineas: z.array(z.object({ linea_id: z.number(), precio_unitario: dineroCable, subtotal: dineroCable, subtotal_ars: dineroCable, mas_barato: z.boolean() })),
  cargado_por: z.string(),
  created_at: instante,
});
export type PresupuestoComparadoCable = Cable<typeof presupuestoComparado>;

export const aprobacionDada = z.object({ paso: z.enum(['primera', 'segunda']), usuario_id: z.number(), usuario: z.string(), created_at: instante });

export const solicitudDetalle = solicitudFila.extend({
  descripcion: z.string().nullable(),
  motivo: z.string(),
  lineas: z.array(lineaSolicitud),
  adjuntos: z.array(itemMedia),
  presupuestos: z.array(presupuestoComparado),
  /** The cheapest quotes in total among those not expired (ties: all of them). */
  mas_barato_ids: z.array(z.number()),
  elegido_id: z.number().nullable(),
  motivo_eleccion: z.string().nullable(),
  /** The threshold that applied when it went to approval (ARS); null: none configured. */
  umbral: dineroCable.nullable(),
  requiere_segunda: z.boolean(),
  aprobaciones: z.array(aprobacionDada),
  historial: z.array(pasoDeHistorial(ESTADOS_SOLICITUD)),
  /** The machine's actions the caller may take now. */
  acciones: z.array(z.enum(ACCIONES_SOLICITUD)),
  puede_cotizar: z.boolean(),
});
export type SolicitudDetalle = Cable<typeof solicitudDetalle>;

export const configuracionAprobacion = z.object({
  umbral_global: dineroCable.nullable(),
  umbrales: z.array(z.object({ sector_id: z.number(), sector: z.string(), importe: dineroCable })),
  rol_segunda: z.string(),
});
export type ConfiguracionAprobacion = Cable<typeof configuracionAprobacion>;

/** What a creation answers: the new record's id. */
export const creadoPresupuestos = z.object({ id: z.number() });
