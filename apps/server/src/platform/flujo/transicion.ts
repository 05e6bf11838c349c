import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Flujo } from '@worknet/domain/flujo';
import * as reloj from '@worknet/domain/reloj';
import { auditar } from '../audit/audit';
import type { Db } from '../db/client';
import { AppError, noEncontrado } from '../http/errors';
import type { Historial } from './historial';

// The one transition helper of the workflow kit (issue 38 item 1). Inside the caller's
// transaction it locks the row, asks the machine (who, the state, what the action requires),
// lets the module check and do its own part under the lock, moves the state, writes the history
// row and the audit entry. Whatever the module hands back (a live event, a notice) is returned
// for the caller to deliver after commit. Twenty identical actions at once: the first takes the
// lock and moves the state, the other nineteen find the new state and get the machine's 409.

const CODIGOS = { 403: 'PROHIBIDO', 409: 'CONFLICTO', 422: 'REGLA_DE_NEGOCIO' } as const;

type TablaConEstado = PgTable & { id: PgColumn; estado: PgColumn };

/** What the module adds under the lock: columns of the row and of the history, audit data, and what to deliver after commit. */
export type AlPasar<R> = { fila?: Record<string, unknown>; historial?: Record<string, unknown>; auditoria?: Record<string, unknown>; despues?: R };

export type Transicion<E extends string, A extends string, Q extends string, D, F, R> = {
  flujo: Flujo<E, A, Q, D>;
  tabla: TablaConEstado;
  id: number;
  accion: A;
  /** Null: the system (the scheduler) acts. */
  autorId: number | null;
  /** The actor's roles on this record, from the locked row (a lookup may be needed: the sector's head, the service's agents). */
  roles: (fila: F, tx: Db) => Iterable<Q> | Promise<Iterable<Q>>;
  datos: D;
  /** The note or reason the history keeps. */
  detalle?: string | null;
  /** The history table (one row per step: `<fk>`, estado, autor_id, detalle, created_at; see historial.ts). */
  historial: Historial;
  /** The audit entity ('tarea'); the audit action is the machine's action unless `accionAuditada` names another. */
  entidad: string;
  accionAuditada?: string;
  /** The soft-delete column: a deleted row is not found. */
  borrado?: PgColumn;
  /** 404 message when the row does not exist. */
  noExiste: string;
  /** Checks and work of the module under the lock, once the machine allowed the step. */
  alPasar?: (tx: Db, paso: { fila: F; desde: E; hacia: E }) => Promise<AlPasar<R> | void>;
};

export type Paso<E extends string, F, R> = { fila: F; desde: E; hacia: E; despues: R | undefined };

export async function transicionar<E extends string, A extends string, Q extends string, D, F extends { estado: string }, R = never>(
  tx: Db,
  t: Transicion<E, A, Q, D, F, R>,
): Promise<Paso<E, F, R>> {
  const donde = t.borrado ? and(eq(t.tabla.id, t.id), isNull(t.borrado)) : eq(t.tabla.id, t.id);
  const [fila] = (await tx.select().from(t.tabla).where(donde).for('update')) as F[];
  if (!fila) throw noEncontrado(t.noExiste);
  const desde = fila.estado as E;
  const rechazo = t.flujo.rechazo(t.accion, desde, await t.roles(fila, tx), t.datos, t.id);
  if (rechazo) throw new AppError(rechazo.status, rechazo.mensaje, CODIGOS[rechazo.status]);
  const hacia = t.flujo.destino(t.accion, desde, t.datos);
  const extra = (await t.alPasar?.(tx, { fila, desde, hacia })) ?? {};
  const conFecha = 'updated_at' in getTableColumns(t.tabla) ? { updated_at: reloj.ahora() } : {};
  await tx
    .update(t.tabla)
    .set({ ...extra.fila, ...conFecha, estado: hacia })
    .where(eq(t.tabla.id, t.id));
  const detalle = t.detalle ?? null;
  await tx.insert(t.historial.tabla).values({ ...extra.historial, [t.historial.fk]: t.id, estado: hacia, autor_id: t.autorId, detalle });
  await auditar(tx, {
    usuarioId: t.autorId,
    entidad: t.entidad,
    entidadId: t.id,
    accion: t.accionAuditada ?? t.accion,
    antes: { estado: desde },
    despues: { estado: hacia, detalle, ...extra.auditoria },
  });
  return { fila, desde, hacia, despues: extra.despues };
}
