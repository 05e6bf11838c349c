// Chat addresses (spec §3, §9: group General, resource `worknet`). A person is
// `<username>@worknet` (optionally followed by `/<resource>`, which is ignored); a sector
// room is `sala-<conversation id>@salas.worknet`. Pure and without zod: the web and the
// server read and write them the same way.

export const DOMINIO_CHAT = 'worknet';
export const DOMINIO_SALAS = 'salas.worknet';
export const RECURSO_CHAT = 'worknet';
export const GRUPO_GENERAL = 'General';

export type Direccion = { tipo: 'usuario'; username: string } | { tipo: 'sala'; conversacionId: number };

/** The address of a user: `<username>@worknet`. */
export const direccionDe = (username: string) => `${username}@${DOMINIO_CHAT}`;
/** The address of a sector room: `sala-<id>@salas.worknet`. */
export const direccionDeSala = (conversacionId: number) => `sala-${conversacionId}@${DOMINIO_SALAS}`;

/** The address that names a conversation: a room's own, or the other member's of a direct one. */
export const direccionDeConversacion = (tipo: 'directa' | 'sala', conversacionId: number, username: string | null) =>
  tipo === 'sala' ? direccionDeSala(conversacionId) : direccionDe(username ?? '');

/** Reads an address (case of the domain ignored, resource dropped); null when it is not one. */
export function leerDireccion(texto: string): Direccion | null {
  const sinRecurso = texto.trim().split('/')[0] ?? '';
  const arroba = sinRecurso.lastIndexOf('@');
  if (arroba <= 0) return null;
  const local = sinRecurso.slice(0, arroba);
  const dominio = sinRecurso.slice(arroba + 1).toLowerCase();
  if (dominio === DOMINIO_CHAT) return { tipo: 'usuario', username: local };
  if (dominio === DOMINIO_SALAS) {
    const m = /^sala-([1-9]\d{0,9})$/.exec(local);
    const id = m ? Number(m[1]) : NaN;
    return Number.isSafeInteger(id) && id <= 2147483647 ? { tipo: 'sala', conversacionId: id } : null;
  }
  return null;
}

/** The same address written the canonical way (no resource, lower-case domain). */
export function direccionCanonica(texto: string): string | null {
  const d = leerDireccion(texto);
  return d === null ? null : d.tipo === 'usuario' ? direccionDe(d.username) : direccionDeSala(d.conversacionId);
}
