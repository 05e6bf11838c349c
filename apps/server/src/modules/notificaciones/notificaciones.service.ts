import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PaginaQuery } from '@worknet/domain/http';
import type { Efecto } from '@worknet/domain/notificaciones/contadores';
import type { NotificacionNueva } from '@worknet/domain/notificaciones/esquemas';
import type { Opcion } from '@worknet/domain/http';
import type { notificacionEnviada, notificacionRecibida } from '@worknet/domain/notificaciones/respuestas';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { paginar, paginarSql, type Pagina, type Paginado } from '../../platform/db/pagina';
import { contiene } from '../../platform/db/texto';
import { noEncontrado } from '../../platform/http/errors';
import { listarGrupos } from '../grupos/grupos.service';
import { usuario } from '../../platform/identidad/identidad.table';
import { EVENTO_BANDEJA } from './mensajes.service';
import { verificarAudiencia } from './audiencia';
import { avisarAhora, type Avisador } from './avisos.service';
import { escribirNotificacion } from './notificaciones.escritura';
import { notificacion, notificacionUsuario } from './notificaciones.table';
import { enteros, filasDe } from '../../platform/db/sql';
import * as reloj from '@worknet/domain/reloj';

/** Socket event each recipient receives once the sending has committed. Keep in sync with the web's bell. */
export const EVENTO_NOTIFICACION = 'notificacion';

/**
 * Sends a notification: checks the chosen ids, then through the notice pipeline (avisos.service.ts) stores
 * it with its audience and its recipients (fixed now) in one transaction, audits it, and queues
 * its delivery: live to every recipient, and by e-mail to those who chose it in «Mi perfil» (or
 * to all, with `correoATodos`). Without the job queue (seeds) nothing is delivered.
 * An audience that reaches nobody is refused.
 */
export async function enviarNotificacion(
  ctx: { db: Db } & Partial<Avisador>,
  autorId: number,
  d: NotificacionNueva,
  opciones: { correoATodos?: { motivo: string } } = {},
) {
  await verificarAudiencia(ctx.db, d.audiencia, d.ids);
  const { trabajos, config } = ctx;
  if (!trabajos || !config) {
    const n = await ctx.db.transaction((tx) => escribirNotificacion(tx, autorId, d));
    return { id: n.id, destinatarios: n.destinatarios.length };
  }
  const avisado = await avisarAhora({ db: ctx.db, trabajos, config }, { notificacion: { autorId, datos: d, ...opciones } });
  const n = avisado.notificacion!;
  return { id: n.id, destinatarios: n.destinatarios.length };
}

const recibidasDe = (usuarioId: number, leido?: number): SQL =>
  and(eq(notificacionUsuario.usuario_id, usuarioId), isNull(notificacion.deleted_at), leido === undefined ? undefined : eq(notificacionUsuario.leido, leido))!;

/** The user's received notifications (a page of them), newest first, with the count of all. */
async function paginaRecibidas(db: Db, where: SQL, q: Pagina): Promise<Paginado<z.output<typeof notificacionRecibida>>> {
  const { filas, total } = await paginar(
    db,
    () =>
      db
        .select({
          id: notificacion.id,
          titulo: notificacion.titulo,
          texto: notificacion.texto,
          enlace: notificacion.enlace,
          autor: usuario.nombre_completo,
          created_at: notificacion.created_at,
          leido: notificacionUsuario.leido,
          leido_at: notificacionUsuario.leido_at,
        })
        .from(notificacionUsuario)
        .innerJoin(notificacion, eq(notificacion.id, notificacionUsuario.notificacion_id))
        .innerJoin(usuario, eq(usuario.id, notificacion.autor_id))
        .where(where)
        .$dynamic(),
    [desc(notificacion.created_at), desc(notificacion.id)],
    q,
  );
  return {
    filas: filas.map((f) => ({ ...f, leido: f.leido === 1 ? 1 : 0 })),
    total,
  };
}

async function contarRecibidas(db: Db, where: SQL): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(notificacionUsuario)
    .innerJoin(notificacion, eq(notificacion.id, notificacionUsuario.notificacion_id))
    .where(where);
  return r?.n ?? 0;
}

/** get_notificaciones: what the user received, newest first (optionally only read or unread). */
export async function notificacionesRecibidas(db: Db, usuarioId: number, q: { skip: number; limit: number; leido?: number }) {
  return paginaRecibidas(db, recibidasDe(usuarioId, q.leido), q);
}

/** The unread count, and the latest `limit` unread ones (the bell). */
export async function notificacionesNoLeidas(db: Db, usuarioId: number, limit: number) {
  const where = recibidasDe(usuarioId, 0);
  return limit > 0 ? paginaRecibidas(db, where, { skip: 0, limit }) : { filas: [], total: await contarRecibidas(db, where) };
}

/** Marks the user's own notifications among `ids` (all when null) as read: 0 → 1 only. */
export async function leerNotificaciones(db: Db, usuarioId: number, ids: number[] | null): Promise<Efecto> {
  return db.transaction(async (tx) => {
    const cambiadas = await tx
      .update(notificacionUsuario)
      .set({ leido: 1, leido_at: reloj.ahora() })
      .where(
        and(
          eq(notificacionUsuario.usuario_id, usuarioId),
          eq(notificacionUsuario.leido, 0),
          ids ? inArray(notificacionUsuario.notificacion_id, ids) : undefined,
        ),
      )
      .returning({ id: notificacionUsuario.notificacion_id });
    const sinLeer = await contarRecibidas(tx, recibidasDe(usuarioId, 0));
    return { afectados: cambiadas.length, no_leidos: cambiadas.length, sin_leer: sinLeer };
  });
}

/**
 * log_notificacion_push: the user's client got the live notification. The first
 * acknowledgement stays (entregado_at is not moved by a second tab). Another
 * user's notification is "not found", like one that does not exist.
 */
export async function registrarEntrega(db: Db, usuarioId: number, notificacionId: number) {
  const [fila] = await db
    .update(notificacionUsuario)
    .set({ entregado_at: sql`coalesce(${notificacionUsuario.entregado_at}, ${reloj.ahora()})` })
    .where(and(eq(notificacionUsuario.usuario_id, usuarioId), eq(notificacionUsuario.notificacion_id, notificacionId)))
    .returning({ entregado_at: notificacionUsuario.entregado_at });
  if (!fila?.entregado_at) throw noEncontrado('No se encontró la notificación.');
  return { id: notificacionId, entregado_at: fila.entregado_at };
}

/** After a read or delete, the user's other tabs refresh their bell. */
export const avisarBandeja = (ctx: Pick<Ctx, 'realtime'>, usuarioId: number) => ctx.realtime.publish({ usuario: usuarioId }, EVENTO_BANDEJA);

/** notificaciones/enviadas: every notification sent, newest first, with recipients, reads and deliveries. */
export async function notificacionesEnviadas(db: Db, q: PaginaQuery): Promise<Paginado<z.output<typeof notificacionEnviada>>> {
  const filtro = q.filter?.trim() ? sql`and ${contiene([sql`n.titulo`, sql`n.texto`], q.filter)}` : sql``;
  type Fila = Omit<z.output<typeof notificacionEnviada>, 'destinos' | 'created_at'> & { created_at: string | Date };
  // The page is found on notificacion alone; the recipients' counts (a LATERAL per row)
  // and the names of the destinations are then read for its rows only, at once.
  const { filas: pagina, total } = await paginarSql<{ id: number }>(
    db,
    sql`select n.id, n.created_at from notificacion n where n.deleted_at is null ${filtro}`,
    sql`n.created_at desc, n.id desc`,
    q,
  );
  const ids = pagina.map((f) => Number(f.id));
  if (ids.length === 0) return { filas: [], total };
  const [detalle, destinos] = await Promise.all([
    db.execute(sql`
      select n.id, n.titulo, n.texto, n.enlace, n.audiencia, n.created_at, u.nombre_completo as autor,
             c.destinatarios, c.leidas, c.entregadas
        from notificacion n
        join usuario u on u.id = n.autor_id
        cross join lateral (
          select count(*)::int as destinatarios,
                 (count(*) filter (where x.leido = 1))::int as leidas,
                 (count(*) filter (where x.entregado_at is not null))::int as entregadas
            from notificacion_usuario x where x.notificacion_id = n.id) c
       where n.id = any(${enteros(ids)})
       order by n.created_at desc, n.id desc`),
    nombresDeDestinos(db, ids),
  ]);
  const filas = filasDe<Fila>(detalle);
  return {
    filas: filas.map((f) => ({
      id: Number(f.id),
      titulo: f.titulo,
      texto: f.texto,
      enlace: f.enlace,
      audiencia: f.audiencia,
      destinos: destinos.get(Number(f.id)) ?? [],
      autor: f.autor,
      created_at: new Date(f.created_at),
      destinatarios: Number(f.destinatarios),
      leidas: Number(f.leidas),
      entregadas: Number(f.entregadas),
    })),
    total,
  };
}

/** The names of the users, groups or sectors each notification was sent to (as they are called now). */
async function nombresDeDestinos(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  if (ids.length === 0) return new Map();
  const filas = filasDe<{ notificacion_id: number; nombre: string }>(
    await db.execute(sql`
      select a.notificacion_id, coalesce(u.nombre_completo, g.nombre, s.nombre || ' — ' || e.nombre) as nombre
        from notificacion_audiencia a
        join notificacion n on n.id = a.notificacion_id
        left join usuario u on n.audiencia = 'usuarios' and u.id = a.ref_id
        left join grupo g on n.audiencia = 'grupos' and g.id = a.ref_id
        left join sector s on n.audiencia = 'sectores' and s.id = a.ref_id
        left join edificio e on e.id = s.raiz_id
       where a.notificacion_id = any(${enteros(ids)})
       order by a.notificacion_id, 2`),
  );
  const mapa = new Map<number, string[]>();
  for (const f of filas) {
    if (!f.nombre) continue;
    const id = Number(f.notificacion_id);
    mapa.set(id, [...(mapa.get(id) ?? []), f.nombre]);
  }
  return mapa;
}

/** The sender's choice of groups (the groups admin needs admin.grupo.ver): [{ value, label }]. */
export async function opcionesGrupos(db: Db, filtro: string | undefined): Promise<Opcion[]> {
  const { filas } = await listarGrupos(db, { filter: filtro, skip: 0, limit: 500, sortBy: 'nombre' });
  return filas.map((g) => ({ value: g.id, label: `${g.nombre} (${g.miembros} ${g.miembros === 1 ? 'miembro' : 'miembros'})` }));
}
