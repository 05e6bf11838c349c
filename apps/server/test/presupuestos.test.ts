import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fijarReloj } from '@worknet/domain/reloj-de-prueba';
import { proveedor } from '../src/modules/inventario/inventario.table';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, esperarAvisos, type Prueba } from './app-de-prueba';
import { cuitValido } from './catalogos-ejemplos';
import { bearer, conSesionPropia, crearProducto, crearSector, type ConSesion } from './factories';
import { formulario, PDF } from './media-apoyo';
import { peticiones } from './peticion';

// Budget requests (issue 42) through the real app: a sector asks with two lines, Compras loads
// three quotes (one in USD) and the comparison marks the cheapest in pesos; the sector's head
// approves and, above the threshold, Gerencia gives the second approval (never the same person);
// an expired quote is refused; twenty approvals at once give one; the record rules hold for the
// request, its quotes and their PDFs; bad money is a Spanish 400.

let t: Prueba;
const api = peticiones(() => t, '/api/v1/presupuestos');
let admin: ConSesion;
let pide: ConSesion;
let jefe: ConSesion;
let compras: ConSesion;
let gerente: ConSesion;
let otro: ConSesion;
let sectorId: number;
let provs: number[];

const db = () => t.database.db;

async function crearProveedor(): Promise<number> {
  const [p] = await db()
    .insert(proveedor)
    .values({ razon_social: `Proveedor ${Math.random().toString(36).slice(2, 8)}`, cuit: cuitValido(), condicion_iva: 'responsable_inscripto' })
    .returning({ id: proveedor.id });
  return p!.id;
}

beforeAll(async () => {
  // Friday 04/12/2026, 10:00 in Argentina: nothing here depends on the real date.
  fijarReloj('2026-12-04T10:00:00-03:00');
  t = await appDePrueba();
  const { sector } = await crearSector(db());
  const { sector: ajeno } = await crearSector(db());
  sectorId = sector.id;
  [admin, pide, jefe, compras, gerente, otro] = await Promise.all([
    conSesionPropia(t, { items: ['Administrador'] }),
    conSesionPropia(t, { items: ['presupuestos.solicitud.pedir'], sectores: [sector.id] }),
    conSesionPropia(t, { items: ['Referente de área'], sectores: [sector.id] }),
    conSesionPropia(t, { items: ['AdministradorCompras'] }),
    conSesionPropia(t, { items: ['Gerencia'] }),
    conSesionPropia(t, { items: ['Referente de área'], sectores: [ajeno.id] }),
  ]);
  await db().execute(sql`insert into rrhh_referente (usuario_id, sector_ids) values (${jefe.id}, ${sql.param([sector.id])}::integer[])`);
  await db().execute(sql`insert into rrhh_referente (usuario_id, sector_ids) values (${otro.id}, ${sql.param([ajeno.id])}::integer[])`);
  provs = await Promise.all([crearProveedor(), crearProveedor(), crearProveedor()]);
  const r = await api.put('configuracion', admin, { umbral_global: '500000.00', rol_segunda: 'Gerencia', umbrales: [] });
  expect(r.statusCode, r.body).toBe(200);
});
afterAll(() => t.cerrar());

type Detalle = {
  estado: string;
  lineas: { id: number }[];
  presupuestos: {
    id: number;
    total: string;
    total_ars: string;
    mas_barato: boolean;
    vencido: boolean;
    lineas: { mas_barato: boolean }[];
    diferencia_estimado: string | null;
  }[];
  mas_barato_ids: number[];
  aprobaciones: { paso: string; usuario_id: number }[];
  acciones: string[];
  historial: { estado: string }[];
};
const detalle = (id: number, u: ConSesion) => api.datos('GET', `${id}`, u) as Promise<Detalle>;
const paso = (id: number, u: ConSesion, accion: string, cuerpo: Record<string, unknown> = {}) => api.post(`${id}/${accion}`, u, cuerpo);

/** A request sent and taken by Compras (en cotización), with two lines unless `sinLineas`. */
async function enCotizacion(o: { estimado?: string; sinLineas?: boolean } = {}): Promise<{ id: number; lineas: number[] }> {
  const monitor = await crearProducto(t, { nombre: 'Monitor 24"' });
  const r = await api.post('/api/v1/presupuestos', pide, {
    sector_id: sectorId,
    titulo: 'Monitores para admisión',
    motivo: 'Los actuales no encienden',
    necesario_para: '2026-12-20',
    estimado: o.estimado ?? '600000',
    lineas: o.sinLineas
      ? []
      : [
          { producto_id: monitor, cantidad: 2 },
          { descripcion: 'Cable HDMI 2 m', cantidad: 3, unidad: 'unidad' },
        ],
  });
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json().data.id as number;
  expect((await paso(id, pide, 'enviar')).statusCode).toBe(200);
  expect((await paso(id, compras, 'cotizar')).statusCode).toBe(200);
  const d = await detalle(id, compras);
  return { id, lineas: d.lineas.map((l) => l.id) };
}

async function cargar(id: number, lineas: number[], precios: string[], extra: Record<string, unknown> = {}, prov = provs[0]) {
  const r = await api.post(`${id}/presupuestos`, compras, {
    proveedor_id: prov,
    fecha: '2026-12-01',
    valido_hasta: '2026-12-31',
    moneda: 'ARS',
    plazo_entrega: '10 días hábiles',
    condiciones_pago: '30 días',
    precios: lineas.map((linea_id, i) => ({ linea_id, precio_unitario: precios[i] })),
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

async function pdfBorrador(u: ConSesion): Promise<number> {
  const [tipo] = filasDe<{ id: number }>(await db().execute(sql`select id from recurso_media_tipo where modulo = 'presupuestos' and modelo = 'presupuesto'`));
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/recurso_media_worknet',
    headers: bearer(u.token),
    payload: formulario(
      { tipo_id: tipo!.id, modulo: 'presupuestos', modelo: 'presupuesto' },
      { nombre: 'presupuesto.pdf', datos: PDF, tipo: 'application/pdf' },
    ),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

const mensajes = async (usuarioId: number) =>
  filasDe<{ titulo: string }>(await db().execute(sql`select titulo from mensaje_sistema where usuario_id = ${usuarioId} order by id`)).map((m) => m.titulo);

describe('el ciclo de una solicitud de presupuesto', () => {
  it('tres presupuestos (uno en dólares), el más barato marcado, dos aprobaciones arriba del umbral', async () => {
    const { id, lineas } = await enCotizacion();
    // 2 × 250,000 + 3 × 5,000 = 515,000; 2 × 240,000 + 3 × 9,000 = 507,000; USD (2 × 230 + 3 × 4.50) × 1,050.50 = 497,411.75.
    const a = await cargar(id, lineas, ['250000.00', '5000.00']);
    const b = await cargar(id, lineas, ['240000', '9000'], {}, provs[1]);
    const pdf = await pdfBorrador(compras);
    const c = await cargar(
      id,
      lineas,
      ['230.00', '4.50'],
      { moneda: 'USD', cotizacion: '1050.50', fecha_cotizacion: '2026-12-03', pdf_media_id: pdf },
      provs[2],
    );
    const d = await detalle(id, pide);
    expect(d.presupuestos.map((p) => [p.id, p.total, p.total_ars, p.mas_barato, p.diferencia_estimado])).toEqual([
      [a, '515000.00', '515000.00', false, '-85000.00'],
      [b, '507000.00', '507000.00', false, '-93000.00'],
      [c, '473.50', '497411.75', true, '-102588.25'],
    ]);
    expect(d.mas_barato_ids).toEqual([c]);
    // Line 1: 2 × 240,000 (b) beats 2 × 230 × 1,050.50 = 483,230 (c); line 2: 3 × 4.50 × 1,050.50 = 14,181.75 (c) beats 15,000 (a).
    expect(d.presupuestos.map((p) => p.lineas.map((l) => l.mas_barato))).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);

    // Choosing one that is not the cheapest asks why.
    expect((await paso(id, compras, 'elevar', { presupuesto_id: a })).json().message).toBe('Indique por qué elige un presupuesto que no es el más barato.');
    expect((await paso(id, compras, 'elevar', { presupuesto_id: c })).statusCode).toBe(200);

    // 497,411.75 is within the 500,000 threshold: the sector's head alone approves (not Gerencia).
    expect((await paso(id, gerente, 'aprobar')).statusCode).toBe(403);
    expect((await paso(id, jefe, 'aprobar')).statusCode).toBe(200);
    const fin = await detalle(id, pide);
    expect(fin.estado).toBe('aprobada');
    expect(fin.aprobaciones.map((x) => [x.paso, x.usuario_id])).toEqual([['primera', jefe.id]]);
    expect(fin.historial.map((h) => h.estado)).toEqual(['borrador', 'enviada', 'en_cotizacion', 'en_aprobacion', 'aprobada']);
    await esperarAvisos(t.app);
    expect(await mensajes(pide.id)).toEqual(expect.arrayContaining([`Presupuesto ${id}: En cotización`, `Presupuesto ${id}: Aprobada`]));
  });

  it('arriba del umbral hace falta la segunda aprobación, de Gerencia', async () => {
    const { id, lineas } = await enCotizacion();
    const a = await cargar(id, lineas, ['250000.00', '5000.00']);
    expect((await paso(id, compras, 'elevar', { presupuesto_id: a })).statusCode).toBe(200);
    expect((await paso(id, jefe, 'aprobar')).statusCode).toBe(200);
    expect((await detalle(id, pide)).estado).toBe('en_aprobacion');
    // The head cannot give the second; Gerencia sees it in its queue and gives it.
    expect((await paso(id, jefe, 'aprobar')).json().message).toBe('La primera aprobación ya está dada: falta la segunda, del rol configurado.');
    expect((await api.datos('GET', '/api/v1/presupuestos?vista=aprobar', gerente)) as { id: number }[]).toContainEqual(expect.objectContaining({ id }));
    expect((await paso(id, gerente, 'aprobar')).statusCode).toBe(200);
    const d = await detalle(id, pide);
    expect(d.estado).toBe('aprobada');
    expect(d.aprobaciones.map((x) => [x.paso, x.usuario_id])).toEqual([
      ['primera', jefe.id],
      ['segunda', gerente.id],
    ]);
  });

  it('el importe igual al umbral se aprueba con una sola firma', async () => {
    const { id } = await enCotizacion({ sinLineas: true });
    const r = await api.post(`${id}/presupuestos`, compras, {
      proveedor_id: provs[0],
      fecha: '2026-12-01',
      valido_hasta: '2026-12-31',
      moneda: 'ARS',
      total: '500000.00',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await paso(id, compras, 'elevar', { presupuesto_id: r.json().data.id })).statusCode).toBe(200);
    expect((await paso(id, jefe, 'aprobar')).statusCode).toBe(200);
    expect((await detalle(id, pide)).estado).toBe('aprobada');
  });

  it('la misma persona no da las dos aprobaciones', async () => {
    const ambos = await conSesionPropia(t, { items: ['Referente de área', 'Gerencia'], sectores: [sectorId] });
    await db().execute(sql`insert into rrhh_referente (usuario_id, sector_ids) values (${ambos.id}, ${sql.param([sectorId])}::integer[])`);
    const { id, lineas } = await enCotizacion();
    const a = await cargar(id, lineas, ['400000.00', '1.00']);
    expect((await paso(id, compras, 'elevar', { presupuesto_id: a })).statusCode).toBe(200);
    expect((await paso(id, ambos, 'aprobar')).statusCode).toBe(200);
    const r = await paso(id, ambos, 'aprobar');
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Usted ya dio la primera aprobación: la segunda la da otra persona.');
  });

  it('un presupuesto vencido se marca y no se elige', async () => {
    const { id, lineas } = await enCotizacion();
    const vencido = await cargar(id, lineas, ['1.00', '1.00'], { fecha: '2026-11-20', valido_hasta: '2026-12-03' });
    const vigente = await cargar(id, lineas, ['2.00', '2.00'], { valido_hasta: '2026-12-04' });
    const d = await detalle(id, compras);
    expect(d.presupuestos.map((p) => [p.id, p.vencido, p.mas_barato])).toEqual([
      [vencido, true, false],
      [vigente, false, true],
    ]);
    const r = await paso(id, compras, 'elevar', { presupuesto_id: vencido });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('El presupuesto elegido venció el 03/12/2026: no puede elegirse ni aprobarse.');
  });

  it('veinte aprobaciones a la vez dan una', async () => {
    const { id, lineas } = await enCotizacion();
    const a = await cargar(id, lineas, ['1000.00', '10.00']);
    expect((await paso(id, compras, 'elevar', { presupuesto_id: a })).statusCode).toBe(200);
    const r = await Promise.all(Array.from({ length: 20 }, () => paso(id, jefe, 'aprobar')));
    expect(r.filter((x) => x.statusCode === 200)).toHaveLength(1);
    expect(r.filter((x) => x.statusCode === 409)).toHaveLength(19);
    const d = await detalle(id, pide);
    expect(d.historial.filter((h) => h.estado === 'aprobada')).toHaveLength(1);
    expect(d.aprobaciones).toHaveLength(1);
  });
});

describe('reglas de registro', () => {
  it('otro sector no alcanza la solicitud, sus presupuestos ni sus PDF', async () => {
    const { id, lineas } = await enCotizacion();
    const pdf = await pdfBorrador(compras);
    const q = await cargar(id, lineas, ['1.00', '1.00'], { pdf_media_id: pdf });
    expect((await detalle(id, pide)).presupuestos[0]!.id).toBe(q);
    const verMedia = (u: ConSesion, modeloId: number, modelo: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/recurso_media_by_model/${modeloId}?modelo=${modelo}`, headers: bearer(u.token) });
    expect((await verMedia(pide, q, 'presupuesto')).statusCode).toBe(200);
    for (const u of [otro, gerente]) {
      expect((await api.get(`${id}`, u)).statusCode).toBe(403);
      expect((await paso(id, u, 'aprobar')).statusCode).toBe(403);
      expect((await paso(id, u, 'anular', { motivo: 'x' })).statusCode).toBe(403);
      expect((await verMedia(u, q, 'presupuesto')).statusCode).toBe(403);
      expect((await verMedia(u, id, 'solicitud_presupuesto')).statusCode).toBe(403);
    }
    expect((await api.put(`${id}`, otro, { sector_id: sectorId, titulo: 'x', motivo: 'y' })).statusCode).toBe(403);
    expect((await api.datos('GET', '/api/v1/presupuestos?vista=mias', otro)) as { id: number }[]).not.toContainEqual(expect.objectContaining({ id }));
    expect((await api.get('999999', otro)).statusCode).toBe(403);
    // Nobody asks for a sector that is not theirs.
    expect((await api.post('/api/v1/presupuestos', otro, { sector_id: sectorId, titulo: 'x', motivo: 'y' })).statusCode).toBe(400);
  });
});

describe('importes mal escritos', () => {
  const cuerpo = (estimado: string) => `{"sector_id":${sectorId},"titulo":"Sillas","motivo":"Rotas","estimado":${estimado}}`;
  const crudo = (payload: string, url = '/api/v1/presupuestos') =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(pide.token), 'content-type': 'application/json' }, payload });

  it.each([
    ['-1', 'El importe no puede ser negativo'],
    ['1e309', 'El importe no puede superar $\u00a0999.999.999.999,99'],
    ['"1,5"', 'Ingrese un importe válido, con punto decimal (por ejemplo 1234.50)'],
    ['"1.505"', 'El importe admite hasta dos decimales'],
    ['1.505', 'El importe admite hasta dos decimales'],
  ])('estimado %s: 400 en español', async (valor, mensaje) => {
    const r = await crudo(cuerpo(valor));
    expect(r.statusCode, r.body).toBe(400);
    expect(JSON.stringify(r.json())).toContain(mensaje);
  });

  it('«1.5» con punto sí es un importe', async () => {
    const r = await crudo(cuerpo('"1.5"'));
    expect(r.statusCode, r.body).toBe(200);
  });

  it('un precio de presupuesto con más de dos decimales, o una cotización negativa, es un 400', async () => {
    const { id, lineas } = await enCotizacion();
    const base = { proveedor_id: provs[0], fecha: '2026-12-01', valido_hasta: '2026-12-31', moneda: 'ARS' };
    const r = await api.post(`${id}/presupuestos`, compras, { ...base, precios: lineas.map((linea_id) => ({ linea_id, precio_unitario: '10.001' })) });
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json())).toContain('El importe admite hasta dos decimales');
    const usd = await api.post(`${id}/presupuestos`, compras, {
      ...base,
      moneda: 'USD',
      cotizacion: -1000,
      fecha_cotizacion: '2026-12-01',
      precios: lineas.map((linea_id) => ({ linea_id, precio_unitario: 1 })),
    });
    expect(usd.statusCode).toBe(400);
    expect(JSON.stringify(usd.json())).toContain('El importe no puede ser negativo');
    // A missing line price is a 400 too.
    const falta = await api.post(`${id}/presupuestos`, compras, { ...base, precios: [{ linea_id: lineas[0], precio_unitario: 1 }] });
    expect(falta.statusCode).toBe(400);
    expect(falta.json().message).toBe(`Falta el precio de la línea ${lineas[1]}.`);
  });
});

describe('devolver, rechazar, editar el borrador y anular', () => {
  it('quien aprueba devuelve a cotización y después rechaza; quien pide corrige su borrador y lo anula', async () => {
    const { id, lineas } = await enCotizacion();
    const a = await cargar(id, lineas, ['250000.00', '5000.00']);
    expect((await paso(id, compras, 'elevar', { presupuesto_id: a })).statusCode).toBe(200);
    const devuelta = await paso(id, jefe, 'devolver', { motivo: 'Pidan otro presupuesto' });
    expect(devuelta.statusCode, devuelta.body).toBe(200);
    expect((await detalle(id, compras)).estado).toBe('en_cotizacion');
    expect((await paso(id, compras, 'elevar', { presupuesto_id: a })).statusCode).toBe(200);
    const rechazo = await paso(id, jefe, 'rechazar', { motivo: 'No hay partida este mes' });
    expect(rechazo.statusCode, rechazo.body).toBe(200);
    expect((await detalle(id, pide)).estado).toBe('rechazada');

    const solicitud = { sector_id: sectorId, titulo: 'Sillas', motivo: 'Faltan en la guardia', necesario_para: '2026-12-20', estimado: '90000', lineas: [] };
    const b = await api.post('/api/v1/presupuestos', pide, solicitud);
    expect(b.statusCode, b.body).toBe(200);
    const borrador = b.json().data.id as number;
    const editado = await api.put(`${borrador}`, pide, { ...solicitud, titulo: 'Sillas para la guardia' });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(((await detalle(borrador, pide)) as Detalle & { titulo: string }).titulo).toBe('Sillas para la guardia');
    const anulada = await paso(borrador, pide, 'anular');
    expect(anulada.statusCode, anulada.body).toBe(200);
    expect((await detalle(borrador, pide)).estado).toBe('anulada');
  });
});
