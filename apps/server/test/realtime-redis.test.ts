import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { sesion } from '../src/platform/identidad/identidad.table';
import { dosInstanciasConRedis } from './dos-instancias';
import { bearer, crearUsuario, iniciarSesion } from './factories';
import { esperarEvento, publicarDePrueba } from './notificaciones-apoyo';

/**
 * Two Worknet instances on one database, joined by a real redis-server (the
 * Redis adapter): events and auth-cache invalidations must cross between them.
 * Without redis-server this file FAILS (CI installs it); it never skips.
 */
const ESPERA_MS = 3_000;

const { instancias, conectar } = dosInstanciasConRedis({ esperaMs: ESPERA_MS });
const conectarEnB = (token: string) => conectar('b', token);

const getUser = (app: App, token: string) => app.inject({ method: 'GET', url: '/api/v1/get_user', headers: bearer(token) });

describe('realtime con Redis: dos instancias', () => {
  it('un socket conectado a la instancia B recibe lo que la instancia A publica para su usuario', async () => {
    const { a } = instancias();
    const ana = await crearUsuario(a.ctx.db);
    const beto = await crearUsuario(a.ctx.db);
    const socketAna = await conectarEnB(await iniciarSesion(a, ana.username));
    const socketBeto = await conectarEnB(await iniciarSesion(a, beto.username));
    const deBeto: string[] = [];
    socketBeto.onAny((evento: string) => deBeto.push(evento));

    const llegada = esperarEvento(socketAna, 'aviso');
    publicarDePrueba(a.ctx.realtime, { usuario: ana.id }, 'aviso', { desde: 'A' });
    expect(await llegada).toEqual({ desde: 'A' });

    // Order is kept per socket: once a later 'todos' reaches Beto, the user event cannot still be on its way.
    const marca = esperarEvento(socketBeto, 'marca');
    publicarDePrueba(a.ctx.realtime, 'todos', 'marca');
    await marca;
    expect(deBeto).toEqual(['marca']);
  });

  it("'todos' publicado en A llega a los sockets de B", async () => {
    const { a } = instancias();
    const sockets = await Promise.all(
      [await crearUsuario(a.ctx.db), await crearUsuario(a.ctx.db)].map(async (u) => conectarEnB(await iniciarSesion(a, u.username))),
    );
    const llegadas = sockets.map((s) => esperarEvento(s, 'mantenimiento'));
    publicarDePrueba(a.ctx.realtime, 'todos', 'mantenimiento', { en: '5 minutos' });
    expect(await Promise.all(llegadas)).toEqual([{ en: '5 minutos' }, { en: '5 minutos' }]);
  });

  it("el logout en A invalida al instante la sesión que B tenía en caché, avisa 'sesion-revocada' a los sockets de B y B los cierra", async () => {
    const { a, b } = instancias();
    const ana = await crearUsuario(a.ctx.db);
    const token = await iniciarSesion(a, ana.username);
    // B validates the token once and keeps the session in its memory cache.
    expect((await getUser(b, token)).statusCode).toBe(200);
    const socket = await conectarEnB(token);
    const aviso = esperarEvento(socket, 'sesion-revocada');
    const cierre = new Promise((resolve) => socket.once('disconnect', resolve));

    const r = await a.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token), payload: { token } });
    expect(r.statusCode).toBe(200);
    // The logout reply is only sent once every other instance has dropped the session,
    // so the very next request to B is refused.
    const enB = await getUser(b, token);
    expect(enB.statusCode).toBe(401);
    expect(enB.json().message).toBe('La sesión venció o fue cerrada. Por favor inicie sesión nuevamente.');
    expect(await aviso).toEqual({ motivo: 'logout' });
    // B closes the socket itself (the revocation reached it through Redis).
    expect(await cierre).toBe('io server disconnect');
  });

  it('control: sin el aviso entre instancias, B seguiría aceptando desde su caché una sesión revocada en la base', async () => {
    const { a, b } = instancias();
    const ana = await crearUsuario(a.ctx.db);
    const token = await iniciarSesion(a, ana.username);
    expect((await getUser(b, token)).statusCode).toBe(200);
    // Revoked behind the servers' back: no cache invalidation is sent.
    await a.ctx.db.update(sesion).set({ revocada_at: new Date() }).where(eq(sesion.usuario_id, ana.id));
    expect((await getUser(b, token)).statusCode).toBe(200);
    expect((await getUser(a, token)).statusCode).toBe(401);
  });
});
