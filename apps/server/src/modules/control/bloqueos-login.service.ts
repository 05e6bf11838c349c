import type { LevantarBloqueoBody } from '@worknet/domain/auth';
import { auditar } from '../../platform/audit/audit';
import { nadaQueAuditar } from '../../platform/audit/auditoria-rutas';
import type { Db } from '../../platform/db/client';
import { anularFallas, VENTANA_MAXIMA_MIN } from '../auth/proteccion-login';
import * as reloj from '@worknet/domain/reloj';

export type Levantado = { ip: string | null; username: string | null; fallas: number };

/** How a lifted block is named in messages and in the audit log. */
export const descripcionBloqueo = ({ ip, username }: Pick<Levantado, 'ip' | 'username'>) =>
  ip && username ? `el usuario "${username}" desde la dirección ${ip}` : ip ? `la dirección ${ip}` : `el usuario "${username}"`;

/**
 * Lifts a login block by voiding (`anulado_at`) the failures that still count:
 * those of the address, of the username, or of that pair. They stay in the table
 * as a record of the attack. Audited only when something was voided.
 */
export async function levantarBloqueo(db: Db, actorId: number, b: LevantarBloqueoBody, ahora = reloj.ahora()): Promise<Levantado> {
  const ip = b.ip ?? null;
  const username = b.username?.toLowerCase() ?? null;
  return db.transaction(async (tx) => {
    const anuladas = await anularFallas(tx, { ip, username, desde: new Date(ahora.getTime() - VENTANA_MAXIMA_MIN * 60_000) }, ahora);
    if (anuladas.length > 0) {
      await auditar(tx, {
        usuarioId: actorId,
        entidad: 'bloqueo_login',
        entidadId: ip && username ? `${username}@${ip}` : (ip ?? username!),
        accion: 'levantar',
        antes: { ip, username, fallas: anuladas.length },
        despues: { ip, username, fallas: 0 },
      });
    } else nadaQueAuditar();
    return { ip, username, fallas: anuladas.length };
  });
}
