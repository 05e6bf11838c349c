// The state of a server-paged list as URL search params: pure functions, so the
// rules (defaults, what counts as invalid) are tested without a browser.
// A list's state lives in the URL so a reload or a shared link shows the same page,
// and back/forward walk through the pages, sorts and filters the user went through.

/** Reads one filter from its raw URL value; anything it does not accept is "no filter". */
export type Lector<T> = (crudo: string | null) => T | undefined;
export type Lectores = Record<string, Lector<unknown>>;
export type ValoresFiltro<F extends Lectores> = { [K in keyof F]?: NonNullable<ReturnType<F[K]>> };

export type Orden = { campo?: string; descendente: boolean };

export type OpcionesVista<F extends Lectores = Lectores> = {
  /** The list's filters by URL name; the name is also the API parameter's. */
  filtros?: F;
  /** Page sizes offered; the first is the default. */
  tamanos?: readonly number[];
  /** Columns the server sorts by; another `orden` in the URL is ignored. Without it, no sort is read. */
  ordenables?: readonly string[];
  /** The order when the URL names none (a catalog's declared order). */
  ordenInicial?: Orden;
  /** Keeps apart the params of two lists on one screen (tabs): 'trabajos.' → 'trabajos.pagina'. */
  prefijo?: string;
};

export type EstadoVista<F extends Lectores = Lectores> = {
  pagina: number;
  tamano: number;
  orden: Orden;
  filtros: ValoresFiltro<F>;
};

export const TAMANOS_POR_DEFECTO = [20, 50, 100] as const;
/** Beyond this a page number is a typo or a hand-edited link, not a real page. */
const PAGINA_MAXIMA = 100_000;
const TEXTO_MAXIMO = 200;

const CLAVES = { pagina: 'pagina', tamano: 'tamano', orden: 'orden' } as const;

// ---- Filter readers ---------------------------------------------------------------

/** Free text (the list's search), trimmed; empty is no filter. Same limit as paginaQuery's filter. */
export const filtroTexto: Lector<string> = (crudo) => {
  const t = crudo?.trim();
  return t ? t.slice(0, TEXTO_MAXIMO) : undefined;
};

/** One of a closed set of values (a state, yes/no as 'true'/'false'). */
export const filtroOpcion =
  <const V extends string>(valores: readonly V[]): Lector<V> =>
  (crudo) =>
    crudo !== null && (valores as readonly string[]).includes(crudo) ? (crudo as V) : undefined;

/** A positive id (the largest PostgreSQL integer at most). */
export const filtroId: Lector<number> = (crudo) =>
  crudo !== null && /^[1-9]\d{0,9}$/.test(crudo) && Number(crudo) <= 2_147_483_647 ? Number(crudo) : undefined;

/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not). */
export const filtroDia: Lector<string> = (crudo) => {
  if (crudo === null || !/^\d{4}-\d{2}-\d{2}$/.test(crudo)) return undefined;
  const [a, m, d] = crudo.split('-').map(Number) as [number, number, number];
  const f = new Date(Date.UTC(a, m - 1, d));
  return f.getUTCFullYear() === a && f.getUTCMonth() === m - 1 && f.getUTCDate() === d ? crudo : undefined;
};

/** A switch that is on ('1' in the URL); off is its absence. */
export const filtroActivado: Lector<true> = (crudo) => (crudo === '1' ? true : undefined);

/** A structured value kept as JSON (validated by `validar`, which returns undefined when it does not fit). */
export const filtroJson =
  <T>(validar: (v: unknown) => T | undefined): Lector<T> =>
  (crudo) => {
    if (crudo === null) return undefined;
    try {
      return validar(JSON.parse(crudo));
    } catch {
      return undefined;
    }
  };

// ---- Reading and writing -----------------------------------------------------------

const tamanosDe = (o: OpcionesVista<Lectores>) => (o.tamanos?.length ? o.tamanos : TAMANOS_POR_DEFECTO);
const ordenInicialDe = (o: OpcionesVista<Lectores>): Orden => o.ordenInicial ?? { descendente: false };

function leerOrden(crudo: string | null, o: OpcionesVista<Lectores>): Orden {
  if (!crudo || !o.ordenables) return ordenInicialDe(o);
  const descendente = crudo.startsWith('-');
  const campo = descendente ? crudo.slice(1) : crudo;
  return o.ordenables.includes(campo) ? { campo, descendente } : ordenInicialDe(o);
}

/** The list's state in `params`; every value that does not fit falls back to its default. */
export function leerVista<F extends Lectores>(params: URLSearchParams, o: OpcionesVista<F>): EstadoVista<F> {
  const p = o.prefijo ?? '';
  const tamanos = tamanosDe(o);
  const crudaPagina = params.get(p + CLAVES.pagina);
  const pagina = crudaPagina !== null && /^[1-9]\d{0,5}$/.test(crudaPagina) && Number(crudaPagina) <= PAGINA_MAXIMA ? Number(crudaPagina) : 1;
  const tamano = Number(params.get(p + CLAVES.tamano));
  const filtros: Record<string, unknown> = {};
  for (const [nombre, leer] of Object.entries(o.filtros ?? {})) {
    const valor = leer(params.get(p + nombre));
    if (valor !== undefined) filtros[nombre] = valor;
  }
  return {
    pagina,
    tamano: tamanos.includes(tamano) ? tamano : tamanos[0]!,
    orden: leerOrden(params.get(p + CLAVES.orden), o),
    filtros: filtros as ValoresFiltro<F>,
  };
}

const aTexto = (v: unknown): string | undefined =>
  v === undefined || v === null || v === '' ? undefined : v === true ? '1' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * `actual` with the list's part replaced by `estado`. Defaults are left out, so a
 * list nobody touched has a clean URL; other params (another list's, a tab's) stay.
 */
export function escribirVista<F extends Lectores>(actual: URLSearchParams, o: OpcionesVista<F>, estado: EstadoVista<F>): URLSearchParams {
  const p = o.prefijo ?? '';
  const nuevos = new URLSearchParams(actual);
  const poner = (clave: string, valor: string | undefined) => (valor === undefined ? nuevos.delete(p + clave) : nuevos.set(p + clave, valor));
  const inicial = ordenInicialDe(o);
  const mismoOrden = estado.orden.campo === inicial.campo && estado.orden.descendente === inicial.descendente;
  poner(CLAVES.pagina, estado.pagina > 1 ? String(estado.pagina) : undefined);
  poner(CLAVES.tamano, estado.tamano !== tamanosDe(o)[0] ? String(estado.tamano) : undefined);
  poner(CLAVES.orden, mismoOrden || !estado.orden.campo ? undefined : `${estado.orden.descendente ? '-' : ''}${estado.orden.campo}`);
  for (const nombre of Object.keys(o.filtros ?? {})) poner(nombre, aTexto((estado.filtros as Record<string, unknown>)[nombre]));
  return nuevos;
}
