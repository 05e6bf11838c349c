import { sql } from 'drizzle-orm';
import type { Audiencia } from '@worknet/domain/notificaciones/tipos';
import type { Db } from '../../platform/db/client';
import { datosInvalidos } from '../../platform/http/errors';
import { miembrosDeGrupos } from '../grupos/grupos.service';
import { enteros, filasDe } from '../../platform/db/sql';

// Who a notification reaches, resolved once at sending (the recipients are then
// fixed in notificacion_usuario). Only active, non-deleted users; each once.

const QUE: Record<Exclude<Audiencia, 'todos'>, { tabla: string; texto: string }> = {
  usuarios: { tabla: 'usuario', texto: 'los usuarios' },
  grupos: { tabla: 'grupo', texto: 'los grupos' },
  sectores: { tabla: 'sector', texto: 'los sectores' },
};

/** Every chosen id must exist (and not be deleted): unknown ones are named in a 400. */
export async function verificarAudiencia(db: Db, audiencia: Audiencia, ids: number[]): Promise<void> {
  if (audiencia === 'todos' || ids.length === 0) return;
  const { tabla, texto } = QUE[audiencia];
  const hallados = filasDe<{ id: number }>(
    await db.execute(sql`select id from ${sql.identifier(tabla)} where id = any(${enteros(ids)}) and deleted_at is null`),
  ).map((f) => Number(f.id));
  const faltan = ids.filter((i) => !hallados.includes(i));
  if (faltan.length) {
    const mensaje = `No existen ${texto}: ${faltan.join(', ')}.`;
    throw datosInvalidos(mensaje, { campos: [{ campo: 'ids', mensaje }] });
  }
}

/**
 * Inserts the recipients of notification `notificacionId` in one statement and
 * returns their ids. Groups reuse grupos.service's membership (manual members,
 * their sectors' users and their roles' holders), already filtered to active users.
 */
export async function insertarDestinatarios(tx: Db, notificacionId: number, audiencia: Audiencia, ids: number[]): Promise<number[]> {
  const activos = sql`u.activo and u.deleted_at is null`;
  let origen;
  if (audiencia === 'todos') origen = sql`select u.id from usuario u where ${activos}`;
  else if (audiencia === 'usuarios') origen = sql`select u.id from usuario u where u.id = any(${enteros(ids)}) and ${activos}`;
  else if (audiencia === 'sectores') {
    origen = sql`select distinct u.id from usuario_sector us
      join sector s on s.id = us.sector_id and s.deleted_at is null
      join usuario u on u.id = us.usuario_id and ${activos}
      where us.sector_id = any(${enteros(ids)})`;
  } else {
    const miembros = await miembrosDeGrupos(tx, ids);
    origen = sql`select x from unnest(${enteros(miembros)}) as x`;
  }
  const filas = await tx.execute(sql`
    insert into notificacion_usuario (notificacion_id, usuario_id)
    select ${notificacionId}::int, d.id from (${origen}) as d(id)
    on conflict do nothing
    returning usuario_id`);
  return filasDe<{ usuario_id: number }>(filas).map((f) => Number(f.usuario_id));
}
