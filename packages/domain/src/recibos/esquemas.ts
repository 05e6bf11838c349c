import { z } from 'zod';
import { idNumero, instante, opcion, paginaOrdenadaPor, respuesta, respuestaLista, respuestaVacia, type Cable } from '../http';

// Contracts of pay slips (issue 20 items 1–4 and 7, spec §2 gestor_liquidaciones,
// liquidacion/{id}, mis_recibos). A payroll run is a row of the 'liquidaciones' catalog
// (período, tipo, empresa, fecha de pago); its slips, uploads and unmatched pages hang from it.
// The server routes and the web calls use these same schemas.

/** Where a run's distribution stands (derived from its uploads and slips, never stored apart). */
export const DISTRIBUCIONES = ['sin_recibos', 'procesando', 'revisar', 'lista', 'publicada'] as const;
export type Distribucion = (typeof DISTRIBUCIONES)[number];
export const ETIQUETA_DISTRIBUCION: Record<Distribucion, string> = {
  sin_recibos: 'Sin recibos',
  procesando: 'Procesando',
  revisar: 'Páginas sin asignar',
  lista: 'Lista para publicar',
  publicada: 'Publicada',
};

/**
 * A slip's state as the employee and HR read it: borrador (loaded, not published), pendiente
 * (published, not opened), visto (opened, not signed), conforme / no_conforme (signed), reemplazado
 * (a correction superseded it; kept, read-only).
 */
export const ESTADOS_RECIBO = ['borrador', 'pendiente', 'visto', 'conforme', 'no_conforme', 'reemplazado'] as const;
export type EstadoRecibo = (typeof ESTADOS_RECIBO)[number];
export const ETIQUETA_ESTADO_RECIBO: Record<EstadoRecibo, string> = {
  borrador: 'Sin publicar',
  pendiente: 'Sin abrir',
  visto: 'Visto, sin firmar',
  conforme: 'Firmado conforme',
  no_conforme: 'Firmado no conforme',
  reemplazado: 'Reemplazado',
};

export const CONFORMIDADES = ['conforme', 'no_conforme'] as const;
export type Conformidad = (typeof CONFORMIDADES)[number];

/** Counts of a run's current slips (superseded ones are not counted). */
export const cuentasRecibos = z.object({
  recibos: z.number(),
  /** Published (sent to the employee). */
  enviados: z.number(),
  vistos: z.number(),
  conforme: z.number(),
  no_conforme: z.number(),
  /** Published and not signed yet. */
  pendientes: z.number(),
});
export type CuentasRecibos = Cable<typeof cuentasRecibos>;

/** A row of gestor_liquidaciones: GET /api/v1/rrhh/liquidacion/descargas. */
export const liquidacionResumen = z.object({
  id: z.number(),
  periodo: opcion,
  tipo: z.string(),
  tipo_label: z.string(),
  empresa: opcion.nullable(),
  fecha_pago: z.string().nullable(),
  /** The catalog's estado (abierta, cerrada, pagada). */
  estado: z.string(),
  distribucion: z.enum(DISTRIBUCIONES),
  cuentas: cuentasRecibos,
  /** Pages or files whose employee was not found, still to resolve. */
  sin_asignar: z.number(),
  publicada_at: instante.nullable(),
  /** The HR user who signed the run as employer and published it. */
  publicada_por: z.string().nullable(),
});
export type LiquidacionResumen = Cable<typeof liquidacionResumen>;

export const liquidacionesQuery = paginaOrdenadaPor(['periodo', 'fecha_pago', 'tipo']).extend({
  periodo_id: z.coerce.number().int().positive().optional(),
  empresa_id: z.coerce.number().int().positive().optional(),
});

/** A slip as HR sees it in liquidacion/{id}. */
export const reciboFila = z.object({
  id: z.number(),
  persona: z.object({ id: z.number(), nombre: z.string(), cuil: z.string(), legajo: z.string().nullable() }),
  estado: z.enum(ESTADOS_RECIBO),
  paginas: z.number(),
  sha256: z.string(),
  visto_at: instante.nullable(),
  firmado_at: instante.nullable(),
  motivo: z.string().nullable(),
  /** The slip this one corrects, and the one that superseded it. */
  reemplaza_id: z.number().nullable(),
  reemplazado_por_id: z.number().nullable(),
  created_at: instante,
});
export type ReciboFila = Cable<typeof reciboFila>;

/** A page (PDF upload) or a file (ZIP upload) whose employee was not found. */
export const sinAsignar = z.object({
  id: z.number(),
  carga_id: z.number(),
  /** 1-based page of the uploaded PDF; null for a file of a ZIP. */
  pagina: z.number().nullable(),
  /** The ZIP entry's name. */
  nombre: z.string().nullable(),
  /** The CUILs read on it (none, or ones that match nobody). */
  cuils: z.array(z.string()),
});
export type SinAsignar = Cable<typeof sinAsignar>;

/** An upload of the run and its splitting job. */
export const cargaRecibos = z.object({
  id: z.number(),
  nombre: z.string(),
  estado: z.enum(['procesando', 'terminada', 'fallida']),
  /** 0–100 while processing. */
  progreso: z.number(),
  paginas: z.number().nullable(),
  recibos: z.number(),
  error: z.string().nullable(),
  trabajo_id: z.string().nullable(),
  subida_por: z.string(),
  created_at: instante,
});
export type CargaRecibos = Cable<typeof cargaRecibos>;

/** GET /api/v1/rrhh/liquidacion/{id}/recibos: liquidacion/{id}. */
export const liquidacionDetalle = z.object({
  liquidacion: liquidacionResumen,
  recibos: z.array(reciboFila),
  sin_asignar: z.array(sinAsignar),
  /** Employees of the run's empresa with an open employment and no slip in the run. */
  sin_recibo: z.array(z.object({ id: z.number(), nombre: z.string(), cuil: z.string(), legajo: z.string().nullable() })),
  cargas: z.array(cargaRecibos),
});
export type LiquidacionDetalle = Cable<typeof liquidacionDetalle>;

const password = z.string({ error: 'Ingrese su contraseña.' }).min(1, 'Ingrese su contraseña.').max(200, 'La contraseña es demasiado larga.');

/** POST /api/v1/rrhh/recibo_sin_asignar/{id}/asignar: the page or file becomes (part of) that persona's slip. */
export const asignarBody = z.object({ persona_id: idNumero('Elija la persona.') });

/**
 * POST /api/v1/rrhh/liquidacion/{id}/publicar: the HR user signs the run as employer (password
 * again, the company's stamp image uploaded as a media draft, modelo 'liquidacion') and every
 * slip is published and notified.
 */
export const MODELO_MEDIA_LIQUIDACION = 'liquidacion';
export const publicarBody = z.object({ password, sello_media_id: idNumero('Suba la imagen del sello de la empresa.') });

/** POST /api/v1/mis_recibos/{id}/firmar. */
export const firmarBody = z
  .object({
    conformidad: z.enum(CONFORMIDADES, { error: 'Elija «Conforme» o «No conforme».' }),
    motivo: z.string().trim().max(2000, 'El motivo admite hasta 2000 caracteres.').nullish(),
    password,
  })
  .refine((b) => b.conformidad === 'conforme' || (b.motivo ?? '').length > 0, {
    error: 'Indique el motivo de su disconformidad.',
    path: ['motivo'],
  });
export type FirmarBody = z.output<typeof firmarBody>;

/** A slip as its employee sees it (GET /api/v1/mis_recibos). */
export const miRecibo = z.object({
  id: z.number(),
  liquidacion: z.object({ id: z.number(), periodo: z.string(), tipo_label: z.string(), empresa: z.string().nullable(), fecha_pago: z.string().nullable() }),
  estado: z.enum(ESTADOS_RECIBO),
  paginas: z.number(),
  publicado_at: instante.nullable(),
  visto_at: instante.nullable(),
  firmado_at: instante.nullable(),
  motivo: z.string().nullable(),
  /** SHA-256 of the signed copy (what the verification page checks); null until signed. */
  sha256_firmado: z.string().nullable(),
  reemplaza_id: z.number().nullable(),
  reemplazado_por_id: z.number().nullable(),
});
export type MiRecibo = Cable<typeof miRecibo>;
/** One slip (GET mis_recibos/{id}, and the signature's answer): also whether the reader may sign it with their password. */
export const miReciboDetalle = miRecibo.extend({
  /** The reader's password is their own (MENSAJES_RECIBOS.passwordNoPropia otherwise): the screen says so before the dialog. */
  password_propia: z.boolean(),
});
export type MiReciboDetalle = Cable<typeof miReciboDetalle>;

/** GET …/archivo: which copy (the signed one exists once signed) and what for (both audited). */
export const archivoQuery = z.object({
  copia: z.enum(['original', 'firmada']).default('original'),
  accion: z.enum(['ver', 'descargar']).default('ver'),
});

/** POST /api/v1/verificar_recibo (public): a SHA-256 in hex, computed in the browser from the PDF. */
export const verificarBody = z.object({
  sha256: z
    .string({ error: 'Falta la huella del archivo.' })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'La huella debe ser un SHA-256 de 64 caracteres hexadecimales.'),
});
/** Says only whether it is a slip signed in Worknet and when it was signed. */
/**
 * The public verification's answer (security issue 37, item 5): `copia` tells the signed copy
 * ('firmada', with the employee's `conformidad` and `firmado_at`) from the original the
 * company published ('original', never signed by itself: both null); unknown, valido false.
 */
export const COPIAS_VERIFICADAS = ['firmada', 'original'] as const;
export const verificacion = z.object({
  valido: z.boolean(),
  copia: z.enum(COPIAS_VERIFICADAS).nullable(),
  conformidad: z.enum(CONFORMIDADES).nullable(),
  firmado_at: instante.nullable(),
});
export type Verificacion = Cable<typeof verificacion>;

export const MENSAJES_RECIBOS = {
  publicada: (n: number) => (n === 1 ? 'Se publicó 1 recibo y se avisó al empleado.' : `Se publicaron ${n} recibos y se avisó a cada empleado.`),
  firmado: (c: Conformidad) => (c === 'conforme' ? 'Firmó el recibo de conformidad.' : 'Firmó el recibo en disconformidad. RRHH verá su motivo.'),
  yaFirmado: 'El recibo ya fue firmado: no se puede reemplazar. Cargue una corrección.',
  sinAsignarPendientes: 'Hay páginas sin asignar: asígnelas o descártelas antes de publicar.',
  passwordIncorrecta: 'La contraseña no es correcta.',
  /** Signing with a password somebody else set (a temporary one): security issue 37, item 1. */
  passwordNoPropia:
    'Para firmar recibos necesita una contraseña elegida por usted: la de su usuario la asignó otra persona. ' +
    'Pida el enlace con «¿Olvidó su contraseña?» en la pantalla de ingreso (o pídale a RRHH que se lo envíe), ábralo desde su e-mail y elija una nueva; después podrá firmar.',
} as const;

export const respuestas = {
  liquidaciones: respuestaLista(liquidacionResumen),
  detalle: respuesta(liquidacionDetalle),
  carga: respuesta(cargaRecibos),
  recibo: respuesta(reciboFila),
  misRecibos: respuestaLista(miRecibo),
  miRecibo: respuesta(miReciboDetalle),
  verificacion: respuesta(verificacion),
  publicada: respuesta(cuentasRecibos),
  vacia: respuestaVacia,
};
