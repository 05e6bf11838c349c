import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { aMilesimas, cantidadTexto, deMilesimas } from '@worknet/domain/inventario/cantidades';
import type { TipoDocumento } from '@worknet/domain/inventario/documentos';
import { repartirFefo, type LoteDisponible } from '@worknet/domain/inventario/fefo';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { codigoDeBase, filasDe } from '../../platform/db/sql';
import { conflicto, noEncontrado, reglaDeNegocio } from '../../platform/http/errors';
import { deposito, documentoStock, documentoStockLinea, producto } from './inventario.table';
import * as reloj from '@worknet/domain/reloj';

// The stock ledger (issue 17 item 5). Confirming a document, in ONE transaction:
//  1. flips borrador → confirmado with a conditional UPDATE (… WHERE estado = 'borrador'
//     RETURNING): of two confirms of the same draft, the second finds nothing to flip (409),
//     so a document is never applied twice, on PostgreSQL (the row lock makes it wait and
//     re-check) and on PGlite (one transaction at a time);
//  2. locks the balance rows of the document's products in its warehouses (SELECT … FOR
//     UPDATE, ordered by depósito, producto, id: every confirm takes its locks in the same
//     order, so two confirms do not deadlock on them);
//  3. resolves lines without lot by FEFO over those locked balances;
//  4. writes one append-only movimiento_stock per (line, lot) and updates saldo_stock:
//     decrements guarded by `cantidad >= x` (and the table's CHECK cantidad >= 0), increments
//     by upsert. If any line lacks stock the whole transaction rolls back (422 naming the
//     product and what is available).
// Nothing else writes saldo_stock, so the ledger always sums to the balances: the writers are
// private to this file; a reversal (libro-reversion.service.ts) enters through asentarReversion
// and the reads live in libro-lectura.ts (issue 38 item 6).

/** One signed change of one balance (the ledger row before it is written). */
export type MovimientoLibro = {
  linea_id: number | null;
  producto_id: number;
  deposito_id: number;
  lote: string;
  serie: string;
  fecha_vencimiento: string | null;
  /** In thousandths: + in, − out. */
  milesimas: number;
};

type SaldoBloqueado = {
  id: number;
  producto_id: number;
  deposito_id: number;
  lote: string;
  serie: string;
  fecha_vencimiento: string | null;
  /** In thousandths, as it will be after this document's moves computed so far. */
  milesimas: number;
};

type Linea = { id: number; orden: number; producto_id: number; cantidad: number; lote: string | null; serie: string | null; fecha_vencimiento: string | null };
type ProductoLinea = { id: number; nombre: string; controla_lote: boolean; controla_vencimiento: boolean; controla_serie: boolean };

const clave = (m: { producto_id: number; deposito_id: number; lote: string; serie: string; fecha_vencimiento: string | null }) =>
  `${m.producto_id}|${m.deposito_id}|${m.lote}|${m.serie}|${m.fecha_vencimiento ?? ''}`;

const decimal = (m: number) => (m / 1000).toFixed(3);

const ETIQUETA_TIPO: Record<TipoDocumento, string> = { ingreso: 'El ingreso', egreso: 'El egreso', movimiento: 'El movimiento' };

/**
 * Locks (FOR UPDATE) every balance row of `productos` in `depositos`, in one stable order.
 * PostgreSQL locks the rows as the sorted result is read, so the order is the lock order.
 */
async function bloquearSaldos(tx: Db, productos: number[], depositos: number[]): Promise<SaldoBloqueado[]> {
  if (!productos.length || !depositos.length) return [];
  const r = await tx.execute(sql`
    select id, producto_id, deposito_id, lote, serie, fecha_vencimiento::text as fecha_vencimiento, cantidad::text as cantidad
    from saldo_stock
    where producto_id = any(${sql.param([...new Set(productos)])}::integer[])
      and deposito_id = any(${sql.param([...new Set(depositos)])}::integer[])
    order by deposito_id, producto_id, id
    for update`);
  return filasDe<Omit<SaldoBloqueado, 'milesimas'> & { cantidad: string }>(r).map((s) => ({
    id: Number(s.id),
    producto_id: Number(s.producto_id),
    deposito_id: Number(s.deposito_id),
    lote: s.lote,
    serie: s.serie,
    fecha_vencimiento: s.fecha_vencimiento,
    milesimas: aMilesimas(Number(s.cantidad)),
  }));
}

/** Where a shortage message names a warehouse. */
async function nombresDe(tx: Db, productoId: number, depositoId: number) {
  const [p] = await tx.select({ nombre: producto.nombre_producto }).from(producto).where(eq(producto.id, productoId));
  const [d] = await tx.select({ nombre: deposito.nombre }).from(deposito).where(eq(deposito.id, depositoId));
  return { producto: p?.nombre ?? `#${productoId}`, deposito: d?.nombre ?? `#${depositoId}` };
}

/**
 * Writes the ledger rows and applies them to the balances already locked in `saldos`.
 * Decrements go by balance id with the guard `cantidad >= x`; increments by upsert on the
 * balance key. Each balance is touched once per statement (moves are summed per key first).
 */
async function escribir(tx: Db, documentoId: number, fecha: string, movs: MovimientoLibro[], saldos: SaldoBloqueado[]) {
  if (!movs.length) return;
  const porClave = new Map(saldos.map((s) => [clave(s), s]));
  const neto = new Map<string, MovimientoLibro>();
  for (const m of movs) {
    const k = clave(m);
    const x = neto.get(k);
    neto.set(k, x ? { ...x, milesimas: x.milesimas + m.milesimas } : { ...m });
  }
  const bajas: { id: number; m: number }[] = [];
  const altas: MovimientoLibro[] = [];
  for (const [k, m] of neto) {
    if (m.milesimas < 0) {
      const s = porClave.get(k);
      if (!s) throw new Error(`saldo no bloqueado ${k}`);
      bajas.push({ id: s.id, m: -m.milesimas });
    } else if (m.milesimas > 0) altas.push(m);
  }
  bajas.sort((a, b) => a.id - b.id);
  // Upserts in the lock order of bloquearSaldos (depósito, producto), so an entry and an exit rarely wait on each other crosswise.
  altas.sort((a, b) => a.deposito_id - b.deposito_id || a.producto_id - b.producto_id || (clave(a) < clave(b) ? -1 : 1));

  await tx.execute(sql`
    insert into movimiento_stock (documento_id, linea_id, producto_id, deposito_id, lote, serie, fecha_vencimiento, cantidad, fecha)
    select ${documentoId}, u.linea_id, u.producto_id, u.deposito_id, u.lote, u.serie, u.fecha_vencimiento, u.cantidad, ${fecha}::date
    from unnest(
      ${sql.param(movs.map((m) => m.linea_id))}::integer[],
      ${sql.param(movs.map((m) => m.producto_id))}::integer[],
      ${sql.param(movs.map((m) => m.deposito_id))}::integer[],
      ${sql.param(movs.map((m) => m.lote))}::text[],
      ${sql.param(movs.map((m) => m.serie))}::text[],
      ${sql.param(movs.map((m) => m.fecha_vencimiento))}::date[],
      ${sql.param(movs.map((m) => decimal(m.milesimas)))}::numeric[]
    ) with ordinality as u(linea_id, producto_id, deposito_id, lote, serie, fecha_vencimiento, cantidad, n)
    order by u.n`);

  if (bajas.length) {
    const r = await tx.execute(sql`
      update saldo_stock s set cantidad = s.cantidad - v.c
      from unnest(${sql.param(bajas.map((b) => b.id))}::integer[], ${sql.param(bajas.map((b) => decimal(b.m)))}::numeric[]) as v(id, c)
      where s.id = v.id and s.cantidad >= v.c
      returning s.id`);
    // The rows are locked and the amounts were computed from them: a miss is a bug, never a negative balance.
    if (filasDe(r).length !== bajas.length) throw conflicto('El stock cambió mientras se confirmaba el documento. Intente nuevamente.');
  }
  if (altas.length) {
    await tx.execute(sql`
      insert into saldo_stock (producto_id, deposito_id, lote, serie, fecha_vencimiento, cantidad)
      select * from unnest(
        ${sql.param(altas.map((m) => m.producto_id))}::integer[],
        ${sql.param(altas.map((m) => m.deposito_id))}::integer[],
        ${sql.param(altas.map((m) => m.lote))}::text[],
        ${sql.param(altas.map((m) => m.serie))}::text[],
        ${sql.param(altas.map((m) => m.fecha_vencimiento))}::date[],
        ${sql.param(altas.map((m) => decimal(m.milesimas)))}::numeric[]
      )
      on conflict (producto_id, deposito_id, lote, serie, (coalesce(fecha_vencimiento, 'infinity'::date)))
      do update set cantidad = saldo_stock.cantidad + excluded.cantidad`);
  }
}

type Documento = typeof documentoStock.$inferSelect;

/** The flip borrador → confirmado; null when the draft is not there to flip. */
async function voltear(tx: Db, id: number, usuarioId: number, tipo?: TipoDocumento): Promise<Documento | null> {
  const [d] = await tx
    .update(documentoStock)
    .set({ estado: 'confirmado', confirmado_por: usuarioId, confirmado_en: reloj.ahora(), updated_at: reloj.ahora() })
    .where(
      and(
        eq(documentoStock.id, id),
        eq(documentoStock.estado, 'borrador'),
        isNull(documentoStock.deleted_at),
        tipo ? eq(documentoStock.tipo, tipo) : undefined,
      ),
    )
    .returning();
  return d ?? null;
}

/** Why there was nothing to flip: 404 (no such document of that type) or 409 (already confirmed). */
async function motivoSinVoltear(tx: Db, id: number, tipo?: TipoDocumento): Promise<never> {
  const [d] = await tx
    .select({ estado: documentoStock.estado, tipo: documentoStock.tipo })
    .from(documentoStock)
    .where(and(eq(documentoStock.id, id), isNull(documentoStock.deleted_at)));
  if (!d || (tipo && d.tipo !== tipo)) throw noEncontrado('El documento no existe.');
  throw conflicto(`${ETIQUETA_TIPO[d.tipo as TipoDocumento]} ya fue confirmado: no se puede confirmar dos veces.`);
}

/** What a product tracks, from the lines' products. */
async function productosDe(tx: Db, ids: number[]): Promise<Map<number, ProductoLinea>> {
  if (!ids.length) return new Map();
  const filas = await tx
    .select({
      id: producto.id,
      nombre: producto.nombre_producto,
      controla_lote: producto.controla_lote,
      controla_vencimiento: producto.controla_vencimiento,
      controla_serie: producto.controla_serie,
    })
    .from(producto)
    .where(inArray(producto.id, [...new Set(ids)]));
  return new Map(filas.map((p) => [p.id, p]));
}

/** The 422 of a line that asks for more than there is. */
async function faltaStock(tx: Db, l: Linea, depositoId: number, disponible: number, vencido: number, lote: string | null): Promise<never> {
  const n = await nombresDe(tx, l.producto_id, depositoId);
  const delLote = lote ? ` del lote «${lote}»` : '';
  const vencidos = vencido > 0 ? ` Otros ${cantidadTexto(vencido)} están vencidos: sólo salen como baja por vencimiento.` : '';
  throw reglaDeNegocio(
    `No hay stock suficiente de «${n.producto}»${delLote} en «${n.deposito}»: se piden ${cantidadTexto(l.cantidad)} y hay ${cantidadTexto(disponible)} disponibles.${vencidos}`,
    { producto_id: l.producto_id, nombre_producto: n.producto, deposito_id: depositoId, pedido: l.cantidad, disponible },
  );
}

type LineaConSerie = { l: Linea; p: ProductoLinea; serie: string };

/** A serial names one unit: each one enters on its own line (quantity 1)… */
function unaUnidad({ l, p, serie }: LineaConSerie) {
  if (l.cantidad !== 1)
    throw reglaDeNegocio(`La línea ${l.orden} («${p.nombre}») lleva la serie «${serie}»: cada unidad con serie entra en su propia línea, con cantidad 1.`);
}

/** …and only once: one query for every serial of the entry, none of them may be in stock anywhere. */
async function seriesNuevas(tx: Db, conSerie: LineaConSerie[]) {
  if (!conSerie.length) return;
  const r = await tx.execute(sql`
    select s.producto_id, s.serie, d.nombre from saldo_stock s join deposito d on d.id = s.deposito_id
    where (s.producto_id, s.serie) in (
      select * from unnest(${sql.param(conSerie.map((x) => x.l.producto_id))}::integer[], ${sql.param(conSerie.map((x) => x.serie))}::text[]))
      and s.cantidad > 0`);
  const [en] = filasDe<{ producto_id: number; serie: string; nombre: string }>(r);
  if (!en) return;
  const x = conSerie.find((c) => c.l.producto_id === Number(en.producto_id) && c.serie === en.serie)!;
  throw reglaDeNegocio(`La serie «${en.serie}» de «${x.p.nombre}» ya está en stock en «${en.nombre}».`);
}

/** The ledger moves of a confirmed document's lines, FEFO included; throws when stock is short. */
async function movimientosDe(tx: Db, d: Documento, lineas: Linea[], productos: Map<number, ProductoLinea>, saldos: SaldoBloqueado[], hoy: string) {
  const movs: MovimientoLibro[] = [];
  const tipo = d.tipo as TipoDocumento;
  const conSerie: LineaConSerie[] = [];
  for (const l of lineas) {
    const p = productos.get(l.producto_id);
    if (!p) throw reglaDeNegocio(`El producto #${l.producto_id} no existe.`);
    // What the product does not track is not part of its balance key.
    const lote = p.controla_lote ? (l.lote ?? null) : null;
    const serie = p.controla_serie ? (l.serie ?? null) : null;
    const vence = p.controla_vencimiento ? (l.fecha_vencimiento ?? null) : null;
    if (tipo === 'ingreso') {
      const falta = [
        p.controla_lote && !lote && 'el lote',
        p.controla_vencimiento && !vence && 'la fecha de vencimiento',
        p.controla_serie && !serie && 'la serie',
      ].filter(Boolean);
      if (falta.length) throw reglaDeNegocio(`La línea ${l.orden} («${p.nombre}») necesita ${falta.join(', ')}.`);
      if (serie !== null) {
        unaUnidad({ l, p, serie });
        conSerie.push({ l, p, serie });
      }
      movs.push({
        linea_id: l.id,
        producto_id: l.producto_id,
        deposito_id: d.deposito_id,
        lote: lote ?? '',
        serie: serie ?? '',
        fecha_vencimiento: vence,
        milesimas: aMilesimas(l.cantidad),
      });
      continue;
    }
    const origen = saldos.filter((s) => s.producto_id === l.producto_id && s.deposito_id === d.deposito_id);
    const lotes: LoteDisponible[] = origen.map((s) => ({
      lote: s.lote,
      serie: s.serie,
      fechaVencimiento: s.fecha_vencimiento,
      cantidad: deMilesimas(s.milesimas),
    }));
    const r = repartirFefo(lotes, l.cantidad, { hoy, permitirVencidos: tipo === 'egreso' && d.destino === 'baja_vencimiento', lote, serie });
    if (!r.ok) return faltaStock(tx, l, d.deposito_id, r.faltante.disponible, r.faltante.vencidoExcluido, lote);
    for (const t of r.tomas) {
      const m = aMilesimas(t.tomar);
      const s = origen.find((x) => x.lote === t.lote && x.serie === t.serie && x.fecha_vencimiento === t.fechaVencimiento)!;
      s.milesimas -= m; // the next line of the same product sees what is left
      const k = { producto_id: l.producto_id, lote: t.lote, serie: t.serie, fecha_vencimiento: t.fechaVencimiento };
      movs.push({ linea_id: l.id, ...k, deposito_id: d.deposito_id, milesimas: -m });
      if (tipo === 'movimiento') movs.push({ linea_id: l.id, ...k, deposito_id: d.deposito_destino_id!, milesimas: m });
    }
  }
  await seriesNuevas(tx, conSerie);
  return movs;
}

/** What the audit keeps of a document's moves. */
export const foto = (movs: MovimientoLibro[]) =>
  movs.map((m) => ({
    producto_id: m.producto_id,
    deposito_id: m.deposito_id,
    lote: m.lote,
    serie: m.serie,
    fecha_vencimiento: m.fecha_vencimiento,
    cantidad: deMilesimas(m.milesimas),
  }));

/** A balance CHECK (cantidad >= 0) violated by the database: the same 422 as the service's own check; an overflow a 409. */
function traducirError(e: unknown): never {
  const c = codigoDeBase(e);
  if (c === '23514') throw reglaDeNegocio('No hay stock suficiente para confirmar el documento: ningún saldo puede quedar negativo.');
  if (c === '23505') throw conflicto('El documento ya fue revertido: se revierte una sola vez.');
  // numeric(14,3) of a balance (or of the ledger) overflowed: the whole transaction rolled back (issue 37, item 5).
  if (c === '22003')
    throw conflicto(
      'El documento no se confirmó: el saldo de un producto en un depósito superaría el máximo que se puede guardar (99.999.999.999,999). Revise las cantidades.',
    );
  throw e;
}

/**
 * Confirms a draft inside the caller's transaction (the internal-orders module calls it to
 * confirm the movement it generates). Throws 404, 409 (already confirmed) or 422 (no stock,
 * missing lot/expiry/serial); the caller's transaction must then roll back.
 */
export async function confirmarEnTransaccion(tx: Db, usuarioId: number, id: number, tipo?: TipoDocumento, hoy = reloj.hoy()): Promise<MovimientoLibro[]> {
  const d = await voltear(tx, id, usuarioId, tipo);
  if (!d) return motivoSinVoltear(tx, id, tipo);
  const lineas = (
    await tx
      .select({
        id: documentoStockLinea.id,
        orden: documentoStockLinea.orden,
        producto_id: documentoStockLinea.producto_id,
        cantidad: documentoStockLinea.cantidad,
        lote: documentoStockLinea.lote,
        serie: documentoStockLinea.serie,
        fecha_vencimiento: documentoStockLinea.fecha_vencimiento,
      })
      .from(documentoStockLinea)
      .where(eq(documentoStockLinea.documento_id, id))
      .orderBy(asc(documentoStockLinea.orden), asc(documentoStockLinea.id))
  ).map((l) => ({ ...l, cantidad: Number(l.cantidad) }));
  if (!lineas.length) throw reglaDeNegocio('El documento no tiene líneas: agregue al menos un producto antes de confirmarlo.');
  const prods = lineas.map((l) => l.producto_id);
  const productos = await productosDe(tx, prods);
  const depositos = d.tipo === 'movimiento' ? [d.deposito_id, d.deposito_destino_id!] : [d.deposito_id];
  // Entries only add (upsert, atomic per row): no need to lock first.
  const saldos = d.tipo === 'ingreso' ? [] : await bloquearSaldos(tx, prods, depositos);
  const movs = await movimientosDe(tx, d, lineas, productos, saldos, hoy);
  await escribir(tx, id, d.fecha, movs, saldos);
  await auditar(tx, {
    usuarioId,
    entidad: 'documento_stock',
    entidadId: id,
    accion: 'confirmar',
    antes: { estado: 'borrador' },
    despues: { estado: 'confirmado', tipo: d.tipo, movimientos: foto(movs) },
  });
  return movs;
}

/** Deadlock or serialization failure: the whole transaction may simply run again. */
const reintentable = (e: unknown) => ['40P01', '40001'].includes(codigoDeBase(e) ?? '');

/** Runs `f` in a transaction, again (up to 3 times) when PostgreSQL reports a deadlock. */
export async function enTransaccion<T>(db: Db, f: (tx: Db) => Promise<T>): Promise<T> {
  for (let intento = 1; ; intento++) {
    try {
      return await db.transaction(f);
    } catch (e) {
      if (intento < 3 && reintentable(e)) continue;
      return traducirError(e);
    }
  }
}

/** Confirms a draft (its own transaction). */
export const confirmarDocumento = (db: Db, usuarioId: number, id: number, tipo?: TipoDocumento) =>
  enTransaccion(db, (tx) => confirmarEnTransaccion(tx, usuarioId, id, tipo));

/**
 * The ledger moves of a reversal (libro-reversion.service.ts), inside its transaction: locks the
 * balances, checks that what must be taken back is still there (422 naming product, lot and
 * warehouse) and writes them. The only other way into escribir().
 */
export async function asentarReversion(tx: Db, nuevoId: number, fecha: string, movs: MovimientoLibro[]): Promise<void> {
  const saldos = await bloquearSaldos(
    tx,
    movs.map((m) => m.producto_id),
    movs.map((m) => m.deposito_id),
  );
  // What must be taken back has to be there still.
  const disponible = new Map(saldos.map((s) => [clave(s), s.milesimas]));
  const necesita = new Map<string, { m: MovimientoLibro; milesimas: number }>();
  for (const m of movs.filter((x) => x.milesimas < 0)) {
    const k = clave(m);
    necesita.set(k, { m, milesimas: (necesita.get(k)?.milesimas ?? 0) - m.milesimas });
  }
  for (const [k, { m, milesimas }] of necesita) {
    const hay = disponible.get(k) ?? 0;
    if (hay < milesimas) {
      const n = await nombresDe(tx, m.producto_id, m.deposito_id);
      const delLote = m.lote ? ` del lote «${m.lote}»` : '';
      throw reglaDeNegocio(
        `No se puede revertir: de «${n.producto}»${delLote} en «${n.deposito}» hay que devolver ${cantidadTexto(deMilesimas(milesimas))} y hay ${cantidadTexto(deMilesimas(hay))} disponibles.`,
        { producto_id: m.producto_id, deposito_id: m.deposito_id, pedido: deMilesimas(milesimas), disponible: deMilesimas(hay) },
      );
    }
  }
  await escribir(tx, nuevoId, fecha, movs, saldos);
}
