import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { estadoNovedad, type AudienciaDe } from '@worknet/domain/novedades/audiencia';
import { EVENTO_NOVEDADES } from '@worknet/domain/novedades/eventos';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { usuario, usuarioSector } from '../../platform/identidad/identidad.table';
import { miembrosDeGrupos } from '../grupos/grupos.service';
import { avisar, type Avisado, type Avisador, type AvisoPush } from '../notificaciones/avisos.service';
import { publicadaAl } from './novedades.sql';
import { novedad, novedadGrupo, novedadSector } from './novedades.table';
import * as reloj from '@worknet/domain/reloj';

// Live news: readers whose feed a change touches hear EVENTO_NOVEDADES and ask
// their feed again (queued with the change, through the notice pipeline). The event has no content, and only the item's audience gets
// it, so nothing about an item reaches someone who may not see it.

/** Who can see the item at `ahora`: its audience while it is published, or null (draft, scheduled, deleted). */
export async function alcanceDe(db: Db, id: number, ahora: Date = reloj.ahora()): Promise<AudienciaDe | null> {
  const [n] = await db
    .select({ audiencia: novedad.audiencia, publicada: novedad.publicada, fecha_publicacion: novedad.fecha_publicacion })
    .from(novedad)
    .where(and(eq(novedad.id, id), isNull(novedad.deleted_at)));
  if (!n || estadoNovedad(n, ahora) !== 'publicada') return null;
  if (n.audiencia === 'todos') return { audiencia: 'todos', sectores: [], grupos: [] };
  const [sectores, grupos] = await Promise.all([
    db.select({ id: novedadSector.sector_id }).from(novedadSector).where(eq(novedadSector.novedad_id, id)),
    db.select({ id: novedadGrupo.grupo_id }).from(novedadGrupo).where(eq(novedadGrupo.novedad_id, id)),
  ]);
  return { audiencia: n.audiencia, sectores: sectores.map((s) => s.id), grupos: grupos.map((g) => g.id) };
}

async function lectores(db: Db, alcances: AudienciaDe[]): Promise<number[] | 'todos'> {
  if (alcances.some((a) => a.audiencia === 'todos')) return 'todos';
  const sectores = [...new Set(alcances.filter((a) => a.audiencia === 'sectores').flatMap((a) => a.sectores))];
  const grupos = [...new Set(alcances.filter((a) => a.audiencia === 'grupos').flatMap((a) => a.grupos))];
  const [deSectores, deGrupos] = await Promise.all([
    sectores.length ? db.selectDistinct({ id: usuarioSector.usuario_id }).from(usuarioSector).where(inArray(usuarioSector.sector_id, sectores)) : [],
    miembrosDeGrupos(db, grupos),
  ]);
  return [...new Set([...deSectores.map((u) => u.id), ...deGrupos])];
}

/**
 * Queues, inside the change's transaction `tx`, the live notice to the readers of item `id` as
 * it is now and of `antes` (its reach before the change: an item leaving a feed matters as much
 * as one arriving), through the notice pipeline. Null when nobody can see it either way.
 */
export async function avisarLectores(ctx: Avisador, tx: Db, id: number, antes: AudienciaDe | null = null, eraImportante = false): Promise<Avisado | null> {
  const ahora = await alcanceDe(tx, id);
  const alcances = [antes, ahora].filter((a): a is AudienciaDe => a !== null);
  if (alcances.length === 0) return null;
  const quienes = await lectores(tx, alcances);
  // News marked important (pinned) is pushed once, when it reaches its readers pinned (issue 40).
  const importante = ahora !== null && !eraImportante ? await importanteVisible(tx, id) : null;
  const push: AvisoPush[] = [];
  if (importante) {
    const paraQuienes = await lectores(tx, [ahora!]);
    const ids =
      paraQuienes === 'todos'
        ? (
            await tx
              .select({ id: usuario.id })
              .from(usuario)
              .where(and(eq(usuario.activo, true), isNull(usuario.deleted_at)))
          ).map((u) => u.id)
        : paraQuienes;
    push.push({ tipo: 'novedades', usuarioIds: ids, titulo: 'Novedad importante', texto: importante.titulo, enlace: `/novedad/${id}` });
  }
  return avisar(ctx, tx, { vivo: [{ destino: quienes === 'todos' ? 'todos' : { usuarios: quienes }, evento: EVENTO_NOVEDADES }], push });
}

/** The item if it is published now and pinned (the news «marked important»), else null. */
export async function importanteVisible(db: Db, id: number): Promise<{ titulo: string } | null> {
  const [n] = await db
    .select({ titulo: novedad.titulo, fijada: novedad.fijada })
    .from(novedad)
    .where(and(eq(novedad.id, id), isNull(novedad.deleted_at)));
  return n?.fijada && (await alcanceDe(db, id)) ? { titulo: n.titulo } : null;
}

/**
 * Runs `cambio` (an edition service, given the transaction) and queues the live notice of item
 * `id` (or of the id the change returns) in that same transaction; delivered once it commits.
 */
export async function cambiarYAvisar<T>(
  ctx: Ctx,
  cambio: (tx: Db) => Promise<T>,
  id: number | ((r: T) => number),
  antes: AudienciaDe | null = null,
): Promise<T> {
  const { r, avisado } = await ctx.db.transaction(async (tx) => {
    // Whether it was already pushed as important: an edit of a pinned item is not a new push.
    const eraImportante = typeof id === 'number' && (await importanteVisible(tx, id)) !== null;
    const r = await cambio(tx);
    return { r, avisado: await avisarLectores(ctx, tx, typeof id === 'number' ? id : id(r), antes, eraImportante) };
  });
  avisado?.entregar();
  return r;
}

// A scheduled item (publicada with a date to come) goes live when its date passes, with
// no request that could announce it: a queue job each minute tells the readers of the
// items whose date came within the last VENTANA_PROGRAMADAS_MS.

export const TRABAJO_PROGRAMADAS = 'novedades_publicacion_programada';
export const CRON_PROGRAMADAS = '* * * * *';
/**
 * Two minutes for a job that runs each minute: a run a little late still covers the
 * minute before it. An item may so be announced twice, which costs its readers one
 * more reading of their feed; an item whose date passed while no instance ran is not
 * announced (its readers see it on their next reading).
 */
export const VENTANA_PROGRAMADAS_MS = 2 * 60_000;

/** Tells the readers of the items whose scheduled date came in (ahora - VENTANA, ahora]; returns how many items. */
export async function avisarProgramadasLlegadas(ctx: Ctx, ahora: Date = reloj.ahora()): Promise<number> {
  const desde = new Date(ahora.getTime() - VENTANA_PROGRAMADAS_MS);
  const filas = await ctx.db
    .select({ id: novedad.id })
    .from(novedad)
    .where(and(publicadaAl(ahora), sql`${novedad.fecha_publicacion} > ${desde}`));
  const alcances = (await Promise.all(filas.map((f) => alcanceDe(ctx.db, f.id, ahora)))).filter((a): a is AudienciaDe => a !== null);
  if (alcances.length === 0) return 0;
  const quienes = await lectores(ctx.db, alcances);
  ctx.realtime.publish(quienes === 'todos' ? 'todos' : { usuarios: quienes }, EVENTO_NOVEDADES);
  return alcances.length;
}

/** Defines the job above and runs it each minute, once across instances. */
export function programarAvisoDeProgramadas(ctx: Ctx, log: FastifyBaseLogger): void {
  ctx.trabajos.definir(
    TRABAJO_PROGRAMADAS,
    async () => {
      const avisadas = await avisarProgramadasLlegadas(ctx);
      if (avisadas > 0) log.info(`Se avisó en vivo la publicación de ${avisadas} novedades programadas.`);
      return { avisadas };
    },
    // The next minute's run covers a failed one (the window overlaps): no retries.
    { reintentos: 0, vencimientoSegundos: 60 },
  );
  ctx.trabajos.programar(TRABAJO_PROGRAMADAS, CRON_PROGRAMADAS);
}
