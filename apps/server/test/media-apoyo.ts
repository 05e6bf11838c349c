import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import type { Db } from '../src/platform/db/client';
import type { Almacen } from '../src/platform/files/almacen';
import { recursoMediaTipo } from '../src/modules/media/media.table';
import { registrarModeloMedia } from '../src/modules/media/media.modelos';
import { anotarAuditoria, baseDePrueba, configDePrueba, type Prueba } from './app-de-prueba';

// What the media tests share: a model whose rules the test controls, files made
// from real bytes, and a DATA_DIR of their own to look at what was stored.

export const MODELO = 'documento_prueba';
export const MODULO = 'pruebas';

/** The one record id of the test model that does not exist. */
export const REGISTRO_INEXISTENTE = 999_999;

/** Who sees which record and who edits, set by each test. */
export const reglas = { visibles: new Map<number, Set<number>>(), editores: new Set<number>() };

export function registrarModeloDePrueba() {
  registrarModeloMedia(MODELO, {
    modulo: MODULO,
    puedeVer: async (_ctx, u, id) => reglas.visibles.get(u.id)?.has(id) ?? false,
    puedeEditar: async (_ctx, u) => reglas.editores.has(u.id),
    existe: async (_ctx, id) => id !== REGISTRO_INEXISTENTE,
  });
}

export const verRegistro = (usuarioId: number, ...ids: number[]) =>
  reglas.visibles.set(usuarioId, new Set([...(reglas.visibles.get(usuarioId) ?? []), ...ids]));

export async function crearTipo(db: Db, label: string, o: { modulo?: string; modelo?: string; borrado?: boolean } = {}) {
  const [t] = await db
    .insert(recursoMediaTipo)
    .values({ label, modulo: o.modulo ?? MODULO, modelo: o.modelo ?? MODELO, deleted_at: o.borrado ? new Date() : null })
    .returning();
  return t!;
}

export const carpetaDatos = () => mkdtempSync(join(tmpdir(), 'worknet-media-'));

/** Every stored file under DATA_DIR/files (relative paths). */
export function archivosGuardados(dataDir: string): string[] {
  const raiz = join(dataDir, 'files');
  const out: string[] = [];
  const recorrer = (d: string) => {
    if (!existsSync(d)) return;
    const nombres = readdirSync(d);
    for (const n of nombres) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) recorrer(p);
      else out.push(p.slice(raiz.length + 1));
    }
  };
  recorrer(raiz);
  return out.sort();
}

export const png = (ancho = 800, alto = 600) =>
  sharp({ create: { width: ancho, height: alto, channels: 3, background: '#0958d9' } })
    .png()
    .toBuffer();
export const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#08979c' } })
    .jpeg()
    .toBuffer();
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export function formulario(campos: Record<string, string | number | undefined>, archivo?: { nombre: string; datos: Buffer; tipo?: string }) {
  const f = new FormData();
  for (const [k, v] of Object.entries(campos)) if (v !== undefined) f.append(k, String(v));
  if (archivo) f.append('file', new Blob([new Uint8Array(archivo.datos)], { type: archivo.tipo ?? 'application/octet-stream' }), archivo.nombre);
  return f;
}

/** The app with its own DATA_DIR (removed on close) and, when given, a storage of the test's own. */
export async function appMedia(o: { dataDir?: string; almacen?: Almacen; env?: Record<string, string> } = {}): Promise<Prueba & { dataDir: string }> {
  const dataDir = o.dataDir ?? carpetaDatos();
  const database = await baseDePrueba();
  const app = await buildApp({ config: configDePrueba({ DATA_DIR: dataDir, ...o.env }), database, almacen: o.almacen, logger: false });
  await app.ready();
  return {
    app,
    database,
    correos: [],
    dataDir,
    cerrar: async () => {
      anotarAuditoria(app);
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
