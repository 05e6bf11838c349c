import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { esVisiblePara, estadoNovedad, type Lector } from '@worknet/domain/novedades/audiencia';
import { truncar } from '@worknet/domain/novedades/texto';
import type { novedadDetalle, novedadTarjeta } from '@worknet/domain/novedades/respuestas';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { paginar } from '../../platform/db/pagina';
import { noEncontrado } from '../../platform/http/errors';
import { gruposQueAlcanzan } from '../grupos/grupos.service';
import type { Principal } from '../../platform/identidad/principal';
import { usuario } from '../../platform/identidad/identidad.table';
import { mediaDeModelos } from '../media/media.service';
import { cuerpoParaLeer, mediaDelCuerpo, textoDelCuerpo } from '../../platform/texto/html';
import { audienciasDe, gruposDestinatarios, paraLector, publicadaAl } from './novedades.sql';
import { novedad, novedadGrupo, novedadSector } from './novedades.table';
import * as reloj from '@worknet/domain/reloj';

export const PERMISO_EDITAR = 'novedades.novedad.editar';
export const MODELO_MEDIA = 'novedad';
export const TIPO_PORTADA = 'Portada';
export const TIPO_ADJUNTO = 'Adjunto';

export const esEditor = (u: Principal) => u.permisos.has(PERMISO_EDITAR);

// Only these many characters of a body are read to write a missing summary.
const CUERPO_PARA_RESUMEN = 4_000;

/** The reader's sectors and, among the candidate groups (ids or a query), those that reach them. */
async function lectorDe(db: Db, u: Principal, candidatos: number[] | SQL): Promise<Lector> {
  return { sectores: u.sector.map((s) => s.id), grupos: await gruposQueAlcanzan(db, u.id, candidatos) };
}

/**
 * GET novedades: the items meant for the user that are published and whose
 * date has come; pinned first, then newest. Covers come in one media query.
 */
export async function feed(ctx: Ctx, u: Principal, q: { skip: number; limit: number }): Promise<{ filas: z.output<typeof novedadTarjeta>[]; total: number }> {
  const ahora = reloj.ahora();
  // Each query is a round trip, the feed's main cost: the candidate groups are a
  // sub-query of the membership query, and the page and its total go at once (paginar).
  const lector = await lectorDe(ctx.db, u, gruposDestinatarios);
  const where = and(publicadaAl(ahora), paraLector(lector));
  const { filas, total } = await paginar(
    ctx.db,
    () =>
      ctx.db
        .select({
          id: novedad.id,
          titulo: novedad.titulo,
          resumen: novedad.resumen,
          inicio_cuerpo: sql<string>`case when ${novedad.resumen} is null then left(${novedad.cuerpo}, ${CUERPO_PARA_RESUMEN}) else '' end`,
          video_url: novedad.video_url,
          portada_id: novedad.portada_id,
          audiencia: novedad.audiencia,
          fecha_publicacion: novedad.fecha_publicacion,
          created_at: novedad.created_at,
          fijada: novedad.fijada,
        })
        .from(novedad)
        .where(where)
        .$dynamic(),
    // Exactly novedad_feed_idx's order (nulls included), so the page is read off the index.
    [sql`${novedad.fijada} desc nulls last, ${novedad.fecha_publicacion} desc nulls last, ${novedad.id} desc nulls last`],
    q,
  );
  const [audiencias, media] = await Promise.all([
    audienciasDe(ctx.db, filas),
    mediaDeModelos(
      ctx,
      MODELO_MEDIA,
      filas.filter((f) => f.portada_id !== null).map((f) => f.id),
    ),
  ]);
  return {
    filas: filas.map((f) => {
      const portada = media.get(f.id)?.find((m) => m.id === f.portada_id);
      return {
        id: f.id,
        titulo: f.titulo,
        resumen: truncar(f.resumen ?? textoDelCuerpo(f.inicio_cuerpo)),
        video_url: f.video_url,
        portada: portada
          ? { id: portada.id, url: portada.url, miniatura_url: portada.miniatura_url, mediana_url: portada.mediana_url, descripcion: portada.descripcion }
          : null,
        fecha_publicacion: f.fecha_publicacion ?? f.created_at,
        fijada: f.fijada,
        audiencia: audiencias.get(f.id)!,
      };
    }),
    total,
  };
}

async function cabecera(db: Db, id: number) {
  const [n] = await db
    .select()
    .from(novedad)
    .where(and(eq(novedad.id, id), isNull(novedad.deleted_at)));
  return n;
}

/** A news item that is not deleted (files can be attached to it). */
export const existeNovedad = async (db: Db, id: number) => (await cabecera(db, id)) !== undefined;

/** Whether a reader may see the item now (editors see every item that is not deleted). */
async function visibleParaLector(db: Db, u: Principal, n: typeof novedad.$inferSelect): Promise<boolean> {
  const [sectores, grupos] = await Promise.all([
    db.select({ id: novedadSector.sector_id }).from(novedadSector).where(eq(novedadSector.novedad_id, n.id)),
    db.select({ id: novedadGrupo.grupo_id }).from(novedadGrupo).where(eq(novedadGrupo.novedad_id, n.id)),
  ]);
  const audiencia = { audiencia: n.audiencia, sectores: sectores.map((s) => s.id), grupos: grupos.map((g) => g.id) };
  const lector = await lectorDe(db, u, n.audiencia === 'grupos' ? audiencia.grupos : []);
  return esVisiblePara({ ...n, ...audiencia, borrada: n.deleted_at !== null }, lector);
}

/** The media rule of 'novedad': who may see the item may see its files. */
export async function puedeVerNovedad(ctx: Ctx, u: Principal, id: number): Promise<boolean> {
  const n = await cabecera(ctx.db, id);
  if (!n) return false;
  return esEditor(u) || visibleParaLector(ctx.db, u, n);
}

const NO_DISPONIBLE = 'La novedad no existe o no está disponible.';

/**
 * GET novedad/{id}. Who may read it is the route's rule (novedadVisible: a reader, the
 * items meant for them now; an editor, any); here only a deleted or missing item is a 404.
 */
export async function obtenerNovedad(ctx: Ctx, u: Principal, id: number): Promise<z.output<typeof novedadDetalle>> {
  const n = await cabecera(ctx.db, id);
  if (!n) throw noEncontrado(NO_DISPONIBLE);
  const [audiencias, media, [autor]] = await Promise.all([
    audienciasDe(ctx.db, [n]),
    mediaDeModelos(ctx, MODELO_MEDIA, [n.id]),
    ctx.db.select({ id: usuario.id, nombre: usuario.nombre_completo }).from(usuario).where(eq(usuario.id, n.autor_id)),
  ]);
  const archivos = media.get(n.id) ?? [];
  const enCuerpo = new Set(mediaDelCuerpo(n.cuerpo));
  return {
    id: n.id,
    titulo: n.titulo,
    resumen: n.resumen,
    cuerpo: cuerpoParaLeer(n.cuerpo, new Map(archivos.map((m) => [m.id, m.url]))),
    video_url: n.video_url,
    portada: archivos.find((m) => m.id === n.portada_id) ?? null,
    adjuntos: archivos.filter((m) => m.id !== n.portada_id && m.tipo.label === TIPO_ADJUNTO && !enCuerpo.has(m.id)),
    audiencia: audiencias.get(n.id)!,
    publicada: n.publicada,
    fecha_publicacion: n.fecha_publicacion,
    estado: estadoNovedad(n),
    fijada: n.fijada,
    autor: autor ?? { id: n.autor_id, nombre: '' },
    created_at: n.created_at,
    updated_at: n.updated_at,
  };
}
