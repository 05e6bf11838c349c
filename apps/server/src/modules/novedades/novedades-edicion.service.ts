import { and, eq, isNull } from 'drizzle-orm';
import type { NovedadDatos, PublicarBody } from '@worknet/domain/novedades/esquemas';
import { enlaceEmbedYoutube } from '@worknet/domain/novedades/youtube';
import { auditar } from '../../platform/audit/audit';
import { nadaQueAuditar } from '../../platform/audit/auditoria-rutas';
import type { Db } from '../../platform/db/client';
import { datosInvalidos, noEncontrado } from '../../platform/http/errors';
import { existenVigentes } from '../catalogos/catalogos.service';
import { recursoMedia, recursoMediaTipo } from '../media/media.table';
import { vincularMedia } from '../media/media.service';
import { MODELO_MEDIA, TIPO_PORTADA } from './novedades-lectura.service';
import { mediaDelCuerpo, sanearCuerpo } from '../../platform/texto/html';
import { gruposVigentes } from './novedades.sql';
import { novedad, novedadGrupo, novedadSector } from './novedades.table';
import * as reloj from '@worknet/domain/reloj';

type Guardado = {
  titulo: string;
  resumen: string | null;
  cuerpo: string;
  video_url: string | null;
  portada_id: number | null;
  audiencia: NovedadDatos['audiencia'];
  sectores: number[];
  grupos: number[];
  publicada: boolean;
  fecha_publicacion: Date | null;
  fijada: boolean;
};

const unicos = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * What is stored: the body cleaned, the video as its embed link, only the
 * audience list that applies, and a publication date (published without one
 * means now; an item already published keeps its date when edited).
 */
function normalizar(d: NovedadDatos, fechaAnterior: Date | null, ahora: Date): Guardado {
  const fecha = d.fecha_publicacion ? new Date(d.fecha_publicacion) : d.publicada ? (fechaAnterior ?? ahora) : null;
  return {
    titulo: d.titulo,
    resumen: d.resumen,
    cuerpo: sanearCuerpo(d.cuerpo),
    video_url: d.video_url ? enlaceEmbedYoutube(d.video_url) : null,
    portada_id: d.portada_id,
    audiencia: d.audiencia,
    sectores: d.audiencia === 'sectores' ? unicos(d.sectores) : [],
    grupos: d.audiencia === 'grupos' ? unicos(d.grupos) : [],
    publicada: d.publicada,
    fecha_publicacion: fecha,
    fijada: d.fijada,
  };
}

async function verificarAudiencia(db: Db, g: Guardado) {
  if (g.sectores.length && !(await existenVigentes(db, 'sector', g.sectores))) {
    throw datosInvalidos('Alguno de los sectores elegidos no existe o fue eliminado.', { campos: [{ campo: 'sectores', mensaje: 'Sector inexistente' }] });
  }
  if (g.grupos.length) {
    const vigentes = new Set(await gruposVigentes(db, g.grupos));
    const faltan = g.grupos.filter((id) => !vigentes.has(id));
    if (faltan.length) {
      throw datosInvalidos(`No existen los grupos: ${faltan.join(', ')}.`, { campos: [{ campo: 'grupos', mensaje: 'Grupo inexistente' }] });
    }
  }
}

/** The cover must be an existing image uploaded as 'Portada': checked first, since the row refers to it. */
async function verificarPortada(tx: Db, portadaId: number | null) {
  if (portadaId === null) return;
  const [p] = await tx
    .select({ content_type: recursoMedia.content_type, tipo: recursoMediaTipo.label })
    .from(recursoMedia)
    .innerJoin(recursoMediaTipo, eq(recursoMediaTipo.id, recursoMedia.tipo_id))
    .where(eq(recursoMedia.id, portadaId));
  if (!p || p.tipo !== TIPO_PORTADA || !p.content_type.startsWith('image/')) {
    throw datosInvalidos('La portada debe ser una imagen subida como portada de la novedad.', {
      campos: [{ campo: 'portada_id', mensaje: 'Portada inválida' }],
    });
  }
}

async function guardarRelaciones(tx: Db, id: number, g: Guardado) {
  await tx.delete(novedadSector).where(eq(novedadSector.novedad_id, id));
  await tx.delete(novedadGrupo).where(eq(novedadGrupo.novedad_id, id));
  if (g.sectores.length) await tx.insert(novedadSector).values(g.sectores.map((s) => ({ novedad_id: id, sector_id: s })));
  if (g.grupos.length) await tx.insert(novedadGrupo).values(g.grupos.map((gr) => ({ novedad_id: id, grupo_id: gr })));
}

/** Cover, attachments and body images are the editor's uploads (or already this item's). */
async function vincular(tx: Db, id: number, g: Guardado, adjuntos: number[], usuarioId: number) {
  const ids = [...(g.portada_id ? [g.portada_id] : []), ...adjuntos, ...mediaDelCuerpo(g.cuerpo)];
  await vincularMedia(tx, { ids, modelo: MODELO_MEDIA, modeloId: id, usuarioId });
}

const columnas = (g: Guardado) => ({
  titulo: g.titulo,
  resumen: g.resumen,
  cuerpo: g.cuerpo,
  video_url: g.video_url,
  portada_id: g.portada_id,
  audiencia: g.audiencia,
  publicada: g.publicada,
  fecha_publicacion: g.fecha_publicacion,
  fijada: g.fijada,
});

export async function crearNovedad(db: Db, autorId: number, datos: NovedadDatos): Promise<number> {
  const g = normalizar(datos, null, reloj.ahora());
  await verificarAudiencia(db, g);
  return db.transaction(async (tx) => {
    await verificarPortada(tx, g.portada_id);
    const [n] = await tx
      .insert(novedad)
      .values({ ...columnas(g), autor_id: autorId })
      .returning({ id: novedad.id });
    await guardarRelaciones(tx, n!.id, g);
    await vincular(tx, n!.id, g, datos.adjuntos, autorId);
    await auditar(tx, { usuarioId: autorId, entidad: 'novedad', entidadId: n!.id, accion: 'crear', despues: { ...g, adjuntos: datos.adjuntos } });
    return n!.id;
  });
}

async function vigente(db: Db, id: number) {
  const [n] = await db
    .select()
    .from(novedad)
    .where(and(eq(novedad.id, id), isNull(novedad.deleted_at)));
  if (!n) throw noEncontrado('La novedad no existe.');
  const [sectores, grupos] = await Promise.all([
    db.select({ id: novedadSector.sector_id }).from(novedadSector).where(eq(novedadSector.novedad_id, id)),
    db.select({ id: novedadGrupo.grupo_id }).from(novedadGrupo).where(eq(novedadGrupo.novedad_id, id)),
  ]);
  return { ...n, sectores: unicos(sectores.map((s) => s.id)), grupos: unicos(grupos.map((x) => x.id)) };
}

/** The fields the audit log keeps of an item. */
const foto = (n: Awaited<ReturnType<typeof vigente>>) => ({
  titulo: n.titulo,
  resumen: n.resumen,
  cuerpo: n.cuerpo,
  video_url: n.video_url,
  portada_id: n.portada_id,
  audiencia: n.audiencia,
  sectores: n.sectores,
  grupos: n.grupos,
  publicada: n.publicada,
  fecha_publicacion: n.fecha_publicacion,
  fijada: n.fijada,
});

export async function actualizarNovedad(db: Db, actorId: number, id: number, datos: NovedadDatos): Promise<void> {
  const antes = await vigente(db, id);
  const g = normalizar(datos, antes.publicada ? antes.fecha_publicacion : null, reloj.ahora());
  await verificarAudiencia(db, g);
  await db.transaction(async (tx) => {
    await verificarPortada(tx, g.portada_id);
    const cambiada = await tx
      .update(novedad)
      .set({ ...columnas(g), updated_at: reloj.ahora() })
      .where(and(eq(novedad.id, id), isNull(novedad.deleted_at)))
      .returning({ id: novedad.id });
    if (cambiada.length === 0) throw noEncontrado('La novedad no existe.');
    await guardarRelaciones(tx, id, g);
    await vincular(tx, id, g, datos.adjuntos, actorId);
    await auditar(tx, {
      usuarioId: actorId,
      entidad: 'novedad',
      entidadId: id,
      accion: 'editar',
      antes: foto(antes),
      despues: { ...g, adjuntos: datos.adjuntos },
    });
  });
}

/** Soft delete: it leaves every feed at once; its files stay for the record. */
export async function eliminarNovedad(db: Db, actorId: number, id: number): Promise<void> {
  const antes = await vigente(db, id);
  await db.transaction(async (tx) => {
    const borrada = await tx
      .update(novedad)
      .set({ deleted_at: reloj.ahora() })
      .where(and(eq(novedad.id, id), isNull(novedad.deleted_at)))
      .returning({ id: novedad.id });
    if (borrada.length === 0) throw noEncontrado('La novedad no existe.');
    await auditar(tx, { usuarioId: actorId, entidad: 'novedad', entidadId: id, accion: 'eliminar', antes: foto(antes) });
  });
}

/**
 * PUT novedad/{id}/publicar. Publishing without a date publishes now; a future
 * date schedules it. Unpublishing turns it back into a draft and keeps the date.
 */
export async function publicarNovedad(db: Db, actorId: number, id: number, b: PublicarBody): Promise<void> {
  const antes = await vigente(db, id);
  const cambios = b.publicada
    ? { publicada: true, fecha_publicacion: b.fecha_publicacion ? new Date(b.fecha_publicacion) : reloj.ahora() }
    : { publicada: false, fecha_publicacion: b.fecha_publicacion ? new Date(b.fecha_publicacion) : antes.fecha_publicacion };
  await db.transaction(async (tx) => {
    await tx
      .update(novedad)
      .set({ ...cambios, updated_at: reloj.ahora() })
      .where(eq(novedad.id, id));
    await auditar(tx, {
      usuarioId: actorId,
      entidad: 'novedad',
      entidadId: id,
      accion: b.publicada ? 'publicar' : 'despublicar',
      antes: { publicada: antes.publicada, fecha_publicacion: antes.fecha_publicacion },
      despues: cambios,
    });
  });
}

/** PUT novedad/{id}/fijar: pinned items head the feed. */
export async function fijarNovedad(db: Db, actorId: number, id: number, fijada: boolean): Promise<void> {
  const antes = await vigente(db, id);
  if (antes.fijada === fijada) return nadaQueAuditar();
  await db.transaction(async (tx) => {
    await tx.update(novedad).set({ fijada, updated_at: reloj.ahora() }).where(eq(novedad.id, id));
    await auditar(tx, {
      usuarioId: actorId,
      entidad: 'novedad',
      entidadId: id,
      accion: fijada ? 'fijar' : 'desfijar',
      antes: { fijada: antes.fijada },
      despues: { fijada },
    });
  });
}
