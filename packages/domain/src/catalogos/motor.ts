// The catalog engine's declaration language. One `definirCatalogo({...})` gives
// the server its table, API and permissions, and the web its list and form.
// No zod here: the declarations reach the web's first bundle (routes, menu);
// their schemas live in esquemas.ts, loaded with the screens.

import { nombresDe, type GrupoCatalogo, type NombresCatalogo, type PermisoCatalogoDe } from './nombres';

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

// The groups are named where the names are derived from them (nombres.ts).
export type { GrupoCatalogo };

export type Catalogo<P extends string = string, K extends string = string> = {
  /** Screen key (`rrhh/configuracion/<clave>`) and the name tests use; ClaveCatalogo is their union. */
  clave: K;
  /** Table name in the database. Derived from grupo + clave (nombres.ts) unless declared an exception. */
  tabla: string;
  singular: string;
  plural: string;
  /** Grammatical gender of `singular`, for messages ("Ya existe una ART…"). */
  femenino?: boolean;
  grupo: GrupoCatalogo;
  /** API path under /api/v1 (derived; spec §7 names some of them: exceptions in nombres.ts). */
  ruta: string;
  /** Hash route of the list screen; the form is `<pantalla>/form[/<id>]`. Derived. */
  pantalla: string;
  /** Permission prefix: `<permiso>.ver|crear|editar|eliminar`. Derived. */
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
  /**
   * The fixed toast of spec §8 when a write of this catalog fails and the server's answer
   * brings no message ('No se ha podido actualizar la categoría'). Without it, the client's
   * 'No se ha podido realizar la operación'.
   */
  noActualizado?: string;
  /**
   * Rows the server's rules find by a fixed key, not by a code a person may rename
   * (issue 37: vacations were bound to the code 'VAC'). Declaring them gives the table a
   * `clave_sistema` column that the catalog's API never writes, and a row holding one of
   * these keys cannot be deleted. The seed sets the key; a migration sets it on old data.
   */
  clavesDeSistema?: readonly string[];
};

export const ACCIONES_CATALOGO = ['ver', 'crear', 'editar', 'eliminar'] as const;
export type AccionCatalogo = (typeof ACCIONES_CATALOGO)[number];

/** What a catalog declares: everything but its names, which come from grupo + clave (nombres.ts). */
export type DeclaracionCatalogo<G extends GrupoCatalogo, K extends string> = Omit<Catalogo<string, K>, keyof NombresCatalogo | 'grupo'> & { grupo: G };

/**
 * Declares a catalog: its table, API path, screen and permission prefix are derived from
 * its group and key (or taken from its entry in EXCEPCIONES_NOMBRES). The key and the
 * permission prefix stay literal types (ClaveCatalogo, PERMISOS).
 */
export const definirCatalogo = <const G extends GrupoCatalogo, const K extends string>(
  d: DeclaracionCatalogo<G, K>,
): Catalogo<PermisoCatalogoDe<G, K>, K> & { grupo: G } => ({ ...d, ...nombresDe(d.grupo, d.clave) });

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

/** A label inside a sentence: 'Nombre' → 'nombre', but 'ART' and 'CUIT' stay. */
export const enFrase = (s: string) => (/^.[a-záéíóúñ]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

/** The name for messages: "la ART", "el puesto". */
export const conArticulo = (c: Catalogo) => `${c.femenino ? 'la' : 'el'} ${enFrase(c.singular)}`;
export const indefinido = (c: Catalogo) => `${c.femenino ? 'una' : 'un'} ${enFrase(c.singular)}`;

/** The label of a fixed option, or the stored value when it is not one. */
export const etiquetaOpcion = (f: Campo, v: unknown) =>
  f.tipo === 'opciones' ? (f.opciones.find((o) => o.value === v)?.label ?? String(v ?? '')) : String(v ?? '');

// The fields most catalogs share.
export const NOMBRE: Campo = { tipo: 'texto', etiqueta: 'Nombre', requerido: true };
export const DESCRIPCION: Campo = { tipo: 'textoLargo', etiqueta: 'Descripción' };
