import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_CARACTER_NULO, tieneCaracterNulo } from '../src/platform/http/caracter-nulo';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, crearUsuario, iniciarSesion } from './factories';

// PostgreSQL's text cannot hold U+0000; before this rule each of these answered 500.

let t: Prueba;
let tk: string;
beforeAll(async () => {
  t = await appDePrueba();
  tk = await iniciarSesion(t.app, (await crearUsuario(t.database.db, { items: ['Administrador'] })).username);
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
    expect(tieneCaracterNulo({ ['a\u0000']: 1 })).toBe(true);
    expect(tieneCaracterNulo({ request: [{ valor: ['x', 'y\u0000'] }] })).toBe(true);
    expect(tieneCaracterNulo(Buffer.from([0x89, 0x00, 0x50]))).toBe(false);
    expect(tieneCaracterNulo({ nombre: 'Ana', edad: 3, activo: true, nada: null })).toBe(false);
  });
});
