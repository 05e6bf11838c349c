import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { tablaDe } from '../src/modules/catalogos/catalogos.tablas';
import { deposito, depositoResponsable, documentoStock } from '../src/modules/inventario/inventario.table';
import { depositoConfigurable, depositoOperable, documentoOperable } from '../src/modules/inventario/inventario.acceso';
import type { Prueba } from './app-de-prueba';
import type { UsuarioDePrueba } from './factories';
import type { FabricaAjena } from './registros-ajenos';

// The other person's records of inventory (see registros-ajenos.ts): a warehouse whose
// only responsable is `dueno`, and a draft document of that warehouse.

let n = 0;

/** A warehouse of `dueno` (its only responsable). */
export async function depositoDe(t: Prueba, dueno: UsuarioDePrueba): Promise<number> {
  const db = t.database.db;
  const tipos = tablaDe(catalogoPorClave('deposito-tipo')!);
  const [tipo] = await db
    .insert(tipos)
    .values({ nombre: `Tipo ajeno ${Date.now()}-${++n}` } as never)
    .returning({ id: tipos.id! });
  const [d] = await db
    .insert(deposito)
    .values({ nombre: `Depósito ajeno ${Date.now()}-${n}`, tipo_id: tipo!.id as number })
    .returning({ id: deposito.id });
  await db.insert(depositoResponsable).values({ deposito_id: d!.id, usuario_id: dueno.id });
  return d!.id;
}

export const AJENOS_INVENTARIO: Record<string, FabricaAjena> = {
  [depositoOperable.nombre]: async (t, dueno) => ({ id: await depositoDe(t, dueno) }),
  // PUT deposito/:id/stock_minimo validates its body before the rule runs.
  [depositoConfigurable.nombre]: async (t, dueno) => ({ id: await depositoDe(t, dueno), body: { producto_id: 1, stock_minimo: 1 } }),
  [documentoOperable.nombre]: async (t, dueno) => {
    const depositoId = await depositoDe(t, dueno);
    const [d] = await t.database.db
      .insert(documentoStock)
      .values({ tipo: 'egreso', fecha: '2026-11-20', deposito_id: depositoId, destino: 'rotura', creado_por: dueno.id })
      .returning({ id: documentoStock.id });
    // The PUT of an entry, exit or movement validates its body before the rule runs: one body
    // that every document schema accepts (the rule must refuse it, not the validation).
    const body = {
      fecha: '2026-11-20',
      deposito_id: depositoId,
      deposito_origen_id: depositoId,
      deposito_destino_id: depositoId + 1,
      destino: 'rotura',
      items: [{ producto_id: 1, cantidad: 1 }],
    };
    return { id: d!.id, body };
  },
};
