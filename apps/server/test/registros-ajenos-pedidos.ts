import { carritoItem, pedido } from '../src/modules/pedidos/pedidos.table';
import { borradorPropio, lineaPropia, pedidoVisible } from '../src/modules/pedidos/pedidos.acceso';
import type { Prueba } from './app-de-prueba';
import type { UsuarioDePrueba } from './factories';
import type { FabricaAjena } from './registros-ajenos';

// The other person's records of purchase orders (see registros-ajenos.ts): an order `dueno`
// asked for, a draft `dueno` is assembling, a line of `dueno`'s cart. The bodies are valid for
// every route under the rule (crear_respuesta, PUT carrito), so the rule is what refuses.

async function pedidoDe(t: Prueba, dueno: UsuarioDePrueba, estado: 'nuevo' | 'borrador'): Promise<number> {
  const [p] = await t.database.db
    .insert(pedido)
    .values({ tipo: 'insumos', persona_id: dueno.id, sector_id: dueno.sectores[0], estado, creado_por: dueno.id })
    .returning({ id: pedido.id });
  return p!.id;
}

const body = { texto: 'Hola', cantidad: 1 };

export const AJENOS_PEDIDOS: Record<string, FabricaAjena> = {
  [pedidoVisible.nombre]: async (t, dueno) => ({ id: await pedidoDe(t, dueno, 'nuevo'), body }),
  [borradorPropio.nombre]: async (t, dueno) => ({ id: await pedidoDe(t, dueno, 'borrador'), body }),
  [lineaPropia.nombre]: async (t, dueno) => {
    const [l] = await t.database.db.insert(carritoItem).values({ usuario_id: dueno.id, nombre: 'Resma A4', cantidad: 2 }).returning({ id: carritoItem.id });
    return { id: l!.id, body };
  },
};
