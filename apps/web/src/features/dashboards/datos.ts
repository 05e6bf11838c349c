import { DASHBOARDS, etiquetaMes, type DatosDashboard, type NombreDashboard, type PuntoDashboard } from '@worknet/domain/rrhh/dashboards';
import type { EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import type { Parametros } from '../../lib/api';
import { filtroDia, filtroId, filtroOpcion, type Lector } from '../../lib/lista/parametros';

// Pure pieces of the HR dashboards (issue 23): which chart each dashboard draws, its points
// grouped into chart data, the screen's filters as they live in the URL, and the slice a click
// opens. The screen and its tests share them.

/**
 * How a dashboard is drawn:
 * - 'barras': one bar per point (one series);
 * - 'torta': a pie of the points (few slices: sex);
 * - 'apiladas': the series share their keys (bajas by motivo per month): one stacked bar per key;
 * - 'por_serie': the series have keys of their own (contract types / about to end; sala maternal
 *   beneficiaries / each establishment's headcount): one bar chart per series.
 */
export type Forma = 'barras' | 'torta' | 'apiladas' | 'por_serie';

/** The screen's order (headcount first, as management reads it) and each chart's form. */
export const TABLEROS: readonly { nombre: NombreDashboard; forma: Forma }[] = [
  { nombre: 'dashboard_persona_nomina', forma: 'barras' },
  { nombre: 'dashboard_persona_nomina_sexo', forma: 'torta' },
  { nombre: 'dashboard_persona_contrato', forma: 'por_serie' },
  { nombre: 'dashboard_persona_matricula', forma: 'barras' },
  { nombre: 'dashboard_persona_formacion', forma: 'barras' },
  { nombre: 'dashboard_persona_sala_maternal', forma: 'por_serie' },
  { nombre: 'dashboard_ingresos', forma: 'barras' },
  { nombre: 'dashboard_egresos', forma: 'barras' },
  { nombre: 'dashboard_persona_bajas_mes', forma: 'apiladas' },
  { nombre: 'dashboard_persona_novedades', forma: 'barras' },
  { nombre: 'dashboard_persona_novedades_mes', forma: 'barras' },
  { nombre: 'dashboard_persona_ausentismo', forma: 'barras' },
];

export const tituloTablero = (nombre: NombreDashboard) => DASHBOARDS[nombre].titulo;

/** Monthly dashboards: their keys are 'YYYY-MM' and read better as «mar 2026». */
const MENSUALES = new Set<NombreDashboard>([
  'dashboard_ingresos',
  'dashboard_egresos',
  'dashboard_persona_bajas_mes',
  'dashboard_persona_novedades_mes',
  'dashboard_persona_ausentismo',
]);

/** Absenteeism is a rate in percent; every other figure counts people or items. */
export const esTasa = (nombre: NombreDashboard) => nombre === 'dashboard_persona_ausentismo';

/** A figure as read aloud and on screen: «12», «4,5 %». */
export function textoValor(nombre: NombreDashboard, valor: number): string {
  const n = valor.toLocaleString('es-AR', { maximumFractionDigits: 1 });
  return esTasa(nombre) ? `${n} %` : n;
}

/** One bar (or slice, or segment): what it draws and what a click on it opens. */
export type Segmento = { serie: string; etiquetaSerie: string; clave: string; etiqueta: string; valor: number };
/** One row of a chart: a key with its segments (one, unless stacked). */
export type FilaGrafico = { clave: string; etiqueta: string; total: number; segmentos: Segmento[] };
/** One chart inside a card. */
export type Grafico = { serie: string | null; titulo: string | null; filas: FilaGrafico[]; maximo: number };

const etiquetaDe = (nombre: NombreDashboard, p: PuntoDashboard) => (MENSUALES.has(nombre) && /^\d{4}-\d{2}$/.test(p.clave) ? etiquetaMes(p.clave) : p.etiqueta);

/** The series in the order the legend names them; a series the legend forgot goes last. */
function ordenSeries(d: Pick<DatosDashboard, 'leyenda' | 'series'>): { serie: string; etiqueta: string }[] {
  const orden = [...d.leyenda];
  for (const p of d.series) if (!orden.some((l) => l.serie === p.serie)) orden.push({ serie: p.serie, etiqueta: p.serie });
  return orden;
}

function filasDe(nombre: NombreDashboard, puntos: PuntoDashboard[], etiquetaSerie: (s: string) => string): FilaGrafico[] {
  const filas = new Map<string, FilaGrafico>();
  for (const p of puntos) {
    const fila = filas.get(p.clave) ?? { clave: p.clave, etiqueta: etiquetaDe(nombre, p), total: 0, segmentos: [] };
    fila.segmentos.push({ serie: p.serie, etiquetaSerie: etiquetaSerie(p.serie), clave: p.clave, etiqueta: fila.etiqueta, valor: p.valor });
    fila.total += p.valor;
    filas.set(p.clave, fila);
  }
  return [...filas.values()];
}

const maximoDe = (filas: FilaGrafico[]) => filas.reduce((m, f) => Math.max(m, f.total), 0);

/** A dashboard's reply as the charts of its card (the server's order of points is kept). */
export function graficosDe(nombre: NombreDashboard, forma: Forma, d: Pick<DatosDashboard, 'leyenda' | 'series'>): Grafico[] {
  const series = ordenSeries(d);
  const etiquetaSerie = (s: string) => series.find((l) => l.serie === s)?.etiqueta ?? s;
  if (forma === 'por_serie') {
    return series.map((s) => {
      const filas = filasDe(
        nombre,
        d.series.filter((p) => p.serie === s.serie),
        etiquetaSerie,
      );
      return { serie: s.serie, titulo: s.etiqueta, filas, maximo: maximoDe(filas) };
    });
  }
  const rango = new Map(series.map((s, i) => [s.serie, i]));
  const filas = filasDe(nombre, d.series, etiquetaSerie);
  // Stacked segments follow the legend, so each motivo keeps its place and color in every bar.
  for (const f of filas) f.segmentos.sort((a, b) => (rango.get(a.serie) ?? 0) - (rango.get(b.serie) ?? 0));
  return [{ serie: null, titulo: null, filas, maximo: maximoDe(filas) }];
}

/** Colors of series and slices: each at least 3:1 against white (WCAG 1.4.11, non-text contrast). */
export const COLORES = ['#1668dc', '#c0392b', '#237804', '#722ed1', '#ad4e00', '#c41d7f', '#006d75', '#595959'] as const;
export const colorDe = (i: number) => COLORES[i % COLORES.length]!;

// ---- Filters in the URL ----------------------------------------------------------------

const MES = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A month 'YYYY-MM' (another text is no filter). */
export const filtroMes: Lector<string> = (crudo) => (crudo !== null && MES.test(crudo) ? crudo : undefined);

/** The screen's filters by URL name (the same names the API takes). */
export const FILTROS_TABLERO = {
  empresa_id: filtroId,
  edificio_id: filtroId,
  sector_id: filtroId,
  mes: filtroMes,
  desde: filtroDia,
  hasta: filtroDia,
};
export type FiltrosTablero = { empresa_id?: number; edificio_id?: number; sector_id?: number; mes?: string; desde?: string; hasta?: string };

/**
 * The filter every dashboard is asked with. A month wins over a range (the server refuses both),
 * and a range whose ends are crossed is sent as written so the server says why.
 */
export function filtroConsulta(f: FiltrosTablero): Parametros {
  const periodo = f.mes ? { mes: f.mes } : { desde: f.desde, hasta: f.hasta };
  return { empresa_id: f.empresa_id, edificio_id: f.edificio_id, sector_id: f.sector_id, ...periodo };
}

/** Changing the period kind clears the other: a month and a range never travel together. */
export function cambioPeriodo(p: { mes: string } | { desde?: string; hasta?: string } | null): Partial<FiltrosTablero> {
  if (p === null) return { mes: undefined, desde: undefined, hasta: undefined };
  if ('mes' in p) return { mes: p.mes, desde: undefined, hasta: undefined };
  return { mes: undefined, desde: p.desde, hasta: p.hasta };
}

/** The slice whose people the panel shows, in the URL under 'p.' (its own page and size). */
export const FILTROS_PORCION = {
  tablero: filtroOpcion(TABLEROS.map((t) => t.nombre)),
  serie: (crudo: string | null) => (crudo && crudo.length <= 40 ? crudo : undefined),
  clave: (crudo: string | null) => (crudo && crudo.length <= 40 ? crudo : undefined),
} satisfies Record<string, Lector<string>>;
export const PREFIJO_PORCION = 'p.';

export type Porcion = { tablero: NombreDashboard; serie: string; clave: string; etiqueta?: string };

/** The slice a click on a segment opens. */
export const porcionDe = (tablero: NombreDashboard, s: Segmento): Porcion => ({ tablero, serie: s.serie, clave: s.clave, etiqueta: s.etiqueta });

/** The request of the slice's people: the screen's filter plus serie, clave and the page. */
export function consultaPorcion(f: FiltrosTablero, p: Pick<Porcion, 'serie' | 'clave'>, pagina: number, tamano: number): Parametros {
  return { ...filtroConsulta(f), serie: p.serie, clave: p.clave, skip: (pagina - 1) * tamano, limit: tamano };
}

/** What a bar says to a screen reader and on hover: «Enfermería: 12. Ver las personas». */
export function textoSegmento(nombre: NombreDashboard, s: Segmento, varias: boolean): string {
  const que = varias ? `${s.etiqueta}, ${s.etiquetaSerie}` : s.etiqueta;
  return `${que}: ${textoValor(nombre, s.valor)}. Ver las personas`;
}

// ---- Filter options ----------------------------------------------------------------------

export type Opcion = { value: number; label: string };

/**
 * Options named by a dashboard's own points (ids as keys): the sectors of today's headcount, the
 * establishments of sala maternal's 'dotacion'. The server already scoped them to the user, and
 * no catalog permission is needed.
 */
export function opcionesDeSerie(d: Pick<DatosDashboard, 'series'> | undefined, serie: string): Opcion[] {
  const vistas = new Map<number, string>();
  for (const p of d?.series ?? []) if (p.serie === serie && /^[1-9]\d*$/.test(p.clave)) vistas.set(Number(p.clave), p.etiqueta);
  return [...vistas].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'es'));
}

/** The `n` months up to `hoyIso`'s, newest first, as the period's choices. */
export function mesesRecientes(hoyIso: string, n = 24): { value: string; label: string }[] {
  let a = Number(hoyIso.slice(0, 4));
  let m = Number(hoyIso.slice(5, 7));
  const meses: { value: string; label: string }[] = [];
  for (let i = 0; i < n; i++) {
    const mes = `${a}-${String(m).padStart(2, '0')}`;
    meses.push({ value: mes, label: etiquetaMes(mes) });
    m -= 1;
    if (m === 0) {
      m = 12;
      a -= 1;
    }
  }
  return meses;
}

// ---- The slice in the roster ------------------------------------------------------------

/** Dashboards whose slice is one attribute of the roster, and which one (clave is its value). */
const ATRIBUTO_DE_PORCION: Partial<Record<NombreDashboard, { serie: string; atributo: 'sector_id' | 'sexo' | 'contrato_tipo_id' }>> = {
  dashboard_persona_nomina: { serie: 'total', atributo: 'sector_id' },
  dashboard_persona_nomina_sexo: { serie: 'total', atributo: 'sexo' },
  dashboard_persona_contrato: { serie: 'tipos', atributo: 'contrato_tipo_id' },
};

/**
 * The roster's chips that list the same people as a slice, or null when the roster cannot say it
 * (a month's leavers, a window of expiries, an establishment): then only the slice's own list holds them.
 * Today's headcount slices count active people only, while the roster without chips also lists
 * those who left: the chips always say «Estado es uno de Activo».
 */
export function entradasNominaDePorcion(tablero: NombreDashboard, serie: string, clave: string, f: FiltrosTablero): EntradaFiltro[] | null {
  const a = ATRIBUTO_DE_PORCION[tablero];
  if (!a || a.serie !== serie || f.edificio_id !== undefined) return null;
  const valor = a.atributo === 'sexo' ? clave : Number(clave);
  if (typeof valor === 'number' && !Number.isInteger(valor)) return null;
  const entradas: EntradaFiltro[] = [
    { atributo: a.atributo, condicion: 'es_uno_de', valor: [valor] },
    { atributo: 'estado', condicion: 'es_uno_de', valor: ['activo'] },
  ];
  if (f.empresa_id !== undefined) entradas.push({ atributo: 'empresa_id', condicion: 'es_uno_de', valor: [f.empresa_id] });
  if (f.sector_id !== undefined && a.atributo !== 'sector_id') entradas.push({ atributo: 'sector_id', condicion: 'es_uno_de', valor: [f.sector_id] });
  return entradas;
}
