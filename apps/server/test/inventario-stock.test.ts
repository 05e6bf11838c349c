import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumarDias } from '@worknet/domain/inventario/cantidades';
import { enviarAlertasInventario } from '../src/modules/inventario/alertas';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { borradorEgreso, cliente, crearDeposito, crearProducto, ingresar, usuarios, type Usuarios } from './inventario-documentos-apoyo';

let t: Prueba;
let u: Usuarios;
let c: ReturnType<typeof cliente>;
let A: number;
let B: number;
let hoy: string;
let pVencido: number;
let pLotes: number;
let pMinimo: number;
beforeAll(async () => {
  t = await appDePrueba();
  u = await usuarios(t);
  c = cliente(t);
  A = await crearDeposito(t, [u.responsableA.id], 'Farmacia de prueba');
  B = await crearDeposito(t, [u.responsableB.id], 'Enfermería de prueba');
  hoy = (await c.get('producto_inventario/resumenVencimientos', u.admin.token)).json().data.hoy;
  pVencido = await crearProducto(t, { nombre: 'Cefalexina 500', lote: true, vencimiento: true });
  pLotes = await crearProducto(t, { nombre: 'Suero fisiológico', lote: true, vencimiento: true });
  pMinimo = await crearProducto(t, { nombre: 'Guantes de látex', minimo: { deposito: A, cantidad: 50 } });
  await ingresar(t, u.admin.token, A, [
    { producto_id: pVencido, cantidad: 2, lote: 'V1', fecha_vencimiento: sumarDias(hoy, -1) },
    { producto_id: pLotes, cantidad: 1, lote: 'D29', fecha_vencimiento: sumarDias(hoy, 29) },
    { producto_id: pLotes, cantidad: 2, lote: 'D30', fecha_vencimiento: sumarDias(hoy, 30) },
    { producto_id: pLotes, cantidad: 4, lote: 'D31', fecha_vencimiento: sumarDias(hoy, 31) },
    { producto_id: pLotes, cantidad: 8, lote: 'D90', fecha_vencimiento: sumarDias(hoy, 90) },
    { producto_id: pLotes, cantidad: 16, lote: 'D91', fecha_vencimiento: sumarDias(hoy, 91) },
    { producto_id: pLotes, cantidad: 5, lote: 'CERO', fecha_vencimiento: sumarDias(hoy, 5) },
    { producto_id: pMinimo, cantidad: 20 },
  ]);
  // A lot emptied by an exit still has its balance row (at 0): it counts in no bucket.
  const e = await borradorEgreso(t, u.admin.token, A, [{ producto_id: pLotes, cantidad: 5, lote: 'CERO' }]);
  expect((await c.post(`confirmar_egreso/${e}`, u.admin.token)).statusCode).toBe(200);
});
afterAll(() => t.cerrar());

describe('consultas de stock', () => {
  it('bandas de vencimiento: sólo lotes con stock, límites 29/30/31 y 90/91', async () => {
    const r = await c.get(`producto_inventario/resumenVencimientos?deposito=${A}`, u.responsableB.token);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({
      hoy,
      vencido: { lotes: 1, cantidad: 2 },
      hasta_30: { lotes: 2, cantidad: 3 },
      hasta_60: { lotes: 1, cantidad: 4 },
      hasta_90: { lotes: 1, cantidad: 8 },
    });
    expect((await c.get(`producto_inventario/resumenVencimientos?deposito=${B}`, u.admin.token)).json().data.hasta_30).toEqual({ lotes: 0, cantidad: 0 });
  });

  it('stock por depósito: filas del spec §3, filtros por banda, texto y categoría, paginado', async () => {
    const r = await c.get(`producto_inventario/getStockByDeposito?deposito=${A}&bucket=hasta_30`, u.admin.token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().total).toBe(2);
    expect(r.json().data[0]).toEqual({
      productoInsumoId: pLotes,
      nombreProducto: 'Suero fisiológico',
      lote: expect.any(String),
      serie: '',
      fechaVencimiento: expect.any(String),
      cantidad: expect.any(Number),
      depositoId: A,
      depositoNombre: 'Farmacia de prueba',
      categoria: expect.any(String),
      unidad: 'unidad',
      bucket: 'hasta_30',
    });
    const texto = await c.get(`producto_inventario/getStockByDeposito?deposito=0&filter=${encodeURIComponent('LATEX')}`, u.admin.token);
    expect(texto.json().data.map((f: { nombreProducto: string }) => f.nombreProducto)).toEqual(['Guantes de látex']);
    const pagina = await c.get(`producto_inventario/getStockByDeposito?deposito=${A}&limit=2&sortBy=fechaVencimiento`, u.admin.token);
    expect(pagina.json().total).toBe(7);
    expect(pagina.json().data.map((f: { lote: string }) => f.lote)).toEqual(['V1', 'D29']);
    expect((await c.get('producto_inventario/getStockByDeposito?bucket=pronto', u.admin.token)).statusCode).toBe(400);
    expect((await c.get('producto_inventario/getStockByDeposito?sortBy=__proto__', u.admin.token)).statusCode).toBe(400);
  });

  it('stock mínimo, filtros, kardex y exportación', async () => {
    const m = (await c.get(`producto_inventario/getStockMinimo?deposito=${A}`, u.admin.token)).json();
    expect(m.data).toEqual([
      {
        productoInsumoId: pMinimo,
        nombreProducto: 'Guantes de látex',
        unidad: 'unidad',
        depositoId: A,
        depositoNombre: 'Farmacia de prueba',
        stockMinimo: 50,
        cantidad: 20,
        faltante: 30,
      },
    ]);
    const f = (await c.get('producto_inventario/filterData', u.admin.token)).json().data;
    expect(f.depositos.map((d: { value: number }) => d.value)).toEqual(expect.arrayContaining([A, B]));
    expect(f.buckets.map((b: { value: string }) => b.value)).toEqual(['vencido', 'hasta_30', 'hasta_60', 'hasta_90']);
    const k = (await c.get(`producto/${pLotes}/kardex`, u.admin.token)).json();
    expect(k.total).toBe(7);
    expect(k.data[0]).toMatchObject({ lote: 'CERO', cantidad: -5, tipo: 'egreso', saldo: 31 });
    expect((await c.get('producto/999999/kardex', u.admin.token)).statusCode).toBe(404);
    const x = await c.get(`producto_inventario/exportar?deposito=${A}`, u.admin.token);
    expect(x.statusCode).toBe(200);
    const [dd, mm, yyyy] = [hoy.slice(8, 10), hoy.slice(5, 7), hoy.slice(0, 4)];
    expect(x.headers['content-disposition']).toBe(`attachment; filename="Reporte-Inventario-${dd}-${mm}-${yyyy}.xlsx"`);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(libro.worksheets[0]!.rowCount).toBe(8);
  });

  it('el empleado no lee el inventario', async () => {
    for (const url of [
      'producto_inventario/filterData',
      `producto_inventario/getStockByProducto/${pLotes}`,
      'producto_inventario/getStockMinimo',
      `producto/${pLotes}/kardex`,
    ])
      expect((await c.get(url, u.empleado.token)).statusCode, url).toBe(403);
  });
});

describe('alerta diaria', () => {
  const mensajes = async (usuarioId: number) =>
    filasDe<{ titulo: string; texto: string; enlace: string }>(
      await t.database.db.execute(sql`select titulo, texto, enlace from mensaje_sistema where usuario_id = ${usuarioId} and modulo = 'inventario' order by id`),
    );

  it('manda a los responsables los productos bajo mínimo y los lotes que entran en los 30 días; una sola vez por día', async () => {
    const r = await enviarAlertasInventario(t.app.ctx, hoy);
    expect(r.depositos).toBe(1);
    const [m, ...otros] = await mensajes(u.responsableA.id);
    expect(otros).toEqual([]);
    expect(m!.titulo).toMatch(/«Farmacia de prueba»: alertas del/);
    expect(m!.texto).toMatch(/Guantes de látex: hay 20 de 50 unidad \(faltan 30\)/);
    // Since yesterday's (absent) alert, only the lot at exactly 30 days entered the window.
    expect(m!.texto).toMatch(/Suero fisiológico, lote D30/);
    expect(m!.texto).not.toMatch(/D29|D31/);
    expect(m!.enlace).toBe(`/admin-inventario?deposito=${A}&alerta=${hoy}`);
    expect(await mensajes(u.responsableB.id)).toEqual([]);
    // A second run the same day (another instance, a retry) sends nothing; two at once neither.
    await Promise.all([enviarAlertasInventario(t.app.ctx, hoy), enviarAlertasInventario(t.app.ctx, hoy)]);
    expect(await mensajes(u.responsableA.id)).toHaveLength(1);
    // Next day: the lot at 31 days (today) enters the window.
    await enviarAlertasInventario(t.app.ctx, sumarDias(hoy, 1));
    const segundo = (await mensajes(u.responsableA.id))[1]!;
    expect(segundo.texto).toMatch(/lote D31/);
    expect(segundo.texto).not.toMatch(/lote D30/);
  });
});
