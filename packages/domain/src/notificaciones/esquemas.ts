import { z } from 'zod';
import { descendente, diaIso, idCoercido, idNumero, paginaQuery } from '../http';
import { enlaceGuardado, leerEnlace, MENSAJE_ENLACE_INVALIDO } from './enlace';
import { AUDIENCIAS, MAX_IDS, MAX_TEXTO, MAX_TITULO } from './tipos';
import { logPushListaQuery } from '../push/esquemas';

// zod contracts of the notification and system-message calls (server validation).
// The pure rules live in contadores.ts and enlace.ts.

const titulo = z.string().trim().min(1, 'Ingrese el título.').max(MAX_TITULO, `El título admite hasta ${MAX_TITULO} caracteres.`);
const texto = z.string().trim().min(1, 'Ingrese el texto.').max(MAX_TEXTO, `El texto admite hasta ${MAX_TEXTO} caracteres.`);
const id = idNumero();

/** Optional link: '' or null is no link; otherwise an app route or an http/https URL, stored normalised. */
export const enlaceSchema = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || !v.trim()) return null;
    const e = leerEnlace(v);
    if (!e) {
      ctx.addIssue({ code: 'custom', message: MENSAJE_ENLACE_INVALIDO });
      return z.NEVER;
    }
    return enlaceGuardado(e);
  });

/** Sending a notification: title, text, optional link and the audience with its ids. */
export const notificacionNueva = z
  .object({
    titulo,
    texto,
    enlace: enlaceSchema,
    audiencia: z.enum(AUDIENCIAS, 'Elija a quién enviarla: todos, usuarios, grupos o sectores.'),
    ids: z.array(id).max(MAX_IDS, `Puede elegir hasta ${MAX_IDS} destinatarios.`).default([]),
  })
  .superRefine(
    (v, ctx) => {
      // Runs even when other fields failed, so the form gets every error at once.
      const que = { usuarios: 'un usuario', grupos: 'un grupo', sectores: 'un sector' }[v.audiencia as string];
      if (que && Array.isArray(v.ids) && v.ids.length === 0) ctx.addIssue({ code: 'custom', path: ['ids'], message: `Elija al menos ${que}.` });
    },
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  )
  .transform((v) => ({ ...v, ids: v.audiencia === 'todos' ? [] : [...new Set(v.ids)].sort((a, b) => a - b) }));
export type NotificacionNueva = z.output<typeof notificacionNueva>;

const leidoQuery = z.enum(['0', '1'], 'Use leido=0 (sin leer) o leido=1 (leídos).').transform(Number).optional();

/** get_notificaciones: the user's notifications, newest first. */
export const notificacionesQuery = paginaQuery.extend({ leido: leidoQuery });

/** notificaciones_notificaciones_no_leidas: the unread count and the latest unread for the bell. */
export const noLeidasQuery = z.object({ limit: z.coerce.number().int().min(0).max(50).default(5) });

/**
 * log_notificacion_push: with `id`, the client acknowledges a live delivery (unchanged); without
 * it, the push log (issue 40): paginated, filtered by `usuario_id` (admins), `tipo`, `resultado`.
 */
export const logPushQuery = logPushListaQuery.extend({ id: idCoercido('Indique la notificación.').optional() });

const fecha = diaIso();

/** mensajes_sistema/filter: read state, module, text (`filter`) and Buenos Aires days; newest first unless descending=false. */
export const mensajesSistemaFiltro = paginaQuery.extend({
  descending: descendente,
  leido: leidoQuery,
  modulo: z.string().trim().max(60).optional(),
  desde: fecha.optional(),
  hasta: fecha.optional(),
});

/** read_/delete_mensajes_sistema_bulk and read_notificaciones_bulk: {ids}. */
export const idsBody = z.object({
  ids: z
    .array(id, 'Indique los mensajes en "ids".')
    .min(1, 'Elija al menos un mensaje.')
    .max(MAX_IDS, `Puede elegir hasta ${MAX_IDS} mensajes por vez.`)
    .transform((v) => [...new Set(v)]),
});

/** The sender's options for groups (the groups admin list needs admin permissions). */
export const opcionesQuery = z.object({ filter: z.string().trim().max(100).optional() });

/** What a module passes to enviarMensajeSistema (validated: a bad call is a bug, it throws). */
export const mensajeSistemaNuevo = z.object({
  usuarioIds: z.array(id).min(1),
  titulo,
  texto,
  enlace: enlaceSchema,
  modulo: z.string().trim().min(1).max(60),
  /** Urgent: also pushed inside the recipient's quiet hours (issue 40). Not stored with the message. */
  urgente: z.boolean().optional(),
});
export type MensajeSistemaNuevo = z.input<typeof mensajeSistemaNuevo>;
