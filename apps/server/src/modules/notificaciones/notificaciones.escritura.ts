import type { NotificacionNueva } from '@worknet/domain/notificaciones/esquemas';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { reglaDeNegocio } from '../../platform/http/errors';
import { insertarDestinatarios } from './audiencia';
import { notificacion, notificacionAudiencia } from './notificaciones.table';

/**
 * Stores a notification with its audience and its recipients (fixed now) inside `tx`, and audits
 * it. The audience's ids were checked before (verificarAudiencia). An audience that reaches
 * nobody is refused, thrown inside the transaction so nothing of the notification stays.
 */
export async function escribirNotificacion(tx: Db, autorId: number, d: NotificacionNueva) {
  const [n] = await tx
    .insert(notificacion)
    .values({ titulo: d.titulo, texto: d.texto, enlace: d.enlace, audiencia: d.audiencia, autor_id: autorId })
    .returning({ id: notificacion.id, created_at: notificacion.created_at });
  if (d.ids.length) await tx.insert(notificacionAudiencia).values(d.ids.map((ref_id) => ({ notificacion_id: n!.id, ref_id })));
  const destinatarios = await insertarDestinatarios(tx, n!.id, d.audiencia, d.ids);
  if (destinatarios.length === 0) throw reglaDeNegocio('La audiencia elegida no alcanza a ningún usuario activo: la notificación no se envió.');
  await auditar(tx, {
    usuarioId: autorId,
    entidad: 'notificacion',
    entidadId: n!.id,
    accion: 'crear',
    despues: { titulo: d.titulo, enlace: d.enlace, audiencia: d.audiencia, ids: d.ids, destinatarios: destinatarios.length },
  });
  return { id: n!.id, created_at: n!.created_at, destinatarios };
}
