import { compararDinero, redondearDinero, restarDinero, sumarProductos, type Dinero, type Importe, type Moneda } from '../dinero';
import { formatoFecha } from '../fechas';

// The quotes of a budget request side by side (issue 42 item 3), pure: per line and in total,
// converted to ARS (a USD price times the exchange rate Compras typed; the server has no
// internet), the cheapest per line and in total marked, the difference against the estimate.
// Every figure is computed exactly (big.js) and rounded half-up to the cent once, when it is
// produced: a total is the exact sum of its lines rounded, not the sum of rounded lines.
// An expired quote (válido hasta before today; today is passed in) is marked and never cheapest.

/** A line of the request: what and how much. */
export type LineaAComparar = { id: number; cantidad: Importe };

/** One supplier's quote. `cotizacion`: pesos per dollar (ignored for ARS); `total`: when the request has no lines. */
export type PresupuestoAComparar = {
  id: number;
  moneda: Moneda;
  cotizacion: Importe | null;
  valido_hasta: string;
  precios: readonly { linea_id: number; precio_unitario: Importe }[];
  total: Importe | null;
};

export type LineaComparada = {
  linea_id: number;
  precio_unitario: Dinero;
  /** Unit price × quantity, in the quote's currency. */
  subtotal: Dinero;
  subtotal_ars: Dinero;
  mas_barato: boolean;
};

export type PresupuestoComparado = {
  id: number;
  moneda: Moneda;
  vencido: boolean;
  /** In the quote's currency. */
  total: Dinero;
  total_ars: Dinero;
  mas_barato: boolean;
  /** total_ars − the estimate (positive: above it); null without an estimate. */
  diferencia_estimado: Dinero | null;
  lineas: LineaComparada[];
};

export type Comparacion = { presupuestos: PresupuestoComparado[]; mas_barato_ids: number[] };

/** Whether the quote expired: its last valid day is before today (it is valid through that day). */
export const estaVencido = (validoHasta: string, hoy: string): boolean => validoHasta < hoy;

/** Why the quote cannot be chosen (it expired), or null. */
export const motivoNoElegible = (validoHasta: string, hoy: string): string | null =>
  estaVencido(validoHasta, hoy) ? `El presupuesto venció el ${formatoFecha(validoHasta)}: no puede elegirse ni aprobarse.` : null;

/** The factor to pesos: 1 for ARS, the typed exchange rate for USD. */
function aPesos(p: PresupuestoAComparar): Importe {
  if (p.moneda === 'ARS') return 1;
  if (p.cotizacion === null) throw new Error(`El presupuesto ${p.id} en USD no tiene cotización.`);
  return p.cotizacion;
}

/** The ids whose amount is the least (ties are all cheapest). */
function masBaratos(candidatos: readonly { id: number; importe: Dinero }[]): Set<number> {
  let menor: Dinero | null = null;
  for (const c of candidatos) if (menor === null || compararDinero(c.importe, menor) < 0) menor = c.importe;
  return new Set(candidatos.filter((c) => menor !== null && compararDinero(c.importe, menor) === 0).map((c) => c.id));
}

/**
 * Compares the quotes of a request. Each quote prices every line (revisarPrecios says so when
 * it is loaded) or, when the request has no lines, carries its total.
 */
export function compararPresupuestos(entrada: {
  lineas: readonly LineaAComparar[];
  presupuestos: readonly PresupuestoAComparar[];
  estimado: Importe | null;
  hoy: string;
}): Comparacion {
  const { lineas, estimado, hoy } = entrada;
  const armados = entrada.presupuestos.map((p) => {
    const tasa = aPesos(p);
    const precio = new Map(p.precios.map((x) => [x.linea_id, x.precio_unitario]));
    const terminos = lineas.map((l) => {
      const unitario = precio.get(l.id);
      if (unitario === undefined) throw new Error(`El presupuesto ${p.id} no cotiza la línea ${l.id}.`);
      return { linea: l, unitario };
    });
    if (lineas.length === 0 && p.total === null) throw new Error(`El presupuesto ${p.id} no tiene total.`);
    const total = lineas.length === 0 ? redondearDinero(p.total!) : sumarProductos(terminos.map((t) => [t.unitario, t.linea.cantidad]));
    const totalArs = lineas.length === 0 ? sumarProductos([[p.total!, tasa]]) : sumarProductos(terminos.map((t) => [t.unitario, t.linea.cantidad, tasa]));
    return {
      p,
      vencido: estaVencido(p.valido_hasta, hoy),
      total,
      totalArs,
      lineas: terminos.map((t) => ({
        linea_id: t.linea.id,
        precio_unitario: redondearDinero(t.unitario),
        subtotal: sumarProductos([[t.unitario, t.linea.cantidad]]),
        subtotal_ars: sumarProductos([[t.unitario, t.linea.cantidad, tasa]]),
      })),
    };
  });
  const vigentes = armados.filter((a) => !a.vencido);
  const baratoTotal = masBaratos(vigentes.map((a) => ({ id: a.p.id, importe: a.totalArs })));
  const baratoLinea = new Map(lineas.map((l, i) => [l.id, masBaratos(vigentes.map((a) => ({ id: a.p.id, importe: a.lineas[i]!.subtotal_ars })))] as const));
  return {
    presupuestos: armados.map((a) => ({
      id: a.p.id,
      moneda: a.p.moneda,
      vencido: a.vencido,
      total: a.total,
      total_ars: a.totalArs,
      mas_barato: baratoTotal.has(a.p.id),
      diferencia_estimado: estimado === null ? null : restarDinero(a.totalArs, estimado),
      lineas: a.lineas.map((l) => ({ ...l, mas_barato: baratoLinea.get(l.linea_id)!.has(a.p.id) })),
    })),
    mas_barato_ids: [...baratoTotal],
  };
}

/**
 * Why a quote's prices do not fit the request, or null: with lines, one price for each line
 * and nothing else; without lines, a total and no line prices.
 */
export function revisarPrecios(lineaIds: readonly number[], precios: readonly { linea_id: number }[], total: Importe | null): string | null {
  if (lineaIds.length === 0) {
    if (precios.length > 0) return 'La solicitud no tiene líneas: cargue sólo el total del presupuesto.';
    return total === null ? 'Indique el total del presupuesto.' : null;
  }
  const pedidas = new Set(lineaIds);
  const cotizadas = new Set<number>();
  for (const p of precios) {
    if (!pedidas.has(p.linea_id)) return `La línea ${p.linea_id} no es de esta solicitud.`;
    if (cotizadas.has(p.linea_id)) return `La línea ${p.linea_id} tiene más de un precio.`;
    cotizadas.add(p.linea_id);
  }
  const falta = lineaIds.filter((id) => !cotizadas.has(id));
  if (falta.length > 0) return `Falta el precio de ${falta.length === 1 ? 'la línea' : 'las líneas'} ${falta.join(', ')}.`;
  return null;
}
