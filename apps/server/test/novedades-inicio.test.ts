import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../src/platform/audit/audit.table';
import { grupo } from '../src/modules/grupos/grupos.table';
import { novedad } from '../src/modules/novedades/novedades.table';
import type { Prueba } from './app-de-prueba';
import { crearSector, crearUsuario, iniciarSesion, type UsuarioDePrueba } from './factories';
import { crearGrupo, crearNovedad, escenarioNovedades, ids, type Llamadas } from './novedades-apoyo';

// The news API, reading lists: the home feed, the editors' list, audience options, the
// institutional page and the OpenAPI document.

let t: Prueba;
let editor: UsuarioDePrueba;
let tkEditor: string;
let tkLector: string;
let tkSinPermisos: string;
let sectorA: number;
let sectorB: number;
let api: Llamadas;

beforeAll(async () => {
  ({ t, api, editor, tkEditor, tkLector, tkSinPermisos, sectorA, sectorB } = await escenarioNovedades());
});
afterAll(() => t.cerrar());

const db = () => t.database.db;
const crear = (o: Record<string, unknown> = {}) => crearNovedad(api, tkEditor, o);

describe('GET /api/v1/novedades (el inicio)', () => {
  let u: { sectorC: number; tk: string; otroTk: string; id: number };
  beforeAll(async () => {
    const sectorC = (await crearSector(db())).sector.id;
    const otro = (await crearSector(db())).sector.id;
    const lector = await crearUsuario(db(), { sectores: [sectorC] });
    const ajeno = await crearUsuario(db(), { sectores: [otro] });
    u = { sectorC, id: lector.id, tk: await iniciarSesion(t.app, lector.username), otroTk: await iniciarSesion(t.app, ajeno.username) };
  });

  it('cada lector ve lo que es para todos, para su sector y para sus grupos (manuales, por sector o por rol); nada más', async () => {
    const porSector = await crear({ titulo: 'Para el sector C', audiencia: 'sectores', sectores: [u.sectorC] });
    const otroSector = await crear({ titulo: 'Para otro sector', audiencia: 'sectores', sectores: [sectorB] });
    const grupoManual = await crearGrupo(db(), { usuarios: [u.id] });
    const grupoPorSector = await crearGrupo(db(), { sectores: [u.sectorC] });
    const grupoAjeno = await crearGrupo(db(), { sectores: [sectorB] });
    const grupoPorRol = await crearGrupo(db(), { roles: ['Comunicación'] });
    const paraGrupo = await crear({ audiencia: 'grupos', grupos: [grupoManual.id] });
    const paraGrupoSector = await crear({ audiencia: 'grupos', grupos: [grupoAjeno.id, grupoPorSector.id] });
    const paraGrupoAjeno = await crear({ audiencia: 'grupos', grupos: [grupoAjeno.id] });
    const paraGrupoRol = await crear({ audiencia: 'grupos', grupos: [grupoPorRol.id] });
    const todos = await crear({ titulo: 'Para todos' });

    const mios = ids(await api.get('/api/v1/novedades?limit=50', u.tk));
    expect(mios).toEqual(expect.arrayContaining([porSector.id, paraGrupo.id, paraGrupoSector.id, todos.id]));
    expect(mios).not.toContain(otroSector.id);
    expect(mios).not.toContain(paraGrupoAjeno.id);
    expect(mios).not.toContain(paraGrupoRol.id);
    // The editor holds the role Comunicación: the group reaches them through it.
    expect(ids(await api.get('/api/v1/novedades?limit=50', tkEditor))).toContain(paraGrupoRol.id);

    const ajenos = ids(await api.get('/api/v1/novedades?limit=50', u.otroTk));
    expect(ajenos).toContain(todos.id);
    for (const n of [porSector, otroSector, paraGrupo, paraGrupoSector, paraGrupoAjeno, paraGrupoRol]) expect(ajenos).not.toContain(n.id);

    // A group deleted later reaches nobody.
    await db().update(grupo).set({ deleted_at: new Date() }).where(eq(grupo.id, grupoManual.id));
    expect(ids(await api.get('/api/v1/novedades?limit=50', u.tk))).not.toContain(paraGrupo.id);
  });

  it('lo programado aparece recién cuando llega su fecha; borradores y eliminadas nunca', async () => {
    const programada = await crear({ fecha_publicacion: new Date(Date.now() + 3_600_000).toISOString() });
    const borrador = await crear({ publicada: false });
    const eliminada = await crear();
    expect((await api.enviar('DELETE', `/api/v1/novedad/${eliminada.id}`, tkEditor)).statusCode).toBe(200);
    const vistos = ids(await api.get('/api/v1/novedades?limit=50', u.tk));
    for (const n of [programada, borrador, eliminada]) expect(vistos).not.toContain(n.id);
    for (const n of [programada, borrador, eliminada]) expect((await api.get(`/api/v1/novedad/${n.id}`, u.tk)).statusCode).toBe(403);

    await db()
      .update(novedad)
      .set({ fecha_publicacion: new Date(Date.now() - 1000) })
      .where(eq(novedad.id, programada.id));
    expect(ids(await api.get('/api/v1/novedades?limit=50', u.tk))).toContain(programada.id);
  });

  it('fijadas primero, después la más nueva; pagina con skip, limit y total', async () => {
    const lector = await crearUsuario(db(), { sectores: [(await crearSector(db())).sector.id] });
    const tk = await iniciarSesion(t.app, lector.username);
    const total = (await api.get('/api/v1/novedades', tk)).json().total as number;
    const hace = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
    const vieja = await crear({ fecha_publicacion: hace(30) });
    const nueva = await crear({ fecha_publicacion: hace(1) });
    const fijadaVieja = await crear({ fecha_publicacion: hace(60), fijada: true });
    const primera = await api.get('/api/v1/novedades?limit=3', tk);
    expect(primera.json().total).toBe(total + 3);
    // Other pinned items of this file may sit above; among these three the order is fixed.
    const orden = ids(await api.get(`/api/v1/novedades?limit=${total + 3}`, tk)).filter((id: number) => [vieja.id, nueva.id, fijadaVieja.id].includes(id));
    expect(orden).toEqual([fijadaVieja.id, nueva.id, vieja.id]);
    const pagina = await api.get('/api/v1/novedades?skip=1&limit=2', tk);
    expect(pagina.json().data).toHaveLength(2);
    expect(ids(pagina)).toEqual(ids(await api.get('/api/v1/novedades?limit=3', tk)).slice(1, 3));
    expect(pagina.json().total).toBe(total + 3);
    // Past the end: no rows, and still the total.
    expect((await api.get(`/api/v1/novedades?skip=${total + 3}&limit=5`, tk)).json()).toMatchObject({ data: [], total: total + 3 });
    expect((await api.get('/api/v1/novedades?limit=501', tk)).statusCode).toBe(400); // LIMITE_PAGINA, as every list
    expect((await api.get('/api/v1/novedades?skip=-1', tk)).statusCode).toBe(400);
  });

  it('cada tarjeta trae el resumen recortado con elipsis (o el comienzo del texto), la fecha y la audiencia', async () => {
    const largo = `${'La campaña de vacunación llega a todos los establecimientos del grupo. '.repeat(5)}`.trim();
    const conResumen = await crear({ resumen: largo, audiencia: 'sectores', sectores: [u.sectorC] });
    const sinResumen = await crear({ cuerpo: '<h2>Horarios</h2><p>Lunes a viernes &amp; sábados.</p>' });
    const tarjetas = (await api.get('/api/v1/novedades?limit=50', u.tk)).json().data as {
      id: number;
      resumen: string;
      audiencia: unknown;
      fecha_publicacion: string;
    }[];
    const a = tarjetas.find((x) => x.id === conResumen.id)!;
    expect(Array.from(a.resumen).length).toBeLessThanOrEqual(200);
    expect(a.resumen.endsWith('…')).toBe(true);
    expect(largo.startsWith(a.resumen.slice(0, -1))).toBe(true);
    expect(a.audiencia).toMatchObject({ tipo: 'sectores', sectores: [{ id: u.sectorC }] });
    expect(a.fecha_publicacion).toBe(conResumen.fecha_publicacion);
    expect(tarjetas.find((x) => x.id === sinResumen.id)!.resumen).toBe('Horarios Lunes a viernes & sábados.');
  });

  it('sin token: 401', async () => {
    expect((await api.get('/api/v1/novedades')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/administrador_novedades', () => {
  it('busca sin acentos ni mayúsculas, filtra por estado, ordena y pagina', async () => {
    const marca = `Ñandú${Math.random().toString(36).slice(2, 6)}`;
    const publicada = await crear({ titulo: `Vacunación ${marca} A` });
    const programada = await crear({ titulo: `Vacunación ${marca} B`, fecha_publicacion: new Date(Date.now() + 3_600_000).toISOString() });
    const borrador = await crear({ titulo: `Otra cosa`, resumen: `Vacunación ${marca}`, publicada: false });
    const buscar = (q: string) =>
      api.get(
        `/api/v1/administrador_novedades?filter=${encodeURIComponent(`vacunacion ${marca.toLowerCase().replace('ñ', 'n').replace('ú', 'u')}`)}${q}`,
        tkEditor,
      );
    const todas = await buscar('');
    expect(todas.json().total).toBe(3);
    expect(ids(todas)).toEqual([borrador.id, programada.id, publicada.id]);
    expect(todas.json().data.map((f: { estado: string }) => f.estado)).toEqual(['borrador', 'programada', 'publicada']);
    expect(ids(await buscar('&estado=publicada'))).toEqual([publicada.id]);
    expect(ids(await buscar('&estado=programada'))).toEqual([programada.id]);
    expect(ids(await buscar('&estado=borrador'))).toEqual([borrador.id]);
    expect(ids(await buscar('&sortBy=titulo'))).toEqual([borrador.id, publicada.id, programada.id]);
    expect(ids(await buscar('&sortBy=titulo&descending=true'))).toEqual([programada.id, publicada.id, borrador.id]);
    const pagina = await buscar('&skip=1&limit=1');
    expect(pagina.json()).toMatchObject({ total: 3, data: [{ id: programada.id, autor: { id: editor.id } }] });
    expect((await api.get('/api/v1/administrador_novedades?estado=archivada', tkEditor)).statusCode).toBe(400);
    expect((await api.get('/api/v1/administrador_novedades?sortBy=cuerpo', tkEditor)).statusCode).toBe(400);
  });

  it('las eliminadas no aparecen', async () => {
    const n = await crear({ titulo: `Eliminable ${Math.random().toString(36).slice(2, 8)}` });
    await api.enviar('DELETE', `/api/v1/novedad/${n.id}`, tkEditor);
    expect((await api.get(`/api/v1/administrador_novedades?filter=${encodeURIComponent(n.titulo)}`, tkEditor)).json().total).toBe(0);
  });
});

describe('GET /api/v1/novedades/audiencias', () => {
  it('da al editor los sectores y grupos vigentes para elegir (sin necesitar admin.grupo.ver)', async () => {
    const vigente = await crearGrupo(db());
    const borrado = await crearGrupo(db(), { borrado: true });
    const r = await api.get('/api/v1/novedades/audiencias', tkEditor);
    expect(r.statusCode).toBe(200);
    const { sectores, grupos } = r.json().data;
    expect(sectores).toContainEqual({ value: sectorA, label: expect.stringMatching(/^Guardia — /) });
    expect(grupos).toContainEqual({ value: vigente.id, label: vigente.nombre });
    expect(grupos.map((g: { value: number }) => g.value)).not.toContain(borrado.id);
  });
});

describe('/api/v1/informacion', () => {
  it('todos leen el texto inicial; el editor con permiso lo cambia limpio y auditado', async () => {
    const inicial = await api.get('/api/v1/informacion', tkSinPermisos);
    expect(inicial.statusCode).toBe(200);
    expect(inicial.json().data).toMatchObject({ titulo: 'Información institucional', updated_at: null, actualizado_por: null });
    expect(inicial.json().data.cuerpo).toContain('<h2>Bienvenida a Worknet</h2>');

    expect((await api.enviar('PUT', '/api/v1/informacion', tkSinPermisos, { cuerpo: '<p>x</p>' })).statusCode).toBe(403);
    const r = await api.enviar('PUT', '/api/v1/informacion', tkEditor, {
      titulo: 'Quiénes somos',
      cuerpo: '<p onclick="x()">Somos un grupo de salud.</p><script>x()</script>',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Información actualizada.',
      data: { titulo: 'Quiénes somos', cuerpo: '<p>Somos un grupo de salud.</p>', actualizado_por: `Persona ${editor.username}` },
    });
    expect((await api.get('/api/v1/informacion', tkLector)).json().data.cuerpo).toBe('<p>Somos un grupo de salud.</p>');
    const audit = await db().select().from(auditoria).where(eq(auditoria.entidad, 'pagina_institucional'));
    expect(audit.at(-1)).toMatchObject({
      accion: 'editar',
      usuario_id: editor.id,
      despues: { titulo: 'Quiénes somos', cuerpo: '<p>Somos un grupo de salud.</p>' },
    });

    expect((await api.enviar('PUT', '/api/v1/informacion', tkEditor, {})).statusCode).toBe(400);
    expect((await api.enviar('PUT', '/api/v1/informacion', tkEditor, { cuerpo: 'x', titulo: ' ' })).statusCode).toBe(400);
  });
});

describe('documentación OpenAPI', () => {
  it('describe las llamadas de novedades con sus esquemas', async () => {
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/novedades',
        '/api/v1/novedades/audiencias',
        '/api/v1/novedad',
        '/api/v1/novedad/{id}',
        '/api/v1/novedad/{id}/publicar',
        '/api/v1/novedad/{id}/fijar',
        '/api/v1/administrador_novedades',
        '/api/v1/informacion',
      ]),
    );
    expect(JSON.stringify(paths['/api/v1/novedad']!.post!.requestBody)).toContain('titulo');
  });
});
