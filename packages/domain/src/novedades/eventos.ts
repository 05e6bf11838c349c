import type { NombreEvento } from '../tiempo-real';

/**
 * Socket event telling a reader's open screens that their news changed (one was
 * published, edited, pinned, unpublished or deleted). It carries nothing: the
 * screen asks the feed again, which applies the visibility rules.
 */
export const EVENTO_NOVEDADES = 'novedades-cambio' satisfies NombreEvento;
