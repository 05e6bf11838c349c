// Which files Worknet accepts as media resources, decided by their bytes and
// checked against their name. Pure rules shared by server and web (no zod here,
// so web screens can import it without pulling zod into their chunk).

export type FamiliaArchivo = 'imagen' | 'pdf' | 'video' | 'documento';

export type TipoArchivo = {
  /** The Content-Type stored and served (what file-type reports for the bytes). */
  mime: string;
  /** Extensions a name may carry for these bytes, lower case, first = the usual one. */
  extensiones: readonly string[];
  familia: FamiliaArchivo;
};

// SVG is left out on purpose: it can carry scripts. Keep in sync with the list in MENSAJE_TIPO_NO_PERMITIDO.
export const TIPOS_ARCHIVO: readonly TipoArchivo[] = [
  { mime: 'image/jpeg', extensiones: ['jpg', 'jpeg', 'jfif'], familia: 'imagen' },
  { mime: 'image/png', extensiones: ['png'], familia: 'imagen' },
  { mime: 'image/webp', extensiones: ['webp'], familia: 'imagen' },
  { mime: 'image/gif', extensiones: ['gif'], familia: 'imagen' },
  { mime: 'application/pdf', extensiones: ['pdf'], familia: 'pdf' },
  { mime: 'video/mp4', extensiones: ['mp4', 'm4v'], familia: 'video' },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensiones: ['docx'], familia: 'documento' },
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensiones: ['xlsx'], familia: 'documento' },
];

/** Default upload limit (MEDIA_MAX_BYTES on the server). */
export const MEDIA_MAX_BYTES_POR_DEFECTO = 10 * 1024 * 1024;
/** Thumbnails of images: this wide at most, WebP. */
export const MINIATURA_ANCHO = 400;
/** Width of the «mediana» WebP (made on its first request): a cover shown up to 760 px wide, or 400 px at double density. */
export const MEDIANA_ANCHO = 800;
export const MAX_NOMBRE_ARCHIVO = 200;

export const MENSAJE_TIPO_NO_PERMITIDO =
  'El tipo de archivo no está permitido. Se admiten imágenes JPG, PNG, WEBP o GIF, documentos PDF, Word (DOCX) o Excel (XLSX) y videos MP4.';
export const MENSAJE_SOLO_IMAGENES = 'El archivo debe ser una imagen JPG, PNG, WEBP o GIF.';

/** "10 MB", "2,5 MB": the limit as a person reads it. */
export function megas(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  const texto = Number.isInteger(mb) ? String(mb) : mb.toFixed(1).replace('.', ',');
  return `${texto} MB`;
}

/** A file's size for a list: "350 kB", "1,2 MB". */
export function tamanoLegible(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',').replace(/,0$/, '')} MB`;
}

export const mensajeExcedeMaximo = (maxBytes: number) => `El archivo supera el máximo de ${megas(maxBytes)}.`;

export const mensajeNoCorresponde = (extension: string) =>
  `El contenido del archivo no corresponde a su extensión (.${extension}). Verifique que el archivo no esté dañado o renombrado.`;

/** The extension of a file name, lower case, without the dot ('' when it has none). */
export function extensionDe(nombre: string): string {
  const base = nombre.split(/[\\/]/).pop() ?? '';
  const i = base.lastIndexOf('.');
  return i > 0 && i < base.length - 1 ? base.slice(i + 1).toLowerCase() : '';
}

export const tipoPorMime = (mime: string | null | undefined): TipoArchivo | undefined => TIPOS_ARCHIVO.find((t) => t.mime === mime);
export const tipoPorExtension = (extension: string): TipoArchivo | undefined => TIPOS_ARCHIVO.find((t) => t.extensiones.includes(extension));

export type Clasificacion = { ok: true; tipo: TipoArchivo } | { ok: false; motivo: 'tipo' | 'extension'; mensaje: string };

/**
 * Decides a file from its name and the type read from its bytes (null when the
 * bytes match no known type). A name whose extension is allowed but whose bytes
 * are something else (a renamed or damaged file) is a mismatch; anything not in
 * TIPOS_ARCHIVO is forbidden. A name without extension takes its bytes' type.
 */
export function clasificarArchivo(nombre: string, mimeDetectado: string | null): Clasificacion {
  const ext = extensionDe(nombre);
  const porNombre = ext ? tipoPorExtension(ext) : undefined;
  const porBytes = tipoPorMime(mimeDetectado);
  if (ext && !porNombre) return { ok: false, motivo: 'tipo', mensaje: MENSAJE_TIPO_NO_PERMITIDO };
  if (!porBytes) {
    return porNombre
      ? { ok: false, motivo: 'extension', mensaje: mensajeNoCorresponde(ext) }
      : { ok: false, motivo: 'tipo', mensaje: MENSAJE_TIPO_NO_PERMITIDO };
  }
  if (porNombre && porNombre !== porBytes) return { ok: false, motivo: 'extension', mensaje: mensajeNoCorresponde(ext) };
  return { ok: true, tipo: porBytes };
}

export const esImagen = (contentType: string) => tipoPorMime(contentType)?.familia === 'imagen';

/** Images, PDFs and videos open in the browser; anything else is downloaded. */
export const disposicionDe = (contentType: string): 'inline' | 'attachment' => {
  const f = tipoPorMime(contentType)?.familia;
  return f === 'imagen' || f === 'pdf' || f === 'video' ? 'inline' : 'attachment';
};

/**
 * The name kept for display and download: no folders, no control characters,
 * trimmed and at most MAX_NOMBRE_ARCHIVO characters (keeping the extension);
 * a name without extension gets the one of its type.
 */
export function nombreSeguro(nombre: string, tipo: TipoArchivo): string {
  let base = (nombre.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!base || base === '.' || base === '..') base = 'archivo';
  let ext = extensionDe(base);
  if (!ext) {
    ext = tipo.extensiones[0]!;
    base = `${base}.${ext}`;
  }
  if (base.length <= MAX_NOMBRE_ARCHIVO) return base;
  return `${base.slice(0, MAX_NOMBRE_ARCHIVO - ext.length - 1).trimEnd()}.${ext}`;
}

/**
 * What the browser can check before uploading (the server checks the bytes
 * anyway): size, and the extension of the name; without one, the browser's
 * claimed type decides whether it is an image.
 */
export function problemaAntesDeSubir(
  archivo: { name: string; size: number; type?: string },
  o: { maxBytes?: number; soloImagenes?: boolean } = {},
): string | null {
  const max = o.maxBytes ?? MEDIA_MAX_BYTES_POR_DEFECTO;
  if (archivo.size > max) return mensajeExcedeMaximo(max);
  if (archivo.size === 0) return 'El archivo está vacío.';
  const ext = extensionDe(archivo.name);
  const tipo = ext ? tipoPorExtension(ext) : tipoPorMime(archivo.type);
  if (ext && !tipo) return o.soloImagenes ? MENSAJE_SOLO_IMAGENES : MENSAJE_TIPO_NO_PERMITIDO;
  if (o.soloImagenes && tipo?.familia !== 'imagen') return MENSAJE_SOLO_IMAGENES;
  return null;
}

/** The `accept` attribute for a file input: every allowed extension, or only images. */
export const aceptar = (soloImagenes = false) =>
  TIPOS_ARCHIVO.filter((t) => !soloImagenes || t.familia === 'imagen')
    .flatMap((t) => t.extensiones.map((e) => `.${e}`))
    .join(',');
