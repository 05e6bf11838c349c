import type { CargaDe, NombreEvento } from '@worknet/domain/tiempo-real';
import type { Destino, Realtime } from './realtime';

/**
 * One event to send later, as data (a queued live notice, modules/notificaciones/avisos.service.ts):
 * typed like a `publish` call, so a wrong payload is a type error here too.
 */
export type EventoEnVivo = {
  [E in NombreEvento]: { destino: Destino; evento: E } & (CargaDe<E> extends undefined ? { carga?: undefined } : { carga: CargaDe<E> });
}[NombreEvento];

/** Sends an event held as data (its type was checked where it was built). */
export const publicarEvento = (realtime: Pick<Realtime, 'publish'>, e: EventoEnVivo): void =>
  (realtime.publish as (d: Destino, evento: string, carga?: unknown) => void)(e.destino, e.evento, e.carga);
