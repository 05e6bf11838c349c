import { and, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import { claveMediana } from './media.mediana';
import { recursoMedia } from './media.table';
import * as reloj from '@worknet/domain/reloj';

// An upload is a draft until its record attaches it (vincularMedia). A form that
// is abandoned leaves its drafts behind: after a day nobody can attach them any
// more in practice, so they are deleted with their files.

export const HORAS_BORRADOR = 24;

/** Deletes the drafts uploaded more than HORAS_BORRADOR ago, rows first (audited), then their files. */
export async function borrarBorradoresVencidos(ctx: Ctx, ahora = reloj.ahora()): Promise<number> {
  const limite = new Date(ahora.getTime() - HORAS_BORRADOR * 60 * 60 * 1000);
  const borrados = await ctx.db.transaction(async (tx) => {
    const filas = await tx
      .delete(recursoMedia)
      .where(and(isNull(recursoMedia.modelo_id), lt(recursoMedia.created_at, limite)))
      .returning({
        id: recursoMedia.id,
        nombre: recursoMedia.nombre,
        modelo: recursoMedia.modelo,
        subido_por: recursoMedia.subido_por,
        clave: recursoMedia.clave,
        miniatura: recursoMedia.miniatura_clave,
      });
    for (const f of filas) {
      await auditar(tx, {
        usuarioId: null,
        entidad: 'recurso_media',
        entidadId: f.id,
        accion: 'eliminar',
        antes: { nombre: f.nombre, modelo: f.modelo, subido_por: f.subido_por, borrador: true },
      });
    }
    return filas;
  });
  // A file left behind when deleting fails costs disk only; a row without its file would fail a download.
  for (const f of borrados) {
    await ctx.almacen.borrar(f.clave);
    if (f.miniatura) {
      await ctx.almacen.borrar(f.miniatura);
      await ctx.almacen.borrar(claveMediana(f.clave));
    }
  }
  return borrados.length;
}

export const TRABAJO_LIMPIEZA = 'media_borradores_vencidos';

/** Defines the clean-up as a queue job run at minute 0 of every hour, once across instances. */
export function programarLimpiezaDeBorradores(ctx: Ctx, log: FastifyBaseLogger): void {
  ctx.trabajos.definir(
    TRABAJO_LIMPIEZA,
    async () => {
      const n = await borrarBorradoresVencidos(ctx);
      if (n > 0) log.info(`Se borraron ${n} archivos subidos que ningún registro adjuntó en ${HORAS_BORRADOR} h.`);
      return { borrados: n };
    },
    // The next hour runs it again anyway: one quick retry covers a passing failure.
    { reintentos: 1, esperaSegundos: 60, vencimientoSegundos: 10 * 60 },
  );
  ctx.trabajos.programar(TRABAJO_LIMPIEZA, '0 * * * *');
}
