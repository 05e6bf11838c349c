import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PaginaQuery } from '@worknet/domain/http';
import type { GrupoDatos, MotivoMiembro } from '@worknet/domain/usuarios';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { ordenDe, paginar, paginarSql } from '../../platform/db/pagina';
import { contiene, plano } from '../../platform/db/texto';
import { conflicto, datosInvalidos, noEncontrado } from '../../platform/http/errors';
import { authItem } from '../../platform/rbac/rbac.table';
import { edificio, sector, usuario } from '../../platform/identidad/identidad.table';
import { grupo, grupoRol, grupoSector, grupoUsuario } from './grupos.table';
import { codigoDeBase, filasDe } from '../../platform/db/sql';
import * as reloj from '@worknet/domain/reloj';

const MOTIVOS: MotivoMiembro[] = ['manual', 'sector', 'rol'];

/**
 * CTE `miembros(grupo_id, usuario_id, motivo)` of the given non-deleted groups:
 * manual members, users of the chosen (non-deleted) sectors, and holders of the
 * chosen roles directly or through a role that contains them (walking the tree
 * up from the role, as itemsEfectivos walks it down). Only active users; motivo
 * 1 manual, 2 sector, 3 rol (the lowest wins). UNION stops a cycle from looping.
 */
function miembrosCte(grupos: number[] | SQL): SQL {
  // Ids, or a query that returns them (so a caller need not fetch them first).
  const ids = Array.isArray(grupos)
    ? sql.join(
        grupos.map((i) => sql`${i}::int`),
        sql`, `,
      )
    : grupos;
  return sql`
    with recursive
    g(id) as (select id from grupo where id in (${ids}) and deleted_at is null),
    alcanzados(grupo_id, item_id) as (
      select gr.grupo_id, gr.item_id from grupo_rol gr join g on g.id = gr.grupo_id
      union
      select a.grupo_id, c.padre_id from auth_item_child c join alcanzados a on c.hijo_id = a.item_id
    ),
    pares(grupo_id, usuario_id, motivo) as (
      select gu.grupo_id, gu.usuario_id, 1 from grupo_usuario gu join g on g.id = gu.grupo_id
      union all
      select gs.grupo_id, us.usuario_id, 2 from grupo_sector gs
        join g on g.id = gs.grupo_id
        join sector s on s.id = gs.sector_id and s.deleted_at is null
        join usuario_sector us on us.sector_id = gs.sector_id
      union all
      select a.grupo_id, aa.usuario_id, 3 from alcanzados a join auth_asignacion aa on aa.item_id = a.item_id
    ),
    miembros(grupo_id, usuario_id, motivo) as (
      select p.grupo_id, p.usuario_id, min(p.motivo) from pares p
        join usuario u on u.id = p.usuario_id and u.activo and u.deleted_at is null
      group by p.grupo_id, p.usuario_id
    )`;
}

/**
 * Distinct active user ids reached by the groups (deleted groups reach nobody).
 * The audience of notifications and news: resolved at the moment of the call.
 */
export async function miembrosDeGrupos(db: Db, grupoIds: number[]): Promise<number[]> {
  const ids = [...new Set(grupoIds)].filter((i) => Number.isInteger(i) && i > 0);
  if (ids.length === 0) return [];
  const r = await db.execute(sql`${miembrosCte(ids)} select distinct usuario_id as id from miembros order by usuario_id`);
  return filasDe<{ id: number }>(r).map((f) => Number(f.id));
}

/**
 * Which of the given groups (ids, or a query returning them) reach the user now
 * (same rules as miembrosDeGrupos). News asks this for the groups its items are
 * addressed to.
 */
export async function gruposQueAlcanzan(db: Db, usuarioId: number, grupos: number[] | SQL): Promise<number[]> {
  const ids = Array.isArray(grupos) ? [...new Set(grupos)].filter((i) => Number.isInteger(i) && i > 0) : grupos;
  if (Array.isArray(ids) && ids.length === 0) return [];
  const r = await db.execute(sql`${miembrosCte(ids)} select distinct grupo_id from miembros where usuario_id = ${usuarioId} order by grupo_id`);
  return filasDe<{ grupo_id: number }>(r).map((f) => Number(f.grupo_id));
}

async function contarMiembros(db: Db, grupoIds: number[]): Promise<Map<number, number>> {
  if (grupoIds.length === 0) return new Map();
  const r = await db.execute(sql`${miembrosCte(grupoIds)} select grupo_id, count(*)::int as n from miembros group by grupo_id`);
  return new Map(filasDe<{ grupo_id: number; n: number }>(r).map((f) => [Number(f.grupo_id), Number(f.n)]));
}

/** The columns the list sorts by (the route's query schema names exactly these). */
export const ORDENES_GRUPOS = ['nombre', 'id', 'created_at', 'updated_at'] as const;
const ORDENABLES: Record<(typeof ORDENES_GRUPOS)[number], SQL> = {
  nombre: plano(sql`${grupo.nombre}`),
  id: sql`${grupo.id}`,
  created_at: sql`${grupo.created_at}`,
  updated_at: sql`${grupo.updated_at}`,
};
export type ConsultaGrupos = PaginaQuery & { sortBy?: (typeof ORDENES_GRUPOS)[number]; descending?: boolean };

export async function listarGrupos(db: Db, q: ConsultaGrupos) {
  const condiciones: SQL[] = [isNull(grupo.deleted_at)];
  if (q.filter?.trim()) condiciones.push(contiene([sql`${grupo.nombre}`, sql`coalesce(${grupo.descripcion}, '')`], q.filter));
  const where = and(...condiciones);
  const orden = ordenDe(ORDENABLES, q, { defecto: 'nombre', desempate: asc(grupo.id) });
  const { filas: pagina, total } = await paginar(
    db,
    () =>
      db
        .select({
          id: grupo.id,
          nombre: grupo.nombre,
          descripcion: grupo.descripcion,
          usuarios: sql<number>`(select count(*)::int from grupo_usuario x where x.grupo_id = ${grupo.id})`,
          sectores: sql<number>`(select count(*)::int from grupo_sector x where x.grupo_id = ${grupo.id})`,
          roles: sql<number>`(select count(*)::int from grupo_rol x where x.grupo_id = ${grupo.id})`,
          created_at: grupo.created_at,
          updated_at: grupo.updated_at,
        })
        .from(grupo)
        .where(where)
        .$dynamic(),
    orden,
    q,
  );
  const miembros = await contarMiembros(
    db,
    pagina.map((g) => g.id),
  );
  return {
    filas: pagina.map((g) => ({
      ...g,
      miembros: miembros.get(g.id) ?? 0,
    })),
    total,
  };
}

async function cabecera(db: Db, id: number) {
  const [g] = await db
    .select()
    .from(grupo)
    .where(and(eq(grupo.id, id), isNull(grupo.deleted_at)));
  if (!g) throw noEncontrado('El grupo no existe.');
  return g;
}

export async function obtenerGrupo(db: Db, id: number) {
  const g = await cabecera(db, id);
  const [usuarios, sectores, roles, miembros] = await Promise.all([
    db
      .select({ id: usuario.id, nombre: usuario.nombre_completo, username: usuario.username, activo: usuario.activo })
      .from(grupoUsuario)
      .innerJoin(usuario, eq(usuario.id, grupoUsuario.usuario_id))
      .where(and(eq(grupoUsuario.grupo_id, id), isNull(usuario.deleted_at)))
      .orderBy(plano(sql`${usuario.nombre_completo}`), asc(usuario.id)),
    db
      .select({ id: sector.id, nombre: sector.nombre, edificio: edificio.nombre })
      .from(grupoSector)
      .innerJoin(sector, eq(sector.id, grupoSector.sector_id))
      .innerJoin(edificio, eq(edificio.id, sector.raiz_id))
      .where(and(eq(grupoSector.grupo_id, id), isNull(sector.deleted_at)))
      .orderBy(plano(sql`${edificio.nombre}`), plano(sql`${sector.nombre}`)),
    db
      .select({ id: authItem.id, nombre: authItem.nombre })
      .from(grupoRol)
      .innerJoin(authItem, eq(authItem.id, grupoRol.item_id))
      .where(eq(grupoRol.grupo_id, id))
      .orderBy(plano(sql`${authItem.nombre}`)),
    contarMiembros(db, [id]),
  ]);
  return {
    id: g.id,
    nombre: g.nombre,
    descripcion: g.descripcion,
    miembros: miembros.get(id) ?? 0,
    created_at: g.created_at,
    updated_at: g.updated_at,
    usuarios,
    sectores,
    roles,
  };
}

/** Members preview: who the group reaches now, sorted by name, with the reason. */
export async function listarMiembros(db: Db, id: number, q: PaginaQuery) {
  await cabecera(db, id);
  const filtro = q.filter?.trim() ? sql`where ${contiene([sql`u.username`, sql`u.nombre_completo`], q.filter)}` : sql``;
  const base = sql`${miembrosCte([id])} select u.id, u.username, u.nombre_completo, m.motivo from miembros m join usuario u on u.id = m.usuario_id ${filtro}`;
  const { filas, total } = await paginarSql<{ id: number; username: string; nombre_completo: string; motivo: number }>(
    db,
    base,
    sql`${plano(sql`u.nombre_completo`)}, u.id`,
    q,
  );
  return {
    filas: filas.map((f) => ({
      id: Number(f.id),
      username: f.username,
      nombre_completo: f.nombre_completo,
      motivo: MOTIVOS[Number(f.motivo) - 1] ?? 'manual',
    })),
    total,
  };
}

type Datos = { nombre: string; descripcion: string | null; usuarios: number[]; sectores: number[]; roles: number[] };

const unicos = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
const normalizar = (d: GrupoDatos): Datos => ({
  nombre: d.nombre,
  descripcion: d.descripcion?.trim() || null,
  usuarios: unicos(d.usuarios),
  sectores: unicos(d.sectores),
  roles: unicos(d.roles),
});

async function nombreLibre(db: Db, nombre: string, salvoId?: number) {
  const [otro] = await db
    .select({ nombre: grupo.nombre })
    .from(grupo)
    .where(and(sql`lower(${grupo.nombre}) = lower(${nombre})`, isNull(grupo.deleted_at), salvoId ? ne(grupo.id, salvoId) : undefined));
  if (otro) throw conflicto(`Ya existe un grupo llamado "${otro.nombre}".`);
}

/** Every unknown id is named at once, per field, so the form can show them all. */
async function verificarReferencias(db: Db, d: Datos) {
  const [us, ss, rs] = await Promise.all([
    d.usuarios.length
      ? db
          .select({ id: usuario.id })
          .from(usuario)
          .where(and(inArray(usuario.id, d.usuarios), isNull(usuario.deleted_at)))
      : [],
    d.sectores.length
      ? db
          .select({ id: sector.id })
          .from(sector)
          .where(and(inArray(sector.id, d.sectores), isNull(sector.deleted_at)))
      : [],
    d.roles.length
      ? db
          .select({ id: authItem.id })
          .from(authItem)
          .where(and(inArray(authItem.id, d.roles), eq(authItem.tipo, 'rol')))
      : [],
  ]);
  const faltan = (pedidos: number[], hallados: { id: number }[]) => pedidos.filter((p) => !hallados.some((h) => h.id === p));
  const campos = [
    { campo: 'usuarios', ids: faltan(d.usuarios, us), texto: 'los usuarios' },
    { campo: 'sectores', ids: faltan(d.sectores, ss), texto: 'los sectores' },
    { campo: 'roles', ids: faltan(d.roles, rs), texto: 'los roles' },
  ]
    .filter((c) => c.ids.length)
    .map((c) => ({ campo: c.campo, mensaje: `No existen ${c.texto}: ${c.ids.join(', ')}.` }));
  if (campos.length) throw datosInvalidos(campos.map((c) => c.mensaje).join(' '), { campos });
}

async function guardarRelaciones(db: Db, id: number, d: Datos) {
  await db.delete(grupoUsuario).where(eq(grupoUsuario.grupo_id, id));
  await db.delete(grupoSector).where(eq(grupoSector.grupo_id, id));
  await db.delete(grupoRol).where(eq(grupoRol.grupo_id, id));
  if (d.usuarios.length) await db.insert(grupoUsuario).values(d.usuarios.map((u) => ({ grupo_id: id, usuario_id: u })));
  if (d.sectores.length) await db.insert(grupoSector).values(d.sectores.map((s) => ({ grupo_id: id, sector_id: s })));
  if (d.roles.length) await db.insert(grupoRol).values(d.roles.map((r) => ({ grupo_id: id, item_id: r })));
}

/** What the audit log keeps of a group: its fields and the ids it names. */
async function foto(db: Db, id: number): Promise<Datos> {
  const g = await cabecera(db, id);
  const [us, ss, rs] = await Promise.all([
    db.select({ id: grupoUsuario.usuario_id }).from(grupoUsuario).where(eq(grupoUsuario.grupo_id, id)),
    db.select({ id: grupoSector.sector_id }).from(grupoSector).where(eq(grupoSector.grupo_id, id)),
    db.select({ id: grupoRol.item_id }).from(grupoRol).where(eq(grupoRol.grupo_id, id)),
  ]);
  return {
    nombre: g.nombre,
    descripcion: g.descripcion,
    usuarios: unicos(us.map((x) => x.id)),
    sectores: unicos(ss.map((x) => x.id)),
    roles: unicos(rs.map((x) => x.id)),
  };
}

// Two admins saving the same name at once: the partial unique index decides, same message.
const esNombreRepetido = (e: unknown) => codigoDeBase(e) === '23505';
async function conNombreUnico<T>(nombre: string, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (esNombreRepetido(e)) throw conflicto(`Ya existe un grupo llamado "${nombre}".`);
    throw e;
  }
}

export async function crearGrupo(db: Db, actorId: number, datos: GrupoDatos) {
  const d = normalizar(datos);
  await nombreLibre(db, d.nombre);
  await verificarReferencias(db, d);
  const id = await conNombreUnico(d.nombre, () =>
    db.transaction(async (tx) => {
      const [g] = await tx.insert(grupo).values({ nombre: d.nombre, descripcion: d.descripcion }).returning({ id: grupo.id });
      await guardarRelaciones(tx, g!.id, d);
      await auditar(tx, { usuarioId: actorId, entidad: 'grupo', entidadId: g!.id, accion: 'crear', despues: d });
      return g!.id;
    }),
  );
  return obtenerGrupo(db, id);
}

export async function actualizarGrupo(db: Db, actorId: number, id: number, datos: GrupoDatos) {
  const antes = await foto(db, id);
  const d = normalizar(datos);
  await nombreLibre(db, d.nombre, id);
  await verificarReferencias(db, d);
  await conNombreUnico(d.nombre, () =>
    db.transaction(async (tx) => {
      const cambiado = await tx
        .update(grupo)
        .set({ nombre: d.nombre, descripcion: d.descripcion, updated_at: reloj.ahora() })
        .where(and(eq(grupo.id, id), isNull(grupo.deleted_at)))
        .returning({ id: grupo.id });
      if (cambiado.length === 0) throw noEncontrado('El grupo no existe.');
      await guardarRelaciones(tx, id, d);
      await auditar(tx, { usuarioId: actorId, entidad: 'grupo', entidadId: id, accion: 'editar', antes, despues: d });
    }),
  );
  return obtenerGrupo(db, id);
}

/** Soft delete: the name is free again and the group reaches nobody; its rows stay for the record. */
export async function eliminarGrupo(db: Db, actorId: number, id: number): Promise<void> {
  const antes = await foto(db, id);
  await db.transaction(async (tx) => {
    const borrado = await tx
      .update(grupo)
      .set({ deleted_at: reloj.ahora() })
      .where(and(eq(grupo.id, id), isNull(grupo.deleted_at)))
      .returning({ id: grupo.id });
    if (borrado.length === 0) throw noEncontrado('El grupo no existe.');
    await auditar(tx, { usuarioId: actorId, entidad: 'grupo', entidadId: id, accion: 'eliminar', antes });
  });
}
