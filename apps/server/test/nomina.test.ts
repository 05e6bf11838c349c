import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumarDias } from '@worknet/domain/rrhh/fechas-rrhh';
import { fechaIso } from '@worknet/domain/fechas';
import { errorDeEntrada as nominaEntradaError } from '@worknet/domain/rrhh/nomina';
import { filtroAvanzado } from '../src/modules/nomina/nomina.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearSector, crearUsuario, documentos, iniciarSesion, tokenCon } from './factories';
import { peticiones } from './peticion';

// The payroll roster: filters by kind, paging and count, order, injection, referente scope, export.

let t: Prueba;
const api = peticiones(() => t);
let rrhh: string;
let referente: string;
const s: Record<string, number> = {};
const ids: Record<string, number> = {};
const hoy = fechaIso(new Date());
const nomina = (body: object, query = '', token = rrhh) => api.post(`/api/v1/rrhh/persona_nomina?limit=100${query}`, token, body);
const apellidos = (r: { json: () => { data: { apellido_nombre: string }[] } }) => r.json().data.map((f) => f.apellido_nombre.split(',')[0]);

async function alta(
  apellido: string,
  sector: number,
  contrato: number,
  extra: { fecha_alta?: string; fecha_nacimiento?: string; sexo?: string; legajo?: string } = {},
) {
  const p = await api.post('/api/v1/persona_rrhh', rrhh, {
    apellido,
    nombres: 'Prueba',
    sexo: extra.sexo ?? 'F',
    fecha_nacimiento: extra.fecha_nacimiento ?? '1990-01-01',
    legajo: extra.legajo,
    ...documentos(),
  });
  expect(p.statusCode, p.body).toBe(200);
  const id = p.json().data.id as number;
  const l = await api.post('/api/v1/rrhh/persona_laboral', rrhh, {
    persona_id: id,
    sector_id: sector,
    contrato_tipo_id: contrato,
    fecha_alta: extra.fecha_alta ?? '2020-01-01',
  });
  expect(l.statusCode, l.body).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await appDePrueba();
  rrhh = await tokenCon(t, ['RRHH']);
  s.a = (await crearSector(t.database.db, { nombre: 'Nómina A' })).sector.id;
  s.b = (await crearSector(t.database.db, { nombre: 'Nómina B' })).sector.id;
  const contratos = (await api.get('/api/v1/rrhh/contrato_tipo?limit=50', rrhh)).json().data as { id: number; codigo: string }[];
  ids.indeterminado = contratos.find((c) => c.codigo === '6')!.id;
  ids.prueba = contratos.find((c) => c.codigo === '5')!.id;
  await alta('Álvarez', s.a, ids.indeterminado, { fecha_alta: '2010-03-01', fecha_nacimiento: '1970-06-01', sexo: 'M', legajo: 'N-1' });
  await alta('Benítez', s.a, ids.prueba, { fecha_alta: sumarDias(hoy, -30), legajo: 'N-2' });
  await alta('Castro', s.b, ids.indeterminado, { fecha_alta: '2018-07-15', fecha_nacimiento: '1985-02-02' });
  await alta('Domínguez', s.b, ids.indeterminado, { fecha_alta: '2022-01-10', sexo: 'M' });
  // A referente of sector A only.
  const u = await crearUsuario(t.database.db, { items: ['Referente de área'] });
  const r = await api.post('/api/v1/rrhh/referente', rrhh, { usuario_id: u.id, sector_ids: [s.a] });
  expect(r.statusCode, r.body).toBe(200);
  referente = await iniciarSesion(t.app, u.username);
});
afterAll(() => t.cerrar());

const sectores = { atributo: 'sector_id', condicion: 'es_uno_de', valor: [] as number[] };

describe('filtros por tipo de atributo', () => {
  it.each([
    ['texto contiene sin acentos', { atributo: 'apellido', condicion: 'contiene', valor: 'alvarez' }, ['Álvarez']],
    ['texto empieza con', { atributo: 'apellido', condicion: 'empieza', valor: 'be' }, ['Benítez']],
    ['texto igual', { atributo: 'legajo', condicion: 'igual', valor: 'n-2' }, ['Benítez']],
    ['texto vacío', { atributo: 'legajo', condicion: 'vacio' }, ['Castro', 'Domínguez']],
    ['texto no vacío', { atributo: 'legajo', condicion: 'no_vacio' }, ['Álvarez', 'Benítez']],
    ['número mayor', { atributo: 'edad', condicion: 'mayor', valor: 50 }, ['Álvarez']],
    ['número entre', { atributo: 'antiguedad', condicion: 'entre', valor: [3, 9] }, ['Castro', 'Domínguez']],
    ['fecha menor', { atributo: 'fecha_alta', condicion: 'menor', valor: '2015-01-01' }, ['Álvarez']],
    ['fecha igual', { atributo: 'fecha_alta', condicion: 'igual', valor: '2018-07-15' }, ['Castro']],
    ['lista fija', { atributo: 'sexo', condicion: 'es_uno_de', valor: ['M'] }, ['Álvarez', 'Domínguez']],
  ])('%s', async (_n, entrada, esperado) => {
    const r = await nomina({ request: [entrada, { ...sectores, valor: [s.a, s.b] }] });
    expect(r.statusCode, r.body).toBe(200);
    expect(apellidos(r)).toEqual(esperado);
  });

  it('lista de un catálogo (sector y contrato) y texto distinto', async () => {
    const r = await nomina({
      request: [
        { ...sectores, valor: [s.a] },
        { atributo: 'contrato_tipo_id', condicion: 'es_uno_de', valor: [ids.prueba] },
      ],
    });
    expect(apellidos(r)).toEqual(['Benítez']);
    const d = await nomina({
      request: [
        { ...sectores, valor: [s.a, s.b] },
        { atributo: 'apellido', condicion: 'distinto', valor: 'CASTRO' },
      ],
    });
    expect(apellidos(d)).toEqual(['Álvarez', 'Benítez', 'Domínguez']);
  });

  it('el texto libre busca por nombre, DNI o CUIL y los filtros avanzados se suman', async () => {
    const r = await nomina(
      { request: [{ ...sectores, valor: [s.a, s.b] }], advanced_filter: [{ atributo: 'sexo', condicion: 'es_uno_de', valor: ['F'] }] },
      '&filter=dominguez',
    );
    expect(apellidos(r)).toEqual([]);
    expect(apellidos(await nomina({ request: [{ ...sectores, valor: [s.a, s.b] }] }, '&filter=DOMINGUEZ'))).toEqual(['Domínguez']);
  });
});

describe('paginado, cuenta y orden', () => {
  it('las páginas y la cuenta coinciden, y el orden es estable', async () => {
    const cuerpo = { request: [{ ...sectores, valor: [s.a, s.b] }] };
    const c = await api.post('/api/v1/rrhh/count_persona_nomina', rrhh, cuerpo);
    expect(c.json()).toMatchObject({ data: 4, total: 4 });
    const p1 = await api.post('/api/v1/rrhh/persona_nomina?limit=2&skip=0&sortBy=sector&descending=true', rrhh, cuerpo);
    const p2 = await api.post('/api/v1/rrhh/persona_nomina?limit=2&skip=2&sortBy=sector&descending=true', rrhh, cuerpo);
    expect(p1.json().total).toBe(4);
    const todos = [...apellidos(p1), ...apellidos(p2)];
    expect(todos).toEqual(['Castro', 'Domínguez', 'Álvarez', 'Benítez']);
    expect(apellidos(await api.post('/api/v1/rrhh/persona_nomina?limit=2&skip=0&sortBy=sector&descending=true', rrhh, cuerpo))).toEqual(apellidos(p1));
  });

  it('por edad ordena por la fecha de nacimiento (empates por id), con la página fuera del final y su total', async () => {
    const cuerpo = { request: [{ ...sectores, valor: [s.a, s.b] }] };
    const orden = async (q: string) => apellidos(await api.post(`/api/v1/rrhh/persona_nomina?limit=10${q}`, rrhh, cuerpo));
    // Álvarez 1970, Castro 1985, Benítez and Domínguez 1990-01-01 (created in that order).
    expect(await orden('&sortBy=edad')).toEqual(['Benítez', 'Domínguez', 'Castro', 'Álvarez']);
    expect(await orden('&sortBy=edad&descending=true')).toEqual(['Álvarez', 'Castro', 'Benítez', 'Domínguez']);
    expect(await orden('&sortBy=fecha_nacimiento')).toEqual(['Álvarez', 'Castro', 'Benítez', 'Domínguez']);
    const fuera = await api.post('/api/v1/rrhh/persona_nomina?limit=2&skip=10', rrhh, cuerpo);
    expect(fuera.json()).toMatchObject({ data: [], total: 4 });
  });

  it('por apellido y nombre ordena por apellido y después por nombres, como el orden por defecto', async () => {
    const c = (await crearSector(t.database.db, { nombre: 'Nómina orden' })).sector.id;
    const alta2 = async (apellido: string, nombres: string) => {
      const p = await api.post('/api/v1/persona_rrhh', rrhh, { apellido, nombres, sexo: 'F', fecha_nacimiento: '1990-01-01', ...documentos() });
      await api.post('/api/v1/rrhh/persona_laboral', rrhh, {
        persona_id: p.json().data.id,
        sector_id: c,
        contrato_tipo_id: ids.indeterminado,
        fecha_alta: '2020-01-01',
      });
    };
    await alta2('García Pérez', 'Juan');
    await alta2('García', 'Beatriz');
    await alta2('García', 'Ana');
    const cuerpo = { request: [{ ...sectores, valor: [c] }] };
    const nombres = async (q: string) =>
      (await api.post(`/api/v1/rrhh/persona_nomina?limit=10${q}`, rrhh, cuerpo)).json().data.map((f: { apellido_nombre: string }) => f.apellido_nombre);
    const esperado = ['García, Ana', 'García, Beatriz', 'García Pérez, Juan'];
    expect(await nombres('&sortBy=apellido_nombre')).toEqual(esperado);
    expect(await nombres('')).toEqual(esperado);
    expect(await nombres('&sortBy=apellido_nombre&descending=true')).toEqual([...esperado].reverse());
  });
});

describe('empleo actual de cada persona', () => {
  it('es el abierto, o si no hay, el último; sigue a altas, bajas y eliminaciones', async () => {
    const c = (await crearSector(t.database.db, { nombre: 'Nómina C' })).sector.id;
    const d = (await crearSector(t.database.db, { nombre: 'Nómina D' })).sector.id;
    const id = await alta('Zárate', c, ids.indeterminado!, { fecha_alta: '2015-01-01' });
    const sectorDe = async () => (await nomina({ request: [{ atributo: 'apellido', condicion: 'igual', valor: 'Zárate' }] })).json().data[0].sector;
    expect(await sectorDe()).toBe('Nómina C');
    const [primero] = (await api.get(`/api/v1/rrhh/persona_laboral?persona=${id}`, rrhh)).json().data;
    const motivo = (await api.get('/api/v1/rrhh/motivo_desvinculacion?format=1', rrhh)).json().data[0].value;
    await api.put(`/api/v1/rrhh/persona_laboral/${primero.id}`, rrhh, { fecha_baja: '2019-12-31', motivo_desvinculacion_id: motivo });
    const nuevo = await api.post('/api/v1/rrhh/persona_laboral', rrhh, {
      persona_id: id,
      sector_id: d,
      contrato_tipo_id: ids.indeterminado,
      fecha_alta: '2020-01-01',
    });
    expect(await sectorDe()).toBe('Nómina D');
    await api.delete(`/api/v1/rrhh/persona_laboral/${nuevo.json().data.id}`, rrhh);
    expect(await sectorDe()).toBe('Nómina C');
    const estado = (await nomina({ request: [{ atributo: 'apellido', condicion: 'igual', valor: 'zarate' }] })).json().data[0].estado;
    expect(estado).toBe('baja');
  });
});

describe('lo que no está en la lista no llega a la base', () => {
  it.each([
    [{ atributo: 'password_hash', condicion: 'igual', valor: 'x' }],
    [{ atributo: 'apellido; drop table persona; --', condicion: 'contiene', valor: 'x' }],
    [{ atributo: 'apellido', condicion: "contiene' or 1=1 --", valor: 'x' }],
    [{ atributo: 'edad', condicion: 'mayor', valor: '1; drop table persona' }],
    [{ atributo: 'sector_id', condicion: 'es_uno_de', valor: ['1) or (1=1'] }],
    // A date the database would refuse (found by fuzzing the roster's body).
    [{ atributo: 'fecha_nacimiento', condicion: 'menor', valor: '2020-02-30' }],
  ])('%o da 400', async (entrada) => {
    const r = await nomina({ request: [entrada] });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().success).toBe(false);
  });

  it('un orden desconocido da 400, también uno de Object.prototype, con las columnas posibles', async () => {
    for (const malo of ['p.id%3B%20drop', '__proto__', 'constructor', 'toString']) {
      const r = await api.post(`/api/v1/rrhh/persona_nomina?sortBy=${malo}`, rrhh, { request: [] });
      expect(r.statusCode, `${malo}: ${r.body}`).toBe(400);
      expect(r.json().message).toMatch(/^Hay errores en la consulta enviada: sortBy: No se puede ordenar por «.+»\. Columnas posibles: apellido_nombre, dni, /);
    }
  });

  it('«es uno de» con un id que no cabe en un entero de la base da 400 (antes: 500)', async () => {
    for (const valor of [[2 ** 31], [s.a, 2 ** 53], [1e308]]) {
      const r = await nomina({ request: [{ ...sectores, valor }] });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toMatch(/No existe un registro con ese número/);
    }
    const g = await api.post('/api/v1/rrhh/filter_advanced', rrhh, { nombre_filtro: 'Enorme', filtros: [{ ...sectores, valor: [2 ** 31] }] });
    expect(g.statusCode, g.body).toBe(400);
    expect(nominaEntradaError({ ...sectores, valor: [2 ** 31 - 1] })).toBeNull();
  });

  it('un texto con comodines se busca como texto', async () => {
    expect(apellidos(await nomina({ request: [{ atributo: 'apellido', condicion: 'contiene', valor: '%' }] }))).toEqual([]);
  });
});

describe('alcance del referente', () => {
  it('un referente ve sólo las personas de los sectores que lidera', async () => {
    const r = await nomina({ request: [] }, '', referente);
    expect(r.statusCode).toBe(200);
    expect(apellidos(r)).toEqual(['Álvarez', 'Benítez']);
    expect(apellidos(await nomina({ request: [{ ...sectores, valor: [s.b] }] }, '', referente))).toEqual([]);
  });

  it('sin el permiso de nómina: 403', async () => {
    const nadie = await tokenCon(t);
    expect((await nomina({ request: [] }, '', nadie)).statusCode).toBe(403);
    expect((await api.get('/api/v1/rrhh/nomina_opciones/sector_id', nadie)).statusCode).toBe(403);
  });

  it('las opciones de un atributo: el referente recibe sólo sus sectores, sin necesitar el permiso del catálogo', async () => {
    const valores = async (atributo: string, token: string) => {
      const r = await api.get(`/api/v1/rrhh/nomina_opciones/${atributo}`, token);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().data as { value: number | string; label: string }[]).map((o) => o.value);
    };
    expect(await valores('sector_id', referente)).toEqual([s.a]);
    expect(await valores('sector_id', rrhh)).toEqual(expect.arrayContaining([s.a, s.b]));
    expect((await api.get('/api/v1/sector?format=1', referente)).statusCode).toBe(403);
    // Other lists are reference data, whole; fixed options come from the declaration.
    expect(await valores('contrato_tipo_id', referente)).toEqual(expect.arrayContaining([ids.indeterminado, ids.prueba]));
    expect(await valores('sexo', referente)).toEqual(['F', 'M', 'X']);
    for (const malo of ['apellido', 'password_hash', 'sector_id;drop'])
      expect((await api.get(`/api/v1/rrhh/nomina_opciones/${encodeURIComponent(malo)}`, referente)).statusCode).toBe(400);
  });
});

describe('filtros avanzados guardados', () => {
  it('se guardan por usuario, un nombre repetido no se agrega y se aplican por id', async () => {
    const filtros = [{ ...sectores, valor: [s.b] }];
    const g = await api.post('/api/v1/rrhh/filter_advanced', rrhh, { nombre_filtro: 'Mi filtro', filtros });
    expect(g.statusCode, g.body).toBe(200);
    const otra = await api.post('/api/v1/rrhh/filter_advanced', rrhh, { nombre_filtro: 'MI FILTRO', filtros });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe('Ya tiene un filtro llamado «MI FILTRO»: elija otro nombre.');
    const aplicado = await api.post(`/api/v1/rrhh/filter_advanced_nomina/${g.json().data.id}?limit=100`, rrhh, { request: [] });
    expect(apellidos(aplicado)).toEqual(['Castro', 'Domínguez']);
    // Another user neither sees, uses, changes nor deletes it (the routes' rule: 403, as for a missing one).
    expect((await api.get('/api/v1/rrhh/filter_advanced', referente)).json().data).toEqual([]);
    expect((await api.post(`/api/v1/rrhh/filter_advanced_nomina/${g.json().data.id}`, referente, { request: [] })).statusCode).toBe(403);
    expect((await api.put(`/api/v1/rrhh/filter_advanced/${g.json().data.id}`, referente, { nombre_filtro: 'Ajeno', filtros })).statusCode).toBe(403);
    expect((await api.delete(`/api/v1/rrhh/filter_advanced/${g.json().data.id}`, referente)).statusCode).toBe(403);
    expect((await api.delete('/api/v1/rrhh/filter_advanced/999999', rrhh)).statusCode).toBe(403);
    const ren = await api.put(`/api/v1/rrhh/filter_advanced/${g.json().data.id}`, rrhh, { nombre_filtro: 'Sector B', filtros });
    expect(ren.json().data.nombre_filtro).toBe('Sector B');
    expect((await api.delete(`/api/v1/rrhh/filter_advanced/${g.json().data.id}`, rrhh)).statusCode).toBe(200);
    expect((await api.get('/api/v1/rrhh/filter_advanced', rrhh)).json().data).toEqual([]);
    const mal = await api.post('/api/v1/rrhh/filter_advanced', rrhh, { nombre_filtro: 'Roto', filtros: [{ atributo: 'nada', condicion: 'igual', valor: 1 }] });
    expect(mal.statusCode).toBe(400);
  });

  it('aplicar un filtro guardado antes de una regla (un id enorme, una forma vieja) da 400 que lo nombra, no 500', async () => {
    const u = await crearUsuario(t.database.db, { items: ['RRHH'] });
    const tk = await iniciarSesion(t.app, u.username);
    const guardados = await t.database.db
      .insert(filtroAvanzado)
      .values([
        { usuario_id: u.id, nombre_filtro: 'Viejo enorme', filtros: [{ ...sectores, valor: [2 ** 31] }] },
        { usuario_id: u.id, nombre_filtro: 'Viejo raro', filtros: { no: 'es una lista' } as never },
      ])
      .returning();
    const [enorme, raro] = guardados.map((g) => g.id);
    const r = await api.post(`/api/v1/rrhh/filter_advanced_nomina/${enorme}`, tk, { request: [] });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().message).toBe('No se puede aplicar el filtro «Viejo enorme»: Sector: elija una o más opciones válidas. Edítelo o elimínelo.');
    const r2 = await api.post(`/api/v1/rrhh/filter_advanced_nomina/${raro}`, tk, { request: [] });
    expect(r2.statusCode, r2.body).toBe(400);
    expect(r2.json().message).toBe('No se puede aplicar el filtro «Viejo raro»: sus condiciones no tienen la forma esperada. Edítelo o elimínelo.');
    // Editing it with valid entries makes it usable again.
    const ok = await api.put(`/api/v1/rrhh/filter_advanced/${enorme}`, tk, { nombre_filtro: 'Viejo enorme', filtros: [{ ...sectores, valor: [s.b] }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(apellidos(await api.post(`/api/v1/rrhh/filter_advanced_nomina/${enorme}?limit=100`, tk, { request: [] }))).toEqual(['Castro', 'Domínguez']);
  });
});

describe('reporte_nomina', () => {
  it('exporta exactamente las filas filtradas y ordenadas, con las columnas elegidas', async () => {
    const cuerpo = { request: [{ ...sectores, valor: [s.a, s.b] }], columnas: ['apellido_nombre', 'sector', 'fecha_alta', 'antiguedad'] };
    const pagina = await api.post('/api/v1/rrhh/persona_nomina?limit=100&sortBy=fecha_alta', rrhh, cuerpo);
    const r = await api.post('/api/v1/rrhh/reporte_nomina?sortBy=fecha_alta', rrhh, cuerpo);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="Reporte-Nomina-\d{2}-\d{2}-\d{4}\.xlsx"$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual(['Apellido y nombre', 'Sector', 'Fecha de alta', 'Antigüedad (años)']);
    const filas = Array.from({ length: hoja.rowCount - 1 }, (_, i) => (hoja.getRow(i + 2).values as unknown[]).slice(1));
    expect(filas.map((f) => f[0])).toEqual(pagina.json().data.map((f: { apellido_nombre: string }) => f.apellido_nombre));
    expect(filas[0]![2]).toBeInstanceOf(Date);
    expect(hoja.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((await api.post('/api/v1/rrhh/reporte_nomina', rrhh, { request: [], columnas: ['password_hash'] })).statusCode).toBe(400);
  });

  it('escribe el estado con su etiqueta («Activo», «De baja»), no con su código', async () => {
    const cuerpo = { request: [], columnas: ['apellido_nombre', 'estado'] };
    const r = await api.post('/api/v1/rrhh/reporte_nomina?sortBy=apellido_nombre', rrhh, cuerpo);
    expect(r.statusCode).toBe(200);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    const estados = new Set(Array.from({ length: hoja.rowCount - 1 }, (_, i) => hoja.getRow(i + 2).getCell(2).value));
    expect([...estados].sort()).toEqual(['Activo', 'De baja']);
  });
});
