import { and, eq, inArray, isNull } from 'drizzle-orm';
import { estadoNovedad, type AudienciaDe } from '@worknet/domain/novedades/audiencia';
import { EVENTO_NOVEDADES } from '@worknet/domain/novedades/eventos';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { usuarioSector } from '../../platform/identidad/identidad.table';
import { miembrosDeGrupos } from '../grupos/grupos.service';
import { novedad, novedadGrupo, novedadSector } from './novedades.table';

// Live news: readers whose feed a change touches hear EVENTO_NOVEDADES and ask
// their feed again. The event has no content, and only the item's audience gets
// it, so nothing about an item reaches someone who may not see it.

/** Who can see the item now: its audience while it is published, or null (draft, scheduled, deleted). */
export async function alcanceDe(db: Db, id: number): Promise<AudienciaDe | null> {
  const [n] = await db
    .select({ audiencia: novedad.audiencia, publicada: novedad.publicada, fecha_publicacion: novedad.fecha_publicacion })
    .from(novedad)
    .where(and(eq(novedad.id, id), isNull(novedad.deleted_at)));
  if (!n || estadoNovedad(n) !== 'publicada') return null;
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
 * After the answer has gone out, tells the readers of item `id` as it is now and
 * of `antes` (its reach before the change: an item leaving a feed matters as much
 * as one arriving). A failure is logged and never undoes the change already saved.
 */
export function avisarLectores(ctx: Ctx, id: number, antes: AudienciaDe | null = null): void {
  ctx.despues.lanzar('aviso en vivo de novedades', async () => {
    const alcances = [antes, await alcanceDe(ctx.db, id)].filter((a): a is AudienciaDe => a !== null);
    if (alcances.length === 0) return;
    const quienes = await lectores(ctx.db, alcances);
    ctx.realtime.publish(quienes === 'todos' ? 'todos' : { usuarios: quienes }, EVENTO_NOVEDADES);
  });
}
