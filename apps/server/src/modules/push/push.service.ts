import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PreferenciasPush, SuscripcionPush, TipoPush } from '@worknet/domain/push/esquemas';
import { preferenciasDe, type PreferenciasDePush } from '@worknet/domain/push/reglas';
import { TIPOS_PUSH } from '@worknet/domain/push/clases';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { usuarioDe } from '../../platform/auth/guard';
import type { Db } from '../../platform/db/client';
import { paginar, type Pagina } from '../../platform/db/pagina';
import { datosInvalidos, noEncontrado } from '../../platform/http/errors';
import { usuario } from '../../platform/identidad/identidad.table';
import * as reloj from '@worknet/domain/reloj';
import { envioPush, preferenciaPush, suscripcionPush } from './push.table';

// Web push subscriptions, preferences and log (issue 40). Every call acts on the caller: the
// user and the session come from the token, never from the body.

export const NO_EXISTE_DISPOSITIVO = 'No existe ese dispositivo.';
export const PUSH_APAGADO =
  'Los avisos push no están configurados en este servidor (falta VAPID_SUBJECT: una dirección mailto: o https: real de la institución).';

// The browsers' push services. In production a subscription must point at one of them: the
// server POSTs to whatever URL is registered, and it must not be made to call an internal address.
const SERVICIOS_PUSH = [/(^|\.)fcm\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)push\.apple\.com$/, /(^|\.)notify\.windows\.com$/];

/** Whether the server may POST to `endpoint`: a known push service over https in production; any http(s) URL elsewhere (local stubs). */
export function endpointPermitido(endpoint: string, config: Pick<Config, 'nodeEnv'>): boolean {
  const url = new URL(endpoint);
  if (config.nodeEnv !== 'production') return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && SERVICIOS_PUSH.some((r) => r.test(url.hostname));
}

export type Registrante = { usuarioId: number; sesionId: string | null; userAgent: string | null };

/** Who registers: the token's user and session, and the browser that asks (never the body). */
export const registranteDe = (req: FastifyRequest): Registrante => ({
  usuarioId: usuarioDe(req).id,
  sesionId: req.sesionId,
  userAgent: req.headers['user-agent'] ?? null,
});

/**
 * Registers `sub` for the caller and their session: the same endpoint registered again (the app
 * re-synchronises on each start) only refreshes its keys and `visto_at`; registered by another
 * user (a shared computer, another account on the same browser) it moves to the caller.
 */
export async function registrarSuscripcion(db: Db, config: Pick<Config, 'nodeEnv'>, quien: Registrante, sub: SuscripcionPush) {
  if (!endpointPermitido(sub.endpoint, config)) throw datosInvalidos('La suscripción no es de un servicio de avisos push conocido.');
  const valores = {
    usuario_id: quien.usuarioId,
    sesion_id: quien.sesionId,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    user_agent: quien.userAgent?.slice(0, 500) ?? null,
    visto_at: reloj.ahora(),
  };
  const [fila] = await db
    .insert(suscripcionPush)
    .values({ endpoint: sub.endpoint, ...valores })
    .onConflictDoUpdate({ target: suscripcionPush.endpoint, set: valores })
    .returning();
  return aDispositivo(fila!, quien.sesionId);
}

const aDispositivo = (f: typeof suscripcionPush.$inferSelect, actual: string | null) => ({
  id: f.id,
  sesion_id: f.sesion_id,
  user_agent: f.user_agent,
  created_at: f.created_at,
  visto_at: f.visto_at,
  actual: actual !== null && f.sesion_id === actual,
});

/** GET push/dispositivos: the caller's subscriptions, most recently seen first. */
export async function dispositivosDe(db: Db, usuarioId: number, actual: string | null) {
  const filas = await db
    .select()
    .from(suscripcionPush)
    .where(eq(suscripcionPush.usuario_id, usuarioId))
    .orderBy(desc(suscripcionPush.visto_at), desc(suscripcionPush.id));
  return filas.map((f) => aDispositivo(f, actual));
}

/** Whether subscription `id` is the user's (the record rule: another user's reads as missing). */
export async function esDispositivoDe(db: Db, usuarioId: number, id: number): Promise<boolean> {
  const [f] = await db
    .select({ id: suscripcionPush.id })
    .from(suscripcionPush)
    .where(and(eq(suscripcionPush.id, id), eq(suscripcionPush.usuario_id, usuarioId)));
  return !!f;
}

/** DELETE push/dispositivos/{id} («Quitar»): only one of the caller's own. */
export async function quitarDispositivo(db: Db, usuarioId: number, id: number): Promise<void> {
  const borradas = await db
    .delete(suscripcionPush)
    .where(and(eq(suscripcionPush.id, id), eq(suscripcionPush.usuario_id, usuarioId)))
    .returning({ id: suscripcionPush.id });
  if (borradas.length === 0) throw noEncontrado(NO_EXISTE_DISPOSITIVO);
}

/** The preferences of each user in `ids` (defaults for those who never chose). */
export async function preferenciasDeUsuarios(db: Db, ids: readonly number[]): Promise<Map<number, PreferenciasDePush>> {
  const filas = ids.length
    ? await db
        .select()
        .from(preferenciaPush)
        .where(sql`${preferenciaPush.usuario_id} = any(${sql.param([...ids])}::int[])`)
    : [];
  const porId = new Map(filas.map((f) => [f.usuario_id, f]));
  return new Map(ids.map((id) => [id, preferenciasDe(porId.get(id))]));
}

export async function preferenciasPropias(db: Db, usuarioId: number): Promise<PreferenciasPush> {
  return (await preferenciasDeUsuarios(db, [usuarioId])).get(usuarioId)!;
}

/** PUT push/preferencias: the caller's own (a personal preference, stored as the kinds turned off). */
export async function guardarPreferencias(db: Db, usuarioId: number, p: PreferenciasDePush): Promise<PreferenciasPush> {
  const valores = {
    apagados: TIPOS_PUSH.filter((t) => !p[t]),
    silencio_desde: p.silencio_desde,
    silencio_hasta: p.silencio_hasta,
    updated_at: reloj.ahora(),
  };
  await db
    .insert(preferenciaPush)
    .values({ usuario_id: usuarioId, ...valores })
    .onConflictDoUpdate({ target: preferenciaPush.usuario_id, set: valores });
  return preferenciasPropias(db, usuarioId);
}

export type FiltroLogPush = Pagina & { usuario_id?: number; tipo?: TipoPush; resultado?: (typeof envioPush.$inferSelect)['resultado'] };

/** GET log_notificacion_push without id: `soloDe` set limits it to that user (no push.ver permission). */
export async function logDePush(db: Db, q: FiltroLogPush, soloDe: number | null) {
  const quien = soloDe ?? q.usuario_id;
  const w: (SQL | undefined)[] = [
    quien !== undefined ? eq(envioPush.usuario_id, quien) : undefined,
    q.tipo ? eq(envioPush.tipo, q.tipo) : undefined,
    q.resultado ? eq(envioPush.resultado, q.resultado) : undefined,
  ];
  const { filas, total } = await paginar(
    db,
    () =>
      db
        .select({
          id: envioPush.id,
          usuario_id: envioPush.usuario_id,
          usuario: usuario.nombre_completo,
          dispositivo_id: envioPush.suscripcion_id,
          tipo: envioPush.tipo,
          titulo: envioPush.titulo,
          enlace: envioPush.enlace,
          resultado: envioPush.resultado,
          codigo: envioPush.codigo,
          error: envioPush.error,
          created_at: envioPush.created_at,
        })
        .from(envioPush)
        .innerJoin(usuario, eq(usuario.id, envioPush.usuario_id))
        .where(and(...w))
        .$dynamic(),
    [desc(envioPush.id)],
    q,
  );
  return { filas, total };
}
