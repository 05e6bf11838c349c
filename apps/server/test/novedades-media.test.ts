import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recursoMedia } from '../src/modules/media/media.table';
import { novedad } from '../src/modules/novedades/novedades.table';
import type { Prueba } from './app-de-prueba';
import { crearSector, crearUsuario, iniciarSesion } from './factories';
import { appNovedades, datos, llamadas, PDF, subir, tipoMedia } from './novedades-apoyo';
import { peticiones } from './peticion';

// Covers, attachments and body images of news go through the media calls; the
// news module decides who may see them (registrarModeloMedia 'novedad').

let t: Prueba;
const http = peticiones(() => t);
let api: ReturnType<typeof llamadas>;
let tk: { editor: string; otroEditor: string; delSector: string; deOtroSector: string };
let sector: number;
let portada: number;
let adjunto: number;

beforeAll(async () => {
  t = await appNovedades();
  api = llamadas(t);
  sector = (await crearSector(db())).sector.id;
  const otro = (await crearSector(db())).sector.id;
  const [editor, otroEditor, delSector, deOtroSector] = await Promise.all([
    crearUsuario(db(), { items: ['novedades.novedad.editar'], sectores: [otro] }),
    crearUsuario(db(), { items: ['novedades.novedad.editar'], sectores: [otro] }),
    crearUsuario(db(), { sectores: [sector] }),
    crearUsuario(db(), { sectores: [otro] }),
  ]);
  tk = {
    editor: await iniciarSesion(t.app, editor.username),
    otroEditor: await iniciarSesion(t.app, otroEditor.username),
    delSector: await iniciarSesion(t.app, delSector.username),
    deOtroSector: await iniciarSesion(t.app, deOtroSector.username),
  };
  portada = (await tipoMedia(db(), 'Portada')).id;
  adjunto = (await tipoMedia(db(), 'Adjunto')).id;
});
afterAll(() => t.cerrar());

const db = () => t.database.db;
const sinFirma = (url: string) => url.split('?')[0]!;

async function crear(o: Record<string, unknown>, token = tk.editor) {
  const r = await api.enviar('POST', '/api/v1/novedad', token, datos(o));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}

describe('portada y adjuntos', () => {
  it('el editor sube la portada y un adjunto, los vincula al crear; el lector del sector los ve y descarga', async () => {
    const foto = await subir(t, tk.editor, { tipo_id: portada });
    const pdf = await subir(t, tk.editor, { tipo_id: adjunto, nombre: 'Instructivo.pdf', datos: PDF, contentType: 'application/pdf' });
    const n = await crear({ audiencia: 'sectores', sectores: [sector], portada_id: foto.id, adjuntos: [pdf.id] });
    expect(n.portada).toMatchObject({ id: foto.id, modelo_id: n.id, tipo: { label: 'Portada' } });
    expect(n.adjuntos).toMatchObject([{ id: pdf.id, nombre: 'Instructivo.pdf', modelo_id: n.id }]);

    const tarjeta = (await api.get('/api/v1/novedades?limit=50', tk.delSector)).json().data.find((x: { id: number }) => x.id === n.id);
    expect(tarjeta.portada).toEqual({
      id: foto.id,
      url: expect.stringMatching(/^\/api\/v1\/recurso_media\/\d+\/archivo\?exp=/),
      miniatura_url: expect.any(String),
      mediana_url: expect.stringMatching(/^\/api\/v1\/recurso_media\/\d+\/mediana\?exp=/),
      descripcion: null,
    });
    // The signed link works without a header (an <img>), and with the reader's token.
    expect((await http.get(tarjeta.portada.url)).statusCode).toBe(200);
    expect((await http.get(tarjeta.portada.miniatura_url)).statusCode).toBe(200);
    expect((await http.get(sinFirma(tarjeta.portada.url), tk.delSector)).statusCode).toBe(200);
    const detalle = (await api.get(`/api/v1/novedad/${n.id}`, tk.delSector)).json().data;
    expect((await http.get(sinFirma(detalle.adjuntos[0].url), tk.delSector)).statusCode).toBe(200);
  });

  it('un archivo de una novedad que el usuario no puede ver da 403 al descargarlo con su token, y su lista también', async () => {
    const foto = await subir(t, tk.editor, { tipo_id: portada });
    const n = await crear({ audiencia: 'sectores', sectores: [sector], portada_id: foto.id });
    const r = await http.get(sinFirma(foto.url), tk.deOtroSector);
    expect(r.statusCode).toBe(403);
    expect(r.json().success).toBe(false);
    const lista = await api.get(`/api/v1/recurso_media_by_model/${n.id}?busqueda=true&modelo=novedad&modulo=novedades`, tk.deOtroSector);
    expect(lista.statusCode).toBe(403);
    expect((await api.get(`/api/v1/recurso_media_by_model/${n.id}?busqueda=true&modelo=novedad&modulo=novedades`, tk.delSector)).statusCode).toBe(200);

    // A draft's cover: not even the sector's readers, until it is published.
    await api.enviar('PUT', `/api/v1/novedad/${n.id}/publicar`, tk.editor, { publicada: false });
    expect((await http.get(sinFirma(foto.url), tk.delSector)).statusCode).toBe(403);
    expect((await http.get(sinFirma(foto.url), tk.otroEditor)).statusCode).toBe(200);
  });

  it('quien no es editor no puede subir archivos de novedades', async () => {
    const f = new FormData();
    f.append('tipo_id', String(portada));
    f.append('modulo', 'novedades');
    f.append('modelo', 'novedad');
    f.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'a.pdf');
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/recurso_media_worknet', headers: { authorization: `Bearer ${tk.delSector}` }, payload: f });
    expect(r.statusCode).toBe(403);
  });

  it('la subida de otro editor, un PDF como portada o un adjunto como portada dan 400 y no escriben nada', async () => {
    const ajena = await subir(t, tk.otroEditor, { tipo_id: portada });
    const pdf = await subir(t, tk.editor, { tipo_id: portada, nombre: 'tapa.pdf', datos: PDF, contentType: 'application/pdf' });
    const imagenAdjunta = await subir(t, tk.editor, { tipo_id: adjunto });
    const antes = (await db().select().from(novedad)).length;
    const casos: [Record<string, unknown>, RegExp][] = [
      [{ portada_id: ajena.id }, new RegExp(`El archivo ${ajena.id} no existe o no se puede adjuntar`)],
      [{ adjuntos: [ajena.id] }, /no se puede adjuntar/],
      [{ portada_id: pdf.id }, /La portada debe ser una imagen/],
      [{ portada_id: imagenAdjunta.id }, /La portada debe ser una imagen/],
      // One that does not exist is refused before the row refers to it (it was a 500).
      [{ portada_id: 999_999 }, /La portada debe ser una imagen/],
    ];
    for (const [o, mensaje] of casos) {
      const r = await api.enviar('POST', '/api/v1/novedad', tk.editor, datos(o));
      expect(r.statusCode, JSON.stringify(o)).toBe(400);
      expect(r.json().message).toMatch(mensaje);
    }
    expect((await db().select().from(novedad)).length).toBe(antes);
    // The failed attempts left the uploads as drafts, free to be used.
    const [fila] = await db().select().from(recursoMedia).where(eq(recursoMedia.id, pdf.id));
    expect(fila!.modelo_id).toBeNull();
  });

  it('al editar se puede cambiar la portada y sumar adjuntos; los ya vinculados siguen valiendo', async () => {
    const primera = await subir(t, tk.editor, { tipo_id: portada });
    const n = await crear({ portada_id: primera.id });
    const segunda = await subir(t, tk.editor, { tipo_id: portada });
    const pdf = await subir(t, tk.editor, { tipo_id: adjunto, nombre: 'Anexo.pdf', datos: PDF, contentType: 'application/pdf' });
    const r = await api.enviar('PUT', `/api/v1/novedad/${n.id}`, tk.editor, datos({ titulo: n.titulo, portada_id: segunda.id, adjuntos: [pdf.id] }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ portada: { id: segunda.id }, adjuntos: [{ id: pdf.id }] });
    const otra = await api.enviar('PUT', `/api/v1/novedad/${n.id}`, tk.editor, datos({ titulo: n.titulo, portada_id: primera.id, adjuntos: [pdf.id] }));
    expect(otra.json().data.portada.id).toBe(primera.id);
  });
});

describe('imágenes en el cuerpo', () => {
  it('una imagen subida se guarda sin firma, se vincula y se lee con un enlace firmado nuevo; otras imágenes se quitan', async () => {
    const img = await subir(t, tk.editor, { tipo_id: adjunto, nombre: 'plano.png' });
    const n = await crear({ cuerpo: `<p>Plano:</p><img src="${img.url}" alt="Plano del piso"><img src="https://evil.example/x.png">` });
    const [fila] = await db().select().from(novedad).where(eq(novedad.id, n.id));
    expect(fila!.cuerpo).toBe(`<p>Plano:</p><img src="/api/v1/recurso_media/${img.id}/archivo" alt="Plano del piso" />`);
    const src = /<img src="([^"]+)"/.exec(n.cuerpo)![1]!.replace(/&amp;/g, '&');
    expect(src).toMatch(new RegExp(`^/api/v1/recurso_media/${img.id}/archivo\\?exp=\\d+&firma=`));
    expect((await http.get(src)).statusCode).toBe(200);
    // An image shown in the body is not listed again as an attachment.
    expect(n.adjuntos).toEqual([]);
  });

  it('una imagen de otra novedad no se puede incrustar (400)', async () => {
    const img = await subir(t, tk.editor, { tipo_id: portada });
    await crear({ portada_id: img.id });
    const r = await api.enviar('POST', '/api/v1/novedad', tk.editor, datos({ cuerpo: `<img src="/api/v1/recurso_media/${img.id}/archivo">` }));
    expect(r.statusCode).toBe(400);
  });
});

describe('adjuntar a una novedad por su id', () => {
  const subirA = (modeloId: number, token: string) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ tipo_id: adjunto, modulo: 'novedades', modelo: 'novedad', modelo_id: modeloId })) f.append(k, String(v));
    f.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'adjunto-directo.pdf');
    return t.app.inject({ method: 'POST', url: '/api/v1/recurso_media_worknet', headers: { authorization: `Bearer ${token}` }, payload: f });
  };
  const huerfanos = (modeloId: number) => db().select().from(recursoMedia).where(eq(recursoMedia.modelo_id, modeloId));

  it('a una novedad que no existe, o que se eliminó, da 404 y no queda el archivo (antes se adjuntaba igual)', async () => {
    const r = await subirA(987_654, tk.editor);
    expect(r.statusCode, r.body).toBe(404);
    expect(r.json()).toMatchObject({ success: false, message: 'No existe el registro 987654 de novedad al que se quiere adjuntar el archivo.' });
    expect(await huerfanos(987_654)).toEqual([]);

    const n = await crear({ audiencia: 'todos' });
    expect((await api.enviar('DELETE', `/api/v1/novedad/${n.id}`, tk.editor)).statusCode).toBe(200);
    expect((await subirA(n.id, tk.editor)).statusCode).toBe(404);
    expect(await huerfanos(n.id)).toEqual([]);
  });

  it('quien no edita novedades no adjunta a la de otro (403); otro editor sí (las novedades son de todos los editores)', async () => {
    const n = await crear({ audiencia: 'sectores', sectores: [sector] });
    const r = await subirA(n.id, tk.delSector);
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json().message).toBe('No tiene permiso para adjuntar archivos a este registro.');
    // Not even whether an id exists: a missing one answers the same 403.
    expect((await subirA(987_654, tk.delSector)).statusCode).toBe(403);
    expect(await huerfanos(n.id)).toEqual([]);
    const otro = await subirA(n.id, tk.otroEditor);
    expect(otro.statusCode, otro.body).toBe(200);
    expect(otro.json().data).toMatchObject({ modelo: 'novedad', modelo_id: n.id });
  });
});
