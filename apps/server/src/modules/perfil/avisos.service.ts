import { sql } from 'drizzle-orm';
import { enlaceDe } from '@worknet/domain/notificaciones/enlace';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';

// «Mi perfil» preference `correo_notificaciones`: each notification that reaches a user's bell
// is also e-mailed to them. Who gets one is read inside the notification's transaction (the
// recipients it just stored); the mails go through the outbox (ctx.mailer) after it commits.

export type Aviso = { para: string; nombre: string };
/** What sending the e-mails needs from the app (seeds send notifications without it: no e-mail). */
export type AvisadorPorCorreo = Pick<Ctx, 'mailer' | 'config' | 'despues'>;

/** The recipients of notification `notificacionId` who asked for e-mails and have an address. */
export async function avisosPorCorreo(tx: Db, notificacionId: number): Promise<Aviso[]> {
  const filas = filasDe<{ email: string; nombre_completo: string }>(
    await tx.execute(sql`
      select u.email, u.nombre_completo
        from notificacion_usuario nu
        join preferencia_usuario p on p.usuario_id = nu.usuario_id and p.correo_notificaciones
        join usuario u on u.id = nu.usuario_id
       where nu.notificacion_id = ${notificacionId}::int
         and u.email is not null and btrim(u.email) <> ''
       order by u.id`),
  );
  return filas.map((f) => ({ para: f.email.trim(), nombre: f.nombre_completo }));
}

/** Why the person gets the mail, its last line: by default, the preference of «Mi perfil». */
export const MOTIVO_PREFERENCIA = 'Recibe este correo porque eligió que los avisos le lleguen también por correo. Puede desactivarlo en «Mi perfil».';

/** The mail of one notification, in Spanish: its title, text and a link (its own, else the app). */
export function correoDeAviso(publicUrl: string, a: Aviso, n: { titulo: string; texto: string; enlace: string | null }, motivo = MOTIVO_PREFERENCIA) {
  const base = publicUrl.replace(/\/+$/, '');
  const enlace = enlaceDe(n.enlace);
  const destino = !enlace ? `${base}/` : enlace.tipo === 'interno' ? `${base}/#${enlace.ruta}` : enlace.url;
  return {
    para: a.para,
    asunto: `Worknet: ${n.titulo}`,
    texto:
      `Hola ${a.nombre}:\n\nRecibió una notificación en Worknet.\n\n${n.titulo}\n\n${n.texto}\n\n` + `Para verla, abra: ${destino}\n\n${motivo}\n\nWorknet`,
  };
}

/**
 * One e-mail per recipient, queued after the answer (ctx.despues): a slow SMTP server never
 * delays the sending of the notification. Each one is written to the outbox by the mailer.
 */
export function enviarAvisosPorCorreo(
  ctx: AvisadorPorCorreo,
  avisos: Aviso[],
  n: { titulo: string; texto: string; enlace: string | null },
  motivo = MOTIVO_PREFERENCIA,
): void {
  if (avisos.length === 0) return;
  ctx.despues.lanzar('avisos de notificación por correo', async () => {
    for (const a of avisos) await ctx.mailer.enviar(correoDeAviso(ctx.config.publicUrl, a, n, motivo));
  });
}
