import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { tablaDe } from '../src/modules/catalogos/catalogos.tablas';
import { deposito, depositoResponsable, documentoStock } from '../src/modules/inventario/inventario.table';
import { depositoConfigurable, depositoOperable, documentoOperable } from '../src/modules/inventario/inventario.acceso';
import { pedidoDelDeposito, pedidoDelSector, pedidoVisible, plantillaDelSector } from '../src/modules/inventario/pedidos-internos.acceso';
import { pedidoInterno, plantillaPedido } from '../src/modules/inventario/pedidos-internos.table';
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

/** An internal order of `dueno`'s sector to `dueno`'s warehouse, in `estado`. */
async function pedidoDe(t: Prueba, dueno: UsuarioDePrueba, estado: 'borrador' | 'enviado') {
  const depositoId = await depositoDe(t, dueno);
  const [p] = await t.database.db
    .insert(pedidoInterno)
    .values({ sector_id: dueno.sectores[0]!, deposito_id: depositoId, estado, creado_por: dueno.id })
    .returning({ id: pedidoInterno.id });
  // Bodies every ruled route of the order accepts (the rule must refuse them, not the validation).
  const body = {
    sector_id: dueno.sectores[0]!,
    deposito_id: depositoId,
    items: [{ producto_id: 1, cantidad: 1 }],
    motivo: 'No corresponde',
  };
  return { id: p!.id, body };
}

export const AJENOS_INVENTARIO: Record<string, FabricaAjena> = {
  [pedidoVisible.nombre]: (t, dueno) => pedidoDe(t, dueno, 'enviado'),
  [pedidoDelSector.nombre]: (t, dueno) => pedidoDe(t, dueno, 'borrador'),
  [pedidoDelDeposito.nombre]: async (t, dueno) => {
    const x = await pedidoDe(t, dueno, 'enviado');
    return { id: x.id, body: { items: [{ linea_id: 1, cantidad_preparada: 1 }], motivo: 'No corresponde' } };
  },
  [plantillaDelSector.nombre]: async (t, dueno) => {
    const depositoId = await depositoDe(t, dueno);
    const [p] = await t.database.db
      .insert(plantillaPedido)
      .values({ sector_id: dueno.sectores[0]!, deposito_id: depositoId, nombre: `Kit ${Date.now()}-${++n}`, creado_por: dueno.id })
      .returning({ id: plantillaPedido.id });
    return { id: p!.id, body: { nombre: 'Kit ajeno' } };
  },
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
