import { ETIQUETA_ESTADO_SOLICITUD, type EstadoSolicitud } from '@worknet/domain/presupuestos/flujo';
import type { Db } from '../../platform/db/client';
import { avisar, type Avisado, type Avisador } from '../notificaciones/avisos.service';

// The requester hears of each step of their budget request (issue 42 item 4): a system message
// written in the step's transaction, delivered by the caller after commit. The text names the
// request and its new state, never the amounts (a bell is read over a shoulder).

export function avisarPasoSolicitud(
  ctx: Avisador,
  tx: Db,
  a: { id: number; titulo: string; estado: EstadoSolicitud; usuarioIds: number[]; extra?: string },
): Promise<Avisado> {
  const estado = ETIQUETA_ESTADO_SOLICITUD[a.estado];
  return avisar(ctx, tx, {
    mensaje: {
      usuarioIds: a.usuarioIds,
      titulo: `Presupuesto ${a.id}: ${estado}`,
      texto: `La solicitud de presupuesto ${a.id} («${a.titulo.slice(0, 120)}») está ${estado.toLowerCase()}.${a.extra ? ` ${a.extra}` : ''}`,
      enlace: `/presupuestos/${a.id}`,
      modulo: 'presupuestos',
    },
  });
}
