import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { tablaDe } from '../src/modules/catalogos/catalogos.tablas';
import { deposito, depositoProducto, depositoResponsable, producto } from '../src/modules/inventario/inventario.table';
import { diferenciasLibroSaldos } from '../src/modules/inventario/libro-lectura';
import { filasDe } from '../src/platform/db/sql';
import type { Prueba } from './app-de-prueba';
import { bearer, conSesion, type ConSesion } from './factories';

// Helpers of the inventory ledger tests: warehouses, products and users straight in the
// tables (their API is B1's, tested in inventario-maestros*), and the calls of the documents.

let n = 0;
const unico = () => `${process.pid}-${Date.now()}-${++n}`;
export const BASE = '/api/v1/compras/producto';

export async function crearDeposito(t: Prueba, responsables: number[] = [], nombre = `Depósito ${unico()}`): Promise<number> {
  const db = t.database.db;
  const tipos = tablaDe(catalogoPorClave('deposito-tipo')!);
  const [tipo] = await db
    .insert(tipos)
    .values({ nombre: `Tipo ${unico()}` } as never)
    .returning({ id: tipos.id! });
  const [d] = await db
    .insert(deposito)
    .values({ nombre, tipo_id: tipo!.id as number })
    .returning({ id: deposito.id });
  if (responsables.length) await db.insert(depositoResponsable).values(responsables.map((u) => ({ deposito_id: d!.id, usuario_id: u })));
  return d!.id;
}

let categoria: number | undefined;
export async function crearProducto(
  t: Prueba,
  o: { nombre?: string; lote?: boolean; vencimiento?: boolean; serie?: boolean; minimo?: { deposito: number; cantidad: number } } = {},
): Promise<number> {
  const db = t.database.db;
  if (!categoria) {
    const cats = tablaDe(catalogoPorClave('categorias')!);
    const [c] = await db
      .insert(cats)
      .values({ nombre: `Categoría ${unico()}` } as never)
      .returning({ id: cats.id! });
    categoria = c!.id as number;
  }
  const [p] = await db
    .insert(producto)
    .values({
      nombre_producto: o.nombre ?? `Producto ${unico()}`,
      categoria_id: categoria,
      controla_lote: o.lote ?? false,
      controla_vencimiento: o.vencimiento ?? false,
      controla_serie: o.serie ?? false,
    })
    .returning({ id: producto.id });
  if (o.minimo) await db.insert(depositoProducto).values({ deposito_id: o.minimo.deposito, producto_id: p!.id, stock_minimo: o.minimo.cantidad });
  return p!.id;
}
/** Categories are per test database: forget the cached one when a file opens a new app. */
export const olvidarCategoria = () => {
  categoria = undefined;
};

export type Usuarios = { admin: ConSesion; empleado: ConSesion; responsableA: ConSesion; responsableB: ConSesion };
export async function usuarios(t: Prueba): Promise<Usuarios> {
  const [admin, empleado, responsableA, responsableB] = await Promise.all([
    conSesion(t, { items: ['AdministradorCompras'] }),
    conSesion(t),
    conSesion(t, { items: ['Responsable de depósito'] }),
    conSesion(t, { items: ['Responsable de depósito'] }),
  ]);
  return { admin, empleado, responsableA, responsableB };
}

export function cliente(t: Prueba) {
  const pedir = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: url.startsWith('/') ? url : `${BASE}/${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, token: string) => pedir('GET', url, token),
    post: (url: string, token: string, payload: unknown = {}) => pedir('POST', url, token, payload),
    put: (url: string, token: string, payload: unknown) => pedir('PUT', url, token, payload),
    delete: (url: string, token: string) => pedir('DELETE', url, token),
  };
}

type Linea = { producto_id: number; cantidad: number; lote?: string | null; serie?: string | null; fecha_vencimiento?: string | null };
export const HOY = () => new Date().toISOString().slice(0, 10);

/** Creates and confirms an entry; returns the document id. */
export async function ingresar(t: Prueba, token: string, depositoId: number, items: Linea[]): Promise<number> {
  const c = cliente(t);
  const r = await c.post('producto_ingreso', token, { deposito_id: depositoId, fecha: HOY(), items });
  if (r.statusCode !== 200) throw new Error(`ingreso: ${r.body}`);
  const id = r.json().data.id as number;
  const k = await c.post(`confirmar_ingreso/${id}`, token);
  if (k.statusCode !== 200) throw new Error(`confirmar ingreso: ${k.body}`);
  return id;
}

/** An exit draft; returns its id. */
export async function borradorEgreso(t: Prueba, token: string, depositoId: number, items: Linea[], destino = 'rotura'): Promise<number> {
  const r = await cliente(t).post('producto_egreso', token, { deposito_id: depositoId, fecha: HOY(), destino, items });
  if (r.statusCode !== 200) throw new Error(`egreso: ${r.body}`);
  return r.json().data.id as number;
}

/** Every balance row, as "producto|deposito|lote|serie|venc" → quantity. */
export async function saldos(t: Prueba): Promise<Record<string, number>> {
  const r = await t.database.db.execute(
    sql`select concat_ws('|', producto_id, deposito_id, lote, serie, fecha_vencimiento) as k, cantidad::text as c from saldo_stock order by 1`,
  );
  return Object.fromEntries(filasDe<{ k: string; c: string }>(r).map((x) => [x.k, Number(x.c)]));
}

export const libroCuadra = async (t: Prueba) => expect(await diferenciasLibroSaldos(t.database.db)).toEqual([]);
