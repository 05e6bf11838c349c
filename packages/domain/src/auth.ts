import { z } from 'zod';
import { ENTERO_MAXIMO, instante, respuestaVacia, type Cable } from './http';

// Contracts of spec §7 "Session". Field names are the spec's, do not rename.

const texto = (max: number) => z.string().trim().max(max);

export const loginBody = z.object({
  username: texto(100).min(1, 'Ingrese el usuario'),
  password: z.string().min(1, 'Ingrese la contraseña').max(200),
  token_wp: texto(4096).optional().nullable(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const ssoQuery = z.object({
  token: z.string().min(1, 'Falta el token').max(4096),
  token_wp: texto(4096).optional(),
});

/** get_user ?token_wp= (spec §7): the device's push token; a PushSubscription in JSON registers it (issue 40). */
export const getUserQuery = z.object({ token_wp: texto(4096).optional() });

export const logoutBody = z.object({ token: z.string().max(4096).optional() });

export const logAccesoBody = z.object({
  fecha_acceso: texto(40).optional(),
  usuario: z.union([z.number().int(), texto(100)]).optional(),
  id_app: z.coerce.number().int().min(1).max(ENTERO_MAXIMO).optional(),
  platform: texto(200).optional(),
  appVersion: texto(50).optional(),
  browser: texto(500).optional(),
  message: texto(500).optional(),
});

export const recoveryBody = z.object({
  email: z.email('Ingrese un e-mail válido').max(200),
  platform: texto(200).optional(),
  appVersion: texto(50).optional(),
  browser: texto(500).optional(),
});

// A short list of passwords nobody should use (keep lower case).
const PASSWORDS_COMUNES = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  'password',
  'password1',
  'contraseña',
  'contrasena',
  'qwerty123',
  'qwertyui',
  'abc12345',
  'abcd1234',
  'iloveyou',
  'argentina',
  'argentina1',
  'bocajuniors',
  'riverplate',
  'worknet1',
  'intranet',
  'bienvenido',
  'hospital',
  'sanatorio',
  'clinica1',
  'enfermeria',
  'admin123',
  'administrador',
  'usuario1',
  'cambiar1',
  'cambiame',
  'temporal',
  'temporal1',
  'salud123',
  'marzo2026',
]);

/** Rules every new password must meet (server and web share them). */
export const passwordNueva = z
  .string()
  .min(8, 'La contraseña debe tener al menos 8 caracteres')
  .max(200, 'La contraseña es demasiado larga')
  .refine((v) => !PASSWORDS_COMUNES.has(v.toLowerCase()), 'Esa contraseña es demasiado común: elija otra');

/** The rule that needs the username too. Null when fine, else the Spanish message. */
export function errorPasswordConUsuario(password: string, username: string | undefined | null): string | null {
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase()) {
    return 'La contraseña no puede ser igual al nombre de usuario';
  }
  return null;
}

export const resetPasswordBody = z.object({
  email: z.email('Ingrese un e-mail válido').max(200).optional(),
  token: z.string().min(1, 'Falta el token').max(500),
  user: texto(100).optional(),
  password: passwordNueva,
});

export const verificarTokenBody = z.object({ token: z.string().min(1, 'Falta el token').max(500) });

export const setTokenBody = z.object({ token: z.string().min(1, 'Falta el token').max(4096) });

const refNombre = z.object({ id: z.number(), nombre: z.string() });

/** The User of spec §3 as get_user returns it. A plain object (no unions): get_user is the hottest call. */
export const sectorDeUsuario = z.object({ id: z.number(), nombre: z.string(), raiz: refNombre });
export type SectorDeUsuario = Cable<typeof sectorDeUsuario>;
export const asignacion = z.object({ item: refNombre });
export type Asignacion = Cable<typeof asignacion>;
export const usuarioSesion = z.object({
  id: z.number(),
  nombre_completo: z.string(),
  username: z.string(),
  usuario: z.string(),
  email: z.string().nullable(),
  sector: z.array(sectorDeUsuario),
  asignaciones: z.array(asignacion),
  debe_cambiar_password: z.boolean(),
  /** The HR file (legajo) of this user, when linked. */
  persona_id: z.number().nullable(),
  /** The caller's own bearer token (spec §3), never anyone else's. */
  token: z.string().optional(),
});
export type Usuario = Cable<typeof usuarioSesion>;

export const permiso = z.object({ nombre: z.string() });
export type Permiso = Cable<typeof permiso>;

/** One entry of get_menu / get_index. `ruta` is the hash route without '#/'. */
export const menuEntrada = z.object({
  clave: z.string(),
  label: z.string(),
  icono: z.string(),
  ruta: z.string(),
  modulo: z.string(),
  descripcion: z.string().optional(),
});
export type MenuEntrada = Cable<typeof menuEntrada>;
export const menuGrupo = z.object({ modulo: z.string(), label: z.string(), icono: z.string(), items: z.array(menuEntrada) });
export type MenuGrupo = Cable<typeof menuGrupo>;

/** Login and SSO answer the envelope with the new session's token next to it (spec §7). */
export const respuestaLogin = respuestaVacia.extend({ token: z.string() });
export type RespuestaLogin = Cable<typeof respuestaLogin>;

/** verificar-validez-token: the link is valid (else 400), and whose it is. */
export const validezToken = z.object({ valido: z.boolean(), email: z.string().nullable(), user: z.string() });
export type ValidezToken = Cable<typeof validezToken>;

/** GET /api/health. */
export const salud = z.object({ estado: z.string(), base: z.enum(['pglite', 'postgres']), version: z.string() });

/** Header the web sends with the chosen sector on every call. */
export const SECTOR_HEADER = 'x-sector';

/** Item id 1 is the administrator (spec §6). */
export const ADMIN_ITEM_ID = 1;
/**
 * Spec §6: an assignment of item 33 is the assistants' flag. The base role «Asistentes» is
 * created with this id on a fresh install, so assignments migrated from the original keep it.
 */
export const ASISTENTES_ITEM_ID = 33;
export const ROL_ADMINISTRADOR_COMPRAS = 'AdministradorCompras';

/** A logged-in user changes their own password (forced after a temporary one). */
export const cambiarPasswordBody = z.object({
  password_actual: z.string().min(1, 'Ingrese la contraseña actual').max(200),
  password: passwordNueva,
});

/** Lifting a login block: an address, a username, or both (that pair). */
export const levantarBloqueoBody = z
  .object({
    ip: texto(100).min(1, 'Indique la dirección').optional(),
    username: texto(100).min(1, 'Indique el usuario').optional(),
  })
  .refine((b) => b.ip !== undefined || b.username !== undefined, { message: 'Indique la dirección, el usuario o ambos', path: ['ip'] });
export type LevantarBloqueoBody = z.infer<typeof levantarBloqueoBody>;

/**
 * A login block in force: an address over its budget (any usernames), a username
 * over its budget (every address; unknown devices only) or a username locked from
 * one address (the pair).
 */
export const bloqueoLogin = z.object({
  tipo: z.enum(['direccion', 'usuario', 'par']),
  ip: z.string().nullable(),
  username: z.string().nullable(),
  /** Null when the name typed is not a Worknet user (or for an address). */
  usuario_id: z.number().nullable(),
  nombre_completo: z.string().nullable(),
  /** Failures that count now. */
  fallas: z.number(),
  /** For an address: how many different usernames were tried. */
  usuarios_distintos: z.number().nullable(),
  /** For a username: from how many different addresses. */
  direcciones_distintas: z.number().nullable(),
  /** When it lifts by itself. */
  hasta: instante,
});
export type BloqueoLogin = Cable<typeof bloqueoLogin>;

/** What lifting a block answers: what was lifted and how many failures stopped counting. */
export const bloqueoLevantado = z.object({ ip: z.string().nullable(), username: z.string().nullable(), fallas: z.number() });
