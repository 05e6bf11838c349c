import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/context';
import { auditar } from '../../platform/audit/audit';
import { AppError } from '../../platform/http/errors';
import type { Principal } from '../identidad/identidad.service';
import { usuario } from '../identidad/identidad.table';
import { validarPassword } from '../usuarios/usuarios.service';
import { hashPassword } from './login.service';

/** The caller changes their own password; clears the "must change" flag. Other sessions stay open. */
export async function cambiarPassword(ctx: Ctx, actor: Principal, actual: string, nueva: string) {
  const [u] = await ctx.db.select().from(usuario).where(eq(usuario.id, actor.id));
  const valida = u?.password_hash ? await verify(u.password_hash, actual).catch(() => false) : false;
  if (!u || !valida) throw new AppError(400, 'La contraseña actual no es correcta.', 'PASSWORD_ACTUAL');
  if (actual === nueva) throw new AppError(400, 'La contraseña nueva debe ser distinta de la actual.', 'PASSWORD_IGUAL');
  validarPassword(nueva, u.username);
  const password_hash = await hashPassword(nueva);
  await ctx.db.transaction(async (tx) => {
    await tx.update(usuario).set({ password_hash, debe_cambiar_password: false, updated_at: new Date() }).where(eq(usuario.id, actor.id));
    await auditar(tx, { usuarioId: actor.id, entidad: 'usuario', entidadId: actor.id, accion: 'cambiar_password' });
  });
  await ctx.cache.invalidar({ tipo: 'usuario', id: actor.id });
}
