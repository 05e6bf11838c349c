import type { FilaCatalogoServidor as FilaCatalogo } from '@worknet/domain/catalogos/respuestas';
import { etiquetaOpcion, type Campo, type Catalogo } from '@worknet/domain/catalogos/motor';
import { libroXlsx, type ArchivoXlsx, type CeldaXlsx } from '../../platform/http/xlsx';

// A catalog list as a spreadsheet: the list's columns with Spanish headers,
// labels instead of ids, real dates and amounts, frozen header and auto filter
// (platform/http/xlsx.ts): Reporte-<Plural>-DD-MM-YYYY.xlsx.

function celda(f: Campo, campo: string, fila: FilaCatalogo): CeldaXlsx {
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
      return v as CeldaXlsx;
  }
}

const FORMATOS: Partial<Record<Campo['tipo'], string>> = { fecha: 'dd/mm/yyyy', dinero: '"$" #,##0.00', numero: '#,##0.##' };

export function libroDeCatalogo(c: Catalogo, filas: FilaCatalogo[]): Promise<ArchivoXlsx> {
  return libroXlsx(c.plural, [
    {
      nombre: c.plural,
      columnas: c.columnas.map((k) => {
        const f = c.campos[k]!;
        return {
          titulo: f.etiqueta,
          clave: k,
          ancho: Math.max(12, Math.min(50, f.etiqueta.length + 4, f.tipo === 'textoLargo' ? 50 : 30)),
          formato: FORMATOS[f.tipo],
        };
      }),
      filas: filas.map((fila) => Object.fromEntries(c.columnas.map((k) => [k, celda(c.campos[k]!, k, fila)]))),
      filtro: true,
    },
  ]);
}
