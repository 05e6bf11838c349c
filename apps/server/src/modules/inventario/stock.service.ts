import { sql, type SQL } from 'drizzle-orm';
import type { FilaStock, FilaStockMinimo, ResumenBuckets, StockPorDepositoQuery } from '@worknet/domain/inventario/stock';
import { BUCKETS_VENCIMIENTO, ETIQUETA_BUCKET, bucketDe, rangoDeBucket, type BucketVencimiento } from '@worknet/domain/inventario/vencimientos';
import type { Db } from '../../platform/db/client';
import { paginarSql, type Pagina } from '../../platform/db/pagina';
import { filasDe } from '../../platform/db/sql';
import { patron } from '../../platform/db/texto';
import { noEncontrado } from '../../platform/http/errors';
import { libroXlsx } from '../../platform/http/xlsx';
import * as reloj from '@worknet/domain/reloj';

// Inventory queries (issue 17 item 7). Everything reads saldo_stock (the balances the
// ledger keeps), lots with stock only (cantidad > 0). Reading is `compras.producto.ver`
// and covers every warehouse: knowing where something is is the point; writing is
// per warehouse (libro, documentos).

type Fila = Record<string, unknown>;

const SELECT_STOCK = sql`
  s.producto_id, p.nombre_producto, s.lote, s.serie, s.fecha_vencimiento::text as fecha_vencimiento, s.cantidad::text as cantidad,
  s.deposito_id, d.nombre as deposito_nombre, c.nombre as categoria, p.unidad`;
const DESDE_STOCK = sql`
  saldo_stock s
  join producto p on p.id = s.producto_id
  join deposito d on d.id = s.deposito_id
  left join producto_categoria c on c.id = p.categoria_id`;

function filaStock(f: Fila, hoy: string): FilaStock {
  const venc = (f.fecha_vencimiento as string | null) ?? null;
  return {
    productoInsumoId: Number(f.producto_id),
    nombreProducto: String(f.nombre_producto),
    lote: String(f.lote),
    serie: String(f.serie),
    fechaVencimiento: venc,
    cantidad: Number(f.cantidad),
    depositoId: Number(f.deposito_id),
    depositoNombre: String(f.deposito_nombre),
    categoria: (f.categoria as string | null) ?? null,
    unidad: String(f.unidad),
    bucket: bucketDe(venc, hoy),
  };
}

/** The expiry band as a WHERE over s.fecha_vencimiento. */
function dondeBucket(b: BucketVencimiento, hoy: string): SQL {
  const { desde, hasta } = rangoDeBucket(b, hoy);
  return desde ? sql`s.fecha_vencimiento between ${desde}::date and ${hasta}::date` : sql`s.fecha_vencimiento <= ${hasta}::date`;
}

/** getStockByProducto/{id}?deposito=: every lot of the product with stock, by warehouse and expiry. */
export async function stockDeProducto(db: Db, productoId: number, depositoId: number): Promise<FilaStock[]> {
  const [p] = filasDe(await db.execute(sql`select 1 from producto where id = ${productoId} and deleted_at is null`));
  if (!p) throw noEncontrado('El producto no existe.');
  const hoy = reloj.hoy();
  const r = await db.execute(sql`
    select ${SELECT_STOCK} from ${DESDE_STOCK}
    where s.producto_id = ${productoId} and s.cantidad > 0 ${depositoId ? sql`and s.deposito_id = ${depositoId}` : sql``}
    order by d.nombre collate "und-x-icu", s.fecha_vencimiento nulls last, s.lote, s.serie`);
  return filasDe<Fila>(r).map((f) => filaStock(f, hoy));
}

const ORDEN_STOCK: Record<NonNullable<StockPorDepositoQuery['sortBy']>, SQL> = {
  nombreProducto: sql`p.nombre_producto collate "und-x-icu"`,
  fechaVencimiento: sql`s.fecha_vencimiento`,
  cantidad: sql`s.cantidad`,
  lote: sql`s.lote`,
  depositoNombre: sql`d.nombre collate "und-x-icu"`,
};

function dondeStock(q: Omit<StockPorDepositoQuery, 'skip' | 'limit'>, hoy: string): SQL {
  const w: SQL[] = [sql`s.cantidad > 0`];
  if (q.deposito) w.push(sql`s.deposito_id = ${q.deposito}`);
  if (q.categoria) w.push(sql`p.categoria_id = ${q.categoria}`);
  if (q.filter?.trim()) w.push(sql`(p.busqueda like ${patron(q.filter)} or s.lote ilike ${patron(q.filter)})`);
  if (q.bucket) w.push(dondeBucket(q.bucket, hoy));
  return sql.join(w, sql` and `);
}

function ordenStock(q: Pick<StockPorDepositoQuery, 'sortBy' | 'descending'>): SQL {
  const dir = sql.raw(q.descending ? 'desc' : 'asc');
  const col = ORDEN_STOCK[q.sortBy ?? 'nombreProducto'];
  return sql`${col} ${dir} nulls last, s.id`;
}

/** The list's FROM without the category: what the filters and the orders read. */
const DESDE_STOCK_ANGOSTO = sql`
  saldo_stock s
  join producto p on p.id = s.producto_id
  join deposito d on d.id = s.deposito_id`;

/**
 * getStockByDeposito: a page of lots with stock (deposito 0 = all), by category, text and bucket.
 * The page's ids are chosen first over narrow rows (the order's key and the id), then only
 * those rows get their columns and category: a page deep in a warehouse sorts all its lots
 * (2,500 in the benchmark) to keep 50, and sorting ten columns of each cost ≈ 30 % more
 * (docs/benchmarks.md, «Inventario (stock)»). The total counts the same FROM / WHERE.
 */
export async function stockPorDeposito(db: Db, q: StockPorDepositoQuery) {
  const hoy = reloj.hoy();
  const donde = dondeStock(q, hoy);
  const orden = ordenStock(q);
  const [filas, cuenta] = await Promise.all([
    db.execute(sql`
      select ${SELECT_STOCK}, s.id from ${DESDE_STOCK}
      where s.id in (select s.id from ${DESDE_STOCK_ANGOSTO} where ${donde} order by ${orden} limit ${q.limit} offset ${q.skip})
      order by ${orden}`),
    db.execute(sql`select count(*)::int as n from ${DESDE_STOCK_ANGOSTO} where ${donde}`),
  ]);
  return { filas: filasDe<Fila>(filas).map((f) => filaStock(f, hoy)), total: Number(filasDe<{ n: number }>(cuenta)[0]?.n ?? 0) };
}

/** The bucket summary: lots with stock > 0 in each band and their quantity. */
export async function resumenVencimientos(db: Db, depositoId: number): Promise<ResumenBuckets> {
  const hoy = reloj.hoy();
  const bandas = BUCKETS_VENCIMIENTO.map((b) => ({ b, w: dondeBucket(b, hoy) }));
  const r = await db.execute(sql`
    select ${sql.join(
      bandas.map(
        ({ b, w }) =>
          sql`count(*) filter (where ${w})::int as ${sql.identifier(`${b}_lotes`)}, coalesce(sum(s.cantidad) filter (where ${w}), 0)::text as ${sql.identifier(`${b}_cantidad`)}`,
      ),
      sql`, `,
    )}
    from saldo_stock s
    where s.cantidad > 0 and s.fecha_vencimiento <= ${rangoDeBucket('hasta_90', hoy).hasta}::date ${depositoId ? sql`and s.deposito_id = ${depositoId}` : sql``}`);
  const f = filasDe<Fila>(r)[0] ?? {};
  const banda = (b: BucketVencimiento) => ({ lotes: Number(f[`${b}_lotes`] ?? 0), cantidad: Number(f[`${b}_cantidad`] ?? 0) });
  return { hoy, vencido: banda('vencido'), hasta_30: banda('hasta_30'), hasta_60: banda('hasta_60'), hasta_90: banda('hasta_90') };
}

/** Products of a warehouse's catalog with a minimum whose stock there is below it. */
export async function stockBajoMinimo(db: Db, depositoId: number, p?: Pagina) {
  const base = sql`
    select dp.producto_id, p.nombre_producto, p.unidad, dp.deposito_id, d.nombre as deposito_nombre,
           dp.stock_minimo::text as stock_minimo, coalesce(t.cantidad, 0)::text as cantidad
    from deposito_producto dp
    join producto p on p.id = dp.producto_id and p.deleted_at is null and p.activo
    join deposito d on d.id = dp.deposito_id and d.deleted_at is null
    left join lateral (
      select sum(s.cantidad) as cantidad from saldo_stock s where s.producto_id = dp.producto_id and s.deposito_id = dp.deposito_id
    ) t on true
    where dp.stock_minimo is not null and coalesce(t.cantidad, 0) < dp.stock_minimo ${depositoId ? sql`and dp.deposito_id = ${depositoId}` : sql``}`;
  const orden = sql`d.nombre collate "und-x-icu", p.nombre_producto collate "und-x-icu", dp.producto_id`;
  const { filas, total } = p
    ? await paginarSql<Fila>(db, base, orden, p)
    : await db.execute(sql`${base} order by ${orden}`).then((r) => ({ filas: filasDe<Fila>(r), total: 0 }));
  const map = (f: Fila): FilaStockMinimo => {
    const minimo = Number(f.stock_minimo);
    const cantidad = Number(f.cantidad);
    return {
      productoInsumoId: Number(f.producto_id),
      nombreProducto: String(f.nombre_producto),
      unidad: String(f.unidad),
      depositoId: Number(f.deposito_id),
      depositoNombre: String(f.deposito_nombre),
      stockMinimo: minimo,
      cantidad,
      faltante: Math.round((minimo - cantidad) * 1000) / 1000,
    };
  };
  return { filas: filas.map(map), total: p ? total : filas.length };
}

/** The options of the inventory filters: live warehouses, categories and the bands. */
export async function filtrosInventario(db: Db) {
  const [d, c] = await Promise.all([
    db.execute(sql`select id as value, nombre as label from deposito where deleted_at is null order by nombre collate "und-x-icu"`),
    db.execute(sql`select id as value, nombre as label from producto_categoria where deleted_at is null order by nombre collate "und-x-icu"`),
  ]);
  const opciones = (r: unknown) => filasDe<{ value: number; label: string }>(r).map((x) => ({ value: Number(x.value), label: String(x.label) }));
  return { depositos: opciones(d), categorias: opciones(c), buckets: BUCKETS_VENCIMIENTO.map((b) => ({ value: b, label: ETIQUETA_BUCKET[b] })) };
}

/** producto/{id}/kardex: the product's ledger, newest first, with its warehouse's balance after each move. */
export async function kardex(db: Db, productoId: number, q: Pagina & { deposito: number }) {
  const [p] = filasDe(await db.execute(sql`select 1 from producto where id = ${productoId} and deleted_at is null`));
  if (!p) throw noEncontrado('El producto no existe.');
  const base = sql`
    select m.id, m.fecha::text as fecha, m.documento_id, doc.tipo, m.deposito_id, d.nombre as deposito_nombre, m.lote, m.serie,
           m.fecha_vencimiento::text as fecha_vencimiento, m.cantidad::text as cantidad, m.creado_en,
           (sum(m.cantidad) over (partition by m.deposito_id order by m.id))::text as saldo
    from movimiento_stock m
    join documento_stock doc on doc.id = m.documento_id
    join deposito d on d.id = m.deposito_id
    where m.producto_id = ${productoId} ${q.deposito ? sql`and m.deposito_id = ${q.deposito}` : sql``}`;
  const { filas, total } = await paginarSql<Fila>(db, base, sql`m.id desc`, q);
  return {
    filas: filas.map((f) => ({
      id: Number(f.id),
      fecha: String(f.fecha),
      documentoId: Number(f.documento_id),
      tipo: String(f.tipo),
      depositoId: Number(f.deposito_id),
      depositoNombre: String(f.deposito_nombre),
      lote: String(f.lote),
      serie: String(f.serie),
      fechaVencimiento: (f.fecha_vencimiento as string | null) ?? null,
      cantidad: Number(f.cantidad),
      saldo: Number(f.saldo),
      creadoEn: f.creado_en instanceof Date ? f.creado_en : new Date(String(f.creado_en)),
    })),
    total,
  };
}

/** The xlsx of the inventory list with its filters (no paging): Reporte-Inventario-DD-MM-YYYY.xlsx. */
export async function exportarInventario(db: Db, q: Omit<StockPorDepositoQuery, 'skip' | 'limit'>) {
  const hoy = reloj.hoy();
  const r = await db.execute(sql`select ${SELECT_STOCK} from ${DESDE_STOCK} where ${dondeStock(q, hoy)} order by ${ordenStock(q)} limit 100000`);
  return libroXlsx(
    'Inventario',
    [
      {
        nombre: 'Inventario',
        columnas: [
          { titulo: 'Depósito', clave: 'deposito', ancho: 24 },
          { titulo: 'Producto', clave: 'producto', ancho: 40 },
          { titulo: 'Categoría', clave: 'categoria', ancho: 20 },
          { titulo: 'Lote', clave: 'lote', ancho: 16 },
          { titulo: 'Serie', clave: 'serie', ancho: 16 },
          { titulo: 'Vencimiento', clave: 'vencimiento', ancho: 14, formato: 'dd/mm/yyyy' },
          { titulo: 'Estado', clave: 'estado', ancho: 26 },
          { titulo: 'Cantidad', clave: 'cantidad', ancho: 12, formato: '#,##0.###' },
          { titulo: 'Unidad', clave: 'unidad', ancho: 10 },
        ],
        filas: filasDe<Fila>(r)
          .map((x) => filaStock(x, hoy))
          .map((f) => ({
            deposito: f.depositoNombre,
            producto: f.nombreProducto,
            categoria: f.categoria,
            lote: f.lote,
            serie: f.serie,
            vencimiento: f.fechaVencimiento ? new Date(`${f.fechaVencimiento}T00:00:00Z`) : null,
            estado: f.bucket ? ETIQUETA_BUCKET[f.bucket] : '',
            cantidad: f.cantidad,
            unidad: f.unidad,
          })),
        filtro: true,
      },
    ],
    hoy,
  );
}
