import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LineaPedido } from '@worknet/domain/inventario/pedidos-internos';
import type { Db } from '../../platform/db/client';
import { camposInvalidos, type CampoInvalido } from '../../platform/http/errors';
import { sector } from '../../platform/identidad/identidad.table';
import { deposito, depositoProducto, producto } from './inventario.table';

// What an internal order and a template (ward kit) must reference to be saved: both the orders
// and the templates check their lines here, so neither service imports the other for it.

/** The warehouse must be live and keep every product in its catalog; the sector must exist. 400 otherwise. */
export async function verificarPedido(db: Db, d: { sector_id: number; deposito_id: number; items: LineaPedido[] }, que = 'el pedido') {
  const campos: CampoInvalido[] = [];
  const [s] = await db
    .select({ id: sector.id })
    .from(sector)
    .where(and(eq(sector.id, d.sector_id), isNull(sector.deleted_at)));
  if (!s) campos.push({ campo: 'sector_id', mensaje: 'El sector no existe.' });
  const [dep] = await db
    .select({ id: deposito.id })
    .from(deposito)
    .where(and(eq(deposito.id, d.deposito_id), isNull(deposito.deleted_at), eq(deposito.activo, true)));
  if (!dep) campos.push({ campo: 'deposito_id', mensaje: 'El depósito no existe o está inactivo.' });
  const ids = [...new Set(d.items.map((i) => i.producto_id))];
  const filas = await db
    .select({
      id: producto.id,
      nombre: producto.nombre_producto,
      activo: producto.activo,
      en_catalogo: sql<boolean>`${depositoProducto.producto_id} is not null`,
    })
    .from(producto)
    .leftJoin(depositoProducto, and(eq(depositoProducto.producto_id, producto.id), eq(depositoProducto.deposito_id, d.deposito_id)))
    .where(and(sql`${producto.id} = any(${sql.param(ids)}::integer[])`, isNull(producto.deleted_at)));
  const productos = new Map(filas.map((p) => [p.id, p]));
  d.items.forEach((it, i) => {
    const p = productos.get(it.producto_id);
    const campo = `items.${i}.producto_id`;
    if (!p) campos.push({ campo, mensaje: `No existe el producto ${it.producto_id}.` });
    else if (!p.activo) campos.push({ campo, mensaje: `El producto «${p.nombre}» está inactivo.` });
    else if (dep && !p.en_catalogo) campos.push({ campo, mensaje: `El depósito no tiene «${p.nombre}» en su catálogo.` });
  });
  if (campos.length) throw camposInvalidos(campos, que);
}
