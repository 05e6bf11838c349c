import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paginarSql } from '../db/pagina';
import { filasDe } from '../db/sql';
import { ESTADOS_TRABAJO, type EstadoTrabajo } from '@worknet/domain/trabajos';

// Read-only view of pg-boss's tables for the control panel. Jobs finished more than
// pg-boss's archive interval ago sit in pgboss.archive: both are listed as one.

const ESTADO_EN_ESPANOL = Object.fromEntries(Object.entries(ESTADOS_TRABAJO).map(([es, en]) => [en, es])) as Record<string, EstadoTrabajo>;

// Dates leave as Date: the reply schema (filaTrabajo, `instante`) writes them as ISO text.
const fecha = (v: unknown): Date | null => (v == null ? null : new Date(v as string));

type Crudo = {
  id: string;
  name: string;
  state: string;
  created_on: unknown;
  started_on: unknown;
  completed_on: unknown;
  retry_count: number;
  retry_limit: number;
  output: unknown;
};

/** A failed job's output is the serialized error ({ message, stack }); only the message is shown. */
function mensajeDeError(estado: string, salida: unknown): string | null {
  if (estado !== 'failed' || salida == null) return null;
  if (typeof salida === 'object' && 'message' in salida && typeof salida.message === 'string') return salida.message;
  return JSON.stringify(salida);
}

/** Jobs newest first (pg-boss's own bookkeeping jobs left out), with the total for paging. */
export async function listarTrabajos(db: Db, f: { estado?: EstadoTrabajo; skip: number; limit: number }) {
  const donde: SQL = f.estado ? sql`and state = ${ESTADOS_TRABAJO[f.estado]}::pgboss.job_state` : sql``;
  const { filas, total } = await paginarSql<Crudo>(
    db,
    sql`select * from (
    select id, name, state, created_on, started_on, completed_on, retry_count, retry_limit, output from pgboss.job
    union all
    select id, name, state, created_on, started_on, completed_on, retry_count, retry_limit, output from pgboss.archive
  ) t where name not like '\_\_pgboss\_\_%' ${donde}`,
    sql`created_on desc, id`,
    f,
  );
  return {
    total,
    filas: filas.map((r) => ({
      id: r.id,
      nombre: r.name,
      estado: ESTADO_EN_ESPANOL[r.state] ?? 'creado',
      creado: fecha(r.created_on)!,
      iniciado: fecha(r.started_on),
      terminado: fecha(r.completed_on),
      reintentos: r.retry_count,
      reintentos_max: r.retry_limit,
      error: mensajeDeError(r.state, r.output),
    })),
  };
}

export async function listarProgramaciones(db: Db) {
  const r = await db.execute(sql`select name, cron, timezone, updated_on from pgboss.schedule order by name`);
  return filasDe<{ name: string; cron: string; timezone: string | null; updated_on: unknown }>(r).map((p) => ({
    nombre: p.name,
    cron: p.cron,
    zona: p.timezone,
    actualizado: fecha(p.updated_on)!,
  }));
}
