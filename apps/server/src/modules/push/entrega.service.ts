import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { CLASES_PUSH, type TipoPush } from '@worknet/domain/push/clases';
import { cargaPush, type CargaPush } from '@worknet/domain/push/esquemas';
import { motivoParaNoEmpujar } from '@worknet/domain/push/reglas';
import * as reloj from '@worknet/domain/reloj';
import type { Ctx } from '../../platform/context';
import type { TrabajoEnCurso } from '../../platform/trabajos/trabajos';
import { usuario } from '../../platform/identidad/identidad.table';
import { cifrarLote, type Cifrado, type OpcionesDeCifrado } from './cifrado';
import { endpointPermitido, preferenciasDeUsuarios } from './push.service';
import { envioPush, suscripcionPush } from './push.table';

// The deliverer of the 'push' channel (issue 40). avisar (notificaciones/avisos.service.ts) queues
// one job per push — a news item for 5,000 people is one job — and this works through its
// subscriptions a page at a time with a bounded number of requests in flight over keep-alive
// agents (the web-push maintainers ask callers to throttle). web-push only signs (VAPID, here,
// cached) and encrypts (aes128gcm, in a pool of worker threads: cifrado.ts); the request is ours. Presence, preferences and quiet hours are read at
// delivery time: a user with a live socket gets the toast, not a second push.

/** A push as queued: who, what, and whether it is urgent (a system message marked urgente). */
export type EntregaPush = { tipo: TipoPush; usuarioIds: number[]; carga: CargaPush; urgente?: boolean };
/** The retry of one subscription whose push service failed (not 404/410). */
export type ReintentoPush = { suscripcionId: number; tipo: TipoPush; carga: CargaPush; urgente?: boolean; trabajoId: string };

/**
 * Requests in flight per job, and subscriptions per page (read, sent, then logged in one
 * transaction). Small on purpose: on the embedded database every query blocks the main thread
 * for as long as it runs, and 32 answers of the push service handled in one turn of the loop
 * delayed the API as much; 8 and 50 still deliver 5,000 in a few seconds (docs/benchmarks.md).
 */
export const CONCURRENCIA_PUSH = 8;
const PAGINA = 50;
const CEDER_CADA = 64;
const ESPERA_MS = 15_000;

// One pool of sockets per process: the same push service (fcm.googleapis.com) is reused.
const agentes = {
  'https:': new https.Agent({ keepAlive: true, maxSockets: CONCURRENCIA_PUSH * 2 }),
  'http:': new http.Agent({ keepAlive: true, maxSockets: CONCURRENCIA_PUSH * 2 }),
};

/** Only these keys, short: the payload is read by the push service's operator's infrastructure in transit (encrypted) and by the lock screen. */
export function cargaSegura(c: CargaPush): CargaPush {
  const limpia = cargaPush.parse(c);
  const corto = (v: string, n: number) => (v.length > n ? `${v.slice(0, n - 1)}…` : v);
  return { ...limpia, titulo: corto(limpia.titulo, 80), texto: corto(limpia.texto, 140) };
}

/** RFC 8030 Topic: at most 32 base64url characters; a chat conversation's tag hashed into one. */
const temaDe = (tipo: TipoPush, etiqueta: string | null) =>
  CLASES_PUSH[tipo].agrupa && etiqueta ? createHash('sha256').update(etiqueta).digest('base64url').slice(0, 32) : undefined;

// The VAPID JWT depends only on the push service's origin (its audience), the subject and the
// expiry: signed once per origin and reused for 12 h instead of once per request (5,000 ES256
// signatures for one news item otherwise).
const VIGENCIA_VAPID_S = 12 * 3600;
const firmas = new Map<string, { cabecera: string; vence: number }>();
function vapidPara(audiencia: string, sujeto: string, publica: string, privada: string): string {
  const ahora = Math.floor(reloj.ahoraMs() / 1000);
  const clave = `${audiencia} ${sujeto} ${publica}`;
  const previa = firmas.get(clave);
  if (previa && previa.vence - ahora > 3600) return previa.cabecera;
  const vence = ahora + VIGENCIA_VAPID_S;
  const { Authorization } = webpush.getVapidHeaders(audiencia, sujeto, publica, privada, 'aes128gcm', vence);
  firmas.set(clave, { cabecera: Authorization, vence });
  return Authorization;
}

type Fila = { id: number; usuario_id: number; endpoint: string; p256dh: string; auth: string };
type Resultado = { resultado: 'entregado' | 'vencida' | 'error'; codigo: number | null; error: string | null };

/** Subscriptions encrypted per task of the pool: few messages between threads, and the first requests leave early. */
const LOTE_CIFRADO = 10;

/** The POST of one encrypted request. Never throws: the outcome says what happened. */
async function enviarCifrado(url: URL, headers: Record<string, string | number>, body: Uint8Array): Promise<Resultado> {
  const cliente = url.protocol === 'https:' ? https : http;
  try {
    const codigo = await new Promise<number>((resolve, reject) => {
      const req = cliente.request(url, { method: 'POST', headers, agent: agentes[url.protocol as 'https:'], timeout: ESPERA_MS }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error('El servicio de push no respondió a tiempo.')));
      req.on('error', reject);
      req.end(body);
    });
    if (codigo >= 200 && codigo < 300) return { resultado: 'entregado', codigo, error: null };
    // Gone or never there: the browser dropped it (RFC 8030 §7.3). It is deleted, not retried.
    if (codigo === 404 || codigo === 410) return { resultado: 'vencida', codigo, error: null };
    return { resultado: 'error', codigo, error: `El servicio de push respondió ${codigo}.` };
  } catch (err) {
    return { resultado: 'error', codigo: null, error: (err as Error).message.slice(0, 300) };
  }
}

/**
 * Sends one push to each of `filas`, at most CONCURRENCIA_PUSH requests in flight, and tells
 * `alTerminar` each outcome. The payloads are encrypted in the worker pool (cifrado.ts) a lot at
 * a time while the first requests go out; the main thread only signs VAPID (cached) and writes.
 */
export async function enviarA(
  ctx: Pick<Ctx, 'config'>,
  filas: Fila[],
  tipo: TipoPush,
  carga: CargaPush,
  urgente: boolean,
  alTerminar: (s: Fila, r: Resultado) => void,
): Promise<void> {
  const { sujeto, clavePublica, clavePrivada } = ctx.config.push;
  if (!sujeto) {
    for (const s of filas) alTerminar(s, { resultado: 'error', codigo: null, error: 'Push sin configurar (VAPID_SUBJECT).' });
    return;
  }
  const validas: Fila[] = [];
  for (const s of filas) {
    if (endpointPermitido(s.endpoint, ctx.config)) validas.push(s);
    else alTerminar(s, { resultado: 'vencida', codigo: null, error: 'Servicio de push no permitido.' });
  }
  const clase = CLASES_PUSH[tipo];
  const topic = temaDe(tipo, carga.etiqueta);
  const opciones: OpcionesDeCifrado = { TTL: clase.horasDeVida * 3600, urgency: urgente ? 'high' : clase.urgencia, ...(topic ? { topic } : {}) };
  const cuerpo = JSON.stringify(cargaSegura(carga));
  // Every lot is handed to the pool at once (it queues them): sending waits only for its own lot.
  const lotes: Promise<Cifrado[]>[] = [];
  for (let i = 0; i < validas.length; i += LOTE_CIFRADO) {
    const lote = validas.slice(i, i + LOTE_CIFRADO).map(({ endpoint, p256dh, auth }) => ({ endpoint, p256dh, auth }));
    lotes.push(cifrarLote(lote, cuerpo, opciones).catch((err: Error) => lote.map(() => ({ error: `No se pudo cifrar: ${err.message}`.slice(0, 300) }))));
  }
  await enParalelo(
    validas.map((s, i) => ({ s, i })),
    CONCURRENCIA_PUSH,
    async ({ s, i }) => {
      const c = (await lotes[Math.floor(i / LOTE_CIFRADO)]!)[i % LOTE_CIFRADO]!;
      // Keys that cannot be encrypted for will never work: the subscription goes, as a 410 would.
      if ('error' in c) return alTerminar(s, { resultado: 'vencida', codigo: null, error: c.error });
      const url = new URL(s.endpoint);
      const headers = { ...c.headers, Authorization: vapidPara(url.origin, sujeto, clavePublica, clavePrivada) };
      alTerminar(s, await enviarCifrado(url, headers, c.body));
    },
  );
}

/** Runs `tarea` over `items` with at most `n` at a time. */
async function enParalelo<T>(items: T[], n: number, tarea: (x: T) => Promise<void>): Promise<void> {
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      // Yielding every few lets the API's requests in between the responses of the push service.
      while (i < items.length) {
        if (i % CEDER_CADA === 0) await new Promise<void>((r) => setImmediate(r));
        await tarea(items[i++]!);
      }
    }),
  );
}

/** Who of `usuarioIds` gets this push now: no live socket, the kind on, not in quiet hours (unless it may pass). */
export async function destinatariosAhora(ctx: Pick<Ctx, 'db' | 'realtime'>, e: Pick<EntregaPush, 'tipo' | 'usuarioIds' | 'urgente'>): Promise<number[]> {
  const ids = [...new Set(e.usuarioIds)];
  if (ids.length === 0) return [];
  const [enLinea, prefs] = await Promise.all([ctx.realtime.presencia.enLinea(ids), preferenciasDeUsuarios(ctx.db, ids)]);
  const ahora = reloj.ahoraMs();
  return ids.filter((id) => !enLinea.has(id) && motivoParaNoEmpujar(prefs.get(id)!, e.tipo, ahora, e.urgente ?? false) === null);
}

type Registro = typeof envioPush.$inferInsert;

/** Writes the page's outcomes: the log, the expired subscriptions deleted, the failures queued for retry. */
async function anotar(ctx: Pick<Ctx, 'db' | 'trabajos'>, registros: Registro[], vencidas: number[], reintentos: ReintentoPush[], nombreReintento: string) {
  await ctx.db.transaction(async (tx) => {
    if (registros.length) await tx.insert(envioPush).values(registros);
    if (vencidas.length) await tx.delete(suscripcionPush).where(inArray(suscripcionPush.id, vencidas));
    if (reintentos.length) await ctx.trabajos.encolarEn(tx, nombreReintento, reintentos);
  });
}

/** What a send needs of a subscription: its owner and the keys of its push service. */
const columnasSuscripcion = {
  id: suscripcionPush.id,
  usuario_id: suscripcionPush.usuario_id,
  endpoint: suscripcionPush.endpoint,
  p256dh: suscripcionPush.p256dh,
  auth: suscripcionPush.auth,
};

/** The fan-out job: every subscription of the recipients, a page at a time, with progress. */
export async function entregarPush(ctx: Pick<Ctx, 'db' | 'config' | 'realtime' | 'trabajos'>, t: TrabajoEnCurso<EntregaPush>, nombreReintento: string) {
  const e = t.datos;
  if (!ctx.config.push.sujeto) return { destinatarios: 0, enviados: 0 };
  const quienes = await destinatariosAhora(ctx, e);
  if (quienes.length === 0) return { destinatarios: 0, enviados: 0 };
  const carga = cargaSegura(e.carga);
  // A retried job (the instance died half-way) skips the subscriptions it already logged.
  const hechas = new Set((await ctx.db.select({ id: envioPush.suscripcion_id }).from(envioPush).where(eq(envioPush.trabajo_id, t.id))).map((f) => f.id));
  const activo = and(eq(usuario.activo, true), isNull(usuario.deleted_at));
  // The ids first (one query with the recipients' list), then small pages by id: on the embedded
  // database each query runs on the main thread, and a page of 500 rows (its read with the
  // 5,000-id list, its log's insert) held the API back ~100 ms at a time.
  const ids = (
    await ctx.db
      .select({ id: suscripcionPush.id })
      .from(suscripcionPush)
      .innerJoin(usuario, eq(usuario.id, suscripcionPush.usuario_id))
      .where(and(sql`${suscripcionPush.usuario_id} = any(${sql.param(quienes)}::int[])`, activo))
      .orderBy(suscripcionPush.id)
  ).map((f) => f.id);
  const total = ids.length;
  let hechos = 0;
  let enviados = 0;
  for (let i = 0; i < ids.length; i += PAGINA) {
    const tanda = ids.slice(i, i + PAGINA).filter((id) => !hechas.has(id));
    // Read again by id: one removed meanwhile (Quitar, a user deactivated) is not sent to.
    const pagina: Fila[] = tanda.length
      ? await ctx.db
          .select(columnasSuscripcion)
          .from(suscripcionPush)
          .where(sql`${suscripcionPush.id} = any(${sql.param(tanda)}::int[])`)
      : [];
    const registros: Registro[] = [];
    const vencidas: number[] = [];
    const reintentos: ReintentoPush[] = [];
    await enviarA(ctx, pagina, e.tipo, carga, e.urgente ?? false, (s, r) => {
      registros.push({ usuario_id: s.usuario_id, suscripcion_id: s.id, trabajo_id: t.id, tipo: e.tipo, titulo: carga.titulo, enlace: carga.enlace, ...r });
      if (r.resultado === 'entregado') enviados++;
      else if (r.resultado === 'vencida') vencidas.push(s.id);
      else reintentos.push({ suscripcionId: s.id, tipo: e.tipo, carga, urgente: e.urgente, trabajoId: t.id });
    });
    await anotar(ctx, registros, vencidas, reintentos, nombreReintento);
    hechos += Math.min(PAGINA, ids.length - i);
    t.progreso(total ? (hechos / total) * 100 : 100);
  }
  return { destinatarios: quienes.length, suscripciones: total, enviados };
}

/** The retry of one subscription: throws on another failure, so the queue backs off and tries again. */
export async function reintentarPush(ctx: Pick<Ctx, 'db' | 'config' | 'realtime' | 'trabajos'>, t: TrabajoEnCurso<ReintentoPush>) {
  const e = t.datos;
  const [s] = await ctx.db
    .select(columnasSuscripcion)
    .from(suscripcionPush)
    .innerJoin(usuario, eq(usuario.id, suscripcionPush.usuario_id))
    .where(and(eq(suscripcionPush.id, e.suscripcionId), eq(usuario.activo, true), isNull(usuario.deleted_at)));
  // Removed meanwhile (Quitar, a closed session), or the user came online: nothing to do.
  if (!s || (await destinatariosAhora(ctx, { tipo: e.tipo, usuarioIds: [s.usuario_id], urgente: e.urgente })).length === 0) return { enviado: false };
  let r: Resultado = { resultado: 'error', codigo: null, error: null };
  await enviarA(ctx, [s], e.tipo, e.carga, e.urgente ?? false, (_, x) => (r = x));
  await anotar(
    ctx,
    [{ usuario_id: s.usuario_id, suscripcion_id: s.id, trabajo_id: e.trabajoId, tipo: e.tipo, titulo: e.carga.titulo, enlace: e.carga.enlace, ...r }],
    r.resultado === 'vencida' ? [s.id] : [],
    [],
    '',
  );
  if (r.resultado === 'error') throw new Error(r.error ?? 'Falló el envío push.');
  return { enviado: r.resultado === 'entregado' };
}
