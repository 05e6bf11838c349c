import { z } from 'zod';

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
  id_app: z.coerce.number().int().optional(),
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

/** Rules every new password must meet (server and web share them). */
export const passwordNueva = z
  .string()
  .min(8, 'La contraseña debe tener al menos 8 caracteres')
  .max(200, 'La contraseña es demasiado larga')
  .refine((v) => /[A-Za-zÁÉÍÓÚáéíóúÑñ]/.test(v) && /\d/.test(v), 'La contraseña debe tener letras y números');

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
