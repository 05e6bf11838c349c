import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { formatoCuit } from '@worknet/domain/cuit';
import type { OpcionProveedor, ProveedorBody, ProveedorFila, ProveedorQuery } from '@worknet/domain/inventario/maestros';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { paginar, type Paginado } from '../../platform/db/pagina';
import { codigoDeBase } from '../../platform/db/sql';
import { ordenTexto, patron } from '../../platform/db/texto';
import { conflicto, noEncontrado } from '../../platform/http/errors';
import { documentoStock, proveedor } from './inventario.table';
import * as reloj from '@worknet/domain/reloj';

// Suppliers (issue 17, item 3): CRUD, search for pickers, the active ones. The CUIT is
// stored as its eleven digits (checked with the AFIP check digit) and names one supplier.

const NO_EXISTE = 'El proveedor no existe.';

const columnas = {
  id: proveedor.id,
  razon_social: proveedor.razon_social,
  cuit: proveedor.cuit,
  contacto_nombre: proveedor.contacto_nombre,
  contacto_email: proveedor.contacto_email,
  contacto_telefono: proveedor.contacto_telefono,
  condicion_iva: proveedor.condicion_iva,
  activo: proveedor.activo,
};

type Fila = Omit<ProveedorFila, 'condicion_iva'> & { condicion_iva: string };
const comoFila = (f: Fila) => f as ProveedorFila;

export async function listarProveedores(db: Db, q: ProveedorQuery): Promise<Paginado<ProveedorFila>> {
  const condiciones: SQL[] = [isNull(proveedor.deleted_at)];
  if (q.filter?.trim()) condiciones.push(sql`${proveedor.busqueda} like ${patron(q.filter.replace(/(\d)[-.\s](?=\d)/g, '$1'))}`);
  if (q.activo !== undefined) condiciones.push(eq(proveedor.activo, q.activo));
  const { filas, total } = await paginar(
    db,
    () =>
      db
        .select(columnas)
        .from(proveedor)
        .where(and(...condiciones))
        .$dynamic(),
    [ordenTexto(proveedor.razon_social), asc(proveedor.id)],
    q,
  );
  return { filas: filas.map(comoFila), total };
}

export async function obtenerProveedor(db: Db, id: number): Promise<ProveedorFila> {
  const [p] = await db
    .select(columnas)
    .from(proveedor)
    .where(and(eq(proveedor.id, id), isNull(proveedor.deleted_at)));
  if (!p) throw noEncontrado(NO_EXISTE);
  return comoFila(p);
}

const opcion = (p: { id: number; razon_social: string; cuit: string }): OpcionProveedor => ({
  value: p.id,
  label: `${p.razon_social} (${formatoCuit(p.cuit)})`,
  cuit: p.cuit,
});

/** GET search_proveedores?q=: up to 20 active suppliers whose name, CUIT or contact contains q. */
export async function buscarProveedores(db: Db, q: string | undefined): Promise<OpcionProveedor[]> {
  const condiciones: SQL[] = [isNull(proveedor.deleted_at), eq(proveedor.activo, true)];
  if (q?.trim()) condiciones.push(sql`${proveedor.busqueda} like ${patron(q.replace(/(\d)[-.\s](?=\d)/g, '$1'))}`);
  const filas = await db
    .select({ id: proveedor.id, razon_social: proveedor.razon_social, cuit: proveedor.cuit })
    .from(proveedor)
    .where(and(...condiciones))
    .orderBy(ordenTexto(proveedor.razon_social), asc(proveedor.id))
    .limit(20);
  return filas.map(opcion);
}

/** GET proveedor/getAll: every active supplier, for the entry form's picker. */
export async function proveedoresActivos(db: Db): Promise<OpcionProveedor[]> {
  const filas = await db
    .select({ id: proveedor.id, razon_social: proveedor.razon_social, cuit: proveedor.cuit })
    .from(proveedor)
    .where(and(isNull(proveedor.deleted_at), eq(proveedor.activo, true)))
    .orderBy(ordenTexto(proveedor.razon_social), asc(proveedor.id));
  return filas.map(opcion);
}

const mensajeCuit = (cuit: string, nombre?: string) => `Ya existe un proveedor con el CUIT ${formatoCuit(cuit)}${nombre ? `: «${nombre}»` : ''}.`;

async function cuitLibre(db: Db, cuit: string, salvoId?: number) {
  const [otro] = await db
    .select({ nombre: proveedor.razon_social, borrado: proveedor.deleted_at })
    .from(proveedor)
    .where(and(eq(proveedor.cuit, cuit), salvoId ? ne(proveedor.id, salvoId) : undefined));
  if (otro) throw conflicto(mensajeCuit(cuit, `${otro.nombre}${otro.borrado ? ' (eliminado)' : ''}`));
}

async function conCuitUnico<T>(cuit: string, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (codigoDeBase(e) === '23505') throw conflicto(mensajeCuit(cuit));
    throw e;
  }
}

const valores = (d: ProveedorBody) => ({
  razon_social: d.razon_social,
  cuit: d.cuit,
  contacto_nombre: d.contacto_nombre ?? null,
  contacto_email: d.contacto_email ?? null,
  contacto_telefono: d.contacto_telefono ?? null,
  condicion_iva: d.condicion_iva,
  activo: d.activo,
});

export async function crearProveedor(db: Db, actorId: number, d: ProveedorBody): Promise<ProveedorFila> {
  await cuitLibre(db, d.cuit);
  const id = await conCuitUnico(d.cuit, () =>
    db.transaction(async (tx) => {
      const [p] = await tx.insert(proveedor).values(valores(d)).returning({ id: proveedor.id });
      await auditar(tx, { usuarioId: actorId, entidad: 'proveedor', entidadId: p!.id, accion: 'crear', despues: valores(d) });
      return p!.id;
    }),
  );
  return obtenerProveedor(db, id);
}

export async function actualizarProveedor(db: Db, actorId: number, id: number, d: ProveedorBody): Promise<ProveedorFila> {
  const antes = await obtenerProveedor(db, id);
  await cuitLibre(db, d.cuit, id);
  await conCuitUnico(d.cuit, () =>
    db.transaction(async (tx) => {
      const cambiado = await tx
        .update(proveedor)
        .set({ ...valores(d), updated_at: reloj.ahora() })
        .where(and(eq(proveedor.id, id), isNull(proveedor.deleted_at)))
        .returning({ id: proveedor.id });
      if (!cambiado.length) throw noEncontrado(NO_EXISTE);
      await auditar(tx, { usuarioId: actorId, entidad: 'proveedor', entidadId: id, accion: 'editar', antes, despues: valores(d) });
    }),
  );
  return obtenerProveedor(db, id);
}

/** Soft delete, refused while an entry names the supplier (deactivate it instead). */
export async function eliminarProveedor(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [p] = await tx
      .select(columnas)
      .from(proveedor)
      .where(and(eq(proveedor.id, id), isNull(proveedor.deleted_at)))
      .for('update');
    if (!p) throw noEncontrado(NO_EXISTE);
    const [uso] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(documentoStock)
      .where(and(eq(documentoStock.proveedor_id, id), isNull(documentoStock.deleted_at)));
    if (Number(uso?.n ?? 0) > 0) throw conflicto(`No se puede eliminar «${p.razon_social}»: tiene ingresos cargados. Puede desactivarlo.`);
    await tx.update(proveedor).set({ deleted_at: reloj.ahora(), updated_at: reloj.ahora() }).where(eq(proveedor.id, id));
    await auditar(tx, { usuarioId: actorId, entidad: 'proveedor', entidadId: id, accion: 'eliminar', antes: p });
  });
}
