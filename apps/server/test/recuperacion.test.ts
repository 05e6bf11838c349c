import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenRecuperacion } from '../src/modules/auth/auth.table';
import { correoSaliente } from '../src/platform/mail/mail.table';
import { SECRETO_OCULTO } from '../src/platform/mail/mailer';
import { appDePrueba, type Prueba, esperarAvisos } from './app-de-prueba';
import { bearer, crearUsuario, iniciarSesion } from './factories';
import { peticiones } from './peticion';

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
});
afterAll(() => t.cerrar());

// A different address per call: recovery_password allows 5 requests a minute per address.
let n = 0;
const api = peticiones(() => t);
const post = (url: string, payload: object) => api.post(url, undefined, payload, { remoteAddress: `10.1.0.${++n % 250}` });
// The mail goes out after the answer: wait for it before reading it.
const pedir = async (email: string, headers: Record<string, string> = {}) => {
  const r = await api.post('/api/v1/recovery_password', undefined, { email }, { headers, remoteAddress: `10.1.0.${++n % 250}` });
  await esperarAvisos(t.app);
  return r;
};
const tokenDelCorreo = () => /reset-password\/([\w-]+)/.exec(t.correos.at(-1)!.texto)![1]!;

describe('recuperación de contraseña', () => {
  it('responde lo mismo exista o no el e-mail, y sólo envía correo si existe', async () => {
    const u = await crearUsuario(t.database.db, { email: 'existe@prueba.local' });
    const enviadosAntes = t.correos.length;
    const si = await pedir('EXISTE@prueba.local');
    const no = await pedir('nadie@prueba.local');
    expect(si.statusCode).toBe(200);
    expect(no.statusCode).toBe(200);
    expect(si.json()).toEqual(no.json());
    expect(t.correos.length).toBe(enviadosAntes + 1);
    expect(t.correos.at(-1)).toMatchObject({ para: 'existe@prueba.local', asunto: 'Worknet: restablecer contraseña' });
    expect(t.correos.at(-1)!.texto).toContain(u.username);
  });

  it('responde antes de buscar el e-mail y preparar el correo: un e-mail conocido no tarda más que uno desconocido', async () => {
    await crearUsuario(t.database.db, { email: 'rapido@prueba.local' });
    const antes = t.correos.length;
    const r = await post('/api/v1/recovery_password', { email: 'rapido@prueba.local' });
    expect(r.statusCode).toBe(200);
    // Answered, and nothing was queued yet: the lookup, the token and the mail come after.
    expect(t.correos.length).toBe(antes);
    await esperarAvisos(t.app);
    expect(t.correos.length).toBe(antes + 1);
  });

  it.each([
    ['Host', { host: 'sitio-falso.example' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'sitio-falso.example', 'x-forwarded-proto': 'https' }],
  ])('el enlace sale de PUBLIC_URL aunque la solicitud traiga otro %s', async (_n, headers) => {
    await crearUsuario(t.database.db, { email: `host-${_n}@prueba.local` });
    await pedir(`host-${_n}@prueba.local`, headers);
    const texto = t.correos.at(-1)!.texto;
    expect(texto).not.toContain('sitio-falso');
    // The test configuration sets no PUBLIC_URL: outside production the server's own address is the default.
    expect(texto).toMatch(/http:\/\/localhost:3000\/#\/reset-password\/[\w-]+/);
  });

  it('con PUBLIC_URL los enlaces (también el de bienvenida y el que manda un administrador) la usan', async () => {
    const p = await appDePrueba({ env: { PUBLIC_URL: 'https://intranet.grupo.com.ar/' } });
    try {
      const admin = await iniciarSesion(p.app, (await crearUsuario(p.database.db, { items: ['Administrador'] })).username);
      const h = { ...bearer(admin), host: 'sitio-falso.example' };
      const sectorId = (await crearUsuario(p.database.db)).sectores[0]!;
      const alta = await p.app.inject({
        method: 'POST',
        url: '/api/v1/admin_usuario',
        headers: h,
        payload: { username: 'bienvenida', nombre_completo: 'Nueva Persona', email: 'bienvenida@prueba.local', sectores: [sectorId], roles: [] },
      });
      expect(alta.statusCode).toBe(200);
      await p.app.inject({ method: 'POST', url: '/api/v1/update_user_meta', headers: h, payload: { id: alta.json().data.id, accion: 'enviar_recuperacion' } });
      await esperarAvisos(p.app);
      expect(p.correos.length).toBe(2);
      for (const c of p.correos) expect(c.texto).toMatch(/https:\/\/intranet\.grupo\.com\.ar\/#\/reset-password\//);
    } finally {
      await p.cerrar();
    }
  });

  it('el enlace vale una sola vez, cambia la contraseña y cierra las sesiones abiertas', async () => {
    const u = await crearUsuario(t.database.db, { email: 'cambio@prueba.local' });
    const vieja = await iniciarSesion(t.app, u.username);
    await pedir('cambio@prueba.local');
    const token = tokenDelCorreo();
    const v = await post('/api/verificar-validez-token', { token });
    expect(v.statusCode).toBe(200);
    expect(v.json().data).toEqual({ valido: true, email: 'cambio@prueba.local', user: u.username });
    const r = await post('/api/v1/reset_password', { email: 'cambio@prueba.local', token, user: u.username, password: 'NuevaClave2026' });
    expect(r.statusCode).toBe(200);
    expect((await api.get('/api/v1/get_user', vieja)).statusCode).toBe(401);
    expect((await post('/api/v1/login', { username: u.username, password: 'NuevaClave2026' })).statusCode).toBe(200);
    expect((await post('/api/v1/login', { username: u.username, password: 'worknet123' })).statusCode).toBe(401);
    const otra = await post('/api/v1/reset_password', { email: 'cambio@prueba.local', token, user: u.username, password: 'OtraClave2027' });
    expect(otra.statusCode).toBe(400);
    expect(otra.json().message).toMatch(/no es válido o ya venció/);
    expect((await post('/api/verificar-validez-token', { token })).statusCode).toBe(400);
  });

  it('un enlace vencido (más de 1 hora) no sirve', async () => {
    await crearUsuario(t.database.db, { email: 'vencido@prueba.local' });
    await pedir('vencido@prueba.local');
    const token = tokenDelCorreo();
    await t.database.db.execute(sql`update token_recuperacion set expira_at = now() - interval '1 second'`);
    expect((await post('/api/verificar-validez-token', { token })).statusCode).toBe(400);
    expect((await post('/api/v1/reset_password', { token, password: 'NuevaClave2026' })).statusCode).toBe(400);
  });

  it('el enlace expira una hora después de pedido', async () => {
    await crearUsuario(t.database.db, { email: 'hora@prueba.local' });
    const antes = Date.now();
    await pedir('hora@prueba.local');
    const [fila] = await t.database.db
      .select()
      .from(tokenRecuperacion)
      .orderBy(sql`id desc`)
      .limit(1);
    const ms = fila!.expira_at.getTime() - antes;
    expect(ms).toBeGreaterThan(59 * 60_000);
    expect(ms).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    expect(fila!.token_hash).not.toContain(tokenDelCorreo());
  });

  it('un pedido nuevo anula el enlace anterior', async () => {
    await crearUsuario(t.database.db, { email: 'dos@prueba.local' });
    await pedir('dos@prueba.local');
    const primero = tokenDelCorreo();
    await pedir('dos@prueba.local');
    expect((await post('/api/verificar-validez-token', { token: primero })).statusCode).toBe(400);
    expect((await post('/api/verificar-validez-token', { token: tokenDelCorreo() })).statusCode).toBe(200);
  });

  it('rechaza una contraseña débil con 400 y no gasta el enlace', async () => {
    await crearUsuario(t.database.db, { email: 'debil@prueba.local' });
    await pedir('debil@prueba.local');
    const token = tokenDelCorreo();
    const r = await post('/api/v1/reset_password', { token, password: 'corta' });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/al menos 8 caracteres/);
    expect((await post('/api/verificar-validez-token', { token })).statusCode).toBe(200);
  });

  it('rechaza una contraseña igual al nombre de usuario', async () => {
    const u = await crearUsuario(t.database.db, { email: 'igual@prueba.local', username: 'usuario_igual' });
    await pedir('igual@prueba.local');
    const r = await post('/api/v1/reset_password', { token: tokenDelCorreo(), password: 'Usuario_Igual' });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('La contraseña no puede ser igual al nombre de usuario');
    expect(u.username).toBe('usuario_igual');
  });

  it('un e-mail que no corresponde al enlace es rechazado', async () => {
    await crearUsuario(t.database.db, { email: 'propio@prueba.local' });
    await pedir('propio@prueba.local');
    const r = await post('/api/v1/reset_password', { token: tokenDelCorreo(), email: 'ajeno@prueba.local', password: 'NuevaClave2026' });
    expect(r.statusCode).toBe(400);
  });

  it.each([
    ['sin e-mail', {}],
    ['e-mail inválido', { email: 'no-es-mail' }],
    ['e-mail de 10 kB', { email: `${'a'.repeat(10_240)}@x.com` }],
    ['HTML', { email: '<b>@x.com' }],
  ])('recovery_password rechaza %s con 400', async (_n, payload) => {
    const r = await post('/api/v1/recovery_password', payload);
    expect(r.statusCode).toBe(400);
    expect(r.json().success).toBe(false);
  });

  it('verificar-validez-token con basura o SQL da 400 en español', async () => {
    for (const token of ["' or 1=1 --", 'x'.repeat(400)]) {
      const r = await post('/api/verificar-validez-token', { token });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(/enlace/);
    }
  });
});

describe('bandeja de salida sin SMTP', () => {
  it('sin SMTP_URL el correo queda en correo_saliente sin el enlace vivo, y ni la bandeja ni el log lo guardan', async () => {
    const lineas: string[] = [];
    const p = await appDePrueba({ mailerReal: true, env: { LOG_LEVEL: 'info' }, logger: { write: (l: string) => void lineas.push(l) } });
    try {
      const u = await crearUsuario(p.database.db, { email: 'bandeja@prueba.local' });
      const admin = await crearUsuario(p.database.db, { items: ['Administrador'] });
      await p.app.inject({ method: 'POST', url: '/api/v1/recovery_password', payload: { email: 'bandeja@prueba.local' } });
      await esperarAvisos(p.app);
      const [fila] = await p.database.db.select().from(correoSaliente).where(eq(correoSaliente.para, 'bandeja@prueba.local'));
      expect(fila).toMatchObject({ estado: 'sin_smtp', asunto: 'Worknet: restablecer contraseña' });
      expect(fila!.texto).toContain(u.username);
      expect(fila!.texto).toContain(SECRETO_OCULTO);
      expect(fila!.texto).not.toMatch(/reset-password/);
      const r = await p.app.inject({ url: '/api/v1/correo_saliente', headers: bearer(await iniciarSesion(p.app, admin.username)) });
      expect(r.json().data[0].texto).not.toMatch(/reset-password/);
      expect(r.json().total).toBe(1);
      const log = lineas.join('');
      expect(log).toContain('correo guardado en la bandeja de salida');
      expect(log).not.toMatch(/reset-password/);
    } finally {
      await p.cerrar();
    }
  });
});
