import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { formatoFecha } from '@worknet/domain/fechas';
import * as reloj from '@worknet/domain/reloj';

// The one way a report leaves as CSV (issue 19: Reporte-Novedades, Reporte-Licencias; the
// access log writes the same format). Excel in es-AR opens it well: UTF-8 with BOM (so it
// reads the accents), ';' as separator (the list separator of Spanish regional settings),
// CRLF, and cells that would start a formula neutralised (names and notes come from people).

export type Celda = string | number | boolean | null | undefined;

// Where a spreadsheet could read a formula (OWASP, CSV injection: = + - @, and a tab or CR at the
// start): at the start of the cell and of each line inside it, also after spaces, tabs or a
// no-break space, since importers trim them and a multi-line cell pasted elsewhere becomes rows.
// Papa's escapeFormulae only looked at the first character of a one-line value, so
// "\n=HYPERLINK(…)" or " =HYPERLINK(…)" in log_acceso reached the admin's Excel (issue 37,
// item 5). The fullwidth forms count too (Excel in East Asian locales reads ＝ as =).
const INICIO_DE_FORMULA = /(^|\r\n|\r|\n)(?=[\t\r]|[^\S\r\n]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** A text cell with `'` before every place a spreadsheet would start a formula (shown as text, the `'` hidden). */
export const neutralizarFormulas = (texto: string) => texto.replace(INICIO_DE_FORMULA, "$1'");

/** The CSV text of a header row and data rows, BOM included. Numbers and booleans are values, never formulas. */
export function aCsv(cabeceras: readonly string[], filas: readonly (readonly Celda[])[]): string {
  const datos = filas.map((f) =>
    f.map((c) => (c === null || c === undefined ? '' : typeof c === 'boolean' ? (c ? 'Sí' : 'No') : typeof c === 'string' ? neutralizarFormulas(c) : c)),
  );
  return `\uFEFF${Papa.unparse({ fields: [...cabeceras], data: datos }, { delimiter: ';', newline: '\r\n' })}\r\n`;
}

/** `Base-DD-MM-YYYY.csv` (e.g. Reporte-Novedades-24-11-2026.csv), the date of `ahora` in Argentina. */
export const nombreCsv = (base: string, ahora = reloj.ahora()) => `${base}-${formatoFecha(ahora).replaceAll('/', '-')}.csv`;

/** Sends a CSV as a download. `omitidas`: rows left out by a cap, told in the x-filas-omitidas header. */
export function enviarCsv(reply: FastifyReply, p: { csv: string; nombreArchivo: string; omitidas?: number }): FastifyReply {
  if (p.omitidas) reply.header('x-filas-omitidas', String(p.omitidas));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${p.nombreArchivo}"`)
    .header('cache-control', 'no-store')
    .send(p.csv);
}
