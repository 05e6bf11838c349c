import { formatoFecha } from '@worknet/domain/fechas';
import { DASHBOARDS, type DatosDashboard, type FilaPersonaDashboard, type NombreDashboard } from '@worknet/domain/rrhh/dashboards';
import { libroXlsx, type ArchivoXlsx, type FilaXlsx } from '../../platform/http/xlsx';

// rrhh/reportes: a dashboard's data as a workbook, like the other exports (platform/http/xlsx.ts,
// bold frozen header): «Datos» (the period, filters' result, every point) and «Personas» (the
// people of every slice, with the slice named). Reporte-<Nombre>-DD-MM-YYYY.xlsx, the name the
// web gives it too (archivoReporteDashboard).

const dia = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

export function libroDashboard(
  nombre: NombreDashboard,
  datos: DatosDashboard,
  personas: (FilaPersonaDashboard & { serie: string; clave: string })[],
  hoy: string,
): Promise<ArchivoXlsx> {
  const serie = new Map(datos.leyenda.map((l) => [l.serie, l.etiqueta]));
  const etiqueta = new Map(datos.series.map((p) => [`${p.serie}\u0000${p.clave}`, p.etiqueta]));
  const d: FilaXlsx[] = datos.series.map((p) => ({ serie: serie.get(p.serie) ?? p.serie, etiqueta: p.etiqueta, valor: p.valor }));
  d.push({});
  d.push({ serie: 'Tablero', etiqueta: DASHBOARDS[nombre].titulo });
  d.push({ serie: 'Período', etiqueta: `${formatoFecha(datos.desde)} al ${formatoFecha(datos.hasta)}` });
  d.push({ serie: 'Total', valor: datos.total });
  if (datos.umbral !== null) d.push({ serie: 'Umbral de dotación (Decreto 144/2022)', valor: datos.umbral });
  if (datos.vacio) d.push({ serie: 'Aviso', etiqueta: datos.vacio });

  const p = personas.map((f) => ({
    serie: serie.get(f.serie) ?? f.serie,
    porcion: etiqueta.get(`${f.serie}\u0000${f.clave}`) ?? f.clave,
    apellido: f.apellido,
    nombres: f.nombres,
    legajo: f.legajo,
    sector: f.sector,
    fecha: dia(f.fecha),
    detalle: f.detalle,
    dias: f.dias,
  }));
  return libroXlsx(
    DASHBOARDS[nombre].archivo,
    [
      {
        nombre: 'Datos',
        columnas: [
          { titulo: 'Serie', clave: 'serie', ancho: 32 },
          { titulo: 'Porción', clave: 'etiqueta', ancho: 36 },
          { titulo: 'Valor', clave: 'valor', ancho: 12 },
        ],
        filas: d,
      },
      {
        nombre: 'Personas',
        columnas: [
          { titulo: 'Serie', clave: 'serie', ancho: 28 },
          { titulo: 'Porción', clave: 'porcion', ancho: 30 },
          { titulo: 'Apellido', clave: 'apellido', ancho: 22 },
          { titulo: 'Nombres', clave: 'nombres', ancho: 22 },
          { titulo: 'Legajo', clave: 'legajo', ancho: 10 },
          { titulo: 'Sector', clave: 'sector', ancho: 24 },
          { titulo: 'Fecha', clave: 'fecha', ancho: 12, formato: 'dd/mm/yyyy' },
          { titulo: 'Detalle', clave: 'detalle', ancho: 40 },
          { titulo: 'Días', clave: 'dias', ancho: 8 },
        ],
        filas: p,
      },
    ],
    hoy,
  );
}
