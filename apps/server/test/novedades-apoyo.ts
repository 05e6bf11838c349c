import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../src/platform/db/client';
import { auditoria } from '../src/platform/audit/audit.table';
import { authItem } from '../src/platform/rbac/rbac.table';
import { grupo, grupoRol, grupoSector, grupoUsuario } from '../src/modules/grupos/grupos.table';
import { recursoMediaTipo } from '../src/modules/media/media.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, crearSector, crearUsuario, iniciarSesion } from './factories';
import { peticiones } from './peticion';

// What the news tests share: an app with its own DATA_DIR (covers are real
// files), calls with a token, groups and media made the way the app makes them.

export const appNovedades = () => appDePrueba({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'worknet-novedades-')) } });

export type Llamadas = ReturnType<typeof llamadas>;

/** The kit's calls (peticion.ts) under the names these tests use. */
export function llamadas(t: Prueba) {
  const api = peticiones(() => t);
  return { get: api.get, enviar: (method: 'POST' | 'PUT' | 'DELETE', url: string, tk: string, payload?: unknown) => api.pedir(method, url, tk, payload) };
}

/**
 * The cast of the news API tests: an editor (role Comunicación, sector Farmacia),
 * a reader and a user without roles (both of Guardia).
 */
export async function escenarioNovedades() {
  const t = await appNovedades();
  const db = t.database.db;
  const sectorA = (await crearSector(db, { nombre: 'Guardia' })).sector.id;
  const sectorB = (await crearSector(db, { nombre: 'Farmacia' })).sector.id;
  const editor = await crearUsuario(db, { items: ['Comunicación'], sectores: [sectorB] });
  const lector = await crearUsuario(db, { sectores: [sectorA] });
  const sinPermisos = await crearUsuario(db, { sectores: [sectorA] });
  const [tkEditor, tkLector, tkSinPermisos] = await Promise.all([
    iniciarSesion(t.app, editor.username),
    iniciarSesion(t.app, lector.username),
    iniciarSesion(t.app, sinPermisos.username),
  ]);
  return { t, api: llamadas(t), editor, tkEditor, tkLector, tkSinPermisos, sectorA, sectorB };
}

/** A news body as the form sends it, with the required title. */
export const datos = (o: Record<string, unknown> = {}) => ({ titulo: `Novedad ${Math.random().toString(36).slice(2, 8)}`, publicada: true, ...o });

/** Creates a news item through the API (published unless `o` says otherwise); returns its detail. */
export async function crearNovedad(api: Llamadas, tk: string, o: Record<string, unknown> = {}) {
  const r = await api.enviar('POST', '/api/v1/novedad', tk, datos(o));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}

/** The ids of a list answer, in order. */
export const ids = (r: { json: () => { data: { id: number }[] } }) => r.json().data.map((n) => n.id);

export async function crearGrupo(db: Db, o: { usuarios?: number[]; sectores?: number[]; roles?: string[]; borrado?: boolean } = {}) {
  const [g] = await db
    .insert(grupo)
    .values({ nombre: `Grupo ${Math.random().toString(36).slice(2, 8)}`, deleted_at: o.borrado ? new Date() : null })
    .returning();
  if (o.usuarios?.length) await db.insert(grupoUsuario).values(o.usuarios.map((u) => ({ grupo_id: g!.id, usuario_id: u })));
  if (o.sectores?.length) await db.insert(grupoSector).values(o.sectores.map((s) => ({ grupo_id: g!.id, sector_id: s })));
  if (o.roles?.length) {
    const roles = await db.select({ id: authItem.id }).from(authItem).where(inArray(authItem.nombre, o.roles));
    await db.insert(grupoRol).values(roles.map((r) => ({ grupo_id: g!.id, item_id: r.id })));
  }
  return g!;
}

export async function tipoMedia(db: Db, label: 'Portada' | 'Adjunto') {
  const [t] = await db
    .select()
    .from(recursoMediaTipo)
    .where(and(eq(recursoMediaTipo.modulo, 'novedades'), eq(recursoMediaTipo.modelo, 'novedad'), eq(recursoMediaTipo.label, label)));
  if (!t) throw new Error(`Falta el tipo de media ${label} (sembrarTiposMedia)`);
  return t;
}

export const png = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#0958d9' } })
    .png()
    .toBuffer();
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Uploads a file for a news item through the media call, as the form does; returns the ItemMedia. */
export async function subir(t: Prueba, tk: string, o: { tipo_id: number; nombre?: string; datos?: Buffer; contentType?: string; modelo_id?: number }) {
  const f = new FormData();
  f.append('tipo_id', String(o.tipo_id));
  f.append('modulo', 'novedades');
  f.append('modelo', 'novedad');
  if (o.modelo_id) f.append('modelo_id', String(o.modelo_id));
  const datos = o.datos ?? (await png());
  f.append('file', new Blob([new Uint8Array(datos)], { type: o.contentType ?? 'image/png' }), o.nombre ?? 'portada.png');
  const r = await t.app.inject({ method: 'POST', url: '/api/v1/recurso_media_worknet', headers: bearer(tk), payload: f });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; url: string; miniatura_url: string | null };
}

export const auditoriaDe = (db: Db, id: number) =>
  db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, 'novedad'), eq(auditoria.entidad_id, String(id))))
    .orderBy(auditoria.id);
