/** The catalog groups: a catalog's table, paths, screen and permissions derive from its group and key (below). */
export type GrupoCatalogo = 'rrhh' | 'tareas' | 'compras';

// A catalog's names come from its group and its key, by one rule (nombresDerivados):
//   clave 'centro-costo', grupo 'rrhh' → tabla rrhh_centro_costo, ruta /api/v1/rrhh/centro_costo,
//   pantalla #/rrhh/configuracion/centro-costo, permisos rrhh.centro_costo.ver|crear|editar|eliminar.
// A new catalog declares none of them. The names that differ are all in EXCEPCIONES_NOMBRES
// below, each with its reason: a path the spec fixes, or a table, API path or permission that
// already exists (renaming a table needs a migration, a path breaks clients, a permission
// needs its auth_item rows and assignments moved).

/** Where each group's screens and API paths live (spec §2 and §7 name them). */
export const PREFIJOS_GRUPO = {
  // spec §2 «HR configuration: rrhh/configuracion/<catalog>»; §7 HR calls under /api/v1/rrhh.
  rrhh: { pantalla: 'rrhh/configuracion/', ruta: 'rrhh/' },
  // spec §2 «Task administration: admin/tipo-tareas, admin/tipo_guias, admin/ubicaciones».
  tareas: { pantalla: 'admin/', ruta: 'tareas/' },
  // spec §2 «compras/configuracion (with admin_categorias, …)»; §7 «Purchasing (under /api/v1/compras/producto)».
  compras: { pantalla: 'admin_', ruta: 'compras/producto/' },
} as const satisfies Record<GrupoCatalogo, { pantalla: string; ruta: string }>;

/** 'centro-costo' → 'centro_costo': tables, paths and permissions use snake_case. */
export type Guiones<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${Guiones<B>}` : S;
export const sinGuiones = <S extends string>(clave: S) => clave.replaceAll('-', '_') as Guiones<S>;

export type NombresCatalogo = { tabla: string; ruta: string; pantalla: string; permiso: string };

/** The names a catalog gets from its group and key when it declares no exception. */
export function nombresDerivados<G extends GrupoCatalogo, K extends string>(grupo: G, clave: K) {
  const n = sinGuiones(clave);
  return {
    tabla: `${grupo}_${n}`,
    ruta: `${PREFIJOS_GRUPO[grupo].ruta}${n}`,
    pantalla: `${PREFIJOS_GRUPO[grupo].pantalla}${clave}`,
    permiso: `${grupo}.${n}` as const,
  };
}

type Excepcion = Partial<NombresCatalogo> & { motivo: string };

// Reasons, in short: «spec §7» a call the spec names; «spec §2» a screen the spec names
// (the key is the screen's last segment, so it cannot change); «existente» a table with
// data, an API path the web and clients call, or a permission stored in auth_item and
// assigned to roles. Keep it sorted by group as CATALOGOS is.
const PERSONA_SPEC =
  'spec §7 HR: «GET persona_especialidad, persona_matricula_tipo, persona_familiar_tipo, persona_nivel_estudio», «/api/v1/rrhh/persona_estado_civil», «/api/v1/rrhh/persona_nacionalidad»';

/** Every catalog name that does not follow nombresDerivados, with why. */
export const EXCEPCIONES_NOMBRES = {
  especialidad: { ruta: 'rrhh/persona_especialidad', motivo: PERSONA_SPEC },
  'estado-civil': { ruta: 'rrhh/persona_estado_civil', motivo: PERSONA_SPEC },
  'familiar-tipo': { ruta: 'rrhh/persona_familiar_tipo', motivo: PERSONA_SPEC },
  'matricula-tipo': { ruta: 'rrhh/persona_matricula_tipo', motivo: PERSONA_SPEC },
  nacionalidad: { ruta: 'rrhh/persona_nacionalidad', motivo: PERSONA_SPEC },
  'nivel-estudio': { ruta: 'rrhh/persona_nivel_estudio', motivo: PERSONA_SPEC },
  'novedades-personal': {
    tabla: 'rrhh_tipo_novedad',
    ruta: 'rrhh/tipo_novedad_personal',
    permiso: 'rrhh.tipo_novedad',
    motivo: 'spec §2 fija la pantalla rrhh/configuracion/novedades-personal (la clave); tabla, ruta y permiso existentes',
  },
  liquidaciones: {
    tabla: 'rrhh_liquidacion',
    ruta: 'rrhh/liquidacion',
    permiso: 'rrhh.liquidacion',
    motivo: 'spec §2 fija la pantalla «liquidaciones»; spec §7 HR: «GET /api/v1/rrhh/liquidacion?descargas=true»; tabla y permiso existentes',
  },
  referentes: {
    tabla: 'rrhh_referente',
    ruta: 'rrhh/referente',
    permiso: 'rrhh.referente',
    motivo: 'spec §2 fija la pantalla «referentes»; tabla, ruta y permiso existentes (en singular como las demás)',
  },
  sector: {
    tabla: 'sector',
    ruta: 'sector',
    motivo: 'la tabla sector es de platform/identidad (usuario_sector, la guardia y el principal la usan); ruta existente /api/v1/sector',
  },
  provincia: { tabla: 'provincia', ruta: 'provincia', motivo: 'spec §7 HR: «GET /api/v1/provincia?sort=nombre ASC&format=1»; tabla existente' },
  localidad: { tabla: 'localidad', ruta: 'localidad', motivo: 'spec §7 HR: «GET /api/v1/localidad?format=1»; tabla existente' },
  'tipo-tareas': {
    tabla: 'tarea_tipo',
    ruta: 'tareas/tipo_tarea',
    permiso: 'tareas.tipo_tarea',
    motivo: 'spec §2 fija la pantalla admin/tipo-tareas (la clave); tabla, ruta y permiso existentes',
  },
  'tipo-periodicidad': {
    tabla: 'tarea_periodicidad',
    permiso: 'tareas.periodicidad',
    motivo: 'tabla y permiso existentes (la ruta y la pantalla admin/tipo-periodicidad de spec §2 siguen la regla)',
  },
  tipo_guias: {
    tabla: 'guia_tipo',
    ruta: 'tareas/tipo_guia',
    permiso: 'tareas.tipo_guia',
    motivo: 'spec §2 fija la pantalla admin/tipo_guias (con guion bajo: la clave); tabla, ruta y permiso existentes',
  },
  ubicaciones: {
    tabla: 'ubicacion',
    ruta: 'tareas/ubicacion',
    permiso: 'tareas.ubicacion',
    motivo: 'spec §2 fija la pantalla admin/ubicaciones; tabla (la usan las tareas y el QR firmado), ruta y permiso existentes',
  },
  categorias: {
    tabla: 'producto_categoria',
    ruta: 'compras/producto/categoria',
    permiso: 'compras.categoria',
    motivo: 'spec §2 fija la pantalla admin_categorias; tabla, ruta y permiso existentes',
  },
  atributos: {
    tabla: 'producto_atributo',
    ruta: 'compras/producto/atributo',
    permiso: 'compras.atributo',
    motivo: 'spec §2 fija la pantalla admin_atributos; tabla, ruta y permiso existentes',
  },
  'deposito-tipo': {
    tabla: 'deposito_tipo',
    ruta: 'compras/producto/producto_deposito_tipo',
    pantalla: 'admin_deposito_tipo',
    motivo: 'spec §2: pantalla admin_deposito_tipo; spec §7 Purchasing: «producto_deposito_tipo»; tabla existente',
  },
  'valores-drogas': {
    tabla: 'droga',
    pantalla: 'valores_drogas',
    permiso: 'compras.droga',
    motivo: 'spec §2: pantalla valores_drogas (sin el prefijo admin_); tabla y permiso existentes',
  },
} as const satisfies Record<string, Excepcion>;

/**
 * Calls spec §7 names for a catalog besides its seven: the same list (`listar`, GET) and the
 * same create (`crear`, POST) of the catalog under one more path each, under /api/v1. The
 * catalog's own paths stay (the web uses them).
 */
export const LLAMADAS_SPEC = {
  categorias: {
    listar: 'compras/producto/get_categorias',
    crear: 'compras/producto/create_categoria',
    motivo: 'spec §7 Purchasing (under /api/v1/compras/producto): «get_categorias, create_categoria»',
  },
} as const satisfies Record<string, { listar?: string; crear?: string; motivo: string }>;

type Excepciones = typeof EXCEPCIONES_NOMBRES;

/** The permission prefix of catalog K of group G: its exception, else the derived one (a literal type for PERMISOS). */
export type PermisoCatalogoDe<G extends GrupoCatalogo, K extends string> = K extends keyof Excepciones
  ? Excepciones[K] extends { permiso: infer P extends string }
    ? P
    : `${G}.${Guiones<K>}`
  : `${G}.${Guiones<K>}`;

/** The names of a catalog: the derived ones, replaced by its declared exceptions. */
export function nombresDe<G extends GrupoCatalogo, K extends string>(grupo: G, clave: K): NombresCatalogo & { permiso: PermisoCatalogoDe<G, K> } {
  const excepcion: Partial<Excepcion> = Object.hasOwn(EXCEPCIONES_NOMBRES, clave) ? EXCEPCIONES_NOMBRES[clave as keyof Excepciones] : {};
  const { motivo: _motivo, ...propios } = excepcion;
  return { ...nombresDerivados(grupo, clave), ...propios } as NombresCatalogo & { permiso: PermisoCatalogoDe<G, K> };
}
