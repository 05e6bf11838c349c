import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logAcceso } from '../src/modules/auth/auth.table';
import { usuario } from '../src/platform/identidad/identidad.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, crearSector, crearUsuario, iniciarSesion } from './factories';
import { peticiones } from './peticion';

let t: Prueba;
const api = peticiones(() => t);
beforeAll(async () => {
  t = await appDePrueba();
});
afterAll(() => t.cerrar());

describe('GET /api/v1/get_user', () => {
  it('devuelve el User de la especificación con sectores, raíz y asignaciones', async () => {
    const a = await crearSector(t.database.db, { nombre: 'Guardia', edificio: 'Clínica Norte' });
    const b = await crearSector(t.database.db, { nombre: 'Farmacia', edificio: 'Sanatorio Sur' });
    const u = await crearUsuario(t.database.db, { sectores: [a.sector.id, b.sector.id], items: ['RRHH'] });
    const token = await iniciarSesion(t.app, u.username);
    const r = await api.get('/api/v1/get_user', token);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({ id: u.id, username: u.username, usuario: u.username, nombre_completo: `Persona ${u.username}`, token });
    expect(d.sector).toEqual(
      expect.arrayContaining([
        { id: a.sector.id, nombre: 'Guardia', raiz: { id: a.edificio.id, nombre: 'Clínica Norte' } },
        { id: b.sector.id, nombre: 'Farmacia', raiz: { id: b.edificio.id, nombre: 'Sanatorio Sur' } },
      ]),
    );
    expect(d.asignaciones).toEqual([{ item: { id: expect.any(Number), nombre: 'RRHH' } }]);
    expect(JSON.stringify(d)).not.toMatch(/password_hash|argon2/);
  });
});

describe('contexto de sector (X-Sector)', () => {
  it('acepta un sector del usuario y rechaza con 403 uno ajeno o inválido', async () => {
    const ajeno = await crearSector(t.database.db);
    const u = await crearUsuario(t.database.db);
    const token = await iniciarSesion(t.app, u.username);
    expect((await api.get('/api/v1/get_user', token, { sector: u.sectores[0] })).statusCode).toBe(200);
    const r = await api.get('/api/v1/get_user', token, { sector: ajeno.sector.id });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('No pertenece al sector seleccionado.');
    const raro = await t.app.inject({ url: '/api/v1/get_user', headers: { ...bearer(token), 'x-sector': 'abc' } });
    expect(raro.statusCode).toBe(403);
  });
});

describe('permisos, menú e índice', () => {
  it('get_permisos lista {nombre} de los permisos efectivos; el administrador tiene todos', async () => {
    const admin = await crearUsuario(t.database.db, { items: ['Administrador'] });
    const r = await api.get('/api/v1/get_permisos', await iniciarSesion(t.app, admin.username));
    const nombres = r.json().data.map((p: { nombre: string }) => p.nombre);
    expect(nombres).toEqual(expect.arrayContaining(['admin.correo.ver', 'admin.auditoria.ver']));
    // An employee orders from a warehouse for their sector (issue 18) and asks for their own leaves (issue 19).
    const comun = await crearUsuario(t.database.db, { items: ['Empleado'] });
    const suyos = (await api.get('/api/v1/get_permisos', await iniciarSesion(t.app, comun.username))).json().data.map((p: { nombre: string }) => p.nombre);
    expect(suyos.sort()).toEqual([
      'compras.pedido_interno.pedir',
      'rrhh.fichaje.fichar',
      'rrhh.licencia.solicitar',
      'rrhh.recibo.propio',
      'tareas.guia.ver',
      'tareas.manthos.pedir',
      'tareas.tarea.ver',
      'tickets.ticket.pedir',
    ]);
  });

  it('get_menu agrupa por módulo con rótulos en español y get_index no repite el inicio', async () => {
    const u = await crearUsuario(t.database.db);
    const token = await iniciarSesion(t.app, u.username);
    const menu = (await api.get('/api/v1/get_menu', token)).json().data;
    expect(menu[0]).toMatchObject({ modulo: 'general', label: 'General' });
    // The news home '/' first, then the tiles page.
    expect(menu[0].items[0]).toMatchObject({ clave: 'inicio', ruta: '', label: 'Inicio', icono: 'HomeOutlined' });
    expect(menu[0].items[1]).toMatchObject({ clave: 'opciones', ruta: 'opciones', label: 'Opciones' });
    expect(menu[0].items[0]).not.toHaveProperty('permiso');
    const indice = (await api.get('/api/v1/get_index', token)).json().data as { clave: string }[];
    expect(indice.filter((e) => e.clave === 'inicio' || e.clave === 'opciones')).toEqual([]);
  });
});

describe('log_acceso y set_token', () => {
  it('log_acceso registra el acceso siempre a nombre de quien llama', async () => {
    const u = await crearUsuario(t.database.db);
    const otro = await crearUsuario(t.database.db);
    const token = await iniciarSesion(t.app, u.username);
    const r = await api.post('/api/v1/log_acceso', token, {
      fecha_acceso: '2026-11-21 10:00:00',
      usuario: otro.id,
      id_app: 1,
      platform: 'Linux',
      appVersion: '1.0.49',
      browser: 'Chromium',
      message: 'login',
    });
    expect(r.statusCode).toBe(200);
    const filas = await t.database.db.select().from(logAcceso).where(eq(logAcceso.usuario_id, u.id));
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({ platform: 'Linux', app_version: '1.0.49', browser: 'Chromium', id_app: 1 });
    expect(await t.database.db.select().from(logAcceso).where(eq(logAcceso.usuario_id, otro.id))).toHaveLength(0);
  });

  it('log_acceso rechaza textos de 10 kB con 400', async () => {
    const u = await crearUsuario(t.database.db);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/log_acceso',
      headers: bearer(await iniciarSesion(t.app, u.username)),
      payload: { browser: 'x'.repeat(10_240) },
    });
    expect(r.statusCode).toBe(400);
  });

  it('set_token guarda el token push del usuario y exige token', async () => {
    const u = await crearUsuario(t.database.db);
    const token = await iniciarSesion(t.app, u.username);
    expect((await api.post('/api/v1/set_token', token, { token: 'push-abc' })).statusCode).toBe(200);
    const [fila] = await t.database.db.select().from(usuario).where(eq(usuario.id, u.id));
    expect(fila?.token_push).toBe('push-abc');
    expect((await api.post('/api/v1/set_token', token, {})).statusCode).toBe(400);
  });
});

describe('respuestas del servidor', () => {
  it('una ruta inexistente da 404 con el sobre en español', async () => {
    const r = await api.get('/api/v1/no-existe');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ success: false, code: 'NO_ENCONTRADO' });
  });

  it('un error no controlado da 500 genérico sin traza', async () => {
    const p = await appDePrueba({
      rutasExtra: (app) =>
        app.get('/api/v1/explota', { config: { permiso: 'publico' } }, async () => {
          throw new Error('detalle interno secreto');
        }),
    });
    try {
      const r = await p.app.inject({ url: '/api/v1/explota' });
      expect(r.statusCode).toBe(500);
      expect(r.json()).toEqual({
        success: false,
        message: 'Ocurrió un error inesperado en el servidor.',
        code: 'ERROR_INTERNO',
        request_id: r.headers['x-request-id'],
      });
      expect(r.body).not.toMatch(/secreto|at /);
    } finally {
      await p.cerrar();
    }
  });

  it('dos cambios que se cruzan en la base (clave única, serialización, interbloqueo) dan 409, no 500', async () => {
    const errorDeBase = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('detalle interno'), { code }) });
    const p = await appDePrueba({
      rutasExtra: (app) =>
        app.get('/api/v1/cruce/:code', { config: { permiso: 'publico' } }, async (req) => {
          throw errorDeBase((req.params as { code: string }).code);
        }),
    });
    try {
      for (const code of ['23505', '40001', '40P01']) {
        const r = await p.app.inject({ url: `/api/v1/cruce/${code}` });
        expect(r.statusCode, code).toBe(409);
        expect(r.json()).toMatchObject({ success: false, code: 'CONFLICTO', message: expect.stringMatching(/al mismo tiempo/) });
        expect(r.body).not.toMatch(/detalle interno/);
      }
      // Any other database error is still a 500.
      expect((await p.app.inject({ url: '/api/v1/cruce/23503' })).statusCode).toBe(500);
    } finally {
      await p.cerrar();
    }
  });

  it('health, OpenAPI y cabeceras de seguridad', async () => {
    const h = await api.get('/api/health');
    expect(h.json().data).toMatchObject({ estado: 'ok' });
    expect(h.headers['x-content-type-options']).toBe('nosniff');
    expect(h.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    expect(h.headers['content-security-policy']).toMatch(/frame-src 'self' https:\/\/www\.youtube\.com/);
    // The same headers on a 404 and on an error, as helmet gave them.
    const no = await api.get('/api/v1/no-existe');
    expect(no.headers['x-frame-options']).toBe('SAMEORIGIN');
    // HSTS only over https (test/cabeceras.test.ts).
    expect(no.headers['strict-transport-security']).toBeUndefined();
    expect(no.headers['x-powered-by']).toBeUndefined();
    const doc = await api.get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining(['/api/v1/login', '/api/v1/get_user', '/api/v1/security/login-jwt-worknet']));
  });

  it('la imagen del edificio se pide por el id de la raíz del sector (la sirve media: test/edificio-imagen.test.ts)', async () => {
    const s = await crearSector(t.database.db);
    const r = await api.get(`/api/v1/edificio/imagen/${s.edificio.id}`);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('El edificio no tiene imagen.');
    expect((await api.get('/api/v1/edificio/imagen/99999')).statusCode).toBe(404);
    expect((await api.get('/api/v1/edificio/imagen/abc')).statusCode).toBe(400);
  });
});
