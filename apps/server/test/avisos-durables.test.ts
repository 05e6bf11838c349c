import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app';
import { TRABAJO_CORREO } from '../src/modules/notificaciones/canales';
import { preferenciaUsuario } from '../src/modules/perfil/perfil.table';
import type { Database } from '../src/platform/db/client';
import { filasDe } from '../src/platform/db/sql';
import type { Correo, Mailer } from '../src/platform/mail/mailer';
import { anotarAuditoria, baseDePrueba, configDePrueba, esperarAvisos, mailerDePrueba } from './app-de-prueba';
import { bearer, crearUsuario, iniciarSesion } from './factories';

// The notice pipeline (notificaciones/avisos.service.ts): the delivery is queued in the same
// transaction as the bell, so it survives a restart between the commit and the delivery, and
// the e-mail channel honours «Mi perfil» and retries a failed send.

let database: Database;
const abiertas: App[] = [];

async function arrancar(mailer: Mailer): Promise<App> {
  const app = await buildApp({ config: configDePrueba(), database, mailer, logger: false });
  await app.ready();
  abiertas.push(app);
  return app;
}

async function cerrar(app: App) {
  anotarAuditoria(app);
  await app.close();
  abiertas.splice(abiertas.indexOf(app), 1);
}

beforeAll(async () => {
  database = await baseDePrueba();
});
afterAll(async () => {
  for (const app of [...abiertas]) await cerrar(app);
  await database.close();
});

const db = () => database.db;

/** A user who asked in «Mi perfil» for e-mails (or, with `false`, turned them off). */
async function conPreferencia(correo: boolean, email: string) {
  const u = await crearUsuario(db(), { email });
  await db().insert(preferenciaUsuario).values({ usuario_id: u.id, correo_notificaciones: correo });
  return u;
}

async function enviar(app: App, titulo: string, ids: number[]) {
  const admin = await iniciarSesion(app, (await crearUsuario(db(), { items: ['Administrador'] })).username);
  const r = await app.inject({
    method: 'POST',
    url: '/api/v1/notificaciones/enviar',
    headers: bearer(admin),
    payload: { titulo, texto: 'Texto del aviso.', audiencia: 'usuarios', ids },
  });
  expect(r.statusCode, r.body).toBe(200);
}

const a = (correos: Correo[], para: string, asunto: string) => correos.filter((c) => c.para === para && c.asunto === asunto);

/** The e-mail jobs of a subject, with their state and retries used. */
async function trabajosDeCorreo(asunto: string) {
  return filasDe<{ state: string; retry_count: number }>(
    await db().execute(sql`select state, retry_count from pgboss.job where name = ${TRABAJO_CORREO} and data->>'asunto' = ${asunto}`),
  );
}

describe('avisos durables', () => {
  it('un reinicio entre el commit y la entrega no pierde el correo: llega una vez, al volver', async () => {
    const antes = mailerDePrueba();
    const app = await arrancar(antes);
    const u = await conPreferencia(true, 'reinicio@prueba.local');
    // The worker is gone (as in a crash) before it could fetch the job; the request still commits.
    await app.ctx.trabajos.detener();
    await enviar(app, 'Corte de luz', [u.id]);
    expect(await trabajosDeCorreo('Worknet: Corte de luz')).toEqual([{ state: 'created', retry_count: 0 }]);
    await cerrar(app);
    expect(antes.enviados).toEqual([]);

    // Another start on the same database finds the job and delivers it.
    const despues = mailerDePrueba();
    const otra = await arrancar(despues);
    await esperarAvisos(otra);
    expect(a(despues.enviados, 'reinicio@prueba.local', 'Worknet: Corte de luz')).toHaveLength(1);
    expect(await trabajosDeCorreo('Worknet: Corte de luz')).toEqual([{ state: 'completed', retry_count: 0 }]);
    expect(antes.enviados).toEqual([]);
    await cerrar(otra);
  });

  it('respeta la preferencia: quien apagó el correo recibe la campana y ningún correo', async () => {
    const mailer = mailerDePrueba();
    const app = await arrancar(mailer);
    const quiere = await conPreferencia(true, 'quiere@prueba.local');
    const apago = await conPreferencia(false, 'apago@prueba.local');
    const nunca = await crearUsuario(db(), { email: 'nunca@prueba.local' });
    await enviar(app, 'Simulacro', [quiere.id, apago.id, nunca.id]);
    await esperarAvisos(app);
    expect(mailer.enviados.filter((c) => c.asunto === 'Worknet: Simulacro').map((c) => c.para)).toEqual(['quiere@prueba.local']);
    // The bell reached all three.
    for (const u of [quiere, apago, nunca]) {
      const r = await app.inject({ url: '/api/v1/notificaciones_notificaciones_no_leidas?limit=5', headers: bearer(await iniciarSesion(app, u.username)) });
      expect(r.json().data.map((n: { titulo: string }) => n.titulo)).toContain('Simulacro');
    }
    await cerrar(app);
  });

  it('lo que no se guarda no se avisa: una notificación rechazada dentro de la transacción no deja entregas', async () => {
    const app = await arrancar(mailerDePrueba());
    const inactivo = await crearUsuario(db(), { activo: false });
    await db().insert(preferenciaUsuario).values({ usuario_id: inactivo.id, correo_notificaciones: true });
    const cuantos = async () =>
      Number(filasDe<{ n: number }>(await db().execute(sql`select count(*)::int as n from pgboss.job where name like 'aviso\_%'`))[0]!.n);
    const antes = await cuantos();
    const admin = await iniciarSesion(app, (await crearUsuario(db(), { items: ['Administrador'] })).username);
    const r = await app.inject({
      method: 'POST',
      url: '/api/v1/notificaciones/enviar',
      headers: bearer(admin),
      payload: { titulo: 'A nadie', texto: 'x', audiencia: 'usuarios', ids: [inactivo.id] },
    });
    expect(r.statusCode).toBe(422);
    expect(await cuantos()).toBe(antes);
    await cerrar(app);
  });

  it('un envío que falla se reintenta y el correo llega una sola vez', async () => {
    const enviados: Correo[] = [];
    let intentos = 0;
    const smtpCaidoUnaVez: Mailer = {
      enviar: async (c, opciones) => {
        intentos += 1;
        if (intentos === 1) {
          if (opciones?.siFalla === 'lanzar') throw new Error('El servidor SMTP no responde.');
          return;
        }
        enviados.push(c);
      },
    };
    const app = await arrancar(smtpCaidoUnaVez);
    const u = await conPreferencia(true, 'reintento@prueba.local');
    await enviar(app, 'Vacunación', [u.id]);
    // pg-boss counts a retry when it starts it: failed once, due again, none used yet.
    await vi.waitFor(async () => expect(await trabajosDeCorreo('Worknet: Vacunación')).toEqual([{ state: 'retry', retry_count: 0 }]), {
      timeout: 15_000,
      interval: 20,
    });
    expect(enviados).toEqual([]);
    // The retry is due a minute later: the test moves that minute along instead of waiting it.
    await db().execute(sql`update pgboss.job set start_after = ${new Date(0)} where name = ${TRABAJO_CORREO} and state = 'retry'`);
    app.ctx.trabajos.despertar(TRABAJO_CORREO);
    await esperarAvisos(app);
    expect(a(enviados, 'reintento@prueba.local', 'Worknet: Vacunación')).toHaveLength(1);
    expect(intentos).toBe(2);
    expect(await trabajosDeCorreo('Worknet: Vacunación')).toEqual([{ state: 'completed', retry_count: 1 }]);
    await cerrar(app);
  });
});
