import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumarDias } from '@worknet/domain/inventario/cantidades';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, type Prueba } from './app-de-prueba';
import {
  borradorEgreso,
  cliente,
  crearDeposito,
  crearProducto,
  HOY,
  ingresar,
  libroCuadra,
  saldos,
  usuarios,
  type Usuarios,
} from './inventario-documentos-apoyo';

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

const audit = async (id: number, accion: string) =>
  filasDe(await t.database.db.execute(sql`select 1 from auditoria where entidad = 'documento_stock' and entidad_id = ${String(id)} and accion = ${accion}`))
    .length;

describe('permisos', () => {
  it('el empleado no ve ni opera nada de inventario (403)', async () => {
    const e = u.empleado.token;
    for (const url of ['producto_ingreso', 'producto_egreso', 'producto_movimiento', 'get_destinos_egresos', 'producto_inventario/getStockByDeposito'])
      expect((await c.get(url, e)).statusCode, url).toBe(403);
    expect((await c.post('producto_ingreso', e, { deposito_id: A, fecha: HOY(), items: [] })).statusCode).toBe(403);
  });

  it('el responsable de A no crea, edita, confirma ni revierte en B (403) y sí en A', async () => {
    const p = await crearProducto(t);
    const tokA = u.responsableA.token;
    expect((await c.post('producto_ingreso', tokA, { deposito_id: B, fecha: HOY(), items: [{ producto_id: p, cantidad: 1 }] })).statusCode).toBe(403);
    const deB = (await c.post('producto_ingreso', u.responsableB.token, { deposito_id: B, fecha: HOY(), items: [{ producto_id: p, cantidad: 1 }] })).json().data
      .id;
    expect((await c.get(`producto_ingreso/${deB}`, tokA)).statusCode).toBe(403);
    expect((await c.put(`producto_ingreso/${deB}`, tokA, { deposito_id: A, fecha: HOY(), items: [{ producto_id: p, cantidad: 1 }] })).statusCode).toBe(403);
    expect((await c.delete(`producto_ingreso/${deB}`, tokA)).statusCode).toBe(403);
    expect((await c.post(`confirmar_ingreso/${deB}`, tokA)).statusCode).toBe(403);
    expect((await c.post(`revertir/${deB}`, tokA)).statusCode).toBe(403);
    // Its own draft cannot be moved to B either.
    const deA = (await c.post('producto_ingreso', tokA, { deposito_id: A, fecha: HOY(), items: [{ producto_id: p, cantidad: 1 }] })).json().data.id;
    expect((await c.put(`producto_ingreso/${deA}`, tokA, { deposito_id: B, fecha: HOY(), items: [{ producto_id: p, cantidad: 1 }] })).statusCode).toBe(403);
    expect((await c.post(`confirmar_ingreso/${deA}`, tokA)).statusCode).toBe(200);
    // The list shows only its warehouses' documents; the administrator sees every one.
    const ids = (await c.get('producto_ingreso?limit=500', tokA)).json().data.map((d: { id: number }) => d.id);
    expect(ids).toContain(deA);
    expect(ids).not.toContain(deB);
    const todos = (await c.get('producto_ingreso?limit=500', u.admin.token)).json().data.map((d: { id: number }) => d.id);
    expect(todos).toEqual(expect.arrayContaining([deA, deB]));
  });

  it('el administrador opera cualquier depósito', async () => {
    const p = await crearProducto(t);
    expect(await ingresar(t, u.admin.token, B, [{ producto_id: p, cantidad: 2 }])).toBeGreaterThan(0);
  });
});

describe('borrador, edición y confirmación', () => {
  it('un borrador editado y luego confirmado aplica las líneas editadas; confirmarlo otra vez es 409 y no aplica dos veces', async () => {
    const p = await crearProducto(t, { lote: true, vencimiento: true });
    const tok = u.responsableA.token;
    const r = await c.post('producto_ingreso', tok, {
      deposito_id: A,
      fecha: HOY(),
      comprobante: 'R-0001',
      items: [{ producto_id: p, cantidad: 5, lote: 'L1', fecha_vencimiento: '2030-01-31' }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ estado: 'borrador', tipo: 'ingreso', comprobante: 'R-0001', movimientos: [] });
    const id = r.json().data.id;
    const e = await c.put(`producto_ingreso/${id}`, tok, {
      deposito_id: A,
      fecha: HOY(),
      comprobante: 'R-0002',
      items: [
        { producto_id: p, cantidad: 7.5, lote: 'L1', fecha_vencimiento: '2030-01-31' },
        { producto_id: p, cantidad: 3, lote: 'L2', fecha_vencimiento: '2029-06-30' },
      ],
    });
    expect(e.statusCode, e.body).toBe(200);
    expect(e.json().data.items).toHaveLength(2);
    const k = await c.post(`confirmar_ingreso/${id}`, tok);
    expect(k.statusCode, k.body).toBe(200);
    expect(k.json().message).toBe('Registro confirmado exitosamente');
    expect(k.json().data).toMatchObject({ estado: 'confirmado', comprobante: 'R-0002' });
    expect(k.json().data.movimientos).toHaveLength(2);
    const otra = await c.post(`confirmar_ingreso/${id}`, tok);
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toMatch(/ya fue confirmado/);
    const stock = (await c.get(`producto_inventario/getStockByProducto/${p}?deposito=${A}`, tok)).json().data;
    expect(stock.map((s: { lote: string; cantidad: number }) => [s.lote, s.cantidad])).toEqual([
      ['L2', 3],
      ['L1', 7.5],
    ]);
    expect(await audit(id, 'confirmar')).toBe(1);
    // A confirmed document is immutable.
    const put = await c.put(`producto_ingreso/${id}`, tok, {
      deposito_id: A,
      fecha: HOY(),
      items: [{ producto_id: p, cantidad: 1, lote: 'X', fecha_vencimiento: '2030-01-01' }],
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toMatch(/ya está confirmado/);
    expect((await c.delete(`producto_ingreso/${id}`, tok)).statusCode).toBe(409);
    // An id of another type is not found through this path.
    expect((await c.post(`confirmar_egreso/${id}`, tok)).statusCode).toBe(404);
    await libroCuadra(t);
  });

  it('egresos y movimientos también se editan y se descartan mientras son borradores', async () => {
    const p = await crearProducto(t);
    const tok = u.responsableA.token;
    const eg = await borradorEgreso(t, tok, A, [{ producto_id: p, cantidad: 1 }]);
    const e = await c.put(`producto_egreso/${eg}`, tok, {
      deposito_id: A,
      fecha: HOY(),
      destino: 'paciente',
      paciente: 'Pérez, Ana',
      items: [{ producto_id: p, cantidad: 2 }],
    });
    expect(e.statusCode, e.body).toBe(200);
    expect(e.json().data).toMatchObject({ destino: 'paciente', paciente: 'Pérez, Ana', items: [{ cantidad: 2 }] });
    expect((await c.delete(`producto_egreso/${eg}`, tok)).statusCode).toBe(200);
    const mv = (
      await c.post('producto_movimiento', tok, { deposito_origen_id: A, deposito_destino_id: B, fecha: HOY(), items: [{ producto_id: p, cantidad: 1 }] })
    ).json().data.id;
    const m = await c.put(`producto_movimiento/${mv}`, tok, {
      deposito_origen_id: A,
      deposito_destino_id: B,
      fecha: HOY(),
      observaciones: 'Reposición',
      items: [{ producto_id: p, cantidad: 3 }],
    });
    expect(m.statusCode, m.body).toBe(200);
    expect(m.json().data).toMatchObject({ deposito_id: A, deposito_destino_id: B, observaciones: 'Reposición' });
    expect((await c.delete(`producto_movimiento/${mv}`, tok)).statusCode).toBe(200);
    const lista = (await c.get(`producto_movimiento?deposito=${A}`, tok)).json();
    expect(lista.data.map((d: { id: number }) => d.id)).not.toContain(mv);
  });

  it('un borrador se descarta', async () => {
    const p = await crearProducto(t);
    const id = (await c.post('producto_ingreso', u.admin.token, { deposito_id: A, fecha: HOY(), items: [{ producto_id: p, cantidad: 1 }] })).json().data.id;
    expect((await c.delete(`producto_ingreso/${id}`, u.admin.token)).statusCode).toBe(200);
    expect((await c.get(`producto_ingreso/${id}`, u.admin.token)).statusCode).toBe(404);
  });

  it('un egreso de más de lo disponible no cambia ningún saldo y nombra el producto y lo disponible', async () => {
    const p1 = await crearProducto(t, { nombre: 'Gasas estériles' });
    const p2 = await crearProducto(t, { nombre: 'Alcohol 70' });
    await ingresar(t, u.admin.token, A, [
      { producto_id: p1, cantidad: 10 },
      { producto_id: p2, cantidad: 4 },
    ]);
    const antes = await saldos(t);
    const id = await borradorEgreso(t, u.admin.token, A, [
      { producto_id: p1, cantidad: 6 },
      { producto_id: p2, cantidad: 4.5 },
    ]);
    const r = await c.post(`confirmar_egreso/${id}`, u.admin.token);
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/«Alcohol 70».*se piden 4,5 y hay 4 disponibles/);
    expect(await saldos(t)).toEqual(antes);
    expect((await c.get(`producto_egreso/${id}`, u.admin.token)).json().data.estado).toBe('borrador');
    await libroCuadra(t);
  });
});

describe('series', () => {
  it('una unidad con serie entra de a una y una sola vez: cantidad 2 o una serie ya en stock son 422', async () => {
    const p = await crearProducto(t, { nombre: 'Bomba de infusión', serie: true });
    const borrador = async (items: { producto_id: number; cantidad: number; serie?: string }[]) =>
      (await c.post('producto_ingreso', u.admin.token, { deposito_id: A, fecha: HOY(), items })).json().data.id as number;
    const doble = await borrador([{ producto_id: p, cantidad: 2, serie: 'BI-001' }]);
    const r1 = await c.post(`confirmar_ingreso/${doble}`, u.admin.token);
    expect(r1.statusCode).toBe(422);
    expect(r1.json().message).toMatch(/serie «BI-001».*cantidad 1/);
    await ingresar(t, u.admin.token, A, [{ producto_id: p, cantidad: 1, serie: 'BI-001' }]);
    const antes = await saldos(t);
    const repetida = await borrador([{ producto_id: p, cantidad: 1, serie: 'BI-001' }]);
    const r2 = await c.post(`confirmar_ingreso/${repetida}`, u.admin.token);
    expect(r2.statusCode).toBe(422);
    expect(r2.json().message).toMatch(/La serie «BI-001» de «Bomba de infusión» ya está en stock/);
    expect(await saldos(t)).toEqual(antes);
    await libroCuadra(t);
  });
});

describe('FEFO', () => {
  it('una línea sin lote toma los lotes que vencen primero y se reparte entre ellos', async () => {
    const p = await crearProducto(t, { lote: true, vencimiento: true });
    await ingresar(t, u.admin.token, A, [
      { producto_id: p, cantidad: 5, lote: 'TARDE', fecha_vencimiento: '2031-01-01' },
      { producto_id: p, cantidad: 3, lote: 'PRONTO', fecha_vencimiento: sumarDias(HOY(), 10) },
      { producto_id: p, cantidad: 4, lote: 'MEDIO', fecha_vencimiento: '2029-01-01' },
    ]);
    const id = await borradorEgreso(t, u.admin.token, A, [{ producto_id: p, cantidad: 8 }]);
    const r = await c.post(`confirmar_egreso/${id}`, u.admin.token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.movimientos.map((m: { lote: string; cantidad: number }) => [m.lote, m.cantidad])).toEqual([
      ['PRONTO', -3],
      ['MEDIO', -4],
      ['TARDE', -1],
    ]);
    await libroCuadra(t);
  });

  it('un lote vencido sólo sale como baja por vencimiento', async () => {
    const p = await crearProducto(t, { nombre: 'Amoxicilina', lote: true, vencimiento: true });
    await ingresar(t, u.admin.token, A, [
      { producto_id: p, cantidad: 2, lote: 'VENCIDO', fecha_vencimiento: sumarDias(HOY(), -5) },
      { producto_id: p, cantidad: 1, lote: 'BUENO', fecha_vencimiento: sumarDias(HOY(), 100) },
    ]);
    const rotura = await borradorEgreso(t, u.admin.token, A, [{ producto_id: p, cantidad: 2 }], 'rotura');
    const r = await c.post(`confirmar_egreso/${rotura}`, u.admin.token);
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/hay 1 disponibles\. Otros 2 están vencidos/);
    const baja = await borradorEgreso(t, u.admin.token, A, [{ producto_id: p, cantidad: 2 }], 'baja_vencimiento');
    const k = await c.post(`confirmar_egreso/${baja}`, u.admin.token);
    expect(k.statusCode, k.body).toBe(200);
    expect(k.json().data.movimientos.map((m: { lote: string }) => m.lote)).toEqual(['VENCIDO']);
    await libroCuadra(t);
  });

  it('un movimiento resta en el origen y suma en el destino, con los mismos lotes', async () => {
    const p = await crearProducto(t, { lote: true, vencimiento: true });
    await ingresar(t, u.admin.token, A, [{ producto_id: p, cantidad: 6, lote: 'M1', fecha_vencimiento: '2030-05-05' }]);
    const r = await c.post('producto_movimiento', u.responsableA.token, {
      deposito_origen_id: A,
      deposito_destino_id: B,
      fecha: HOY(),
      items: [{ producto_id: p, cantidad: 2.25 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const k = await c.post(`confirmar_movimiento/${r.json().data.id}`, u.responsableA.token);
    expect(k.statusCode, k.body).toBe(200);
    const stock = (await c.get(`producto_inventario/getStockByProducto/${p}`, u.admin.token)).json().data;
    expect(stock.map((s: { depositoId: number; lote: string; cantidad: number }) => [s.depositoId, s.lote, s.cantidad]).sort()).toEqual(
      [
        [A, 'M1', 3.75],
        [B, 'M1', 2.25],
      ].sort(),
    );
    await libroCuadra(t);
  });
});

describe('reversión', () => {
  it('revierte un ingreso una sola vez; no se revierte si lo que hay que devolver ya salió', async () => {
    const p = await crearProducto(t);
    const ing = await ingresar(t, u.admin.token, A, [{ producto_id: p, cantidad: 5 }]);
    const r = await c.post(`revertir/${ing}`, u.admin.token, { observaciones: 'Cargado por error' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ estado: 'confirmado', revierte_id: ing, observaciones: 'Cargado por error' });
    expect(r.json().data.movimientos.map((m: { cantidad: number }) => m.cantidad)).toEqual([-5]);
    expect((await c.get(`producto_ingreso/${ing}`, u.admin.token)).json().data.revertido_por_id).toBe(r.json().data.id);
    expect((await c.post(`revertir/${ing}`, u.admin.token)).statusCode).toBe(409);
    expect((await c.post(`revertir/${r.json().data.id}`, u.admin.token)).statusCode).toBe(409);
    expect(await audit(r.json().data.id, 'revertir')).toBe(1);

    const ing2 = await ingresar(t, u.admin.token, A, [{ producto_id: p, cantidad: 3 }]);
    const eg = await borradorEgreso(t, u.admin.token, A, [{ producto_id: p, cantidad: 2 }]);
    expect((await c.post(`confirmar_egreso/${eg}`, u.admin.token)).statusCode).toBe(200);
    const antes = await saldos(t);
    const no = await c.post(`revertir/${ing2}`, u.admin.token);
    expect(no.statusCode).toBe(422);
    expect(no.json().message).toMatch(/hay que devolver 3 y hay 1 disponibles/);
    expect(await saldos(t)).toEqual(antes);
    // Reversing the exit gives the 2 back.
    expect((await c.post(`revertir/${eg}`, u.admin.token)).statusCode).toBe(200);
    expect((await c.get(`producto_inventario/getStockByProducto/${p}`, u.admin.token)).json().data[0].cantidad).toBe(3);
    // A draft is not reversed.
    const borrador = await borradorEgreso(t, u.admin.token, A, [{ producto_id: p, cantidad: 1 }]);
    expect((await c.post(`revertir/${borrador}`, u.admin.token)).statusCode).toBe(409);
    await libroCuadra(t);
  });
});

describe('datos inválidos: 400 en español', () => {
  const casos: [string, (p: number, pl: number) => unknown, RegExp][] = [
    ['cantidad cero', (p) => ({ items: [{ producto_id: p, cantidad: 0 }] }), /mayor que cero/],
    ['cantidad negativa', (p) => ({ items: [{ producto_id: p, cantidad: -3 }] }), /mayor que cero/],
    ['cuatro decimales', (p) => ({ items: [{ producto_id: p, cantidad: 1.0001 }] }), /tres decimales/],
    ['producto inexistente', () => ({ items: [{ producto_id: 999_999, cantidad: 1 }] }), /No existe el producto 999999/],
    ['lote faltante', (_p, pl) => ({ items: [{ producto_id: pl, cantidad: 1, fecha_vencimiento: '2030-01-01' }] }), /controla lote: indique el lote/],
    ['vencimiento en el año 0', (_p, pl) => ({ items: [{ producto_id: pl, cantidad: 1, lote: 'A', fecha_vencimiento: '0000-01-01' }] }), /vencimiento/],
    ['vencimiento en el año 6000', (_p, pl) => ({ items: [{ producto_id: pl, cantidad: 1, lote: 'A', fecha_vencimiento: '6000-01-01' }] }), /vencimiento/],
    ['fecha del año 6000', (p) => ({ fecha: '6000-01-01', items: [{ producto_id: p, cantidad: 1 }] }), /1900 y 2100/],
    ['sin líneas', () => ({ items: [] }), /al menos un producto/],
  ];
  it.each(casos)('%s', async (_n, cuerpo, mensaje) => {
    const p = await crearProducto(t);
    const pl = await crearProducto(t, { lote: true, vencimiento: true });
    const r = await c.post('producto_ingreso', u.admin.token, { deposito_id: A, fecha: HOY(), ...(cuerpo(p, pl) as object) });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().message).toMatch(mensaje);
  });

  it('Unicode mal formado es 400', async () => {
    const p = await crearProducto(t);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/compras/producto/producto_ingreso',
      headers: { authorization: `Bearer ${u.admin.token}`, 'content-type': 'application/json' },
      payload: `{"deposito_id": ${A}, "fecha": "${HOY()}", "comprobante": "\\ud800", "items": [{"producto_id": ${p}, "cantidad": 1}]}`,
    });
    expect(r.statusCode).toBe(400);
  });

  it('un egreso sin destino o un movimiento al mismo depósito son 400', async () => {
    const p = await crearProducto(t);
    expect((await c.post('producto_egreso', u.admin.token, { deposito_id: A, fecha: HOY(), items: [{ producto_id: p, cantidad: 1 }] })).statusCode).toBe(400);
    const m = await c.post('producto_movimiento', u.admin.token, {
      deposito_origen_id: A,
      deposito_destino_id: A,
      fecha: HOY(),
      items: [{ producto_id: p, cantidad: 1 }],
    });
    expect(m.statusCode).toBe(400);
    expect(m.json().message).toMatch(/distinto del de origen/);
    const d = await c.get('get_destinos_egresos', u.responsableA.token);
    expect(d.json().data.map((x: { value: string }) => x.value)).toEqual(['sector', 'paciente', 'baja_vencimiento', 'rotura', 'devolucion_proveedor']);
  });
});
