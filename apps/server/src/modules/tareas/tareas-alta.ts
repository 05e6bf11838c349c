import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { datosInvalidos } from '../../platform/http/errors';
import { sector, usuario } from '../../platform/identidad/identidad.table';
import { HISTORIAL_TAREA, tareaAsignado, tareaChecklist, type tarea } from './tareas.table';
import { anotarPaso } from '../../platform/flujo/historial';

// What creating a task needs, by hand (create-tarea), by the schedule or from a maintenance
// request (manthos): its type and location exist, who it is for, and its first event. Those
// three callers import it from here, so none of them imports another's service.

type Tarea = typeof tarea.$inferSelect;

export type Tipo = { id: number; nombre: string; sector_id: number | null; escanear_al_iniciar: boolean; escanear_al_finalizar: boolean };

export async function tipoDeTarea(db: Db, id: number): Promise<Tipo | null> {
  const r = filasDe<Tipo>(
    await db.execute(sql`select id, nombre, sector_id, escanear_al_iniciar, escanear_al_finalizar from tarea_tipo where id = ${id} and deleted_at is null`),
  );
  return r[0] ?? null;
}

export type Ubicacion = { id: number; nombre: string; sector_id: number | null; piso: string | null };
export async function ubicacionVigente(db: Db, id: number): Promise<Ubicacion | null> {
  const r = filasDe<Ubicacion>(await db.execute(sql`select id, nombre, sector_id, piso from ubicacion where id = ${id} and deleted_at is null`));
  return r[0] ?? null;
}

export const campoInvalido = (campo: string, mensaje: string) => datosInvalidos(mensaje, { campos: [{ campo, mensaje }] });

/** What create-tarea and scheduled tasks share: the type, location and assignees exist. */
export async function validarReferencias(
  db: Db,
  b: { tipo_id: number; ubicacion_id?: number | null; usuario_ids: number[]; sector_ids: number[] },
): Promise<{ tipo: Tipo }> {
  const tipo = await tipoDeTarea(db, b.tipo_id);
  if (!tipo) throw campoInvalido('tipo_id', `No existe el tipo de tarea ${b.tipo_id}.`);
  if (b.ubicacion_id && !(await ubicacionVigente(db, b.ubicacion_id))) throw campoInvalido('ubicacion_id', `No existe la ubicación ${b.ubicacion_id}.`);
  if (b.usuario_ids.length) {
    const hay = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(inArray(usuario.id, b.usuario_ids), isNull(usuario.deleted_at)));
    if (hay.length !== b.usuario_ids.length) throw campoInvalido('usuario_ids', 'Alguna de las personas asignadas no existe.');
  }
  if (b.sector_ids.length) {
    const hay = await db
      .select({ id: sector.id })
      .from(sector)
      .where(and(inArray(sector.id, b.sector_ids), isNull(sector.deleted_at)));
    if (hay.length !== b.sector_ids.length) throw campoInvalido('sector_ids', 'Alguno de los sectores asignados no existe.');
  }
  return { tipo };
}

/** Who the task is for: the given people and sectors, or the type's sector when none. */
export function asignacionesDe(tipo: Tipo, b: { usuario_ids: number[]; sector_ids: number[] }) {
  const sectores = b.sector_ids.length || b.usuario_ids.length ? b.sector_ids : tipo.sector_id !== null ? [tipo.sector_id] : [];
  return [...b.usuario_ids.map((u) => ({ usuario_id: u, sector_id: null })), ...sectores.map((s) => ({ usuario_id: null, sector_id: s }))];
}

/** Assignees, checklist and the «created» event of a new task. */
export async function completarTarea(
  tx: Db,
  t: Tarea,
  d: { tipo: Tipo; usuario_ids: number[]; sector_ids: number[]; checklist: string[]; creado_por: number | null; detalle: string | null },
): Promise<void> {
  const asignados = asignacionesDe(d.tipo, d);
  if (asignados.length) await tx.insert(tareaAsignado).values(asignados.map((x) => ({ tarea_id: t.id, ...x })));
  if (d.checklist.length) await tx.insert(tareaChecklist).values(d.checklist.map((texto, i) => ({ tarea_id: t.id, orden: i + 1, texto })));
  await anotarPaso(tx, HISTORIAL_TAREA, t.id, { estado: 'pendiente', autorId: d.creado_por, detalle: d.detalle });
}
