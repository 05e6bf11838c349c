import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_CARACTER_NULO, MENSAJE_UNICODE_INVALIDO, problemaDeTexto } from '../src/platform/http/texto-invalido';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, tokenCon } from './factories';

// PostgreSQL's text cannot hold U+0000, and a jsonb column refuses a lone UTF-16
// surrogate: before this rule each of these answered 500.

let t: Prueba;
let tk: string;
beforeAll(async () => {
  t = await appDePrueba();
  tk = await tokenCon(t, ['Administrador']);
});
afterAll(() => t.cerrar());

describe('un carácter nulo en lo enviado', () => {
  it.each([
    ['POST', '/api/v1/rrhh/persona_nomina', { request: [{ atributo: 'apellido', condicion: 'contiene', valor: 'a\u0000b' }] }],
    ['POST', '/api/v1/rrhh/art', { nombre: 'a\u0000b' }],
    ['POST', '/api/v1/grupos', { nombre: 'Grupo', descripcion: 'a\u0000b' }],
    ['POST', '/api/v1/login', { username: 'a\u0000b', password: 'x' }],
    ['GET', '/api/v1/rrhh/art?filter=a%00b', undefined],
    ['GET', '/api/v1/novedades?filter=a%00b', undefined],
    ['GET', '/api/v1/rrhh/nomina_opciones/sector%00', undefined],
  ] as const)('%s %s da 400 con un mensaje claro y no llega a la base', async (method, url, payload) => {
    const r = await t.app.inject({ method, url, headers: bearer(tk), payload });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({ success: false, message: MENSAJE_CARACTER_NULO, code: 'DATOS_INVALIDOS' });
  });

  it('también en una clave o en lo profundo de una lista; los bytes de un archivo no cuentan', () => {
    expect(problemaDeTexto({ ['a\u0000']: 1 })).toBe(MENSAJE_CARACTER_NULO);
    expect(problemaDeTexto({ request: [{ valor: ['x', 'y\u0000'] }] })).toBe(MENSAJE_CARACTER_NULO);
    expect(problemaDeTexto(Buffer.from([0x89, 0x00, 0x50]))).toBeNull();
    expect(problemaDeTexto({ nombre: 'Ana', edad: 3, activo: true, nada: null })).toBeNull();
  });
});

describe('Unicode mal formado (un sustituto UTF-16 suelto) en lo enviado', () => {
  // The body is sent as raw JSON text: "\ud800" is how a client escapes a lone surrogate.
  const json = (o: string) => ({ payload: o, headers: { 'content-type': 'application/json' } });
  it.each([
    // A saved roster filter is a jsonb column: the database refused the escape (500).
    ['POST', '/api/v1/rrhh/filter_advanced', '{"nombre_filtro":"Filtro","filtros":[{"atributo":"apellido","condicion":"contiene","valor":"a\\ud800b"}]}'],
    ['POST', '/api/v1/rrhh/persona_nomina', '{"request":[{"atributo":"apellido","condicion":"contiene","valor":"\\udc00"}]}'],
    ['POST', '/api/v1/grupos', '{"nombre":"Grupo \\ud83d","descripcion":"x"}'],
    ['POST', '/api/v1/rrhh/art', '{"\\ud800":"clave rota"}'],
  ] as const)('%s %s da 400 con un mensaje claro', async (method, url, cuerpo) => {
    const { headers, payload } = json(cuerpo);
    const r = await t.app.inject({ method, url, headers: { ...bearer(tk), ...headers }, payload });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({ success: false, message: MENSAJE_UNICODE_INVALIDO, code: 'DATOS_INVALIDOS' });
  });

  it('en la consulta y en la dirección también', async () => {
    // %ED%A0%80 is no valid UTF-8; what the parser leaves of it must not reach the database either.
    for (const url of ['/api/v1/rrhh/art?filter=%ED%A0%80', '/api/v1/grupos?filter=a%ED%A0%80', '/api/v1/rrhh/nomina_opciones/%ED%A0%80']) {
      const r = await t.app.inject({ url, headers: bearer(tk) });
      expect(r.statusCode, `${url}: ${r.body}`).toBeLessThan(500);
    }
    expect(problemaDeTexto({ filter: 'a\ud800' })).toBe(MENSAJE_UNICODE_INVALIDO);
  });

  it('una dirección con un escape %XX roto da 400 en español con el sobre (antes, el error en inglés de Fastify)', async () => {
    const r = await t.app.inject({ url: '/api/v1/grupos/%ED%A0%80', headers: bearer(tk) });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      success: false,
      message: 'La dirección pedida no es válida.',
      code: 'DIRECCION_INVALIDA',
      request_id: r.headers['x-request-id'],
    });
  });

  it('un par sustituto completo (un emoji) es texto válido y se guarda', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/grupos',
      headers: bearer(tk),
      payload: { nombre: `Grupo 🎉 ${Date.now()}`, descripcion: 'con emoji \ud83c\udf89' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.descripcion).toBe('con emoji 🎉');
    expect(problemaDeTexto('ñandú 😀')).toBeNull();
  });

  it('la revisión no tiene tope de profundidad ni desborda la pila', () => {
    let hondo: unknown = 'x\ud800';
    for (let i = 0; i < 100_000; i++) hondo = [hondo];
    expect(problemaDeTexto({ a: hondo })).toBe(MENSAJE_UNICODE_INVALIDO);
  });
});
