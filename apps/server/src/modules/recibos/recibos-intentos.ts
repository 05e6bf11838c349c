import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { AppError } from '../../platform/http/errors';
import { passwordCorrecta } from '../auth/password.service';
import { usuario } from '../../platform/identidad/identidad.table';
import { reciboIntentoFirma } from './recibos.table';
import { MENSAJES_RECIBOS } from '@worknet/domain/recibos/esquemas';
import * as reloj from '@worknet/domain/reloj';
import { minutosQueFaltan } from '@worknet/domain/bloqueos';

// The password re-check of a signature has a budget (security issue 37, item 5): a stolen
// session made 40 guesses in 1.1 s. The same numbers as the login's lock of a username from one
// address (proteccion-login.ts), but counted per account: whoever guesses here already holds a
// session, so neither the address nor a known device matters. Counted as the kiosk PIN is
// (fichaje/pin.service.ts): under a transaction-scoped advisory lock per account, an attempt is
// reserved (a failure until it proves right) before argon2 runs, so twenty simultaneous
// guesses reach the password at most FALLAS_FIRMA times. A right password starts the count again.

/** FALLAS_POR_PAR and VENTANA_PAR_MIN of proteccion-login.ts (another module's file: not imported). */
export const FALLAS_FIRMA = 5;
export const VENTANA_FIRMA_MIN = 15;
const MINUTO_MS = 60_000;
const CANDADO_FIRMA = 7263039;

export const firmaBloqueada = (hasta: Date) =>
  new AppError(
    423,
    `Demasiados intentos con una contraseña incorrecta: por seguridad, la firma con su usuario quedó bloqueada. Intente nuevamente en ${minutosQueFaltan(hasta.getTime() - reloj.ahoraMs())}.`,
    'FIRMA_BLOQUEADA',
  );

/**
 * Reserves an attempt for the account, or says until when it is locked: the budget is spent
 * while FALLAS_FIRMA failures (attempts being checked included) lie in the window after the
 * account's last right password; it frees up when the oldest of them leaves the window.
 */
async function reservar(db: Db, usuarioId: number, ip: string | null): Promise<{ hasta: Date } | { id: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CANDADO_FIRMA}::int, ${usuarioId}::int)`);
    const ahoraMs = reloj.ahoraMs();
    const desde = new Date(ahoraMs - VENTANA_FIRMA_MIN * MINUTO_MS).toISOString();
    const [f] = filasDe<{ created_at: Date | string }>(
      await tx.execute(sql`
        select f.created_at from recibo_intento_firma f
         where f.usuario_id = ${usuarioId} and not f.exito and f.created_at > ${desde}::timestamptz
           and f.id > coalesce((select max(e.id) from recibo_intento_firma e where e.usuario_id = ${usuarioId} and e.exito), 0)
         order by f.id desc offset ${FALLAS_FIRMA - 1}::int limit 1`),
    );
    if (f) return { hasta: new Date(new Date(f.created_at).getTime() + VENTANA_FIRMA_MIN * MINUTO_MS) };
    const [i] = await tx
      .insert(reciboIntentoFirma)
      .values({ usuario_id: usuarioId, ip, created_at: new Date(ahoraMs) })
      .returning({ id: reciboIntentoFirma.id });
    return { id: i!.id };
  });
}

/**
 * The caller's password, checked again for a signature (as login does, with argon2) under the
 * budget: a wrong one is a 400 with MENSAJES_RECIBOS.passwordIncorrecta, a spent budget a 423
 * (the password is not even checked). Only a password the person chose (the mailed link, the
 * first administrator) signs, as employee or as employer (security issue 37, item 1): whoever
 * set a temporary one could otherwise sign as them.
 */
export async function verificarPasswordDeFirma(db: Db, usuarioId: number, password: string, ip: string | null) {
  const [cuenta] = await db.select({ propia: usuario.password_propia }).from(usuario).where(eq(usuario.id, usuarioId));
  if (!cuenta?.propia) throw new AppError(403, MENSAJES_RECIBOS.passwordNoPropia, 'PASSWORD_NO_PROPIA');
  const r = await reservar(db, usuarioId, ip);
  if ('hasta' in r) throw firmaBloqueada(r.hasta);
  if (!(await passwordCorrecta(db, usuarioId, password)))
    throw new AppError(400, MENSAJES_RECIBOS.passwordIncorrecta, 'PASSWORD_INCORRECTA', { campos: [{ campo: 'password', mensaje: 'Incorrecta' }] });
  await db.update(reciboIntentoFirma).set({ exito: true }).where(eq(reciboIntentoFirma.id, r.id));
}
