import { and, eq, isNull, sql } from 'drizzle-orm';
import { aMilesimas } from '@worknet/domain/inventario/cantidades';
import * as reloj from '@worknet/domain/reloj';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { conflicto, noEncontrado } from '../../platform/http/errors';
import { columnasDocumento } from './documentos.service';
import { documentoStock, documentoStockLinea } from './inventario.table';
import { asentarReversion, enTransaccion, foto, type MovimientoLibro } from './libro.service';

// Reversing a confirmed stock document (issue 17): a new confirmed document naming it, with the
// same lines and the opposite moves. The ledger's writers stay in libro.service.ts; this file
// builds the moves and hands them to asentarReversion.

/**
 * Reverses a confirmed document: a new confirmed document of the same type, naming it
 * (revierte_id), with the same lines and the opposite ledger moves. Refused when what must
 * be taken back is no longer there (422), when it is itself a reversal, or a second time (409).
 */
export async function revertirDocumento(db: Db, usuarioId: number, id: number, o: { fecha?: string; observaciones: string | null }): Promise<number> {
  return enTransaccion(db, async (tx) => {
    const [d] = await tx
      .select()
      .from(documentoStock)
      .where(and(eq(documentoStock.id, id), isNull(documentoStock.deleted_at)))
      .for('update');
    if (!d) throw noEncontrado('El documento no existe.');
    if (d.estado !== 'confirmado') throw conflicto('Sólo se revierte un documento confirmado; un borrador se edita o se descarta.');
    if (d.revierte_id !== null) throw conflicto('Este documento ya es una reversión: no se revierte.');
    const [ya] = await tx
      .select({ id: documentoStock.id })
      .from(documentoStock)
      .where(and(eq(documentoStock.revierte_id, id), isNull(documentoStock.deleted_at)));
    if (ya) throw conflicto(`El documento ya fue revertido por el documento ${ya.id}: se revierte una sola vez.`);

    const fecha = o.fecha ?? reloj.hoy();
    const [nuevo] = await tx
      .insert(documentoStock)
      .values({
        ...columnasDocumento({ ...d, fecha, observaciones: o.observaciones ?? `Reversión del documento ${d.id}` }),
        tipo: d.tipo,
        estado: 'confirmado',
        revierte_id: d.id,
        creado_por: usuarioId,
        confirmado_por: usuarioId,
        confirmado_en: reloj.ahora(),
      })
      .returning({ id: documentoStock.id });
    const nuevoId = nuevo!.id;
    // The same lines, so the reversal reads like the original; each new line keeps its orden.
    await tx.execute(sql`
      insert into documento_stock_linea (documento_id, orden, producto_id, cantidad, lote, serie, fecha_vencimiento)
      select ${nuevoId}, orden, producto_id, cantidad, lote, serie, fecha_vencimiento
      from documento_stock_linea where documento_id = ${id} order by orden, id`);
    const originales = filasDe<{
      orden: number | null;
      producto_id: number;
      deposito_id: number;
      lote: string;
      serie: string;
      fecha_vencimiento: string | null;
      cantidad: string;
    }>(
      await tx.execute(sql`
        select l.orden, m.producto_id, m.deposito_id, m.lote, m.serie, m.fecha_vencimiento::text as fecha_vencimiento, m.cantidad::text as cantidad
        from movimiento_stock m left join documento_stock_linea l on l.id = m.linea_id
        where m.documento_id = ${id} order by m.id`),
    );
    const lineasNuevas = await tx
      .select({ id: documentoStockLinea.id, orden: documentoStockLinea.orden })
      .from(documentoStockLinea)
      .where(eq(documentoStockLinea.documento_id, nuevoId));
    const porOrden = new Map(lineasNuevas.map((l) => [l.orden, l.id]));
    const movs: MovimientoLibro[] = originales.map((m) => ({
      linea_id: m.orden === null ? null : (porOrden.get(Number(m.orden)) ?? null),
      producto_id: Number(m.producto_id),
      deposito_id: Number(m.deposito_id),
      lote: m.lote,
      serie: m.serie,
      fecha_vencimiento: m.fecha_vencimiento,
      milesimas: -aMilesimas(Number(m.cantidad)),
    }));
    await asentarReversion(tx, nuevoId, fecha, movs);
    await auditar(tx, {
      usuarioId,
      entidad: 'documento_stock',
      entidadId: nuevoId,
      accion: 'revertir',
      antes: { documento: id },
      despues: { tipo: d.tipo, revierte_id: id, movimientos: foto(movs) },
    });
    return nuevoId;
  });
}
