import { sql } from 'drizzle-orm';
import { MODELO_MEDIA_GUIA_VERSION, TIPO_CONTENIDO_PDF, type GuiaDatos, type VersionBody } from '@worknet/domain/guias/esquemas';
import { auditar } from '../../platform/audit/audit';
import { nadaQueAuditar } from '../../platform/audit/auditoria-rutas';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { enteros, filasDe } from '../../platform/db/sql';
import { datosInvalidos, noEncontrado, reglaDeNegocio } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { vincularMedia } from '../media/media.service';
import { sanearCuerpo, textoDelCuerpo } from '../../platform/texto/html';
import { avisar, type Avisado, type Avisador } from '../notificaciones/avisos.service';
import { audienciaDe, mensajeGuiaInexistente } from './guias.acceso';
import { guia, guiaLectura, guiaVersion } from './guias.table';
import * as reloj from '@worknet/domain/reloj';

// Writing guides (issue 22 item 5): metadata, publishing a version (text cleaned like the
// news body, or a PDF uploaded through media), confirming the current version. Each change
// is one transaction with its audit row; a new version is announced to its audience as a
// system message once committed.

export const MODULO_AVISO = 'tareas';

async function validarDatos(tx: Db, d: GuiaDatos): Promise<void> {
  const [t] = filasDe<{ id: number }>(await tx.execute(sql`select id from guia_tipo where id = ${d.tipo_id} and deleted_at is null`));
  if (!t) throw datosInvalidos(`No existe el tipo de guía ${d.tipo_id}.`, { campos: [{ campo: 'tipo_id', mensaje: 'Tipo inexistente' }] });
  if (d.sector_ids.length) {
    const hay = filasDe<{ id: number }>(await tx.execute(sql`select id from sector where id = any(${enteros(d.sector_ids)}) and deleted_at is null`));
    const faltan = d.sector_ids.filter((s) => !hay.some((h) => Number(h.id) === s));
    if (faltan.length) {
      throw datosInvalidos(`No existe${faltan.length === 1 ? ' el sector' : 'n los sectores'} ${faltan.join(', ')}.`, {
        campos: [{ campo: 'sector_ids', mensaje: 'Sectores inexistentes' }],
      });
    }
  }
}

/** The live guide, locked for the change; 404 otherwise. */
async function guiaParaCambiar(tx: Db, id: number) {
  const [g] = filasDe<{ id: number; titulo: string; tipo_id: number; sector_ids: number[]; version_actual_id: number | null }>(
    await tx.execute(sql`select id, titulo, tipo_id, sector_ids, version_actual_id from guia where id = ${id} and deleted_at is null for update`),
  );
  if (!g) throw noEncontrado(mensajeGuiaInexistente(id));
  return g;
}

/** POST admin/guias: the guide and, when given, its first version. */
export async function crearGuia(ctx: Ctx, u: Principal, d: GuiaDatos, version?: VersionBody): Promise<number> {
  const avisos: Avisado[] = [];
  const id = await ctx.db.transaction(async (tx) => {
    await validarDatos(tx, d);
    const [g] = await tx.insert(guia).values({ titulo: d.titulo, tipo_id: d.tipo_id, sector_ids: d.sector_ids, creado_por: u.id }).returning({ id: guia.id });
    await auditar(tx, { usuarioId: u.id, entidad: 'guia', entidadId: g!.id, accion: 'crear', despues: d });
    if (version) avisos.push(...(await escribirVersion(ctx, tx, u, g!.id, version)));
    return g!.id;
  });
  for (const a of avisos) a.entregar();
  return id;
}

/** PUT admin/guias/{id}: title, type and sectors. The versions and confirmations stay. */
export async function editarGuia(ctx: Ctx, u: Principal, id: number, d: GuiaDatos): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const antes = await guiaParaCambiar(tx, id);
    await validarDatos(tx, d);
    await tx
      .update(guia)
      .set({ titulo: d.titulo, tipo_id: d.tipo_id, sector_ids: d.sector_ids, updated_at: reloj.ahora() })
      .where(sql`${guia.id} = ${id}`);
    await auditar(tx, {
      usuarioId: u.id,
      entidad: 'guia',
      entidadId: id,
      accion: 'editar',
      antes: { titulo: antes.titulo, tipo_id: antes.tipo_id, sector_ids: antes.sector_ids },
      despues: d,
    });
  });
}

/** DELETE admin/guias/{id}: retired (soft); readers stop seeing it. */
export async function eliminarGuia(ctx: Ctx, u: Principal, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const antes = await guiaParaCambiar(tx, id);
    await tx
      .update(guia)
      .set({ deleted_at: reloj.ahora() })
      .where(sql`${guia.id} = ${id}`);
    await auditar(tx, { usuarioId: u.id, entidad: 'guia', entidadId: id, accion: 'eliminar', antes: { titulo: antes.titulo } });
  });
}

/** The PDF of a version: the caller's own draft upload of modelo guia_version, a PDF. */
async function validarPdf(tx: Db, u: Principal, archivoId: number): Promise<void> {
  const [m] = filasDe<{ content_type: string; modelo: string; modelo_id: number | null; subido_por: number | null }>(
    await tx.execute(sql`select content_type, modelo, modelo_id, subido_por from recurso_media where id = ${archivoId} and deleted_at is null`),
  );
  if (!m || m.modelo !== MODELO_MEDIA_GUIA_VERSION || m.modelo_id !== null || Number(m.subido_por) !== u.id) {
    throw datosInvalidos(`El archivo ${archivoId} no existe o no se puede adjuntar a esta guía: súbalo de nuevo.`, {
      campos: [{ campo: 'archivo_id', mensaje: 'Archivo ajeno o inexistente' }],
    });
  }
  if (m.content_type !== TIPO_CONTENIDO_PDF) {
    throw datosInvalidos('El archivo de la guía debe ser un PDF.', { campos: [{ campo: 'archivo_id', mensaje: 'No es un PDF' }] });
  }
}

/** Inside `tx`: writes the next version, makes it current and writes the notice to its audience (delivered by the caller after commit). */
async function escribirVersion(ctx: Avisador, tx: Db, u: Principal, id: number, v: VersionBody): Promise<Avisado[]> {
  const g = await guiaParaCambiar(tx, id);
  let contenido: string | null = null;
  if (v.formato === 'texto') {
    contenido = sanearCuerpo(v.contenido ?? '');
    if (!textoDelCuerpo(contenido) && !contenido.includes('<iframe')) {
      throw datosInvalidos('El contenido de la guía quedó vacío: escriba el texto de la guía.', { campos: [{ campo: 'contenido', mensaje: 'Vacío' }] });
    }
  } else {
    await validarPdf(tx, u, v.archivo_id!);
  }
  const [n] = filasDe<{ n: number }>(await tx.execute(sql`select coalesce(max(numero), 0)::int + 1 as n from guia_version where guia_id = ${id}`));
  const numero = Number(n!.n);
  const [nueva] = await tx
    .insert(guiaVersion)
    .values({ guia_id: id, numero, formato: v.formato, contenido, archivo_id: v.archivo_id, cambios: v.cambios, creado_por: u.id })
    .returning({ id: guiaVersion.id });
  if (v.archivo_id) await vincularMedia(tx, { ids: [v.archivo_id], modelo: MODELO_MEDIA_GUIA_VERSION, modeloId: nueva!.id, usuarioId: u.id });
  await tx
    .update(guia)
    .set({ version_actual_id: nueva!.id, updated_at: reloj.ahora() })
    .where(sql`${guia.id} = ${id}`);
  await auditar(tx, {
    usuarioId: u.id,
    entidad: 'guia_version',
    entidadId: nueva!.id,
    accion: 'crear',
    despues: { guia_id: id, numero, formato: v.formato, archivo_id: v.archivo_id, cambios: v.cambios, anterior_id: g.version_actual_id },
  });
  // A protocol that changed must reach the people who follow it: each gets a message linking to it.
  const destino = (await audienciaDe(tx, id)).filter((x) => x !== u.id);
  if (!destino.length) return [];
  const titulo = numero === 1 ? `Nueva guía: ${g.titulo}` : `Nueva versión de la guía: ${g.titulo}`;
  const texto =
    numero === 1
      ? `Se publicó la guía «${g.titulo}». Léala y confirme la lectura.`
      : `Se publicó la versión ${numero} de «${g.titulo}».${v.cambios ? ` Qué cambió: ${v.cambios}` : ''} Léala y confirme la lectura.`;
  return [
    await avisar(ctx, tx, {
      mensaje: {
        usuarioIds: destino,
        titulo: titulo.length > 150 ? `${titulo.slice(0, 149)}…` : titulo,
        texto: texto.length > 1000 ? `${texto.slice(0, 999)}…` : texto,
        enlace: `/guias/${id}`,
        modulo: MODULO_AVISO,
      },
    }),
  ];
}

/** POST admin/guias/{id}/versiones: the new version becomes current; everybody must confirm again. */
export async function publicarVersion(ctx: Ctx, u: Principal, id: number, v: VersionBody): Promise<number> {
  const avisos = await ctx.db.transaction((tx) => escribirVersion(ctx, tx, u, id, v));
  for (const a of avisos) a.entregar();
  const [r] = filasDe<{ numero: number }>(
    await ctx.db.execute(sql`select v.numero from guia g join guia_version v on v.id = g.version_actual_id where g.id = ${id}`),
  );
  return Number(r!.numero);
}

/** POST guias/{id}/leida: confirms the current version once; again is a no-op. Returns the version number and whether it was new. */
export async function confirmarLectura(ctx: Ctx, u: Principal, id: number): Promise<{ numero: number; nueva: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const [g] = filasDe<{ version_id: number | null; numero: number | null }>(
      await tx.execute(sql`select v.id as version_id, v.numero from guia g left join guia_version v on v.id = g.version_actual_id
                            where g.id = ${id} and g.deleted_at is null`),
    );
    if (!g) throw noEncontrado(mensajeGuiaInexistente(id));
    if (g.version_id === null) throw reglaDeNegocio('La guía todavía no tiene una versión publicada para leer.');
    const versionId = Number(g.version_id);
    const nuevas = await tx.insert(guiaLectura).values({ version_id: versionId, usuario_id: u.id }).onConflictDoNothing().returning({ id: guiaLectura.id });
    if (nuevas.length) {
      await auditar(tx, {
        usuarioId: u.id,
        entidad: 'guia_lectura',
        entidadId: nuevas[0]!.id,
        accion: 'crear',
        despues: { guia_id: id, version_id: versionId },
      });
    } else {
      nadaQueAuditar();
    }
    return { numero: Number(g.numero), nueva: nuevas.length > 0 };
  });
}
