import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intentoLogin } from '../src/modules/auth/auth.table';
import { sesion } from '../src/platform/identidad/identidad.table';
import { COOKIE_DISPOSITIVO, FALLAS_POR_DIRECCION, FALLAS_POR_PAR, FALLAS_POR_USUARIO } from '../src/modules/auth/proteccion-login';
import { appDePrueba, type Prueba, esperarAvisos } from './app-de-prueba';
import { bearer, crearUsuario, cuerpoSinId, iniciarSesion, PASSWORD } from './factories';

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
});
afterAll(() => t.cerrar());

const login = (payload: unknown, ip = '10.0.0.1', dispositivo?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: payload as object,
    remoteAddress: ip,
    ...(dispositivo ? { cookies: { [COOKIE_DISPOSITIVO]: dispositivo } } : {}),
  });
const cuenta = async (tabla: typeof sesion | typeof intentoLogin) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(tabla))[0]!.n;
const minutos = (n: number) => new Date(Date.now() + n * 60_000);
/** Failures written straight to the table (the login route allows 30 calls a minute per address). */
const fallas = (filas: { username: string; ip: string; hace?: number; anulado?: boolean }[]) =>
  t.database.db
    .insert(intentoLogin)
    .values(
      filas.map((f) => ({ username: f.username, ip: f.ip, exito: false, created_at: minutos(-(f.hace ?? 1)), anulado_at: f.anulado ? new Date() : null })),
    );
const cookieDe = (r: Awaited<ReturnType<typeof login>>) => r.cookies.find((c) => c.name === COOKIE_DISPOSITIVO);
const mal = (username: string) => ({ username, password: 'incorrecta-123' });
const bien = (username: string) => ({ username, password: PASSWORD });

describe('POST /api/v1/login', () => {
  it('con credenciales correctas devuelve exactamente success, token, message y code', async () => {
    const u = await crearUsuario(t.database.db);
    const r = await login({ username: u.username, password: PASSWORD, token_wp: 'push-1' });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'success', 'token']);
    expect(body).toMatchObject({ success: true, message: 'Sesión iniciada.', code: 200 });
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

  it('una cuenta desactivada con la contraseña correcta responde igual que una contraseña incorrecta, cuenta como falla y no abre sesión', async () => {
    const u = await crearUsuario(t.database.db, { activo: false });
    const antes = await cuenta(sesion);
    const correcta = await login(bien(u.username), '10.0.1.2');
    const incorrecta = await login(mal(u.username), '10.0.1.3');
    expect(correcta.statusCode).toBe(401);
    expect(cuerpoSinId(correcta)).toEqual(cuerpoSinId(incorrecta));
    expect(correcta.json()).toMatchObject({ success: false, message: 'Usuario o contraseña incorrectos.' });
    expect(cookieDe(correcta)).toBeUndefined();
    expect(await cuenta(sesion)).toBe(antes);
    const intentos = await t.database.db.select().from(intentoLogin).where(eq(intentoLogin.username, u.username));
    expect(intentos.map((i) => i.exito)).toEqual([false, false]);
  });

  it('un acierto deja una cookie de dispositivo httpOnly, SameSite=Strict, sólo para el login, y la base guarda sólo su SHA-256', async () => {
    const u = await crearUsuario(t.database.db);
    const r = await login(bien(u.username), '10.0.8.1');
    const c = cookieDe(r);
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/login', maxAge: 30 * 86_400 });
    expect(c?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [fila] = await t.database.db
      .select()
      .from(intentoLogin)
      .where(and(eq(intentoLogin.username, u.username), eq(intentoLogin.exito, true)));
    expect(fila?.dispositivo).toBe(createHash('sha256').update(c!.value).digest('hex'));
    // Each success gives a new id; a malformed cookie is just ignored.
    const otra = await login(bien(u.username), '10.0.8.1', 'no-es-un-id');
    expect(otra.statusCode).toBe(200);
    expect(cookieDe(otra)?.value).not.toBe(c?.value);
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
    expect((r as { rows: { token_push: string }[] }).rows[0]?.token_push).toBe('push-xyz');
  });
});

describe('protección del login', () => {
  it(`${FALLAS_POR_PAR} fallas de un usuario desde una dirección bloquean ese par (423 con los minutos), aun desde un equipo conocido; desde otra dirección entra`, async () => {
    const u = await crearUsuario(t.database.db);
    const dispositivo = cookieDe(await login(bien(u.username), '10.2.0.1'))!.value;
    for (let i = 0; i < FALLAS_POR_PAR; i++) expect((await login(mal(u.username), '10.2.0.1', dispositivo)).statusCode).toBe(401);
    const r = await login(bien(u.username), '10.2.0.1', dispositivo);
    expect(r.statusCode).toBe(423);
    expect(r.json()).toMatchObject({ success: false, code: 'CUENTA_BLOQUEADA' });
    expect(r.json().message).toBe(
      'Demasiados intentos fallidos: por seguridad, el ingreso con este usuario desde esta dirección quedó bloqueado. Intente nuevamente en 15 minutos.',
    );
    expect((await login(bien(u.username), '10.2.0.2')).statusCode).toBe(200);
  });

  it('el bloqueo del par vence a los 15 minutos y un acierto reinicia su cuenta', async () => {
    const u = await crearUsuario(t.database.db);
    await fallas(Array.from({ length: FALLAS_POR_PAR }, () => ({ username: u.username, ip: '10.0.3.1', hace: 16 })));
    expect((await login(bien(u.username), '10.0.3.1')).statusCode).toBe(200);
    const v = await crearUsuario(t.database.db);
    for (let i = 0; i < FALLAS_POR_PAR - 1; i++) await login(mal(v.username), '10.0.4.1');
    expect((await login(bien(v.username), '10.0.4.1')).statusCode).toBe(200);
    for (let i = 0; i < FALLAS_POR_PAR - 1; i++) await login(mal(v.username), '10.0.4.1');
    expect((await login(bien(v.username), '10.0.4.1')).statusCode).toBe(200);
  });

  it('el mensaje dice los minutos que faltan: el bloqueo se levanta cuando la quinta falla más reciente sale de la ventana', async () => {
    const u = await crearUsuario(t.database.db);
    await fallas([10, 9, 8, 7, 6].map((hace) => ({ username: u.username, ip: '10.2.1.1', hace })));
    expect((await login(bien(u.username), '10.2.1.1')).json().message).toMatch(/Intente nuevamente en 5 minutos\.$/);
  });

  it(`${FALLAS_POR_USUARIO} fallas desde otras direcciones bloquean el usuario para equipos desconocidos, pero su dueño entra desde un equipo o una dirección conocidos`, async () => {
    const u = await crearUsuario(t.database.db);
    const dispositivo = cookieDe(await login(bien(u.username), '10.1.0.1'))!.value;
    // The attack: one guess from each of many addresses (no pair ever locks).
    for (let i = 0; i < FALLAS_POR_USUARIO; i++) expect((await login(mal(u.username), `10.1.1.${i + 1}`)).statusCode).toBe(401);
    // A new device at a new address: blocked, and the answer says nothing about the password.
    const correcta = await login(bien(u.username), '10.1.2.1');
    const incorrecta = await login(mal(u.username), '10.1.2.1');
    expect(correcta.statusCode).toBe(423);
    expect(cuerpoSinId(correcta)).toEqual(cuerpoSinId(incorrecta));
    expect(correcta.json()).toMatchObject({ success: false, code: 'USUARIO_BLOQUEADO' });
    expect(correcta.json().message).toMatch(
      /^La cuenta está bloqueada por demasiados intentos fallidos desde distintas direcciones\. Intente nuevamente en \d+ minutos/,
    );
    // A cookie that never succeeded for this user is unknown too.
    expect((await login(bien(u.username), '10.1.2.2', 'x'.repeat(43))).statusCode).toBe(423);
    // The owner: with the device cookie from anywhere, or from the address that succeeded before.
    const duenio = await login(bien(u.username), '10.1.3.1', dispositivo);
    expect(duenio.statusCode).toBe(200);
    expect((await login(bien(u.username), '10.1.0.1')).statusCode).toBe(200);
    // Even the owner's device needs the right password: a wrong one is a plain 401 (and counts for the pair).
    expect((await login(mal(u.username), '10.1.3.1', cookieDe(duenio)!.value)).statusCode).toBe(401);
  });

  it('el presupuesto del usuario cuenta la última hora', async () => {
    const u = await crearUsuario(t.database.db);
    await fallas(Array.from({ length: FALLAS_POR_USUARIO }, (_, i) => ({ username: u.username, ip: `10.1.4.${i}`, hace: 61 })));
    expect((await login(bien(u.username), '10.1.5.1')).statusCode).toBe(200);
    await fallas(Array.from({ length: FALLAS_POR_USUARIO }, (_, i) => ({ username: u.username, ip: `10.1.6.${i}`, hace: 59 })));
    expect((await login(bien(u.username), '10.1.5.2')).statusCode).toBe(423);
  });

  it(`${FALLAS_POR_DIRECCION} fallas desde una dirección con usuarios distintos la bloquean (429), salvo para quien ya entró desde ahí`, async () => {
    const ip = '10.0.5.1';
    const habitual = await crearUsuario(t.database.db);
    expect((await login(bien(habitual.username), ip)).statusCode).toBe(200);
    await fallas(Array.from({ length: FALLAS_POR_DIRECCION - 1 }, (_, i) => ({ username: `fantasma${i}`, ip })));
    const u = await crearUsuario(t.database.db);
    // One short of the budget: still open (before: 20 failures blocked a whole site behind one NAT).
    expect((await login(bien(u.username), ip)).statusCode).toBe(200);
    await fallas([{ username: 'fantasma-final', ip }]);
    const nuevo = await crearUsuario(t.database.db);
    const r = await login(bien(nuevo.username), ip);
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ success: false, code: 'BLOQUEO_DIRECCION' });
    expect(r.json().message).toMatch(
      /^Demasiados intentos fallidos desde esta dirección\. Intente nuevamente en \d+ minutos? o consulte con el administrador del sistema\.$/,
    );
    expect(cuerpoSinId(await login(mal(nuevo.username), ip))).toEqual(cuerpoSinId(r));
    expect((await login(bien(nuevo.username), '10.0.5.2')).statusCode).toBe(200);
    // Those who succeeded from this address recently still get in (with the right password only).
    expect((await login(bien(habitual.username), ip)).statusCode).toBe(200);
    expect((await login(bien(u.username), ip)).statusCode).toBe(200);
    expect((await login(mal(u.username), ip)).statusCode).toBe(401);
  });

  it(`una ráfaga de 30 intentos simultáneos comprueba a lo sumo ${FALLAS_POR_PAR} contraseñas: cada intento cuenta antes de comprobarse`, async () => {
    const u = await crearUsuario(t.database.db);
    const r = await Promise.all(Array.from({ length: 30 }, () => login(mal(u.username), '10.3.0.1')));
    const codigos = r.map((x) => x.statusCode);
    expect(codigos.filter((c) => c === 401)).toHaveLength(FALLAS_POR_PAR);
    expect(codigos.filter((c) => c === 423)).toHaveLength(30 - FALLAS_POR_PAR);
    const filas = await t.database.db.select().from(intentoLogin).where(eq(intentoLogin.username, u.username));
    expect(filas.map((f) => f.exito)).toEqual(Array.from({ length: FALLAS_POR_PAR }, () => false));
  });

  it('el dueño bloqueado por un ataque desde muchas direcciones entra desde un equipo nuevo con el enlace de restablecimiento del correo', async () => {
    const u = await crearUsuario(t.database.db, { email: 'duenio-bloqueado@prueba.local' });
    await fallas(Array.from({ length: FALLAS_POR_USUARIO }, (_, i) => ({ username: u.username, ip: `10.3.1.${i + 1}` })));
    const bloqueado = await login(bien(u.username), '10.3.2.1');
    expect(bloqueado.statusCode).toBe(423);
    expect(bloqueado.json().message).toContain('«¿Olvidó su contraseña?»: el enlace que llega por correo levanta el bloqueo.');
    await t.app.inject({ method: 'POST', url: '/api/v1/recovery_password', payload: { email: 'duenio-bloqueado@prueba.local' }, remoteAddress: '10.3.2.1' });
    await esperarAvisos(t.app);
    const token = /reset-password\/([\w-]+)/.exec(t.correos.at(-1)!.texto)![1]!;
    const cambio = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset_password',
      payload: { token, user: u.username, password: 'NuevaClave2026' },
      remoteAddress: '10.3.2.1',
    });
    expect(cambio.statusCode).toBe(200);
    expect((await login({ username: u.username, password: 'NuevaClave2026' }, '10.3.2.1')).statusCode).toBe(200);
  });

  it('las fallas anuladas por un administrador no cuentan', async () => {
    const u = await crearUsuario(t.database.db);
    await fallas(Array.from({ length: FALLAS_POR_PAR }, () => ({ username: u.username, ip: '10.0.9.1', anulado: true })));
    await fallas(Array.from({ length: FALLAS_POR_USUARIO }, (_, i) => ({ username: u.username, ip: `10.0.9.${i + 10}`, anulado: true })));
    expect((await login(bien(u.username), '10.0.9.1')).statusCode).toBe(200);
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
    await t.database.db
      .update(sesion)
      .set({ expira_at: new Date(Date.now() - 1000) })
      .where(eq(sesion.usuario_id, u.id));
    t.app.ctx.cache.invalidar({ tipo: 'usuario', id: u.id });
    expect((await t.app.inject({ url: '/api/v1/get_user', headers: bearer(token) })).statusCode).toBe(401);
  });
});
