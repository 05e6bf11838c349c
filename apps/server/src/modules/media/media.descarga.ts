import { and, eq, gt, isNull } from 'drizzle-orm';
import * as reloj from '@worknet/domain/reloj';
import { noEncontrado, prohibido } from '../../platform/http/errors';
import { sesion } from '../../platform/identidad/identidad.table';
import type { Ctx } from '../../platform/context';
import type { Rango } from '../../platform/files/almacen';
import type { Principal } from '../../platform/identidad/principal';
import { puedeVerItem } from './media.acceso';
import { firmaValida, vencida, type ClaseArchivo } from './media.firma';
import { filaPorId, type FilaMedia } from './media.items';
import { claveMediana } from './media.mediana';
import { reglasDeModelo } from './media.modelos';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The session behind a session-bound link: not revoked and not expired (by the clock, never the database's now()). */
async function sesionViva(ctx: Ctx, sid: string): Promise<boolean> {
  if (!UUID.test(sid)) return false;
  const [s] = await ctx.db
    .select({ id: sesion.id })
    .from(sesion)
    .where(and(eq(sesion.id, sid), isNull(sesion.revocada_at), gt(sesion.expira_at, reloj.ahora())));
  return !!s;
}

/** Either a signed link (exp + firma) or a logged-in user the record's rules decide on. */
export type AccesoDescarga = { usuario: Principal } | { exp: number; firma: string; sesion?: string };

export const MENSAJE_ENLACE_INVALIDO = 'El enlace del archivo venció o no es válido. Vuelva a abrir la página.';

/** The row and storage key of a download, once it is allowed (the same rule for the original, its thumbnail and its «mediana»). */
export async function archivoParaDescargar(ctx: Ctx, id: number, clase: ClaseArchivo, acceso: AccesoDescarga): Promise<{ fila: FilaMedia; clave: string }> {
  if ('firma' in acceso && vencida(acceso.exp)) throw prohibido(MENSAJE_ENLACE_INVALIDO);
  const fila = await filaPorId(ctx.db, id);
  if (!fila) throw noEncontrado(`No existe el archivo ${id}.`);
  if ('firma' in acceso) {
    if (!firmaValida(ctx.config.jwtSecret, id, clase, acceso.exp, acceso.firma, fila.deleted_at !== null, acceso.sesion))
      throw prohibido(MENSAJE_ENLACE_INVALIDO);
    // Checked when used, not only when issued: the session that asked for it, and the record.
    if (acceso.sesion !== undefined && !(await sesionViva(ctx, acceso.sesion))) throw prohibido(MENSAJE_ENLACE_INVALIDO);
    const reglas = fila.modelo ? reglasDeModelo(fila.modelo) : undefined;
    if (reglas?.enlaceVigente && fila.modelo_id !== null && !(await reglas.enlaceVigente(ctx, fila.modelo_id))) throw prohibido(MENSAJE_ENLACE_INVALIDO);
  } else if (!(await puedeVerItem(ctx, acceso.usuario, fila))) {
    throw prohibido('No tiene permiso para ver este archivo.');
  }
  // Only images have a thumbnail, and only they have a «mediana» (made on its first request, media.mediana.ts).
  if (clase !== 'archivo' && !fila.miniatura_clave)
    throw noEncontrado(clase === 'miniatura' ? 'El archivo no tiene miniatura.' : 'El archivo no es una imagen.');
  const clave = clase === 'archivo' ? fila.clave : clase === 'miniatura' ? fila.miniatura_clave! : claveMediana(fila.clave);
  return { fila, clave };
}

/**
 * One `bytes=a-b`, `bytes=a-` or `bytes=-n` range of a file of `tamano` bytes
 * (what a `<video>` asks for). null: no usable Range header, send it whole;
 * 'fuera': the range starts past the end (416).
 */
export function rangoPedido(cabecera: string | undefined, tamano: number): Rango | 'fuera' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(cabecera?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '') || tamano === 0) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    return n === 0 ? 'fuera' : { inicio: Math.max(0, tamano - n), fin: tamano - 1 };
  }
  const inicio = Number(m[1]);
  const fin = m[2] === '' ? tamano - 1 : Math.min(Number(m[2]), tamano - 1);
  if (inicio >= tamano) return 'fuera';
  return inicio > fin ? null : { inicio, fin };
}

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name (RFC 5987), nothing that breaks the header. */
export function contentDisposition(tipo: 'inline' | 'attachment', nombre: string): string {
  const ascii = nombre
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  const utf8 = encodeURIComponent(nombre).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${tipo}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
