import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENTO_NOVEDADES } from '@worknet/domain/novedades/eventos';
import { filasDe } from '../src/platform/db/sql';
import { avisarProgramadasLlegadas, CRON_PROGRAMADAS, TRABAJO_PROGRAMADAS, VENTANA_PROGRAMADAS_MS } from '../src/modules/novedades/novedades.vivo';
import { appDePrueba, type Prueba, esperarAvisos } from './app-de-prueba';
import { crearSector } from './factories';
import { barrera, conSesion, grabar, socketsDePrueba, type ConSesion } from './notificaciones-apoyo';
import { llamadas, type Llamadas } from './novedades-apoyo';

// A scheduled news item goes live when its date comes, with no request: the job
// TRABAJO_PROGRAMADAS tells its readers then, as a publication does (EVENTO_NOVEDADES).

let t: Prueba;
let url = '';
let editor: ConSesion;
let api: Llamadas;
const sockets = socketsDePrueba(() => url);

beforeAll(async () => {
  t = await appDePrueba();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = llamadas(t);
  editor = await conSesion(t, { items: ['Comunicación'] });
});
afterEach(() => sockets.cerrarTodos());
afterAll(() => t.cerrar());

async function avisosDe(grabaciones: ReturnType<typeof grabar>[], conectados: Awaited<ReturnType<typeof sockets.conectar>>[]) {
  await esperarAvisos(t.app);
  await barrera(t, conectados);
  return grabaciones.map((g) => g.filter((e) => e.evento === EVENTO_NOVEDADES));
}

describe('novedades programadas en vivo', () => {
  it('al llegar su hora, el trabajo avisa a su audiencia (y sólo a ella) como una publicación; fuera de la ventana, a nadie', async () => {
    const { sector } = await crearSector(t.database.db);
    const [delSector, ajeno] = await Promise.all([conSesion(t, { sectores: [sector.id] }), conSesion(t)]);
    const conectados = await Promise.all([sockets.conectar(delSector.token), sockets.conectar(ajeno.token)]);

    // Scheduled an hour ahead: saving it tells nobody (it is not in any feed yet).
    const hora = new Date(Date.now() + 60 * 60_000);
    hora.setUTCSeconds(0, 0);
    let grabaciones = conectados.map(grabar);
    const r = await api.enviar('POST', '/api/v1/novedad', editor.token, {
      titulo: `Programada ${Math.random()}`,
      publicada: true,
      fecha_publicacion: hora.toISOString(),
      audiencia: 'sectores',
      sectores: [sector.id],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.estado).toBe('programada');
    expect(await avisosDe(grabaciones, conectados)).toEqual([[], []]);

    // A minute before its time, nothing; the run of its minute (a few seconds late) tells the sector.
    grabaciones = conectados.map(grabar);
    expect(await avisarProgramadasLlegadas(t.app.ctx, new Date(hora.getTime() - 60_000))).toBe(0);
    expect(await avisosDe(grabaciones, conectados)).toEqual([[], []]);

    grabaciones = conectados.map(grabar);
    expect(await avisarProgramadasLlegadas(t.app.ctx, new Date(hora.getTime() + 5_000))).toBe(1);
    const [suyos, ajenos] = await avisosDe(grabaciones, conectados);
    expect(suyos).toEqual([{ evento: EVENTO_NOVEDADES, payload: null }]);
    expect(ajenos).toEqual([]);

    // Past the window it is old news: no notice.
    grabaciones = conectados.map(grabar);
    expect(await avisarProgramadasLlegadas(t.app.ctx, new Date(hora.getTime() + VENTANA_PROGRAMADAS_MS + 1_000))).toBe(0);
    expect(await avisosDe(grabaciones, conectados)).toEqual([[], []]);
  });

  it('una programada para todos avisa a cada usuario conectado; una eliminada o vuelta a borrador, a nadie', async () => {
    const [a, b] = await Promise.all([conSesion(t), conSesion(t)]);
    const conectados = await Promise.all([sockets.conectar(a.token), sockets.conectar(b.token)]);
    const hora = new Date(Date.now() + 2 * 60 * 60_000);
    const crear = async () => {
      const r = await api.enviar('POST', '/api/v1/novedad', editor.token, {
        titulo: `Programada ${Math.random()}`,
        publicada: true,
        fecha_publicacion: hora.toISOString(),
        audiencia: 'todos',
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.id as number;
    };
    // Three items for the same minute: one stays scheduled, one is deleted, one goes back to draft.
    const [, borrada, borrador] = [await crear(), await crear(), await crear()];
    expect((await api.enviar('DELETE', `/api/v1/novedad/${borrada}`, editor.token)).statusCode).toBe(200);
    expect((await api.enviar('PUT', `/api/v1/novedad/${borrador}/publicar`, editor.token, { publicada: false })).statusCode).toBe(200);
    await esperarAvisos(t.app);

    const grabaciones = conectados.map(grabar);
    expect(await avisarProgramadasLlegadas(t.app.ctx, new Date(hora.getTime() + 30_000))).toBe(1);
    expect((await avisosDe(grabaciones, conectados)).map((e) => e.length)).toEqual([1, 1]);
  });

  it('el trabajo está en la cola, programado cada minuto', async () => {
    const filas = filasDe<{ cron: string }>(await t.database.db.execute(sql`select cron from pgboss.schedule where name = ${TRABAJO_PROGRAMADAS}`));
    expect(filas).toEqual([{ cron: CRON_PROGRAMADAS }]);
    expect(CRON_PROGRAMADAS).toBe('* * * * *');
  });
});
