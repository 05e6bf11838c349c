import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import JSZip from 'jszip';

// The pay-slip ZIP (issue 37, item 5): jszip trusts the sizes the ZIP declares and only checks
// them once an entry is wholly inflated, so a 306 kB ZIP declaring small entries inflated to
// 300 MB before failing. Here each entry is inflated by zlib with `maxOutputLength` = the size
// it declares: one that inflates to more stops there, and the declared sizes together are
// capped before anything is inflated.

export const ZIP_MAX_ENTRADAS = 10_000;
export const ZIP_MAX_DESCOMPRIMIDO = 500 * 1024 * 1024;

const inflar = promisify(inflateRaw);

/** What is wrong with the ZIP, in words for HR; `demasiadoGrande` is a 413 at upload, the rest a 400. */
export class ZipInvalido extends Error {
  constructor(
    message: string,
    readonly demasiadoGrande = false,
  ) {
    super(message);
  }
}

export type EntradaZip = { nombre: string; bytes: () => Promise<Uint8Array> };

// jszip keeps what its central directory says on `_data` (a CompressedObject).
type Comprimido = { compressedSize: number; uncompressedSize: number; compression: { magic: string } | null; compressedContent: Uint8Array };

const STORE = '\x00\x00';
const DEFLATE = '\x08\x00';

/** The PDF entries of a ZIP, each inflated on demand to at most the size it declares; refuses a ZIP too large before inflating. */
export async function entradasPdfDeZip(datos: Buffer): Promise<EntradaZip[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(datos);
  } catch {
    throw new ZipInvalido('El ZIP está dañado o no se puede leer.');
  }
  const entradas = Object.values(zip.files).filter((f) => !f.dir && /\.pdf$/i.test(f.name) && !f.name.startsWith('__MACOSX/'));
  const datosDe = (f: JSZip.JSZipObject) => (f as unknown as { _data: Comprimido })._data;
  const declarado = entradas.reduce((s, e) => s + datosDe(e).uncompressedSize, 0);
  if (entradas.length > ZIP_MAX_ENTRADAS || declarado > ZIP_MAX_DESCOMPRIMIDO)
    throw new ZipInvalido(
      `El ZIP es demasiado grande descomprimido: admite hasta ${ZIP_MAX_ENTRADAS} PDF y ${ZIP_MAX_DESCOMPRIMIDO / 1024 / 1024} MB en total.`,
      true,
    );
  return entradas.map((e) => ({ nombre: e.name, bytes: () => inflarEntrada(e.name, datosDe(e)) }));
}

async function inflarEntrada(nombre: string, c: Comprimido): Promise<Uint8Array> {
  const comprimidos = Buffer.from(c.compressedContent.buffer, c.compressedContent.byteOffset, c.compressedContent.byteLength);
  const declarado = c.uncompressedSize;
  const mentira = () =>
    new ZipInvalido(`El ZIP está dañado: «${nombre}» se descomprime a más de los ${declarado} bytes que declara (no se descomprime más allá de eso).`);
  let bytes: Buffer;
  if (c.compression?.magic === STORE) {
    bytes = comprimidos;
  } else if (c.compression?.magic === DEFLATE) {
    try {
      bytes = await inflar(comprimidos, { maxOutputLength: Math.max(1, declarado) });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw mentira();
      throw new ZipInvalido(`El ZIP está dañado: «${nombre}» no se puede descomprimir.`);
    }
  } else {
    throw new ZipInvalido(`«${nombre}» usa un método de compresión que no se admite: arme el ZIP de nuevo (compresión normal, «deflate»).`);
  }
  if (bytes.length > declarado) throw mentira();
  if (bytes.length < declarado) throw new ZipInvalido(`El ZIP está dañado: «${nombre}» tiene menos datos de los que declara.`);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** At upload: the whole ZIP inflated once (within the caps, nothing kept), so a bad one is a 4xx now rather than a failed job later. */
export async function verificarZip(datos: Buffer): Promise<void> {
  const entradas = await entradasPdfDeZip(datos);
  if (entradas.length === 0) throw new ZipInvalido('El ZIP no contiene archivos PDF.');
  for (const e of entradas) await e.bytes();
}
