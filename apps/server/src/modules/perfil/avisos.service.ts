import { sql } from 'drizzle-orm';
import { enlaceDe } from '@worknet/domain/notificaciones/enlace';
import type { Db } from '../../platform/db/client';
import { enteros, filasDe } from '../../platform/db/sql';
import type { Correo } from '../../platform/mail/mailer';

// «Mi perfil» preference `correo_notificaciones`: each notification that reaches a user's bell
// is also e-mailed to them. Who gets one is read inside the notification's transaction (the
// recipients it just stored); the notice pipeline (notificaciones/avisos.service.ts) queues one job per
// mail in that same transaction, and the mailer writes each to the outbox as it sends it.

export type Aviso = { para: string; nombre: string };

/**
 * The mails of a notification to `usuarioIds`: those who asked for e-mails and have an address,
 * or, with `aTodos`, everybody with an address (its `motivo` says why they get it).
 */
export async function correosDeAviso(
  tx: Db,
  publicUrl: string,
  usuarioIds: number[],
  n: { titulo: string; texto: string; enlace: string | null },
  aTodos?: { motivo: string },
): Promise<Correo[]> {
  if (usuarioIds.length === 0) return [];
  const preferencia = aTodos ? sql`` : sql`join preferencia_usuario p on p.usuario_id = u.id and p.correo_notificaciones`;
  const filas = filasDe<{ email: string; nombre_completo: string }>(
    await tx.execute(sql`
      select u.email, u.nombre_completo
        from usuario u ${preferencia}
       where u.id = any(${enteros(usuarioIds)})
         and u.email is not null and btrim(u.email) <> ''
       order by u.id`),
  );
  return filas.map((f) => correoDeAviso(publicUrl, { para: f.email.trim(), nombre: f.nombre_completo }, n, aTodos?.motivo));
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
