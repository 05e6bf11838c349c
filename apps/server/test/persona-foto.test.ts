import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { auditoria } from '../src/platform/audit/audit.table';
import { usuario } from '../src/platform/identidad/identidad.table';
import { recursoMedia, recursoMediaAnterior } from '../src/modules/media/media.table';
import { importarArchivosAnteriores } from '../src/modules/media/media.importacion';
import { imagenEdificio } from '../src/seed/edificio-svg';
import { baseDePrueba, configDePrueba } from './app-de-prueba';
import { appMedia, carpetaDatos, formulario, PDF, png } from './media-apoyo';
import * as fabricas from './factories';
import { crearSector, crearUsuario, documentos, iniciarSesion } from './factories';
import { peticiones } from './peticion';

// The file's photo is a media item (rrhh/persona, tipo Foto): uploaded like any
// media file, made the photo with PUT persona/{id}/foto, read through the signed
// links of datosPersonales.foto. Also the move of the photos kept as bytea before.

let t: Awaited<ReturnType<typeof appMedia>>;
const api = peticiones(() => t);
let rrhh: string;
let otroRrhh: string;
let soloLegajo: string;
let nadie: string;
let propio: { token: string; personaId: number };
let tipoFoto: number;

const db = () => t.database.db;
const subir = (archivo: { nombre: string; datos: Buffer; tipo?: string }, token = rrhh, extra: Record<string, string | number> = {}) =>
  api.post('/api/v1/recurso_media_worknet', token, formulario({ tipo_id: tipoFoto, modulo: 'rrhh', modelo: 'persona', ...extra }, archivo));
async function subida(token = rrhh, datos?: Buffer) {
  const r = await subir({ nombre: 'foto.png', datos: datos ?? (await png(600, 800)), tipo: 'image/png' }, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number };
}
const legajo = async (id: number, token = rrhh) => (await api.get(`/api/v1/persona_rrhh/${id}`, token)).json().data;
async function crearPersona() {
  const r = await api.post('/api/v1/persona_rrhh', rrhh, { apellido: 'Gómez', nombres: 'Lucía', sexo: 'F', fecha_nacimiento: '1988-03-02', ...documentos() });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}
async function ponerFoto(personaId: number, token = rrhh) {
  const s = await subida(token);
  const r = await api.put(`/api/v1/persona/${personaId}/foto`, token, { media_id: s.id });
  expect(r.statusCode, r.body).toBe(200);
  return s.id;
}
const sinFirma = (url: string) => url.replace(/\?.*$/, '');

beforeAll(async () => {
  t = await appMedia();
  const login = async (items?: string[]) => iniciarSesion(t.app, (await crearUsuario(db(), { items })).username);
  [rrhh, otroRrhh, soloLegajo, nadie] = [await login(['RRHH']), await login(['RRHH']), await login(['rrhh.persona.ver']), await login()];
  const tipos = await api.get('/api/v1/recurso_media_tipos?busqueda=true&modulo=rrhh&modelo=persona', rrhh);
  tipoFoto = (tipos.json().data as { id: number; label: string }[]).find((x) => x.label === 'Foto')!.id;
  const u = await crearUsuario(db());
  const personaId = await crearPersona();
  await db().update(usuario).set({ persona_id: personaId }).where(eq(usuario.id, u.id));
  propio = { token: await iniciarSesion(t.app, u.username), personaId };
  // Several users and logins on a fresh database: slow when the machine is busy.
}, 180_000);
afterAll(() => t.cerrar());

describe('foto del legajo en media', () => {
  it('se sube como borrador, PUT persona/{id}/foto la adjunta y el legajo da sus enlaces firmados y su miniatura', async () => {
    const id = await crearPersona();
    expect((await legajo(id)).datosPersonales.foto).toBeNull();
    const s = await subida();
    const r = await api.put(`/api/v1/persona/${id}/foto`, rrhh, { media_id: s.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Foto actualizada.');
    const foto = (await legajo(id)).datosPersonales.foto;
    expect(foto).toEqual({
      id: s.id,
      url: expect.stringMatching(/^\/api\/v1\/recurso_media\/\d+\/archivo\?exp=\d+&firma=/),
      miniatura_url: expect.any(String),
    });
    const original = await api.get(foto.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    const mini = await api.get(foto.miniatura_url);
    expect(mini.statusCode).toBe(200);
    expect(mini.headers['content-type']).toBe('image/webp');
    const { default: sharp } = await import('sharp');
    expect((await sharp(mini.rawPayload).metadata()).width).toBe(400);
    const [a] = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'persona'), eq(auditoria.entidad_id, String(id)), eq(auditoria.accion, 'foto')));
    expect(a?.despues).toEqual({ media_id: s.id });
  });

  it('cambiar la foto elimina (recuperable) la anterior', async () => {
    const id = await crearPersona();
    const primera = await ponerFoto(id);
    const segunda = await ponerFoto(id);
    expect((await legajo(id)).datosPersonales.foto.id).toBe(segunda);
    const [vieja] = await db().select().from(recursoMedia).where(eq(recursoMedia.id, primera));
    expect(vieja!.deleted_at).not.toBeNull();
    // Sending the current one again changes nothing.
    expect((await api.put(`/api/v1/persona/${id}/foto`, rrhh, { media_id: segunda })).statusCode).toBe(200);
    expect((await legajo(id)).datosPersonales.foto.id).toBe(segunda);
  });

  it('el tipo lo deciden los bytes: un PNG llamado .jpg y un texto que dice ser image/png dan 400 en español', async () => {
    const renombrado = await subir({ nombre: 'foto.jpg', datos: await png(), tipo: 'image/jpeg' });
    expect(renombrado.statusCode).toBe(400);
    expect(renombrado.json().message).toBe(
      'El contenido del archivo no corresponde a su extensión (.jpg). Verifique que el archivo no esté dañado o renombrado.',
    );
    const texto = await subir({ nombre: 'foto.png', datos: Buffer.from('no soy una imagen'), tipo: 'image/png' });
    expect(texto.statusCode).toBe(400);
    expect(texto.json().message).toMatch(/no corresponde a su extensión \(\.png\)/);
    const sinExtension = await subir({ nombre: 'foto', datos: Buffer.from('hola'), tipo: 'image/png' });
    expect(sinExtension.statusCode).toBe(400);
    expect(sinExtension.json().message).toMatch(/^El tipo de archivo no está permitido/);
  });

  it('un PDF subido como foto, un id ajeno o inexistente no se vuelven la foto (400)', async () => {
    const id = await crearPersona();
    const pdf = await subir({ nombre: 'dni.pdf', datos: PDF, tipo: 'application/pdf' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const r = await api.put(`/api/v1/persona/${id}/foto`, rrhh, { media_id: pdf.json().data.id });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('La foto debe ser una imagen subida como foto del legajo.');
    const deOtro = await subida(otroRrhh);
    const ajena = await api.put(`/api/v1/persona/${id}/foto`, rrhh, { media_id: deOtro.id });
    expect(ajena.statusCode).toBe(400);
    expect(ajena.json().message).toMatch(/no existe o no se puede adjuntar/);
    expect((await api.put(`/api/v1/persona/${id}/foto`, rrhh, { media_id: 9_999_999 })).statusCode).toBe(400);
    expect((await api.put(`/api/v1/persona/${id}/foto`, rrhh, {})).json().message).toMatch(/Indique la foto subida/);
    expect((await legajo(id)).datosPersonales.foto).toBeNull();
  });

  it('sólo quien edita legajos sube o cambia la foto; un legajo inexistente da 404', async () => {
    for (const tk of [soloLegajo, nadie]) {
      const r = await subir({ nombre: 'foto.png', datos: await png(), tipo: 'image/png' }, tk);
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toBe('No tiene permiso para adjuntar archivos a este registro.');
    }
    // The owner of a file uploads a draft (for PUT mi_perfil/foto, test/perfil.test.ts), never into a file directly.
    expect((await subir({ nombre: 'foto.png', datos: await png(), tipo: 'image/png' }, propio.token)).statusCode).toBe(200);
    const enSuLegajo = await subir({ nombre: 'foto.png', datos: await png(), tipo: 'image/png' }, propio.token, { modelo_id: propio.personaId });
    expect(enSuLegajo.statusCode).toBe(403);
    const s = await subida();
    for (const tk of [soloLegajo, propio.token])
      expect((await api.put(`/api/v1/persona/${propio.personaId}/foto`, tk, { media_id: s.id })).statusCode).toBe(403);
    const inexistente = await api.put('/api/v1/persona/9999999/foto', rrhh, { media_id: s.id });
    expect(inexistente.statusCode).toBe(404);
    const directo = await subir({ nombre: 'foto.png', datos: await png(), tipo: 'image/png' }, rrhh, { modelo_id: 9_999_999 });
    expect(directo.statusCode).toBe(404);
  });

  it('la foto la ve quien ve el legajo: el propio empleado sí, otro empleado no (403)', async () => {
    const fotoPropia = await ponerFoto(propio.personaId);
    const ajena = await crearPersona();
    const fotoAjena = await ponerFoto(ajena);
    const url = (id: number) => `/api/v1/recurso_media/${id}/miniatura`;
    expect((await api.get(url(fotoPropia), propio.token)).statusCode).toBe(200);
    expect((await legajo(propio.personaId, propio.token)).datosPersonales.foto.id).toBe(fotoPropia);
    const otro = await api.get(url(fotoAjena), propio.token);
    expect(otro.statusCode).toBe(403);
    expect(otro.json().message).toBe('No tiene permiso para ver este archivo.');
    expect((await api.get(`/api/v1/persona_rrhh/${ajena}`, propio.token)).statusCode).toBe(403);
    expect((await api.get(`/api/v1/recurso_media_by_model/${ajena}?modulo=rrhh&modelo=persona`, propio.token)).statusCode).toBe(403);
    expect((await api.get(url(fotoAjena), nadie)).statusCode).toBe(403);
    expect((await api.get(url(fotoAjena), soloLegajo)).statusCode).toBe(200);
    // Without token or signature: 401.
    expect((await api.get(sinFirma(url(fotoAjena)))).statusCode).toBe(401);
  });
});

describe('fotos e imágenes guardadas en la base antes de media (migración 0012)', () => {
  it('importarArchivosAnteriores las pasa al almacenamiento con su miniatura; un SVG se vuelve PNG; lo ilegible queda con su error', async () => {
    const personaId = await crearPersona();
    const edificioId = (await crearSector(db())).edificio.id;
    const filas = await db()
      .insert(recursoMediaAnterior)
      .values([
        {
          modulo: 'rrhh',
          modelo: 'persona',
          modelo_id: personaId,
          tipo_label: 'Foto',
          nombre: `foto-${personaId}`,
          content_type: 'image/png',
          datos: await png(500, 500),
        },
        {
          modulo: 'identidad',
          modelo: 'edificio',
          modelo_id: edificioId,
          tipo_label: 'Imagen',
          nombre: `edificio-${edificioId}`,
          content_type: 'image/svg+xml',
          datos: imagenEdificio('Central', '#1677ff'),
        },
        { modulo: 'rrhh', modelo: 'persona', modelo_id: personaId, tipo_label: 'Foto', nombre: 'rota', content_type: 'image/jpeg', datos: Buffer.from('nada') },
      ])
      .returning({ id: recursoMediaAnterior.id });
    expect(await importarArchivosAnteriores(t.app.ctx)).toEqual({ importados: 2, rechazados: 1 });
    const foto = (await legajo(personaId)).datosPersonales.foto;
    expect(foto).not.toBeNull();
    const mini = await api.get(foto.miniatura_url);
    expect(mini.headers['content-type']).toBe('image/webp');
    const [item] = await db().select().from(recursoMedia).where(eq(recursoMedia.id, foto.id));
    expect(item).toMatchObject({ nombre: `foto-${personaId}.png`, content_type: 'image/png', subido_por: null, modulo: 'rrhh' });
    const img = await api.get(`/api/v1/edificio/imagen/${edificioId}`);
    expect(img.statusCode).toBe(302);
    const png2 = await api.get(img.headers.location as string);
    expect(png2.statusCode).toBe(200);
    expect(png2.headers['content-type']).toBe('image/webp');
    const quedan = await db().select().from(recursoMediaAnterior);
    expect(quedan.map((q) => q.id)).toEqual([filas[2]!.id]);
    expect(quedan[0]!.error).toMatch(/^El tipo de archivo no está permitido|no corresponde a su extensión/);
    // Again: nothing left to do (the refused row waits for a person).
    expect(await importarArchivosAnteriores(t.app.ctx)).toEqual({ importados: 0, rechazados: 0 });
    await db().delete(recursoMediaAnterior);
  });

  it('al arrancar, si hay filas pendientes se encola el trabajo y la foto queda en media', async () => {
    const database = await baseDePrueba();
    const dataDir = carpetaDatos();
    // A persona row written straight to the table: the app is not up yet.
    const p = await fabricas.crearPersona(database.db, { apellido: 'Vieja', nombres: 'Foto', fecha_nacimiento: '1980-01-01' });
    await database.db.insert(recursoMediaAnterior).values({
      modulo: 'rrhh',
      modelo: 'persona',
      modelo_id: p.id,
      tipo_label: 'Foto',
      nombre: `foto-${p.id}`,
      content_type: 'image/jpeg',
      datos: await png(50, 50),
    });
    const app = await buildApp({ config: configDePrueba({ DATA_DIR: dataDir }), database, logger: false, trabajos: { sondeoSegundos: 0.5 } });
    try {
      await app.ready();
      await vi.waitFor(
        async () => {
          const filas = await database.db
            .select()
            .from(recursoMedia)
            .where(and(eq(recursoMedia.modelo, 'persona'), eq(recursoMedia.modelo_id, p.id)));
          expect(filas).toHaveLength(1);
        },
        { timeout: 15_000, interval: 250 },
      );
      expect(await database.db.select().from(recursoMediaAnterior)).toHaveLength(0);
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);
});
