import { z } from 'zod';
import { idCoercido, instante, paginaOrdenadaPor, paginaQuery, respuesta, respuestaLista, type Cable } from '../http';
import { aMilesimas, deMilesimas } from './cantidades';
import { BUCKETS_VENCIMIENTO } from './vencimientos';

// Inventory queries (issue 17 item 7, spec §3 "Inventory stock row") and the one rule of the
// balances: a balance never goes below zero.

/** `deposito` of a query: 0 or absent is every warehouse the user sees (spec §5). */
export const depositoFiltro = z.coerce
  .number({ error: 'Elija un depósito.' })
  .int('Elija un depósito.')
  .min(0, 'Elija un depósito.')
  .max(2_147_483_647, 'No existe un registro con ese número')
  .default(0);

const bucket = z.enum(BUCKETS_VENCIMIENTO, 'Use vencido, hasta_30, hasta_60 o hasta_90.');

/** A stock row (spec §3) with the warehouse and what the screens show next to it. */
export const filaStock = z.object({
  productoInsumoId: z.number(),
  nombreProducto: z.string(),
  lote: z.string(),
  serie: z.string(),
  fechaVencimiento: z.string().nullable(),
  cantidad: z.number(),
  depositoId: z.number(),
  depositoNombre: z.string(),
  categoria: z.string().nullable(),
  unidad: z.string(),
  bucket: bucket.nullable(),
});
export type FilaStock = Cable<typeof filaStock>;

/** getStockByProducto/{producto_id}?deposito=: every lot of one product with stock. */
export const stockPorProductoQuery = z.object({ deposito: depositoFiltro });

export const COLUMNAS_STOCK = ['nombreProducto', 'fechaVencimiento', 'cantidad', 'lote', 'depositoNombre'] as const;

/** getStockByDeposito: a page of lots in stock of one warehouse (0 = all), by category, text and bucket. */
export const stockPorDepositoQuery = paginaOrdenadaPor(COLUMNAS_STOCK).extend({
  deposito: depositoFiltro,
  categoria: idCoercido('Elija una categoría.').optional(),
  bucket: bucket.optional(),
});
export type StockPorDepositoQuery = z.infer<typeof stockPorDepositoQuery>;

/** Export: the same filters without paging. */
export const exportarStockQuery = stockPorDepositoQuery.omit({ skip: true, limit: true });

/** One band of the summary: how many lots (with stock) and how much. */
const banda = z.object({ lotes: z.number(), cantidad: z.number() });
export const resumenBuckets = z.object({
  hoy: z.string(),
  vencido: banda,
  hasta_30: banda,
  hasta_60: banda,
  hasta_90: banda,
});
export type ResumenBuckets = Cable<typeof resumenBuckets>;
export const resumenQuery = z.object({ deposito: depositoFiltro });

/** getStockMinimo: a product of a warehouse's catalog whose stock is below its minimum. */
export const filaStockMinimo = z.object({
  productoInsumoId: z.number(),
  nombreProducto: z.string(),
  unidad: z.string(),
  depositoId: z.number(),
  depositoNombre: z.string(),
  stockMinimo: z.number(),
  cantidad: z.number(),
  faltante: z.number(),
});
export type FilaStockMinimo = Cable<typeof filaStockMinimo>;
export const stockMinimoQuery = paginaQuery.extend({ deposito: depositoFiltro });

/** producto_inventario/filterData: the options of the inventory filters. */
export const filtrosInventario = z.object({
  depositos: z.array(z.object({ value: z.number(), label: z.string() })),
  categorias: z.array(z.object({ value: z.number(), label: z.string() })),
  buckets: z.array(z.object({ value: bucket, label: z.string() })),
});

/** producto/{id}/kardex: one stock move of a product, with the balance of its warehouse after it. */
export const filaKardex = z.object({
  id: z.number(),
  fecha: z.string(),
  documentoId: z.number(),
  tipo: z.string(),
  depositoId: z.number(),
  depositoNombre: z.string(),
  lote: z.string(),
  serie: z.string(),
  fechaVencimiento: z.string().nullable(),
  cantidad: z.number(),
  saldo: z.number(),
  creadoEn: instante,
});
export type FilaKardex = Cable<typeof filaKardex>;
export const kardexQuery = paginaQuery.extend({ deposito: depositoFiltro });

export const respuestasStock = {
  stock: respuestaLista(filaStock),
  resumen: respuesta(resumenBuckets),
  minimo: respuestaLista(filaStockMinimo),
  filtros: respuesta(filtrosInventario),
  kardex: respuestaLista(filaKardex),
};

// ---- the never-negative rule, pure ----

/** The key of a balance row: (producto, depósito, lote, serie, vencimiento). */
export type ClaveSaldo = { productoId: number; depositoId: number; lote: string; serie: string; fechaVencimiento: string | null };
export type Movimiento = ClaveSaldo & { cantidad: number };

export const claveSaldo = (k: ClaveSaldo) => `${k.productoId}|${k.depositoId}|${k.lote}|${k.serie}|${k.fechaVencimiento ?? ''}`;

/**
 * Applies signed moves to balances (key → quantity) all or nothing: when one would leave a
 * balance below zero the balances stay as they were and the offending move is returned.
 */
export function aplicarMovimientos(
  saldos: ReadonlyMap<string, number>,
  movimientos: readonly Movimiento[],
): { ok: true; saldos: Map<string, number> } | { ok: false; movimiento: Movimiento; disponible: number } {
  const nuevos = new Map(saldos);
  for (const m of movimientos) {
    const k = claveSaldo(m);
    const antes = aMilesimas(nuevos.get(k) ?? 0);
    const despues = antes + aMilesimas(m.cantidad);
    if (despues < 0) return { ok: false, movimiento: m, disponible: deMilesimas(antes) };
    nuevos.set(k, deMilesimas(despues));
  }
  return { ok: true, saldos: nuevos };
}
