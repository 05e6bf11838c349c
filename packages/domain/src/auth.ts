import { z } from 'zod';
import { ENTERO_MAXIMO } from './http';

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

/** The User of spec §3 as get_user returns it. */
export type SectorDeUsuario = { id: number; nombre: string; raiz: { id: number; nombre: string } };
export type Asignacion = { item: { id: number; nombre: string } };
export type Usuario = {
  id: number;
  nombre_completo: string;
  username: string;
  usuario: string;
  email: string | null;
  sector: SectorDeUsuario[];
  asignaciones: Asignacion[];
  debe_cambiar_password: boolean;
  /** The HR file (legajo) of this user, when linked. */
  persona_id: number | null;
  token?: string;
};

export type Permiso = { nombre: string };

/** One entry of get_menu / get_index. `ruta` is the hash route without '#/'. */
export type MenuEntrada = {
  clave: string;
  label: string;
  icono: string;
  ruta: string;
  modulo: string;
  descripcion?: string;
};
export type MenuGrupo = { modulo: string; label: string; icono: string; items: MenuEntrada[] };

/** Header the web sends with the chosen sector on every call. */
export const SECTOR_HEADER = 'x-sector';

/** Item id 1 is the administrator (spec §6). */
export const ADMIN_ITEM_ID = 1;
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
export type BloqueoLogin = {
  tipo: 'direccion' | 'usuario' | 'par';
  ip: string | null;
  username: string | null;
  /** Null when the name typed is not a Worknet user (or for an address). */
  usuario_id: number | null;
  nombre_completo: string | null;
  /** Failures that count now. */
  fallas: number;
  /** For an address: how many different usernames were tried. */
  usuarios_distintos: number | null;
  /** For a username: from how many different addresses. */
  direcciones_distintas: number | null;
  /** When it lifts by itself (ISO instant). */
  hasta: string;
};
