// The name of a downloaded report (spec §9): Reporte-<Nombre>-DD-MM-YYYY.xlsx, the day of
// Argentina it was made. The server's workbook builder (platform/http/xlsx.ts) and the web (the
// name of a download before the server gives one) write it with this.

/** `nombre` as a file name: no accents, runs of anything but letters and digits as one '-'. */
export const nombreDeArchivo = (nombre: string) =>
  nombre
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-');

/** Reporte-<Nombre>-DD-MM-YYYY.xlsx for `diaIso` ('YYYY-MM-DD'). */
export function archivoDeReporte(nombre: string, diaIso: string): string {
  const [a, m, d] = diaIso.slice(0, 10).split('-');
  return `Reporte-${nombreDeArchivo(nombre)}-${d}-${m}-${a}.xlsx`;
}
