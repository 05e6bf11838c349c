import { z } from 'zod';
import { digitosCuit, esCuitValido } from '../cuit';
import { esFechaIso } from '../fechas';
import { aId, OBLIGATORIO, faltante, idOpcional, idRequerido, maximo, textoOpcional, textoRequerido as textoObligatorio, vacioANull } from '../campos';
import { idNumero, opcion, paginaOrdenadaPor, paginaQuery, respuesta, respuestaLista, type Cable } from '../http';

// Inventory masters (issue 17): products, warehouses and suppliers, under
// /api/v1/compras/producto/. Shared by the server routes and the web forms, so both
// show the same Spanish messages. Quantities travel as numbers, dates as YYYY-MM-DD.

/** Products, warehouses and suppliers declared the minimum length of their required texts. */
const textoRequerido = (max: number) => textoObligatorio(max, { minimo: true });
const idCoercidoOpcional = (mensaje: string) => z.preprocess(aId, idNumero(mensaje).optional());
const booleano = (porDefecto: boolean) => z.boolean({ error: 'Indique sí o no' }).default(porDefecto);
/** `activo=true|false` of a list's query string. */
const filtroBooleano = z
  .enum(['true', 'false'], { error: 'Use true o false' })
  .transform((v) => v === 'true')
  .optional();
/** A list of record ids without repeats (the order is kept). */
const ids = (max: number, mensaje = 'Elija registros existentes') =>
  z
    .array(idNumero(mensaje), { error: 'Envíe una lista de números' })
    .max(max, `Admite hasta ${max} elementos`)
    .transform((v) => [...new Set(v)]);

// ───────────────────────── Productos ─────────────────────────

export const TIPOS_DATO_ATRIBUTO = ['texto', 'numero', 'fecha', 'lista'] as const;
export type TipoDatoAtributo = (typeof TIPOS_DATO_ATRIBUTO)[number];

/**
 * Whether `valor` fits an attribute of `tipo` (the catalog «Atributos de producto»);
 * null when it does, else the Spanish message. `valores`: the list's possible values, one a line.
 */
export function errorValorAtributo(tipo: string, valor: string, valores: string | null): string | null {
  const v = valor.trim();
  switch (tipo) {
    case 'numero':
      return /^-?\d+([.,]\d+)?$/.test(v) ? null : 'Debe ser un número';
    case 'fecha':
      return esFechaIso(v) ? null : 'Debe ser una fecha AAAA-MM-DD';
    case 'lista': {
      const posibles = (valores ?? '')
        .split(/\r?\n/)
        .map((x) => x.trim())
        .filter(Boolean);
      return posibles.includes(v) ? null : `Debe ser uno de: ${posibles.join(', ')}`;
    }
    default:
      return null;
  }
}

export const atributoValorBody = z.object({
  atributo_id: idRequerido('Elija un atributo'),
  valor: textoRequerido(200),
});

/** GTIN / EAN / UPC or an internal code: letters, digits and dashes, no spaces. */
const codigoBarras = z.preprocess(
  vacioANull,
  z
    .string({ error: 'Ingrese un texto' })
    .trim()
    .max(50, maximo(50))
    .regex(/^[0-9A-Za-z-]+$/, 'El código de barras admite sólo letras, números y guiones')
    .nullable()
    .optional(),
);

/** POST producto and PUT producto/{id}. */
export const productoBody = z
  .object({
    nombre_producto: textoRequerido(200),
    categoria_id: idRequerido('Elija una categoría'),
    unidad: z.preprocess((v) => vacioANull(v) ?? undefined, z.string({ error: 'Ingrese un texto' }).trim().max(20, maximo(20)).default('unidad')),
    codigo_barras: codigoBarras,
    droga_id: idOpcional(),
    controla_lote: booleano(false),
    controla_vencimiento: booleano(false),
    controla_serie: booleano(false),
    activo: booleano(true),
    atributos: z.array(atributoValorBody, { error: 'Envíe una lista de atributos' }).max(50, 'Admite hasta 50 atributos').default([]),
  })
  .superRefine((v, ctx) => {
    const vistos = new Set<number>();
    v.atributos.forEach((a, i) => {
      if (vistos.has(a.atributo_id)) ctx.addIssue({ code: 'custom', path: ['atributos', i, 'atributo_id'], message: 'El atributo está repetido' });
      vistos.add(a.atributo_id);
    });
  });
export type ProductoBody = z.infer<typeof productoBody>;
export type ProductoEntrada = z.input<typeof productoBody>;

export const ORDEN_PRODUCTOS = ['nombre_producto', 'categoria', 'codigo_barras', 'id'] as const;

/** GET producto: text (filter: name or barcode), category, active, a warehouse's catalog. */
export const productoQuery = paginaOrdenadaPor(ORDEN_PRODUCTOS).extend({
  categoria_id: idCoercidoOpcional('Elija una categoría'),
  deposito_id: idCoercidoOpcional('Elija un depósito'),
  droga_id: idCoercidoOpcional('Elija una droga'),
  activo: filtroBooleano,
});
export type ProductoQuery = z.infer<typeof productoQuery>;

export const productoFila = z.object({
  id: z.number(),
  nombre_producto: z.string(),
  categoria_id: z.number(),
  categoria: z.string(),
  unidad: z.string(),
  codigo_barras: z.string().nullable(),
  droga_id: z.number().nullable(),
  droga: z.string().nullable(),
  controla_lote: z.boolean(),
  controla_vencimiento: z.boolean(),
  controla_serie: z.boolean(),
  activo: z.boolean(),
});
export type ProductoFila = Cable<typeof productoFila>;

export const atributoDeProducto = z.object({
  atributo_id: z.number(),
  nombre: z.string(),
  tipo_dato: z.string(),
  unidad: z.string().nullable(),
  valor: z.string(),
});
export type AtributoDeProducto = Cable<typeof atributoDeProducto>;

/** The warehouses whose catalog holds the product, with its minimum stock there. */
export const depositoDeProducto = z.object({ deposito_id: z.number(), deposito: z.string(), stock_minimo: z.number().nullable() });
export type DepositoDeProducto = Cable<typeof depositoDeProducto>;

/** GET producto/{id}. */
export const productoDetalle = productoFila.extend({ atributos: z.array(atributoDeProducto), depositos: z.array(depositoDeProducto) });
export type ProductoDetalle = Cable<typeof productoDetalle>;

export const respuestaProductos = respuestaLista(productoFila);
export const respuestaProducto = respuesta(productoDetalle);

// ───────────────────────── Depósitos ─────────────────────────

/** POST deposito and PUT deposito/{id}. `responsables`: user ids. */
export const depositoBody = z.object({
  nombre: textoRequerido(100),
  tipo_id: idRequerido('Elija un tipo de depósito'),
  sector_id: idOpcional(),
  edificio_id: idOpcional(),
  activo: booleano(true),
  responsables: ids(50, 'Elija usuarios existentes').default([]),
});
export type DepositoBody = z.infer<typeof depositoBody>;
export type DepositoEntrada = z.input<typeof depositoBody>;

export const depositoQuery = paginaQuery.extend({ activo: filtroBooleano, tipo_id: idCoercidoOpcional('Elija un tipo de depósito') });
export type DepositoQuery = z.infer<typeof depositoQuery>;

export const depositoFila = z.object({
  id: z.number(),
  nombre: z.string(),
  tipo_id: z.number(),
  tipo: z.string(),
  sector_id: z.number().nullable(),
  sector: z.string().nullable(),
  edificio_id: z.number().nullable(),
  edificio: z.string().nullable(),
  activo: z.boolean(),
  responsables: z.array(opcion),
  /** How many products its catalog holds. */
  productos: z.number(),
});
export type DepositoFila = Cable<typeof depositoFila>;

export const respuestaDepositos = respuestaLista(depositoFila);
export const respuestaDeposito = respuesta(depositoFila);

/** POST update_catalogo_deposito/{id}: products added to and removed from the warehouse's catalog. */
export const catalogoDepositoBody = z
  .object({
    productosAgregados: ids(5000, 'Elija productos existentes').default([]),
    productosQuitados: ids(5000, 'Elija productos existentes').default([]),
  })
  .superRefine((v, ctx) => {
    const quitados = new Set(v.productosQuitados);
    if (v.productosAgregados.some((p) => quitados.has(p)))
      ctx.addIssue({ code: 'custom', path: ['productosQuitados'], message: 'Un producto no puede agregarse y quitarse a la vez' });
  });
export type CatalogoDepositoBody = z.infer<typeof catalogoDepositoBody>;

export const MENSAJE_CATALOGO_ACTUALIZADO = 'Depósito actualizado correctamente.';

/** A minimum stock: zero or more, up to three decimals; null clears it. */
export const stockMinimo = z
  .number({ error: 'Ingrese un número' })
  .min(0, 'El stock mínimo no puede ser negativo')
  .max(99_999_999_999, 'El stock mínimo es demasiado grande')
  .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, 'Admite hasta tres decimales')
  .nullable();

/** PUT deposito/{id}/stock_minimo: one product of the warehouse's catalog. */
export const stockMinimoBody = z.object({ producto_id: idRequerido('Elija un producto'), stock_minimo: stockMinimo });
export type StockMinimoBody = z.infer<typeof stockMinimoBody>;

/** A product of a warehouse's catalog (GET deposito/{id}/catalogo). */
export const productoDeCatalogo = z.object({
  producto_id: z.number(),
  nombre_producto: z.string(),
  categoria: z.string(),
  unidad: z.string(),
  stock_minimo: z.number().nullable(),
});
export type ProductoDeCatalogo = Cable<typeof productoDeCatalogo>;
export const respuestaCatalogoDeposito = respuestaLista(productoDeCatalogo);
export const catalogoDepositoQuery = paginaQuery;

export const respuestaStockMinimo = respuesta(productoDeCatalogo);

/** A warehouse as the pickers need it (GET /api/v1/productos/deposito/filterData). */
export const opcionDeposito = opcion.extend({
  tipo_id: z.number(),
  sector_id: z.number().nullable(),
  edificio_id: z.number().nullable(),
  activo: z.boolean(),
});
export type OpcionDeposito = Cable<typeof opcionDeposito>;

/** The warehouses the caller may work with (all for administrar, theirs for operar), and the filters' options. */
export const filtrosDeposito = z.object({
  depositos: z.array(opcionDeposito),
  tipos: z.array(opcion),
  sectores: z.array(opcion),
  edificios: z.array(opcion),
  categorias: z.array(opcion),
});
export type FiltrosDeposito = Cable<typeof filtrosDeposito>;
export const respuestaFiltrosDeposito = respuesta(filtrosDeposito);

// ───────────────────────── Proveedores ─────────────────────────

export const CONDICIONES_IVA = ['responsable_inscripto', 'monotributo', 'exento', 'consumidor_final'] as const;
export type CondicionIva = (typeof CONDICIONES_IVA)[number];
export const ETIQUETAS_CONDICION_IVA: Record<CondicionIva, string> = {
  responsable_inscripto: 'Responsable inscripto',
  monotributo: 'Monotributo',
  exento: 'Exento',
  consumidor_final: 'Consumidor final',
};

/** A CUIT with or without dashes: stored as its eleven digits. */
export const cuit = z.preprocess(
  vacioANull,
  z
    .string({ error: (i) => (faltante(i.input) ? OBLIGATORIO : 'Ingrese el CUIT') })
    .trim()
    .refine(esCuitValido, 'El CUIT no es válido (revise los 11 dígitos y el dígito verificador)')
    .transform(digitosCuit),
);

/** POST proveedor and PUT proveedor/{id}. */
export const proveedorBody = z.object({
  razon_social: textoRequerido(200),
  cuit,
  contacto_nombre: textoOpcional(100),
  contacto_email: z.preprocess(vacioANull, z.email({ error: 'Ingrese un correo electrónico válido' }).max(200, maximo(200)).nullable().optional()),
  contacto_telefono: textoOpcional(50),
  condicion_iva: z.enum(CONDICIONES_IVA, { error: 'Elija la condición frente al IVA' }),
  activo: booleano(true),
});
export type ProveedorBody = z.infer<typeof proveedorBody>;
export type ProveedorEntrada = z.input<typeof proveedorBody>;

export const proveedorQuery = paginaQuery.extend({ activo: filtroBooleano });
export type ProveedorQuery = z.infer<typeof proveedorQuery>;

export const proveedorFila = z.object({
  id: z.number(),
  razon_social: z.string(),
  cuit: z.string(),
  contacto_nombre: z.string().nullable(),
  contacto_email: z.string().nullable(),
  contacto_telefono: z.string().nullable(),
  condicion_iva: z.enum(CONDICIONES_IVA),
  activo: z.boolean(),
});
export type ProveedorFila = Cable<typeof proveedorFila>;
export const respuestaProveedores = respuestaLista(proveedorFila);
export const respuestaProveedor = respuesta(proveedorFila);

/** GET search_proveedores?q=: active suppliers whose name or CUIT contains q. */
export const buscarProveedoresQuery = z.object({ q: z.string().max(200, maximo(200)).optional() });
/** An active supplier for a picker: label is «razón social (CUIT)». */
export const opcionProveedor = opcion.extend({ cuit: z.string() });
export type OpcionProveedor = Cable<typeof opcionProveedor>;
export const respuestaOpcionesProveedor = respuesta(z.array(opcionProveedor));
