import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENSAJES_RECIBOS } from '@worknet/domain/recibos/esquemas';
import { buildApp, type App } from '../src/app';
import { recibo } from '../src/modules/recibos/recibos.table';
import { auditoria } from '../src/platform/audit/audit.table';
import type { Database } from '../src/platform/db/client';
import { filasDe } from '../src/platform/db/sql';
import { usuario } from '../src/platform/identidad/identidad.table';
import { anotarAuditoria, baseDePrueba, configDePrueba, mailerDePrueba } from './app-de-prueba';
import * as fabricas from './factories';
import { bearer, crearSector, crearUsuario, iniciarSesion, PASSWORD } from './factories';
import { carpetaDatos, formulario, png } from './media-apoyo';
import { cuitEmpresa, paginasDe, pdfDeRecibos } from './recibos-pdf';
import { peticiones } from './peticion';

// Pay slips (issue 20 items 1–4 and 7), end to end through the API: a 50-page PDF with 20
// CUILs split by the job, the unmatched page resolved, the run published and notified, each
// employee viewing, downloading and signing, the stamped copy verified by its hash, corrections,
// IDOR on every slip route, and a ZIP named by CUIL and legajo. One app for the whole file.

const ESPERA = { timeout: 30_000, interval: 200 };
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

let app: App;
const api = peticiones(() => app);
let database: Database;
let dataDir: string;
const mailer = mailerDePrueba();
const db = () => database.db;

let rrhh: string;
let rrhhId: number;
let empresaId: number;
let cuit: string;
let sectorId: number;
type Empleado = { personaId: number; cuil: string; legajo: string; usuarioId?: number; token?: string };
const empleados: Empleado[] = [];
let liquidacionId: number;

async function crearPersona(i: number): Promise<Empleado> {
  const legajo = `R${randomBytes(3).toString('hex')}${i}`;
  const p = await fabricas.crearPersona(db(), {
    apellido: `Apellido${i}`,
    nombres: 'Recibo',
    legajo,
    empleos: [{ sectorId, empresaId, alta: '2020-01-01' }],
  });
  return { personaId: p.id, cuil: p.cuil, legajo };
}

async function conUsuario(e: Empleado, items = ['Empleado']) {
  const u = await crearUsuario(db(), { items });
  await db().update(usuario).set({ persona_id: e.personaId }).where(eq(usuario.id, u.id));
  e.usuarioId = u.id;
  e.token = await iniciarSesion(app, u.username);
}

let periodoSiguiente = 1;
async function crearLiquidacion(): Promise<number> {
  const mes = periodoSiguiente++;
  const [p] = filasDe<{ id: number }>(
    await db().execute(sql`
      insert into rrhh_periodo (nombre, anio, mes, desde, hasta, estado)
      values (${`2031-${String(mes).padStart(2, '0')}`}, 2031, ${mes}, ${`2031-${String(mes).padStart(2, '0')}-01`}, ${`2031-${String(mes).padStart(2, '0')}-28`}, 'abierto') returning id`),
  );
  const [l] = filasDe<{ id: number }>(
    await db().execute(
      sql`insert into rrhh_liquidacion (periodo_id, empresa_id, tipo, estado) values (${p!.id}, ${empresaId}, 'mensual', 'abierta') returning id`,
    ),
  );
  return l!.id;
}

async function subir(liq: number, nombre: string, datos: Buffer, tipo = 'application/pdf') {
  const r = await api.post(`/api/v1/rrhh/liquidacion/${liq}/cargas`, rrhh, formulario({}, { nombre, datos, tipo }));
  expect(r.statusCode, r.body).toBe(200);
  const carga = r.json().data;
  expect(carga).toMatchObject({ nombre, estado: 'procesando' });
  await vi.waitFor(async () => {
    const d = await api.get(`/api/v1/rrhh/liquidacion/${liq}/recibos`, rrhh);
    const k = d.json().data.cargas.find((c: { id: number }) => c.id === carga.id);
    expect(k.estado, k.error).toBe('terminada');
  }, ESPERA);
  return (await api.get(`/api/v1/rrhh/liquidacion/${liq}/recibos`, rrhh)).json().data;
}

/**
 * A ZIP of one deflated entry whose headers declare `declarado` bytes once inflated, whatever
 * `datos` is: the shape of the ZIP of issue 37 (306 kB declaring little, 300 MB inflated).
 */
function zipQueMiente(nombre: string, datos: Buffer, declarado: number): Buffer {
  const comprimidos = deflateRawSync(datos, { level: 9 });
  const n = Buffer.from(nombre);
  const crc = crc32(datos);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt16LE(0x21, 12); // 01/01/1980
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(comprimidos.length, 18);
  local.writeUInt32LE(declarado, 22);
  local.writeUInt16LE(n.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt16LE(0x21, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(comprimidos.length, 20);
  central.writeUInt32LE(declarado, 24);
  central.writeUInt16LE(n.length, 28);
  const inicioCentral = local.length + n.length + comprimidos.length;
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(1, 8);
  fin.writeUInt16LE(1, 10);
  fin.writeUInt32LE(central.length + n.length, 12);
  fin.writeUInt32LE(inicioCentral, 16);
  return Buffer.concat([local, n, comprimidos, central, n, fin]);
}

async function sello(token: string): Promise<number> {
  const tipos = await api.get('/api/v1/recurso_media_tipos?busqueda=true&modulo=rrhh&modelo=liquidacion', token);
  const tipo = (tipos.json().data as { id: number; label: string }[]).find((x) => x.label === 'Sello')!.id;
  const r = await api.post(
    '/api/v1/recurso_media_worknet',
    token,
    formulario({ tipo_id: tipo, modulo: 'rrhh', modelo: 'liquidacion' }, { nombre: 'sello.png', datos: await png(200, 100), tipo: 'image/png' }),
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

const reciboDe = async (liq: number, personaId: number) =>
  (
    await db()
      .select()
      .from(recibo)
      .where(and(eq(recibo.liquidacion_id, liq), eq(recibo.persona_id, personaId), eq(recibo.vigente, true)))
  )[0]!;

beforeAll(async () => {
  dataDir = carpetaDatos();
  database = await baseDePrueba();
  app = await buildApp({
    config: configDePrueba({ DATA_DIR: dataDir, PUBLIC_URL: 'https://intranet.ejemplo.com.ar' }),
    database,
    mailer,
    logger: false,
    trabajos: { sondeoSegundos: 0.5, cronSegundos: 30 },
  });
  await app.ready();
  sectorId = (await crearSector(db(), { nombre: 'Liquidaciones' })).sector.id;
  cuit = cuitEmpresa();
  const [e] = filasDe<{ id: number }>(
    await db().execute(sql`insert into rrhh_empresa (nombre, cuit) values ('Empresa de recibos S.A.', ${cuit}) returning id`),
  );
  empresaId = e!.id;
  const u = await crearUsuario(db(), { items: ['RRHH'] });
  rrhhId = u.id;
  rrhh = await iniciarSesion(app, u.username);
  for (let i = 0; i < 21; i++) empleados.push(await crearPersona(i));
  for (const e of empleados.slice(0, 4)) await conUsuario(e);
  liquidacionId = await crearLiquidacion();
}, 120_000);

afterAll(async () => {
  if (app) anotarAuditoria(app);
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Pages per employee: the first 9 have three pages, the next 11 two (49), plus one unknown CUIL.
const paginasEsperadas = (i: number) => (i < 9 ? 3 : 2);
const CUIL_DESCONOCIDO = '20-11111111-2';

describe('carga, división por CUIL y publicación', () => {
  it('divide un PDF de 50 páginas con 20 CUIL: 20 recibos, 1 página sin asignar y quien no tiene recibo', async () => {
    const paginas: { cuil: string | null }[] = [];
    for (let i = 0; i < 20; i++) for (let k = 0; k < paginasEsperadas(i); k++) paginas.push({ cuil: empleados[i]!.cuil });
    paginas.splice(25, 0, { cuil: CUIL_DESCONOCIDO });
    expect(paginas).toHaveLength(50);
    const d = await subir(liquidacionId, 'recibos-enero.pdf', await pdfDeRecibos(cuit, paginas));

    expect(d.cargas[0]).toMatchObject({ estado: 'terminada', progreso: 100, paginas: 50, recibos: 20, error: null, subida_por: expect.any(String) });
    expect(d.recibos).toHaveLength(20);
    for (let i = 0; i < 20; i++) {
      const r = d.recibos.find((x: { persona: { id: number } }) => x.persona.id === empleados[i]!.personaId);
      expect(r, `persona ${i}`).toMatchObject({ estado: 'borrador', paginas: paginasEsperadas(i), reemplaza_id: null, reemplazado_por_id: null });
    }
    expect(d.sin_asignar).toEqual([{ id: expect.any(Number), carga_id: d.cargas[0].id, pagina: 26, nombre: null, cuils: ['20111111112'] }]);
    expect(d.sin_recibo.map((p: { id: number }) => p.id)).toContain(empleados[20]!.personaId);
    expect(d.liquidacion).toMatchObject({ distribucion: 'revisar', sin_asignar: 1, cuentas: { recibos: 20, enviados: 0 } });
    // The stored slip is exactly its employee's pages.
    const r0 = await reciboDe(liquidacionId, empleados[0]!.personaId);
    const bytes = await api.get(`/api/v1/rrhh/recibo/${r0.id}/archivo`, rrhh);
    expect(bytes.statusCode).toBe(200);
    expect(sha(bytes.rawPayload)).toBe(r0.sha256);
    expect(await paginasDe(bytes.rawPayload)).toBe(3);

    const listado = await api.get('/api/v1/rrhh/liquidacion/descargas', rrhh);
    expect(listado.statusCode, listado.body).toBe(200);
    expect(listado.json().data.find((l: { id: number }) => l.id === liquidacionId)).toMatchObject({ tipo_label: 'Mensual', distribucion: 'revisar' });
  });

  it('no publica con páginas sin asignar ni con la contraseña equivocada', async () => {
    const selloId = await sello(rrhh);
    const mal = await api.post(`/api/v1/rrhh/liquidacion/${liquidacionId}/publicar`, rrhh, { password: 'otra-cosa', sello_media_id: selloId });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toBe(MENSAJES_RECIBOS.passwordIncorrecta);
    const pend = await api.post(`/api/v1/rrhh/liquidacion/${liquidacionId}/publicar`, rrhh, { password: PASSWORD, sello_media_id: selloId });
    expect(pend.statusCode).toBe(409);
    expect(pend.json().message).toBe(MENSAJES_RECIBOS.sinAsignarPendientes);
    const intentos = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'liquidacion'), eq(auditoria.accion, 'publicar_rechazado')));
    expect(intentos).toHaveLength(1);
  });

  it('asigna la página suelta a quien no tenía recibo y publica: campana y correo a cada empleado', async () => {
    const d = (await api.get(`/api/v1/rrhh/liquidacion/${liquidacionId}/recibos`, rrhh)).json().data;
    const suelta = d.sin_asignar[0].id;
    const pdf = await api.get(`/api/v1/rrhh/recibo_sin_asignar/${suelta}/archivo`, rrhh);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await paginasDe(pdf.rawPayload)).toBe(1);
    const a = await api.post(`/api/v1/rrhh/recibo_sin_asignar/${suelta}/asignar`, rrhh, { persona_id: empleados[20]!.personaId });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({ persona: { id: empleados[20]!.personaId }, paginas: 1, estado: 'borrador' });

    const selloId = await sello(rrhh);
    // Simultaneous publications: the run's row is locked, one publishes and the rest find nothing left.
    const rs = await Promise.all(
      Array.from({ length: 5 }, () => api.post(`/api/v1/rrhh/liquidacion/${liquidacionId}/publicar`, rrhh, { password: PASSWORD, sello_media_id: selloId })),
    );
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const ok = rs.find((r) => r.statusCode === 200)!.json();
    expect(ok.message).toBe(MENSAJES_RECIBOS.publicada(21));
    expect(ok.data).toMatchObject({ recibos: 21, enviados: 21, pendientes: 21 });

    const destinatarios = filasDe<{ usuario_id: number; enlace: string }>(
      await db().execute(
        sql`select nu.usuario_id, n.enlace from notificacion_usuario nu join notificacion n on n.id = nu.notificacion_id where n.titulo = 'Nuevo recibo de sueldo'`,
      ),
    );
    expect(destinatarios.map((x) => x.usuario_id).sort()).toEqual(
      empleados
        .slice(0, 4)
        .map((e) => e.usuarioId)
        .sort(),
    );
    expect(destinatarios[0]!.enlace).toBe('/mis_recibos');
    await vi.waitFor(() => expect(mailer.enviados.filter((c) => c.asunto === 'Worknet: Nuevo recibo de sueldo')).toHaveLength(4), ESPERA);
    expect(mailer.enviados[0]!.texto).toContain('https://intranet.ejemplo.com.ar/#/mis_recibos');

    const l = (await api.get(`/api/v1/rrhh/liquidacion/${liquidacionId}/recibos`, rrhh)).json().data.liquidacion;
    expect(l).toMatchObject({ distribucion: 'publicada', publicada_por: expect.any(String) });
  });
});

describe('mis recibos: ver, descargar y firmar', () => {
  it('el empleado lista y descarga el suyo (adjunto, PDF, sin caché) y queda visto y auditado', async () => {
    const e = empleados[0]!;
    const lista = await api.get('/api/v1/mis_recibos', e.token!);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().total).toBe(1);
    const mio = lista.json().data[0];
    expect(mio).toMatchObject({ estado: 'pendiente', paginas: 3, liquidacion: { id: liquidacionId, periodo: '2031-01', tipo_label: 'Mensual' } });

    const bajada = await api.get(`/api/v1/mis_recibos/${mio.id}/archivo?accion=descargar`, e.token!);
    expect(bajada.statusCode).toBe(200);
    expect(bajada.headers['content-type']).toBe('application/pdf');
    expect(bajada.headers['content-disposition']).toMatch(/^attachment; filename="Recibo-2031-01-Apellido0\.pdf"/);
    expect(bajada.headers['cache-control']).toBe('no-store');
    const vista = await api.get(`/api/v1/mis_recibos/${mio.id}/archivo`, e.token!);
    expect(vista.statusCode).toBe(200);

    const r = await api.get(`/api/v1/mis_recibos/${mio.id}`, e.token!);
    expect(r.json().data).toMatchObject({ estado: 'visto', visto_at: expect.any(String) });
    const filas = await db()
      .select({ accion: auditoria.accion })
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'recibo'), eq(auditoria.entidad_id, String(mio.id)), eq(auditoria.usuario_id, e.usuarioId!)));
    expect(filas.map((f) => f.accion).sort()).toEqual(['descargar', 'ver']);
    const l = (await api.get(`/api/v1/rrhh/liquidacion/${liquidacionId}/recibos`, rrhh)).json().data.liquidacion;
    expect(l.cuentas.vistos).toBe(1);
  });

  it('con la contraseña equivocada no firma ni escribe nada', async () => {
    const e = empleados[0]!;
    const r0 = await reciboDe(liquidacionId, e.personaId);
    const r = await api.post(`/api/v1/mis_recibos/${r0.id}/firmar`, e.token!, { conformidad: 'conforme', password: 'equivocada' });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(MENSAJES_RECIBOS.passwordIncorrecta);
    const despues = await reciboDe(liquidacionId, e.personaId);
    expect(despues).toMatchObject({ conformidad: null, firmado_at: null, clave_firmada: null });
  });

  it('firma conforme: la copia sellada tiene una página más y su huella se verifica en la página pública', async () => {
    const e = empleados[0]!;
    const r0 = await reciboDe(liquidacionId, e.personaId);
    // Simultaneous signatures: one holds, the rest are 409.
    const rs = await Promise.all(
      Array.from({ length: 3 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/v1/mis_recibos/${r0.id}/firmar`,
          headers: { ...bearer(e.token!), 'user-agent': 'Navegador de prueba' },
          payload: { conformidad: 'conforme', password: PASSWORD },
        }),
      ),
    );
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const ok = rs.find((r) => r.statusCode === 200)!.json();
    expect(ok.message).toBe(MENSAJES_RECIBOS.firmado('conforme'));
    expect(ok.data).toMatchObject({ estado: 'conforme', firmado_at: expect.any(String), sha256_firmado: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const fila = await reciboDe(liquidacionId, e.personaId);
    expect(fila).toMatchObject({
      conformidad: 'conforme',
      firmado_sobre_sha256: r0.sha256,
      firma_user_agent: 'Navegador de prueba',
      firma_ip: expect.any(String),
    });
    const copia = await api.get(`/api/v1/mis_recibos/${r0.id}/archivo?copia=firmada&accion=descargar`, e.token!);
    expect(copia.statusCode).toBe(200);
    expect(copia.headers['content-disposition']).toContain('firmado.pdf');
    expect(await paginasDe(copia.rawPayload)).toBe(4);
    expect(sha(copia.rawPayload)).toBe(fila.sha256_firmado);

    const v = await app.inject({ method: 'POST', url: '/api/v1/verificar_recibo', payload: { sha256: sha(copia.rawPayload).toUpperCase() } });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json().data).toEqual({ valido: true, copia: 'firmada', conformidad: 'conforme', firmado_at: fila.firmado_at!.toISOString() });
    // The unsigned original (issue 37, item 5): the company's file, not a signature of the employee.
    const original = await app.inject({ method: 'POST', url: '/api/v1/verificar_recibo', payload: { sha256: r0.sha256 } });
    expect(original.json()).toMatchObject({
      message: 'Es el original de un recibo de Worknet, sin la firma del empleado.',
      data: { valido: true, copia: 'original', conformidad: null, firmado_at: null },
    });
    const otro = await app.inject({ method: 'POST', url: '/api/v1/verificar_recibo', payload: { sha256: randomBytes(32).toString('hex') } });
    expect(otro.json().data).toEqual({ valido: false, copia: null, conformidad: null, firmado_at: null });
    const malo = await app.inject({ method: 'POST', url: '/api/v1/verificar_recibo', payload: { sha256: 'xyz' } });
    expect(malo.statusCode).toBe(400);

    const firmas = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'recibo'), eq(auditoria.entidad_id, String(r0.id)), eq(auditoria.accion, 'firmar')));
    expect(firmas).toHaveLength(1);
  });

  it('no conforme exige motivo y lo guarda', async () => {
    const e = empleados[1]!;
    const r0 = await reciboDe(liquidacionId, e.personaId);
    const sin = await api.post(`/api/v1/mis_recibos/${r0.id}/firmar`, e.token!, { conformidad: 'no_conforme', password: PASSWORD });
    expect(sin.statusCode).toBe(400);
    const con = await api.post(`/api/v1/mis_recibos/${r0.id}/firmar`, e.token!, {
      conformidad: 'no_conforme',
      motivo: 'Faltan las horas extra.',
      password: PASSWORD,
    });
    expect(con.statusCode, con.body).toBe(200);
    expect(con.json().data).toMatchObject({ estado: 'no_conforme', motivo: 'Faltan las horas extra.' });
    // The public page says «no conforme» for this copy (never the reason).
    const v = await app.inject({ method: 'POST', url: '/api/v1/verificar_recibo', payload: { sha256: con.json().data.sha256_firmado } });
    expect(v.json()).toMatchObject({
      message: 'Es la copia firmada de un recibo de Worknet: el empleado firmó no conforme.',
      data: { valido: true, copia: 'firmada', conformidad: 'no_conforme', firmado_at: con.json().data.firmado_at },
    });
    const l = (await api.get(`/api/v1/rrhh/liquidacion/${liquidacionId}/recibos`, rrhh)).json().data.liquidacion;
    expect(l.cuentas).toMatchObject({ conforme: 1, no_conforme: 1, pendientes: 19 });
  });
});

describe('reemplazos y correcciones', () => {
  it('un recibo firmado no se reemplaza (409); la corrección lo sucede y quedan los dos', async () => {
    const e = empleados[0]!;
    const firmado = await reciboDe(liquidacionId, e.personaId);
    const nuevoPdf = await pdfDeRecibos(cuit, [{ cuil: e.cuil, texto: 'Corregido' }]);
    const put = await api.put(`/api/v1/rrhh/recibo/${firmado.id}/archivo`, rrhh, formulario({}, { nombre: 'c.pdf', datos: nuevoPdf }));
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(MENSAJES_RECIBOS.yaFirmado);

    const c = await api.post(`/api/v1/rrhh/recibo/${firmado.id}/correccion`, rrhh, formulario({}, { nombre: 'c.pdf', datos: nuevoPdf }));
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data).toMatchObject({ reemplaza_id: firmado.id, estado: 'pendiente', paginas: 1 });
    const mios = (await api.get('/api/v1/mis_recibos', e.token!)).json();
    expect(mios.total).toBe(2);
    const viejo = mios.data.find((x: { id: number }) => x.id === firmado.id);
    expect(viejo).toMatchObject({ estado: 'reemplazado', reemplazado_por_id: c.json().data.id, sha256_firmado: firmado.sha256_firmado });
    // The superseded one cannot be signed again.
    const firmar = await api.post(`/api/v1/mis_recibos/${firmado.id}/firmar`, e.token!, { conformidad: 'conforme', password: PASSWORD });
    expect(firmar.statusCode).toBe(409);
  });

  it('un recibo publicado sin firmar se reemplaza: vuelve a sin abrir y el empleado recibe aviso', async () => {
    const e = empleados[2]!;
    const r0 = await reciboDe(liquidacionId, e.personaId);
    await api.get(`/api/v1/mis_recibos/${r0.id}/archivo`, e.token!);
    const put = await api.put(
      `/api/v1/rrhh/recibo/${r0.id}/archivo`,
      rrhh,
      formulario({}, { nombre: 'n.pdf', datos: await pdfDeRecibos(cuit, [{ cuil: e.cuil }]) }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ estado: 'pendiente', paginas: 1, visto_at: null });
    const noPdf = await api.put(`/api/v1/rrhh/recibo/${r0.id}/archivo`, rrhh, formulario({}, { nombre: 'n.pdf', datos: Buffer.from('hola') }));
    expect(noPdf.statusCode).toBe(400);
  });
});

describe('nadie más que el empleado y RRHH', () => {
  it('el recibo de otro empleado es 404 en toda ruta de mis_recibos; un empleado en las de RRHH, 403', async () => {
    const ajeno = await reciboDe(liquidacionId, empleados[3]!.personaId);
    const intruso = empleados[1]!.token!;
    for (const [m, u, body] of [
      ['GET', `/api/v1/mis_recibos/${ajeno.id}`, undefined],
      ['GET', `/api/v1/mis_recibos/${ajeno.id}/archivo`, undefined],
      ['GET', `/api/v1/mis_recibos/${ajeno.id}/archivo?copia=firmada&accion=descargar`, undefined],
      ['POST', `/api/v1/mis_recibos/${ajeno.id}/firmar`, { conformidad: 'conforme', password: PASSWORD }],
    ] as const) {
      const r = await api.pedir(m, u, intruso, body);
      expect(r.statusCode, `${m} ${u}`).toBe(404);
    }
    for (const [m, u] of [
      ['GET', '/api/v1/rrhh/liquidacion/descargas'],
      ['GET', `/api/v1/rrhh/liquidacion/${liquidacionId}/recibos`],
      ['GET', `/api/v1/rrhh/recibo/${ajeno.id}/archivo`],
      ['POST', `/api/v1/rrhh/liquidacion/${liquidacionId}/publicar`],
    ] as const) {
      const r = await api.pedir(m, u, intruso, m === 'POST' ? { password: PASSWORD, sello_media_id: 1 } : undefined);
      expect(r.statusCode, `${m} ${u}`).toBe(403);
    }
  });

  it('un ZIP por CUIL y por legajo; el recibo propio sin publicar también es 404', async () => {
    const liq = await crearLiquidacion();
    const zip = new JSZip();
    zip.file(`${empleados[1]!.cuil}.pdf`, await pdfDeRecibos(cuit, [{ cuil: null }, { cuil: null }]));
    zip.file(`${empleados[2]!.legajo}.pdf`, await pdfDeRecibos(cuit, [{ cuil: null }]));
    zip.file('quien-sabe.pdf', await pdfDeRecibos(cuit, [{ cuil: null }]));
    zip.file('leame.txt', 'no es un recibo');
    const d = await subir(liq, 'recibos.zip', await zip.generateAsync({ type: 'nodebuffer' }), 'application/zip');
    expect(d.cargas[0]).toMatchObject({ estado: 'terminada', recibos: 2, paginas: 4 });
    const porPersona = Object.fromEntries(d.recibos.map((r: { persona: { id: number }; paginas: number }) => [r.persona.id, r.paginas]));
    expect(porPersona).toEqual({ [empleados[1]!.personaId]: 2, [empleados[2]!.personaId]: 1 });
    expect(d.sin_asignar).toEqual([expect.objectContaining({ pagina: null, nombre: 'quien-sabe.pdf', cuils: [] })]);

    const propio = await reciboDe(liq, empleados[1]!.personaId);
    expect((await api.get(`/api/v1/mis_recibos/${propio.id}`, empleados[1]!.token!)).statusCode).toBe(404);
    expect((await api.get(`/api/v1/mis_recibos/${propio.id}/archivo`, empleados[1]!.token!)).statusCode).toBe(404);

    const descartar = await api.delete(`/api/v1/rrhh/recibo_sin_asignar/${d.sin_asignar[0].id}`, rrhh);
    expect(descartar.statusCode, descartar.body).toBe(200);
    const basura = await api.post(`/api/v1/rrhh/liquidacion/${liq}/cargas`, rrhh, formulario({}, { nombre: 'x.pdf', datos: Buffer.from('no soy un pdf') }));
    expect(basura.statusCode).toBe(400);
    void rrhhId;
  });

  it('una carga tardía para quien ya tiene recibo publicado queda sin asignar (asignarla es 409) y un PDF ilegible termina «fallida»', async () => {
    const e = empleados[5]!;
    const d = await subir(liquidacionId, 'tardio.pdf', await pdfDeRecibos(cuit, [{ cuil: e.cuil, texto: 'Otra versión' }]));
    const suelta = d.sin_asignar.find((x: { cuils: string[] }) => x.cuils.includes(e.cuil.replaceAll('-', '')));
    expect(suelta).toBeDefined();
    const a = await api.post(`/api/v1/rrhh/recibo_sin_asignar/${suelta.id}/asignar`, rrhh, { persona_id: e.personaId });
    expect(a.statusCode).toBe(409);
    expect((await api.delete(`/api/v1/rrhh/recibo_sin_asignar/${suelta.id}`, rrhh)).statusCode).toBe(200);

    const r = await api.post(
      `/api/v1/rrhh/liquidacion/${liquidacionId}/cargas`,
      rrhh,
      formulario({}, { nombre: 'roto.pdf', datos: Buffer.from('%PDF-1.7\nbasura sin fin') }),
    );
    expect(r.statusCode, r.body).toBe(200);
    await vi.waitFor(async () => {
      const k = (await api.get(`/api/v1/rrhh/liquidacion/${liquidacionId}/recibos`, rrhh))
        .json()
        .data.cargas.find((c: { id: number }) => c.id === r.json().data.id);
      expect(k).toMatchObject({ estado: 'fallida', error: expect.stringContaining('no es un PDF válido') });
    }, ESPERA);

    // A «zip bomb»: a small ZIP whose directory declares 600 MB once inflated is refused at upload, before inflating.
    const zip = new JSZip();
    zip.file(`${e.cuil}.pdf`, await pdfDeRecibos(cuit, [{ cuil: null }]));
    const bomba = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const central = bomba.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomba.writeUInt32LE(600 * 1024 * 1024, central + 24);
    const b = await api.post(`/api/v1/rrhh/liquidacion/${liquidacionId}/cargas`, rrhh, formulario({}, { nombre: 'bomba.zip', datos: bomba }));
    expect(b.statusCode, b.body).toBe(413);
    expect(b.json().message).toContain('demasiado grande descomprimido');
  }, 60_000);

  it('un ZIP que miente sus tamaños (declara 1 kB, se infla a 300 MB) es 400 al subirlo, sin inflar más de lo declarado', async () => {
    // Issue 37, item 5: the cap trusted the declared sizes; a 306 kB ZIP inflated to 300 MB before failing.
    const mentiroso = zipQueMiente(`${empleados[6]!.cuil}.pdf`, Buffer.alloc(300 * 1024 * 1024, 0x20), 1024);
    expect(mentiroso.length).toBeLessThan(400 * 1024);
    const antes = process.memoryUsage().arrayBuffers;
    const r = await api.post(`/api/v1/rrhh/liquidacion/${liquidacionId}/cargas`, rrhh, formulario({}, { nombre: 'mentiroso.zip', datos: mentiroso }));
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().message).toMatch(/El ZIP está dañado: «.*\.pdf» se descomprime a más de los 1024 bytes que declara/);
    // Inflated up to what it declares (1 kB), not the 300 MB it holds.
    expect(process.memoryUsage().arrayBuffers - antes).toBeLessThan(100 * 1024 * 1024);
    // Nothing stored: no upload row for it.
    const cargas = (await api.get(`/api/v1/rrhh/liquidacion/${liquidacionId}/recibos`, rrhh)).json().data.cargas;
    expect(cargas.some((c: { nombre: string }) => c.nombre === 'mentiroso.zip')).toBe(false);
  }, 120_000);
});
