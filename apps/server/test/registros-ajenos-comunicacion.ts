import { and, eq } from 'drizzle-orm';
import { recursoMedia, recursoMediaTipo } from '../src/modules/media/media.table';
import { novedad, novedadSector } from '../src/modules/novedades/novedades.table';
import { enviarNotificacion } from '../src/modules/notificaciones/notificaciones.service';
import type { Prueba } from './app-de-prueba';
import type { UsuarioDePrueba } from './factories';
import type { FabricaAjena } from './registros-ajenos';

// The other person's records of notifications, news and media (see registros-ajenos.ts).

/** A published news item for the sector of `dueno` only: the caller (another sector, no role) cannot read it. */
async function novedadDe(t: Prueba, dueno: UsuarioDePrueba): Promise<number> {
  const db = t.database.db;
  const [n] = await db
    .insert(novedad)
    .values({ titulo: 'Sólo para su sector', audiencia: 'sectores', publicada: true, fecha_publicacion: new Date(Date.now() - 60_000), autor_id: dueno.id })
    .returning({ id: novedad.id });
  await db.insert(novedadSector).values({ novedad_id: n!.id, sector_id: dueno.sectores[0]! });
  return n!.id;
}

/** A file attached to that news item (only news editors change it). */
async function archivoDe(t: Prueba, dueno: UsuarioDePrueba): Promise<number> {
  const db = t.database.db;
  const modeloId = await novedadDe(t, dueno);
  const cond = and(eq(recursoMediaTipo.modulo, 'novedades'), eq(recursoMediaTipo.modelo, 'novedad'), eq(recursoMediaTipo.label, 'Adjunto'));
  const [tipo] = (await db.select({ id: recursoMediaTipo.id }).from(recursoMediaTipo).where(cond)).length
    ? await db.select({ id: recursoMediaTipo.id }).from(recursoMediaTipo).where(cond)
    : await db.insert(recursoMediaTipo).values({ label: 'Adjunto', modulo: 'novedades', modelo: 'novedad' }).returning({ id: recursoMediaTipo.id });
  const [m] = await db
    .insert(recursoMedia)
    .values({
      tipo_id: tipo!.id,
      modulo: 'novedades',
      modelo: 'novedad',
      modelo_id: modeloId,
      nombre: 'ajeno.pdf',
      content_type: 'application/pdf',
      tamano: 1,
      clave: 'recurso_media/ajeno.pdf',
      subido_por: dueno.id,
    })
    .returning({ id: recursoMedia.id });
  return m!.id;
}

export const AJENOS_COMUNICACION: Record<string, FabricaAjena> = {
  /** A notification sent to `dueno` only (log_notificacion_push reads its id in the query). */
  'notificación recibida': async (t, dueno) => {
    const { id } = await enviarNotificacion({ db: t.database.db }, dueno.id, {
      titulo: 'Sólo para el dueño',
      texto: 'Texto',
      enlace: null,
      audiencia: 'usuarios',
      ids: [dueno.id],
    });
    return { id, query: { id } };
  },
  'novedad visible para el lector, o novedades.novedad.editar': async (t, dueno) => ({ id: await novedadDe(t, dueno) }),
  'archivos de un registro que puede ver': async (t, dueno) => ({ id: await novedadDe(t, dueno), query: { modelo: 'novedad', modulo: 'novedades' } }),
  'archivo de un registro que puede editar': async (t, dueno) => ({ id: await archivoDe(t, dueno), body: { descripcion: 'ajena' } }),
};
