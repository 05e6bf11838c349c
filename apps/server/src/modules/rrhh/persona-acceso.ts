import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { prohibido } from '../../platform/http/errors';
import type { Principal } from '../identidad/identidad.service';

// Who reads what of a personnel file. HR permissions see every file; anyone
// else only their own (the persona linked to their user). Family and bank
// account need their own permission even inside HR. A file that is not yours
// answers 403 whether it exists or not, so ids cannot be probed.

export type Parte = 'legajo' | 'familia' | 'banco';

const PERMISO_VER: Record<Parte, string> = { legajo: 'rrhh.persona.ver', familia: 'rrhh.persona.familia', banco: 'rrhh.persona.banco' };
const PERMISO_EDITAR: Record<Parte, string> = { legajo: 'rrhh.persona.editar', familia: 'rrhh.persona.familia', banco: 'rrhh.persona.banco' };

export const esPropio = (p: Principal, personaId: number) => p.persona_id === personaId;

export const puedeVer = (p: Principal, personaId: number, parte: Parte = 'legajo') =>
  esPropio(p, personaId) || (p.permisos.has(PERMISO_VER[parte]) && (parte === 'legajo' || p.permisos.has(PERMISO_VER.legajo)));

export const puedeEditar = (p: Principal, parte: Parte = 'legajo') => p.permisos.has(PERMISO_EDITAR[parte]);

export function exigirVer(p: Principal, personaId: number, parte: Parte = 'legajo'): void {
  if (!puedeVer(p, personaId, parte)) throw prohibido();
}

export function exigirEditar(p: Principal, parte: Parte = 'legajo'): void {
  if (!puedeEditar(p, parte)) throw prohibido();
}

/** The audit action of a read; the file's history (historial) leaves these rows out. */
export const ACCION_VER = 'ver';

/**
 * Who read which file, and when: one audit row (entidad 'persona', accion 'ver') per
 * successful read of a file or of its records, after the read and outside any
 * transaction (a read has none). `que` says what was read, e.g. { lectura: 'legajo', familia: true }.
 */
export const auditarLectura = (db: Db, p: Principal, personaId: number, que: Record<string, unknown>) =>
  auditar(db, { usuarioId: p.id, entidad: 'persona', entidadId: personaId, accion: ACCION_VER, despues: que });
