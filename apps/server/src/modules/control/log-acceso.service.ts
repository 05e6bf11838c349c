import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { formatoFechaHora } from '@worknet/domain/fechas';
import type { logAccesoQuery } from '@worknet/domain/usuarios';
import type { Db } from '../../platform/db/client';
import { logAcceso } from '../auth/auth.table';
import { usuario } from '../../platform/identidad/identidad.table';
import { ordenDe, paginar } from '../../platform/db/pagina';
import { aCsv, nombreCsv } from '../../platform/http/csv';
import { contiene } from '../../platform/db/texto';
import { rangoDeDias } from './filtros';
import * as reloj from '@worknet/domain/reloj';

export type LogAccesoQuery = z.infer<typeof logAccesoQuery>;

/** Most rows one CSV carries; the newest are kept and the reply says how many were left out. */
export const MAX_FILAS_CSV = 100_000;

const ORDENABLES = {
  fecha_acceso: sql`${logAcceso.fecha_acceso}`,
  username: sql`lower(${usuario.username})`,
  nombre_completo: sql`lower(${usuario.nombre_completo})`,
  platform: sql`${logAcceso.platform}`,
  browser: sql`${logAcceso.browser}`,
  ip: sql`${logAcceso.ip}`,
} as const;

function where(q: LogAccesoQuery): SQL | undefined {
  const condiciones = rangoDeDias(sql`${logAcceso.fecha_acceso}`, q);
  if (q.filter?.trim()) condiciones.push(contiene([sql`${usuario.username}`, sql`${usuario.nombre_completo}`, sql`coalesce(${logAcceso.ip}, '')`], q.filter));
  return and(...condiciones);
}

// Without sortBy the newest come first.
const orden = (q: LogAccesoQuery) => ordenDe(ORDENABLES, q, { defecto: 'fecha_acceso', defectoDescendente: true, desempate: desc(logAcceso.id) });

function consulta(db: Db, q: LogAccesoQuery) {
  return db
    .select({
      id: logAcceso.id,
      fecha_acceso: logAcceso.fecha_acceso,
      usuario_id: logAcceso.usuario_id,
      username: usuario.username,
      nombre_completo: usuario.nombre_completo,
      platform: logAcceso.platform,
      app_version: logAcceso.app_version,
      browser: logAcceso.browser,
      ip: logAcceso.ip,
      message: logAcceso.message,
    })
    .from(logAcceso)
    .leftJoin(usuario, eq(usuario.id, logAcceso.usuario_id))
    .where(where(q))
    .$dynamic();
}

export async function listarAccesos(db: Db, q: LogAccesoQuery) {
  const { filas: pagina, total } = await paginar(db, () => consulta(db, q), orden(q), q);
  return {
    filas: pagina.map((f) => ({
      id: f.id,
      fecha_acceso: f.fecha_acceso,
      usuario: f.usuario_id === null ? null : { id: f.usuario_id, username: f.username, nombre_completo: f.nombre_completo },
      platform: f.platform,
      app_version: f.app_version,
      browser: f.browser,
      ip: f.ip,
      message: f.message,
    })),
    total,
  };
}

// Keep in sync with the columns the log_acceso screen shows.
const CABECERAS = ['Fecha', 'Usuario', 'Nombre', 'Plataforma', 'Versión', 'Navegador', 'IP', 'Mensaje'];

/**
 * The access log as a CSV Excel opens well in es-AR: UTF-8 with BOM (accents),
 * ';' as separator (the list separator of Spanish regional settings), CRLF, and
 * cells that would start a formula neutralised (browser and message come from clients).
 */
export async function exportarAccesos(db: Db, q: LogAccesoQuery, ahora = reloj.ahora()) {
  const { filas: pagina, total } = await paginar(db, () => consulta(db, q), orden(q), { skip: 0, limit: MAX_FILAS_CSV });
  const datos = pagina.map((f) => [
    formatoFechaHora(f.fecha_acceso),
    f.username ?? '',
    f.nombre_completo ?? '',
    f.platform ?? '',
    f.app_version ?? '',
    f.browser ?? '',
    f.ip ?? '',
    f.message ?? '',
  ]);
  return {
    csv: aCsv(CABECERAS, datos),
    nombreArchivo: nombreCsv('Reporte-Accesos', ahora),
    filas: pagina.length,
    omitidas: Math.max(0, total - pagina.length),
  };
}
