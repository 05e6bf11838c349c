import { ENTERO_MAXIMO } from '../constantes';
import { esFechaIso } from '../fechas';
import { textoPlano } from '../texto';

// The payroll roster's filters (spec §3 "Filters", §5): entries of
// { atributo, condicion, valor }. Only the attributes and conditions listed
// here exist; the server turns each into SQL from this same list.

export type TipoAtributo = 'texto' | 'numero' | 'fecha' | 'lista';

export type AtributoNomina = {
  etiqueta: string;
  tipo: TipoAtributo;
  /** For 'lista': the catalog key whose ids are chosen, or fixed options. */
  catalogo?: string;
  opciones?: readonly { value: string; label: string }[];
};

export const ATRIBUTOS_NOMINA = {
  apellido: { etiqueta: 'Apellido', tipo: 'texto' },
  nombres: { etiqueta: 'Nombres', tipo: 'texto' },
  dni: { etiqueta: 'DNI', tipo: 'texto' },
  cuil: { etiqueta: 'CUIL', tipo: 'texto' },
  legajo: { etiqueta: 'Legajo', tipo: 'texto' },
  sexo: {
    etiqueta: 'Sexo',
    tipo: 'lista',
    opciones: [
      { value: 'F', label: 'Femenino' },
      { value: 'M', label: 'Masculino' },
      { value: 'X', label: 'No binario' },
    ],
  },
  edad: { etiqueta: 'Edad', tipo: 'numero' },
  hijos: { etiqueta: 'Hijos', tipo: 'numero' },
  fecha_nacimiento: { etiqueta: 'Fecha de nacimiento', tipo: 'fecha' },
  fecha_alta: { etiqueta: 'Fecha de alta', tipo: 'fecha' },
  antiguedad: { etiqueta: 'Antigüedad (años)', tipo: 'numero' },
  empresa_id: { etiqueta: 'Empresa', tipo: 'lista', catalogo: 'empresa' },
  sector_id: { etiqueta: 'Sector', tipo: 'lista', catalogo: 'sector' },
  puesto_id: { etiqueta: 'Puesto', tipo: 'lista', catalogo: 'puesto' },
  categoria_id: { etiqueta: 'Categoría', tipo: 'lista', catalogo: 'categoria' },
  contrato_tipo_id: { etiqueta: 'Contrato', tipo: 'lista', catalogo: 'contrato-tipo' },
  obra_social_id: { etiqueta: 'Obra social', tipo: 'lista', catalogo: 'obra-social' },
  estado: {
    etiqueta: 'Estado',
    tipo: 'lista',
    opciones: [
      { value: 'activo', label: 'Activo' },
      { value: 'baja', label: 'De baja' },
    ],
  },
} as const satisfies Record<string, AtributoNomina>;

export type NombreAtributo = keyof typeof ATRIBUTOS_NOMINA;

export const CONDICIONES = {
  contiene: 'contiene',
  igual: 'es igual a',
  empieza: 'empieza con',
  distinto: 'es distinto de',
  mayor: 'es mayor que',
  menor: 'es menor que',
  entre: 'está entre',
  es_uno_de: 'es uno de',
  vacio: 'está vacío',
  no_vacio: 'no está vacío',
} as const;
export type Condicion = keyof typeof CONDICIONES;

/** Which conditions each kind of attribute accepts. */
export const CONDICIONES_POR_TIPO: Record<TipoAtributo, readonly Condicion[]> = {
  texto: ['contiene', 'igual', 'empieza', 'distinto', 'vacio', 'no_vacio'],
  numero: ['igual', 'mayor', 'menor', 'entre', 'vacio', 'no_vacio'],
  fecha: ['igual', 'mayor', 'menor', 'entre', 'vacio', 'no_vacio'],
  lista: ['es_uno_de', 'vacio', 'no_vacio'],
};

export type Valor = string | number | (string | number)[] | null;
export type EntradaFiltro = { atributo: string; condicion: string; valor?: Valor };

/** A value counts as empty when there is nothing to compare with. */
export const valorVacio = (v: Valor | undefined) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * Spec §5: setting an entry replaces the one of the same attribute; an entry
 * whose value is emptied removes the existing one (conditions that need no
 * value, «vacío» and «no vacío», stay).
 */
export function aplicarEntrada(request: readonly EntradaFiltro[], entrada: EntradaFiltro): EntradaFiltro[] {
  const resto = request.filter((e) => e.atributo !== entrada.atributo);
  const sinValor = entrada.condicion === 'vacio' || entrada.condicion === 'no_vacio';
  return !sinValor && valorVacio(entrada.valor) ? resto : [...resto, entrada];
}

export type FiltroAvanzado = { id?: number; nombre_filtro: string; filtros: EntradaFiltro[] };

/** Spec §5: a name already in use (ignoring case and accents) is not added again. */
export function agregarFiltroAvanzado(lista: readonly FiltroAvanzado[], nuevo: FiltroAvanzado): { lista: FiltroAvanzado[]; agregado: boolean } {
  if (lista.some((f) => textoPlano(f.nombre_filtro) === textoPlano(nuevo.nombre_filtro))) return { lista: [...lista], agregado: false };
  return { lista: [...lista, nuevo], agregado: true };
}

/** Why an entry cannot be applied (Spanish), or null when it is valid. */
export function errorDeEntrada(e: EntradaFiltro): string | null {
  if (!Object.hasOwn(ATRIBUTOS_NOMINA, e.atributo)) return `No se puede filtrar por «${e.atributo}».`;
  const a: AtributoNomina = ATRIBUTOS_NOMINA[e.atributo as NombreAtributo];
  if (!(CONDICIONES_POR_TIPO[a.tipo] as readonly string[]).includes(e.condicion)) return `La condición «${e.condicion}» no se aplica a ${a.etiqueta}.`;
  if (e.condicion === 'vacio' || e.condicion === 'no_vacio') return null;
  const v = e.valor;
  const escalar = (x: unknown) =>
    a.tipo === 'numero'
      ? typeof x === 'number' && Number.isFinite(x)
      : a.tipo === 'fecha'
        ? typeof x === 'string' && esFechaIso(x)
        : typeof x === 'string' && x.length <= 100;
  if (e.condicion === 'entre') {
    if (!Array.isArray(v) || v.length !== 2) return `${a.etiqueta}: «está entre» necesita dos valores.`;
    return v.every(escalar) ? null : `${a.etiqueta}: el valor no es válido.`;
  }
  if (e.condicion === 'es_uno_de') {
    // A catalog's ids are integers of the database: a larger number names no option (and made the query fail).
    const esId = (x: unknown) => Number.isInteger(x) && (x as number) > 0 && (x as number) <= ENTERO_MAXIMO;
    const ok = Array.isArray(v) && v.length > 0 && v.length <= 200 && v.every((x) => (a.opciones ? a.opciones.some((o) => o.value === x) : esId(x)));
    return ok ? null : `${a.etiqueta}: elija una o más opciones válidas.`;
  }
  return escalar(v) ? null : `${a.etiqueta}: el valor no es válido.`;
}

/** Columns of the roster (table and export), with their Spanish headers. */
export const COLUMNAS_NOMINA = {
  apellido_nombre: 'Apellido y nombre',
  dni: 'DNI',
  cuil: 'CUIL',
  legajo: 'Legajo',
  empresa: 'Empresa',
  sector: 'Sector',
  puesto: 'Puesto',
  categoria: 'Categoría',
  contrato: 'Contrato',
  fecha_alta: 'Fecha de alta',
  antiguedad: 'Antigüedad (años)',
  obra_social: 'Obra social',
  edad: 'Edad',
  estado: 'Estado',
} as const;
export type ColumnaNomina = keyof typeof COLUMNAS_NOMINA;

/** What the roster sorts by (sortBy): its columns and its filter attributes. */
export const ORDENES_NOMINA = [...new Set([...Object.keys(COLUMNAS_NOMINA), ...Object.keys(ATRIBUTOS_NOMINA)])] as [
  ColumnaNomina | NombreAtributo,
  ...(ColumnaNomina | NombreAtributo)[],
];
