import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adelantarReloj, fijarReloj } from '@worknet/domain/reloj-de-prueba';
import { buildApp, type App } from '../src/app';
import { avisarPlazos } from '../src/modules/tickets/tickets-trabajos';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, configDePrueba, esperarAvisos, mailerDePrueba, type Prueba } from './app-de-prueba';
import { conSesionPropia, type ConSesion } from './factories';
import { peticiones } from './peticion';
import { crearServicioDePrueba, type Servicio } from './tickets-apoyo';

// The SLA warnings (issue 41 item 4): at 75 % of the resolution target the ticket's owner hears
// of it, on a breach the service's head; each once per ticket and threshold, even when two
// instances run the job at the same moment (the unique row in ticket_alerta_sla decides).

let t: Prueba;
let otra: App;
const api = peticiones(() => t, '/api/v1/tickets');
let admin: ConSesion;
let pide: ConSesion;
let s: Servicio;
let accesos: number;

beforeAll(async () => {
  fijarReloj('2026-03-16T10:00:00-03:00');
  t = await appDePrueba();
  // A second instance on the same database (as two servers behind the balancer).
  otra = await buildApp({ config: configDePrueba(), database: t.database, mailer: mailerDePrueba(), logger: false });
  await otra.ready();
  [admin, pide] = await Promise.all([conSesionPropia(t, { items: ['Administrador'] }), conSesionPropia(t, { items: ['Empleado'] })]);
  s = await crearServicioDePrueba(t, admin);
  accesos = ((await api.datos('GET', `servicios/${s.id}`, admin)) as { categorias: { id: number }[] }).categorias[1]!.id;
});
afterAll(async () => {
  await otra.close();
  await t.cerrar();
});

const mensajes = async (usuarioId: number, id: number) =>
  filasDe<{ titulo: string }>(
    await t.database.db.execute(sql`select titulo from mensaje_sistema where usuario_id = ${usuarioId} and enlace = ${`/ticket/${id}`} order by id`),
  ).map((m) => m.titulo);
const alertas = async (id: number) =>
  filasDe<{ umbral: string }>(await t.database.db.execute(sql`select umbral from ticket_alerta_sla where ticket_id = ${id} order by umbral`)).map(
    (a) => a.umbral,
  );
/** Both instances run the job at once, twice. */
const correrEnLasDos = async () => {
  await Promise.all([avisarPlazos(t.app.ctx), avisarPlazos(otra.ctx)]);
  await Promise.all([avisarPlazos(otra.ctx), avisarPlazos(t.app.ctx)]);
  await esperarAvisos(t.app);
};

describe('avisos de plazo', () => {
  it('al 75 % avisa al agente y al vencer al jefe, una sola vez aunque corran dos instancias', async () => {
    const abrir = async () => {
      const r = await api.post('/api/v1/tickets', pide, {
        servicio_id: s.id,
        categoria_id: accesos,
        prioridad: 'urgente',
        asunto: 'No entra nadie al sistema',
        descripcion: 'Error 500',
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.id as number;
    };
    const id = await abrir();
    const pausado = await abrir();
    expect((await api.post(`${id}/tomar`, s.agente, {})).statusCode).toBe(200);
    expect((await api.post(`${id}/respuestas`, s.agente, { texto: 'Lo miro.' })).statusCode).toBe(200);
    expect((await api.post(`${pausado}/tomar`, s.agente, {})).statusCode).toBe(200);
    expect((await api.post(`${pausado}/pausar`, s.agente, { motivo_pausa: 'proveedor' })).statusCode).toBe(200);

    // Nothing yet at 30 of 60 minutes.
    adelantarReloj(30 * 60_000);
    await correrEnLasDos();
    expect(await alertas(id)).toEqual([]);

    // 46 minutes: 75 % of the resolution target, to the owner.
    adelantarReloj(16 * 60_000);
    await correrEnLasDos();
    expect(await alertas(id)).toEqual(['resolucion_75']);
    expect(await mensajes(s.agente.id, id)).toEqual([`Ticket ${id}: 75 % del plazo`]);

    // 61 minutes: breached, to the head; the answered ticket has no first-response warning.
    adelantarReloj(15 * 60_000);
    await correrEnLasDos();
    await correrEnLasDos();
    expect(await alertas(id)).toEqual(['resolucion_75', 'resolucion_vencida']);
    expect((await mensajes(s.jefe.id, id)).filter((m) => m.includes('plazo vencido'))).toEqual([`Ticket ${id}: plazo vencido`]);
    expect(await mensajes(s.agente.id, id)).toEqual([`Ticket ${id}: 75 % del plazo`]);
    // The paused ticket's clock is stopped: no warning.
    expect(await alertas(pausado)).toEqual([]);
  });

  it('un ticket sin primera respuesta avisa al jefe cuando vence ese plazo', async () => {
    fijarReloj('2026-03-16T15:00:00-03:00');
    const nuevo = await conSesionPropia(t, { items: ['Empleado'] });
    const r = await api.post('/api/v1/tickets', nuevo, {
      servicio_id: s.id,
      categoria_id: accesos,
      prioridad: 'urgente',
      asunto: 'Sin red',
      descripcion: 'Nada',
    });
    const id = r.json().data.id as number;
    adelantarReloj(11 * 60_000);
    await correrEnLasDos();
    expect(await alertas(id)).toEqual(['primera_vencida']);
    expect(await mensajes(s.jefe.id, id)).toContain(`Ticket ${id}: sin primera respuesta`);
  });
});
