import ExcelJS from 'exceljs';
import { formatoFecha } from '@worknet/domain/fechas';
import { archivoReporteDashboard, DASHBOARDS, type DatosDashboard, type FilaPersonaDashboard, type NombreDashboard } from '@worknet/domain/rrhh/dashboards';

// rrhh/reportes: a dashboard's data as a workbook, like the other exports (exceljs, bold
// frozen header): «Datos» (the period, filters' result, every point) and «Personas» (the
// people of every slice, with the slice named).

function hoja(libro: ExcelJS.Workbook, nombre: string, columnas: Partial<ExcelJS.Column>[]) {
  const h = libro.addWorksheet(nombre, { views: [{ state: 'frozen', ySplit: 1 }] });
  h.columns = columnas;
  h.getRow(1).font = { bold: true };
  return h;
}

const dia = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

export async function libroDashboard(
  nombre: NombreDashboard,
  datos: DatosDashboard,
  personas: (FilaPersonaDashboard & { serie: string; clave: string })[],
  hoy: string,
): Promise<{ contenido: Buffer; nombreArchivo: string }> {
  const libro = new ExcelJS.Workbook();
  const serie = new Map(datos.leyenda.map((l) => [l.serie, l.etiqueta]));
  const etiqueta = new Map(datos.series.map((p) => [`${p.serie}\u0000${p.clave}`, p.etiqueta]));
  const d = hoja(libro, 'Datos', [
    { header: 'Serie', key: 'serie', width: 32 },
    { header: 'Porción', key: 'etiqueta', width: 36 },
    { header: 'Valor', key: 'valor', width: 12 },
  ]);
  for (const p of datos.series) d.addRow({ serie: serie.get(p.serie) ?? p.serie, etiqueta: p.etiqueta, valor: p.valor });
  d.addRow({});
  d.addRow({ serie: 'Tablero', etiqueta: DASHBOARDS[nombre].titulo });
  d.addRow({ serie: 'Período', etiqueta: `${formatoFecha(datos.desde)} al ${formatoFecha(datos.hasta)}` });
  d.addRow({ serie: 'Total', valor: datos.total });
  if (datos.umbral !== null) d.addRow({ serie: 'Umbral de dotación (Decreto 144/2022)', valor: datos.umbral });
  if (datos.vacio) d.addRow({ serie: 'Aviso', etiqueta: datos.vacio });

  const p = hoja(libro, 'Personas', [
    { header: 'Serie', key: 'serie', width: 28 },
    { header: 'Porción', key: 'porcion', width: 30 },
    { header: 'Apellido', key: 'apellido', width: 22 },
    { header: 'Nombres', key: 'nombres', width: 22 },
    { header: 'Legajo', key: 'legajo', width: 10 },
    { header: 'Sector', key: 'sector', width: 24 },
    { header: 'Fecha', key: 'fecha', width: 12, style: { numFmt: 'dd/mm/yyyy' } },
    { header: 'Detalle', key: 'detalle', width: 40 },
    { header: 'Días', key: 'dias', width: 8 },
  ]);
  for (const f of personas)
    p.addRow({
      serie: serie.get(f.serie) ?? f.serie,
      porcion: etiqueta.get(`${f.serie}\u0000${f.clave}`) ?? f.clave,
      apellido: f.apellido,
      nombres: f.nombres,
      legajo: f.legajo,
      sector: f.sector,
      fecha: dia(f.fecha),
      detalle: f.detalle,
      dias: f.dias,
    });
  const contenido = Buffer.from(await libro.xlsx.writeBuffer());
  return { contenido, nombreArchivo: archivoReporteDashboard(nombre, hoy) };
}
