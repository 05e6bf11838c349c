import { sql } from 'drizzle-orm';
import { fijarReloj, soltarReloj } from '@worknet/domain/reloj-de-prueba';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enteros, filasDe } from '../src/platform/db/sql';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { dir, llamadasChat } from './chat-apoyo';
import { conSesionPropia as conSesion, crearPersona, crearSector } from './factories';
import { peticiones } from './peticion';

// Chat over HTTP (issue 39): the spec's calls, the pointer model of read state, privacy.
// The live side is in chat-tiempo-real.test.ts, two instances with Redis in chat-redis.test.ts.

const api = peticiones(() => t);
const chat = llamadasChat(api);
let t: Prueba;

beforeAll(async () => {
  t = await appDePrueba();
});
afterEach(() => soltarReloj());
afterAll(() => t.cerrar());

const persona = () => conSesion(t);
const db = () => t.database.db;

describe('enviar y leer una conversación', () => {
  it('el mensaje lleva fromJID, toJID, body y sentDate (milisegundos unix)', async () => {
    fijarReloj('2026-12-03T10:15:00-03:00');
    const [ana, beto] = [await persona(), await persona()];
    const r = await chat.enviar(ana, dir(beto), 'Hola, ¿llegó la amoxicilina?');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      fromJID: dir(ana),
      toJID: dir(beto),
      body: 'Hola, ¿llegó la amoxicilina?',
      propio: true,
      eliminado: false,
      visto: false,
    });
    // The pinned clock runs on from its instant.
    const enviado = r.json().data as { sentDate: number; created_at: string };
    expect(enviado.sentDate - Date.parse('2026-12-03T13:15:00Z')).toBeGreaterThanOrEqual(0);
    expect(enviado.sentDate - Date.parse('2026-12-03T13:15:00Z')).toBeLessThan(60_000);
    expect(new Date(enviado.created_at).getTime()).toBe(enviado.sentDate);
    const pagina = await chat.conversacion(beto, dir(ana));
    expect(pagina.mensajes.map((m) => [m.fromJID, m.toJID, m.body, m.propio])).toEqual([[dir(ana), dir(beto), 'Hola, ¿llegó la amoxicilina?', false]]);
    expect(pagina.cursor).toBeNull();
  });

  it('la página más nueva primero y un cursor hacia atrás', async () => {
    const [ana, beto] = [await persona(), await persona()];
    for (let i = 1; i <= 5; i++) expect((await chat.enviar(ana, dir(beto), `m${i}`)).statusCode).toBe(200);
    const p1 = await chat.conversacion(ana, dir(beto), { count: 2 });
    expect(p1.mensajes.map((m) => m.body)).toEqual(['m5', 'm4']);
    const p2 = await chat.conversacion(ana, dir(beto), { count: 2, before: p1.cursor });
    expect(p2.mensajes.map((m) => m.body)).toEqual(['m3', 'm2']);
    const p3 = await chat.conversacion(ana, dir(beto), { count: 2, before: p2.cursor });
    expect(p3.mensajes.map((m) => m.body)).toEqual(['m1']);
    expect(p3.cursor).toBeNull();
  });

  it('una conversación que todavía no empezó es una página vacía; escribirse a sí mismo no', async () => {
    const [ana, beto] = [await persona(), await persona()];
    expect(await chat.conversacion(ana, dir(beto))).toMatchObject({ conversacion_id: 0, mensajes: [], cursor: null });
    const r = await chat.enviar(ana, dir(ana), 'yo');
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('No puede escribirse a sí mismo: elija otra persona.');
    const nadie = await chat.enviar(ana, 'nadie_de_nada@worknet', 'hola');
    expect(nadie.statusCode).toBe(404);
  });
});

describe('participantes y cuentas sin leer (puntero de lectura)', () => {
  it('la cuenta sube con cada mensaje ajeno, se reinicia al leer y nunca baja de cero', async () => {
    const [ana, beto, carla] = [await persona(), await persona(), await persona()];
    await chat.enviar(ana, dir(beto), 'uno');
    await chat.enviar(ana, dir(beto), 'dos');
    await chat.enviar(carla, dir(beto), 'de Carla');
    const lista = await chat.participantes(beto);
    // Latest first: Carla wrote last.
    expect(lista.map((p) => [p.fromJID, p.cantidad])).toEqual([
      [dir(carla), 1],
      [dir(ana), 2],
    ]);
    expect((await chat.participantes(ana)).map((p) => [p.fromJID, p.cantidad])).toEqual([[dir(beto), 0]]);
    expect(await chat.avisos(beto)).toEqual({
      total: 3,
      participantes: [
        { conversacion_id: lista[0]!.conversacion_id, fromJID: dir(carla), cantidad: 1 },
        { conversacion_id: lista[1]!.conversacion_id, fromJID: dir(ana), cantidad: 2 },
      ],
    });

    const r = await chat.leerTodo(beto, dir(ana));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ cantidad: 0 });
    // Again, and once more with nothing new: still zero.
    expect((await chat.leerTodo(beto, dir(ana))).json().data.cantidad).toBe(0);
    expect((await chat.avisos(beto)).total).toBe(1);
    // A conversation not started: nothing to read, zero.
    const dario = await persona();
    expect((await chat.leerTodo(beto, dir(dario))).json().data).toEqual({ conversacion_id: 0, leido_hasta: 0, cantidad: 0 });
  });

  it('set_message_notify/{id} lee hasta ese mensaje; el puntero nunca vuelve atrás; «visto» sale de él', async () => {
    const [ana, beto] = [await persona(), await persona()];
    const ids: number[] = [];
    for (const m of ['a', 'b', 'c']) ids.push((await chat.enviar(ana, dir(beto), m)).json().data.id);
    const r = await chat.leerHasta(beto, ids[1]!);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ leido_hasta: ids[1], cantidad: 1 });
    expect((await chat.leerHasta(beto, ids[0]!)).json().data).toMatchObject({ leido_hasta: ids[1], cantidad: 1 });
    const vista = await chat.conversacion(ana, dir(beto));
    expect(vista.visto_hasta).toBe(ids[1]);
    expect(vista.mensajes.map((m) => [m.body, m.visto])).toEqual([
      ['c', false],
      ['b', true],
      ['a', true],
    ]);
    // Beto fetched the conversation: everything reached him.
    await chat.conversacion(beto, dir(ana));
    expect((await chat.conversacion(ana, dir(beto))).mensajes.every((m) => m.entregado)).toBe(true);
  });

  it('responder lee la conversación: el puntero de quien escribe pasa a su mensaje', async () => {
    const [ana, beto] = [await persona(), await persona()];
    await chat.enviar(ana, dir(beto), 'pregunta');
    expect((await chat.participantes(beto))[0]!.cantidad).toBe(1);
    await chat.enviar(beto, dir(ana), 'respuesta');
    expect((await chat.participantes(beto))[0]!.cantidad).toBe(0);
    expect((await chat.participantes(ana))[0]!.cantidad).toBe(1);
  });
});

describe('from es siempre quien llama', () => {
  it('cada llamada con la dirección de otra persona responde 403 y no muestra nada suyo', async () => {
    const [ana, beto, carla] = [await persona(), await persona(), await persona()];
    const id = (await chat.enviar(beto, dir(carla), 'privado de Beto y Carla')).json().data.id as number;
    const llamadas = [
      api.get(`/api/v1/openfire/get_conversations/?from=${encodeURIComponent(dir(beto))}`, ana),
      api.post('/api/v1/openfire/set_message_notify_reset', ana, { from: dir(beto), to: dir(carla) }),
      api.post('/api/v1/openfire/get_conversation', ana, { from: dir(beto), to: dir(carla) }),
      api.post('/api/v1/openfire/get_message_notify', ana, { to: dir(beto) }),
      api.post('/api/v1/openfire/set_message_notify', ana, { from: dir(beto), to: dir(carla), message: 'suplantado' }),
      api.put(`/api/v1/openfire/set_message_notify/${id}`, beto, { from: dir(carla) }),
      api.post('/api/v1/chat/escribiendo', ana, { from: dir(beto), to: dir(carla) }),
    ];
    for (const r of await Promise.all(llamadas)) {
      expect(r.statusCode, r.body).toBe(403);
      expect(r.body).not.toContain('privado de Beto y Carla');
    }
    expect((await chat.conversacion(carla, dir(beto))).mensajes.map((m) => m.body)).toEqual(['privado de Beto y Carla']);
    // Case and resource do not make another address: the caller's own works.
    expect((await api.post('/api/v1/openfire/get_message_notify', ana, { to: `${ana.username.toUpperCase()}@WORKNET/worknet` })).statusCode).toBe(200);
  });

  it('una dirección mal escrita es un 400 en español', async () => {
    const ana = await persona();
    const r = await api.post('/api/v1/openfire/get_conversation', ana, { from: 'ana', to: 'x@worknet' });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain('Indique una dirección de chat válida (usuario@worknet).');
  });
});

describe('nadie lee una conversación ajena', () => {
  it('quien no es parte recibe 403 en las rutas que nombran un mensaje, también un administrador', async () => {
    const [ana, beto, carla] = [await persona(), await persona(), await persona()];
    const admin = await conSesion(t, { items: ['Administrador'] });
    const id = (await chat.enviar(ana, dir(beto), 'sólo nuestro')).json().data.id as number;
    for (const intruso of [carla, admin]) {
      expect((await chat.leerHasta(intruso, id)).statusCode).toBe(403);
      expect((await api.delete(`/api/v1/chat/mensajes/${id}`, intruso)).statusCode).toBe(403);
      // Their own conversation with Ana is a different one: empty.
      expect((await chat.conversacion(intruso, dir(ana))).mensajes).toEqual([]);
      expect(await chat.participantes(intruso)).toEqual([]);
      const busqueda = await api.datos('GET', '/api/v1/chat/buscar?q=nuestro', intruso);
      expect(busqueda).toEqual([]);
    }
    // The media of the message: only members see its files.
    const media = await api.get(`/api/v1/media/chat_mensaje/${id}?modulo=chat`, carla);
    expect([403, 404]).toContain(media.statusCode);
  });
});

describe('eliminar un mensaje', () => {
  it('quien lo envió lo elimina («Mensaje eliminado»); nadie elimina el de otro', async () => {
    const [ana, beto] = [await persona(), await persona()];
    const id = (await chat.enviar(ana, dir(beto), 'me equivoqué')).json().data.id as number;
    const ajeno = await api.delete(`/api/v1/chat/mensajes/${id}`, beto);
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().message).toBe('Sólo quien envió un mensaje puede eliminarlo.');
    expect((await chat.participantes(beto))[0]!.cantidad).toBe(1);

    const r = await api.delete(`/api/v1/chat/mensajes/${id}`, ana);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Mensaje eliminado.', data: { id, eliminado: true, body: '' } });
    // Twice is the same answer.
    expect((await api.delete(`/api/v1/chat/mensajes/${id}`, ana)).statusCode).toBe(200);
    const vista = await chat.conversacion(beto, dir(ana));
    expect(vista.mensajes.map((m) => [m.id, m.eliminado, m.body])).toEqual([[id, true, '']]);
    // A deleted message is not unread, and the list says so.
    const [p] = await chat.participantes(beto);
    expect(p).toMatchObject({ cantidad: 0, ultimo: { eliminado: true, body: '' } });
    const auditado = filasDe<{ accion: string; despues: unknown }>(
      await db().execute(sql`select accion, despues from auditoria where entidad = 'chat_mensaje' and entidad_id = ${String(id)} order by id`),
    );
    expect(auditado.map((a) => a.accion)).toEqual(['crear', 'eliminar']);
    // Never the body in the audit trail.
    expect(JSON.stringify(auditado)).not.toContain('me equivoqué');
  });
});

describe('búsqueda en español sin acentos', () => {
  it('«enfermeria» encuentra «enfermería», sólo en las conversaciones propias', async () => {
    const [ana, beto, carla] = [await persona(), await persona(), await persona()];
    await chat.enviar(ana, dir(beto), 'La enfermería del tercer piso pide guantes');
    await chat.enviar(ana, dir(carla), 'Enfermerías de guardia: nada que ver con Beto');
    await chat.enviar(beto, dir(ana), 'Mañana hablamos');
    const deBeto = await api.datos('GET', '/api/v1/chat/buscar?q=enfermeria', beto);
    expect(deBeto.map((r: { body: string }) => r.body)).toEqual(['La enfermería del tercer piso pide guantes']);
    expect(deBeto[0]).toMatchObject({ conversacionJID: dir(ana), fromJID: dir(ana) });
    const deAna = await api.datos('GET', '/api/v1/chat/buscar?q=ENFERMERIAS', ana);
    expect(deAna).toHaveLength(2);
    const soloConBeto = await api.datos('GET', `/api/v1/chat/buscar?q=enfermeria&to=${encodeURIComponent(dir(beto))}`, ana);
    expect(soloConBeto).toHaveLength(1);
    expect(await api.datos('GET', '/api/v1/chat/buscar?q=manana', beto)).toHaveLength(1);
    const corta = await api.get('/api/v1/chat/buscar?q=a', beto);
    expect(corta.statusCode).toBe(400);
    expect(corta.json().message).toContain('Escriba al menos 2 letras para buscar.');
  });
});

describe('salas de sector', () => {
  it('las crea el referente o un administrador; sus miembros siguen al sector', async () => {
    const { sector: s } = await crearSector(db());
    const [ana, beto] = [await conSesion(t, { sectores: [s.id] }), await conSesion(t, { sectores: [s.id] })];
    const ajena = await persona();
    const admin = await conSesion(t, { items: ['Administrador'] });
    const rechazo = await api.post('/api/v1/chat/salas', ana, { sector_id: s.id });
    expect(rechazo.statusCode).toBe(403);
    expect(rechazo.json().message).toBe('Sólo el referente del sector o un administrador puede crear su sala de chat.');
    const sala = await api.datos('POST', '/api/v1/chat/salas', admin, { sector_id: s.id });
    expect(sala).toMatchObject({ sector_id: s.id, miembros: 2, jid: `sala-${sala.conversacion_id}@salas.worknet` });
    // Again: the same room.
    expect((await api.datos('POST', '/api/v1/chat/salas', admin, { sector_id: s.id })).conversacion_id).toBe(sala.conversacion_id);
    expect((await api.datos('GET', '/api/v1/chat/salas', admin)).find((x: { sector_id: number }) => x.sector_id === s.id)).toMatchObject({
      conversacion_id: sala.conversacion_id,
    });

    expect((await chat.participantes(ana)).map((p) => [p.tipo, p.fromJID])).toEqual([['sala', sala.jid]]);
    expect((await chat.enviar(ana, sala.jid, 'Cambio de turno a las 14')).statusCode).toBe(200);
    expect((await chat.participantes(beto))[0]).toMatchObject({ fromJID: sala.jid, cantidad: 1, nombre: s.nombre });
    // Not in the sector: 403, and no administrator reads it either.
    for (const fuera of [ajena, admin]) {
      expect((await api.post('/api/v1/openfire/get_conversation', fuera, { from: dir(fuera), to: sala.jid })).statusCode).toBe(403);
      expect((await chat.enviar(fuera, sala.jid, 'hola')).statusCode).toBe(403);
    }
    // Joining the sector opens the room; leaving it closes it.
    await db().execute(sql`insert into usuario_sector (usuario_id, sector_id) values (${ajena.id}, ${s.id})`);
    expect((await chat.conversacion(ajena, sala.jid)).mensajes.map((m) => m.body)).toEqual(['Cambio de turno a las 14']);
    await db().execute(sql`delete from usuario_sector where usuario_id = ${beto.id} and sector_id = ${s.id}`);
    expect((await api.post('/api/v1/openfire/get_conversation', beto, { from: dir(beto), to: sala.jid })).statusCode).toBe(403);
    expect(await chat.participantes(beto)).toEqual([]);
    expect(await api.datos('GET', '/api/v1/chat/buscar?q=turno', beto)).toEqual([]);
  });

  it('quien entra al sector lee la historia de la sala sin que cuente como no leída; lo nuevo sí cuenta', async () => {
    const { sector: s } = await crearSector(db());
    const admin = await conSesion(t, { items: ['Administrador'] });
    const ana = await conSesion(t, { sectores: [s.id] });
    const nueva = await conSesion(t);
    const sala = await api.datos('POST', '/api/v1/chat/salas', admin, { sector_id: s.id });
    await chat.enviar(ana, sala.jid, 'Cambio de turno a las 14');
    const [u] = filasDe<{ username: string; nombre_completo: string }>(
      await db().execute(sql`select username, nombre_completo from usuario where id = ${nueva.id}`),
    );
    const alta = await api.post('/api/v1/update_usuario', admin, { id: nueva.id, ...u, sectores: [s.id] });
    expect(alta.statusCode).toBe(200);
    expect((await chat.participantes(nueva)).map((p) => [p.fromJID, p.cantidad])).toEqual([[sala.jid, 0]]);
    expect((await chat.conversacion(nueva, sala.jid)).mensajes.map((m) => m.body)).toEqual(['Cambio de turno a las 14']);
    await chat.enviar(ana, sala.jid, 'Llegó el relevo');
    expect((await chat.participantes(nueva))[0]?.cantidad).toBe(1);
  });

  it('un referente crea la sala de un sector que lidera', async () => {
    const { sector: s } = await crearSector(db());
    const ref = await conSesion(t, { sectores: [s.id] });
    await db().execute(sql`insert into rrhh_referente (usuario_id, sector_ids) values (${ref.id}, ${enteros([s.id])})`);
    expect((await api.datos('GET', '/api/v1/chat/salas', ref)).map((x: { sector_id: number }) => x.sector_id)).toEqual([s.id]);
    expect((await api.post('/api/v1/chat/salas', ref, { sector_id: s.id })).statusCode).toBe(200);
  });
});

describe('envíos a la vez y entradas inválidas', () => {
  it('veinte envíos idénticos a la vez a alguien nuevo: una conversación y veinte mensajes', async () => {
    const [ana, beto] = [await persona(), await persona()];
    const rs = await Promise.all(Array.from({ length: 20 }, () => chat.enviar(ana, dir(beto), 'urgente')));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const pagina = await chat.conversacion(beto, dir(ana));
    expect(pagina.mensajes).toHaveLength(20);
    expect(new Set(rs.map((r) => r.json().data.conversacion_id))).toEqual(new Set([pagina.conversacion_id]));
    expect((await chat.participantes(beto))[0]!.cantidad).toBe(20);
  });

  it('con la misma clave, veinte reintentos a la vez escriben un solo mensaje', async () => {
    const [ana, beto] = [await persona(), await persona()];
    const rs = await Promise.all(Array.from({ length: 20 }, () => chat.enviar(ana, dir(beto), 'una vez', { clave: 'envio-1' })));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(rs.map((r) => r.json().data.id)).size).toBe(1);
    expect((await chat.conversacion(beto, dir(ana))).mensajes).toHaveLength(1);
  });

  it('un cuerpo largo, vacío o con Unicode mal formado es un 400 en español', async () => {
    const [ana, beto] = [await persona(), await persona()];
    const largo = await chat.enviar(ana, dir(beto), 'x'.repeat(4001));
    expect(largo.statusCode).toBe(400);
    expect(largo.json().message).toContain('El mensaje admite hasta 4000 caracteres.');
    const vacio = await chat.enviar(ana, dir(beto), '   ');
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().message).toContain('Escriba el mensaje o adjunte un archivo.');
    const roto = await api.pedir('POST', '/api/v1/openfire/set_message_notify', ana, `{"from":"${dir(ana)}","to":"${dir(beto)}","message":"hola \\ud800"}`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(roto.statusCode).toBe(400);
    expect(roto.json().success).toBe(false);
    const nulo = await chat.enviar(ana, dir(beto), 'a\u0000b');
    expect(nulo.statusCode).toBe(400);
    expect((await chat.conversacion(ana, dir(beto))).mensajes).toEqual([]);
  });
});

describe('contactos (grupo General)', () => {
  it('cada contacto dice a qué legajo está vinculado: «Escribir a …» desde la cabecera del legajo', async () => {
    const [ana, beto] = [await persona(), await persona()];
    const legajo = await crearPersona(db(), { usuarioId: beto.id });
    expect((await chat.contactos(ana)).find((c) => c.usuario_id === beto.id)?.persona_id).toBe(legajo.id);
  });

  it('todos los usuarios activos; quien se desactiva sale y ya no recibe mensajes', async () => {
    const [ana, beto] = [await persona(), await persona()];
    const lista = await chat.contactos(ana);
    expect(lista.find((c) => c.usuario_id === beto.id)).toMatchObject({ jid: dir(beto), persona_id: null, en_linea: false, propio: false });
    expect(lista.find((c) => c.usuario_id === ana.id)?.propio).toBe(true);
    expect((await chat.contactos(ana, beto.username)).map((c) => c.usuario_id)).toEqual([beto.id]);
    await chat.enviar(ana, dir(beto), 'antes de irse');
    await db().execute(sql`update usuario set activo = false where id = ${beto.id}`);
    expect((await chat.contactos(ana)).some((c) => c.usuario_id === beto.id)).toBe(false);
    const r = await chat.enviar(ana, dir(beto), '¿seguís?');
    expect(r.statusCode).toBe(422);
    // The history stays readable for Ana.
    expect((await chat.conversacion(ana, dir(beto))).mensajes.map((m) => m.body)).toEqual(['antes de irse']);
    const otro = await api.get('/api/v1/openfire/get_contact/?groupName=Otros', ana);
    expect(otro.statusCode).toBe(400);
    expect(otro.json().message).toContain('El único grupo de contactos es «General».');
  });
});
