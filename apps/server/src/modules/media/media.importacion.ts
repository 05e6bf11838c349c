import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { examinarArchivo } from './media.archivo';
import { recursoMedia, recursoMediaAnterior, recursoMediaTipo } from './media.table';
import * as reloj from '@worknet/domain/reloj';

// Files kept as bytea columns before media existed (persona.foto, edificio.imagen)
// were copied by migration 0012 into recurso_media_anterior. This moves each one
// into the storage as a media item, with the same checks as an upload (type from
// the bytes, thumbnail). It runs as a queue job rather than inside the migration
// because the bytes must reach ctx.almacen (code, not SQL), and rather than as a
// blocking boot step so that a large number of photos (a thumbnail each) never
// delays the server from answering; until then the record simply shows no picture.
//
// Safe to repeat and to run on several instances at once: a row's bytes go to a
// key derived from its id (a retry or a second instance writes the same file),
// and the media row is inserted, under FOR UPDATE SKIP LOCKED, in the same
// transaction that deletes the holding row, so each row becomes one media item.

export const TRABAJO_IMPORTACION = 'media_importar_anteriores';

const esSvg = (f: { content_type: string | null; datos: Buffer }) =>
  f.content_type === 'image/svg+xml' ||
  /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(
    Buffer.from(f.datos.subarray(0, 512))
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  );

/**
 * SVG is not accepted as media (it can carry scripts); the demo's building
 * pictures were SVG, so they are drawn once into a PNG of the same size.
 */
async function aceptable(f: { nombre: string; content_type: string | null; datos: Buffer }): Promise<{ nombre: string; datos: Buffer }> {
  if (!esSvg(f)) return { nombre: f.nombre, datos: f.datos };
  const { default: sharp } = await import('sharp');
  return { nombre: `${f.nombre}.png`, datos: await sharp(f.datos).png().toBuffer() };
}

async function tipoId(tx: Db, modulo: string, modelo: string, label: string): Promise<number> {
  const donde = and(eq(recursoMediaTipo.modulo, modulo), eq(recursoMediaTipo.modelo, modelo), eq(recursoMediaTipo.label, label));
  // A tipo an administrator deleted still serves: the file was there before.
  const [t] = await tx
    .select({ id: recursoMediaTipo.id })
    .from(recursoMediaTipo)
    .where(donde)
    .orderBy(sql`${recursoMediaTipo.deleted_at} nulls first`, asc(recursoMediaTipo.id));
  if (t) return t.id;
  const [nuevo] = await tx.insert(recursoMediaTipo).values({ modulo, modelo, label }).returning({ id: recursoMediaTipo.id });
  return nuevo!.id;
}

export type ResultadoImportacion = { importados: number; rechazados: number };

/** Moves every pending row (those without an error); returns how many moved and how many were refused. */
export async function importarArchivosAnteriores(ctx: Ctx, log?: FastifyBaseLogger): Promise<ResultadoImportacion> {
  const r: ResultadoImportacion = { importados: 0, rechazados: 0 };
  // Walks ids upwards, so a row another instance holds is passed over rather than retried forever.
  let desde = 0;
  for (;;) {
    const [f] = await ctx.db
      .select()
      .from(recursoMediaAnterior)
      .where(and(isNull(recursoMediaAnterior.error), gt(recursoMediaAnterior.id, desde)))
      .orderBy(asc(recursoMediaAnterior.id))
      .limit(1);
    if (!f) return r;
    desde = f.id;
    const hecho = await importarUna(ctx, f, log);
    if (hecho === 'importado') r.importados++;
    else if (hecho === 'rechazado') r.rechazados++;
  }
}

type FilaAnterior = typeof recursoMediaAnterior.$inferSelect;

/**
 * One row: examined and stored outside any transaction (a thumbnail takes a while, and
 * the embedded database has one connection), then the media row written and the
 * holding row deleted together, under a row lock that only one instance gets.
 */
async function importarUna(ctx: Ctx, f: FilaAnterior, log?: FastifyBaseLogger): Promise<'importado' | 'rechazado' | 'tomada'> {
  let archivo;
  let examinado;
  try {
    archivo = await aceptable(f);
    examinado = await examinarArchivo(archivo.nombre, archivo.datos);
  } catch (e) {
    const mensaje = e instanceof AppError ? e.message : 'No se pudo leer el archivo.';
    await ctx.db.update(recursoMediaAnterior).set({ error: mensaje }).where(eq(recursoMediaAnterior.id, f.id));
    log?.warn({ id: f.id, modelo: f.modelo, modelo_id: f.modelo_id, mensaje }, 'archivo anterior no importado a media');
    return 'rechazado';
  }
  const base = `recurso_media/anteriores/${f.modelo}-${f.modelo_id}-${f.id}`;
  const clave = `${base}.${examinado.tipo.extensiones[0]}`;
  const miniaturaClave = examinado.miniatura ? `${base}-miniatura.webp` : null;
  await ctx.almacen.guardar(clave, archivo.datos);
  if (examinado.miniatura && miniaturaClave) await ctx.almacen.guardar(miniaturaClave, examinado.miniatura);
  return ctx.db.transaction(async (tx) => {
    const [tomada] = await tx
      .select({ id: recursoMediaAnterior.id })
      .from(recursoMediaAnterior)
      .where(eq(recursoMediaAnterior.id, f.id))
      .for('update', { skipLocked: true });
    // Another instance has it (or already moved it): it wrote the very same keys.
    if (!tomada) return 'tomada' as const;
    // Someone may have set a new picture before this ran: the old one then goes in as deleted (restorable), not over it.
    const tipo = await tipoId(tx, f.modulo, f.modelo, f.tipo_label);
    const [vigentes] = await tx
      .select({ n: count() })
      .from(recursoMedia)
      .where(and(eq(recursoMedia.modelo, f.modelo), eq(recursoMedia.modelo_id, f.modelo_id), eq(recursoMedia.tipo_id, tipo), isNull(recursoMedia.deleted_at)));
    const [fila] = await tx
      .insert(recursoMedia)
      .values({
        tipo_id: tipo,
        modulo: f.modulo,
        modelo: f.modelo,
        modelo_id: f.modelo_id,
        nombre: examinado.nombre,
        content_type: examinado.tipo.mime,
        tamano: archivo.datos.length,
        clave,
        miniatura_clave: miniaturaClave,
        subido_por: null,
        created_at: f.created_at,
        deleted_at: (vigentes?.n ?? 0) > 0 ? reloj.ahora() : null,
      })
      .returning({ id: recursoMedia.id });
    await auditar(tx, {
      usuarioId: null,
      entidad: 'recurso_media',
      entidadId: fila!.id,
      accion: 'importar',
      despues: { modulo: f.modulo, modelo: f.modelo, modelo_id: f.modelo_id, nombre: examinado.nombre, content_type: examinado.tipo.mime },
    });
    await tx.delete(recursoMediaAnterior).where(eq(recursoMediaAnterior.id, f.id));
    return 'importado' as const;
  });
}

/** Defines the job and enqueues it once the queue has started, only when something is waiting. */
export function programarImportacion(app: FastifyInstance, ctx: Ctx): void {
  ctx.trabajos.definir(
    TRABAJO_IMPORTACION,
    async () => {
      const r = await importarArchivosAnteriores(ctx, app.log);
      if (r.importados > 0) app.log.info(`Se pasaron ${r.importados} fotos o imágenes guardadas en la base al almacenamiento de archivos.`);
      return r;
    },
    { reintentos: 3, esperaSegundos: 60, vencimientoSegundos: 60 * 60 },
  );
  app.addHook('onReady', async () => {
    const [p] = await ctx.db.select({ n: count() }).from(recursoMediaAnterior).where(isNull(recursoMediaAnterior.error));
    if ((p?.n ?? 0) > 0) await ctx.trabajos.encolar(TRABAJO_IMPORTACION);
  });
}
