import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDePrueba, type Prueba } from './app-de-prueba';
import {
  borradorEgreso,
  cliente,
  crearDeposito,
  crearProducto,
  crearStock,
  HOY,
  ingresar,
  libroCuadra,
  saldos,
  usuarios,
  type Usuarios,
} from './inventario-documentos-apoyo';

// Many people confirming at once (issue 17 item 5): on PGlite (one transaction at a time) and
// on PostgreSQL (the CI runs this file again with TEST_DATABASE_URL: row locks, conditional UPDATE).

let t: Prueba;
let u: Usuarios;
let c: ReturnType<typeof cliente>;
let A: number;
let B: number;
beforeAll(async () => {
  t = await appDePrueba();
  u = await usuarios(t);
  c = cliente(t);
  A = await crearDeposito(t, [u.responsableA.id]);
  B = await crearDeposito(t, [u.responsableB.id]);
});
afterAll(() => t.cerrar());

describe('confirmaciones simultáneas', () => {
  it('50 egresos de 1 unidad a la vez sobre las últimas 10: salen exactamente 10, el resto se rechaza, el libro cuadra con los saldos', async () => {
    const p = await crearProducto(t, { nombre: 'Ibuprofeno 400', lote: true, vencimiento: true });
    await ingresar(t, u.admin.token, A, [
      { producto_id: p, cantidad: 4, lote: 'L-A', fecha_vencimiento: '2030-01-01' },
      { producto_id: p, cantidad: 6, lote: 'L-B', fecha_vencimiento: '2031-01-01' },
    ]);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) ids.push(await borradorEgreso(t, u.responsableA.token, A, [{ producto_id: p, cantidad: 1 }]));
    const rs = await Promise.all(ids.map((id, i) => c.post(`confirmar_egreso/${id}`, i % 2 ? u.responsableA.token : u.admin.token)));
    const codigos = rs.map((r) => r.statusCode);
    expect(codigos.filter((x) => x === 200)).toHaveLength(10);
    expect(codigos.filter((x) => x === 422)).toHaveLength(40);
    for (const r of rs.filter((x) => x.statusCode === 422)) expect(r.json().message).toMatch(/«Ibuprofeno 400».*hay 0 disponibles/);
    const s = (await c.get(`producto_inventario/getStockByProducto/${p}`, u.admin.token)).json();
    expect(s.data).toEqual([]);
    await libroCuadra(t);
    expect(
      Object.entries(await saldos(t))
        .filter(([k]) => k.startsWith(`${p}|`))
        .every(([, v]) => v === 0),
    ).toBe(true);
  });

  it('el mismo borrador confirmado 8 veces a la vez se aplica una sola vez (una 200, las demás 409)', async () => {
    const p = await crearProducto(t);
    const r = await c.post('producto_ingreso', u.admin.token, { deposito_id: A, fecha: HOY(), items: [{ producto_id: p, cantidad: 3 }] });
    const id = r.json().data.id;
    const rs = await Promise.all(Array.from({ length: 8 }, () => c.post(`confirmar_ingreso/${id}`, u.admin.token)));
    expect(rs.map((x) => x.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const s = (await c.get(`producto_inventario/getStockByProducto/${p}`, u.admin.token)).json().data;
    expect(s.map((x: { cantidad: number }) => x.cantidad)).toEqual([3]);
    await libroCuadra(t);
  });

  it('movimientos cruzados A→B y B→A a la vez no se trancan ni pierden unidades', async () => {
    const p1 = await crearProducto(t);
    const p2 = await crearProducto(t);
    await ingresar(t, u.admin.token, A, [
      { producto_id: p1, cantidad: 20 },
      { producto_id: p2, cantidad: 20 },
    ]);
    await ingresar(t, u.admin.token, B, [
      { producto_id: p1, cantidad: 20 },
      { producto_id: p2, cantidad: 20 },
    ]);
    const ids: number[] = [];
    for (let i = 0; i < 16; i++) {
      const [o, d] = i % 2 ? [A, B] : [B, A];
      const items =
        i % 4 < 2
          ? [
              { producto_id: p1, cantidad: 1 },
              { producto_id: p2, cantidad: 2 },
            ]
          : [
              { producto_id: p2, cantidad: 1 },
              { producto_id: p1, cantidad: 2 },
            ];
      const r = await c.post('producto_movimiento', u.admin.token, { deposito_origen_id: o, deposito_destino_id: d, fecha: HOY(), items });
      ids.push(r.json().data.id);
    }
    const rs = await Promise.all(ids.map((id) => c.post(`confirmar_movimiento/${id}`, u.admin.token)));
    expect(rs.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    await libroCuadra(t);
    const total = (await c.get(`producto_inventario/getStockByProducto/${p1}`, u.admin.token))
      .json()
      .data.reduce((s: number, x: { cantidad: number }) => s + x.cantidad, 0);
    expect(total).toBe(40);
  });

  it('egresos e ingresos del mismo producto a la vez: el saldo final es la suma de lo confirmado', async () => {
    const { producto: p } = await crearStock(t, u.admin.token, { deposito: A, cantidad: 5 });
    const egresos: number[] = [];
    for (let i = 0; i < 10; i++) egresos.push(await borradorEgreso(t, u.admin.token, A, [{ producto_id: p, cantidad: 1 }]));
    const ingresos: number[] = [];
    for (let i = 0; i < 5; i++)
      ingresos.push(
        (await c.post('producto_ingreso', u.admin.token, { deposito_id: A, fecha: HOY(), items: [{ producto_id: p, cantidad: 1 }] })).json().data.id,
      );
    const rs = await Promise.all([
      ...egresos.map((id) => c.post(`confirmar_egreso/${id}`, u.admin.token).then((r) => ['e', r.statusCode] as const)),
      ...ingresos.map((id) => c.post(`confirmar_ingreso/${id}`, u.admin.token).then((r) => ['i', r.statusCode] as const)),
    ]);
    expect(rs.filter(([k, s]) => k === 'i' && s === 200)).toHaveLength(5);
    const salieron = rs.filter(([k, s]) => k === 'e' && s === 200).length;
    expect(rs.filter(([k, s]) => k === 'e' && s !== 200).every(([, s]) => s === 422)).toBe(true);
    expect(salieron).toBeGreaterThanOrEqual(5);
    const s = (await c.get(`producto_inventario/getStockByProducto/${p}?deposito=${A}`, u.admin.token)).json().data;
    expect(s.reduce((x: number, f: { cantidad: number }) => x + f.cantidad, 0)).toBe(10 - salieron);
    await libroCuadra(t);
  });
});
