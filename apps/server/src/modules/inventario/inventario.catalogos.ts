import { and, eq, inArray, isNull } from 'drizzle-orm';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import type { Db } from '../../platform/db/client';
import { tablaDe } from '../catalogos/catalogos.tablas';

// The purchasing catalogs the inventory masters point to (compras/configuracion).

export const categorias = tablaDe(catalogoPorClave('categorias')!);
export const atributos = tablaDe(catalogoPorClave('atributos')!);
export const tiposDeposito = tablaDe(catalogoPorClave('deposito-tipo')!);
export const drogas = tablaDe(catalogoPorClave('valores-drogas')!);

/** Whether a live (not deleted) row of the catalog has the id. */
export async function existeEn(db: Db, t: typeof categorias, id: number): Promise<boolean> {
  const [f] = await db
    .select({ id: t.id! })
    .from(t)
    .where(and(eq(t.id!, id), isNull(t.deleted_at!)));
  return f !== undefined;
}

export type Atributo = { id: number; nombre: string; tipo_dato: string; unidad: string | null; valores: string | null };

/** The live attributes among the ids. */
export async function atributosPorId(db: Db, ids: number[]): Promise<Map<number, Atributo>> {
  if (!ids.length) return new Map();
  const filas = (await db
    .select({ id: atributos.id!, nombre: atributos.nombre!, tipo_dato: atributos.tipo_dato!, unidad: atributos.unidad!, valores: atributos.valores! })
    .from(atributos)
    .where(and(inArray(atributos.id!, ids), isNull(atributos.deleted_at!)))) as Atributo[];
  return new Map(filas.map((f) => [f.id, f]));
}
