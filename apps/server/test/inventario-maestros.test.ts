import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digitoVerificadorCuit } from '@worknet/domain/cuit';
import { atributos, categorias, drogas, tiposDeposito } from '../src/modules/inventario/inventario.catalogos';
import { depositoProducto, documentoStock, movimientoStock, saldoStock } from '../src/modules/inventario/inventario.table';
import { auditoria } from '../src/platform/audit/audit.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, conSesion, type ConSesion } from './factories';
import { peticiones } from './peticion';

// Inventory masters (issue 17): products, warehouses and suppliers over HTTP, with their
// permissions, record rules, Spanish 400/409 and audit rows.

const BASE = '/api/v1/compras/producto';
let t: Prueba;
const api = peticiones(() => t);
let compras: ConSesion;
let responsableA: ConSesion;
let empleado: ConSesion;
let categoriaId: number;
let tipoId: number;
let drogaId: number;
let atributoNumero: number;
let atributoLista: number;

const db = () => t.database.db;
const unico = () => randomBytes(3).toString('hex');
const auditoriaDe = (entidad: string, id: number) =>
  db()
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, entidad), eq(auditoria.entidad_id, String(id))))
    .orderBy(auditoria.id);

function cuitValido(tipo = '30'): string {
  for (;;) {
    const ocho = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const dv = digitoVerificadorCuit(`${tipo}${ocho}`);
    if (dv !== null) return `${tipo}-${ocho}-${dv}`;
  }
}

async function insertarCatalogo(tabla: typeof categorias, valores: Record<string, unknown>): Promise<number> {
  const [f] = (await db()
    .insert(tabla)
    .values(valores as never)
    .returning({ id: tabla.id! })) as { id: number }[];
  return f!.id;
}

const productoValido = (extra: Record<string, unknown> = {}) => ({
  nombre_producto: `Ibuprofeno 400 mg ${unico()}`,
  categoria_id: categoriaId,
  unidad: 'comprimido',
  codigo_barras: `779${Math.floor(Math.random() * 1e10)}`,
  droga_id: drogaId,
  controla_lote: true,
  controla_vencimiento: true,
  ...extra,
});

async function crearProducto(extra: Record<string, unknown> = {}): Promise<number> {
  const r = await api.post(`${BASE}/producto`, compras, productoValido(extra));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

async function crearDeposito(responsables: number[] = []): Promise<number> {
  const r = await api.post(`${BASE}/deposito`, compras, { nombre: `Depósito ${unico()}`, tipo_id: tipoId, responsables });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

let depositoA: number;
let depositoB: number;

beforeAll(async () => {
  t = await appDePrueba();
  [compras, responsableA, empleado] = await Promise.all([
    conSesion(t, { items: ['AdministradorCompras'] }),
    conSesion(t, { items: ['Responsable de depósito'] }),
    conSesion(t, { items: ['Empleado'] }),
  ]);
  categoriaId = await insertarCatalogo(categorias, { nombre: `Medicamentos ${unico()}` });
  tipoId = await insertarCatalogo(tiposDeposito, { nombre: `Farmacia ${unico()}` });
  drogaId = await insertarCatalogo(drogas, { nombre: `Ibuprofeno ${unico()}`, forma: 'comprimido', concentracion: '400 mg', unidad: 'unidad' });
  atributoNumero = await insertarCatalogo(atributos, { nombre: `Peso ${unico()}`, tipo_dato: 'numero', unidad: 'g' });
  atributoLista = await insertarCatalogo(atributos, { nombre: `Color ${unico()}`, tipo_dato: 'lista', valores: 'Rojo\nAzul' });
  depositoA = await crearDeposito([responsableA.id]);
  depositoB = await crearDeposito();
});
afterAll(() => t.cerrar());

describe('productos', () => {
  it('crea, lee, edita y elimina un producto con sus atributos, y audita cada cambio', async () => {
    const r = await api.post(
      `${BASE}/producto`,
      compras,
      productoValido({
        atributos: [
          { atributo_id: atributoNumero, valor: '12,5' },
          { atributo_id: atributoLista, valor: 'Azul' },
        ],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Producto creado correctamente.');
    const id = r.json().data.id as number;
    expect(r.json().data).toMatchObject({ unidad: 'comprimido', controla_lote: true, activo: true, droga_id: drogaId });
    expect(r.json().data.atributos).toHaveLength(2);

    const leido = await api.get(`${BASE}/producto/${id}`, responsableA);
    expect(leido.statusCode).toBe(200);
    expect(leido.json().data.categoria).toMatch(/^Medicamentos/);

    const editado = await api.put(`${BASE}/producto/${id}`, compras, productoValido({ nombre_producto: 'Ibuprofeno editado', atributos: [] }));
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().data).toMatchObject({ nombre_producto: 'Ibuprofeno editado', atributos: [] });

    const borrado = await api.delete(`${BASE}/producto/${id}`, compras);
    expect(borrado.statusCode, borrado.body).toBe(200);
    expect((await api.get(`${BASE}/producto/${id}`, compras)).statusCode).toBe(404);
    expect((await auditoriaDe('producto', id)).map((a) => a.accion)).toEqual(['crear', 'editar', 'eliminar']);
  });

  it('lista paginada con filtros de texto, categoría, activo y depósito', async () => {
    const nombre = `Gasa estéril ${unico()}`;
    const id = await crearProducto({ nombre_producto: nombre, droga_id: null, activo: false });
    const porTexto = await api.get(`${BASE}/producto?filter=${encodeURIComponent(nombre.replace('é', 'e').toUpperCase())}`, compras);
    expect(porTexto.json().data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(porTexto.json().total).toBe(1);
    const activos = await api.get(`${BASE}/producto?categoria_id=${categoriaId}&activo=true&limit=500`, compras);
    expect(activos.json().data.some((p: { id: number }) => p.id === id)).toBe(false);
    await db().insert(depositoProducto).values({ deposito_id: depositoB, producto_id: id });
    const delDeposito = await api.get(`${BASE}/producto?deposito_id=${depositoB}`, compras);
    expect(delDeposito.json().data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await api.get(`${BASE}/producto?sortBy=constructor`, compras)).statusCode).toBe(400);
  });

  it('un código de barras repetido responde 409 en español', async () => {
    const codigo = `779${Math.floor(Math.random() * 1e10)}`;
    await crearProducto({ codigo_barras: codigo });
    const r = await api.post(`${BASE}/producto`, compras, productoValido({ codigo_barras: codigo }));
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/Ya existe un producto con el código de barras/);
  });

  it('datos inválidos responden 400 en español: categoría desconocida, atributo del tipo equivocado, Unicode mal formado', async () => {
    const sinCategoria = await api.post(`${BASE}/producto`, compras, productoValido({ categoria_id: 999_999 }));
    expect(sinCategoria.statusCode).toBe(400);
    expect(sinCategoria.json().message).toMatch(/La categoría no existe/);

    const malAtributo = await api.post(
      `${BASE}/producto`,
      compras,
      productoValido({
        atributos: [
          { atributo_id: atributoNumero, valor: 'doce' },
          { atributo_id: atributoLista, valor: 'Verde' },
        ],
      }),
    );
    expect(malAtributo.statusCode).toBe(400);
    expect(malAtributo.json().message).toMatch(/Debe ser un número/);
    expect(malAtributo.json().message).toMatch(/Debe ser uno de: Rojo, Azul/);

    const sinNombre = await api.post(`${BASE}/producto`, compras, productoValido({ nombre_producto: '  ' }));
    expect(sinNombre.statusCode).toBe(400);
    expect(sinNombre.json().message).toMatch(/obligatorio/);

    const unicode = await t.app.inject({
      method: 'POST',
      url: `${BASE}/producto`,
      headers: { ...bearer(compras.token), 'content-type': 'application/json' },
      payload: JSON.stringify(productoValido()).replace('"Ibuprofeno', '"\\ud800Ibuprofeno'),
    });
    expect(unicode.statusCode).toBe(400);
    expect(unicode.json().message).toMatch(/Unicode mal formado/);
  });

  it('no elimina un producto con stock o con movimientos', async () => {
    const id = await crearProducto();
    const [doc] = await db()
      .insert(documentoStock)
      .values({ tipo: 'ingreso', estado: 'confirmado', fecha: '2026-11-20', deposito_id: depositoB, creado_por: compras.id })
      .returning();
    await db().insert(movimientoStock).values({ documento_id: doc!.id, producto_id: id, deposito_id: depositoB, cantidad: 5, fecha: '2026-11-20' });
    await db().insert(saldoStock).values({ producto_id: id, deposito_id: depositoB, cantidad: 5 });
    const r = await api.delete(`${BASE}/producto/${id}`, compras);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/tiene stock/);
  });

  it('permisos: el responsable lee pero no edita; el empleado no ve nada', async () => {
    const id = await crearProducto();
    expect((await api.get(`${BASE}/producto`, responsableA)).statusCode).toBe(200);
    expect((await api.post(`${BASE}/producto`, responsableA, productoValido())).statusCode).toBe(403);
    expect((await api.put(`${BASE}/producto/${id}`, responsableA, productoValido())).statusCode).toBe(403);
    expect((await api.delete(`${BASE}/producto/${id}`, responsableA)).statusCode).toBe(403);
    for (const [m, url] of [
      ['GET', `${BASE}/producto`],
      ['GET', `${BASE}/producto/${id}`],
      ['POST', `${BASE}/producto`],
      ['PUT', `${BASE}/producto/${id}`],
      ['DELETE', `${BASE}/producto/${id}`],
    ] as const) {
      expect((await api.pedir(m, url, empleado, m === 'GET' || m === 'DELETE' ? undefined : productoValido())).statusCode, `${m} ${url}`).toBe(403);
    }
  });
});

describe('depósitos', () => {
  it('crea y edita un depósito con responsables; el nombre repetido responde 409; todo queda auditado', async () => {
    const nombre = `Farmacia ${unico()}`;
    const r = await api.post(`${BASE}/deposito`, compras, { nombre, tipo_id: tipoId, responsables: [responsableA.id, responsableA.id] });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id as number;
    expect(r.json().data.responsables).toEqual([{ value: responsableA.id, label: expect.any(String) }]);
    const repetido = await api.post(`${BASE}/deposito`, compras, { nombre: nombre.toUpperCase(), tipo_id: tipoId });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toMatch(/Ya existe un depósito llamado/);
    const editado = await api.put(`${BASE}/deposito/${id}`, compras, { nombre, tipo_id: tipoId, responsables: [], activo: false });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().data).toMatchObject({ activo: false, responsables: [] });
    const malo = await api.post(`${BASE}/deposito`, compras, { nombre: `X ${unico()}`, tipo_id: 999_999, responsables: [999_999] });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().message).toMatch(/El tipo de depósito no existe.*No existen los usuarios: 999999/);
    expect((await api.delete(`${BASE}/deposito/${id}`, compras)).statusCode).toBe(200);
    expect((await auditoriaDe('deposito', id)).map((a) => a.accion)).toEqual(['crear', 'editar', 'eliminar']);
  });

  it('update_catalogo_deposito agrega y quita productos en una transacción', async () => {
    const d = await crearDeposito();
    const [p1, p2, p3] = [await crearProducto(), await crearProducto(), await crearProducto()];
    const r = await api.post(`${BASE}/update_catalogo_deposito/${d}`, compras, { productosAgregados: [p1, p2, p3], productosQuitados: [] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Depósito actualizado correctamente.', data: { productos: 3 } });
    const r2 = await api.post(`${BASE}/update_catalogo_deposito/${d}`, compras, { productosAgregados: [], productosQuitados: [p2] });
    expect(r2.json().data.productos).toBe(2);
    // An unknown product refuses the whole change: p2 is not added back.
    const malo = await api.post(`${BASE}/update_catalogo_deposito/${d}`, compras, { productosAgregados: [p2, 999_999], productosQuitados: [p1] });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().message).toMatch(/No existen los productos: 999999/);
    const catalogo = await api.get(`${BASE}/deposito/${d}/catalogo`, compras);
    expect(
      catalogo
        .json()
        .data.map((f: { producto_id: number }) => f.producto_id)
        .sort(),
    ).toEqual([p1, p3].sort());
    // A product with stock there stays.
    await db().insert(saldoStock).values({ producto_id: p1, deposito_id: d, cantidad: 2 });
    const conStock = await api.post(`${BASE}/update_catalogo_deposito/${d}`, compras, { productosQuitados: [p1] });
    expect(conStock.statusCode).toBe(400);
    expect(conStock.json().message).toMatch(/Tienen stock en el depósito/);
    expect((await auditoriaDe('deposito', d)).filter((a) => a.accion === 'catalogo')).toHaveLength(2);
  });

  it('stock mínimo: el responsable fija el de su depósito, no el de otro; negativo responde 400', async () => {
    const p = await crearProducto();
    const propio = await api.put(`${BASE}/deposito/${depositoA}/stock_minimo`, responsableA, { producto_id: p, stock_minimo: 12.5 });
    expect(propio.statusCode, propio.body).toBe(200);
    expect(propio.json()).toMatchObject({ message: 'Stock mínimo actualizado correctamente.', data: { producto_id: p, stock_minimo: 12.5 } });
    const ajeno = await api.put(`${BASE}/deposito/${depositoB}/stock_minimo`, responsableA, { producto_id: p, stock_minimo: 1 });
    expect(ajeno.statusCode).toBe(403);
    const negativo = await api.put(`${BASE}/deposito/${depositoA}/stock_minimo`, compras, { producto_id: p, stock_minimo: -1 });
    expect(negativo.statusCode).toBe(400);
    expect(negativo.json().message).toMatch(/El stock mínimo no puede ser negativo/);
    const detalle = await api.get(`${BASE}/producto/${p}`, compras);
    expect(detalle.json().data.depositos).toEqual([{ deposito_id: depositoA, deposito: expect.any(String), stock_minimo: 12.5 }]);
    expect((await auditoriaDe('deposito', depositoA)).some((a) => a.accion === 'stock_minimo')).toBe(true);
    expect((await api.put(`${BASE}/deposito/${depositoA}/stock_minimo`, empleado, { producto_id: p, stock_minimo: 1 })).statusCode).toBe(403);
  });

  it('filterData: todos los depósitos para compras, sólo los suyos para el responsable, nada para el empleado', async () => {
    const todos = await api.get('/api/v1/productos/deposito/filterData', compras);
    expect(todos.statusCode, todos.body).toBe(200);
    const ids = todos.json().data.depositos.map((d: { value: number }) => d.value);
    expect(ids).toEqual(expect.arrayContaining([depositoA, depositoB]));
    expect(todos.json().data.tipos.some((o: { value: number }) => o.value === tipoId)).toBe(true);
    expect(todos.json().data.categorias.some((o: { value: number }) => o.value === categoriaId)).toBe(true);
    const suyos = await api.get('/api/v1/productos/deposito/filterData', responsableA);
    expect(suyos.json().data.depositos.map((d: { value: number }) => d.value)).toEqual([depositoA]);
    expect((await api.get('/api/v1/productos/deposito/filterData', empleado)).statusCode).toBe(403);
  });

  it('permisos: el responsable no administra depósitos; el empleado no los ve', async () => {
    const cuerpo = { nombre: `Otro ${unico()}`, tipo_id: tipoId };
    expect((await api.get(`${BASE}/deposito`, responsableA)).statusCode).toBe(200);
    expect((await api.post(`${BASE}/deposito`, responsableA, cuerpo)).statusCode).toBe(403);
    expect((await api.put(`${BASE}/deposito/${depositoA}`, responsableA, cuerpo)).statusCode).toBe(403);
    expect((await api.delete(`${BASE}/deposito/${depositoA}`, responsableA)).statusCode).toBe(403);
    expect((await api.post(`${BASE}/update_catalogo_deposito/${depositoA}`, responsableA, {})).statusCode).toBe(403);
    for (const [m, url] of [
      ['GET', `${BASE}/deposito`],
      ['GET', `${BASE}/deposito/${depositoA}`],
      ['GET', `${BASE}/deposito/${depositoA}/catalogo`],
      ['POST', `${BASE}/update_catalogo_deposito/${depositoA}`],
    ] as const) {
      expect((await api.pedir(m, url, empleado, m === 'GET' ? undefined : {})).statusCode, `${m} ${url}`).toBe(403);
    }
  });
});

describe('proveedores', () => {
  const proveedorValido = (extra: Record<string, unknown> = {}) => ({
    razon_social: `Droguería del Sur ${unico()}`,
    cuit: cuitValido(),
    contacto_nombre: 'Marta Gómez',
    contacto_email: 'ventas@drogueria.test',
    condicion_iva: 'responsable_inscripto',
    ...extra,
  });

  it('crea, busca, edita y elimina; el CUIT se guarda en 11 dígitos y no se repite', async () => {
    const cuerpo = proveedorValido();
    const r = await api.post(`${BASE}/proveedor`, compras, cuerpo);
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id as number;
    expect(r.json().data.cuit).toBe(cuerpo.cuit.replace(/-/g, ''));
    const repetido = await api.post(`${BASE}/proveedor`, compras, proveedorValido({ cuit: cuerpo.cuit.replace(/-/g, '') }));
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toMatch(/Ya existe un proveedor con el CUIT/);

    const busqueda = await api.get(`${BASE}/search_proveedores?q=${encodeURIComponent(cuerpo.cuit)}`, responsableA);
    expect(busqueda.statusCode).toBe(200);
    expect(busqueda.json().data).toEqual([{ value: id, label: `${cuerpo.razon_social} (${cuerpo.cuit})`, cuit: cuerpo.cuit.replace(/-/g, '') }]);

    const editado = await api.put(`${BASE}/proveedor/${id}`, compras, { ...cuerpo, activo: false });
    expect(editado.statusCode, editado.body).toBe(200);
    const activos = await api.get(`${BASE}/proveedor/getAll`, responsableA);
    expect(activos.json().data.some((p: { value: number }) => p.value === id)).toBe(false);
    expect((await api.delete(`${BASE}/proveedor/${id}`, compras)).statusCode).toBe(200);
    expect((await auditoriaDe('proveedor', id)).map((a) => a.accion)).toEqual(['crear', 'editar', 'eliminar']);
  });

  it('CUIT inválido, condición de IVA desconocida o correo mal escrito responden 400 en español', async () => {
    const r = await api.post(`${BASE}/proveedor`, compras, proveedorValido({ cuit: '30-12345678-0', condicion_iva: 'otra', contacto_email: 'no-es-correo' }));
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/El CUIT no es válido/);
    expect(r.json().message).toMatch(/Elija la condición frente al IVA/);
    expect(r.json().message).toMatch(/correo electrónico válido/);
  });

  it('permisos: el responsable lee y busca pero no edita; el empleado no ve nada', async () => {
    expect((await api.get(`${BASE}/proveedor`, responsableA)).statusCode).toBe(200);
    expect((await api.post(`${BASE}/proveedor`, responsableA, proveedorValido())).statusCode).toBe(403);
    for (const url of [`${BASE}/proveedor`, `${BASE}/proveedor/getAll`, `${BASE}/search_proveedores?q=a`, `${BASE}/proveedor/1`]) {
      expect((await api.get(url, empleado)).statusCode, url).toBe(403);
    }
    expect((await api.post(`${BASE}/proveedor`, empleado, proveedorValido())).statusCode).toBe(403);
  });
});
