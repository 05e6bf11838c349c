import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Almacen } from '../src/platform/files/almacen';
import { crearAlmacenEnDisco } from '../src/platform/files/almacen';
import { borrarBorradoresVencidos, HORAS_BORRADOR } from '../src/modules/media/media.limpieza';
import {
  MODELO,
  MODULO,
  PDF,
  appMedia,
  archivosGuardados,
  carpetaDatos,
  crearTipo,
  formulario,
  png,
  registrarModeloDePrueba,
  reglas,
  verRegistro,
} from './media-apoyo';
import { crearUsuario, iniciarSesion, type UsuarioDePrueba } from './factories';
import { peticiones } from './peticion';

// The «mediana» of an image (GET recurso_media/:id/mediana): at most 800 px wide, WebP,
// made on its first request and stored, with the same access rule as the thumbnail.

const dataDir = carpetaDatos();
// The disk storage, counting the writes of «mediana» files.
const disco = crearAlmacenEnDisco(`${dataDir}/files`);
const escrituras: string[] = [];
const almacen: Almacen = {
  ...disco,
  async guardar(clave, datos) {
    escrituras.push(clave);
    return disco.guardar(clave, datos);
  },
};
const medianasEscritas = () => escrituras.filter((c) => c.endsWith('-mediana.webp'));

let t: Awaited<ReturnType<typeof appMedia>>;
const api = peticiones(() => t);
let editor: UsuarioDePrueba;
let lector: UsuarioDePrueba;
let ajeno: UsuarioDePrueba;
let tk: { editor: string; lector: string; ajeno: string };
let tipoId: number;

beforeAll(async () => {
  t = await appMedia({ dataDir, almacen });
  registrarModeloDePrueba();
  [editor, lector, ajeno] = await Promise.all([crearUsuario(db()), crearUsuario(db()), crearUsuario(db())]);
  const [a, b, c] = await Promise.all([editor, lector, ajeno].map((u) => iniciarSesion(t.app, u.username)));
  tk = { editor: a!, lector: b!, ajeno: c! };
  tipoId = (await crearTipo(db(), 'Portada')).id;
});
afterAll(() => t.cerrar());
beforeEach(() => {
  reglas.visibles.clear();
  reglas.editores.clear();
  reglas.editores.add(editor.id);
  escrituras.length = 0;
});

const db = () => t.database.db;

async function subir(datos: Buffer, nombre = 'portada.png', modelo_id?: number) {
  const r = await api.post(
    '/api/v1/recurso_media_worknet',
    tk.editor,
    formulario({ tipo_id: tipoId, modulo: MODULO, modelo: MODELO, modelo_id }, { nombre, datos }),
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; url: string; miniatura_url: string | null; mediana_url: string | null };
}

describe('GET /api/v1/recurso_media/{id}/mediana', () => {
  it('la primera vez hace una WebP de 800 px de ancho y la guarda; la segunda lee la guardada', async () => {
    const d = await subir(await png(2000, 1000));
    expect(d.mediana_url).toMatch(new RegExp(`^/api/v1/recurso_media/${d.id}/mediana\\?exp=\\d+&firma=[\\w-]+$`));
    const antes = archivosGuardados(dataDir).length;

    const primera = await api.get(d.mediana_url!);
    expect(primera.statusCode).toBe(200);
    expect(primera.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="portada-mediana.webp"; filename*=UTF-8''portada-mediana.webp`,
    });
    expect(primera.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(await sharp(primera.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 400 });
    expect(medianasEscritas()).toHaveLength(1);
    expect(archivosGuardados(dataDir)).toHaveLength(antes + 1);
    expect(archivosGuardados(dataDir).filter((a) => a.endsWith('-mediana.webp'))).toContain(medianasEscritas()[0]);

    const segunda = await api.get(d.mediana_url!);
    expect(segunda.statusCode).toBe(200);
    expect(segunda.rawPayload.equals(primera.rawPayload)).toBe(true);
    expect(medianasEscritas()).toHaveLength(1);
  });

  it('una imagen más angosta que 800 px no se agranda', async () => {
    const d = await subir(await png(500, 300));
    const r = await api.get(d.mediana_url!);
    expect(await sharp(r.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 500, height: 300 });
  });

  it('veinte primeros pedidos a la vez responden 200 y la mediana se hace una sola vez', async () => {
    const d = await subir(await png(1600, 900));
    const respuestas = await Promise.all(Array.from({ length: 20 }, () => api.get(d.mediana_url!)));
    expect(respuestas.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    for (const r of respuestas) expect(r.rawPayload.equals(respuestas[0]!.rawPayload)).toBe(true);
    expect(medianasEscritas()).toHaveLength(1);
  });

  it('un archivo que no es imagen no tiene mediana', async () => {
    const d = await subir(PDF, 'reglamento.pdf');
    expect(d).toMatchObject({ miniatura_url: null, mediana_url: null });
    expect((await api.get(`/api/v1/recurso_media/${d.id}/mediana`, tk.editor)).json()).toMatchObject({ message: 'El archivo no es una imagen.' });
    // A link signed for the original does not open the «mediana».
    expect((await api.get(d.url.replace('/archivo?', '/mediana?'))).statusCode).toBe(403);
  });

  it('la regla de acceso es la de la miniatura: token sin permiso 403, sin token 401, firma de otra clase o alterada 403', async () => {
    const d = await subir(await png(1200, 800), 'portada.png', 77);
    const conToken = (clase: string, token?: string) => api.get(`/api/v1/recurso_media/${d.id}/${clase}`, token);
    for (const clase of ['miniatura', 'mediana']) {
      expect((await conToken(clase)).statusCode, clase).toBe(401);
      const sinPermiso = await conToken(clase, tk.lector);
      expect(sinPermiso.statusCode, clase).toBe(403);
      expect(sinPermiso.json().message).toBe('No tiene permiso para ver este archivo.');
      expect((await conToken(clase, tk.ajeno)).statusCode, clase).toBe(403);
    }
    verRegistro(lector.id, 77);
    expect((await conToken('miniatura', tk.lector)).statusCode).toBe(200);
    expect((await conToken('mediana', tk.lector)).statusCode).toBe(200);
    expect((await conToken('mediana', tk.ajeno)).statusCode).toBe(403);
    const alterada = d.mediana_url!.replace(/firma=(.)/, (_: string, c: string) => `firma=${c === 'A' ? 'B' : 'A'}`);
    for (const url of [alterada, d.miniatura_url!.replace('/miniatura?', '/mediana?')]) {
      expect((await api.get(url)).statusCode, url).toBe(403);
    }
    // Deleted: the link given before stops working, as the thumbnail's does.
    const borrar = await api.put(`/api/v1/recurso_media_worknet/${d.id}`, tk.editor, { deleted_at: true });
    expect(borrar.statusCode).toBe(200);
    expect((await api.get(d.miniatura_url!)).statusCode).toBe(403);
    expect((await api.get(d.mediana_url!)).statusCode).toBe(403);
  });

  it('la limpieza de borradores vencidos borra también su mediana', async () => {
    const d = await subir(await png(900, 600), 'olvidada.png');
    expect((await api.get(d.mediana_url!)).statusCode).toBe(200);
    const [mediana] = medianasEscritas();
    expect(archivosGuardados(dataDir)).toContain(mediana);
    await borrarBorradoresVencidos(t.app.ctx, new Date(Date.now() + (HORAS_BORRADOR + 1) * 3600 * 1000));
    expect(archivosGuardados(dataDir)).not.toContain(mediana);
  });
});
