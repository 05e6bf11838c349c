import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edificio } from '../src/platform/identidad/identidad.table';
import { appMedia, formulario, jpeg, png } from './media-apoyo';
import { crearSector, crearUsuario, iniciarSesion } from './factories';
import { peticiones } from './peticion';

// A building's picture is a media item (identidad/edificio, tipo Imagen): whoever
// edits the sector catalog uploads it; GET edificio/imagen/{id} (public, for the
// sector chooser's <img>) redirects to the signed link of the newest one.

let t: Awaited<ReturnType<typeof appMedia>>;
let editor: string;
let lector: string;
let tipoImagen: number;

const db = () => t.database.db;
const subir = (edificioId: number, archivo: { nombre: string; datos: Buffer; tipo?: string }, token = editor) =>
  api.post(
    '/api/v1/recurso_media_worknet',
    token,
    formulario({ tipo_id: tipoImagen, modulo: 'identidad', modelo: 'edificio', modelo_id: edificioId }, archivo),
  );
const api = peticiones(() => t);
const imagen = (id: number | string) => api.get(`/api/v1/edificio/imagen/${id}`);

beforeAll(async () => {
  t = await appMedia();
  editor = await iniciarSesion(t.app, (await crearUsuario(db(), { items: ['rrhh.sector.editar'] })).username);
  lector = await iniciarSesion(t.app, (await crearUsuario(db(), { items: ['rrhh.sector.ver'] })).username);
  const tipos = await api.get('/api/v1/recurso_media_tipos?busqueda=true&modulo=identidad&modelo=edificio', lector);
  tipoImagen = (tipos.json().data as { id: number; label: string }[]).find((x) => x.label === 'Imagen')!.id;
  // Several users and logins on a fresh database: slow when the machine is busy.
}, 180_000);
afterAll(() => t.cerrar());

describe('imagen del edificio en media', () => {
  it('quien edita sectores la sube; GET edificio/imagen/{id} redirige a su miniatura firmada; la más nueva manda', async () => {
    const { edificio: e } = await crearSector(db());
    expect((await imagen(e.id)).statusCode).toBe(404);
    const r = await subir(e.id, { nombre: 'frente.png', datos: await png(1200, 800), tipo: 'image/png' });
    expect(r.statusCode, r.body).toBe(200);
    const primera = await imagen(e.id);
    expect(primera.statusCode).toBe(302);
    expect(primera.headers.location).toMatch(new RegExp(`^/api/v1/recurso_media/${r.json().data.id}/miniatura\\?exp=\\d+&firma=`));
    const mini = await api.get(primera.headers.location as string);
    expect(mini.statusCode).toBe(200);
    expect(mini.headers['content-type']).toBe('image/webp');
    const { default: sharp } = await import('sharp');
    expect((await sharp(mini.rawPayload).metadata()).width).toBe(400);
    const otra = await subir(e.id, { nombre: 'lateral.jpg', datos: await jpeg(), tipo: 'image/jpeg' });
    expect((await imagen(e.id)).headers.location).toContain(`/recurso_media/${otra.json().data.id}/miniatura`);
  });

  it('el tipo lo deciden los bytes: un PNG llamado .jpg o un texto como image/png dan 400 en español', async () => {
    const { edificio: e } = await crearSector(db());
    const renombrado = await subir(e.id, { nombre: 'frente.jpg', datos: await png(), tipo: 'image/jpeg' });
    expect(renombrado.statusCode).toBe(400);
    expect(renombrado.json().message).toBe(
      'El contenido del archivo no corresponde a su extensión (.jpg). Verifique que el archivo no esté dañado o renombrado.',
    );
    const texto = await subir(e.id, { nombre: 'frente.png', datos: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), tipo: 'image/png' });
    expect(texto.statusCode).toBe(400);
    expect(texto.json().message).toMatch(/no corresponde a su extensión \(\.png\)/);
    const svg = await subir(e.id, { nombre: 'frente.svg', datos: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), tipo: 'image/svg+xml' });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toMatch(/^El tipo de archivo no está permitido/);
    expect((await imagen(e.id)).statusCode).toBe(404);
  });

  it('sin rrhh.sector.editar no se sube (403); un edificio inexistente o eliminado da 404', async () => {
    const { edificio: e } = await crearSector(db());
    const r = await subir(e.id, { nombre: 'frente.png', datos: await png(), tipo: 'image/png' }, lector);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('No tiene permiso para adjuntar archivos a este registro.');
    expect((await subir(9_999_999, { nombre: 'frente.png', datos: await png(), tipo: 'image/png' })).statusCode).toBe(404);
    expect((await subir(e.id, { nombre: 'frente.png', datos: await png(), tipo: 'image/png' })).statusCode).toBe(200);
    await db().update(edificio).set({ deleted_at: new Date() }).where(eq(edificio.id, e.id));
    expect((await imagen(e.id)).statusCode).toBe(404);
    expect((await imagen('abc')).statusCode).toBe(400);
  });

  it('cualquiera con sesión la ve con su token; sin token ni firma, 401', async () => {
    const { edificio: e } = await crearSector(db());
    const id = (await subir(e.id, { nombre: 'frente.png', datos: await png(), tipo: 'image/png' })).json().data.id as number;
    const sinPermisos = await iniciarSesion(t.app, (await crearUsuario(db())).username);
    expect((await api.get(`/api/v1/recurso_media/${id}/archivo`, sinPermisos)).statusCode).toBe(200);
    expect((await api.get(`/api/v1/recurso_media/${id}/archivo`)).statusCode).toBe(401);
  });
});
