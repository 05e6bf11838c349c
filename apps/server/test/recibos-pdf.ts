import { PDFDocument, StandardFonts } from 'pdf-lib';
import { digitoVerificadorCuit } from '@worknet/domain/cuit';

// Pay slip PDFs made with pdf-lib, as a payroll bureau prints them: the employer's CUIT on
// every page and the employee's CUIL (XX-XXXXXXXX-X) on each of theirs.

/** A valid company CUIT (30-…) for a test empresa. */
export function cuitEmpresa(): string {
  for (;;) {
    const n = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const dv = digitoVerificadorCuit(`30${n}`);
    if (dv !== null) return `30-${n}-${dv}`;
  }
}

/** One page per entry: its CUIL (null = a page without any) and a line of text. */
export async function pdfDeRecibos(cuit: string, paginas: { cuil: string | null; texto?: string }[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [i, p] of paginas.entries()) {
    const pagina = doc.addPage([595, 842]);
    pagina.drawText(`Empleador: Empresa de prueba S.A.  CUIT ${cuit}`, { x: 40, y: 800, size: 11, font });
    pagina.drawText(`Recibo de haberes - hoja ${i + 1}`, { x: 40, y: 780, size: 11, font });
    if (p.cuil) pagina.drawText(`Empleado CUIL: ${p.cuil}`, { x: 40, y: 760, size: 11, font });
    pagina.drawText(p.texto ?? 'Sueldo básico 1.000.000,00', { x: 40, y: 740, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

export async function paginasDe(datos: Uint8Array): Promise<number> {
  return (await PDFDocument.load(datos)).getPageCount();
}
