import ExcelJS from 'exceljs';
import { formatoFecha } from '@worknet/domain/fechas';
import { ETIQUETA_ESTADO_TAREA } from '@worknet/domain/tareas/esquemas';
import type { Filtros, Grupo, Reporte } from './reportes.service';
import * as reloj from '@worknet/domain/reloj';

// The task report as a workbook (issue 22 item 7), like the inventory's and the catalogs'
// exports (exceljs, one sheet per table, bold frozen header): Resumen (with the filters it was
// taken with), Por sector, Por tipo, Vencidas (all of them) and Hechas hoy.

const MIN_POR_DIA = 24 * 60;

/** Minutes as people read them: «45 min», «3 h 10 min», «2 d 4 h». */
export function duracionLegible(min: number | null): string {
  if (min === null) return '';
  if (min < 60) return `${min} min`;
  if (min < MIN_POR_DIA) return `${Math.floor(min / 60)} h${min % 60 ? ` ${min % 60} min` : ''}`;
  const h = Math.floor((min % MIN_POR_DIA) / 60);
  return `${Math.floor(min / MIN_POR_DIA)} d${h ? ` ${h} h` : ''}`;
}

/** A Date for a cell that Excel shows in Argentina's wall-clock time (cells carry no zone). */
const horaArgentina = (d: Date) => new Date(d.getTime() - 3 * 3_600_000);

function hoja(libro: ExcelJS.Workbook, nombre: string, columnas: Partial<ExcelJS.Column>[]) {
  const h = libro.addWorksheet(nombre, { views: [{ state: 'frozen', ySplit: 1 }] });
  h.columns = columnas;
  h.getRow(1).font = { bold: true };
  return h;
}

const COLUMNAS_GRUPO: Partial<ExcelJS.Column>[] = [
  { header: 'Total', key: 'total', width: 10 },
  { header: 'Pendientes', key: 'pendientes', width: 12 },
  { header: 'En curso', key: 'en_curso', width: 10 },
  { header: 'Hechas', key: 'hechas', width: 10 },
  { header: 'Canceladas', key: 'canceladas', width: 12 },
  { header: 'Vencidas', key: 'vencidas', width: 10 },
  { header: 'Hechas fuera de término', key: 'hechas_tarde', width: 22 },
  { header: 'Hechas con escaneo', key: 'hechas_con_escaneo', width: 18 },
  { header: 'Mediana hasta hecha (min)', key: 'mediana_minutos', width: 24 },
];

function grupos(libro: ExcelJS.Workbook, nombre: string, encabezado: string, filas: Grupo[]) {
  const h = hoja(libro, nombre, [{ header: encabezado, key: 'nombre', width: 32 }, ...COLUMNAS_GRUPO]);
  for (const g of filas) h.addRow(g);
}

/** Reporte-Tareas-DD-MM-YYYY.xlsx with today's date. */
export async function libroReporteTareas(r: Reporte, f: Filtros, ahora = reloj.ahora()): Promise<{ contenido: Buffer; nombreArchivo: string }> {
  const libro = new ExcelJS.Workbook();
  const resumen = hoja(libro, 'Resumen', [
    { header: 'Dato', key: 'dato', width: 36 },
    { header: 'Valor', key: 'valor', width: 30 },
  ]);
  const sector = f.sector_id === undefined ? 'Todos' : (r.opciones.sectores.find((s) => s.id === f.sector_id)?.nombre ?? String(f.sector_id));
  const tipo = f.tipo_id === undefined ? 'Todos' : (r.opciones.tipos.find((x) => x.id === f.tipo_id)?.nombre ?? String(f.tipo_id));
  const s = r.resumen;
  const filas: [string, string | number][] = [
    ['Período', `${formatoFecha(r.desde)} al ${formatoFecha(r.hasta)}`],
    ['Sector', sector],
    ['Tipo de tarea', tipo],
    ['Estado', f.estado ? ETIQUETA_ESTADO_TAREA[f.estado] : 'Todos'],
    ['Tareas', s.total],
    ['Pendientes', s.pendientes],
    ['En curso', s.en_curso],
    ['Hechas', s.hechas],
    ['Canceladas', s.canceladas],
    ['Vencidas sin hacer', s.vencidas],
    ['Hechas fuera de término', s.hechas_tarde],
    ['Hechas con escaneo del lugar', s.hechas_con_escaneo],
    ['Mediana hasta hecha', duracionLegible(s.mediana_minutos)],
    ['Generado', formatoFecha(ahora)],
  ];
  for (const [dato, valor] of filas) resumen.addRow({ dato, valor });

  grupos(libro, 'Por sector', 'Sector', r.por_sector);
  grupos(libro, 'Por tipo', 'Tipo de tarea', r.por_tipo);

  const vencidas = hoja(libro, 'Vencidas', [
    { header: 'N.º', key: 'id', width: 8 },
    { header: 'Tarea', key: 'titulo', width: 40 },
    { header: 'Tipo', key: 'tipo', width: 24 },
    { header: 'Sector', key: 'sector', width: 22 },
    { header: 'Ubicación', key: 'ubicacion', width: 24 },
    { header: 'Estado', key: 'estado', width: 12 },
    { header: 'Venció', key: 'vence_at', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
  ]);
  for (const v of r.vencidas) vencidas.addRow({ ...v, estado: ETIQUETA_ESTADO_TAREA[v.estado], vence_at: horaArgentina(v.vence_at) });

  const hoy = hoja(libro, 'Hechas hoy', [
    { header: 'Ubicación', key: 'ubicacion', width: 24 },
    { header: 'Tarea', key: 'titulo', width: 40 },
    { header: 'Tipo', key: 'tipo', width: 24 },
    { header: 'Hecha por', key: 'hecha_por', width: 26 },
    { header: 'Hora', key: 'hecha_at', width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
    { header: 'Con escaneo del lugar', key: 'con_escaneo', width: 20 },
  ]);
  for (const h of r.hechas_hoy)
    hoy.addRow({ ...h, ubicacion: h.ubicacion ?? 'Sin ubicación', hecha_at: horaArgentina(h.hecha_at), con_escaneo: h.con_escaneo ? 'Sí' : 'No' });

  return { contenido: Buffer.from(await libro.xlsx.writeBuffer()), nombreArchivo: `Reporte-Tareas-${formatoFecha(ahora).replaceAll('/', '-')}.xlsx` };
}
