import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { datosInvalidos } from '../../platform/http/errors';

// PDF work of pay slips, always through maintained libraries (pdf-lib to copy and stamp,
// unpdf/pdf.js to read text): the server never parses a PDF by hand.

export const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Lets the event loop answer other requests between pages of a long split. */
export const ceder = () => new Promise<void>((r) => setImmediate(r));

export type Formato = 'pdf' | 'zip';

/** What an upload is, by its first bytes (never by its name or the browser's type). */
export function formatoDe(datos: Buffer): Formato | null {
  // The ZIP signature first: a ZIP of stored PDFs carries '%PDF-' in its first kilobyte too.
  if (datos.length >= 4 && datos[0] === 0x50 && datos[1] === 0x4b && datos[2] === 0x03 && datos[3] === 0x04) return 'zip';
  if (datos.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  return null;
}

/**
 * A PDF that pdf-lib can open and whose pages it finds, or a 400 in Spanish. pdf-lib opens
 * leniently: '%PDF-' and garbage loads, and only reading its pages fails (a 500 on the HR
 * routes that replace or correct a slip, issue 37, item 5), so the pages are read here.
 */
export async function abrirPdf(datos: Uint8Array, nombre = 'El archivo'): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(datos, { updateMetadata: false });
    if (doc.getPages().length === 0) throw new Error('sin páginas');
  } catch {
    throw datosInvalidos(`${nombre} no es un PDF válido o está protegido.`);
  }
  return doc;
}

/** A new PDF made of `paginas` (0-based) of each source, in order. */
export async function unirPaginas(partes: { doc: PDFDocument; paginas: number[] }[]): Promise<Uint8Array> {
  const nuevo = await PDFDocument.create();
  for (const p of partes) {
    const copiadas = await nuevo.copyPages(p.doc, p.paginas);
    for (const c of copiadas) nuevo.addPage(c);
  }
  return nuevo.save();
}

const todas = (doc: PDFDocument) => doc.getPageIndices();

/** `base` with every page of `agregado` appended (an unmatched page assigned to a slip). */
export async function agregarAlFinal(base: Uint8Array, agregado: Uint8Array): Promise<Uint8Array> {
  const a = await abrirPdf(base);
  const b = await abrirPdf(agregado);
  return unirPaginas([
    { doc: a, paginas: todas(a) },
    { doc: b, paginas: todas(b) },
  ]);
}

const ZONA = 'America/Argentina/Buenos_Aires';

/** DD/MM/YYYY HH:mm in Buenos Aires time (how an Argentine reader reads a signature's moment). */
export function fechaHoraAr(d: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('es-AR', {
      timeZone: ZONA,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

// The standard fonts encode WinAnsi only: anything else would make pdf-lib throw.
const winAnsi = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

export type Constancia = {
  empleado: { nombre: string; cuil: string; conformidad: 'conforme' | 'no_conforme'; motivo: string | null; firmadoAt: Date; ip: string; sha256: string };
  empleador: { empresa: string; cuit: string; firmante: string; fecha: Date; sello: { datos: Uint8Array; tipo: string } | null };
};

/** Lines of `texto` no wider than `ancho` at `tam` points. */
function partir(texto: string, font: PDFFont, tam: number, ancho: number): string[] {
  const lineas: string[] = [];
  for (const parrafo of texto.split(/\r?\n/)) {
    let actual = '';
    for (const palabra of parrafo.split(/\s+/)) {
      const prueba = actual ? `${actual} ${palabra}` : palabra;
      if (font.widthOfTextAtSize(prueba, tam) <= ancho || !actual) actual = prueba;
      else {
        lineas.push(actual);
        actual = palabra;
      }
    }
    lineas.push(actual);
  }
  return lineas;
}

/**
 * The stamped copy: the original pages untouched plus a last page «Constancia de firma
 * electrónica» with the employee's block and the employer's (with the company's stamp image).
 */
export async function copiaFirmada(original: Uint8Array, c: Constancia): Promise<Uint8Array> {
  const doc = await abrirPdf(original);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const negrita = await doc.embedFont(StandardFonts.HelveticaBold);
  const pagina: PDFPage = doc.addPage([595.28, 841.89]);
  const margen = 56;
  const ancho = pagina.getWidth() - margen * 2;
  let y = pagina.getHeight() - margen;
  const escribir = (texto: string, o: { tam?: number; bold?: boolean; gris?: boolean } = {}) => {
    const tam = o.tam ?? 10;
    const f = o.bold ? negrita : font;
    for (const l of partir(winAnsi(texto), f, tam, ancho)) {
      pagina.drawText(l, { x: margen, y, size: tam, font: f, color: o.gris ? rgb(0.35, 0.35, 0.35) : rgb(0, 0, 0) });
      y -= tam * 1.45;
    }
  };
  escribir('Constancia de firma electrónica', { tam: 16, bold: true });
  y -= 6;
  escribir('Ley 27.555 art. 12 y Res. MTEySS sobre recibos de haberes digitales.', { gris: true, tam: 9 });
  y -= 14;
  const e = c.empleado;
  escribir('Firma del empleado', { tam: 12, bold: true });
  escribir(`Nombre: ${e.nombre}`);
  escribir(`CUIL: ${e.cuil}`);
  escribir(`Conformidad: ${e.conformidad === 'conforme' ? 'Conforme' : 'No conforme'}`);
  if (e.motivo) escribir(`Motivo: ${e.motivo}`);
  escribir(`Fecha y hora: ${fechaHoraAr(e.firmadoAt)} (hora de Buenos Aires)`);
  escribir(`Dirección IP: ${e.ip}`);
  escribir('SHA-256 del recibo firmado (páginas anteriores):');
  escribir(e.sha256, { tam: 8 });
  y -= 14;
  const r = c.empleador;
  escribir('Firma del empleador', { tam: 12, bold: true });
  escribir(`Empresa: ${r.empresa}`);
  escribir(`CUIT: ${r.cuit}`);
  escribir(`Firmó por la empresa: ${r.firmante}`);
  escribir(`Fecha: ${fechaHoraAr(r.fecha)}`);
  if (r.sello) {
    const img = r.sello.tipo === 'image/png' ? await doc.embedPng(r.sello.datos) : await doc.embedJpg(r.sello.datos);
    const escala = Math.min(160 / img.width, 100 / img.height, 1);
    const w = img.width * escala;
    const h = img.height * escala;
    y -= h + 6;
    pagina.drawImage(img, { x: margen, y, width: w, height: h });
    y -= 14;
  }
  y -= 10;
  escribir('Quien tenga esta copia puede verificarla en Worknet («Verificar un recibo») con la huella SHA-256 del archivo.', { tam: 8, gris: true });
  return doc.save();
}
