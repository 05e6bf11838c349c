import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENTO_NOVEDADES } from '@worknet/domain/novedades/eventos';
import { appDePrueba, type Prueba, esperarAvisos } from './app-de-prueba';
import { crearSector } from './factories';
import { barrera, conSesion, crearGrupo, grabar, socketsDePrueba, type ConSesion } from './notificaciones-apoyo';
import { llamadas, type Llamadas } from './novedades-apoyo';

// Live news: who hears EVENTO_NOVEDADES when an item changes, and that it carries nothing.

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

/** The events each socket got once the deferred notices and a barrier have gone out. */
async function avisosDe(grabaciones: ReturnType<typeof grabar>[], conectados: Awaited<ReturnType<typeof sockets.conectar>>[]) {
  await esperarAvisos(t.app);
  await barrera(t, conectados);
  return grabaciones.map((g) => g.filter((e) => e.evento === EVENTO_NOVEDADES));
}

const novedad = (o: Record<string, unknown>) => api.enviar('POST', '/api/v1/novedad', editor.token, { titulo: `Novedad ${Math.random()}`, ...o });

describe(`novedades en vivo: evento '${EVENTO_NOVEDADES}'`, () => {
  it('una novedad para un sector avisa sólo a los usuarios de ese sector, sin contenido', async () => {
    const { sector } = await crearSector(t.database.db);
    const [delSector, ajeno] = await Promise.all([conSesion(t, { sectores: [sector.id] }), conSesion(t)]);
    const conectados = await Promise.all([sockets.conectar(delSector.token), sockets.conectar(ajeno.token)]);
    const grabaciones = conectados.map(grabar);

    const r = await novedad({ publicada: true, audiencia: 'sectores', sectores: [sector.id] });
    expect(r.statusCode, r.body).toBe(200);
    const [suyos, ajenos] = await avisosDe(grabaciones, conectados);
    // Nothing of the item travels: the reader's feed applies the visibility rules.
    expect(suyos).toEqual([{ evento: EVENTO_NOVEDADES, payload: null }]);
    expect(ajenos).toEqual([]);
  });

  it('una novedad para un grupo avisa a sus miembros; un borrador no avisa a nadie hasta publicarse, y despublicarla también avisa', async () => {
    const [miembro, ajeno] = await Promise.all([conSesion(t), conSesion(t)]);
    const g = await crearGrupo(t.database.db, { usuarios: [miembro.id] });
    const conectados = await Promise.all([sockets.conectar(miembro.token), sockets.conectar(ajeno.token)]);

    let grabaciones = conectados.map(grabar);
    const r = await novedad({ publicada: false, audiencia: 'grupos', grupos: [g.id] });
    expect(r.statusCode, r.body).toBe(200);
    expect(await avisosDe(grabaciones, conectados)).toEqual([[], []]);

    const id = r.json().data.id as number;
    for (const publicada of [true, false]) {
      grabaciones = conectados.map(grabar);
      const p = await api.enviar('PUT', `/api/v1/novedad/${id}/publicar`, editor.token, { publicada });
      expect(p.statusCode, p.body).toBe(200);
      const [suyos, ajenos] = await avisosDe(grabaciones, conectados);
      expect(suyos).toHaveLength(1);
      expect(ajenos).toEqual([]);
    }
  });

  it('una novedad para todos, y su borrado, avisan a cada usuario conectado', async () => {
    const [a, b] = await Promise.all([conSesion(t), conSesion(t)]);
    const conectados = await Promise.all([sockets.conectar(a.token), sockets.conectar(b.token)]);
    let grabaciones = conectados.map(grabar);
    const r = await novedad({ publicada: true, audiencia: 'todos' });
    expect(r.statusCode, r.body).toBe(200);
    expect((await avisosDe(grabaciones, conectados)).map((e) => e.length)).toEqual([1, 1]);

    grabaciones = conectados.map(grabar);
    expect((await api.enviar('DELETE', `/api/v1/novedad/${r.json().data.id}`, editor.token)).statusCode).toBe(200);
    expect((await avisosDe(grabaciones, conectados)).map((e) => e.length)).toEqual([1, 1]);
  });
});
