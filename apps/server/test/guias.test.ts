import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filasDe } from '../src/platform/db/sql';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { conSesionPropia, crearSector, primerIdDeCatalogo } from './factories';
import { formulario, PDF, png } from './media-apoyo';
import { peticiones } from './peticion';

// Guides and protocols (issue 22 item 5): versions, confirming the current one, a new
// version asks again, who reaches which guide, who has not read, bad bodies, sanitised HTML
// and PDF versions through media.

let t: Prueba;
const api = peticiones(() => t);
let sectorA: number;
let sectorB: number;
let tipo: number;
let admin: { id: number; token: string };
let emp: { id: number; token: string };
let emp2: { id: number; token: string };
let ajeno: { id: number; token: string };

const sesion = (items: string[], sectores: number[]) => conSesionPropia(t, { items, sectores });

beforeAll(async () => {
  t = await appDePrueba();
  const db = t.database.db;
  sectorA = (await crearSector(db, { nombre: 'Internación A' })).sector.id;
  sectorB = (await crearSector(db, { nombre: 'Guardia B' })).sector.id;
  tipo = await primerIdDeCatalogo(db, 'tipo_guias');
  admin = await sesion(['Administrador'], []);
  emp = await sesion(['Empleado'], [sectorA]);
  emp2 = await sesion(['Empleado'], [sectorA]);
  ajeno = await sesion(['Empleado'], [sectorB]);
});
afterAll(() => t.cerrar());

async function nuevaGuia(o: Record<string, unknown> = {}) {
  const r = await api.post('/api/v1/admin/guias', admin.token, {
    titulo: 'Lavado de manos',
    tipo_id: tipo,
    sector_ids: [sectorA],
    version: { formato: 'texto', contenido: '<p>Paso 1: <strong>agua y jabón</strong>.</p>' },
    ...o,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; version: { id: number; numero: number } | null };
}

const mensajes = async (usuarioId: number, guiaId: number) =>
  filasDe<{ titulo: string; texto: string }>(
    await t.database.db.execute(sql`select titulo, texto from mensaje_sistema where usuario_id = ${usuarioId} and enlace = ${`/guias/${guiaId}`} order by id`),
  );

describe('versiones y lectura', () => {
  it('v1: el empleado del sector la ve pendiente, la lee y confirma; v2 la vuelve pendiente; el admin ve quién no leyó', async () => {
    const g = await nuevaGuia();
    expect(g.version).toMatchObject({ numero: 1 });
    // The audience hears of it.
    expect((await mensajes(emp.id, g.id)).map((m) => m.titulo)).toEqual(['Nueva guía: Lavado de manos']);
    expect(await mensajes(ajeno.id, g.id)).toEqual([]);

    const lista = await api.get('/api/v1/guias?limit=500', emp.token);
    expect(lista.statusCode, lista.body).toBe(200);
    const fila = lista.json().data.find((x: { id: number }) => x.id === g.id);
    expect(fila).toMatchObject({ titulo: 'Lavado de manos', leida_at: null, version: { numero: 1, formato: 'texto' }, sectores: [{ id: sectorA }] });

    const leer = await api.get(`/api/v1/guias/${g.id}`, emp.token);
    expect(leer.statusCode).toBe(200);
    expect(leer.json().data.version.contenido).toBe('<p>Paso 1: <strong>agua y jabón</strong>.</p>');

    const conf = await api.post(`/api/v1/guias/${g.id}/leida`, emp.token, {});
    expect(conf.statusCode, conf.body).toBe(200);
    expect(conf.json().message).toBe('Confirmó la lectura de la versión 1.');
    expect(conf.json().data.leida_at).not.toBeNull();
    // Idempotent.
    const otra = await api.post(`/api/v1/guias/${g.id}/leida`, emp.token, {});
    expect(otra.statusCode).toBe(200);
    expect(otra.json().message).toBe('Ya había confirmado la lectura de la versión 1.');
    expect(filasDe(await t.database.db.execute(sql`select id from guia_lectura where usuario_id = ${emp.id}`))).toHaveLength(1);

    const pendientes = await api.get('/api/v1/guias?pendientes=true&limit=500', emp.token);
    expect(pendientes.json().data.map((x: { id: number }) => x.id)).not.toContain(g.id);

    // Who read: emp yes, emp2 not.
    const lect = await api.get(`/api/v1/admin/guias/${g.id}/lecturas?limit=500`, admin.token);
    expect(lect.statusCode, lect.body).toBe(200);
    const porId = new Map(lect.json().data.map((x: { usuario_id: number; leida_at: string | null }) => [x.usuario_id, x.leida_at]));
    expect(porId.get(emp.id)).not.toBeNull();
    expect(porId.get(emp2.id)).toBeNull();
    expect(porId.has(ajeno.id)).toBe(false);
    const sinLeer = await api.get(`/api/v1/admin/guias/${g.id}/lecturas?pendientes=true&limit=500`, admin.token);
    expect(sinLeer.json().data.map((x: { usuario_id: number }) => x.usuario_id)).toEqual([emp2.id]);
    const adm = (await api.get(`/api/v1/admin/guias/${g.id}`, admin.token)).json().data;
    expect(adm).toMatchObject({ lectores: 2, leyeron: 1, porcentaje: 50 });

    // v2: pending again for everybody, and the audience hears what changed.
    const v2 = await api.post(`/api/v1/admin/guias/${g.id}/versiones`, admin.token, {
      formato: 'texto',
      contenido: '<p>Paso 1 y paso 2.</p>',
      cambios: 'Se agregó el paso 2.',
    });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json().message).toBe('Versión 2 publicada: todos deben volver a confirmar la lectura.');
    expect(v2.json().data).toMatchObject({ version: { numero: 2, cambios: 'Se agregó el paso 2.' }, leyeron: 0, porcentaje: 0 });
    const despues = (await api.get(`/api/v1/guias/${g.id}`, emp.token)).json().data;
    expect(despues).toMatchObject({ leida_at: null, version: { numero: 2 } });
    expect((await mensajes(emp.id, g.id)).at(-1)?.texto).toContain('Qué cambió: Se agregó el paso 2.');

    // History: both versions, the old one readable by the admin.
    const hist = await api.get(`/api/v1/admin/guias/${g.id}/versiones`, admin.token);
    expect(hist.json().data.map((v: { numero: number; actual: boolean; leyeron: number }) => [v.numero, v.actual, v.leyeron])).toEqual([
      [2, true, 0],
      [1, false, 1],
    ]);
    expect(hist.json().data[1].contenido).toContain('agua y jabón');

    // Renaming it keeps its versions and readings.
    const editada = await api.put(`/api/v1/admin/guias/${g.id}`, admin.token, { titulo: 'Lavado de manos (OMS)', tipo_id: tipo, sector_ids: [sectorA] });
    expect(editada.statusCode, editada.body).toBe(200);
    expect(editada.json().data).toMatchObject({ titulo: 'Lavado de manos (OMS)' });
    expect((await api.get(`/api/v1/guias/${g.id}`, emp.token)).json().data).toMatchObject({ titulo: 'Lavado de manos (OMS)', version: { numero: 2 } });

    const auditoria = filasDe<{ entidad: string; accion: string }>(
      await t.database.db.execute(
        sql`select entidad, accion from auditoria where (entidad = 'guia' and entidad_id = ${String(g.id)}) or entidad in ('guia_version', 'guia_lectura') order by id`,
      ),
    );
    expect(auditoria).toEqual(
      expect.arrayContaining([
        { entidad: 'guia', accion: 'crear' },
        { entidad: 'guia', accion: 'editar' },
        { entidad: 'guia_version', accion: 'crear' },
        { entidad: 'guia_lectura', accion: 'crear' },
      ]),
    );
  });

  it('alguien de otro sector no la ve ni la lee (404); una guía para todos sí; una eliminada deja de verse', async () => {
    const g = await nuevaGuia({ titulo: 'Protocolo de caídas' });
    const lista = await api.get('/api/v1/guias?limit=500', ajeno.token);
    expect(lista.json().data.map((x: { id: number }) => x.id)).not.toContain(g.id);
    for (const [m, url] of [
      ['GET', `/api/v1/guias/${g.id}`],
      ['POST', `/api/v1/guias/${g.id}/leida`],
      ['GET', '/api/v1/guias/999999'],
    ] as const) {
      const r = await api.pedir(m, url, ajeno.token, m === 'POST' ? {} : undefined);
      expect(r.statusCode, `${m} ${url}`).toBe(404);
      expect(r.json().message).toMatch(/^No existe la guía \d+\.$/);
    }

    const todos = await nuevaGuia({ titulo: 'Código de vestimenta', sector_ids: [] });
    expect((await api.get(`/api/v1/guias/${todos.id}`, ajeno.token)).statusCode).toBe(200);

    // A guide without a published version is not for readers yet.
    const borrador = await nuevaGuia({ titulo: 'Borrador', version: undefined });
    expect(borrador.version).toBeNull();
    expect((await api.get(`/api/v1/guias/${borrador.id}`, emp.token)).statusCode).toBe(404);

    expect((await api.delete(`/api/v1/admin/guias/${g.id}`, admin.token)).statusCode).toBe(200);
    expect((await api.get(`/api/v1/guias/${g.id}`, emp.token)).statusCode).toBe(404);
    expect((await api.get(`/api/v1/admin/guias/${g.id}`, admin.token)).statusCode).toBe(404);
  });

  it('opciones: los tipos para todos; los sectores sólo para quien administra', async () => {
    const lector = (await api.get('/api/v1/guias/opciones', emp.token)).json().data;
    expect(lector.tipos.length).toBeGreaterThan(0);
    expect(lector.sectores).toEqual([]);
    const adm = (await api.get('/api/v1/guias/opciones', admin.token)).json().data;
    expect(adm.sectores.map((x: { value: number }) => x.value)).toEqual(expect.arrayContaining([sectorA, sectorB]));
  });

  it('un empleado no administra guías (403)', async () => {
    expect((await api.get('/api/v1/admin/guias', emp.token)).statusCode).toBe(403);
    expect((await api.post('/api/v1/admin/guias', emp.token, { titulo: 'x', tipo_id: tipo })).statusCode).toBe(403);
  });
});

describe('datos inválidos', () => {
  it('cuerpos malos se rechazan con su mensaje', async () => {
    const casos: [unknown, RegExp][] = [
      [{ tipo_id: tipo }, /Indique el título/],
      [{ titulo: 'x' }, /Elija el tipo de guía/],
      [{ titulo: 'x', tipo_id: 999999 }, /No existe el tipo de guía 999999/],
      [{ titulo: 'x', tipo_id: tipo, sector_ids: [999999] }, /No existe el sector 999999/],
      [{ titulo: 'x', tipo_id: tipo, version: { formato: 'texto' } }, /Escriba el contenido de la guía/],
      [{ titulo: 'x', tipo_id: tipo, version: { formato: 'pdf' } }, /Adjunte el PDF de la guía/],
      [{ titulo: 'x', tipo_id: tipo, version: { formato: 'word', contenido: 'a' } }, /El formato es texto o pdf/],
      [{ titulo: 'x', tipo_id: tipo, version: { formato: 'texto', contenido: '<script>alert(1)</script>' } }, /quedó vacío/],
    ];
    for (const [body, mensaje] of casos) {
      const r = await api.post('/api/v1/admin/guias', admin.token, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatch(mensaje);
    }
    // Nothing half-written: the failed version rolled the guide back.
    expect(filasDe(await t.database.db.execute(sql`select id from guia where titulo = 'x'`))).toEqual([]);
  });

  it('el HTML se sanea como el de las novedades', async () => {
    const g = await nuevaGuia({
      titulo: 'Higiene',
      version: { formato: 'texto', contenido: '<h1>Título</h1><p onclick="x()">Texto<script>alert(1)</script> <a href="javascript:alert(1)">enlace</a></p>' },
    });
    const html = (await api.get(`/api/v1/guias/${g.id}`, emp.token)).json().data.version.contenido as string;
    expect(html).toBe('<h2>Título</h2><p>Texto enlace</p>');
  });
});

describe('versiones en PDF', () => {
  const tipoMedia = async () =>
    filasDe<{ id: number }>(await t.database.db.execute(sql`select id from recurso_media_tipo where modulo = 'tareas' and modelo = 'guia_version'`))[0]!.id;
  const subir = async (token: string, archivo: { nombre: string; datos: Buffer; tipo: string }) =>
    api.post('/api/v1/recurso_media_worknet', token, formulario({ tipo_id: await tipoMedia(), modulo: 'tareas', modelo: 'guia_version' }, archivo));

  it('una versión PDF exige un PDF propio; el lector recibe el enlace firmado y el de otro sector no lo descarga', async () => {
    const g = await nuevaGuia({ titulo: 'Manual del desfibrilador', version: undefined });
    // Only administrators upload.
    expect((await subir(emp.token, { nombre: 'm.pdf', datos: PDF, tipo: 'application/pdf' })).statusCode).toBe(403);
    const imagen = await subir(admin.token, { nombre: 'foto.png', datos: await png(20, 20), tipo: 'image/png' });
    expect(imagen.statusCode, imagen.body).toBe(200);
    const conImagen = await api.post(`/api/v1/admin/guias/${g.id}/versiones`, admin.token, { formato: 'pdf', archivo_id: imagen.json().data.id });
    expect(conImagen.statusCode).toBe(400);
    expect(conImagen.json().message).toBe('El archivo de la guía debe ser un PDF.');

    const pdf = await subir(admin.token, { nombre: 'manual.pdf', datos: PDF, tipo: 'application/pdf' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const r = await api.post(`/api/v1/admin/guias/${g.id}/versiones`, admin.token, {
      formato: 'pdf',
      archivo_id: pdf.json().data.id,
      cambios: 'Primera edición',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Versión 1 publicada.');

    // The same file cannot be attached twice.
    const repetido = await api.post(`/api/v1/admin/guias/${g.id}/versiones`, admin.token, { formato: 'pdf', archivo_id: pdf.json().data.id });
    expect(repetido.statusCode).toBe(400);

    const d = (await api.get(`/api/v1/guias/${g.id}`, emp.token)).json().data;
    expect(d.version).toMatchObject({ formato: 'pdf', contenido: null, archivo: { nombre: 'manual.pdf', content_type: 'application/pdf' } });
    const descarga = await api.get(d.version.archivo.url);
    expect(descarga.statusCode).toBe(200);
    expect(descarga.headers['content-type']).toBe('application/pdf');
    // Without the signed link, the reader's token reaches it and another sector's does not.
    const id = d.version.archivo.id as number;
    expect((await api.get(`/api/v1/recurso_media/${id}/archivo`, emp.token)).statusCode).toBe(200);
    expect([403, 404]).toContain((await api.get(`/api/v1/recurso_media/${id}/archivo`, ajeno.token)).statusCode);
  });
});
