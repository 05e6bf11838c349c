import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Efecto } from '@worknet/domain/notificaciones/contadores';
import { mensajeSistemaNuevo, type MensajeSistemaNuevo, type mensajesSistemaFiltro } from '@worknet/domain/notificaciones/esquemas';
import type { mensajeSistema as mensajeSistemaRespuesta } from '@worknet/domain/notificaciones/respuestas';
import type { EventoMensajeSistema } from '@worknet/domain/notificaciones/tipos';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { ordenDe, paginar } from '../../platform/db/pagina';
import { contiene } from '../../platform/db/texto';
import type { EventoEnVivo } from '../../platform/realtime/evento-en-vivo';
import { rangoDeDias } from '../control/filtros';
import { mensajeSistema } from './notificaciones.table';
import { enteros, filasDe } from '../../platform/db/sql';

// System messages (spec §3, §4): what the system writes to one user. A module sends one
// through the notice pipeline: avisar(ctx, tx, { mensaje }) inside its transaction, or
// enviarMensajeSistema in a transaction of its own (avisos.service.ts); this file only writes
// the rows and builds their live events. Read and delete rules mirror
// packages/domain/src/notificaciones/contadores.ts (the API tests compare them).

/** Socket event a recipient receives after the message is committed. Keep in sync with the web's bell. */
export const EVENTO_MENSAJE_SISTEMA = 'mensaje-sistema';
/** Socket event to the user's own tabs after reading or deleting, so every bell refreshes. */
export const EVENTO_BANDEJA = 'bandeja-actualizada';

export type MensajesEscritos = {
  /** One per recipient (deleted or unknown users get none). */
  mensajes: { id: number; usuario_id: number }[];
  /** The live events of the messages, one per recipient (the notice pipeline queues them: avisos.service.ts). */
  eventos: EventoEnVivo[];
};

/**
 * Writes the same message to each user, inside the caller's transaction `tx`.
 * The data are validated with `mensajeSistemaNuevo`; a bad call is a bug and throws.
 * Users that do not exist or are deleted are skipped; inactive users keep their
 * messages for when they come back.
 */
export async function escribirMensajeSistema(tx: Db, datos: MensajeSistemaNuevo): Promise<MensajesEscritos> {
  const d = mensajeSistemaNuevo.parse(datos);
  const ids = [...new Set(d.usuarioIds)];
  // One statement for every recipient (set-based: no query per user).
  const filas = filasDe<{ id: number; usuario_id: number; created_at: string | Date }>(
    await tx.execute(sql`
      insert into mensaje_sistema (usuario_id, titulo, texto, enlace, modulo)
      select u.id, ${d.titulo}::text, ${d.texto}::text, ${d.enlace}::text, ${d.modulo}::text
        from usuario u where u.id = any(${enteros(ids)}) and u.deleted_at is null
      returning id, usuario_id, created_at`),
  ).map((f) => ({ id: Number(f.id), usuario_id: Number(f.usuario_id), created_at: new Date(f.created_at) }));
  const eventos = filas.map((f): EventoEnVivo => {
    const carga: EventoMensajeSistema = { id: f.id, titulo: d.titulo, modulo: d.modulo, enlace: d.enlace, created_at: f.created_at.toISOString() };
    return { destino: { usuario: f.usuario_id }, evento: EVENTO_MENSAJE_SISTEMA, carga };
  });
  return {
    mensajes: filas.map((f) => ({ id: f.id, usuario_id: f.usuario_id })),
    eventos,
  };
}

type Filtro = z.output<typeof mensajesSistemaFiltro>;

const propios = (usuarioId: number) => eq(mensajeSistema.usuario_id, usuarioId);

/** mensajes_sistema/filter: the user's messages, newest first, with the filters. */
export async function filtrarMensajes(db: Db, usuarioId: number, q: Filtro): Promise<{ filas: z.output<typeof mensajeSistemaRespuesta>[]; total: number }> {
  const condiciones: SQL[] = [propios(usuarioId), ...rangoDeDias(sql`${mensajeSistema.created_at}`, q)];
  if (q.leido !== undefined) condiciones.push(eq(mensajeSistema.leido, q.leido));
  if (q.modulo) condiciones.push(eq(mensajeSistema.modulo, q.modulo));
  if (q.filter?.trim()) condiciones.push(contiene([sql`${mensajeSistema.titulo}`, sql`${mensajeSistema.texto}`], q.filter));
  const where = and(...condiciones);
  // Newest first unless descending=false (no sortBy: the date is the only order).
  const { filas, total } = await paginar(
    db,
    () =>
      db
        .select({
          id: mensajeSistema.id,
          titulo: mensajeSistema.titulo,
          texto: mensajeSistema.texto,
          enlace: mensajeSistema.enlace,
          modulo: mensajeSistema.modulo,
          leido: mensajeSistema.leido,
          created_at: mensajeSistema.created_at,
        })
        .from(mensajeSistema)
        .where(where)
        .$dynamic(),
    ordenDe({ created_at: mensajeSistema.created_at }, q, { defecto: 'created_at', defectoDescendente: true, desempate: desc(mensajeSistema.id) }),
    q,
  );
  return {
    filas: filas.map((f) => ({ ...f, leido: f.leido === 1 ? 1 : 0 })),
    total,
  };
}

/** sin_leer: how many of the user's messages are unread. */
export async function contarSinLeer(db: Db, usuarioId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(mensajeSistema)
    .where(and(propios(usuarioId), eq(mensajeSistema.leido, 0)));
  return r?.n ?? 0;
}

/** The modules the user has messages from, for the filter. */
export async function modulosDeMensajes(db: Db, usuarioId: number): Promise<string[]> {
  const filas = await db.selectDistinct({ modulo: mensajeSistema.modulo }).from(mensajeSistema).where(propios(usuarioId)).orderBy(asc(mensajeSistema.modulo));
  return filas.map((f) => f.modulo);
}

/**
 * Marks the user's own messages among `ids` as read (all of them when `ids` is
 * null). Only 0 → 1 changes count; other users' ids match no row.
 */
export async function leerMensajes(db: Db, usuarioId: number, ids: number[] | null): Promise<Efecto> {
  return db.transaction(async (tx) => {
    const cambiados = await tx
      .update(mensajeSistema)
      .set({ leido: 1 })
      .where(and(propios(usuarioId), eq(mensajeSistema.leido, 0), ids ? inArray(mensajeSistema.id, ids) : undefined))
      .returning({ id: mensajeSistema.id });
    return { afectados: cambiados.length, no_leidos: cambiados.length, sin_leer: await contarSinLeer(tx, usuarioId) };
  });
}

/** Deletes the user's own messages among `ids`; the counter falls by the unread ones deleted. */
export async function eliminarMensajes(db: Db, usuarioId: number, ids: number[]): Promise<Efecto> {
  return db.transaction(async (tx) => {
    const borrados = await tx
      .delete(mensajeSistema)
      .where(and(propios(usuarioId), inArray(mensajeSistema.id, ids)))
      .returning({ leido: mensajeSistema.leido });
    return { afectados: borrados.length, no_leidos: borrados.filter((b) => b.leido === 0).length, sin_leer: await contarSinLeer(tx, usuarioId) };
  });
}
