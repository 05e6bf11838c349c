import type { Cable } from '@worknet/domain/http';
import type { escaneoRespuesta } from '@worknet/domain/tareas/esquemas';
import { api } from '../../../lib/api';
import type { Posicion } from './posicion';

export type Escaneo = Cable<typeof escaneoRespuesta>;

/**
 * GET scan-ubicacion/{qr}: records the scan (the proof of presence) and answers the location
 * and the user's pending tasks there. Called once per visit: a refetch would be another scan.
 */
export const escanearUbicacion = (codigo: string, posicion: Posicion | null) =>
  api.getWithOptions<Escaneo>(`/api/v1/scan-ubicacion/${encodeURIComponent(codigo)}`, posicion ?? {}, { silent: true });
