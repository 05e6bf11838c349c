import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diferenciasLibroSaldos } from '../src/modules/inventario/libro-lectura';
import { filasDe } from '../src/platform/db/sql';
import { sembrarDemo } from '../src/seed/demo';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { comoDemo } from './factories';
import { peticiones } from './peticion';

// The demo's internal orders (issue 18): Enfermería's kits and one order in each step, so the
// circuit shows on the first start.

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
  expect(await sembrarDemo(t.database.db)).toBe(true);
});
afterAll(() => t.cerrar());

const api = peticiones(() => t, '/api/v1/compras/producto');
const get = async (token: string, url: string) => {
  const r = await api.get(url, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

describe('pedidos internos de la demostración', () => {
  it('Enfermería tiene sus dos plantillas y un pedido recibido, uno preparado y uno enviado a Farmacia central', async () => {
    const referente = await comoDemo(t.app, 'referente');
    const plantillas = (await get(referente, 'pedido_interno/get_templates')).data;
    expect(plantillas.map((p: { nombre: string }) => p.nombre).sort()).toEqual(['Carro de paro', 'Curaciones semanal']);
    expect(plantillas.every((p: { deposito_nombre: string; items: unknown[] }) => p.deposito_nombre === 'Farmacia central' && p.items.length >= 2)).toBe(true);
    const pedidos = (await get(referente, 'pedido_interno')).data;
    expect(pedidos.map((p: { estado: string }) => p.estado).sort()).toEqual(['enviado', 'preparado', 'recibido']);
    expect(await diferenciasLibroSaldos(t.database.db)).toEqual([]);
    const [m] = filasDe<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int n from movimiento_stock m join deposito d on d.id = m.deposito_id where d.nombre = 'Enfermería piso 3' and m.documento_id in (select movimiento_id from pedido_interno)`,
      ),
    );
    expect(m!.n).toBeGreaterThan(0);
  });

  it('farmacia ve lo que le toca preparar; el empleado de otro sector, nada', async () => {
    const farmacia = await comoDemo(t.app, 'farmacia');
    const totales = (await get(farmacia, 'pedido_interno/getTotalItems')).data;
    expect(totales).toMatchObject({ enviado: 1, preparado: 1, recibido: 1, borrador: 0 });
    const empleado = await comoDemo(t.app, 'empleado');
    expect((await get(empleado, 'pedido_interno')).data).toEqual([]);
  });
});
