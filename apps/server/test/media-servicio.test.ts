import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Almacen } from '../src/platform/files/almacen';
import { crearAlmacenEnDisco } from '../src/platform/files/almacen';
import { recursoMedia } from '../src/modules/media/media.table';
import { mediaDeModelos, urlsDeMedia, vincularMedia } from '../src/modules/media/media.service';
import { HORAS_BORRADOR, borrarBorradoresVencidos } from '../src/modules/media/media.limpieza';
import { auditoria } from '../src/platform/audit/audit.table';
import { MODELO, MODULO, PDF, appMedia, archivosGuardados, carpetaDatos, crearTipo, formulario, png, registrarModeloDePrueba, reglas } from './media-apoyo';
import { crearUsuario, iniciarSesion, type UsuarioDePrueba } from './factories';
import { peticiones } from './peticion';

// What other modules use (vincularMedia, mediaDeModelos, urlsDeMedia) and the
// promise that an upload is never half-written.

const dataDir = carpetaDatos();
// A storage that fails on demand: the n-th write from now, for the test of half-written uploads.
let fallarEnEscritura = 0;
const disco = crearAlmacenEnDisco(`${dataDir}/files`);
const almacen: Almacen = {
  ...disco,
  async guardar(clave, datos) {
    if (fallarEnEscritura > 0 && --fallarEnEscritura === 0) throw new Error('disco lleno');
    return disco.guardar(clave, datos);
  },
};

let t: Awaited<ReturnType<typeof appMedia>>;
let ana: UsuarioDePrueba;
let beto: UsuarioDePrueba;
let tkAna: string;
let tkBeto: string;
let tipoId: number;

beforeAll(async () => {
  t = await appMedia({ dataDir, almacen });
  registrarModeloDePrueba();
  [ana, beto] = await Promise.all([crearUsuario(db()), crearUsuario(db())]);
  [tkAna, tkBeto] = await Promise.all([iniciarSesion(t.app, ana.username), iniciarSesion(t.app, beto.username)]);
  reglas.editores.add(ana.id).add(beto.id);
  tipoId = (await crearTipo(db(), 'Adjunto')).id;
});
afterAll(() => t.cerrar());

const db = () => t.database.db;
const ctx = () => t.app.ctx;
const api = peticiones(() => t);
async function subir(tk: string, o: { nombre?: string; modelo_id?: number; modelo?: string; datos?: Buffer } = {}) {
  const r = await api.post(
    '/api/v1/recurso_media_worknet',
    tk,
    formulario({ tipo_id: tipoId, modulo: MODULO, modelo: o.modelo ?? MODELO, modelo_id: o.modelo_id }, { nombre: o.nombre ?? 'a.pdf', datos: o.datos ?? PDF }),
  );
  return r;
}
const subido = async (tk: string, o: Parameters<typeof subir>[1] = {}) => {
  const r = await subir(tk, o);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number };
};
const modeloIdDe = async (id: number) => (await db().select({ m: recursoMedia.modelo_id }).from(recursoMedia).where(eq(recursoMedia.id, id)))[0]!.m;

describe('vincularMedia', () => {
  it('adjunta los borradores propios y acepta los que ya son del mismo registro', async () => {
    const a = await subido(tkAna);
    const b = await subido(tkAna);
    const yaDelRegistro = await subido(tkAna, { modelo_id: 100 });
    await db().transaction((tx) => vincularMedia(tx, { ids: [a.id, b.id, yaDelRegistro.id, a.id], modelo: MODELO, modeloId: 100, usuarioId: ana.id }));
    expect([await modeloIdDe(a.id), await modeloIdDe(b.id), await modeloIdDe(yaDelRegistro.id)]).toEqual([100, 100, 100]);
    // Attaching again to the same record changes nothing and does not fail.
    await db().transaction((tx) => vincularMedia(tx, { ids: [a.id], modelo: MODELO, modeloId: 100, usuarioId: beto.id }));
  });

  it('rechaza con 400 el borrador de otro usuario, uno de otro registro, de otro modelo, eliminado o inexistente, sin adjuntar ninguno', async () => {
    const propio = await subido(tkAna);
    const deBeto = await subido(tkBeto);
    const deOtroRegistro = await subido(tkAna, { modelo_id: 200 });
    const eliminado = await subido(tkAna);
    await db().update(recursoMedia).set({ deleted_at: new Date() }).where(eq(recursoMedia.id, eliminado.id));
    await crearTipo(db(), 'Otro', { modelo: 'otro_modelo_vinculo' });
    for (const ajeno of [deBeto.id, deOtroRegistro.id, eliminado.id, 9_999_999]) {
      const intento = db().transaction((tx) => vincularMedia(tx, { ids: [propio.id, ajeno], modelo: MODELO, modeloId: 201, usuarioId: ana.id }));
      await expect(intento).rejects.toMatchObject({ status: 400, message: `El archivo ${ajeno} no existe o no se puede adjuntar a este registro.` });
      expect(await modeloIdDe(propio.id)).toBeNull();
    }
    const otroModelo = db().transaction((tx) => vincularMedia(tx, { ids: [propio.id], modelo: 'novedad', modeloId: 201, usuarioId: ana.id }));
    await expect(otroModelo).rejects.toMatchObject({ status: 400 });
    expect(await modeloIdDe(deOtroRegistro.id)).toBe(200);
  });

  it('una lista vacía no hace nada', async () => {
    await expect(db().transaction((tx) => vincularMedia(tx, { ids: [], modelo: MODELO, modeloId: 1, usuarioId: ana.id }))).resolves.toBeUndefined();
  });
});

describe('mediaDeModelos y urlsDeMedia', () => {
  it('agrupa los archivos vigentes de varios registros en una sola consulta, por orden e id', async () => {
    const x1 = await subido(tkAna, { modelo_id: 300 });
    const x2 = await subido(tkAna, { modelo_id: 300 });
    const y1 = await subido(tkAna, { modelo_id: 301 });
    const borrado = await subido(tkAna, { modelo_id: 301 });
    await db().update(recursoMedia).set({ deleted_at: new Date() }).where(eq(recursoMedia.id, borrado.id));
    await db().update(recursoMedia).set({ orden: 5 }).where(eq(recursoMedia.id, x1.id));
    let consultas = 0;
    const original = ctx().db.select.bind(ctx().db);
    const espia = Object.assign(Object.create(Object.getPrototypeOf(ctx().db)), ctx().db, {
      select: (...a: Parameters<typeof original>) => (consultas++, original(...a)),
    });
    const mapa = await mediaDeModelos({ ...ctx(), db: espia }, MODELO, [300, 301, 302, 300]);
    expect(consultas).toBe(1);
    expect(mapa.get(300)!.map((i) => i.id)).toEqual([x2.id, x1.id]);
    expect(mapa.get(301)!.map((i) => i.id)).toEqual([y1.id]);
    expect(mapa.has(302)).toBe(false);
    expect(mapa.get(301)![0]).toMatchObject({ nombre: 'a.pdf', tipo: { label: 'Adjunto' }, url: expect.stringContaining(`/recurso_media/${y1.id}/archivo?`) });
    expect((await mediaDeModelos(ctx(), MODELO, [])).size).toBe(0);
  });

  it('urlsDeMedia firma el archivo y la miniatura de una imagen; null si no existe o está eliminado', async () => {
    const r = await api.post(
      '/api/v1/recurso_media_worknet',
      tkAna,
      formulario({ tipo_id: tipoId, modulo: MODULO, modelo: MODELO }, { nombre: 'p.png', datos: await png(), tipo: 'image/png' }),
    );
    const id = r.json().data.id as number;
    const urls = await urlsDeMedia(ctx(), id);
    expect(urls).toEqual({
      url: expect.stringMatching(/\/archivo\?exp=/),
      miniatura_url: expect.stringMatching(/\/miniatura\?exp=/),
      mediana_url: expect.stringMatching(/\/mediana\?exp=/),
    });
    expect((await api.get(urls!.miniatura_url!)).statusCode).toBe(200);
    const pdf = await subido(tkAna);
    expect((await urlsDeMedia(ctx(), pdf.id))!.miniatura_url).toBeNull();
    await db().update(recursoMedia).set({ deleted_at: new Date() }).where(eq(recursoMedia.id, pdf.id));
    expect(await urlsDeMedia(ctx(), pdf.id)).toBeNull();
    expect(await urlsDeMedia(ctx(), 9_999_999)).toBeNull();
  });
});

describe('una subida nunca queda a medias', () => {
  it('si falla el almacenamiento de la miniatura no queda fila y se borra el original', async () => {
    const antes = archivosGuardados(dataDir);
    fallarEnEscritura = 2;
    const r = await subir(tkAna, { nombre: 'sin-lugar.png', datos: await png() });
    expect(r.statusCode).toBe(500);
    expect(fallarEnEscritura).toBe(0);
    expect(await db().select().from(recursoMedia).where(eq(recursoMedia.nombre, 'sin-lugar.png'))).toEqual([]);
    expect(archivosGuardados(dataDir)).toEqual(antes);
  });

  it('si falla la escritura en la base se borran los bytes guardados', async () => {
    await db().execute(sql`
      create function rechazar_media() returns trigger language plpgsql as $$
      begin
        if new.nombre = 'rechazado.png' then raise exception 'rechazado por la prueba'; end if;
        return new;
      end $$`);
    await db().execute(sql`create trigger rechazar_media before insert on recurso_media for each row execute function rechazar_media()`);
    const antes = archivosGuardados(dataDir);
    const r = await subir(tkAna, { nombre: 'rechazado.png', datos: await png() });
    expect(r.statusCode).toBe(500);
    expect(r.json().message).toBe('Ocurrió un error inesperado en el servidor.');
    expect(archivosGuardados(dataDir)).toEqual(antes);
    expect((await subir(tkAna, { nombre: 'aceptado.pdf' })).statusCode).toBe(200);
  });
});

describe('los borradores que nadie adjuntó', () => {
  it(`se borran con sus archivos pasadas ${HORAS_BORRADOR} h; los recientes y los adjuntos quedan`, async () => {
    const subirImagen = async (nombre: string, modelo_id?: number) => (await subido(tkBeto, { nombre, modelo_id, datos: await png() })).id;
    const viejo = await subirImagen('olvidado.png');
    const reciente = await subirImagen('reciente.png');
    const adjunto = await subirImagen('adjunto-viejo.png', 200);
    const haceUnDia = sql`now() - make_interval(hours => ${HORAS_BORRADOR}) - interval '1 minute'`;
    await db()
      .update(recursoMedia)
      .set({ created_at: haceUnDia })
      .where(sql`${recursoMedia.id} in (${viejo}, ${adjunto})`);
    const [fila] = await db().select().from(recursoMedia).where(eq(recursoMedia.id, viejo));
    expect(fila!.miniatura_clave).not.toBeNull();
    const claves = [fila!.clave, fila!.miniatura_clave!];
    const estaGuardado = (clave: string) => archivosGuardados(dataDir).some((a) => a.endsWith(clave));
    expect(claves.every(estaGuardado)).toBe(true);

    expect(await borrarBorradoresVencidos(ctx())).toBe(1);

    const quedan = (
      await db()
        .select({ id: recursoMedia.id })
        .from(recursoMedia)
        .where(sql`${recursoMedia.id} in (${viejo}, ${reciente}, ${adjunto})`)
    ).map((f) => f.id);
    expect(quedan.sort((a, b) => a - b)).toEqual([reciente, adjunto].sort((a, b) => a - b));
    expect(claves.some(estaGuardado)).toBe(false);
    const registro = await db()
      .select()
      .from(auditoria)
      .where(sql`${auditoria.entidad} = 'recurso_media' and ${auditoria.entidad_id} = ${String(viejo)} and ${auditoria.accion} = 'eliminar'`);
    expect(registro).toHaveLength(1);
    expect(registro[0]!.usuario_id).toBeNull();
    // Nothing left to delete the second time (another instance running it finds nothing either).
    expect(await borrarBorradoresVencidos(ctx())).toBe(0);
  });
});
