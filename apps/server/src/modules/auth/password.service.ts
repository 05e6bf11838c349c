import { verify } from '@node-rs/argon2';
import { errorPasswordConUsuario, passwordNueva } from '@worknet/domain/auth';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { auditar } from '../../platform/audit/audit';
import { AppError, datosInvalidos } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { usuario } from '../../platform/identidad/identidad.table';
import { sesion } from '../../platform/identidad/identidad.table';
import { hashPassword } from './login.service';
import * as reloj from '@worknet/domain/reloj';

/** Whether `password` is the account's current one (argon2; an account without a password never matches). */
export async function passwordCorrecta(db: Db, usuarioId: number, password: string): Promise<boolean> {
  const [u] = await db.select({ hash: usuario.password_hash }).from(usuario).where(eq(usuario.id, usuarioId));
  return u?.hash ? verify(u.hash, password).catch(() => false) : false;
}

/** A new password (own, temporary or set by an administrator): the policy of passwordNueva (length, not a common one), and not the username. */
export function validarPassword(password: string, username: string): void {
  const r = passwordNueva.safeParse(password);
  const mensaje = r.success ? errorPasswordConUsuario(password, username) : r.error.issues[0]!.message;
  if (mensaje) throw datosInvalidos(mensaje, { campos: [{ campo: 'password', mensaje }] });
}

/**
 * The caller changes their own password; clears the "must change" flag. Every other
 * session of the account closes (whoever knew the old password is out); this one stays.
 */
export async function cambiarPassword(ctx: Ctx, actor: Principal, sid: string, actual: string, nueva: string) {
  const [u] = await ctx.db.select().from(usuario).where(eq(usuario.id, actor.id));
  if (!u || !(await passwordCorrecta(ctx.db, actor.id, actual))) throw new AppError(400, 'La contraseña actual no es correcta.', 'PASSWORD_ACTUAL');
  if (actual === nueva) throw new AppError(400, 'La contraseña nueva debe ser distinta de la actual.', 'PASSWORD_IGUAL');
  validarPassword(nueva, u.username);
  const password_hash = await hashPassword(nueva);
  const cerradas = await ctx.db.transaction(async (tx) => {
    await tx.update(usuario).set({ password_hash, debe_cambiar_password: false, updated_at: reloj.ahora() }).where(eq(usuario.id, actor.id));
    const otras = await tx
      .update(sesion)
      .set({ revocada_at: reloj.ahora() })
      .where(and(eq(sesion.usuario_id, actor.id), ne(sesion.id, sid), isNull(sesion.revocada_at)))
      .returning({ id: sesion.id });
    await auditar(tx, {
      usuarioId: actor.id,
      entidad: 'usuario',
      entidadId: actor.id,
      accion: 'cambiar_password',
      despues: { sesiones_cerradas: otras.length },
    });
    return otras;
  });
  await ctx.cache.invalidar({ tipo: 'usuario', id: actor.id });
  for (const s of cerradas) await ctx.cache.invalidar({ tipo: 'sesion', id: s.id, revocar: 'password' });
}
