import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ITEM_ID, ROL_ADMINISTRADOR_COMPRAS } from '@worknet/domain/auth';
import { esNombrePermiso } from '@worknet/domain/permisos';
import type { Ctx } from '../../platform/context';
import { auditar } from '../../platform/audit/audit';
import { conflicto, noEncontrado } from '../../platform/http/errors';
import { conCandadoDeAdministracion, sinQuedarSinAdministradores, verificarSinEscalada } from '../../platform/rbac/escalada';
import { agregarHijo, quitarHijo } from '../../platform/rbac/rbac.service';
import { authAsignacion, authItem, authItemChild } from '../../platform/rbac/rbac.table';
import type { Principal } from '../../platform/identidad/principal';
import * as reloj from '@worknet/domain/reloj';

// Roles the spec names (item 1, AdministradorCompras) keep their name and cannot be deleted.
const PROTEGIDOS = new Set(['Administrador', ROL_ADMINISTRADOR_COMPRAS]);

export async function listarItems(ctx: Ctx) {
  const [items, hijos, usos] = await Promise.all([
    ctx.db
      .select()
      .from(authItem)
      .orderBy(authItem.tipo, sql`lower(${authItem.nombre})`),
    ctx.db.select().from(authItemChild),
    ctx.db
      .select({ id: authAsignacion.item_id, n: sql<number>`count(*)::int` })
      .from(authAsignacion)
      .groupBy(authAsignacion.item_id),
  ]);
  return items.map((i) => ({
    id: i.id,
    nombre: i.nombre,
    descripcion: i.descripcion,
    tipo: i.tipo,
    hijos: hijos.filter((h) => h.padre_id === i.id).map((h) => h.hijo_id),
    usuarios: usos.find((u) => u.id === i.id)?.n ?? 0,
    en_uso_por_rutas: i.tipo === 'permiso' && esNombrePermiso(i.nombre),
  }));
}

async function item(ctx: Ctx, id: number) {
  const [i] = await ctx.db.select().from(authItem).where(eq(authItem.id, id));
  if (!i) throw noEncontrado('El rol o permiso indicado no existe.');
  return i;
}

async function nombreLibre(ctx: Ctx, nombre: string, salvoId?: number) {
  const [otro] = await ctx.db
    .select()
    .from(authItem)
    .where(sql`lower(${authItem.nombre}) = ${nombre.toLowerCase()}`);
  if (otro && otro.id !== salvoId) throw conflicto(`Ya existe un ${otro.tipo === 'rol' ? 'rol' : 'permiso'} llamado "${otro.nombre}".`);
}

/** Only roles are created here: permissions come from the code's catalogue. */
export async function crearRol(ctx: Ctx, actor: Principal, d: { nombre: string; descripcion?: string | null }) {
  await nombreLibre(ctx, d.nombre);
  return ctx.db.transaction(async (tx) => {
    const [nuevo] = await tx
      .insert(authItem)
      .values({ nombre: d.nombre, descripcion: d.descripcion ?? null, tipo: 'rol' })
      .returning();
    await auditar(tx, { usuarioId: actor.id, entidad: 'auth_item', entidadId: nuevo!.id, accion: 'crear', despues: nuevo });
    return nuevo!;
  });
}

export async function actualizarItem(ctx: Ctx, actor: Principal, id: number, d: { nombre: string; descripcion?: string | null }) {
  const antes = await item(ctx, id);
  const renombra = d.nombre !== antes.nombre;
  if (renombra && antes.tipo === 'permiso') throw conflicto('El nombre de un permiso lo fija el sistema; sólo puede cambiar su descripción.');
  if (renombra && PROTEGIDOS.has(antes.nombre)) throw conflicto(`El rol "${antes.nombre}" no puede cambiar de nombre.`);
  if (renombra) await nombreLibre(ctx, d.nombre, id);
  return ctx.db.transaction(async (tx) => {
    const [despues] = await tx
      .update(authItem)
      .set({ nombre: d.nombre, descripcion: d.descripcion ?? null, updated_at: reloj.ahora() })
      .where(eq(authItem.id, id))
      .returning();
    await auditar(tx, { usuarioId: actor.id, entidad: 'auth_item', entidadId: id, accion: 'editar', antes, despues });
    return despues!;
  });
}

export async function eliminarItem(ctx: Ctx, actor: Principal, id: number) {
  const i = await item(ctx, id);
  if (id === ADMIN_ITEM_ID) throw conflicto('El rol Administrador (ítem 1) no se puede eliminar.');
  if (PROTEGIDOS.has(i.nombre)) throw conflicto(`El rol "${i.nombre}" no se puede eliminar.`);
  if (i.tipo === 'permiso' && esNombrePermiso(i.nombre)) throw conflicto(`El permiso "${i.nombre}" está en uso por rutas del sistema y no se puede eliminar.`);
  // Deleting a role also drops its relations (cascade): if the remaining administrators hold
  // item 1 through it, that is the last administrator's removal too.
  await conCandadoDeAdministracion(ctx.db, actor, async (tx) => {
    const [uso] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(authAsignacion)
      .where(eq(authAsignacion.item_id, id));
    if ((uso?.n ?? 0) > 0) throw conflicto(`"${i.nombre}" está asignado a ${uso!.n} usuario${uso!.n === 1 ? '' : 's'}; quíteselo antes de eliminarlo.`);
    await sinQuedarSinAdministradores(
      tx,
      `No se puede eliminar "${i.nombre}": dejaría sin ningún administrador activo (los que quedan tienen el rol Administrador a través de él). Designe otro administrador antes.`,
      () => tx.delete(authItem).where(eq(authItem.id, id)),
    );
    await auditar(tx, { usuarioId: actor.id, entidad: 'auth_item', entidadId: id, accion: 'eliminar', antes: i });
  });
  await ctx.cache.invalidar({ tipo: 'permisos' });
}

/**
 * Tree edits take effect on every affected user's next request. They change what accounts
 * hold, so they run under the same lock as the changes to a user (escalada.ts).
 */
export async function agregarRelacion(ctx: Ctx, actor: Principal, padreId: number, hijoId: number) {
  await conCandadoDeAdministracion(ctx.db, actor, async (tx, yo) => {
    await verificarSinEscalada(tx, yo, [hijoId]);
    await agregarHijo(tx, padreId, hijoId);
    await auditar(tx, {
      usuarioId: actor.id,
      entidad: 'auth_item_child',
      entidadId: `${padreId}>${hijoId}`,
      accion: 'crear',
      despues: { padre_id: padreId, hijo_id: hijoId },
    });
  });
  await ctx.cache.invalidar({ tipo: 'permisos' });
}

export async function quitarRelacion(ctx: Ctx, actor: Principal, padreId: number, hijoId: number) {
  await conCandadoDeAdministracion(ctx.db, actor, async (tx, yo) => {
    const [existe] = await tx
      .select()
      .from(authItemChild)
      .where(and(eq(authItemChild.padre_id, padreId), eq(authItemChild.hijo_id, hijoId)));
    if (!existe) throw noEncontrado('Esa relación entre roles o permisos no existe.');
    // Taking permissions away from a role needs the same standing as giving them.
    await verificarSinEscalada(tx, yo, [hijoId]);
    await sinQuedarSinAdministradores(
      tx,
      'No se puede quitar esta relación: dejaría sin ningún administrador activo (los que quedan tienen el rol Administrador a través de ella). Designe otro administrador antes.',
      () => quitarHijo(tx, padreId, hijoId),
    );
    await auditar(tx, { usuarioId: actor.id, entidad: 'auth_item_child', entidadId: `${padreId}>${hijoId}`, accion: 'eliminar', antes: existe });
  });
  await ctx.cache.invalidar({ tipo: 'permisos' });
}
