import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registrarGuardia } from '../src/platform/auth/guard';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, crearUsuario, iniciarSesion, tokenCon } from './factories';

let t: Prueba;
let tokenSinPermisos: string;
beforeAll(async () => {
  t = await appDePrueba();
  const u = await crearUsuario(t.database.db, { items: [] });
  tokenSinPermisos = await iniciarSesion(t.app, u.username);
});
afterAll(() => t.cerrar());

// Path params filled with a plausible id so the route (not the 404 handler) answers.
const concreta = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');

describe('cada ruta declara su permiso y el servidor lo hace cumplir', () => {
  it('hay rutas públicas, de usuario autenticado y con permiso nombrado', () => {
    const tipos = new Set(t.app.rutasDeclaradas.map((r) => (r.permiso === 'publico' || r.permiso === 'autenticado' ? r.permiso : 'permiso')));
    expect([...tipos].sort()).toEqual(['autenticado', 'permiso', 'publico']);
  });

  it('toda ruta no pública responde 401 sin token', async () => {
    const protegidas = t.app.rutasDeclaradas.filter((r) => r.permiso !== 'publico');
    expect(protegidas.length).toBeGreaterThan(5);
    for (const r of protegidas) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concreta(r.url), payload: r.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'No se encuentra logueado. Por favor inicie sesión.' });
    }
  });

  it('toda ruta con permiso nombrado responde 403 a un usuario sin ese permiso', async () => {
    const conPermiso = t.app.rutasDeclaradas.filter((r) => r.permiso !== 'publico' && r.permiso !== 'autenticado');
    // Routes open to any of several permissions are swept too (none of them: 403).
    expect(conPermiso.filter((r) => Array.isArray(r.permiso)).map((r) => `${r.method} ${r.url}`)).toContain('GET /api/v1/sis_usuarios');
    for (const r of conPermiso) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concreta(r.url),
        headers: bearer(tokenSinPermisos),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().message).toBe('No tiene permiso para realizar esta acción.');
    }
  });

  it('un token falsificado (otra firma o alg none) da 401 en toda ruta protegida', async () => {
    const [h, p] = tokenSinPermisos.split('.');
    const otraFirma = `${h}.${p}.${'A'.repeat(43)}`;
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    for (const token of [otraFirma, none, 'basura']) {
      const res = await t.app.inject({ url: '/api/v1/get_user', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('una ruta con una lista de permisos se abre a quien tenga cualquiera de ellos', () => {
  const buscar = async (items: string[]) => {
    const u = await crearUsuario(t.database.db, { items });
    return t.app.inject({ url: '/api/v1/sis_usuarios?usuario=pe', headers: bearer(await iniciarSesion(t.app, u.username)) });
  };

  it('la búsqueda de usuarios (sis_usuarios) responde 403 a un empleado sin esos permisos', async () => {
    const r = await buscar(['Empleado']);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('No tiene permiso para realizar esta acción.');
  });

  it.each([
    ['quien envía notificaciones', ['notificaciones.notificacion.enviar']],
    ['quien edita grupos', ['admin.grupo.editar']],
    ['quien consulta la auditoría', ['admin.auditoria.ver']],
    ['quien edita referentes (formulario con un campo usuario)', ['rrhh.referente.editar']],
    ['el rol Comunicación', ['Comunicación']],
  ])('responde 200 a %s', async (_n, items) => {
    const r = await buscar(items);
    expect(r.statusCode, r.body).toBe(200);
    expect(Array.isArray(r.json().data)).toBe(true);
  });
});

describe('un id que no cabe en un entero de la base no llega a ella', () => {
  it('toda ruta con un id en la dirección responde 400 a uno mayor que 2.147.483.647 (antes: error de la base, 500)', async () => {
    const admin = await tokenCon(t, ['Administrador']);
    const conId = t.app.rutasDeclaradas.filter((r) => r.permiso !== 'publico' && /:(id|modelo_id)\b/.test(r.url) && !/logout/.test(r.url));
    expect(conId.length).toBeGreaterThan(50);
    for (const r of conId) {
      const url = r.url.replace(/:(id|modelo_id)\b/g, '2147483648').replace(/:[^/]+/g, '1');
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        headers: bearer(admin),
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${url}: ${res.body}`).toBe(400);
    }
    const uno = await t.app.inject({ url: '/api/v1/grupos/2147483648', headers: bearer(admin) });
    expect(uno.json().message).toBe('Hay errores en la dirección pedida: id: No existe un registro con ese número');
  });
});

describe('el servidor se niega a arrancar con una ruta sin permiso', () => {
  it('una ruta /api sin config.permiso hace fallar el arranque', () => {
    const app = Fastify();
    registrarGuardia(app, async () => null);
    expect(() => app.get('/api/v1/olvidada', async () => ({}))).toThrow(/no declara su permiso/);
  });

  it('un permiso que no está en el catálogo también', () => {
    const app = Fastify();
    registrarGuardia(app, async () => null);
    expect(() => app.get('/api/v1/rara', { config: { permiso: 'no.existe.nunca' as 'publico' } }, async () => ({}))).toThrow(/permiso inexistente/);
  });

  it('una lista de permisos vacía, con un nombre inexistente o con publico/autenticado también', () => {
    const app = Fastify();
    registrarGuardia(app, async () => null);
    const con = (permiso: unknown) => () => app.get(`/api/v1/lista${Math.random()}`, { config: { permiso: permiso as 'publico' } }, async () => ({}));
    expect(con([])).toThrow(/lista de permisos vacía/);
    expect(con(['admin.grupo.editar', 'no.existe.nunca'])).toThrow(/permiso inexistente: no\.existe\.nunca/);
    expect(con(['publico'])).toThrow(/permiso inexistente: publico/);
    expect(con(['autenticado', 'admin.grupo.editar'])).toThrow(/permiso inexistente: autenticado/);
    expect(con(['admin.grupo.editar', 'admin.auditoria.ver'])).not.toThrow();
  });
});
