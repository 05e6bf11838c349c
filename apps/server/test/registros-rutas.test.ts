import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrarGuardia } from '../src/platform/auth/guard';
import { nombraRegistro } from '../src/platform/auth/registro';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, crearUsuario, iniciarSesion } from './factories';
import { REGISTROS_AJENOS } from './registros-ajenos';

// Record-level access (issue 15, item 2): every route that names a record declares who
// reaches it, and nobody reaches another person's record by changing an id.

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
});
afterAll(() => t.cerrar());

const conRegla = () => t.app.rutasDeclaradas.filter((r) => r.registro !== null && r.registro !== 'cualquiera');

describe('cada ruta que nombra un registro declara quién lo alcanza', () => {
  it('toda ruta con un id en la dirección declara config.registro', () => {
    const sin = t.app.rutasDeclaradas.filter((r) => nombraRegistro(r.url) && r.registro === null).map((r) => `${r.method} ${r.url}`);
    expect(sin).toEqual([]);
  });

  it('una ruta abierta a todo usuario no deja cualquier registro a cualquiera', () => {
    const abiertas = t.app.rutasDeclaradas.filter((r) => r.permiso === 'autenticado' && r.registro === 'cualquiera').map((r) => `${r.method} ${r.url}`);
    expect(abiertas).toEqual([]);
  });

  it('cada regla tiene su registro ajeno de prueba', () => {
    const reglas = [...new Set(conRegla().map((r) => r.registro!))];
    expect(reglas.filter((n) => !REGISTROS_AJENOS[n])).toEqual([]);
  });

  it('el registro de otra persona responde 403 o 404 en toda ruta con regla', async () => {
    const dueno = await crearUsuario(t.database.db, { items: [] });
    // One intruder per permission: the login route allows 30 attempts a minute, fewer than the ruled routes.
    const intrusos = new Map<string, Promise<string>>();
    for (const r of conRegla()) {
      const ajeno = await REGISTROS_AJENOS[r.registro!]!(t, dueno);
      // The caller holds the route's permission and nothing more: only the record rule stops it.
      const permisos = r.permiso === 'autenticado' ? [] : [r.permiso].flat().slice(0, 1);
      const clave = permisos.join(',');
      if (!intrusos.has(clave)) {
        intrusos.set(
          clave,
          crearUsuario(t.database.db, { items: permisos as string[] }).then((u) => iniciarSesion(t.app, u.username)),
        );
      }
      const token = await intrusos.get(clave)!;
      const url = r.url.replace(/:(\w+_)?id\b/g, String(ajeno.id));
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        query: ajeno.query as Record<string, string>,
        headers: bearer(token),
        payload: r.method === 'GET' ? undefined : (ajeno.body ?? {}),
      });
      expect([403, 404], `${r.method} ${url} (${r.registro}): ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
  });
});

describe('la guardia hace cumplir la regla', () => {
  it('una ruta que nombra un registro sin config.registro hace fallar el arranque', () => {
    const app = Fastify();
    registrarGuardia(app, async () => null);
    expect(() => app.get('/api/v1/cosa/:id', { config: { permiso: 'autenticado' } }, async () => ({}))).toThrow(/no declara quién lo alcanza/);
    expect(() => app.get('/api/v1/cosa/:id/otra', { config: { permiso: 'autenticado', registro: 'cualquiera' } }, async () => ({}))).not.toThrow();
  });

  it('corre la regla con el id ya validado y responde 403 cuando no alcanza', async () => {
    const app = Fastify();
    registrarGuardia(app, async () => ({ principal: { id: 7 } as never, sid: 's' }));
    const vistos: unknown[] = [];
    app.get(
      '/api/v1/cosa/:id',
      { config: { permiso: 'autenticado', registro: { nombre: 'propia', puede: (req) => (vistos.push((req.params as { id: string }).id), false) } } },
      async () => ({ ok: true }),
    );
    const res = await app.inject({ url: '/api/v1/cosa/5', headers: { authorization: 'Bearer x' } });
    expect(res.statusCode).toBe(403);
    expect(vistos).toEqual(['5']);
  });
});
