import Fastify from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../src/platform/audit/audit.table';
import { filasDe } from '../src/platform/db/sql';
import { reescribirLlamadas, verificarLlamadasPorParametro, type LlamadaPorParametro } from '../src/platform/http/llamadas-por-parametro';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { tokenCon } from './factories';
import { peticiones } from './peticion';

// Issue 36 item 6: calls spec §7 names that the API answered under other names only.
// §7 Purchasing «get_categorias, create_categoria» (the categories catalog's list and create),
// and §7 HR «GET /api/v1/rrhh/liquidacion?descargas=true; answer: data, total».

let t: Prueba;
const api = peticiones(() => t);
let compras: string;
let soloVer: string;
let rrhh: string;
let soloCatalogo: string;
let liquidacionId: number;
let periodoId: number;

beforeAll(async () => {
  t = await appDePrueba();
  compras = await tokenCon(t, ['AdministradorCompras']);
  soloVer = await tokenCon(t, ['compras.categoria.ver']);
  rrhh = await tokenCon(t, ['RRHH']);
  soloCatalogo = await tokenCon(t, ['rrhh.liquidacion.ver']);
  const db = t.database.db;
  const [e] = filasDe<{ id: number }>(
    await db.execute(sql`insert into rrhh_empresa (nombre, cuit) values ('Empresa de descargas S.A.', '30712345671') returning id`),
  );
  const [p] = filasDe<{ id: number }>(
    await db.execute(
      sql`insert into rrhh_periodo (nombre, anio, mes, desde, hasta, estado) values ('2032-03', 2032, 3, '2032-03-01', '2032-03-31', 'abierto') returning id`,
    ),
  );
  periodoId = p!.id;
  const [l] = filasDe<{ id: number }>(
    await db.execute(
      sql`insert into rrhh_liquidacion (periodo_id, empresa_id, tipo, estado) values (${periodoId}, ${e!.id}, 'mensual', 'abierta') returning id`,
    ),
  );
  liquidacionId = l!.id;
});
afterAll(() => t.cerrar());

describe('get_categorias y create_categoria (spec §7, bajo /api/v1/compras/producto)', () => {
  const BASE = '/api/v1/compras/producto';

  it('create_categoria da de alta una categoría como el catálogo: mensaje, fila y auditoría', async () => {
    const r = await api.post(`${BASE}/create_categoria`, compras, { nombre: 'Descartables estériles', descripcion: 'Gasas, apósitos' });
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json();
    expect(cuerpo).toMatchObject({ success: true, message: 'Categoría de producto creada correctamente.', data: { nombre: 'Descartables estériles' } });
    const id = cuerpo.data.id as number;
    const enCatalogo = await api.get(`${BASE}/categoria/${id}`, compras);
    expect(enCatalogo.json().data).toMatchObject({ id, nombre: 'Descartables estériles', descripcion: 'Gasas, apósitos' });
    const filas = await t.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'producto_categoria'), eq(auditoria.entidad_id, String(id))));
    expect(filas.map((f) => f.accion)).toEqual(['crear']);
  });

  it('create_categoria valida y rechaza un nombre repetido como la ruta del catálogo', async () => {
    const vacio = await api.post(`${BASE}/create_categoria`, compras, { nombre: '' });
    expect(vacio.statusCode).toBe(400);
    const repetido = await api.post(`${BASE}/create_categoria`, compras, { nombre: 'DESCARTABLES ESTERILES' });
    const delCatalogo = await api.post(`${BASE}/categoria`, compras, { nombre: 'descartables estériles' });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toBe(delCatalogo.json().message);
  });

  it('get_categorias es la lista del catálogo: paginada, con búsqueda y format=1 para un select', async () => {
    const spec = await api.get(`${BASE}/get_categorias?filter=esteril`, soloVer);
    const catalogo = await api.get(`${BASE}/categoria?filter=esteril`, soloVer);
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toEqual(catalogo.json());
    expect(spec.json()).toMatchObject({ total: 1, data: [{ nombre: 'Descartables estériles' }] });
    const opciones = await api.get(`${BASE}/get_categorias?format=1&filter=esteril`, soloVer);
    expect(opciones.json().data).toEqual([{ value: expect.any(Number), label: 'Descartables estériles' }]);
  });

  it('piden los permisos del catálogo: ver para la lista, crear para el alta', async () => {
    expect((await api.get(`${BASE}/get_categorias`)).statusCode).toBe(401);
    expect((await api.get(`${BASE}/get_categorias`, rrhh)).statusCode).toBe(403);
    expect((await api.post(`${BASE}/create_categoria`, soloVer, { nombre: 'Sin permiso' })).statusCode).toBe(403);
  });

  it('el documento de la API las muestra, cada una nombrando a su par', async () => {
    const doc = (await api.get('/api/docs/json')).json() as { paths: Record<string, Record<string, { description?: string }>> };
    expect(doc.paths[`${BASE}/get_categorias`]?.get?.description).toContain(`${BASE}/categoria`);
    expect(doc.paths[`${BASE}/create_categoria`]?.post?.description).toContain(`${BASE}/categoria`);
    expect(doc.paths[`${BASE}/categoria`]?.get?.description).toContain(`${BASE}/get_categorias`);
  });
});

describe('GET /api/v1/rrhh/liquidacion?descargas=true (spec §7)', () => {
  it('responde las liquidaciones con sus cuentas (data, total), lo mismo que /descargas', async () => {
    const spec = await api.get('/api/v1/rrhh/liquidacion?descargas=true', rrhh);
    expect(spec.statusCode).toBe(200);
    const propia = await api.get('/api/v1/rrhh/liquidacion/descargas', rrhh);
    expect(spec.json()).toEqual(propia.json());
    expect(spec.json().total).toBe(1);
    expect(spec.json().data[0]).toMatchObject({ id: liquidacionId, distribucion: 'sin_recibos', cuentas: { recibos: 0 }, sin_asignar: 0 });
  });

  it('los demás parámetros siguen, en cualquier orden', async () => {
    const otro = periodoId + 1000;
    const filtrado = await api.get(`/api/v1/rrhh/liquidacion?periodo_id=${otro}&descargas=true&limit=5`, rrhh);
    expect(filtrado.json()).toMatchObject({ success: true, total: 0, data: [] });
    const delPeriodo = await api.get(`/api/v1/rrhh/liquidacion?limit=5&descargas=true&periodo_id=${periodoId}`, rrhh);
    expect(delPeriodo.json().total).toBe(1);
    // The destination's own validation answers.
    expect((await api.get('/api/v1/rrhh/liquidacion?descargas=true&sortBy=nada', rrhh)).statusCode).toBe(400);
  });

  it('sin el parámetro (o con otro valor) sigue siendo la lista del catálogo', async () => {
    for (const url of ['/api/v1/rrhh/liquidacion', '/api/v1/rrhh/liquidacion?descargas=false', '/api/v1/rrhh/liquidacion?limit=5']) {
      const r = await api.get(url, soloCatalogo);
      expect(r.statusCode, url).toBe(200);
      const fila = r.json().data.find((f: { id: number }) => f.id === liquidacionId);
      expect(fila, url).toMatchObject({ etiqueta: expect.any(String), tipo: 'mensual' });
      expect(fila, url).not.toHaveProperty('cuentas');
    }
  });

  it('pide el permiso de la ruta de descargas, no el del catálogo', async () => {
    expect((await api.get('/api/v1/rrhh/liquidacion?descargas=true')).statusCode).toBe(401);
    expect((await api.get('/api/v1/rrhh/liquidacion?descargas=true', soloCatalogo)).statusCode).toBe(403);
    expect((await api.get('/api/v1/rrhh/liquidacion', soloCatalogo)).statusCode).toBe(200);
  });
});

describe('llamadas por parámetro (platform/http/llamadas-por-parametro.ts)', () => {
  const L: LlamadaPorParametro = { ruta: '/api/v1/a', parametro: 'vista', valor: 'true', destino: '/api/v1/a/vista', motivo: 'prueba' };
  const reescribir = reescribirLlamadas([L]);

  it('sólo un GET o HEAD de esa ruta con ese valor cambia de destino; el resto de la consulta queda igual, byte a byte', () => {
    expect(reescribir({ method: 'GET', url: '/api/v1/a?vista=true' })).toBe('/api/v1/a/vista');
    expect(reescribir({ method: 'HEAD', url: '/api/v1/a?x=%ED%A0%80&vista=true&y=a+b' })).toBe('/api/v1/a/vista?x=%ED%A0%80&y=a+b');
    expect(reescribir({ method: 'POST', url: '/api/v1/a?vista=true' })).toBe('/api/v1/a?vista=true');
    expect(reescribir({ method: 'GET', url: '/api/v1/a?vista=1' })).toBe('/api/v1/a?vista=1');
    expect(reescribir({ method: 'GET', url: '/api/v1/a' })).toBe('/api/v1/a');
    expect(reescribir({ method: 'GET', url: '/api/v1/ab?vista=true' })).toBe('/api/v1/ab?vista=true');
  });

  it('la consulta llega al destino tal como vino: un texto mal formado recibe la misma respuesta', async () => {
    for (const resto of ['filter=%ED%A0%80', 'filter=%00', 'filter=a+b%C3%A1']) {
      const spec = await api.get(`/api/v1/rrhh/liquidacion?descargas=true&${resto}`, rrhh);
      const propia = await api.get(`/api/v1/rrhh/liquidacion/descargas?${resto}`, rrhh);
      const sinId = (r: typeof spec) => ({ ...r.json(), request_id: undefined });
      expect([spec.statusCode, sinId(spec)], resto).toEqual([propia.statusCode, sinId(propia)]);
    }
  });

  it('el servidor no arranca si el destino no es una ruta GET declarada', async () => {
    const app = Fastify();
    app.decorate('rutasDeclaradas', [{ method: 'POST', url: '/api/v1/a/vista', permiso: 'autenticado', registro: null, respuesta: true }]);
    verificarLlamadasPorParametro(app, [L]);
    await expect(app.ready()).rejects.toThrow('La llamada /api/v1/a?vista=true lleva a /api/v1/a/vista, que no es una ruta GET declarada.');
    await app.close();
  });
});
