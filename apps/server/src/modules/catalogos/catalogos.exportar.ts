import ExcelJS from 'exceljs';
import type { FilaCatalogoServidor as FilaCatalogo } from '@worknet/domain/catalogos/respuestas';
import { etiquetaOpcion, type Campo, type Catalogo } from '@worknet/domain/catalogos/motor';
import { formatoFecha } from '@worknet/domain/fechas';
import * as reloj from '@worknet/domain/reloj';

// A catalog list as a spreadsheet: the list's columns with Spanish headers,
// labels instead of ids, real dates and amounts, frozen header and auto filter.

function celda(f: Campo, campo: string, fila: FilaCatalogo): ExcelJS.CellValue {
  const v = fila[campo];
  if (v === null || v === undefined) return null;
  switch (f.tipo) {
    case 'referencia':
    case 'referencias':
      return fila.etiquetas[campo] || null;
    case 'opciones':
      return etiquetaOpcion(f, v);
    case 'booleano':
      return v ? 'Sí' : 'No';
    case 'fecha':
      // Excel dates have no zone: the calendar day at UTC midnight shows as that day.
      return new Date(`${String(v)}T00:00:00Z`);
    case 'dinero':
      // A number cell, so the sheet sums it; its two decimals come from the column's format.
      return Number(v);
    default:
      return v as ExcelJS.CellValue;
  }
}

const FORMATOS: Partial<Record<Campo['tipo'], string>> = { fecha: 'dd/mm/yyyy', dinero: '"$" #,##0.00', numero: '#,##0.##' };

export async function libroDeCatalogo(c: Catalogo, filas: FilaCatalogo[]): Promise<{ contenido: Buffer; nombreArchivo: string }> {
  const libro = new ExcelJS.Workbook();
  libro.creator = 'Worknet';
  const hoja = libro.addWorksheet(c.plural.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  hoja.columns = c.columnas.map((k) => {
    const f = c.campos[k]!;
    return {
      header: f.etiqueta,
      key: k,
      width: Math.max(12, Math.min(50, f.etiqueta.length + 4, f.tipo === 'textoLargo' ? 50 : 30)),
      style: { numFmt: FORMATOS[f.tipo] },
    };
  });
  hoja.getRow(1).font = { bold: true };
  for (const fila of filas) hoja.addRow(Object.fromEntries(c.columnas.map((k) => [k, celda(c.campos[k]!, k, fila)])));
  hoja.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: c.columnas.length } };
  const nombre = c.plural
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-');
  return {
    contenido: Buffer.from(await libro.xlsx.writeBuffer()),
    nombreArchivo: `Reporte-${nombre}-${formatoFecha(reloj.ahora()).replaceAll('/', '-')}.xlsx`,
  };
}
