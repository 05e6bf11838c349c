import * as reloj from '../reloj';
// Who sees a news item and in which state it is. The server's feed query
// applies the same rules in SQL (novedades.sql.ts): keep both in sync.

export type Audiencia = 'todos' | 'sectores' | 'grupos';
export type EstadoNovedad = 'borrador' | 'programada' | 'publicada';

export const AUDIENCIAS: readonly Audiencia[] = ['todos', 'sectores', 'grupos'];
export const ESTADOS_NOVEDAD: readonly EstadoNovedad[] = ['borrador', 'programada', 'publicada'];

export const ETIQUETA_ESTADO: Record<EstadoNovedad, string> = {
  borrador: 'Borrador',
  programada: 'Programada',
  publicada: 'Publicada',
};

export type Publicacion = { publicada: boolean; fecha_publicacion: Date | string | null };

/**
 * A draft is not published; a published item whose date has not come yet is
 * scheduled; otherwise it is published (no date counts as published now).
 */
export function estadoNovedad(n: Publicacion, ahora: Date = reloj.ahora()): EstadoNovedad {
  if (!n.publicada) return 'borrador';
  if (n.fecha_publicacion !== null && new Date(n.fecha_publicacion).getTime() > ahora.getTime()) return 'programada';
  return 'publicada';
}

export type AudienciaDe = { audiencia: Audiencia; sectores: readonly number[]; grupos: readonly number[] };
/** The reader: their sectors and the groups that reach them now. */
export type Lector = { sectores: readonly number[]; grupos: readonly number[] };

/** Everyone, or one of the reader's sectors, or one of the groups that reach the reader. */
export function esParaLector(n: AudienciaDe, lector: Lector): boolean {
  if (n.audiencia === 'todos') return true;
  if (n.audiencia === 'sectores') return n.sectores.some((s) => lector.sectores.includes(s));
  return n.grupos.some((g) => lector.grupos.includes(g));
}

/** A reader (not an editor) sees an item that is published, whose date has come, and meant for them. */
export function esVisiblePara(n: Publicacion & AudienciaDe & { borrada: boolean }, lector: Lector, ahora: Date = reloj.ahora()): boolean {
  return !n.borrada && estadoNovedad(n, ahora) === 'publicada' && esParaLector(n, lector);
}

type Nombrado = { nombre: string };

/** The feed card's audience tag: "Para todos", or the sector or group names. */
export function etiquetaAudiencia(n: { audiencia: Audiencia; sectores: readonly Nombrado[]; grupos: readonly Nombrado[] }): string {
  if (n.audiencia === 'todos') return 'Para todos';
  const nombres = (n.audiencia === 'sectores' ? n.sectores : n.grupos).map((x) => x.nombre);
  if (nombres.length === 0) return n.audiencia === 'sectores' ? 'Sectores elegidos' : 'Grupos elegidos';
  return nombres.join(', ');
}
