import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AccionTarea,
  type EstadoTarea,
  type Prioridad,
  type TareaBody,
  type comentario,
  type tareaDetalle,
  type tareaFila,
} from '@worknet/domain/tareas/esquemas';
import { FLUJO_TAREA, MENSAJE_ESTADO_TAREA, type RolTarea } from '@worknet/domain/tareas/flujo';
import { evaluarPresencia, VIGENCIA_ESCANEO_MS } from '@worknet/domain/tareas/presencia';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { escribirComentario } from '../../platform/flujo/comentarios';
import { transicionar } from '../../platform/flujo/transicion';
import { paginarSql } from '../../platform/db/pagina';
import { conflicto, noEncontrado, prohibido, reglaDeNegocio } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { usuarioSector } from '../../platform/identidad/identidad.table';
import { avisarSolicitante } from './manthos.service';
import { asignacionesDe, campoInvalido, completarTarea, tipoDeTarea, validarReferencias, type Tipo } from './tareas-alta';
import { alcanceDe, puedeGestionar, type Alcance } from './tareas.acceso';
import { HILO_TAREA, HISTORIAL_TAREA, tarea, tareaAsignado, tareaChecklist, tareaComentario, tareaEscaneo } from './tareas.table';
import * as reloj from '@worknet/domain/reloj';

// Tasks (issue 22 items 1, 2 and 8): create and edit (a sector head only within the sectors
// they run), the steps pendiente → en_curso → hecha or cancelada (with the reason) and back to
// pendiente (reabrir), each one a row of tarea_evento; the checklist and comments (reading: tareas-lectura.service.ts).
// Each step goes through the workflow kit (FLUJO_TAREA, transicionar): it locks the task's row,
// so twenty simultaneous «finalizar» find it done one after the other: one succeeds, the rest answer 409. A type
// that demands proof of presence needs a recent scan of the task's location by the same
// person (evaluarPresencia); the step records the scan that proved it.

export type TareaFila = z.output<typeof tareaFila>;
export type TareaDetalle = z.output<typeof tareaDetalle>;
export type Comentario = z.output<typeof comentario>;
type Tarea = typeof tarea.$inferSelect;

/** A sector head assigns only within the sectors they run: the type's sector, each sector and each person. */
async function validarAmbito(db: Db, a: Alcance, tipo: Tipo, b: { usuario_ids: number[]; sector_ids: number[] }): Promise<void> {
  if (a.admin) return;
  if (!a.dirige.length) throw prohibido('Sólo quien dirige un sector puede crear o asignar tareas.');
  if (tipo.sector_id !== null && !a.dirige.includes(tipo.sector_id)) {
    throw prohibido(`«${tipo.nombre}» es de otro sector: sólo puede asignar tareas de los sectores a su cargo.`);
  }
  const ajenos = b.sector_ids.filter((s) => !a.dirige.includes(s));
  if (ajenos.length) throw prohibido('Sólo puede asignar tareas a los sectores a su cargo.');
  if (b.usuario_ids.length) {
    const dentro = await db
      .selectDistinct({ id: usuarioSector.usuario_id })
      .from(usuarioSector)
      .where(and(inArray(usuarioSector.usuario_id, b.usuario_ids), inArray(usuarioSector.sector_id, a.dirige)));
    if (dentro.length !== b.usuario_ids.length) throw prohibido('Sólo puede asignar tareas a personas de los sectores a su cargo.');
  }
  if (tipo.sector_id === null && !b.sector_ids.length && !b.usuario_ids.length) {
    throw campoInvalido('sector_ids', 'El tipo no tiene sector responsable: asigne la tarea a personas o a un sector.');
  }
}

/** Inserts a task with its assignees, checklist and first event; returns its id. Inside a transaction. */
export async function insertarTarea(
  tx: Db,
  d: {
    titulo: string;
    descripcion: string | null;
    tipo: Tipo;
    ubicacion_id: number | null;
    prioridad: Prioridad;
    vence_at: Date | null;
    usuario_ids: number[];
    sector_ids: number[];
    checklist: string[];
    creado_por: number | null;
    detalle: string | null;
  },
): Promise<number> {
  const [t] = await tx
    .insert(tarea)
    .values({
      titulo: d.titulo,
      descripcion: d.descripcion,
      tipo_id: d.tipo.id,
      sector_id: d.tipo.sector_id ?? d.sector_ids[0] ?? null,
      ubicacion_id: d.ubicacion_id,
      prioridad: d.prioridad,
      vence_at: d.vence_at,
      creado_por: d.creado_por,
    })
    .returning();
  await completarTarea(tx, t!, d);
  await auditar(tx, {
    usuarioId: d.creado_por,
    entidad: 'tarea',
    entidadId: t!.id,
    accion: 'crear',
    despues: { ...t, usuario_ids: d.usuario_ids, sector_ids: d.sector_ids },
  });
  return t!.id;
}

/** POST create-tarea. */
export async function crearTarea(ctx: Ctx, u: Principal, b: TareaBody): Promise<number> {
  const a = await alcanceDe(ctx.db, u);
  const { tipo } = await validarReferencias(ctx.db, b);
  await validarAmbito(ctx.db, a, tipo, b);
  return ctx.db.transaction((tx) =>
    insertarTarea(tx, {
      ...b,
      descripcion: b.descripcion,
      tipo,
      ubicacion_id: b.ubicacion_id ?? null,
      vence_at: b.vence_at ? new Date(b.vence_at) : null,
      creado_por: u.id,
      detalle: 'Creada',
    }),
  );
}

async function bloquear(tx: Db, id: number): Promise<Tarea> {
  const [t] = await tx.select().from(tarea).where(eq(tarea.id, id)).for('update');
  if (!t) throw noEncontrado(`No existe la tarea ${id}.`);
  return t;
}

/** PUT create-tarea/{id}: the fields, the assignees and the checklist (ticks kept for unchanged texts). Not once done or cancelled. */
export async function editarTarea(ctx: Ctx, u: Principal, id: number, b: TareaBody): Promise<void> {
  const a = await alcanceDe(ctx.db, u);
  const { tipo } = await validarReferencias(ctx.db, b);
  await ctx.db.transaction(async (tx) => {
    const t = await bloquear(tx, id);
    if (!puedeGestionar(a, t)) throw prohibido('Sólo quien dirige el sector de la tarea puede modificarla.');
    await validarAmbito(tx, a, tipo, b);
    if (t.estado === 'hecha' || t.estado === 'cancelada') throw conflicto(`La tarea ${id} está ${t.estado}: reábrala para modificarla.`);
    const [nueva] = await tx
      .update(tarea)
      .set({
        titulo: b.titulo,
        descripcion: b.descripcion,
        tipo_id: tipo.id,
        sector_id: tipo.sector_id ?? b.sector_ids[0] ?? t.sector_id,
        ubicacion_id: b.ubicacion_id ?? null,
        prioridad: b.prioridad,
        vence_at: b.vence_at ? new Date(b.vence_at) : null,
        updated_at: reloj.ahora(),
      })
      .where(eq(tarea.id, id))
      .returning();
    await tx.delete(tareaAsignado).where(eq(tareaAsignado.tarea_id, id));
    const asignados = asignacionesDe(tipo, b);
    if (asignados.length) await tx.insert(tareaAsignado).values(asignados.map((x) => ({ tarea_id: id, ...x })));
    const previos = await tx.select().from(tareaChecklist).where(eq(tareaChecklist.tarea_id, id));
    await tx.delete(tareaChecklist).where(eq(tareaChecklist.tarea_id, id));
    if (b.checklist.length) {
      await tx.insert(tareaChecklist).values(
        b.checklist.map((texto, i) => {
          const antes = previos.find((p) => p.texto === texto);
          return { tarea_id: id, orden: i + 1, texto, hecho: antes?.hecho ?? false, hecho_por: antes?.hecho_por ?? null, hecho_at: antes?.hecho_at ?? null };
        }),
      );
    }
    await auditar(tx, {
      usuarioId: u.id,
      entidad: 'tarea',
      entidadId: id,
      accion: 'editar',
      antes: t,
      despues: { ...nueva, usuario_ids: b.usuario_ids, sector_ids: b.sector_ids, checklist: b.checklist },
    });
  });
}

/** Scans of the user at the location in the last VIGENCIA_ESCANEO_MS. */
async function escaneosRecientes(tx: Db, usuarioId: number, ubicacionId: number) {
  const filas = await tx
    .select({
      id: tareaEscaneo.id,
      ubicacion_id: tareaEscaneo.ubicacion_id,
      usuario_id: tareaEscaneo.usuario_id,
      tarea_id: tareaEscaneo.tarea_id,
      created_at: tareaEscaneo.created_at,
    })
    .from(tareaEscaneo)
    .where(
      and(
        eq(tareaEscaneo.usuario_id, usuarioId),
        eq(tareaEscaneo.ubicacion_id, ubicacionId),
        gt(tareaEscaneo.created_at, new Date(reloj.ahoraMs() - VIGENCIA_ESCANEO_MS - 60_000)),
      ),
    );
  return filas.map((f) => ({ id: f.id, ubicacion_id: f.ubicacion_id, usuario_id: f.usuario_id, tarea_id: f.tarea_id, ms: f.created_at.getTime() }));
}

/** POST tareas/{id}/iniciar|finalizar|cancelar|reabrir. `detalle`: the reason (required to cancel) or a note. */
export async function moverTarea(ctx: Ctx, u: Principal, id: number, accion: AccionTarea, detalle: string | null): Promise<EstadoTarea> {
  const a = await alcanceDe(ctx.db, u);
  const paso = await ctx.db.transaction((tx) =>
    transicionar(tx, {
      flujo: FLUJO_TAREA,
      tabla: tarea,
      id,
      accion,
      autorId: u.id,
      roles: (t: Tarea): RolTarea[] => (puedeGestionar(a, t) ? ['gestor'] : []),
      datos: {},
      detalle,
      historial: HISTORIAL_TAREA,
      entidad: 'tarea',
      noExiste: `No existe la tarea ${id}.`,
      alPasar: async (tx, { fila: t, desde, hacia }) => {
        const escaneoId = accion === 'iniciar' || accion === 'finalizar' ? await probarPresencia(tx, u, t, accion, desde) : null;
        return {
          fila: { motivo_cancelacion: accion === 'cancelar' ? detalle : accion === 'reabrir' ? null : t.motivo_cancelacion },
          historial: { escaneo_id: escaneoId },
          auditoria: { escaneo_id: escaneoId },
          // A maintenance request's reporter hears when it is done or cancelled (manthos.service.ts).
          despues: await avisarSolicitante(ctx, tx, t, hacia, u.id, detalle),
        };
      },
    }),
  );
  paso.despues?.entregar();
  return paso.hacia;
}

/**
 * The scan a start or a finish of a task of this type requires (issue 22; one scan proves one
 * task, issue 37): the id of the scan the step claims, or a 422 saying what is missing.
 */
async function probarPresencia(tx: Db, u: Principal, t: Tarea, accion: 'iniciar' | 'finalizar', estado: EstadoTarea): Promise<number | null> {
  const tipo = await tipoDeTarea(tx, t.tipo_id);
  const exige = { escanear_al_iniciar: tipo?.escanear_al_iniciar ?? false, escanear_al_finalizar: tipo?.escanear_al_finalizar ?? false };
  const escaneos = t.ubicacion_id === null ? [] : await escaneosRecientes(tx, u.id, t.ubicacion_id);
  let escaneoId: number | null = null;
  // Finishing straight from pendiente also starts it: the start's demand applies too.
  const pasos = accion === 'finalizar' && estado === 'pendiente' ? (['iniciar', 'finalizar'] as const) : [accion];
  for (const p of pasos) {
    const r = evaluarPresencia(exige, p, t.ubicacion_id, u.id, escaneos, reloj.ahoraMs(), t.id);
    if (!r.permitido) throw reglaDeNegocio(r.mensaje);
    if (r.escaneo) escaneoId = escaneos.find((e) => e.ms === r.escaneo!.ms)?.id ?? escaneoId;
  }
  // One scan proves one task: the step claims it, unless another task's step claimed it first.
  if (escaneoId !== null) {
    const [tomado] = await tx
      .update(tareaEscaneo)
      .set({ tarea_id: t.id })
      .where(and(eq(tareaEscaneo.id, escaneoId), sql`(${tareaEscaneo.tarea_id} is null or ${tareaEscaneo.tarea_id} = ${t.id})`))
      .returning({ id: tareaEscaneo.id });
    if (!tomado) throw reglaDeNegocio('Su último escaneo ya probó otra tarea: escanee otra vez el código QR de la ubicación.');
  }
  return escaneoId;
}

/** PUT tareas/{id}/checklist/{item_id}: ticks or unticks an item of an open task. */
export async function marcarItem(ctx: Ctx, u: Principal, id: number, itemId: number, hecho: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const t = await bloquear(tx, id);
    if (t.estado === 'hecha' || t.estado === 'cancelada')
      throw conflicto(`La tarea ${id} ${MENSAJE_ESTADO_TAREA[t.estado as EstadoTarea]}: su lista no cambia.`);
    const [item] = await tx
      .update(tareaChecklist)
      .set({ hecho, hecho_por: hecho ? u.id : null, hecho_at: hecho ? reloj.ahora() : null })
      .where(and(eq(tareaChecklist.id, itemId), eq(tareaChecklist.tarea_id, id)))
      .returning();
    if (!item) throw noEncontrado(`La tarea ${id} no tiene el ítem ${itemId}.`);
    await auditar(tx, { usuarioId: u.id, entidad: 'tarea_checklist', entidadId: itemId, accion: 'editar', despues: { tarea_id: id, hecho } });
  });
}

export async function comentar(ctx: Ctx, u: Principal, id: number, texto: string): Promise<Comentario> {
  const c = await ctx.db.transaction(async (tx) => {
    const c = await escribirComentario(tx, HILO_TAREA, id, { autorId: u.id, texto });
    await auditar(tx, { usuarioId: u.id, entidad: 'tarea_comentario', entidadId: c.id, accion: 'crear', despues: { tarea_id: id, texto } });
    return c;
  });
  return (await listarComentarios(ctx.db, { tarea_id: id, id: c.id }, { skip: 0, limit: 1 })).filas[0]!;
}

/** Comments, newest first: one task's, or every task's (moderation). */
export async function listarComentarios(
  db: Db,
  f: { tarea_id?: number; id?: number; filter?: string },
  p: { skip: number; limit: number; descending?: boolean },
): Promise<{ filas: Comentario[]; total: number }> {
  const c: SQL[] = [sql`c.deleted_at is null`];
  if (f.tarea_id) c.push(sql`c.tarea_id = ${f.tarea_id}`);
  if (f.id) c.push(sql`c.id = ${f.id}`);
  if (f.filter?.trim())
    c.push(
      sql`(c.texto ilike ${`%${f.filter.trim().replace(/[\\%_]/g, '\\$&')}%`} or u.nombre_completo ilike ${`%${f.filter.trim().replace(/[\\%_]/g, '\\$&')}%`})`,
    );
  const base = sql`select c.id, c.tarea_id, t.titulo as tarea, c.autor_id, u.nombre_completo as autor, c.texto, c.created_at
                     from tarea_comentario c join tarea t on t.id = c.tarea_id join usuario u on u.id = c.autor_id
                    where ${sql.join(c, sql` and `)}`;
  const r = await paginarSql<Comentario & { created_at: Date | string }>(db, base, sql.raw(p.descending === false ? 'c.id asc' : 'c.id desc'), p);
  return { filas: r.filas.map((x) => ({ ...x, created_at: new Date(x.created_at) })), total: r.total };
}

/** DELETE admin/tarea-comentarios/{id}: the moderator removes a comment (kept, marked deleted). */
export async function borrarComentario(ctx: Ctx, u: Principal, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .update(tareaComentario)
      .set({ deleted_at: reloj.ahora(), borrado_por: u.id })
      .where(and(eq(tareaComentario.id, id), isNull(tareaComentario.deleted_at)))
      .returning();
    if (!c) throw noEncontrado(`No existe el comentario ${id}.`);
    await auditar(tx, { usuarioId: u.id, entidad: 'tarea_comentario', entidadId: id, accion: 'eliminar', antes: { texto: c.texto, autor_id: c.autor_id } });
  });
}

/** GET scan-ubicacion/{qr}: records the scan; returns its id. */
export async function registrarEscaneo(ctx: Ctx, u: Principal, ubicacionId: number, q: { lat?: number; lng?: number }): Promise<number> {
  const [e] = await ctx.db
    .insert(tareaEscaneo)
    .values({ usuario_id: u.id, ubicacion_id: ubicacionId, lat: q.lat ?? null, lng: q.lng ?? null })
    .returning({ id: tareaEscaneo.id });
  return e!.id;
}
