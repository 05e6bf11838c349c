import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FiltroBorrado, ActualizarMediaBody, MediaPorModeloQuery, SubidaMediaCampos, TiposMediaQuery } from '@worknet/domain/media/esquemas';
import { esImagen } from '@worknet/domain/media/archivos';
import type { TipoMedia, UrlsMedia } from '@worknet/domain/media/item';
import { auditar } from '../../platform/audit/audit';
import { nadaQueAuditar } from '../../platform/audit/auditoria-rutas';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { enteros } from '../../platform/db/sql';
import { ordenTexto } from '../../platform/db/texto';
import { datosInvalidos, noEncontrado, prohibido } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { reglasOError } from './media.acceso';
import { examinarArchivo } from './media.archivo';
import { aItem, filaPorId, seleccionarItems, urlsDe, type ItemMedia } from './media.items';
import { recursoMedia, recursoMediaTipo } from './media.table';
import * as reloj from '@worknet/domain/reloj';

const condicionBorrado = (col: typeof recursoMedia.deleted_at | typeof recursoMediaTipo.deleted_at, f: FiltroBorrado): SQL | undefined =>
  f === 'null' ? isNull(col) : f === 'true' ? isNotNull(col) : undefined;

/** GET recurso_media_tipos: sorted by label as a person reads it. */
export async function listarTipos(db: Db, q: TiposMediaQuery): Promise<TipoMedia[]> {
  return db
    .select({ id: recursoMediaTipo.id, label: recursoMediaTipo.label, modulo: recursoMediaTipo.modulo, modelo: recursoMediaTipo.modelo })
    .from(recursoMediaTipo)
    .where(
      and(
        condicionBorrado(recursoMediaTipo.deleted_at, q.deleted_at),
        q.modulo ? eq(recursoMediaTipo.modulo, q.modulo) : undefined,
        q.modelo ? eq(recursoMediaTipo.modelo, q.modelo) : undefined,
      ),
    )
    .orderBy(asc(ordenTexto(recursoMediaTipo.label)), asc(recursoMediaTipo.id));
}

async function tipoDe(db: Db, id: number, modulo: string, modelo: string) {
  const [t] = await db
    .select()
    .from(recursoMediaTipo)
    .where(and(eq(recursoMediaTipo.id, id), isNull(recursoMediaTipo.deleted_at)));
  if (!t) throw datosInvalidos(`No existe el tipo de recurso ${id}.`, { campos: [{ campo: 'tipo_id', mensaje: 'Tipo inexistente' }] });
  if (t.modulo !== modulo || t.modelo !== modelo) {
    throw datosInvalidos(`El tipo «${t.label}» no corresponde a ${modulo}/${modelo}.`, { campos: [{ campo: 'tipo_id', mensaje: 'Tipo de otro modelo' }] });
  }
  return t;
}

/**
 * POST recurso_media_worknet. Bytes are stored first and the row written after;
 * if anything fails the stored bytes are removed, so there is never a row
 * without its file nor a file without its row.
 */
export async function subirMedia(ctx: Ctx, u: Principal, c: SubidaMediaCampos, archivo: { nombre: string; datos: Buffer }): Promise<ItemMedia> {
  const reglas = reglasOError(c.modelo, c.modulo);
  const tipo = await tipoDe(ctx.db, c.tipo_id, c.modulo, c.modelo);
  const modeloId = c.modelo_id ?? null;
  if (!(await reglas.puedeEditar(ctx, u, modeloId))) throw prohibido('No tiene permiso para adjuntar archivos a este registro.');
  if (modeloId !== null && !(await reglas.existe(ctx, modeloId))) {
    throw noEncontrado(`No existe el registro ${modeloId} de ${c.modelo} al que se quiere adjuntar el archivo.`);
  }
  const ex = await examinarArchivo(archivo.nombre, archivo.datos);

  const hoy = reloj.ahora();
  const base = `recurso_media/${hoy.getUTCFullYear()}/${String(hoy.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
  const clave = `${base}.${ex.tipo.extensiones[0]}`;
  const miniaturaClave = ex.miniatura ? `${base}-miniatura.webp` : null;
  const guardadas: string[] = [];
  try {
    await ctx.almacen.guardar(clave, archivo.datos);
    guardadas.push(clave);
    if (ex.miniatura && miniaturaClave) {
      await ctx.almacen.guardar(miniaturaClave, ex.miniatura);
      guardadas.push(miniaturaClave);
    }
    const id = await ctx.db.transaction(async (tx) => {
      const [fila] = await tx
        .insert(recursoMedia)
        .values({
          tipo_id: tipo.id,
          modulo: c.modulo,
          modelo: c.modelo,
          modelo_id: c.modelo_id ?? null,
          nombre: ex.nombre,
          descripcion: c.descripcion || null,
          content_type: ex.tipo.mime,
          tamano: archivo.datos.length,
          clave,
          miniatura_clave: miniaturaClave,
          orden: c.orden,
          subido_por: u.id,
        })
        .returning({ id: recursoMedia.id });
      await auditar(tx, {
        usuarioId: u.id,
        entidad: 'recurso_media',
        entidadId: fila!.id,
        accion: 'crear',
        despues: {
          modulo: c.modulo,
          modelo: c.modelo,
          modelo_id: c.modelo_id ?? null,
          nombre: ex.nombre,
          content_type: ex.tipo.mime,
          tamano: archivo.datos.length,
        },
      });
      return fila!.id;
    });
    return aItem(ctx.config.jwtSecret, (await filaPorId(ctx.db, id))!);
  } catch (e) {
    await Promise.allSettled(guardadas.map((k) => ctx.almacen.borrar(k)));
    throw e;
  }
}

/**
 * GET recurso_media_by_model/{modelo_id}: the record's files. Who may call it is the route's
 * rule (archivosDeRegistroVisible: whoever may see the record; deleted files, its editors).
 */
export async function listarPorModelo(ctx: Ctx, modeloId: number, q: MediaPorModeloQuery): Promise<ItemMedia[]> {
  const filas = await seleccionarItems(ctx.db)
    .where(and(eq(recursoMedia.modelo, q.modelo), eq(recursoMedia.modelo_id, modeloId), condicionBorrado(recursoMedia.deleted_at, q.deleted_at)))
    .orderBy(asc(recursoMedia.orden), asc(recursoMedia.id));
  return filas.map((f) => aItem(ctx.config.jwtSecret, f));
}

/**
 * PUT recurso_media_worknet/{id}: description, order, tipo; deleted_at non-null deletes, null
 * restores. Who may call it is the route's rule (archivoEditable).
 */
export async function actualizarMedia(ctx: Ctx, u: Principal, id: number, b: ActualizarMediaBody): Promise<ItemMedia> {
  const antes = await filaPorId(ctx.db, id);
  if (!antes) throw noEncontrado(`No existe el archivo ${id}.`);
  if (b.tipo_id !== undefined && b.tipo_id !== antes.tipo_id) await tipoDe(ctx.db, b.tipo_id, antes.modulo, antes.modelo);
  const cambios: Partial<typeof recursoMedia.$inferInsert> = {};
  if (b.descripcion !== undefined) cambios.descripcion = b.descripcion || null;
  if (b.orden !== undefined) cambios.orden = b.orden;
  if (b.tipo_id !== undefined) cambios.tipo_id = b.tipo_id;
  let accion = 'editar';
  if (b.deleted_at === null && antes.deleted_at) {
    cambios.deleted_at = null;
    accion = 'restaurar';
  } else if (b.deleted_at && !antes.deleted_at) {
    cambios.deleted_at = reloj.ahora();
    accion = 'eliminar';
  }
  if (Object.keys(cambios).length === 0) {
    nadaQueAuditar();
    return aItem(ctx.config.jwtSecret, antes);
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(recursoMedia)
      .set({ ...cambios, updated_at: reloj.ahora() })
      .where(eq(recursoMedia.id, id));
    const previos = { descripcion: antes.descripcion, orden: antes.orden, tipo_id: antes.tipo_id, deleted_at: antes.deleted_at };
    await auditar(tx, { usuarioId: u.id, entidad: 'recurso_media', entidadId: id, accion, antes: previos, despues: { ...previos, ...cambios } });
  });
  return aItem(ctx.config.jwtSecret, (await filaPorId(ctx.db, id))!);
}

/**
 * For other modules, inside their transaction: attaches files to a record. Each
 * id must be the caller's own draft upload of the same modelo, or already be
 * attached to this very record; anything else fails the whole call (400).
 */
export async function vincularMedia(tx: Db, p: { ids: number[]; modelo: string; modeloId: number; usuarioId: number }): Promise<void> {
  const ids = [...new Set(p.ids)];
  if (ids.length === 0) return;
  // One statement: two records cannot both take the same draft.
  const tomados = await tx
    .update(recursoMedia)
    .set({
      modelo_id: p.modeloId,
      updated_at: sql`case when ${recursoMedia.modelo_id} is null then ${reloj.ahora()}::timestamptz else ${recursoMedia.updated_at} end`,
    })
    .where(
      and(
        inArray(recursoMedia.id, ids),
        eq(recursoMedia.modelo, p.modelo),
        isNull(recursoMedia.deleted_at),
        or(eq(recursoMedia.modelo_id, p.modeloId), and(isNull(recursoMedia.modelo_id), eq(recursoMedia.subido_por, p.usuarioId))),
      ),
    )
    .returning({ id: recursoMedia.id });
  if (tomados.length !== ids.length) {
    const ok = new Set(tomados.map((t) => t.id));
    const malos = ids.filter((i) => !ok.has(i));
    throw datosInvalidos(
      `${malos.length === 1 ? 'El archivo' : 'Los archivos'} ${malos.join(', ')} no existe${malos.length === 1 ? '' : 'n'} o no se puede${malos.length === 1 ? '' : 'n'} adjuntar a este registro.`,
      { campos: [{ campo: 'media', mensaje: 'Archivos ajenos o inexistentes' }], ids: malos },
    );
  }
}

/**
 * The current files of several records of one modelo, in one query, ordered by
 * orden and id. Call it only for records the user may see: the answers carry
 * signed links.
 */
export async function mediaDeModelos(ctx: Ctx, modelo: string, modeloIds: number[]): Promise<Map<number, ItemMedia[]>> {
  const mapa = new Map<number, ItemMedia[]>();
  const ids = [...new Set(modeloIds)];
  if (ids.length === 0) return mapa;
  const filas = await seleccionarItems(ctx.db)
    .where(and(eq(recursoMedia.modelo, modelo), inArray(recursoMedia.modelo_id, ids), isNull(recursoMedia.deleted_at)))
    .orderBy(asc(recursoMedia.orden), asc(recursoMedia.id));
  for (const f of filas) {
    const lista = mapa.get(f.modelo_id!) ?? [];
    lista.push(aItem(ctx.config.jwtSecret, f));
    mapa.set(f.modelo_id!, lista);
  }
  return mapa;
}

/** Signed links of one file (null when it does not exist or was deleted). Same caveat as mediaDeModelos. */
export async function urlsDeMedia(ctx: Ctx, id: number, sesion?: string): Promise<UrlsMedia | null> {
  const [f] = await ctx.db
    .select({ id: recursoMedia.id, miniatura_clave: recursoMedia.miniatura_clave, deleted_at: recursoMedia.deleted_at })
    .from(recursoMedia)
    .where(and(eq(recursoMedia.id, id), isNull(recursoMedia.deleted_at)));
  return f ? urlsDe(ctx.config.jwtSecret, f, sesion) : null;
}

/**
 * The newest current file of one tipo of a record (e.g. the photo of a persona),
 * or null. Same caveat as mediaDeModelos: only for who may see the record.
 */
export async function ultimoDeTipo(ctx: Ctx, modelo: string, modeloId: number, tipoLabel: string): Promise<ItemMedia | null> {
  const [f] = await seleccionarItems(ctx.db)
    .where(and(eq(recursoMedia.modelo, modelo), eq(recursoMedia.modelo_id, modeloId), eq(recursoMediaTipo.label, tipoLabel), isNull(recursoMedia.deleted_at)))
    .orderBy(desc(recursoMedia.id))
    .limit(1);
  return f ? aItem(ctx.config.jwtSecret, f) : null;
}

/**
 * For a record with one file of a tipo (a photo), inside the caller's transaction:
 * attaches `id` like vincularMedia, checks it is an image of that tipo (400 with
 * `mensaje` otherwise) and deletes (soft, audited, restorable) the record's other
 * current files of the tipo.
 */
export async function reemplazarImagen(
  tx: Db,
  p: { id: number; modelo: string; modeloId: number; tipoLabel: string; usuarioId: number; mensaje: string },
): Promise<void> {
  await vincularMedia(tx, { ids: [p.id], modelo: p.modelo, modeloId: p.modeloId, usuarioId: p.usuarioId });
  const [f] = await seleccionarItems(tx).where(eq(recursoMedia.id, p.id));
  if (!f || f.tipo_label !== p.tipoLabel || !esImagen(f.content_type)) {
    throw datosInvalidos(p.mensaje, { campos: [{ campo: 'media_id', mensaje: p.mensaje }] });
  }
  const otros = await tx
    .update(recursoMedia)
    .set({ deleted_at: reloj.ahora(), updated_at: reloj.ahora() })
    .where(
      and(
        eq(recursoMedia.modelo, p.modelo),
        eq(recursoMedia.modelo_id, p.modeloId),
        eq(recursoMedia.tipo_id, f.tipo_id),
        ne(recursoMedia.id, p.id),
        isNull(recursoMedia.deleted_at),
      ),
    )
    .returning({ id: recursoMedia.id, nombre: recursoMedia.nombre });
  for (const o of otros) {
    await auditar(tx, {
      usuarioId: p.usuarioId,
      entidad: 'recurso_media',
      entidadId: o.id,
      accion: 'eliminar',
      antes: { nombre: o.nombre, reemplazado_por: p.id },
    });
  }
}

/**
 * For other modules, inside their transaction: moves the current files of records of one
 * modelo to records of another (e.g. a cart line's file to the order line made from it),
 * in one statement. `pares` maps each old record id to its new one.
 */
export async function reasignarMedia(tx: Db, p: { deModelo: string; aModelo: string; pares: { de: number; a: number }[] }): Promise<void> {
  if (p.pares.length === 0) return;
  await tx.execute(sql`
    update recurso_media r set modelo = ${p.aModelo}, modelo_id = m.a, updated_at = ${reloj.ahora()}
      from (select unnest(${enteros(p.pares.map((x) => x.de))}) as de, unnest(${enteros(p.pares.map((x) => x.a))}) as a) m
     where r.modelo = ${p.deModelo} and r.modelo_id = m.de and r.deleted_at is null`);
}

/** For other modules, inside their transaction: soft-deletes the current files of records that are gone. */
export async function eliminarMediaDe(tx: Db, modelo: string, modeloIds: number[]): Promise<void> {
  if (modeloIds.length === 0) return;
  await tx
    .update(recursoMedia)
    .set({ deleted_at: reloj.ahora(), updated_at: reloj.ahora() })
    .where(and(eq(recursoMedia.modelo, modelo), inArray(recursoMedia.modelo_id, modeloIds), isNull(recursoMedia.deleted_at)));
}
