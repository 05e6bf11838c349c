import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import * as reloj from '@worknet/domain/reloj';
import { archivoDeReporte } from '@worknet/domain/reportes';

// The one way a report becomes a workbook and leaves as a download (nómina, catalogs, inventory,
// task reports, HR dashboards), as csv.ts is for CSV. Every sheet the same: Spanish headers in
// bold, the header row frozen, optionally an auto filter; the file is
// Reporte-<Nombre>-DD-MM-YYYY.xlsx with the day of Argentina (the pinned clock, reloj.hoy()).
// The route's 200 schema is `binario`; Fastify sends a Buffer or pipes a stream as is.

export type ColumnaXlsx = {
  titulo: string;
  /** The row's key this column shows. */
  clave: string;
  ancho: number;
  /** Excel's number format, e.g. 'dd/mm/yyyy' or '"$" #,##0.00'. */
  formato?: string;
};

/** A cell: text, number, Date (Excel shows it as it is: cells carry no zone), null for empty. */
export type CeldaXlsx = ExcelJS.CellValue;
/** A row by column key. */
export type FilaXlsx = Record<string, CeldaXlsx | undefined>;

export type HojaXlsx = {
  /** At most 31 characters (Excel's limit): longer names are cut. */
  nombre: string;
  columnas: readonly ColumnaXlsx[];
  filas: Iterable<FilaXlsx>;
  /** An auto filter over the header. */
  filtro?: boolean;
};

export type ArchivoXlsx = { contenido: Buffer; nombreArchivo: string };

function agregarHoja(libro: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter, h: Omit<HojaXlsx, 'filas'>) {
  const hoja = libro.addWorksheet(h.nombre.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  hoja.columns = h.columnas.map((c) => ({ header: c.titulo, key: c.clave, width: c.ancho, style: c.formato ? { numFmt: c.formato } : {} }));
  hoja.getRow(1).font = { bold: true };
  return hoja;
}

const conFiltro = (hoja: ExcelJS.Worksheet, h: Omit<HojaXlsx, 'filas'>) => {
  if (h.filtro) hoja.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: h.columnas.length } };
};

/** Reporte-<nombre>-DD-MM-YYYY.xlsx of `dia` ('YYYY-MM-DD'; today in Argentina by default). */
export const nombreXlsx = (nombre: string, dia = reloj.hoy()) => archivoDeReporte(nombre, dia);

/** A workbook of `hojas`, whole in memory (a report of a bounded size). `nombre`: the report's, for the file name. */
export async function libroXlsx(nombre: string, hojas: readonly HojaXlsx[], dia = reloj.hoy()): Promise<ArchivoXlsx> {
  const libro = new ExcelJS.Workbook();
  libro.creator = 'Worknet';
  for (const h of hojas) {
    const hoja = agregarHoja(libro, h);
    for (const f of h.filas) hoja.addRow(f);
    conFiltro(hoja, h);
  }
  return { contenido: Buffer.from(await libro.xlsx.writeBuffer()), nombreArchivo: nombreXlsx(nombre, dia) };
}

/**
 * A one-sheet workbook written to `salida` as its rows come (a report too large to hold:
 * nómina): `fila` writes one row, `terminar` closes the sheet and the file. Waiting for
 * `salida` to drain is the caller's (it knows its batches).
 */
export function libroXlsxEnFlujo(nombre: string, h: Omit<HojaXlsx, 'filas'>, dia = reloj.hoy()) {
  const salida = new PassThrough();
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true });
  libro.creator = 'Worknet';
  const hoja = agregarHoja(libro, h);
  hoja.getRow(1).commit();
  conFiltro(hoja, h);
  return {
    salida,
    nombreArchivo: nombreXlsx(nombre, dia),
    fila: (f: FilaXlsx) => hoja.addRow(f).commit(),
    terminar: async () => {
      hoja.commit();
      await libro.commit();
    },
  };
}

export function enviarXlsx(reply: FastifyReply, contenido: Buffer | Readable, nombreArchivo: string): FastifyReply {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${nombreArchivo}"`)
    .header('cache-control', 'no-store')
    .send(contenido);
}
