import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context';
import type { OpcionesDeEnvio } from '../../platform/mail/mailer';
import { auditar } from '../../platform/audit/audit';
import { errorPasswordConUsuario } from '@worknet/domain/auth';
import { AppError, datosInvalidos } from '../../platform/http/errors';
import { usuario } from '../../platform/identidad/identidad.table';
import { tokenRecuperacion } from './auth.table';
import { anularFallas } from './proteccion-login';
import { avisarRevocacion, hashPassword, revocarSesionesDeUsuario } from './login.service';
import * as reloj from '@worknet/domain/reloj';

export const VALIDEZ_RECUPERACION_MS = 60 * 60_000;
export const MENSAJE_RECUPERACION = 'Si el e-mail corresponde a un usuario de Worknet, le enviamos un enlace para restablecer la contraseña.';

const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');
const enlaceInvalido = () => new AppError(400, 'El enlace para restablecer la contraseña no es válido o ya venció. Solicite uno nuevo.', 'TOKEN_INVALIDO');

/** The job that mails a recovery link (the public route queues it for any address). */
export const TRABAJO_RECUPERACION = 'correo_recuperacion';

/**
 * The recovery mail goes through the job queue, durable and retried like the notice pipeline's
 * e-mails, but the job carries only the address: the link is a secret that must never be stored
 * (neither in the outbox nor in the queue), so each run makes a new one, which voids the last.
 */
export function definirCorreoDeRecuperacion(ctx: Ctx): void {
  ctx.trabajos.definir<{ email: string }>(TRABAJO_RECUPERACION, (t) => solicitarRecuperacion(ctx, t.datos.email, { siFalla: 'lanzar' }), {
    reintentos: 3,
    esperaSegundos: 60,
    escalonado: true,
    vencimientoSegundos: 120,
  });
}

/** Queues the recovery mail for `email`, known or not (one same statement either way). */
export async function encolarRecuperacion(ctx: Ctx, email: string): Promise<void> {
  await ctx.trabajos.encolar(TRABAJO_RECUPERACION, { email });
  ctx.trabajos.despertar(TRABAJO_RECUPERACION);
}

/**
 * Mails a single-use link valid for one hour, built only from PUBLIC_URL. The public
 * route queues it (encolarRecuperacion), so a known e-mail is not slower.
 */
export async function solicitarRecuperacion(ctx: Ctx, email: string, envio: OpcionesDeEnvio = {}): Promise<void> {
  const [u] = await ctx.db
    .select()
    .from(usuario)
    .where(and(sql`lower(${usuario.email}) = ${email.trim().toLowerCase()}`, eq(usuario.activo, true), isNull(usuario.deleted_at)))
    .limit(1);
  if (!u || !u.email) return;
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    // A new link replaces any earlier unused one.
    await tx
      .update(tokenRecuperacion)
      .set({ usado_at: reloj.ahora() })
      .where(and(eq(tokenRecuperacion.usuario_id, u.id), isNull(tokenRecuperacion.usado_at)));
    await tx.insert(tokenRecuperacion).values({ usuario_id: u.id, token_hash: sha256(token), expira_at: new Date(reloj.ahoraMs() + VALIDEZ_RECUPERACION_MS) });
  });
  const enlace = `${ctx.config.publicUrl}/#/reset-password/${token}`;
  await ctx.mailer.enviar(
    {
      para: u.email,
      asunto: 'Worknet: restablecer contraseña',
      texto:
        `Hola ${u.nombre_completo}:\n\nRecibimos un pedido para restablecer la contraseña del usuario ${u.username} (${u.email}).\n` +
        `Para elegir una nueva, abra este enlace dentro de la próxima hora:\n\n${enlace}\n\n` +
        'Si no fue usted, ignore este mensaje: su contraseña no cambia.\n\nWorknet',
      secretos: [enlace],
    },
    envio,
  );
}

async function tokenVigente(ctx: Ctx, token: string) {
  const [fila] = await ctx.db
    .select({ id: tokenRecuperacion.id, usuarioId: usuario.id, email: usuario.email, username: usuario.username, activo: usuario.activo })
    .from(tokenRecuperacion)
    .innerJoin(usuario, eq(usuario.id, tokenRecuperacion.usuario_id))
    .where(and(eq(tokenRecuperacion.token_hash, sha256(token)), isNull(tokenRecuperacion.usado_at), gt(tokenRecuperacion.expira_at, reloj.ahora())));
  if (!fila || !fila.activo) throw enlaceInvalido();
  return fila;
}

export async function verificarToken(ctx: Ctx, token: string) {
  const t = await tokenVigente(ctx, token);
  return { valido: true, email: t.email, user: t.username };
}

/** Sets the new password, spends the token, clears the lockout and closes every session. */
export async function restablecerPassword(ctx: Ctx, b: { token: string; email?: string; user?: string; password: string }) {
  const t = await tokenVigente(ctx, b.token);
  if (b.email && b.email.trim().toLowerCase() !== (t.email ?? '').toLowerCase()) throw enlaceInvalido();
  if (b.user && b.user.trim().toLowerCase() !== t.username.toLowerCase()) throw enlaceInvalido();
  const igualAlUsuario = errorPasswordConUsuario(b.password, t.username);
  if (igualAlUsuario) throw datosInvalidos(igualAlUsuario, { campos: [{ campo: 'password', mensaje: igualAlUsuario }] });
  const nuevoHash = await hashPassword(b.password);
  await ctx.db.transaction(async (tx) => {
    // The usado_at condition makes a second concurrent use of the same link fail.
    const gastado = await tx
      .update(tokenRecuperacion)
      .set({ usado_at: reloj.ahora() })
      .where(and(eq(tokenRecuperacion.id, t.id), isNull(tokenRecuperacion.usado_at)))
      .returning({ id: tokenRecuperacion.id });
    if (gastado.length === 0) throw enlaceInvalido();
    await tx
      .update(usuario)
      .set({ password_hash: nuevoHash, debe_cambiar_password: false, password_propia: true, updated_at: reloj.ahora() })
      .where(eq(usuario.id, t.usuarioId));
    // The failures stop counting but stay on record (an attack remains visible).
    await anularFallas(tx, { username: t.username.toLowerCase() });
    await revocarSesionesDeUsuario(tx, t.usuarioId);
    await auditar(tx, { usuarioId: t.usuarioId, entidad: 'usuario', entidadId: t.usuarioId, accion: 'restablecer_password' });
  });
  await avisarRevocacion(ctx, t.usuarioId, 'password');
}
