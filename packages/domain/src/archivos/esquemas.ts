import { z } from 'zod';
import { idCoercido, idNumero, instante, limitePagina, respuesta, respuestaLista, respuestaVacia, type Cable } from '../http';

// HR's file manager (issue 20 item 5, spec §2 rrhh/gestor-archivos): shared folders with
// permissions per role, each persona's own documents (HR only), and every document's
// versions as media items of model 'documento' (module 'rrhh', tipo «Documento»).

export const MODELO_MEDIA_DOCUMENTO = 'documento';
export const MODULO_MEDIA_DOCUMENTO = 'rrhh';

export const CATEGORIAS_DOCUMENTO = ['contrato', 'certificado', 'politica', 'otro'] as const;
export type CategoriaDocumento = (typeof CATEGORIAS_DOCUMENTO)[number];
export const ETIQUETA_CATEGORIA: Record<CategoriaDocumento, string> = {
  contrato: 'Contrato',
  certificado: 'Certificado',
  politica: 'Política',
  otro: 'Otro',
};

/** What a role may do in a folder (and its subfolders): read and download, or also upload and change. */
export const NIVELES_CARPETA = ['ver', 'editar'] as const;
export type NivelCarpeta = (typeof NIVELES_CARPETA)[number];
export const ETIQUETA_NIVEL: Record<NivelCarpeta, string> = { ver: 'Ver y descargar', editar: 'Ver, subir y editar' };

const MAX_NOMBRE = 150;
const nombre = (que: string) =>
  z
    .string({ error: `Escriba el nombre ${que}.` })
    .trim()
    .min(1, `Escriba el nombre ${que}.`)
    .max(MAX_NOMBRE, `El nombre ${que} admite hasta ${MAX_NOMBRE} caracteres.`)
    .refine((s) => !/[\\/]/.test(s), `El nombre ${que} no puede llevar barras.`);
const categoria = z.enum(CATEGORIAS_DOCUMENTO, { error: 'Elija una categoría: contrato, certificado, política u otro.' });
const descripcion = z.string({ error: 'La descripción debe ser un texto.' }).trim().max(1000, 'La descripción admite hasta 1000 caracteres.');
const verdadero = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional();

// ---- Folders

/** One folder of the tree the caller may see, with what the caller may do there. */
export const carpeta = z.object({
  id: z.number(),
  nombre: z.string(),
  padre_id: z.number().nullable(),
  nivel: z.enum(NIVELES_CARPETA),
  deleted_at: instante.nullable(),
});
export type Carpeta = Cable<typeof carpeta>;

export const carpetasQuery = z.object({
  /** HR only: the deleted folders (the trash) instead of the live ones. */
  eliminadas: verdadero,
});

export const crearCarpetaBody = z.object({
  nombre: nombre('de la carpeta'),
  padre_id: idNumero('La carpeta de arriba no existe.').nullable().optional(),
});
export type CrearCarpetaBody = z.infer<typeof crearCarpetaBody>;

export const editarCarpetaBody = z
  .object({
    nombre: nombre('de la carpeta').optional(),
    padre_id: idNumero('La carpeta de arriba no existe.').nullable().optional(),
  })
  .refine((b) => b.nombre !== undefined || b.padre_id !== undefined, 'Indique el nombre nuevo o la carpeta a la que se mueve.');
export type EditarCarpetaBody = z.infer<typeof editarCarpetaBody>;

export const permisoCarpeta = z.object({
  rol_id: idNumero('Elija un rol.'),
  nivel: z.enum(NIVELES_CARPETA, { error: 'El nivel es «ver» o «editar».' }),
});
export const permisosCarpetaBody = z.object({
  permisos: z
    .array(permisoCarpeta, { error: 'Envíe la lista de permisos.' })
    .max(200, 'Demasiados permisos.')
    .refine((l) => new Set(l.map((p) => p.rol_id)).size === l.length, 'Cada rol figura una sola vez.'),
});
export type PermisosCarpetaBody = z.infer<typeof permisosCarpetaBody>;

/** GET a folder's permissions: its own rows, and every role to choose from. */
export const permisosCarpeta = z.object({
  permisos: z.array(z.object({ rol_id: z.number(), rol: z.string(), nivel: z.enum(NIVELES_CARPETA) })),
  roles: z.array(z.object({ id: z.number(), nombre: z.string() })),
});
export type PermisosCarpeta = Cable<typeof permisosCarpeta>;

// ---- Documents

/** A document as lists show it; `version_actual` is its newest live file. */
export const documento = z.object({
  id: z.number(),
  nombre: z.string(),
  categoria: z.enum(CATEGORIAS_DOCUMENTO),
  descripcion: z.string().nullable(),
  carpeta_id: z.number().nullable(),
  carpeta: z.string().nullable(),
  persona_id: z.number().nullable(),
  versiones: z.number(),
  version_actual: z.object({ media_id: z.number(), nombre: z.string(), content_type: z.string(), tamano: z.number() }).nullable(),
  created_at: instante,
  updated_at: instante,
  deleted_at: instante.nullable(),
  /** The caller may upload versions, rename and delete it. */
  editable: z.boolean(),
});
export type Documento = Cable<typeof documento>;

export const documentosQuery = z
  .object({
    carpeta_id: idCoercido('No existe esa carpeta.').optional(),
    persona_id: idCoercido('No existe esa persona.').optional(),
    filter: z.string().trim().max(100, 'La búsqueda admite hasta 100 caracteres.').optional(),
    categoria: categoria.optional(),
    /** HR only: the deleted documents (the trash). */
    eliminados: verdadero,
    skip: z.coerce.number().int().min(0).default(0),
    limit: limitePagina(50),
  })
  .refine((q) => !(q.carpeta_id && q.persona_id), 'Elija una carpeta o una persona, no las dos.');
export type DocumentosQuery = z.infer<typeof documentosQuery>;

export const crearDocumentoBody = z
  .object({
    media_id: idNumero('Suba el archivo del documento.'),
    nombre: nombre('del documento').optional(),
    categoria,
    descripcion: descripcion.optional(),
    carpeta_id: idNumero('No existe esa carpeta.').optional(),
    persona_id: idNumero('No existe esa persona.').optional(),
  })
  .refine((b) => (b.carpeta_id === undefined) !== (b.persona_id === undefined), 'Indique la carpeta o la persona del documento (una sola).');
export type CrearDocumentoBody = z.infer<typeof crearDocumentoBody>;

export const editarDocumentoBody = z
  .object({ nombre: nombre('del documento').optional(), categoria: categoria.optional(), descripcion: descripcion.optional() })
  .refine((b) => b.nombre !== undefined || b.categoria !== undefined || b.descripcion !== undefined, 'Indique qué cambia.');
export type EditarDocumentoBody = z.infer<typeof editarDocumentoBody>;

export const versionBody = z.object({ media_id: idNumero('Suba el archivo de la versión nueva.') });

/** One version of a document (a media item); the highest `numero` is the current one. */
export const version = z.object({
  media_id: z.number(),
  numero: z.number(),
  nombre: z.string(),
  content_type: z.string(),
  tamano: z.number(),
  created_at: instante,
  actual: z.boolean(),
});
export type Version = Cable<typeof version>;

export const descargaQuery = z.object({ media_id: idCoercido('No existe esa versión.').optional() });
/** A signed link to one version, handed out (and audited) on request. */
export const descarga = z.object({ url: z.string(), nombre: z.string() });

export const respuestas = {
  carpetas: respuesta(z.array(carpeta)),
  carpeta: respuesta(carpeta),
  permisos: respuesta(permisosCarpeta),
  documentos: respuestaLista(documento),
  documento: respuesta(documento),
  versiones: respuesta(z.array(version)),
  descarga: respuesta(descarga),
  vacia: respuestaVacia,
};
