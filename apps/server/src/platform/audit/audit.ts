import type { Db } from '../db/client';
import { auditoria } from './audit.table';
import { contarFilaDeAuditoria } from './auditoria-rutas';

export type Cambio = {
  usuarioId: number | null;
  entidad: string;
  entidadId: string | number;
  accion: 'crear' | 'editar' | 'eliminar' | 'restaurar' | string;
  antes?: unknown;
  despues?: unknown;
};

// Secrets never reach the audit log.
const OCULTOS = new Set(['password', 'password_hash', 'token', 'token_hash', 'token_push']);
function limpiar(v: unknown): unknown {
  if (v === null || v === undefined || typeof v !== 'object' || v instanceof Date) return v ?? null;
  if (Array.isArray(v)) return v.map(limpiar);
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, OCULTOS.has(k) ? '***' : limpiar(x)]));
}

/** The one helper every module calls, inside the same transaction as the change. */
export async function auditar(db: Db, c: Cambio): Promise<void> {
  await db.insert(auditoria).values({
    usuario_id: c.usuarioId,
    entidad: c.entidad,
    entidad_id: String(c.entidadId),
    accion: c.accion,
    antes: limpiar(c.antes),
    despues: limpiar(c.despues),
  });
  contarFilaDeAuditoria();
}
