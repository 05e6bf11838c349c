import type { CargaDe } from '@worknet/domain/tiempo-real';
import { createClient } from 'redis';
import { describe, expect, it, vi } from 'vitest';
import { dir, eventos, llamadasChat } from './chat-apoyo';
import { dosInstanciasConRedis } from './dos-instancias';
import { crearUsuario, iniciarSesion, type ConSesion } from './factories';
import { esperarEvento } from './notificaciones-apoyo';
import { peticiones } from './peticion';

/**
 * The chat with two Worknet instances on one database joined by a real redis-server: a message
 * sent through A reaches a socket on B, and presence (a sorted set per user in Redis) is right
 * on both, with tabs on either. Without redis-server this file FAILS (CI installs it); it never skips.
 */
const ESPERA_MS = 5_000;

const { instancias, conectar, redisUrl } = dosInstanciasConRedis({ esperaMs: ESPERA_MS });

const apiA = peticiones(() => instancias().a);
const apiB = peticiones(() => instancias().b);
const chatA = llamadasChat(apiA);
const chatB = llamadasChat(apiB);

async function persona(): Promise<ConSesion> {
  const u = await crearUsuario(instancias().a.ctx.db);
  return { ...u, token: await iniciarSesion(instancias().a, u.username) };
}

const enLineaSegun = async (chat: typeof chatA, quien: ConSesion, de: ConSesion) => (await chat.contactos(quien)).find((c) => c.usuario_id === de.id)?.en_linea;

describe('chat con Redis: dos instancias', () => {
  it('un mensaje enviado por A llega a un socket conectado a B', async () => {
    instancias();
    const [ana, beto] = [await persona(), await persona()];
    const deBeto = await conectar('b', beto.token);
    const llegada = esperarEvento<CargaDe<'chat-mensaje'>>(deBeto, 'chat-mensaje', ESPERA_MS);
    const r = await chatA.enviar(ana, dir(beto), 'de A para B');
    expect(r.statusCode, r.body).toBe(200);
    expect(await llegada).toMatchObject({ participante: dir(ana), mensaje: { body: 'de A para B', fromJID: dir(ana) } });
    // Beto was online through B when A wrote: delivered.
    expect(r.json().data.entregado).toBe(true);
    // And read through B, A's sender hears it.
    const deAna = await conectar('a', ana.token);
    const leido = esperarEvento<CargaDe<'chat-leido'>>(deAna, 'chat-leido', ESPERA_MS);
    await chatB.leerTodo(beto, dir(ana));
    expect(await leido).toMatchObject({ usuario_id: beto.id, cantidad: 0 });
  });

  it('la presencia es la misma en las dos: una pestaña en A y otra en B; cerrar una deja en línea', async () => {
    instancias();
    const [obs, carla] = [await persona(), await persona()];
    const observaEnA = await conectar('a', obs.token);
    const observaEnB = await conectar('b', obs.token);
    const cambiosA = eventos<CargaDe<'presencia'>>(observaEnA, 'presencia');
    const cambiosB = eventos<CargaDe<'presencia'>>(observaEnB, 'presencia');
    expect(await observaEnA.emitWithAck('presencia:seguir')).toBe(true);
    expect(await observaEnB.emitWithAck('presencia:seguir')).toBe(true);
    const deCarla = (c: CargaDe<'presencia'>[]) => c.filter((x) => x.usuario_id === carla.id);

    const enA = await conectar('a', carla.token);
    await vi.waitFor(() => {
      expect(deCarla(cambiosA)).toEqual([{ usuario_id: carla.id, en_linea: true }]);
      expect(deCarla(cambiosB)).toEqual([{ usuario_id: carla.id, en_linea: true }]);
    });
    const enB = await conectar('b', carla.token);
    expect(await enLineaSegun(chatA, obs, carla)).toBe(true);
    expect(await enLineaSegun(chatB, obs, carla)).toBe(true);

    enA.disconnect();
    // Carla's sockets in Redis: only B's is left.
    const cliente = createClient({ url: redisUrl() });
    await cliente.connect();
    try {
      await vi.waitFor(async () => expect(await cliente.zCard(`worknet:presencia:u:${carla.id}`)).toBe(1));
    } finally {
      await cliente.quit();
    }
    expect(await enLineaSegun(chatA, obs, carla)).toBe(true);
    expect(await enLineaSegun(chatB, obs, carla)).toBe(true);
    expect(deCarla(cambiosA)).toEqual([{ usuario_id: carla.id, en_linea: true }]);

    enB.disconnect();
    const ambos = [
      { usuario_id: carla.id, en_linea: true },
      { usuario_id: carla.id, en_linea: false },
    ];
    await vi.waitFor(() => {
      expect(deCarla(cambiosA)).toEqual(ambos);
      expect(deCarla(cambiosB)).toEqual(ambos);
    });
    expect(await enLineaSegun(chatA, obs, carla)).toBe(false);
    expect(await enLineaSegun(chatB, obs, carla)).toBe(false);
  });
});
