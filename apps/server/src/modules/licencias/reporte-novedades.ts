import type { z } from 'zod';
import { formatoFechaHora } from '@worknet/domain/fechas';
import { diaLegible } from '@worknet/domain/licencias/dias';
import { NOMBRE_REPORTE_NOVEDADES, type reporteNovedadesBody } from '@worknet/domain/licencias/esquemas';
import { ETIQUETA_ESTADO_NOVEDAD } from '@worknet/domain/licencias/estados';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/identidad/principal';
import { aCsv, nombreCsv } from '../../platform/http/csv';
import { filasParaReporte } from './novedades-personal.lectura';
import * as reloj from '@worknet/domain/reloj';

// POST report_novedades_personal (issue 19 item 6): the rows of the list with the same filters
// and scope (RRHH everyone, a referente their sectors, an employee their own), in the list's
// default order, as Reporte-Novedades-DD-MM-YYYY.csv.

/** Most rows one report carries; the reply says how many were left out. */
export const MAX_FILAS_REPORTE = 100_000;

export const CABECERAS_NOVEDADES = [
  'N.º',
  'Persona',
  'Legajo',
  'Sector',
  'Tipo',
  'Código',
  'Desde',
  'Hasta',
  'Días',
  'Período',
  'Estado',
  'Aprueba',
  'Cargada',
] as const;

const PASO = { referente: 'Referente', rrhh: 'RRHH' } as const;

export async function reporteNovedades(db: Db, u: Principal, q: z.output<typeof reporteNovedadesBody>, ahora = reloj.ahora()) {
  const { filas, total } = await filasParaReporte(db, u, q, { skip: 0, limit: MAX_FILAS_REPORTE });
  const csv = aCsv(
    CABECERAS_NOVEDADES,
    filas.map((f) => [
      f.id,
      f.persona,
      f.legajo,
      f.sector,
      f.tipo,
      f.tipo_codigo,
      diaLegible(f.desde),
      diaLegible(f.hasta),
      f.dias,
      f.periodo,
      ETIQUETA_ESTADO_NOVEDAD[f.estado],
      f.siguiente_paso ? PASO[f.siguiente_paso] : '',
      formatoFechaHora(f.created_at),
    ]),
  );
  return { csv, nombreArchivo: nombreCsv(NOMBRE_REPORTE_NOVEDADES, ahora), omitidas: Math.max(0, total - filas.length) };
}
