import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { LineaPedido, PlantillaBody, PlantillaEdicionBody } from '@worknet/domain/inventario/pedidos-internos';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { codigoDeBase } from '../../platform/db/sql';
import { sector } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { conflicto, noEncontrado, prohibido } from '../../platform/http/errors';
import { administraDepositos } from './inventario.acceso';
import { deposito, producto } from './inventario.table';
import { pidePorSector, sectoresQuePide } from './pedidos-internos.acceso';
import { plantillaPedido, plantillaPedidoLinea } from './pedidos-internos.table';
import { verificarPedido } from './pedidos-internos-verificacion';
import * as reloj from '@worknet/domain/reloj';

// Order templates, the ward kits (issue 18, item 2): a sector's named list of products and
// quantities for one warehouse ("Carro de paro", "Curaciones semanal"). Unique by name
// (without case or accents) within the sector; a new order starts from one.

const yaExiste = (nombre: string) => conflicto(`Ya existe una plantilla «${nombre}» en el sector: elija otro nombre.`);

async function guardarLineas(tx: Db, id: number, items: LineaPedido[]) {
  await tx.delete(plantillaPedidoLinea).where(eq(plantillaPedidoLinea.plantilla_id, id));
  await tx.insert(plantillaPedidoLinea).values(items.map((it, i) => ({ plantilla_id: id, orden: i + 1, producto_id: it.producto_id, cantidad: it.cantidad })));
}

/** Runs `f` in a savepoint so a duplicate name is a 409, not an aborted outer transaction. */
async function sinDuplicado<T>(tx: Db, nombre: string, f: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction(f);
  } catch (e) {
    if (codigoDeBase(e) === '23505') throw yaExiste(nombre);
    throw e;
  }
}

/** Saves a template inside the caller's transaction (an order that also saves its lines). Already verified. */
export async function guardarPlantillaEnTransaccion(tx: Db, p: Principal, d: PlantillaBody): Promise<number> {
  const id = await sinDuplicado(tx, d.nombre, async (t) => {
    const [n] = await t
      .insert(plantillaPedido)
      .values({ sector_id: d.sector_id, deposito_id: d.deposito_id, nombre: d.nombre, creado_por: p.id })
      .returning({ id: plantillaPedido.id });
    return n!.id;
  });
  await guardarLineas(tx, id, d.items);
  await auditar(tx, { usuarioId: p.id, entidad: 'plantilla_pedido', entidadId: id, accion: 'crear', despues: d });
  return id;
}

export async function crearPlantilla(db: Db, p: Principal, d: PlantillaBody): Promise<number> {
  if (!(await pidePorSector(db, p, d.sector_id))) throw prohibido('Sólo se guardan plantillas de un sector propio o de uno del que es referente.');
  await verificarPedido(db, d, 'la plantilla');
  return db.transaction((tx) => guardarPlantillaEnTransaccion(tx, p, d));
}

async function vigente(db: Db, id: number) {
  const [x] = await db
    .select()
    .from(plantillaPedido)
    .where(and(eq(plantillaPedido.id, id), isNull(plantillaPedido.deleted_at)));
  if (!x) throw noEncontrado('La plantilla no existe.');
  return x;
}

/** Renames a template and, when `items` come, replaces its lines. */
export async function actualizarPlantilla(db: Db, p: Principal, id: number, d: PlantillaEdicionBody): Promise<void> {
  const antes = await vigente(db, id);
  if (d.items) await verificarPedido(db, { sector_id: antes.sector_id, deposito_id: antes.deposito_id, items: d.items }, 'la plantilla');
  await db.transaction(async (tx) => {
    await sinDuplicado(tx, d.nombre, (t) => t.update(plantillaPedido).set({ nombre: d.nombre, updated_at: reloj.ahora() }).where(eq(plantillaPedido.id, id)));
    if (d.items) await guardarLineas(tx, id, d.items);
    await auditar(tx, { usuarioId: p.id, entidad: 'plantilla_pedido', entidadId: id, accion: 'editar', antes: { nombre: antes.nombre }, despues: d });
  });
}

export async function eliminarPlantilla(db: Db, p: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [x] = await tx
      .update(plantillaPedido)
      .set({ deleted_at: reloj.ahora(), updated_at: reloj.ahora() })
      .where(and(eq(plantillaPedido.id, id), isNull(plantillaPedido.deleted_at)))
      .returning();
    if (!x) throw noEncontrado('La plantilla no existe.');
    await auditar(tx, { usuarioId: p.id, entidad: 'plantilla_pedido', entidadId: id, accion: 'eliminar', antes: x });
  });
}

type Fila = typeof plantillaPedido.$inferSelect;

async function conLineas(
  db: Db,
  filas: (Pick<Fila, 'id' | 'nombre' | 'sector_id' | 'deposito_id' | 'updated_at'> & { sector_nombre: string; deposito_nombre: string })[],
) {
  if (!filas.length) return [];
  const lineas = await db
    .select({
      plantilla_id: plantillaPedidoLinea.plantilla_id,
      producto_id: plantillaPedidoLinea.producto_id,
      nombre_producto: producto.nombre_producto,
      unidad: producto.unidad,
      cantidad: plantillaPedidoLinea.cantidad,
    })
    .from(plantillaPedidoLinea)
    .innerJoin(producto, eq(producto.id, plantillaPedidoLinea.producto_id))
    .where(sql`${plantillaPedidoLinea.plantilla_id} = any(${sql.param(filas.map((f) => f.id))}::integer[])`)
    .orderBy(asc(plantillaPedidoLinea.plantilla_id), asc(plantillaPedidoLinea.orden));
  return filas.map((f) => ({
    ...f,
    items: lineas.filter((l) => l.plantilla_id === f.id).map(({ plantilla_id: _p, ...l }) => ({ ...l, cantidad: Number(l.cantidad) })),
  }));
}

const SELECCION = {
  id: plantillaPedido.id,
  nombre: plantillaPedido.nombre,
  sector_id: plantillaPedido.sector_id,
  sector_nombre: sector.nombre,
  deposito_id: plantillaPedido.deposito_id,
  deposito_nombre: deposito.nombre,
  updated_at: plantillaPedido.updated_at,
};

/** get_templates: the templates of the sectors the user orders for (one sector, one warehouse when given), by name. */
export async function listarPlantillas(db: Db, p: Principal, q: { sector: number; deposito: number }) {
  const mios = administraDepositos(p) ? null : await sectoresQuePide(db, p);
  if (mios && !mios.length) return [];
  const filas = await db
    .select(SELECCION)
    .from(plantillaPedido)
    .innerJoin(sector, eq(sector.id, plantillaPedido.sector_id))
    .innerJoin(deposito, eq(deposito.id, plantillaPedido.deposito_id))
    .where(
      and(
        isNull(plantillaPedido.deleted_at),
        mios ? sql`${plantillaPedido.sector_id} = any(${sql.param(mios)}::integer[])` : undefined,
        q.sector ? eq(plantillaPedido.sector_id, q.sector) : undefined,
        q.deposito ? eq(plantillaPedido.deposito_id, q.deposito) : undefined,
      ),
    )
    .orderBy(asc(sector.nombre), sql`${plantillaPedido.nombre} collate "und-x-icu"`);
  return conLineas(db, filas);
}

export async function obtenerPlantilla(db: Db, id: number) {
  const filas = await db
    .select(SELECCION)
    .from(plantillaPedido)
    .innerJoin(sector, eq(sector.id, plantillaPedido.sector_id))
    .innerJoin(deposito, eq(deposito.id, plantillaPedido.deposito_id))
    .where(and(eq(plantillaPedido.id, id), isNull(plantillaPedido.deleted_at)));
  const [x] = await conLineas(db, filas);
  if (!x) throw noEncontrado('La plantilla no existe.');
  return x;
}
