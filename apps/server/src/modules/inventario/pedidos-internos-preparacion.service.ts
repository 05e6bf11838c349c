import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { aMilesimas, deMilesimas } from '@worknet/domain/inventario/cantidades';
import { proponerLinea, type PrepararBody } from '@worknet/domain/inventario/pedidos-internos';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { sector } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { camposInvalidos, conflicto, noEncontrado, reglaDeNegocio, type CampoInvalido } from '../../platform/http/errors';
import { deposito, documentoStock, documentoStockLinea } from './inventario.table';
import { cantidadTexto } from '@worknet/domain/inventario/cantidades';
import { confirmarEnTransaccion, enTransaccion } from './libro.service';
import { anotarPaso } from '../../platform/flujo/historial';
import { lineasDe, noEstaEn, pasarPedido } from './pedidos-internos.service';
import { HISTORIAL_PEDIDO_INTERNO, pedidoInterno, pedidoInternoLinea } from './pedidos-internos.table';
import * as reloj from '@worknet/domain/reloj';

// The warehouse's side of an internal order (issue 18, item 1) and the sector's receipt.
//  - Prepare (generarMovimientoPedido): enviado → preparado, in one transaction: the lots of
//    each line by FEFO over the warehouse's balances (what it has in date, soonest expiry
//    first), a draft stock document from the serving warehouse to the sector's own warehouse
//    (a 'movimiento'), or an exit to the sector ('egreso', destino 'sector') when the sector
//    has no warehouse; a line served in part leaves its rest cancelled or pending in a new
//    order (origen_id) sent to the same warehouse. Stock does not move yet.
//  - Receive (confirmar_movimiento_pedido): preparado → recibido and the document confirmed by
//    the ledger (confirmarEnTransaccion) in the same transaction: the order's lock (the workflow
//    kit) makes the second of two simultaneous receipts find it recibido (409), so stock moves once.
//  - Reject: enviado or preparado → rechazado with a reason; a prepared document is discarded.

type Pedido = typeof pedidoInterno.$inferSelect;

/** Where the order goes: the sector's own live warehouse (the lowest id), or the sector itself. */
async function destinoDe(db: Db, pedido: Pick<Pedido, 'sector_id' | 'deposito_id'>) {
  const [d] = await db
    .select({ id: deposito.id, nombre: deposito.nombre })
    .from(deposito)
    .where(and(eq(deposito.sector_id, pedido.sector_id), ne(deposito.id, pedido.deposito_id), isNull(deposito.deleted_at), eq(deposito.activo, true)))
    .orderBy(asc(deposito.id))
    .limit(1);
  if (d) return { deposito: d.id, texto: `Depósito «${d.nombre}» (movimiento)` };
  const [s] = await db.select({ nombre: sector.nombre }).from(sector).where(eq(sector.id, pedido.sector_id));
  return { deposito: null, texto: `Sector «${s?.nombre ?? pedido.sector_id}» (egreso al sector: no tiene depósito propio)` };
}

/** The balances of the order's products in the serving warehouse. Not locked: preparing moves no stock; the ledger checks again when the document is confirmed. */
async function saldosDe(db: Db, depositoId: number, productos: number[]) {
  if (!productos.length) return [];
  const r = await db.execute(sql`
    select producto_id, lote, serie, fecha_vencimiento::text as fecha_vencimiento, cantidad::text as cantidad
    from saldo_stock
    where deposito_id = ${depositoId} and producto_id = any(${sql.param([...new Set(productos)])}::integer[]) and cantidad > 0
    order by producto_id, id`);
  return filasDe<{ producto_id: number; lote: string; serie: string; fecha_vencimiento: string | null; cantidad: string }>(r).map((s) => ({
    producto_id: Number(s.producto_id),
    lote: s.lote,
    serie: s.serie,
    fechaVencimiento: s.fecha_vencimiento,
    cantidad: Number(s.cantidad),
  }));
}

async function pedidoVivo(db: Db, id: number): Promise<Pedido> {
  const [x] = await db
    .select()
    .from(pedidoInterno)
    .where(and(eq(pedidoInterno.id, id), isNull(pedidoInterno.deleted_at)));
  if (!x) throw noEncontrado('El pedido interno no existe.');
  return x;
}

/** GET generarMovimientoPedido/{id}: what the warehouse would serve of each line, and from which lots. */
export async function propuestaPreparacion(db: Db, id: number) {
  const pedido = await pedidoVivo(db, id);
  if (pedido.estado !== 'enviado') noEstaEn(pedido.estado, 'preparar', id);
  const [lineas, destino] = await Promise.all([lineasDe(db, id), destinoDe(db, pedido)]);
  const saldos = await saldosDe(
    db,
    pedido.deposito_id,
    lineas.map((l) => l.producto_id),
  );
  const hoy = reloj.hoy();
  return {
    destino: destino.texto,
    items: lineas.map((l) => {
      const x = proponerLinea(
        saldos.filter((s) => s.producto_id === l.producto_id),
        l.cantidad,
        hoy,
      );
      return {
        linea_id: l.id,
        producto_id: l.producto_id,
        nombre_producto: l.nombre_producto,
        unidad: l.unidad,
        cantidad: l.cantidad,
        disponible: x.disponible,
        a_servir: x.aServir,
        lotes: x.tomas.map((t) => ({ lote: t.lote, serie: t.serie, fecha_vencimiento: t.fechaVencimiento, cantidad: t.tomar })),
      };
    }),
  };
}

/** POST generarMovimientoPedido/{id}: enviado → preparado with its draft document; returns its id and the rest's order. */
export async function prepararPedido(db: Db, p: Principal, id: number, b: PrepararBody): Promise<{ documento: number; resto: number | null }> {
  let hecho: { documento: number; resto: number | null } | undefined;
  await enTransaccion(db, (tx) =>
    pasarPedido(tx, p, id, 'preparar', {
      alPasar: async (tx, pedido) => {
        hecho = await preparar(tx, p, pedido, b);
        return {
          fila: { preparado_por: p.id, preparado_en: reloj.ahora(), movimiento_id: hecho.documento },
          auditoria: { documento: hecho.documento, lineas: b.items, resto: hecho.resto },
        };
      },
    }),
  );
  return hecho!;
}

/** The preparation itself, under the order's lock: the FEFO lots, the draft document, the rest. */
async function preparar(tx: Db, p: Principal, pedido: Pedido, b: PrepararBody): Promise<{ documento: number; resto: number | null }> {
  const id = pedido.id;
  const ahora = reloj.ahora();
  {
    const lineas = await lineasDe(tx, id);
    const porLinea = new Map(b.items.map((x) => [x.linea_id, x]));
    const campos: CampoInvalido[] = [];
    b.items.forEach((x, i) => {
      if (!lineas.some((l) => l.id === x.linea_id)) campos.push({ campo: `items.${i}.linea_id`, mensaje: `La línea ${x.linea_id} no es de este pedido.` });
    });
    lineas.forEach((l) => {
      const x = porLinea.get(l.id);
      if (!x) campos.push({ campo: 'items', mensaje: `Indique cuánto se sirve de «${l.nombre_producto}».` });
      else if (aMilesimas(x.cantidad_preparada) > aMilesimas(l.cantidad))
        campos.push({
          campo: `items.${b.items.indexOf(x)}.cantidad_preparada`,
          mensaje: `De «${l.nombre_producto}» se pidieron ${cantidadTexto(l.cantidad)}: no se sirve más que eso.`,
        });
    });
    if (campos.length) throw camposInvalidos(campos, 'la preparación');
    if (lineas.every((l) => porLinea.get(l.id)!.cantidad_preparada <= 0))
      throw reglaDeNegocio('No se sirve nada del pedido: si el depósito no puede servirlo, rechácelo con el motivo.');

    // FEFO over the balances: the same rule the ledger applies when the document is confirmed.
    const saldos = await saldosDe(
      tx,
      pedido.deposito_id,
      lineas.map((l) => l.producto_id),
    );
    const hoy = reloj.hoy();
    const documentoLineas: (typeof documentoStockLinea.$inferInsert)[] = [];
    for (const l of lineas) {
      const servir = porLinea.get(l.id)!.cantidad_preparada;
      if (servir <= 0) continue;
      const propios = saldos.filter((s) => s.producto_id === l.producto_id);
      const x = proponerLinea(propios, servir, hoy);
      if (aMilesimas(x.aServir) < aMilesimas(servir))
        throw reglaDeNegocio(
          `No hay stock suficiente de «${l.nombre_producto}»: se quieren servir ${cantidadTexto(servir)} y hay ${cantidadTexto(x.disponible)} disponibles en fecha.`,
          { producto_id: l.producto_id, pedido: servir, disponible: x.disponible },
        );
      for (const t of x.tomas) {
        // The next line of the same product sees what is left.
        const s = propios.find((y) => y.lote === t.lote && y.serie === t.serie && y.fechaVencimiento === t.fechaVencimiento)!;
        s.cantidad = deMilesimas(aMilesimas(s.cantidad) - aMilesimas(t.tomar));
        documentoLineas.push({
          documento_id: 0,
          orden: documentoLineas.length + 1,
          producto_id: l.producto_id,
          cantidad: t.tomar,
          lote: t.lote || null,
          serie: t.serie || null,
          fecha_vencimiento: t.fechaVencimiento,
        });
      }
    }

    const destino = await destinoDe(tx, pedido);
    const [doc] = await tx
      .insert(documentoStock)
      .values({
        tipo: destino.deposito ? 'movimiento' : 'egreso',
        estado: 'borrador',
        fecha: hoy,
        deposito_id: pedido.deposito_id,
        deposito_destino_id: destino.deposito,
        destino: destino.deposito ? null : 'sector',
        destino_sector_id: destino.deposito ? null : pedido.sector_id,
        observaciones: b.observaciones ?? `Pedido interno N.º ${id}`,
        creado_por: p.id,
      })
      .returning({ id: documentoStock.id });
    await tx.insert(documentoStockLinea).values(documentoLineas.map((l) => ({ ...l, documento_id: doc!.id })));

    // Each line: what was served and what happens to the rest.
    const pendientes: { producto_id: number; cantidad: number }[] = [];
    for (const l of lineas) {
      const x = porLinea.get(l.id)!;
      const falta = aMilesimas(l.cantidad) - aMilesimas(x.cantidad_preparada);
      await tx
        .update(pedidoInternoLinea)
        .set({ cantidad_preparada: x.cantidad_preparada, resto: falta > 0 ? x.resto : null })
        .where(eq(pedidoInternoLinea.id, l.id));
      if (falta > 0 && x.resto === 'pendiente') pendientes.push({ producto_id: l.producto_id, cantidad: deMilesimas(falta) });
    }
    let resto: number | null = null;
    if (pendientes.length) {
      const [n] = await tx
        .insert(pedidoInterno)
        .values({
          sector_id: pedido.sector_id,
          deposito_id: pedido.deposito_id,
          estado: 'enviado',
          observaciones: `Resto pendiente del pedido N.º ${id}`,
          origen_id: id,
          plantilla_id: pedido.plantilla_id,
          creado_por: p.id,
          enviado_en: ahora,
        })
        .returning({ id: pedidoInterno.id });
      resto = n!.id;
      await anotarPaso(tx, HISTORIAL_PEDIDO_INTERNO, resto, { estado: 'enviado', autorId: p.id, detalle: `Resto pendiente del pedido N.º ${id}` });
      await tx.insert(pedidoInternoLinea).values(pendientes.map((x, i) => ({ pedido_id: resto!, orden: i + 1, ...x })));
    }
    return { documento: doc!.id, resto };
  }
}

/** POST confirmar_movimiento_pedido/{id}: preparado → recibido and its document confirmed, stock moved once. */
export async function recibirPedido(db: Db, p: Principal, id: number): Promise<void> {
  await enTransaccion(db, (tx) =>
    pasarPedido(tx, p, id, 'recibir', {
      alPasar: async (tx, pedido) => {
        if (!pedido.movimiento_id) throw reglaDeNegocio('El pedido no tiene movimiento generado.');
        await confirmarEnTransaccion(tx, p.id, pedido.movimiento_id);
        return { fila: { recibido_por: p.id, recibido_en: reloj.ahora() }, auditoria: { documento: pedido.movimiento_id } };
      },
    }),
  );
}

/** POST rechazar/{id}: enviado or preparado → rechazado; a prepared draft document is discarded. */
export async function rechazarPedido(db: Db, p: Principal, id: number, motivo: string): Promise<void> {
  await db.transaction((tx) =>
    pasarPedido(tx, p, id, 'rechazar', {
      motivo,
      detalle: motivo,
      alPasar: async (tx, pedido) => {
        const ahora = reloj.ahora();
        if (pedido.movimiento_id)
          await tx
            .update(documentoStock)
            .set({ deleted_at: ahora, updated_at: ahora })
            .where(and(eq(documentoStock.id, pedido.movimiento_id), eq(documentoStock.estado, 'borrador')));
        return { fila: { motivo_rechazo: motivo, rechazado_por: p.id, rechazado_en: ahora }, auditoria: { motivo } };
      },
    }),
  );
}

/**
 * A document an internal order generated is edited, discarded or confirmed only through the
 * order (prepare, reject, receive): the documents screens get a 409 naming it.
 */
export async function exigirSinPedido(db: Db, documentoId: number): Promise<void> {
  const [x] = await db.select({ id: pedidoInterno.id }).from(pedidoInterno).where(eq(pedidoInterno.movimiento_id, documentoId));
  if (x) throw conflicto(`El documento N.º ${documentoId} es del pedido interno N.º ${x.id}: se confirma cuando el sector recibe el pedido.`);
}
