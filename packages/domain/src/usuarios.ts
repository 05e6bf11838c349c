import { z } from 'zod';
import { diaIso, idCoercido, idNumero, instante, paginaOrdenadaPor, paginaQuery, type Cable } from './http';

// Contracts of the user administration calls (spec §7 "User administration").

const nombre = z.string().trim().min(1, 'Es obligatorio').max(150, 'Es demasiado largo');
const ids = z.array(idNumero()).max(200);

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'El usuario debe tener al menos 3 caracteres')
  .max(60, 'El usuario es demasiado largo')
  .regex(/^[a-zA-Z0-9._-]+$/, 'El usuario sólo admite letras sin acentos, números, punto, guion y guion bajo');

export const usuarioMetaQuery = paginaOrdenadaPor(['username', 'nombre_completo', 'email', 'activo', 'ultimo_login']).extend({
  activo: z.enum(['true', 'false']).optional(),
  sector_id: idCoercido().optional(),
});

// Stored trimmed: " ana@x.com" and "ana@x.com" are one address for the unique index.
const email = z.string().trim().pipe(z.email('Ingrese un e-mail válido').max(200, 'Es demasiado largo'));

export const usuarioDatos = z.object({
  username: usernameSchema,
  nombre_completo: nombre,
  email: email.nullable().optional(),
  sectores: ids.min(1, 'Elija al menos un sector'),
  roles: ids.default([]),
  persona_id: idNumero().nullable().optional(),
});
export type UsuarioDatos = z.infer<typeof usuarioDatos>;

/** admin_usuario: create. Without password the user gets the recovery e-mail. */
export const usuarioCrear = usuarioDatos.extend({
  password_temporal: z.string().max(200).optional(),
});

/**
 * update_usuario. The optional fields are a partial update: an omitted `email`,
 * `persona_id` or `roles` keeps what is stored and an explicit null (or []) clears
 * it. Before, a body without `persona_id` silently unlinked the HR file.
 */
export const usuarioActualizar = usuarioDatos.extend({ id: idNumero(), roles: ids.optional() });
export type UsuarioActualizar = z.infer<typeof usuarioActualizar>;

/** update_user_meta: one of the account actions. */
export const userMetaBody = z.discriminatedUnion('accion', [
  z.object({ id: idNumero(), accion: z.literal('activo'), activo: z.boolean() }),
  z.object({ id: idNumero(), accion: z.literal('password_temporal'), password: z.string().max(200) }),
  z.object({ id: idNumero(), accion: z.literal('enviar_recuperacion') }),
]);

const refNombre = z.object({ id: z.number(), nombre: z.string() });

/** A user as the administration lists and forms show it (usuario_meta, admin_usuario, update_usuario). */
export const usuarioFila = z.object({
  id: z.number(),
  username: z.string(),
  nombre_completo: z.string(),
  email: z.string().nullable(),
  activo: z.boolean(),
  debe_cambiar_password: z.boolean(),
  ultimo_login: instante.nullable(),
  persona_id: z.number().nullable(),
  sectores: z.array(refNombre),
  roles: z.array(refNombre),
});
export type UsuarioFila = Cable<typeof usuarioFila>;

export const authItemDatos = z.object({
  nombre: nombre,
  descripcion: z.string().trim().max(500).nullable().optional(),
});
export const authItemChildBody = z.object({ padre_id: idNumero(), hijo_id: idNumero() });

/** A role or permission of sis_auth_item, with what hangs from it. */
export const authItemFila = z.object({
  id: z.number(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  tipo: z.enum(['rol', 'permiso']),
  hijos: z.array(z.number()),
  usuarios: z.number(),
  en_uso_por_rutas: z.boolean(),
});
export type AuthItemFila = Cable<typeof authItemFila>;
/** What creating or renaming a role answers: the item itself. */
export const authItem = authItemFila.pick({ id: true, nombre: true, descripcion: true, tipo: true });

export const grupoDatos = z.object({
  nombre: nombre,
  descripcion: z.string().trim().max(500).nullable().optional(),
  usuarios: ids.default([]),
  sectores: ids.default([]),
  roles: ids.default([]),
});
export type GrupoDatos = z.infer<typeof grupoDatos>;

const fecha = diaIso();
export const auditoriaQuery = paginaQuery.extend({
  usuario_id: idCoercido().optional(),
  entidad: z.string().trim().max(60).optional(),
  desde: fecha.optional(),
  hasta: fecha.optional(),
});
export const logAccesoQuery = paginaOrdenadaPor(['fecha_acceso', 'username', 'nombre_completo', 'platform', 'browser', 'ip']).extend({
  desde: fecha.optional(),
  hasta: fecha.optional(),
});

// --- Groups, control panel, audit log and access log (issue 5, items 3-5) ---

export type RefNombre = Cable<typeof refNombre>;

/** A group as the list shows it. */
export const grupoFila = z.object({
  id: z.number(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  /** Counts of what the group names: manual users, sectors and roles. */
  usuarios: z.number(),
  sectores: z.number(),
  roles: z.number(),
  /** Distinct active users the group reaches today. */
  miembros: z.number(),
  created_at: instante,
  updated_at: instante,
});
export type GrupoFila = Cable<typeof grupoFila>;

/** A group with what it names (grupos/:id, and what creating or editing one answers). */
export const grupoDetalle = grupoFila.omit({ usuarios: true, sectores: true, roles: true }).extend({
  usuarios: z.array(refNombre.extend({ username: z.string(), activo: z.boolean() })),
  sectores: z.array(refNombre.extend({ edificio: z.string() })),
  roles: z.array(refNombre),
});
export type GrupoDetalle = Cable<typeof grupoDetalle>;

/** Why a user is in a group; when several apply, the first of manual, sector, rol. */
export const motivoMiembro = z.enum(['manual', 'sector', 'rol']);
export type MotivoMiembro = Cable<typeof motivoMiembro>;
export const miembroGrupo = z.object({ id: z.number(), username: z.string(), nombre_completo: z.string(), motivo: motivoMiembro });
export type MiembroGrupo = Cable<typeof miembroGrupo>;

export const cuentaBloqueada = z.object({
  username: z.string(),
  /** Null when the name typed at login is not a Worknet user. */
  usuario_id: z.number().nullable(),
  nombre_completo: z.string().nullable(),
  fallas: z.number(),
  desbloqueo_at: instante,
});
export type CuentaBloqueada = Cable<typeof cuentaBloqueada>;

export const panelControl = z.object({
  usuarios_activos: z.number(),
  usuarios_inactivos: z.number(),
  sesiones_abiertas: z.number(),
  usuarios_con_sesion: z.number(),
  logins_hoy: z.number(),
  fallas_hoy: z.number(),
  cuentas_bloqueadas: z.array(cuentaBloqueada),
  correos: z.object({ pendientes: z.number(), sin_smtp: z.number(), enviados: z.number(), error: z.number() }),
  base: z.object({ tipo: z.enum(['pglite', 'postgres']), tamano_bytes: z.number() }),
  version: z.string(),
  node: z.string(),
  iniciado_at: instante,
});
export type PanelControl = Cable<typeof panelControl>;

export const usuarioRef = z.object({ id: z.number(), username: z.string().nullable(), nombre_completo: z.string().nullable() });
export type UsuarioRef = Cable<typeof usuarioRef>;

export const auditoriaFila = z.object({
  id: z.number(),
  fecha: instante,
  /** Null for changes made by the system. */
  usuario: usuarioRef.nullable(),
  entidad: z.string(),
  entidad_id: z.string(),
  accion: z.string(),
  // Free-form snapshots of the record (jsonb), already stripped of secrets by auditar().
  antes: z.unknown(),
  despues: z.unknown(),
});
export type AuditoriaFila = Cable<typeof auditoriaFila>;

export const logAccesoFila = z.object({
  id: z.number(),
  fecha_acceso: instante,
  usuario: usuarioRef.nullable(),
  platform: z.string().nullable(),
  app_version: z.string().nullable(),
  browser: z.string().nullable(),
  ip: z.string().nullable(),
  message: z.string().nullable(),
});
export type LogAccesoFila = Cable<typeof logAccesoFila>;

/** A row of the outbox (correo_saliente). The stored text never holds a live link: mails keep their secrets out of it. */
export const correoSalienteFila = z.object({
  id: z.number(),
  para: z.string(),
  asunto: z.string(),
  texto: z.string(),
  html: z.string().nullable(),
  estado: z.enum(['pendiente', 'enviado', 'sin_smtp', 'error']),
  error: z.string().nullable(),
  created_at: instante,
  enviado_at: instante.nullable(),
});
export type CorreoSalienteFila = Cable<typeof correoSalienteFila>;
