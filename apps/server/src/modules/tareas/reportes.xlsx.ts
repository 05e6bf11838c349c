import { fechaIso, formatoFecha } from '@worknet/domain/fechas';
import { ETIQUETA_ESTADO_TAREA } from '@worknet/domain/tareas/esquemas';
import { libroXlsx, type ArchivoXlsx, type ColumnaXlsx, type HojaXlsx } from '../../platform/http/xlsx';
import type { Filtros, Grupo, Reporte } from './reportes.service';
import * as reloj from '@worknet/domain/reloj';

// The task report as a workbook (issue 22 item 7), like the inventory's and the catalogs'
// exports (platform/http/xlsx.ts: one sheet per table, bold frozen header): Resumen (with the
// filters it was taken with), Por sector, Por tipo, Vencidas (all of them) and Hechas hoy.

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

const COLUMNAS_GRUPO: ColumnaXlsx[] = [
  { titulo: 'Total', clave: 'total', ancho: 10 },
  { titulo: 'Pendientes', clave: 'pendientes', ancho: 12 },
  { titulo: 'En curso', clave: 'en_curso', ancho: 10 },
  { titulo: 'Hechas', clave: 'hechas', ancho: 10 },
  { titulo: 'Canceladas', clave: 'canceladas', ancho: 12 },
  { titulo: 'Vencidas', clave: 'vencidas', ancho: 10 },
  { titulo: 'Hechas fuera de término', clave: 'hechas_tarde', ancho: 22 },
  { titulo: 'Hechas con escaneo', clave: 'hechas_con_escaneo', ancho: 18 },
  { titulo: 'Mediana hasta hecha (min)', clave: 'mediana_minutos', ancho: 24 },
];

const grupos = (nombre: string, encabezado: string, filas: Grupo[]): HojaXlsx => ({
  nombre,
  columnas: [{ titulo: encabezado, clave: 'nombre', ancho: 32 }, ...COLUMNAS_GRUPO],
  filas,
});

/** Reporte-Tareas-DD-MM-YYYY.xlsx with today's date. */
export function libroReporteTareas(r: Reporte, f: Filtros, ahora = reloj.ahora()): Promise<ArchivoXlsx> {
  const sector = f.sector_id === undefined ? 'Todos' : (r.opciones.sectores.find((s) => s.id === f.sector_id)?.nombre ?? String(f.sector_id));
  const tipo = f.tipo_id === undefined ? 'Todos' : (r.opciones.tipos.find((x) => x.id === f.tipo_id)?.nombre ?? String(f.tipo_id));
  const s = r.resumen;
  const resumen: [string, string | number][] = [
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
  return libroXlsx(
    'Tareas',
    [
      {
        nombre: 'Resumen',
        columnas: [
          { titulo: 'Dato', clave: 'dato', ancho: 36 },
          { titulo: 'Valor', clave: 'valor', ancho: 30 },
        ],
        filas: resumen.map(([dato, valor]) => ({ dato, valor })),
      },
      grupos('Por sector', 'Sector', r.por_sector),
      grupos('Por tipo', 'Tipo de tarea', r.por_tipo),
      {
        nombre: 'Vencidas',
        columnas: [
          { titulo: 'N.º', clave: 'id', ancho: 8 },
          { titulo: 'Tarea', clave: 'titulo', ancho: 40 },
          { titulo: 'Tipo', clave: 'tipo', ancho: 24 },
          { titulo: 'Sector', clave: 'sector', ancho: 22 },
          { titulo: 'Ubicación', clave: 'ubicacion', ancho: 24 },
          { titulo: 'Estado', clave: 'estado', ancho: 12 },
          { titulo: 'Venció', clave: 'vence_at', ancho: 18, formato: 'dd/mm/yyyy hh:mm' },
        ],
        filas: r.vencidas.map((v) => ({ ...v, estado: ETIQUETA_ESTADO_TAREA[v.estado], vence_at: horaArgentina(v.vence_at) })),
      },
      {
        nombre: 'Hechas hoy',
        columnas: [
          { titulo: 'Ubicación', clave: 'ubicacion', ancho: 24 },
          { titulo: 'Tarea', clave: 'titulo', ancho: 40 },
          { titulo: 'Tipo', clave: 'tipo', ancho: 24 },
          { titulo: 'Hecha por', clave: 'hecha_por', ancho: 26 },
          { titulo: 'Hora', clave: 'hecha_at', ancho: 18, formato: 'dd/mm/yyyy hh:mm' },
          { titulo: 'Con escaneo del lugar', clave: 'con_escaneo', ancho: 20 },
        ],
        filas: r.hechas_hoy.map((h) => ({
          ...h,
          ubicacion: h.ubicacion ?? 'Sin ubicación',
          hecha_at: horaArgentina(h.hecha_at),
          con_escaneo: h.con_escaneo ? 'Sí' : 'No',
        })),
      },
    ],
    fechaIso(ahora),
  );
}
