import type { FastifyRequest } from 'fastify';
import { auditar } from '../../platform/audit/audit';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import type { Db } from '../../platform/db/client';
import { prohibido } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';

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

// The record rules of the routes (platform/auth/registro.ts): who reaches a file is decided
// on the route, before the handler; the services only shape what they return (the family and
// the bank account inside the whole file stay there, as null when the caller may not see them).

/**
 * The persona a file route names: the path's `:id` when it has one (a `?persona=` added to
 * such a route is not read), else the validated `?persona=` of a records list.
 */
const personaPedida = (req: FastifyRequest): number | undefined =>
  (req.params as { id?: number } | undefined)?.id ?? (req.query as { persona?: number } | undefined)?.persona;

/** GET persona_rrhh/{id} and the records' lists (?persona=) of the file's own parts. */
export const legajoVisible = reglaRegistro('legajo propio o rrhh.persona.ver', (req, p) => {
  const id = personaPedida(req);
  return id !== undefined && puedeVer(p, id);
});

/** The family's list (?persona=): its own permission on top of rrhh.persona.ver. */
export const familiaVisible = reglaRegistro('familia del legajo propio, o rrhh.persona.ver y rrhh.persona.familia', (req, p) => {
  const id = personaPedida(req);
  return id !== undefined && puedeVer(p, id, 'familia');
});

/** The rule's name for one record of a kind (`singular`: 'Familiar', 'Matrícula'…): the record's file must be visible. */
export const nombreReglaRegistro = (singular: string, parte: Parte) =>
  parte === 'familia'
    ? `${singular.toLowerCase()} de un legajo propio, o rrhh.persona.ver y rrhh.persona.familia`
    : `${singular.toLowerCase()} de un legajo propio o rrhh.persona.ver`;

/**
 * GET rrhh/{registro}/{id}: the record's persona, read by `personaDe` (null when the record does
 * not exist), must be visible; a missing record answers 403 like another's, so ids cannot be probed.
 */
export const reglaDeRegistro = (singular: string, parte: Parte, personaDe: (db: Db, id: number) => Promise<number | null>) =>
  reglaRegistro(nombreReglaRegistro(singular, parte), async (req, p) => {
    const personaId = await personaDe(req.server.ctx.db, idDeRuta(req));
    return personaId !== null && puedeVer(p, personaId, parte);
  });

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
