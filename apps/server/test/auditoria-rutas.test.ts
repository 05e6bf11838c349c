import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { auditar } from '../src/platform/audit/audit';
import { exigirAuditoria, nadaQueAuditar } from '../src/platform/audit/auditoria-rutas';
import { appDePrueba, type Prueba } from './app-de-prueba';

// The per-request audit check (platform/audit/auditoria-rutas.ts) on routes of
// the test's own: every other API test gets it for free on the real routes.

function rutasDePrueba(t: () => Prueba) {
  return (app: Prueba['app']) => {
    app.post('/api/prueba/sin-auditar', { config: { permiso: 'publico' } }, async () => ({ success: true }));
    app.post('/api/prueba/auditada', { config: { permiso: 'publico' } }, async () => {
      await t().database.db.transaction((tx) => auditar(tx, { usuarioId: null, entidad: 'prueba', entidadId: 1, accion: 'crear' }));
      return { success: true };
    });
    app.delete('/api/prueba/declarada', { config: { permiso: 'publico', sinAuditoria: 'Ruta de prueba sin nada que auditar.' } }, async () => ({
      success: true,
    }));
    app.put('/api/prueba/sin-cambios', { config: { permiso: 'publico' } }, async () => {
      nadaQueAuditar();
      return { success: true };
    });
    app.post('/api/prueba/rechazada', { config: { permiso: 'publico' } }, async (_req, reply) => reply.code(422).send({ success: false }));
    app.get('/api/prueba/lectura', { config: { permiso: 'publico' } }, async () => ({ success: true }));
  };
}

describe('auditoría de las rutas de escritura (modo de prueba)', () => {
  let t: Prueba;
  beforeAll(async () => {
    t = await appDePrueba({ rutasExtra: rutasDePrueba(() => t) });
  });
  afterAll(() => t.cerrar());

  it('una escritura que responde 2xx sin auditar es un 500 que nombra la ruta', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/prueba/sin-auditar' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toMatchObject({ success: false, code: 'SIN_AUDITORIA' });
    expect(r.json().message).toContain('POST /api/prueba/sin-auditar');
  });

  it('acepta la que audita y la anota como auditada', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/prueba/auditada' });
    expect(r.statusCode, r.body).toBe(200);
    expect(t.app.rutasAuditadas.has('POST /api/prueba/auditada')).toBe(true);
  });

  it('acepta la que declara sinAuditoria, la que no encontró nada que cambiar, un error y una lectura', async () => {
    for (const [method, url, status] of [
      ['DELETE', '/api/prueba/declarada', 200],
      ['PUT', '/api/prueba/sin-cambios', 200],
      ['POST', '/api/prueba/rechazada', 422],
      ['GET', '/api/prueba/lectura', 200],
    ] as const) {
      const r = await t.app.inject({ method, url });
      expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(status);
    }
  });

  it('sólo vigila las escrituras que no declaran motivo', () => {
    expect(t.app.rutasVigiladas).toEqual(expect.arrayContaining(['POST /api/prueba/sin-auditar', 'PUT /api/prueba/sin-cambios']));
    expect(t.app.rutasVigiladas).not.toContain('DELETE /api/prueba/declarada');
    expect(t.app.rutasVigiladas.some((r) => r.startsWith('GET '))).toBe(false);
  });
});

describe('auditoría de las rutas de escritura (fuera de pruebas)', () => {
  it('sólo deja un aviso en el log y responde lo que respondió la ruta', async () => {
    const lineas: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (l: string) => void lineas.push(l) } } });
    exigirAuditoria(app, 'aviso');
    app.post('/api/prueba/sin-auditar', async () => ({ success: true }));
    const r = await app.inject({ method: 'POST', url: '/api/prueba/sin-auditar' });
    expect(r.statusCode).toBe(200);
    const aviso = lineas.map((l) => JSON.parse(l) as { level: number; msg: string }).find((l) => l.msg.includes('sin escribir auditoría'));
    expect(aviso?.level).toBe(40);
    expect(aviso?.msg).toContain('POST /api/prueba/sin-auditar');
    await app.close();
  });

  it('una ruta que declara sinAuditoria sin motivo impide arrancar', () => {
    const app = Fastify();
    exigirAuditoria(app, 'error');
    expect(() => app.post('/api/prueba/vacia', { config: { sinAuditoria: ' ' } }, async () => ({}))).toThrow(/sinAuditoria sin motivo/);
  });
});
