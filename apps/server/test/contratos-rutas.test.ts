import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { instante, respuesta } from '@worknet/domain/http';
import { crearSerializador } from '../src/platform/http/serializacion';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, crearUsuario, iniciarSesion } from './factories';

// The response contract (issue 15, item 1): every route declares its reply with a schema of
// packages/domain, the reply is written by that schema, and the OpenAPI document shows it.

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
});
afterAll(() => t.cerrar());

describe('cada ruta declara su respuesta', () => {
  it('toda ruta /api declara el esquema de su respuesta', () => {
    const sin = t.app.rutasDeclaradas.filter((r) => !r.respuesta).map((r) => `${r.method} ${r.url}`);
    expect(sin).toEqual([]);
  });

  it('el documento OpenAPI muestra la forma real de la respuesta', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const r = doc.paths['/api/v1/usuario_meta/{id}'].get.responses['200'].content['application/json'].schema;
    expect(r.properties.data.properties.username).toEqual({ type: 'string' });
    expect(r.properties.data.properties.ultimo_login).toEqual({ type: 'string', format: 'date-time', nullable: true });
    // The route table: what each operation requires and which records it reaches.
    expect(doc.paths['/api/v1/usuario_meta/{id}'].get).toMatchObject({ 'x-permiso': 'admin.usuario.ver', 'x-registro': 'cualquiera' });
    expect(doc.paths['/api/v1/usuario_meta/{id}'].get.description).toBe('Permiso: admin.usuario.ver. Registro: cualquiera.');
  });

  it('un campo que el esquema no nombra no sale, y una fecha sale como texto ISO', async () => {
    const admin = await crearUsuario(t.database.db, { items: ['Administrador'] });
    const token = await iniciarSesion(t.app, admin.username);
    const res = await t.app.inject({ url: `/api/v1/usuario_meta/${admin.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const u = res.json().data;
    expect(u).not.toHaveProperty('password_hash');
    expect(u.ultimo_login).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe('el serializador', () => {
  const esquema = respuesta(z.object({ id: z.number(), creado: instante, nota: z.string().nullable() }));
  async function servidor(validar: boolean, dato: unknown) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(crearSerializador({ validar }));
    app.get('/x', { schema: { response: { 200: esquema } } }, async () => dato as never);
    await app.ready();
    return app;
  }
  const bueno = { success: true, message: 'OK', code: 200, data: { id: 1, creado: new Date('2026-11-23T10:00:00Z'), nota: null, secreto: 's' } };

  it('escribe lo que el esquema nombra, con las fechas en ISO', async () => {
    const app = await servidor(false, bueno);
    const res = await app.inject({ url: '/x' });
    expect(res.json()).toEqual({ success: true, message: 'OK', code: 200, data: { id: 1, creado: '2026-11-23T10:00:00.000Z', nota: null } });
  });

  it('en las pruebas, una respuesta que no cumple su esquema es un error que nombra la ruta', async () => {
    const app = await servidor(true, { ...bueno, data: { ...bueno.data, creado: 'ayer' } });
    const res = await app.inject({ url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/GET \/x no cumple su esquema/);
  });
});
