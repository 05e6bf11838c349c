import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sector } from '../src/platform/identidad/identidad.table';
import { novedad, novedadSector } from '../src/modules/novedades/novedades.table';
import type { Prueba } from './app-de-prueba';
import { crearSector, crearUsuario, iniciarSesion, type UsuarioDePrueba } from './factories';
import { auditoriaDe, crearGrupo, crearNovedad, datos, escenarioNovedades, ids, type Llamadas } from './novedades-apoyo';

// The news API, writing: create, clean the body, read one, edit, publish, schedule, pin, delete.

let t: Prueba;
let editor: UsuarioDePrueba;
let tkEditor: string;
let tkLector: string;
let sectorA: number;
let sectorB: number;
let api: Llamadas;

beforeAll(async () => {
  ({ t, api, editor, tkEditor, tkLector, sectorA, sectorB } = await escenarioNovedades());
});
afterAll(() => t.cerrar());

const db = () => t.database.db;
const crear = (o: Record<string, unknown> = {}) => crearNovedad(api, tkEditor, o);

describe('POST /api/v1/novedad', () => {
  it('crea la novedad, la devuelve completa y la audita', async () => {
    const r = await api.enviar('POST', '/api/v1/novedad', tkEditor, {
      titulo: '  Campaña de vacunación  ',
      resumen: 'Del 1 al 30 de abril.',
      cuerpo: '<p>Vacunamos a <strong>todo</strong> el personal.</p>',
      audiencia: 'sectores',
      sectores: [sectorA, sectorA],
      publicada: true,
      fijada: true,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ success: true, message: 'Novedad creada.' });
    const d = r.json().data;
    expect(d).toMatchObject({
      titulo: 'Campaña de vacunación',
      resumen: 'Del 1 al 30 de abril.',
      cuerpo: '<p>Vacunamos a <strong>todo</strong> el personal.</p>',
      video_url: null,
      portada: null,
      adjuntos: [],
      audiencia: { tipo: 'sectores', sectores: [{ id: sectorA, nombre: 'Guardia' }], grupos: [] },
      publicada: true,
      estado: 'publicada',
      fijada: true,
      autor: { id: editor.id, nombre: `Persona ${editor.username}` },
    });
    // Published without a date: now.
    expect(Math.abs(new Date(d.fecha_publicacion).getTime() - Date.now())).toBeLessThan(10_000);
    const audit = await auditoriaDe(db(), d.id);
    expect(audit.map((a) => a.accion)).toEqual(['crear']);
    expect(audit[0]).toMatchObject({ usuario_id: editor.id, antes: null });
    expect(audit[0]!.despues).toMatchObject({ titulo: 'Campaña de vacunación', audiencia: 'sectores', sectores: [sectorA], publicada: true, fijada: true });
  });

  it('guarda sólo la lista de la audiencia elegida', async () => {
    const d = await crear({ audiencia: 'todos', sectores: [sectorA] });
    expect(d.audiencia).toEqual({ tipo: 'todos', sectores: [], grupos: [] });
    expect(await db().select().from(novedadSector).where(eq(novedadSector.novedad_id, d.id))).toEqual([]);
  });

  it('sin publicar queda en borrador, con fecha futura queda programada', async () => {
    expect((await crear({ publicada: false })).estado).toBe('borrador');
    const futura = new Date(Date.now() + 3_600_000).toISOString();
    const p = await crear({ fecha_publicacion: futura });
    expect(p).toMatchObject({ estado: 'programada', fecha_publicacion: futura });
  });

  it('valida con mensajes en español y no escribe nada', async () => {
    const antes = (await db().select().from(novedad)).length;
    const casos: [unknown, RegExp][] = [
      [{}, /titulo: El título es obligatorio/],
      [{ titulo: '   ' }, /titulo: El título es obligatorio/],
      [{ titulo: 'x'.repeat(151) }, /El título admite hasta 150 caracteres/],
      [{ titulo: 'A', resumen: 'x'.repeat(501) }, /El resumen admite hasta 500 caracteres/],
      [{ titulo: 'A', audiencia: 'sectores' }, /sectores: Elija al menos un sector/],
      [{ titulo: 'A', audiencia: 'grupos', sectores: [sectorA] }, /grupos: Elija al menos un grupo/],
      [{ titulo: 'A', audiencia: 'departamentos' }, /audiencia/],
      [{ titulo: 'A', video_url: 'https://vimeo.com/12345' }, /El video debe ser un enlace de YouTube/],
      [{ titulo: 'A', fecha_publicacion: '31/12/2026' }, /Ingrese una fecha y hora válidas/],
      // A year the database refuses (it was a 500).
      [{ titulo: 'A', fecha_publicacion: '0000-01-01T00:00:00Z' }, /Ingrese una fecha y hora válidas/],
      [{ titulo: 'A', sectores: ['uno'] }, /sectores/],
      [{ titulo: 'A', cuerpo: 'x'.repeat(200_001) }, /demasiado largo/],
    ];
    for (const [payload, mensaje] of casos) {
      const r = await api.enviar('POST', '/api/v1/novedad', tkEditor, payload);
      expect(r.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(r.json()).toMatchObject({ success: false, code: 'DATOS_INVALIDOS' });
      expect(r.json().message).toMatch(mensaje);
    }
    expect((await db().select().from(novedad)).length).toBe(antes);
  });

  it('sectores y grupos deben existir y no estar eliminados (400 sin escribir nada)', async () => {
    const borrado = (await crearSector(db())).sector.id;
    await db().update(sector).set({ deleted_at: new Date() }).where(eq(sector.id, borrado));
    const grupoBorrado = await crearGrupo(db(), { borrado: true });
    const antes = (await db().select().from(novedad)).length;
    const s = await api.enviar('POST', '/api/v1/novedad', tkEditor, datos({ audiencia: 'sectores', sectores: [sectorA, borrado] }));
    expect(s.statusCode).toBe(400);
    expect(s.json().message).toBe('Alguno de los sectores elegidos no existe o fue eliminado.');
    const g = await api.enviar('POST', '/api/v1/novedad', tkEditor, datos({ audiencia: 'grupos', grupos: [grupoBorrado.id, 999_999] }));
    expect(g.statusCode).toBe(400);
    expect(g.json().message).toBe(`No existen los grupos: ${grupoBorrado.id}, 999999.`);
    expect((await db().select().from(novedad)).length).toBe(antes);
  });

  it('quien no es editor recibe 403 en cada llamada de edición', async () => {
    const n = await crear();
    const llamadasEdicion: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', '/api/v1/novedad', datos()],
      ['PUT', `/api/v1/novedad/${n.id}`, datos()],
      ['DELETE', `/api/v1/novedad/${n.id}`, undefined],
      ['PUT', `/api/v1/novedad/${n.id}/publicar`, { publicada: false }],
      ['PUT', `/api/v1/novedad/${n.id}/fijar`, { fijada: true }],
    ];
    for (const [metodo, url, cuerpo] of llamadasEdicion) {
      const r = await api.enviar(metodo, url, tkLector, cuerpo);
      expect(r.statusCode, `${metodo} ${url}`).toBe(403);
      expect(r.json().message).toBe('No tiene permiso para realizar esta acción.');
    }
    expect((await api.get('/api/v1/administrador_novedades', tkLector)).statusCode).toBe(403);
    expect((await api.get('/api/v1/novedades/audiencias', tkLector)).statusCode).toBe(403);
    expect((await api.get(`/api/v1/novedad/${n.id}`, tkLector)).json().data).toMatchObject({ titulo: n.titulo, fijada: false });
  });
});

describe('cuerpo: limpieza en el servidor y videos de YouTube', () => {
  it('quita scripts, manejadores de eventos, enlaces javascript: y estilos; conserva el resto', async () => {
    const d = await crear({
      cuerpo: [
        '<h1>Título interno</h1>',
        '<p style="color:red" onclick="robar()">Texto <em>importante</em><script>alert(1)</script></p>',
        '<p><a href="javascript:alert(1)">trampa</a> y <a href="https://www.argentina.gob.ar/salud">Ministerio</a> y <a href="mailto:rrhh@worknet.local">RRHH</a></p>',
        '<ul><li>uno</li><li>dos</li></ul><img src="x" onerror="robar()"><img src="https://evil.example/a.png">',
        '<iframe src="https://evil.example/"></iframe><svg onload="robar()"><circle/></svg><object data="x"></object>',
      ].join(''),
    });
    expect(d.cuerpo).toBe(
      '<h2>Título interno</h2><p>Texto <em>importante</em></p>' +
        '<p>trampa y <a href="https://www.argentina.gob.ar/salud" target="_blank" rel="noopener noreferrer">Ministerio</a> y <a href="mailto:rrhh@worknet.local">RRHH</a></p>' +
        '<ul><li>uno</li><li>dos</li></ul>',
    );
    const [fila] = await db().select().from(novedad).where(eq(novedad.id, d.id));
    expect(fila!.cuerpo).toBe(d.cuerpo);
  });

  it('un párrafo con un enlace de YouTube (texto o <a>) y todo <a> a YouTube se vuelven videos incrustados', async () => {
    const d = await crear({
      cuerpo:
        '<p>https://youtu.be/dQw4w9WgXcQ?t=90</p>' +
        '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;list=PLabc123">https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;list=PLabc123</a></p>' +
        '<p>Mirá <a href="https://www.youtube.com/shorts/dQw4w9WgXcQ">este corto</a>.</p>' +
        '<p>https://vimeo.com/12345</p>',
    });
    const iframes = [...(d.cuerpo as string).matchAll(/<iframe src="([^"]+)" title="Video de YouTube"/g)].map((m) => m[1]);
    expect(iframes).toEqual([
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?list=PLabc123',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]);
    expect(d.cuerpo).toContain('<p>https://vimeo.com/12345</p>');
    expect(d.cuerpo).not.toContain('<a href="https://www.youtube.com');
  });

  it('un iframe de YouTube ya incrustado se conserva con su enlace normalizado', async () => {
    const d = await crear({ cuerpo: '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5" onload="x()" width="9999"></iframe>' });
    expect(d.cuerpo).toMatch(/^<iframe src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?start=5" title="Video de YouTube"[^>]*><\/iframe>$/);
    expect(d.cuerpo).not.toContain('onload');
  });

  it('el campo video se guarda como enlace embed', async () => {
    const d = await crear({ video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s' });
    expect(d.video_url).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?start=65');
  });
});

describe('GET /api/v1/novedad/{id}', () => {
  it('el editor ve cualquier novedad no eliminada (también borradores y de otras audiencias); el lector, 403 igual que si no existiera (regla de la ruta)', async () => {
    const borrador = await crear({ publicada: false, audiencia: 'sectores', sectores: [sectorB] });
    expect((await api.get(`/api/v1/novedad/${borrador.id}`, tkEditor)).json().data).toMatchObject({ id: borrador.id, estado: 'borrador' });
    const oculta = await api.get(`/api/v1/novedad/${borrador.id}`, tkLector);
    const inexistente = await api.get('/api/v1/novedad/999999', tkLector);
    expect(oculta.statusCode).toBe(403);
    expect(inexistente.statusCode).toBe(403);
    expect(oculta.json().message).toBe(inexistente.json().message);
    expect((await api.get('/api/v1/novedad/abc', tkLector)).statusCode).toBe(400);
  });
});

describe('PUT /api/v1/novedad/{id}', () => {
  it('reemplaza los datos y la audiencia, conserva la fecha de una publicada y audita antes y después', async () => {
    const n = await crear({ titulo: 'Original', audiencia: 'sectores', sectores: [sectorA] });
    const r = await api.enviar('PUT', `/api/v1/novedad/${n.id}`, tkEditor, {
      titulo: 'Corregida',
      audiencia: 'sectores',
      sectores: [sectorB],
      publicada: true,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Novedad actualizada.',
      data: { titulo: 'Corregida', fecha_publicacion: n.fecha_publicacion, audiencia: { sectores: [{ id: sectorB }] } },
    });
    const [, editada] = await auditoriaDe(db(), n.id);
    expect(editada).toMatchObject({
      accion: 'editar',
      antes: { titulo: 'Original', sectores: [sectorA] },
      despues: { titulo: 'Corregida', sectores: [sectorB] },
    });
    expect(ids(await api.get('/api/v1/novedades?limit=50', tkLector))).not.toContain(n.id);
  });

  it('una inexistente o eliminada da 404', async () => {
    expect((await api.enviar('PUT', '/api/v1/novedad/999999', tkEditor, datos())).statusCode).toBe(404);
    const n = await crear();
    await api.enviar('DELETE', `/api/v1/novedad/${n.id}`, tkEditor);
    expect((await api.enviar('PUT', `/api/v1/novedad/${n.id}`, tkEditor, datos())).statusCode).toBe(404);
  });
});

describe('publicar, programar, fijar y eliminar', () => {
  it('publicar sin fecha publica ahora; con fecha futura programa; despublicar vuelve a borrador; todo auditado', async () => {
    const n = await crear({ publicada: false });
    const futura = new Date(Date.now() + 86_400_000).toISOString();
    const programar = await api.enviar('PUT', `/api/v1/novedad/${n.id}/publicar`, tkEditor, { publicada: true, fecha_publicacion: futura });
    expect(programar.json()).toMatchObject({ message: 'Publicación programada.', data: { estado: 'programada', fecha_publicacion: futura } });
    expect(ids(await api.get('/api/v1/novedades?limit=50', tkLector))).not.toContain(n.id);

    const ahora = await api.enviar('PUT', `/api/v1/novedad/${n.id}/publicar`, tkEditor, { publicada: true });
    expect(ahora.json()).toMatchObject({ message: 'Novedad publicada.', data: { estado: 'publicada' } });
    expect(ids(await api.get('/api/v1/novedades?limit=50', tkLector))).toContain(n.id);

    const baja = await api.enviar('PUT', `/api/v1/novedad/${n.id}/publicar`, tkEditor, { publicada: false });
    expect(baja.json()).toMatchObject({ message: 'La novedad volvió a borrador.', data: { estado: 'borrador' } });
    expect(ids(await api.get('/api/v1/novedades?limit=50', tkLector))).not.toContain(n.id);
    expect((await auditoriaDe(db(), n.id)).map((a) => a.accion)).toEqual(['crear', 'publicar', 'publicar', 'despublicar']);

    expect((await api.enviar('PUT', `/api/v1/novedad/${n.id}/publicar`, tkEditor, {})).statusCode).toBe(400);
    expect((await api.enviar('PUT', `/api/v1/novedad/${n.id}/publicar`, tkEditor, { publicada: true, fecha_publicacion: 'mañana' })).statusCode).toBe(400);
  });

  it('fijar la pone delante de todas las no fijadas; desfijar la devuelve a su lugar', async () => {
    const s = (await crearSector(db())).sector.id;
    const lector = await crearUsuario(db(), { sectores: [s] });
    const tk = await iniciarSesion(t.app, lector.username);
    const vieja = await crear({ audiencia: 'sectores', sectores: [s], fecha_publicacion: new Date(Date.now() - 86_400_000 * 400).toISOString() });
    const nueva = await crear({ audiencia: 'sectores', sectores: [s] });
    const feed = async () => (await api.get('/api/v1/novedades?limit=50', tk)).json().data as { id: number; fijada: boolean }[];
    const orden = async () => (await feed()).map((n) => n.id).filter((id) => id === vieja.id || id === nueva.id);
    expect(await orden()).toEqual([nueva.id, vieja.id]);
    const r = await api.enviar('PUT', `/api/v1/novedad/${vieja.id}/fijar`, tkEditor, { fijada: true });
    expect(r.json()).toMatchObject({ message: 'Novedad fijada.', data: { fijada: true } });
    expect(await orden()).toEqual([vieja.id, nueva.id]);
    const tarjetas = await feed();
    const primeraSinFijar = tarjetas.findIndex((n) => !n.fijada);
    expect(tarjetas.findIndex((n) => n.id === vieja.id)).toBeLessThan(primeraSinFijar);
    await api.enviar('PUT', `/api/v1/novedad/${vieja.id}/fijar`, tkEditor, { fijada: false });
    expect(await orden()).toEqual([nueva.id, vieja.id]);
    expect((await auditoriaDe(db(), vieja.id)).map((a) => a.accion)).toEqual(['crear', 'fijar', 'desfijar']);
    expect((await api.enviar('PUT', `/api/v1/novedad/${vieja.id}/fijar`, tkEditor, { fijada: 'sí' })).statusCode).toBe(400);
  });

  it('eliminar es lógico, se audita y una segunda vez da 404', async () => {
    const n = await crear();
    const r = await api.enviar('DELETE', `/api/v1/novedad/${n.id}`, tkEditor);
    expect(r.json()).toMatchObject({ success: true, message: 'Novedad eliminada.' });
    const [fila] = await db().select().from(novedad).where(eq(novedad.id, n.id));
    expect(fila!.deleted_at).not.toBeNull();
    expect((await auditoriaDe(db(), n.id)).map((a) => a.accion)).toEqual(['crear', 'eliminar']);
    expect((await api.enviar('DELETE', `/api/v1/novedad/${n.id}`, tkEditor)).statusCode).toBe(404);
    expect((await api.get(`/api/v1/novedad/${n.id}`, tkEditor)).statusCode).toBe(404);
  });
});
