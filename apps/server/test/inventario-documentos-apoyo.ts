import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { diferenciasLibroSaldos } from '../src/modules/inventario/libro-lectura';
import { filasDe } from '../src/platform/db/sql';
import type { Prueba } from './app-de-prueba';
import { BASE_INVENTARIO, conSesion, type ConSesion } from './factories';
import { peticiones } from './peticion';

// Helpers of the inventory ledger tests: their users, the calls of the documents and the
// ledger's checks.

export const BASE = BASE_INVENTARIO;
// The warehouses, products and documents these tests make are the shared factories (factories.ts).
export { borradorEgreso, crearDeposito, crearProducto, crearStock, HOY, ingresar, type Linea } from './factories';

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

/** The inventory calls of the ledger tests: the kit's, relative to BASE; a POST without a body sends `{}`. */
export function cliente(t: Prueba) {
  const api = peticiones(() => t, BASE);
  return {
    get: (url: string, token: string) => api.get(url, token),
    post: (url: string, token: string, payload: unknown = {}) => api.post(url, token, payload),
    put: (url: string, token: string, payload: unknown) => api.put(url, token, payload),
    delete: (url: string, token: string) => api.delete(url, token),
  };
}

/** Every balance row, as "producto|deposito|lote|serie|venc" → quantity. */
export async function saldos(t: Prueba): Promise<Record<string, number>> {
  const r = await t.database.db.execute(
    sql`select concat_ws('|', producto_id, deposito_id, lote, serie, fecha_vencimiento) as k, cantidad::text as c from saldo_stock order by 1`,
  );
  return Object.fromEntries(filasDe<{ k: string; c: string }>(r).map((x) => [x.k, Number(x.c)]));
}

export const libroCuadra = async (t: Prueba) => expect(await diferenciasLibroSaldos(t.database.db)).toEqual([]);
