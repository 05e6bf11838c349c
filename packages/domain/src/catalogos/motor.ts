import { z } from 'zod';
import { esCuitValido, formatoCuit } from '../cuit';
import { esFechaIso } from '../fechas';

// The catalog engine's declaration language. One `definirCatalogo({...})` gives
// the server its table, API and permissions, and the web its list and form.

export type Opcion = { value: string; label: string };

type Base = {
  etiqueta: string;
  requerido?: boolean;
  /** A short hint shown under the form field. */
  ayuda?: string;
};

export type Campo =
  | (Base & { tipo: 'texto'; max?: number })
  | (Base & { tipo: 'textoLargo'; max?: number })
  /** Whole numbers unless `decimales` is given. */
  | (Base & { tipo: 'numero'; min?: number; max?: number; decimales?: number })
  | (Base & { tipo: 'dinero' })
  | (Base & { tipo: 'fecha' })
  | (Base & { tipo: 'booleano' })
  | (Base & { tipo: 'opciones'; opciones: readonly Opcion[] })
  /** Another catalog (by key) or an entity of ENTIDADES; stored as `<campo>` integer. */
  | (Base & { tipo: 'referencia'; a: string })
  /** Several rows of another catalog or entity, stored as an integer array. */
  | (Base & { tipo: 'referencias'; a: string })
  /** A short code, unique in its catalog ignoring case. */
  | (Base & { tipo: 'codigo'; max?: number })
  | (Base & { tipo: 'cuit' })
  | (Base & { tipo: 'email' })
  | (Base & { tipo: 'telefono' })
  | (Base & { tipo: 'color' });

export type TipoCampo = Campo['tipo'];

export type GrupoCatalogo = 'rrhh' | 'tareas' | 'compras';

export type Catalogo<P extends string = string> = {
  /** Screen key (`rrhh/configuracion/<clave>`) and the name tests use. */
  clave: string;
  /** Table name in the database. */
  tabla: string;
  singular: string;
  plural: string;
  /** Grammatical gender of `singular`, for messages ("Ya existe una ART…"). */
  femenino?: boolean;
  grupo: GrupoCatalogo;
  /** API path under /api/v1 (spec §7 names some of them). */
  ruta: string;
  /** Hash route of the list screen; the form is `<pantalla>/form[/<id>]`. */
  pantalla: string;
  /** Permission prefix: `<permiso>.ver|crear|editar|eliminar`. */
  permiso: P;
  campos: Record<string, Campo>;
  /** Fields that form a row's label (options, messages, references). Default ['nombre']. */
  etiqueta?: string[];
  /** Fields shown as list columns, in order. */
  columnas: string[];
  orden?: { campo: string; descendente?: boolean };
  /** Fields the free-text search looks in. Default: the label fields. */
  busqueda?: string[];
  /** Sets of fields that cannot repeat (texts compared without case or accents). Default [etiqueta]. */
  unicos?: string[][];
  /** Fields computed from the others before saving (hidden in the form). */
  derivados?: { campos: string[]; calcular: (v: Record<string, unknown>) => Record<string, unknown> };
  /** Rules across fields: the failing field and its message. */
  reglas?: (v: Record<string, unknown>) => { campo: string; mensaje: string }[];
  /** 'enLinea': edited in the list itself, without a form screen. */
  edicion?: 'formulario' | 'enLinea';
};

export const ACCIONES_CATALOGO = ['ver', 'crear', 'editar', 'eliminar'] as const;
export type AccionCatalogo = (typeof ACCIONES_CATALOGO)[number];

/** Declares a catalog; the permission prefix stays a literal type for PERMISOS. */
export const definirCatalogo = <const P extends string>(c: Catalogo<P>): Catalogo<P> => c;

export const etiquetaDe = (c: Catalogo) => c.etiqueta ?? ['nombre'];
export const busquedaDe = (c: Catalogo) => c.busqueda ?? etiquetaDe(c);
export const ordenDe = (c: Catalogo) => c.orden ?? { campo: etiquetaDe(c)[0]!, descendente: false };
export const unicosDe = (c: Catalogo): string[][] => [
  ...(c.unicos ?? [etiquetaDe(c)]),
  ...Object.entries(c.campos)
    .filter(([, f]) => f.tipo === 'codigo')
    .map(([k]) => [k]),
];
export const esDerivado = (c: Catalogo, campo: string) => c.derivados?.campos.includes(campo) ?? false;
export const permisoDe = <P extends string>(c: Catalogo<P>, accion: AccionCatalogo) => `${c.permiso}.${accion}` as const;

/** The name for messages: "la ART", "el puesto". */
export const conArticulo = (c: Catalogo) => `${c.femenino ? 'la' : 'el'} ${c.singular.toLowerCase()}`;
export const indefinido = (c: Catalogo) => `${c.femenino ? 'una' : 'un'} ${c.singular.toLowerCase()}`;

const OBLIGATORIO = 'Es obligatorio';
const vacioANull = (v: unknown) => (v === '' || v === undefined ? null : v);

function esquemaCampo(f: Campo, parcial = false): z.ZodTypeAny {
  const texto = (max: number) => z.string().trim().max(max, `Admite hasta ${max} caracteres`);
  let s: z.ZodTypeAny;
  switch (f.tipo) {
    case 'texto':
      s = texto(f.max ?? 150);
      break;
    case 'textoLargo':
      s = texto(f.max ?? 2000);
      break;
    case 'codigo':
      s = texto(f.max ?? 30).regex(/^[\p{L}\p{N}][\p{L}\p{N} ./_-]*$/u, 'Use letras, números, espacios, punto, barra o guion');
      break;
    case 'numero': {
      let n = z.number({ error: 'Ingrese un número' });
      if (!f.decimales) n = n.int('Ingrese un número entero');
      if (f.min !== undefined) n = n.min(f.min, `Debe ser al menos ${f.min}`);
      if (f.max !== undefined) n = n.max(f.max, `Debe ser como máximo ${f.max}`);
      const escala = 10 ** (f.decimales ?? 0);
      s = f.decimales ? n.refine((x) => Math.abs(Math.round(x * escala) - x * escala) < 1e-6, `Admite hasta ${f.decimales} decimales`) : n;
      break;
    }
    case 'dinero':
      s = z
        .number({ error: 'Ingrese un importe' })
        .min(0, 'El importe no puede ser negativo')
        .max(999_999_999_999, 'El importe es demasiado grande')
        .transform((x) => Math.round(x * 100) / 100);
      break;
    case 'fecha':
      s = z.string({ error: 'Ingrese una fecha' }).refine(esFechaIso, 'Ingrese una fecha válida');
      break;
    case 'booleano':
      return parcial ? z.boolean({ error: 'Indique sí o no' }).optional() : z.boolean({ error: 'Indique sí o no' }).default(false);
    case 'opciones':
      s = z.enum(f.opciones.map((o) => o.value) as [string, ...string[]], { error: 'Elija una de las opciones' });
      break;
    case 'referencia':
      s = z.number({ error: 'Elija una opción' }).int().positive('Elija una opción');
      break;
    case 'referencias':
      s = z.array(z.number().int().positive(), { error: 'Elija opciones de la lista' }).max(500);
      return parcial ? s.optional() : s.default([]);
    case 'cuit':
      s = z
        .string({ error: 'Ingrese un CUIT' })
        .trim()
        .refine(esCuitValido, 'El CUIT no es válido (revise el dígito verificador)')
        .transform(formatoCuit);
      break;
    case 'email':
      s = z.email('Ingrese un e-mail válido').max(200);
      break;
    case 'telefono':
      s = z.string().trim().regex(/^\+?[0-9()\s-]{6,30}$/, 'Ingrese un teléfono válido: números, espacios, guiones o paréntesis');
      break;
    case 'color':
      s = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Elija un color (#RRGGBB)');
      break;
  }
  // An empty text counts as no value: required fields say so, optional ones store null.
  if (f.requerido) return z.preprocess(vacioANull, s.nullable().refine((v) => v !== null, OBLIGATORIO));
  return z.preprocess(vacioANull, s.nullable().optional());
}

type Esquemas = { alta: z.ZodType<Record<string, unknown>>; edicion: z.ZodType<Record<string, unknown>> };
const cache = new WeakMap<Catalogo, Esquemas>();

/**
 * Create and update schemas. Update is partial: the server merges it with the
 * stored row and validates the result with `alta`, so cross-field rules hold.
 */
export function esquemasDe(c: Catalogo): Esquemas {
  const hecho = cache.get(c);
  if (hecho) return hecho;
  const propios = Object.entries(c.campos).filter(([k]) => !esDerivado(c, k));
  const objeto = z.object(Object.fromEntries(propios.map(([k, f]) => [k, esquemaCampo(f)])));
  // Update: only what is sent, without defaults (a missing boolean is not «false»).
  const parcial = z.object(Object.fromEntries(propios.map(([k, f]) => [k, esquemaCampo(f, true).optional()])));
  const conReglas = <T extends z.ZodType<Record<string, unknown>>>(s: T) =>
    c.reglas
      ? s.superRefine((v, ctx) => {
          for (const e of c.reglas!(v)) ctx.addIssue({ code: 'custom', path: [e.campo], message: e.mensaje });
        })
      : s;
  const esquemas: Esquemas = { alta: conReglas(objeto) as Esquemas['alta'], edicion: parcial as Esquemas['edicion'] };
  cache.set(c, esquemas);
  return esquemas;
}

/** The label of a fixed option, or the stored value when it is not one. */
export const etiquetaOpcion = (f: Campo, v: unknown) =>
  f.tipo === 'opciones' ? (f.opciones.find((o) => o.value === v)?.label ?? String(v ?? '')) : String(v ?? '');

// The fields most catalogs share.
export const NOMBRE: Campo = { tipo: 'texto', etiqueta: 'Nombre', requerido: true };
export const DESCRIPCION: Campo = { tipo: 'textoLargo', etiqueta: 'Descripción' };
