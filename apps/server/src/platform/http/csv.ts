import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { formatoFecha } from '@worknet/domain/fechas';
import * as reloj from '@worknet/domain/reloj';

// The one way a report leaves as CSV (issue 19: Reporte-Novedades, Reporte-Licencias; the
// access log writes the same format). Excel in es-AR opens it well: UTF-8 with BOM (so it
// reads the accents), ';' as separator (the list separator of Spanish regional settings),
// CRLF, and cells that would start a formula neutralised (names and notes come from people).

export type Celda = string | number | boolean | null | undefined;

/** The CSV text of a header row and data rows, BOM included. */
export function aCsv(cabeceras: readonly string[], filas: readonly (readonly Celda[])[]): string {
  const datos = filas.map((f) => f.map((c) => (c === null || c === undefined ? '' : typeof c === 'boolean' ? (c ? 'Sí' : 'No') : c)));
  return `\uFEFF${Papa.unparse({ fields: [...cabeceras], data: datos }, { delimiter: ';', newline: '\r\n', escapeFormulae: true })}\r\n`;
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
