import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import type { LoginBody } from '@worknet/domain/auth';
import { AppError, noAutenticado } from '../../platform/http/errors';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { buscarUsuarioPorUsername } from '../identidad/identidad.service';
import { usuario } from '../../platform/identidad/identidad.table';
import { sesion } from '../../platform/identidad/identidad.table';
import { bloqueoDireccion, bloqueoPar, bloqueoUsuario, hashDispositivo, intentoCorrecto, nuevoDispositivo, reservarIntento } from './proteccion-login';
import { gastarTokenSso } from './sso.service';
import * as reloj from '@worknet/domain/reloj';
import { suscripcionDeToken } from '@worknet/domain/push/esquemas';
import { endpointPermitido, registrarSuscripcion } from '../push/push.service';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum).
export const hashPassword = (password: string) => hash(password);
// A fixed hash to verify against when the user does not exist, so both paths cost the same.
let hashFicticio: Promise<string> | undefined;

export type Cliente = { ip: string; userAgent?: string };

const credencialesIncorrectas = () => new AppError(401, 'Usuario o contraseña incorrectos.', 'CREDENCIALES');
export const USUARIO_SSO_NO_HABILITADO = 'El usuario del token no existe en Worknet o está inactivo.';

/** Creates the server-side session and its signed token. */
export async function abrirSesion(ctx: Ctx, usuarioId: number, origen: 'password' | 'sso', cliente: Cliente, tokenPush?: string | null) {
  const sid = randomUUID();
  const expira = new Date(reloj.ahoraMs() + ctx.config.jwtExpiresHours * 3_600_000);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sesion).values({ id: sid, usuario_id: usuarioId, origen, ip: cliente.ip, user_agent: cliente.userAgent?.slice(0, 500), expira_at: expira });
    // token_wp (spec §7): a JSON-serialised PushSubscription registers this browser for web push
    // with the new session (issue 40); any other token is kept as before.
    const suscripcion = suscripcionDeToken(tokenPush);
    if (suscripcion && endpointPermitido(suscripcion.endpoint, ctx.config))
      await registrarSuscripcion(tx, ctx.config, { usuarioId, sesionId: sid, userAgent: cliente.userAgent ?? null }, suscripcion);
    await tx
      .update(usuario)
      .set({ ultimo_login: reloj.ahora(), ...(tokenPush && !suscripcion ? { token_push: tokenPush } : {}) })
      .where(eq(usuario.id, usuarioId));
  });
  return ctx.firmador.firmar({ sid, sub: String(usuarioId) }, expira);
}

/**
 * Checks the password under the login protection (proteccion-login.ts). `dispositivo`
 * is the device cookie sent with the request; the answer carries the new one to set.
 */
export async function login(ctx: Ctx, body: LoginBody, cliente: Cliente, dispositivo?: string): Promise<{ token: string; dispositivo: string }> {
  const username = body.username.trim().toLowerCase();
  const huella = hashDispositivo(dispositivo);
  // Counted before the password is checked (race-safe: see reservarIntento).
  const { estado, intentoId } = await reservarIntento(ctx.db, { username, ip: cliente.ip, dispositivo: huella });
  if (estado.par) throw bloqueoPar(estado.par);
  // The username's and the address's budgets stop everybody but the owner on a known
  // device or address, and the password is not even checked (a blocked answer says
  // nothing about it). The pair lock above stops known devices too.
  const bloqueo = estado.direccion ? bloqueoDireccion(estado.direccion) : estado.usuario ? bloqueoUsuario(estado.usuario) : null;
  if (bloqueo && !estado.conocido) throw bloqueo;
  const u = await buscarUsuarioPorUsername(ctx.db, username);
  hashFicticio ??= hashPassword('contraseña-ficticia-para-igualar-tiempos');
  const valido = await verify(u?.password_hash ?? (await hashFicticio), body.password).catch(() => false);
  // A deactivated account answers (and counts) exactly like a wrong password: the
  // answer must not tell a guesser that the password was right. The failure is already written.
  if (!u || !u.password_hash || !valido || !u.activo || intentoId === null) throw credencialesIncorrectas();
  // A new device id on every success: a planted or copied cookie stops being recognised.
  const nuevo = nuevoDispositivo();
  await intentoCorrecto(ctx.db, intentoId, hashDispositivo(nuevo));
  return { token: await abrirSesion(ctx, u.id, 'password', cliente, body.token_wp), dispositivo: nuevo };
}

export async function loginSso(ctx: Ctx, token: string, tokenPush: string | undefined, cliente: Cliente): Promise<string> {
  const r = await ctx.sso.verificar(token);
  if ('error' in r) throw noAutenticado(r.error);
  await gastarTokenSso(ctx.db, r);
  const u = await buscarUsuarioPorUsername(ctx.db, r.username);
  // Inactive answers like unknown: the same status and text for both.
  if (!u || !u.activo) throw noAutenticado(USUARIO_SSO_NO_HABILITADO);
  return abrirSesion(ctx, u.id, 'sso', cliente, tokenPush);
}

/** Revokes one session; its token stops working at once here and on every instance. */
export async function cerrarSesion(ctx: Ctx, sid: string): Promise<void> {
  await ctx.db.update(sesion).set({ revocada_at: reloj.ahora() }).where(eq(sesion.id, sid));
  await ctx.cache.invalidar({ tipo: 'sesion', id: sid, revocar: 'logout' });
}

/** Revokes every session row of a user; call `avisarRevocacion` once the transaction commits. */
export async function revocarSesionesDeUsuario(db: Db, usuarioId: number): Promise<void> {
  await db
    .update(sesion)
    .set({ revocada_at: reloj.ahora() })
    .where(and(eq(sesion.usuario_id, usuarioId), sql`${sesion.revocada_at} is null`));
}

/** Drops the user's cached sessions on every instance, logs their open tabs out and closes their sockets. */
export async function avisarRevocacion(ctx: Ctx, usuarioId: number, motivo: string): Promise<void> {
  await ctx.cache.invalidar({ tipo: 'usuario', id: usuarioId, revocar: motivo });
}
