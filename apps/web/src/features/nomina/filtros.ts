import {
  aplicarEntrada,
  ATRIBUTOS_NOMINA,
  CONDICIONES,
  CONDICIONES_POR_TIPO,
  errorDeEntrada,
  valorVacio,
  type AtributoNomina,
  type Condicion,
  type EntradaFiltro,
  type NombreAtributo,
  type Valor,
} from '@worknet/domain/rrhh/nomina';
import { formatoFecha } from '@worknet/domain/fechas';
import { textoAFechaIso } from '@worknet/domain/rrhh/fechas-rrhh';

// The roster's filter entries as a person builds and reads them: the dialog's
// form values <-> { atributo, condicion, valor }, and each chip's text.
// Pure functions; the screen and its tests share them.

export type OpcionValor = { value: string | number; label: string };

/** The dialog's fields. Dates are typed DD/MM/YYYY; lists hold the chosen values. */
export type BorradorFiltro = {
  atributo?: string;
  condicion?: string;
  valor?: string | number | null;
  /** Second value of «está entre». */
  hasta?: string | number | null;
  lista?: (string | number)[];
};

export const MENSAJE_FECHA = 'Ingrese una fecha válida (DD/MM/AAAA)';
export const MENSAJE_DOS_VALORES = 'Complete los dos valores';

export const atributoDe = (nombre: string | undefined): AtributoNomina | undefined =>
  nombre !== undefined && Object.hasOwn(ATRIBUTOS_NOMINA, nombre) ? ATRIBUTOS_NOMINA[nombre as NombreAtributo] : undefined;

export const sinValor = (condicion: string | undefined) => condicion === 'vacio' || condicion === 'no_vacio';

export const etiquetaCondicion = (c: string) => (Object.hasOwn(CONDICIONES, c) ? CONDICIONES[c as Condicion] : c);

/** The attributes of the whitelist, with their Spanish names (their options are scoped by the server). */
export function opcionesAtributo() {
  return (Object.entries(ATRIBUTOS_NOMINA) as [NombreAtributo, AtributoNomina][]).map(([value, a]) => ({ value, label: a.etiqueta }));
}

/** Only the conditions of the attribute's kind, with their Spanish labels. */
export function opcionesCondicion(atributo: string | undefined) {
  const a = atributoDe(atributo);
  return a ? CONDICIONES_POR_TIPO[a.tipo].map((c) => ({ value: c, label: CONDICIONES[c] })) : [];
}

/** The condition a new entry of this attribute starts with. */
export const condicionInicial = (atributo: string | undefined) => opcionesCondicion(atributo)[0]?.value;

const vacio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export type Resultado = { entrada: EntradaFiltro; error?: undefined } | { error: string; campo: keyof BorradorFiltro };

/**
 * The entry the dialog describes. An empty value gives an entry without value,
 * which `aplicarEntrada` turns into «remove this filter» (spec §5).
 */
export function entradaDesdeBorrador(b: BorradorFiltro): Resultado {
  const a = atributoDe(b.atributo);
  if (!a || !b.atributo) return { error: 'Elija un dato', campo: 'atributo' };
  if (!b.condicion || !opcionesCondicion(b.atributo).some((c) => c.value === b.condicion)) return { error: 'Elija una condición', campo: 'condicion' };
  const base = { atributo: b.atributo, condicion: b.condicion };
  if (sinValor(b.condicion)) return { entrada: base };

  const uno = (v: unknown, campo: 'valor' | 'hasta'): { v: string | number | null } | { error: string; campo: keyof BorradorFiltro } => {
    if (vacio(v)) return { v: null };
    if (a.tipo === 'numero') return typeof v === 'number' && Number.isFinite(v) ? { v } : { error: 'Ingrese un número', campo };
    if (a.tipo === 'fecha') {
      const iso = textoAFechaIso(String(v).trim());
      return iso ? { v: iso } : { error: MENSAJE_FECHA, campo };
    }
    return { v: String(v).trim() };
  };

  let valor: Valor;
  if (a.tipo === 'lista') {
    valor = b.lista ?? [];
  } else if (b.condicion === 'entre') {
    const desde = uno(b.valor, 'valor');
    if ('error' in desde) return desde;
    const hasta = uno(b.hasta, 'hasta');
    if ('error' in hasta) return hasta;
    if (desde.v === null && hasta.v === null) valor = null;
    else if (desde.v === null || hasta.v === null) return { error: MENSAJE_DOS_VALORES, campo: desde.v === null ? 'valor' : 'hasta' };
    else valor = [desde.v, hasta.v];
  } else {
    const r = uno(b.valor, 'valor');
    if ('error' in r) return r;
    valor = r.v;
  }
  if (valorVacio(valor)) return { entrada: base };
  const entrada = { ...base, valor };
  const error = errorDeEntrada(entrada);
  return error ? { error, campo: a.tipo === 'lista' ? 'lista' : 'valor' } : { entrada };
}

/** The dialog's fields for an existing entry (editing a chip). */
export function borradorDesdeEntrada(e: EntradaFiltro): BorradorFiltro {
  const a = atributoDe(e.atributo);
  const mostrar = (v: unknown) => (a?.tipo === 'fecha' && typeof v === 'string' ? formatoFecha(v) : ((v as string | number | null | undefined) ?? null));
  if (a?.tipo === 'lista') return { atributo: e.atributo, condicion: e.condicion, lista: Array.isArray(e.valor) ? e.valor : [] };
  if (e.condicion === 'entre' && Array.isArray(e.valor))
    return { atributo: e.atributo, condicion: e.condicion, valor: mostrar(e.valor[0]), hasta: mostrar(e.valor[1]) };
  return { atributo: e.atributo, condicion: e.condicion, valor: mostrar(e.valor) };
}

/** How many chosen options a chip names before «y N más». */
export const MAX_NOMBRADAS = 3;

/**
 * A chip's text: «Sector es uno de Guardia, Internación», «Fecha de alta está
 * entre 01/01/2020 y 31/12/2020», «Legajo está vacío». `opciones`: the labels
 * of a catalog's ids (fixed lists bring their own).
 */
export function textoEntrada(e: EntradaFiltro, opciones: readonly OpcionValor[] = []): string {
  const a = atributoDe(e.atributo);
  const nombre = a?.etiqueta ?? e.atributo;
  const condicion = etiquetaCondicion(e.condicion);
  if (sinValor(e.condicion)) return `${nombre} ${condicion}`;
  const uno = (v: string | number) => {
    if (a?.tipo === 'fecha' && typeof v === 'string') return formatoFecha(v) || v;
    if (a?.tipo === 'lista') {
      const todas = [...(a.opciones ?? []), ...opciones];
      return todas.find((o) => String(o.value) === String(v))?.label ?? `n.º ${v}`;
    }
    return String(v);
  };
  const v = e.valor;
  if (e.condicion === 'entre' && Array.isArray(v) && v.length === 2) return `${nombre} ${condicion} ${uno(v[0]!)} y ${uno(v[1]!)}`;
  if (Array.isArray(v)) {
    const nombradas = v.slice(0, MAX_NOMBRADAS).map(uno).join(', ');
    const resto = v.length - MAX_NOMBRADAS;
    return `${nombre} ${condicion} ${nombradas}${resto > 0 ? ` y ${resto} más` : ''}`;
  }
  return `${nombre} ${condicion} ${v === null || v === undefined ? '' : uno(v)}`.trim();
}

/**
 * The chips after the dialog: `aplicarEntrada` (one entry per attribute; an
 * emptied value removes it) keeping an edited chip where it was. `anterior`:
 * the chip being edited, whose attribute may have changed.
 */
export function aplicarEnSuLugar(request: readonly EntradaFiltro[], entrada: EntradaFiltro, anterior: EntradaFiltro | null = null): EntradaFiltro[] {
  const base = anterior && anterior.atributo !== entrada.atributo ? request.filter((e) => e.atributo !== anterior.atributo) : [...request];
  const resultado = aplicarEntrada(base, entrada);
  const pos = request.findIndex((e) => e.atributo === (anterior ?? entrada).atributo);
  const nueva = resultado.find((e) => e === entrada);
  if (pos < 0 || !nueva) return resultado;
  const resto = resultado.filter((e) => e !== nueva);
  resto.splice(request.slice(0, pos).filter((e) => resto.includes(e)).length, 0, nueva);
  return resto;
}

/**
 * What the filter dialog needs of these rules. The page hands them over: the
 * dialog loads apart (with antd's Form) and imports nothing the page holds.
 */
export type ReglasFiltro = {
  atributo: typeof atributoDe;
  condiciones: typeof opcionesCondicion;
  condicionInicial: typeof condicionInicial;
  leer: typeof entradaDesdeBorrador;
  sinValor: typeof sinValor;
};

export const REGLAS_FILTRO: ReglasFiltro = { atributo: atributoDe, condiciones: opcionesCondicion, condicionInicial, leer: entradaDesdeBorrador, sinValor };

/** The URL parameter that holds the chips (JSON), so a link opens the roster pre-filtered and back restores them. */
export const PARAMETRO_FILTROS = 'filtros';

/**
 * The chips a URL names (filtroJson of lib/lista reads the JSON). A hand-edited or stale link must
 * not break the screen: each entry the server would refuse (errorDeEntrada) is dropped, and a
 * repeated attribute keeps its last entry, as applying them one by one would. None: undefined.
 */
export function entradasValidas(crudo: unknown): EntradaFiltro[] | undefined {
  if (!Array.isArray(crudo)) return undefined;
  const validas = crudo.filter(
    (e): e is EntradaFiltro =>
      typeof e === 'object' && e !== null && typeof e.atributo === 'string' && typeof e.condicion === 'string' && errorDeEntrada(e) === null,
  );
  const r = validas.reduce<EntradaFiltro[]>((r, e) => aplicarEntrada(r, { atributo: e.atributo, condicion: e.condicion, valor: e.valor }), []);
  return r.length ? r : undefined;
}

/** The roster's address with these chips, e.g. the people of a dashboard's bar (sector es uno de 12). */
export function rutaNominaFiltrada(entradas: readonly EntradaFiltro[]): string {
  return entradas.length ? `/rrhh/nomina?${new URLSearchParams({ [PARAMETRO_FILTROS]: JSON.stringify(entradas) }).toString()}` : '/rrhh/nomina';
}
