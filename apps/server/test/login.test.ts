import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intentoLogin, sesion } from '../src/modules/auth/auth.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, crearUsuario, iniciarSesion, PASSWORD } from './factories';

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
});
afterAll(() => t.cerrar());

const login = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: payload as object, remoteAddress: ip });
const cuenta = async (tabla: typeof sesion | typeof intentoLogin) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(tabla))[0]!.n;

describe('POST /api/v1/login', () => {
  it('con credenciales correctas devuelve success, token y message', async () => {
    const u = await crearUsuario(t.database.db);
    const r = await login({ username: u.username, password: PASSWORD, token_wp: 'push-1' });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ success: true, message: 'Sesión iniciada.' });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('ignora mayúsculas y espacios en el usuario', async () => {
    const u = await crearUsuario(t.database.db, { username: 'ana_mayus' });
    const r = await login({ username: '  ANA_Mayus ', password: PASSWORD });
    expect(r.statusCode).toBe(200);
    expect(u.username).toBe('ana_mayus');
  });

  it('contraseña incorrecta y usuario inexistente dan el mismo 401 en español', async () => {
    const u = await crearUsuario(t.database.db);
    const mala = await login({ username: u.username, password: 'otra-cosa' }, '10.0.1.1');
    const nadie = await login({ username: 'no-existe-nadie', password: 'x' }, '10.0.1.1');
    for (const r of [mala, nadie]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ success: false, message: 'Usuario o contraseña incorrectos.' });
    }
  });

  it('un usuario inactivo no puede iniciar sesión y no se abre sesión', async () => {
    const u = await crearUsuario(t.database.db, { activo: false });
    const antes = await cuenta(sesion);
    const r = await login({ username: u.username, password: PASSWORD });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/inactivo/);
    expect(await cuenta(sesion)).toBe(antes);
  });

  it('bloquea la cuenta 15 minutos tras 5 fallas y luego ni la contraseña correcta entra', async () => {
    const u = await crearUsuario(t.database.db);
    for (let i = 0; i < 5; i++) expect((await login({ username: u.username, password: 'mal' }, '10.0.2.1')).statusCode).toBe(401);
    const r = await login({ username: u.username, password: PASSWORD }, '10.0.2.2');
    expect(r.statusCode).toBe(423);
    expect(r.json().message).toMatch(/bloqueada por demasiados intentos fallidos.*15 minutos/);
  });

  it('el bloqueo vence a los 15 minutos', async () => {
    const u = await crearUsuario(t.database.db);
    const hace16 = new Date(Date.now() - 16 * 60_000);
    await t.database.db.insert(intentoLogin).values(Array.from({ length: 5 }, () => ({ username: u.username, ip: '10.0.3.1', exito: false, created_at: hace16 })));
    expect((await login({ username: u.username, password: PASSWORD }, '10.0.3.1')).statusCode).toBe(200);
  });

  it('un acierto reinicia la cuenta de fallas', async () => {
    const u = await crearUsuario(t.database.db);
    for (let i = 0; i < 4; i++) await login({ username: u.username, password: 'mal' }, '10.0.4.1');
    expect((await login({ username: u.username, password: PASSWORD }, '10.0.4.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login({ username: u.username, password: 'mal' }, '10.0.4.1');
    expect((await login({ username: u.username, password: PASSWORD }, '10.0.4.1')).statusCode).toBe(200);
  });

  it('limita por dirección: 20 fallas desde una IP bloquean esa IP', async () => {
    for (let i = 0; i < 20; i++) await login({ username: `fantasma${i}`, password: 'x' }, '10.0.5.1');
    const u = await crearUsuario(t.database.db);
    const r = await login({ username: u.username, password: PASSWORD }, '10.0.5.1');
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toMatch(/desde esta dirección/);
    expect((await login({ username: u.username, password: PASSWORD }, '10.0.5.2')).statusCode).toBe(200);
  });

  it.each([
    ['sin campos', {}],
    ['tipos incorrectos', { username: 12, password: true }],
    ['cadenas de 10 kB', { username: 'a'.repeat(10_240), password: 'b'.repeat(10_240) }],
    ['token_wp de tipo incorrecto', { username: 'x', password: 'y', token_wp: { a: 1 } }],
  ])('rechaza entradas inválidas (%s) con 400 en español y no escribe nada', async (_n, payload) => {
    const antes = [await cuenta(sesion), await cuenta(intentoLogin)];
    const r = await login(payload, '10.0.6.1');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, code: 'DATOS_INVALIDOS' });
    expect(r.json().message).toMatch(/^Hay errores en los datos enviados/);
    expect([await cuenta(sesion), await cuenta(intentoLogin)]).toEqual(antes);
  });

  it('fragmentos SQL y HTML en el usuario son sólo texto (401, sin error de base)', async () => {
    for (const username of ["' or 1=1 --", "admin'; drop table usuario; --", '<script>alert(1)</script>']) {
      const r = await login({ username, password: "' or '1'='1" }, '10.0.7.1');
      expect(r.statusCode).toBe(401);
    }
    expect(await cuenta(sesion)).toBeGreaterThan(0);
  });

  it('un cuerpo JSON mal formado da 400 en español', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, message: 'La solicitud no es válida.' });
  });

  it('guarda token_wp como token push del usuario', async () => {
    const u = await crearUsuario(t.database.db);
    await login({ username: u.username, password: PASSWORD, token_wp: 'push-xyz' });
    const r = await t.database.db.execute(sql`select token_push from usuario where id = ${u.id}`);
    expect((r as unknown as { rows: { token_push: string }[] }).rows[0]?.token_push).toBe('push-xyz');
  });
});

describe('sesión del lado del servidor', () => {
  it('logout revoca el token al instante', async () => {
    const u = await crearUsuario(t.database.db);
    const token = await iniciarSesion(t.app, u.username);
    expect((await t.app.inject({ url: '/api/v1/get_user', headers: bearer(token) })).statusCode).toBe(200);
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token), payload: { token } });
    expect(r.json()).toMatchObject({ success: true, message: 'Sesión cerrada.' });
    const despues = await t.app.inject({ url: '/api/v1/get_user', headers: bearer(token) });
    expect(despues.statusCode).toBe(401);
    expect(despues.json().success).toBe(false);
    const [fila] = await t.database.db.select().from(sesion).where(eq(sesion.usuario_id, u.id));
    expect(fila?.revocada_at).not.toBeNull();
  });

  it('logout sólo cierra la sesión propia aunque el cuerpo nombre otro token', async () => {
    const a = await crearUsuario(t.database.db);
    const b = await crearUsuario(t.database.db);
    const ta = await iniciarSesion(t.app, a.username);
    const tb = await iniciarSesion(t.app, b.username);
    await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(ta), payload: { token: tb } });
    expect((await t.app.inject({ url: '/api/v1/get_user', headers: bearer(tb) })).statusCode).toBe(200);
  });

  it('desactivar al usuario en la base invalida su sesión cuando se invalida la caché', async () => {
    const u = await crearUsuario(t.database.db);
    const token = await iniciarSesion(t.app, u.username);
    await t.database.db.execute(sql`update usuario set activo = false where id = ${u.id}`);
    t.app.ctx.cache.invalidar({ tipo: 'usuario', id: u.id });
    expect((await t.app.inject({ url: '/api/v1/get_user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('una sesión vencida en la base no sirve', async () => {
    const u = await crearUsuario(t.database.db);
    const token = await iniciarSesion(t.app, u.username);
    await t.database.db.update(sesion).set({ expira_at: new Date(Date.now() - 1000) }).where(eq(sesion.usuario_id, u.id));
    t.app.ctx.cache.invalidar({ tipo: 'usuario', id: u.id });
    expect((await t.app.inject({ url: '/api/v1/get_user', headers: bearer(token) })).statusCode).toBe(401);
  });
});
