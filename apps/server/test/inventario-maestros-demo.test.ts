import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diferenciasLibroSaldos } from '../src/modules/inventario/libro-lectura';
import { filasDe } from '../src/platform/db/sql';
import { sembrarDemo } from '../src/seed/demo';
import { depositosDemo } from '../src/seed/inventario-demo';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, comoDemo } from './factories';

// The demo inventory (issue 17, item 10): made through the ledger service, so the ledger and
// the balances agree, and every screen (buckets included) has content.

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
  expect(await sembrarDemo(t.database.db)).toBe(true);
});
afterAll(() => t.cerrar());

const uno = async <T>(q: ReturnType<typeof sql>) => filasDe<T>(await t.database.db.execute(q));

describe('inventario de la demostración', () => {
  it('tres depósitos, unos 300 productos con drogas, proveedores y documentos confirmados y borradores', async () => {
    expect([...(await depositosDemo(t.database.db)).keys()].sort()).toEqual(['Depósito general', 'Enfermería piso 3', 'Farmacia central']);
    const [c] = await uno<{ productos: number; con_droga: number; proveedores: number }>(
      sql`select (select count(*)::int from producto) productos, (select count(*)::int from producto where droga_id is not null) con_droga, (select count(*)::int from proveedor) proveedores`,
    );
    expect(c!.productos).toBeGreaterThanOrEqual(250);
    expect(c!.con_droga).toBeGreaterThanOrEqual(100);
    expect(c!.proveedores).toBeGreaterThanOrEqual(5);
    const docs = await uno<{ tipo: string; estado: string; n: number }>(
      sql`select tipo, estado, count(*)::int n from documento_stock group by 1, 2 order by 1, 2`,
    );
    for (const tipo of ['ingreso', 'egreso', 'movimiento'])
      expect(
        docs.some((d) => d.tipo === tipo && d.estado === 'confirmado'),
        tipo,
      ).toBe(true);
    expect(docs.some((d) => d.estado === 'borrador')).toBe(true);
  });

  it('el libro suma lo mismo que los saldos, y hay lotes vencidos, a 30, 60 y 90 días y más lejos', async () => {
    expect(await diferenciasLibroSaldos(t.database.db)).toEqual([]);
    const [b] = await uno<{ vencidos: number; a30: number; a60: number; a90: number; lejos: number }>(sql`
      select count(*) filter (where fecha_vencimiento < current_date)::int vencidos,
             count(*) filter (where fecha_vencimiento between current_date and current_date + 30)::int a30,
             count(*) filter (where fecha_vencimiento between current_date + 31 and current_date + 60)::int a60,
             count(*) filter (where fecha_vencimiento between current_date + 61 and current_date + 90)::int a90,
             count(*) filter (where fecha_vencimiento > current_date + 365)::int lejos
      from saldo_stock where cantidad > 0`);
    expect(b).toMatchObject({ vencidos: expect.any(Number), a30: expect.any(Number) });
    for (const [k, v] of Object.entries(b!)) expect(v, k).toBeGreaterThan(0);
  });

  it('el usuario farmacia (worknet123) es responsable de Farmacia central y sólo ve ese depósito', async () => {
    const token = await comoDemo(t.app, 'farmacia');
    const r = await t.app.inject({ url: '/api/v1/productos/deposito/filterData', headers: bearer(token) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.depositos.map((d: { label: string }) => d.label)).toEqual(['Farmacia central']);
    const compras = await comoDemo(t.app, 'compras');
    const todos = await t.app.inject({ url: '/api/v1/productos/deposito/filterData', headers: bearer(compras) });
    expect(todos.json().data.depositos).toHaveLength(3);
    const productos = await t.app.inject({ url: '/api/v1/compras/producto/producto?filter=paracetamol', headers: bearer(token) });
    expect(productos.json().total).toBeGreaterThanOrEqual(2);
  });
});
