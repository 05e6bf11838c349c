import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  CrearCarpetaBody,
  CrearDocumentoBody,
  DocumentosQuery,
  EditarCarpetaBody,
  EditarDocumentoBody,
  NivelCarpeta,
  PermisosCarpetaBody,
} from '@worknet/domain/archivos/esquemas';
import { MODELO_MEDIA_DOCUMENTO, MODULO_MEDIA_DOCUMENTO } from '@worknet/domain/archivos/esquemas';
import { auditar } from '../../platform/audit/audit';
import { nadaQueAuditar } from '../../platform/audit/auditoria-rutas';
import type { Ctx } from '../../platform/context';
import { leerCompleto } from '../../platform/files/almacen';
import type { Db } from '../../platform/db/client';
import { paginar } from '../../platform/db/pagina';
import { codigoDeBase, filasDe } from '../../platform/db/sql';
import { ordenTexto, patron } from '../../platform/db/texto';
import { conflicto, datosInvalidos, noEncontrado, prohibido, reglaDeNegocio } from '../../platform/http/errors';
import { authItem } from '../../platform/rbac/rbac.table';
import type { Principal } from '../../platform/identidad/principal';
import { mediaDeModelos, subirMedia, urlsDeMedia, vincularMedia } from '../media/media.service';
import { recursoMedia } from '../media/media.table';
import { persona } from '../rrhh/persona.table';
import { esRrhh, nivelesDeCarpetas, puedeEditarDocumento } from './archivos.acceso';
import { carpeta, carpetaPermiso, documento } from './archivos.table';
import * as reloj from '@worknet/domain/reloj';

/** A folder as the server hands it to the reply schema (dates as Date). */
type Carpeta = { id: number; nombre: string; padre_id: number | null; nivel: NivelCarpeta; deleted_at: Date | null };

const NO_EXISTE_CARPETA = 'No existe esa carpeta.';
const repetida = (nombre: string) => conflicto(`Ya existe una carpeta «${nombre}» en ese lugar.`);

// ---- Folders

/** The folders the user reaches (HR: all; with `eliminadas`, HR's trash of deleted folders). */
export async function listarCarpetas(ctx: Ctx, p: Principal, eliminadas = false): Promise<Carpeta[]> {
  if (eliminadas) {
    if (!esRrhh(p)) throw prohibido('Sólo RRHH ve la papelera.');
    const filas = await ctx.db
      .select({ id: carpeta.id, nombre: carpeta.nombre, padre_id: carpeta.padre_id, deleted_at: carpeta.deleted_at })
      .from(carpeta)
      .where(isNotNull(carpeta.deleted_at))
      .orderBy(asc(ordenTexto(carpeta.nombre)), asc(carpeta.id));
    return filas.map((f) => ({ ...f, nivel: 'editar' as const }));
  }
  const niveles = await nivelesDeCarpetas(ctx.db, p);
  if (niveles.size === 0) return [];
  const filas = await ctx.db
    .select({ id: carpeta.id, nombre: carpeta.nombre, padre_id: carpeta.padre_id, deleted_at: carpeta.deleted_at })
    .from(carpeta)
    .where(inArray(carpeta.id, [...niveles.keys()]))
    .orderBy(asc(ordenTexto(carpeta.nombre)), asc(carpeta.id));
  // A subfolder the user reaches under a parent they do not: shown as a root.
  return filas.map((f) => ({ ...f, padre_id: f.padre_id !== null && niveles.has(f.padre_id) ? f.padre_id : null, nivel: niveles.get(f.id)! }));
}

async function carpetaViva(db: Db, id: number) {
  const [c] = await db
    .select()
    .from(carpeta)
    .where(and(eq(carpeta.id, id), isNull(carpeta.deleted_at)));
  return c;
}

/** Ids of a folder and all its ancestors (to refuse moving a folder under itself). */
async function ancestros(db: Db, id: number): Promise<number[]> {
  const r = await db.execute(sql`
    with recursive sube(id, padre_id) as (
      select id, padre_id from carpeta where id = ${id}
      union
      select c.id, c.padre_id from carpeta c join sube s on c.id = s.padre_id
    ) select id from sube`);
  return filasDe<{ id: number }>(r).map((f) => Number(f.id));
}

async function conNombreUnico<T>(nombre: string, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (codigoDeBase(e) === '23505') throw repetida(nombre);
    throw e;
  }
}

export async function crearCarpeta(ctx: Ctx, p: Principal, b: CrearCarpetaBody): Promise<Carpeta> {
  const padre = b.padre_id ?? null;
  if (padre !== null && !(await carpetaViva(ctx.db, padre))) throw noEncontrado('No existe la carpeta de arriba.');
  const fila = await conNombreUnico(b.nombre, () =>
    ctx.db.transaction(async (tx) => {
      const [c] = await tx.insert(carpeta).values({ nombre: b.nombre, padre_id: padre, created_by: p.id }).returning();
      await auditar(tx, { usuarioId: p.id, entidad: 'carpeta', entidadId: c!.id, accion: 'crear', despues: { nombre: c!.nombre, padre_id: padre } });
      return c!;
    }),
  );
  return { id: fila.id, nombre: fila.nombre, padre_id: fila.padre_id, nivel: 'editar', deleted_at: null };
}

export async function editarCarpeta(ctx: Ctx, p: Principal, id: number, b: EditarCarpetaBody): Promise<Carpeta> {
  const antes = await carpetaViva(ctx.db, id);
  if (!antes) throw noEncontrado(NO_EXISTE_CARPETA);
  const cambios: Partial<typeof carpeta.$inferInsert> = {};
  if (b.nombre !== undefined && b.nombre !== antes.nombre) cambios.nombre = b.nombre;
  if (b.padre_id !== undefined && b.padre_id !== antes.padre_id) {
    if (b.padre_id !== null) {
      if (!(await carpetaViva(ctx.db, b.padre_id))) throw noEncontrado('No existe la carpeta de destino.');
      if ((await ancestros(ctx.db, b.padre_id)).includes(id)) throw reglaDeNegocio('Una carpeta no puede moverse dentro de sí misma ni de sus subcarpetas.');
    }
    cambios.padre_id = b.padre_id;
  }
  if (Object.keys(cambios).length === 0) {
    nadaQueAuditar();
  } else {
    await conNombreUnico(cambios.nombre ?? antes.nombre, () =>
      ctx.db.transaction(async (tx) => {
        await tx
          .update(carpeta)
          .set({ ...cambios, updated_at: reloj.ahora() })
          .where(eq(carpeta.id, id));
        await auditar(tx, {
          usuarioId: p.id,
          entidad: 'carpeta',
          entidadId: id,
          accion: 'editar',
          antes: { nombre: antes.nombre, padre_id: antes.padre_id },
          despues: { nombre: cambios.nombre ?? antes.nombre, padre_id: cambios.padre_id === undefined ? antes.padre_id : cambios.padre_id },
        });
      }),
    );
  }
  const c = (await carpetaViva(ctx.db, id))!;
  return { id: c.id, nombre: c.nombre, padre_id: c.padre_id, nivel: 'editar', deleted_at: null };
}

/** Soft delete: its subfolders and documents go with it (unreachable) and come back with it. */
export async function eliminarCarpeta(ctx: Ctx, p: Principal, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .update(carpeta)
      .set({ deleted_at: reloj.ahora(), deleted_by: p.id, updated_at: reloj.ahora() })
      .where(and(eq(carpeta.id, id), isNull(carpeta.deleted_at)))
      .returning();
    if (!c) throw noEncontrado(NO_EXISTE_CARPETA);
    await auditar(tx, { usuarioId: p.id, entidad: 'carpeta', entidadId: id, accion: 'eliminar', antes: { nombre: c.nombre, padre_id: c.padre_id } });
  });
}

export async function restaurarCarpeta(ctx: Ctx, p: Principal, id: number): Promise<Carpeta> {
  const [c] = await ctx.db.select().from(carpeta).where(eq(carpeta.id, id));
  if (!c) throw noEncontrado(NO_EXISTE_CARPETA);
  if (!c.deleted_at) throw reglaDeNegocio('La carpeta no está en la papelera.');
  if (c.padre_id !== null && !(await carpetaViva(ctx.db, c.padre_id))) throw reglaDeNegocio('Restaure antes la carpeta de arriba.');
  await conNombreUnico(c.nombre, () =>
    ctx.db.transaction(async (tx) => {
      await tx.update(carpeta).set({ deleted_at: null, deleted_by: null, updated_at: reloj.ahora() }).where(eq(carpeta.id, id));
      await auditar(tx, { usuarioId: p.id, entidad: 'carpeta', entidadId: id, accion: 'restaurar', despues: { nombre: c.nombre } });
    }),
  );
  return { id: c.id, nombre: c.nombre, padre_id: c.padre_id, nivel: 'editar', deleted_at: null };
}

export async function permisosDeCarpeta(ctx: Ctx, id: number) {
  if (!(await carpetaViva(ctx.db, id))) throw noEncontrado(NO_EXISTE_CARPETA);
  const [permisos, roles] = await Promise.all([
    ctx.db
      .select({ rol_id: carpetaPermiso.rol_id, rol: authItem.nombre, nivel: carpetaPermiso.nivel })
      .from(carpetaPermiso)
      .innerJoin(authItem, eq(authItem.id, carpetaPermiso.rol_id))
      .where(eq(carpetaPermiso.carpeta_id, id))
      .orderBy(asc(ordenTexto(authItem.nombre))),
    ctx.db
      .select({ id: authItem.id, nombre: authItem.nombre })
      .from(authItem)
      .where(eq(authItem.tipo, 'rol'))
      .orderBy(asc(ordenTexto(authItem.nombre))),
  ]);
  return { permisos, roles };
}

/** Replaces a folder's permissions with the given list (audited with before and after). */
export async function guardarPermisos(ctx: Ctx, p: Principal, id: number, b: PermisosCarpetaBody) {
  if (!(await carpetaViva(ctx.db, id))) throw noEncontrado(NO_EXISTE_CARPETA);
  const ids = b.permisos.map((x) => x.rol_id);
  if (ids.length) {
    const roles = await ctx.db
      .select({ id: authItem.id })
      .from(authItem)
      .where(and(inArray(authItem.id, ids), eq(authItem.tipo, 'rol')));
    if (roles.length !== ids.length) throw datosInvalidos('Alguno de los roles no existe.', { campos: [{ campo: 'permisos', mensaje: 'Rol inexistente' }] });
  }
  await ctx.db.transaction(async (tx) => {
    const antes = await tx.select({ rol_id: carpetaPermiso.rol_id, nivel: carpetaPermiso.nivel }).from(carpetaPermiso).where(eq(carpetaPermiso.carpeta_id, id));
    await tx.delete(carpetaPermiso).where(eq(carpetaPermiso.carpeta_id, id));
    if (b.permisos.length) await tx.insert(carpetaPermiso).values(b.permisos.map((x) => ({ carpeta_id: id, rol_id: x.rol_id, nivel: x.nivel })));
    await auditar(tx, { usuarioId: p.id, entidad: 'carpeta', entidadId: id, accion: 'permisos', antes, despues: b.permisos });
  });
  return permisosDeCarpeta(ctx, id);
}

// ---- Documents

const columnasDocumento = {
  id: documento.id,
  nombre: documento.nombre,
  categoria: documento.categoria,
  descripcion: documento.descripcion,
  carpeta_id: documento.carpeta_id,
  carpeta: carpeta.nombre,
  persona_id: documento.persona_id,
  created_at: documento.created_at,
  updated_at: documento.updated_at,
  deleted_at: documento.deleted_at,
};
const seleccionDocumentos = (db: Db) => db.select(columnasDocumento).from(documento).leftJoin(carpeta, eq(carpeta.id, documento.carpeta_id));
type FilaDocumento = Awaited<ReturnType<typeof seleccionDocumentos>>[number];

async function conVersiones(ctx: Ctx, filas: FilaDocumento[], editable: (f: FilaDocumento) => boolean) {
  const media = await mediaDeModelos(
    ctx,
    MODELO_MEDIA_DOCUMENTO,
    filas.map((f) => f.id),
  );
  return filas.map((f) => {
    const vs = media.get(f.id) ?? [];
    const ultima = vs.at(-1);
    return {
      ...f,
      versiones: vs.length,
      version_actual: ultima ? { media_id: ultima.id, nombre: ultima.nombre, content_type: ultima.content_type, tamano: ultima.tamano } : null,
      editable: editable(f),
    };
  });
}

/**
 * A folder's documents, a persona's (HR), or a search across everything the user reaches.
 * With `eliminados`, HR's trash.
 */
export async function listarDocumentos(ctx: Ctx, p: Principal, q: DocumentosQuery) {
  const rrhh = esRrhh(p);
  if (q.eliminados && !rrhh) throw prohibido('Sólo RRHH ve la papelera.');
  if (q.persona_id !== undefined && !rrhh) throw prohibido('Sólo RRHH ve los documentos de una persona.');
  const niveles = await nivelesDeCarpetas(ctx.db, p);
  const condiciones: (SQL | undefined)[] = [q.eliminados ? isNotNull(documento.deleted_at) : isNull(documento.deleted_at)];
  if (q.carpeta_id !== undefined) {
    if (!niveles.has(q.carpeta_id)) throw prohibido('No tiene acceso a esa carpeta.');
    condiciones.push(eq(documento.carpeta_id, q.carpeta_id));
  } else if (q.persona_id !== undefined) {
    condiciones.push(eq(documento.persona_id, q.persona_id));
  } else if (!rrhh) {
    if (niveles.size === 0) return { filas: [], total: 0 };
    condiciones.push(inArray(documento.carpeta_id, [...niveles.keys()]));
  } else if (!q.eliminados) {
    // HR's search: live folders and every persona's space.
    condiciones.push(sql`(${documento.persona_id} is not null or ${inArray(documento.carpeta_id, [...niveles.keys(), 0])})`);
  }
  if (q.filter) condiciones.push(sql`${documento.busqueda} like ${patron(q.filter)}`);
  if (q.categoria) condiciones.push(eq(documento.categoria, q.categoria));
  const where = and(...condiciones);
  const { filas, total } = await paginar(
    ctx.db,
    () => seleccionDocumentos(ctx.db).where(where).$dynamic(),
    [asc(ordenTexto(documento.nombre)), asc(documento.id)],
    q,
  );
  const datos = await conVersiones(ctx, filas, (f) => rrhh || (f.carpeta_id !== null && niveles.get(f.carpeta_id) === 'editar'));
  return { filas: datos, total };
}

export async function obtenerDocumento(ctx: Ctx, p: Principal, id: number) {
  const [f] = await seleccionDocumentos(ctx.db).where(eq(documento.id, id));
  if (!f) throw noEncontrado('No existe ese documento.');
  const editable = await puedeEditarDocumento(ctx.db, p, f);
  return (await conVersiones(ctx, [f], () => editable))[0]!;
}

export async function crearDocumento(ctx: Ctx, p: Principal, b: CrearDocumentoBody) {
  if (b.persona_id !== undefined) {
    if (!esRrhh(p)) throw prohibido('Sólo RRHH carga documentos de una persona.');
    const [per] = await ctx.db
      .select({ id: persona.id })
      .from(persona)
      .where(and(eq(persona.id, b.persona_id), isNull(persona.deleted_at)));
    if (!per) throw noEncontrado('No existe esa persona.');
  } else {
    const nivel: NivelCarpeta | null = (await nivelesDeCarpetas(ctx.db, p)).get(b.carpeta_id!) ?? null;
    if (nivel === null) throw prohibido('No tiene acceso a esa carpeta.');
    if (nivel !== 'editar') throw prohibido('No tiene permiso para subir documentos a esta carpeta.');
  }
  const id = await ctx.db.transaction(async (tx) => {
    const [archivo] = await tx.select({ nombre: recursoMedia.nombre }).from(recursoMedia).where(eq(recursoMedia.id, b.media_id));
    const nombre = b.nombre ?? archivo?.nombre ?? 'Documento';
    const [d] = await tx
      .insert(documento)
      .values({
        nombre,
        categoria: b.categoria,
        descripcion: b.descripcion || null,
        carpeta_id: b.carpeta_id ?? null,
        persona_id: b.persona_id ?? null,
        created_by: p.id,
      })
      .returning({ id: documento.id });
    await vincularMedia(tx, { ids: [b.media_id], modelo: MODELO_MEDIA_DOCUMENTO, modeloId: d!.id, usuarioId: p.id });
    await auditar(tx, {
      usuarioId: p.id,
      entidad: 'documento',
      entidadId: d!.id,
      accion: 'crear',
      despues: { nombre, categoria: b.categoria, carpeta_id: b.carpeta_id ?? null, persona_id: b.persona_id ?? null, media_id: b.media_id },
    });
    return d!.id;
  });
  return obtenerDocumento(ctx, p, id);
}

async function documentoVivoOError(db: Db, id: number) {
  const [d] = await db
    .select()
    .from(documento)
    .where(and(eq(documento.id, id), isNull(documento.deleted_at)));
  if (!d) throw noEncontrado('No existe ese documento o está en la papelera.');
  return d;
}

/** A new version: the uploaded draft becomes the document's newest file (the older ones stay). */
export async function nuevaVersion(ctx: Ctx, p: Principal, id: number, mediaId: number) {
  await documentoVivoOError(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const [ya] = await tx
      .select({ n: count() })
      .from(recursoMedia)
      .where(and(eq(recursoMedia.id, mediaId), eq(recursoMedia.modelo_id, id), eq(recursoMedia.modelo, MODELO_MEDIA_DOCUMENTO)));
    if (ya && ya.n > 0) throw reglaDeNegocio('Ese archivo ya es una versión de este documento.');
    await vincularMedia(tx, { ids: [mediaId], modelo: MODELO_MEDIA_DOCUMENTO, modeloId: id, usuarioId: p.id });
    await tx.update(documento).set({ updated_at: reloj.ahora() }).where(eq(documento.id, id));
    await auditar(tx, { usuarioId: p.id, entidad: 'documento', entidadId: id, accion: 'version', despues: { media_id: mediaId } });
  });
  return obtenerDocumento(ctx, p, id);
}

export async function editarDocumento(ctx: Ctx, p: Principal, id: number, b: EditarDocumentoBody) {
  const antes = await documentoVivoOError(ctx.db, id);
  const cambios: Partial<typeof documento.$inferInsert> = {};
  if (b.nombre !== undefined && b.nombre !== antes.nombre) cambios.nombre = b.nombre;
  if (b.categoria !== undefined && b.categoria !== antes.categoria) cambios.categoria = b.categoria;
  if (b.descripcion !== undefined && (b.descripcion || null) !== antes.descripcion) cambios.descripcion = b.descripcion || null;
  if (Object.keys(cambios).length === 0) nadaQueAuditar();
  else {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(documento)
        .set({ ...cambios, updated_at: reloj.ahora() })
        .where(eq(documento.id, id));
      const previos = { nombre: antes.nombre, categoria: antes.categoria, descripcion: antes.descripcion };
      await auditar(tx, { usuarioId: p.id, entidad: 'documento', entidadId: id, accion: 'editar', antes: previos, despues: { ...previos, ...cambios } });
    });
  }
  return obtenerDocumento(ctx, p, id);
}

export async function eliminarDocumento(ctx: Ctx, p: Principal, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [d] = await tx
      .update(documento)
      .set({ deleted_at: reloj.ahora(), deleted_by: p.id, updated_at: reloj.ahora() })
      .where(and(eq(documento.id, id), isNull(documento.deleted_at)))
      .returning();
    if (!d) throw noEncontrado('No existe ese documento o ya está en la papelera.');
    await auditar(tx, { usuarioId: p.id, entidad: 'documento', entidadId: id, accion: 'eliminar', antes: { nombre: d.nombre } });
  });
}

export async function restaurarDocumento(ctx: Ctx, p: Principal, id: number) {
  const [d] = await ctx.db.select().from(documento).where(eq(documento.id, id));
  if (!d) throw noEncontrado('No existe ese documento.');
  if (!d.deleted_at) throw reglaDeNegocio('El documento no está en la papelera.');
  if (d.carpeta_id !== null && !(await carpetaViva(ctx.db, d.carpeta_id))) throw reglaDeNegocio('Su carpeta está en la papelera: restáurela antes.');
  await ctx.db.transaction(async (tx) => {
    await tx.update(documento).set({ deleted_at: null, deleted_by: null, updated_at: reloj.ahora() }).where(eq(documento.id, id));
    await auditar(tx, { usuarioId: p.id, entidad: 'documento', entidadId: id, accion: 'restaurar', despues: { nombre: d.nombre } });
  });
  return obtenerDocumento(ctx, p, id);
}

export async function versiones(ctx: Ctx, id: number) {
  const vs = (await mediaDeModelos(ctx, MODELO_MEDIA_DOCUMENTO, [id])).get(id) ?? [];
  return vs
    .map((v, i) => ({
      media_id: v.id,
      numero: i + 1,
      nombre: v.nombre,
      content_type: v.content_type,
      tamano: v.tamano,
      created_at: v.created_at,
      actual: i === vs.length - 1,
    }))
    .reverse();
}

/** A signed link to one version (the current one without `mediaId`); handing it out is the audited download. */
/** The link is bound to the asking session (`sesion`): it stops when the session ends or the document goes to the trash. */
export async function descargar(ctx: Ctx, p: Principal, id: number, mediaId?: number, sesion?: string) {
  const vs = await versiones(ctx, id);
  const v = mediaId === undefined ? vs[0] : vs.find((x) => x.media_id === mediaId);
  if (!v) throw noEncontrado(mediaId === undefined ? 'El documento no tiene archivo.' : 'Esa versión no es de este documento.');
  const urls = await urlsDeMedia(ctx, v.media_id, sesion);
  if (!urls) throw noEncontrado('El archivo no está disponible.');
  await auditar(ctx.db, { usuarioId: p.id, entidad: 'documento', entidadId: id, accion: 'descargar', despues: { media_id: v.media_id, version: v.numero } });
  return { url: urls.url, nombre: v.nombre };
}

/**
 * «Restaurar esta versión»: its bytes become a new version on top (history stays whole: the
 * versions in between are kept and still downloadable).
 */
export async function restaurarVersion(ctx: Ctx, p: Principal, id: number, mediaId: number) {
  await documentoVivoOError(ctx.db, id);
  const v = (await versiones(ctx, id)).find((x) => x.media_id === mediaId);
  if (!v) throw noEncontrado('Esa versión no es de este documento.');
  if (v.actual) throw reglaDeNegocio('Esa versión ya es la actual.');
  const [fila] = await ctx.db.select({ clave: recursoMedia.clave, tipo_id: recursoMedia.tipo_id }).from(recursoMedia).where(eq(recursoMedia.id, mediaId));
  const nueva = await subirMedia(
    ctx,
    p,
    { tipo_id: fila!.tipo_id, modulo: MODULO_MEDIA_DOCUMENTO, modelo: MODELO_MEDIA_DOCUMENTO, modelo_id: id, orden: 0 },
    { nombre: v.nombre, datos: await leerCompleto(ctx.almacen, fila!.clave) },
  );
  await ctx.db.transaction(async (tx) => {
    await tx.update(documento).set({ updated_at: reloj.ahora() }).where(eq(documento.id, id));
    await auditar(tx, {
      usuarioId: p.id,
      entidad: 'documento',
      entidadId: id,
      accion: 'restaurar_version',
      despues: { desde: mediaId, version: v.numero, media_id: nueva.id },
    });
  });
  return obtenerDocumento(ctx, p, id);
}
