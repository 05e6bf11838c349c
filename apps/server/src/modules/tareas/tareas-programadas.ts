import { and, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Prioridad, ProgramadasQuery, TareaProgramadaBody, tareaProgramada as esquemaProgramada } from '@worknet/domain/tareas/esquemas';
import { describirRecurrencia, ocurrencias, type Recurrencia } from '@worknet/domain/tareas/recurrencia';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ordenDe, paginar } from '../../platform/db/pagina';
import { noEncontrado } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { tarea, tareaProgramada } from './tareas.table';
import { completarTarea, tipoDeTarea, validarReferencias } from './tareas-alta';
import * as reloj from '@worknet/domain/reloj';

// Scheduled tasks (issue 22 item 3): a template plus a recurrence. A job of the queue runs every
// 15 minutes and creates the tasks of the occurrences in the next 48 hours. Each task carries
// (programada_id, instante), unique in the table, and is inserted with ON CONFLICT DO NOTHING:
// two servers running the job at once, a retry or a restart in between add nothing. The
// assignees, checklist and first event go in the same transaction as the insert that won.

export const TRABAJO_TAREAS_PROGRAMADAS = 'tareas_programadas';
export const CRON_TAREAS_PROGRAMADAS = '*/15 * * * *';
/** How far ahead tasks are created: the day after tomorrow's early tasks exist by tonight. */
export const HORIZONTE_MS = 48 * 3_600_000;
/** The preview looks this far ahead for the next occurrences. */
const VENTANA_PREVIA_MS = 2 * 366 * 24 * 3_600_000;

type Programada = typeof tareaProgramada.$inferSelect;
export type TareaProgramada = z.output<typeof esquemaProgramada>;

const columnas = {
  id: tareaProgramada.id,
  titulo: tareaProgramada.titulo,
  descripcion: tareaProgramada.descripcion,
  tipo_id: tareaProgramada.tipo_id,
  tipo: sql<string>`(select tt.nombre from tarea_tipo tt where tt.id = ${tareaProgramada.tipo_id})`,
  ubicacion_id: tareaProgramada.ubicacion_id,
  ubicacion: sql<string | null>`(select ub.nombre from ubicacion ub where ub.id = ${tareaProgramada.ubicacion_id})`,
  prioridad: sql<Prioridad>`${tareaProgramada.prioridad}`,
  usuario_ids: tareaProgramada.usuario_ids,
  sector_ids: tareaProgramada.sector_ids,
  checklist: tareaProgramada.checklist,
  duracion_minutos: tareaProgramada.duracion_minutos,
  recurrencia: tareaProgramada.recurrencia,
  activa: tareaProgramada.activa,
  created_at: tareaProgramada.created_at,
};
type Fila = Omit<TareaProgramada, 'descripcion_recurrencia' | 'recurrencia'> & { recurrencia: Recurrencia };
const conDescripcion = (f: Fila): TareaProgramada => ({ ...f, descripcion_recurrencia: describirRecurrencia(f.recurrencia) });

export async function listarProgramadas(db: Db, q: ProgramadasQuery): Promise<{ filas: TareaProgramada[]; total: number }> {
  const c: (SQL | undefined)[] = [isNull(tareaProgramada.deleted_at)];
  if (q.activa) c.push(eq(tareaProgramada.activa, q.activa === 'true'));
  if (q.filter?.trim()) c.push(sql`${tareaProgramada.titulo} ilike ${`%${q.filter.trim().replace(/[\\%_]/g, '\\$&')}%`}`);
  const orden = ordenDe({ titulo: tareaProgramada.titulo, created_at: tareaProgramada.created_at }, q, {
    defecto: 'titulo',
    desempate: desc(tareaProgramada.id),
  });
  const r = await paginar(
    db,
    () =>
      db
        .select(columnas)
        .from(tareaProgramada)
        .where(and(...c))
        .$dynamic(),
    orden,
    q,
  );
  return { filas: r.filas.map(conDescripcion), total: r.total };
}

export async function obtenerProgramada(db: Db, id: number): Promise<TareaProgramada> {
  const [f] = await db
    .select(columnas)
    .from(tareaProgramada)
    .where(and(eq(tareaProgramada.id, id), isNull(tareaProgramada.deleted_at)));
  if (!f) throw noEncontrado(`No existe la tarea programada ${id}.`);
  return conDescripcion(f);
}

const valores = (b: TareaProgramadaBody) => ({
  titulo: b.titulo,
  descripcion: b.descripcion,
  tipo_id: b.tipo_id,
  ubicacion_id: b.ubicacion_id ?? null,
  prioridad: b.prioridad,
  usuario_ids: b.usuario_ids,
  sector_ids: b.sector_ids,
  checklist: b.checklist,
  duracion_minutos: b.duracion_minutos,
  recurrencia: { ...b.recurrencia, hasta: b.recurrencia.hasta ?? null } as Recurrencia,
  activa: b.activa,
});

export async function crearProgramada(ctx: Ctx, u: Principal, b: TareaProgramadaBody): Promise<number> {
  await validarReferencias(ctx.db, b);
  return ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .insert(tareaProgramada)
      .values({ ...valores(b), creado_por: u.id })
      .returning();
    await auditar(tx, { usuarioId: u.id, entidad: 'tarea_programada', entidadId: p!.id, accion: 'crear', despues: p });
    return p!.id;
  });
}

export async function editarProgramada(ctx: Ctx, u: Principal, id: number, b: TareaProgramadaBody): Promise<void> {
  await validarReferencias(ctx.db, b);
  await ctx.db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(tareaProgramada)
      .where(and(eq(tareaProgramada.id, id), isNull(tareaProgramada.deleted_at)))
      .for('update');
    if (!antes) throw noEncontrado(`No existe la tarea programada ${id}.`);
    const [despues] = await tx
      .update(tareaProgramada)
      .set({ ...valores(b), updated_at: reloj.ahora() })
      .where(eq(tareaProgramada.id, id))
      .returning();
    await auditar(tx, { usuarioId: u.id, entidad: 'tarea_programada', entidadId: id, accion: 'editar', antes, despues });
  });
}

/** Deleting stops the generation; the tasks already created stay. */
export async function borrarProgramada(ctx: Ctx, u: Principal, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .update(tareaProgramada)
      .set({ deleted_at: reloj.ahora(), activa: false })
      .where(and(eq(tareaProgramada.id, id), isNull(tareaProgramada.deleted_at)))
      .returning();
    if (!p) throw noEncontrado(`No existe la tarea programada ${id}.`);
    await auditar(tx, { usuarioId: u.id, entidad: 'tarea_programada', entidadId: id, accion: 'eliminar', antes: p });
  });
}

/** The next `cantidad` occurrences from now (within two years) and the recurrence in words. */
export function previaDe(r: Recurrencia, cantidad: number, ahoraMs = reloj.ahoraMs()): { descripcion: string; ocurrencias: Date[] } {
  return {
    descripcion: describirRecurrencia(r),
    ocurrencias: ocurrencias(r, ahoraMs, ahoraMs + VENTANA_PREVIA_MS)
      .slice(0, cantidad)
      .map((ms) => new Date(ms)),
  };
}

/** One occurrence's task, unless it exists already. True when this call created it. */
async function generarOcurrencia(db: Db, p: Programada, instanteMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const tipo = await tipoDeTarea(tx, p.tipo_id);
    if (!tipo) return false;
    const instante = new Date(instanteMs);
    const [t] = await tx
      .insert(tarea)
      .values({
        titulo: p.titulo,
        descripcion: p.descripcion,
        tipo_id: p.tipo_id,
        sector_id: tipo.sector_id ?? p.sector_ids[0] ?? null,
        ubicacion_id: p.ubicacion_id,
        prioridad: p.prioridad,
        vence_at: p.duracion_minutos === null ? null : new Date(instanteMs + p.duracion_minutos * 60_000),
        programada_id: p.id,
        instante,
        creado_por: null,
      })
      .onConflictDoNothing({ target: [tarea.programada_id, tarea.instante] })
      .returning();
    if (!t) return false;
    await completarTarea(tx, t, {
      tipo,
      usuario_ids: p.usuario_ids,
      sector_ids: p.sector_ids,
      checklist: p.checklist,
      creado_por: null,
      detalle: `Generada por la tarea programada n.º ${p.id}`,
    });
    await auditar(tx, { usuarioId: null, entidad: 'tarea', entidadId: t.id, accion: 'crear', despues: { ...t, programada_id: p.id } });
    return true;
  });
}

/** Creates the tasks of every active scheduled task's occurrences in [ahora, ahora + 48 h). Returns how many it created. */
export async function generarTareasProgramadas(db: Db, ahoraMs = reloj.ahoraMs()): Promise<number> {
  const activas = await db
    .select()
    .from(tareaProgramada)
    .where(and(eq(tareaProgramada.activa, true), isNull(tareaProgramada.deleted_at)));
  let creadas = 0;
  for (const p of activas) {
    const instantes = ocurrencias(p.recurrencia, ahoraMs, ahoraMs + HORIZONTE_MS);
    if (!instantes.length) continue;
    // The occurrences already created are skipped without a transaction each (a run every 15
    // minutes finds nearly all of them). Only a hint: the unique key is what decides.
    const hechas = new Set(
      (
        await db
          .select({ instante: tarea.instante })
          .from(tarea)
          .where(and(eq(tarea.programada_id, p.id), gte(tarea.instante, new Date(instantes[0]!))))
      ).map((x) => x.instante!.getTime()),
    );
    for (const ms of instantes) {
      if (!hechas.has(ms) && (await generarOcurrencia(db, p, ms))) creadas++;
    }
  }
  return creadas;
}

/** Every 15 minutes, once across instances (the queue's schedule); a repeated run adds nothing. */
export function programarGeneracionDeTareas(ctx: Ctx): void {
  ctx.trabajos.definir(TRABAJO_TAREAS_PROGRAMADAS, async () => ({ creadas: await generarTareasProgramadas(ctx.db) }), {
    reintentos: 2,
    esperaSegundos: 60,
    vencimientoSegundos: 10 * 60,
  });
  ctx.trabajos.programar(TRABAJO_TAREAS_PROGRAMADAS, CRON_TAREAS_PROGRAMADAS);
}
