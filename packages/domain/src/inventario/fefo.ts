import { aMilesimas, deMilesimas } from './cantidades';
import { estaVencido } from './vencimientos';

// FEFO (first expired, first out), issue 17 item 6: an exit or movement line without a lot
// takes the lots of that product in that warehouse that expire first, splitting the line
// across them. An expired lot is never taken except by an exit whose destino is
// 'baja_vencimiento'. Pure: the server feeds it the balance rows it locked.

/** One balance row of a product in a warehouse (lote and serie '' when the product does not track them). */
export type LoteDisponible = {
  lote: string;
  serie: string;
  fechaVencimiento: string | null;
  cantidad: number;
};

/** How much of one lot a line takes. */
export type Toma = LoteDisponible & { tomar: number };

/** Not enough stock: how much was asked and how much could be taken. */
export type Faltante = { pedido: number; disponible: number; vencidoExcluido: number };

export type ResultadoFefo = { ok: true; tomas: Toma[] } | { ok: false; faltante: Faltante };

export type OpcionesFefo = {
  /** The day the exit is confirmed ('YYYY-MM-DD'): lots expiring before it are expired. */
  hoy: string;
  /** Only an exit with destino 'baja_vencimiento' may take expired lots. */
  permitirVencidos: boolean;
  /** The lot the line names, if any: only its rows are taken (still soonest-expiring first). */
  lote?: string | null;
  serie?: string | null;
};

/** Soonest expiry first, lots without expiry last; then lot and serial so the order is stable. */
export function ordenFefo(a: LoteDisponible, b: LoteDisponible): number {
  if (a.fechaVencimiento !== b.fechaVencimiento) {
    if (a.fechaVencimiento === null) return 1;
    if (b.fechaVencimiento === null) return -1;
    return a.fechaVencimiento < b.fechaVencimiento ? -1 : 1;
  }
  if (a.lote !== b.lote) return a.lote < b.lote ? -1 : 1;
  return a.serie < b.serie ? -1 : a.serie > b.serie ? 1 : 0;
}

/**
 * Splits `cantidad` across `lotes`, soonest expiry first. Never takes more than a lot has,
 * never a non-positive amount, and either covers all of `cantidad` or takes nothing and
 * says what was available (the expired stock it could not take is reported apart).
 */
export function repartirFefo(lotes: readonly LoteDisponible[], cantidad: number, o: OpcionesFefo): ResultadoFefo {
  let falta = aMilesimas(cantidad);
  const pedido = falta;
  const candidatos = lotes
    .filter((l) => aMilesimas(l.cantidad) > 0)
    .filter((l) => (o.lote ? l.lote === o.lote : true) && (o.serie ? l.serie === o.serie : true))
    .sort(ordenFefo);
  let vencidoExcluido = 0;
  const tomas: Toma[] = [];
  for (const l of candidatos) {
    const hay = aMilesimas(l.cantidad);
    if (!o.permitirVencidos && estaVencido(l.fechaVencimiento, o.hoy)) {
      vencidoExcluido += hay;
      continue;
    }
    if (falta <= 0) continue;
    const t = Math.min(hay, falta);
    tomas.push({ ...l, tomar: deMilesimas(t) });
    falta -= t;
  }
  if (falta > 0) {
    const disponible = tomas.reduce((s, t) => s + aMilesimas(t.tomar), 0);
    return { ok: false, faltante: { pedido: deMilesimas(pedido), disponible: deMilesimas(disponible), vencidoExcluido: deMilesimas(vencidoExcluido) } };
  }
  return { ok: true, tomas };
}
