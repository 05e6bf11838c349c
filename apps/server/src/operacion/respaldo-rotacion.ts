import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const NOMBRE = /^worknet-respaldo-(\d{4})-(\d{2})-(\d{2})-(\d{6})\.tar\.gz$/;

export type Retencion = { diarios: number; semanales: number; mensuales: number };
export const RETENCION: Retencion = { diarios: 7, semanales: 4, mensuales: 6 };

/**
 * Which dated archives to delete: kept are the newest of each of the last `diarios` days,
 * of the last `semanales` weeks (Monday to Sunday) and of the last `mensuales` months that
 * have one. Names not written by `npm run backup` are never touched.
 */
export function respaldosAPodar(nombres: string[], r: Retencion = RETENCION): string[] {
  const fechados = nombres
    .map((n) => ({ n, m: NOMBRE.exec(n) }))
    .filter((x): x is { n: string; m: RegExpExecArray } => x.m !== null)
    // The name sorts as its date: newest first.
    .sort((a, b) => b.n.localeCompare(a.n));
  const conservar = new Set<string>();
  const porPeriodo = (clave: (m: RegExpExecArray) => string, cuantos: number) => {
    const vistos = new Set<string>();
    for (const { n, m } of fechados) {
      const k = clave(m);
      if (vistos.has(k)) continue;
      if (vistos.size >= cuantos) break;
      vistos.add(k);
      conservar.add(n);
    }
  };
  porPeriodo((m) => `${m[1]}-${m[2]}-${m[3]}`, r.diarios);
  porPeriodo((m) => lunesDe(Number(m[1]), Number(m[2]), Number(m[3])), r.semanales);
  porPeriodo((m) => `${m[1]}-${m[2]}`, r.mensuales);
  return fechados.filter((x) => !conservar.has(x.n)).map((x) => x.n);
}

function lunesDe(anio: number, mes: number, dia: number): string {
  const d = new Date(Date.UTC(anio, mes - 1, dia));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** Applies the retention in the folder of the archive just written; returns the names deleted. */
export async function rotarRespaldos(archivoNuevo: string, r: Retencion = RETENCION): Promise<string[]> {
  const carpeta = dirname(archivoNuevo);
  const borrar = respaldosAPodar(readdirSync(carpeta), r);
  for (const n of borrar) await rm(join(carpeta, n), { force: true });
  return borrar;
}
