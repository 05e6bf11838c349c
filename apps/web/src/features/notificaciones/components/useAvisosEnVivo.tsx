import { useMemo, type ReactNode } from 'react';
import { notification } from 'antd';
import type { EventoMensajeSistema, EventoNotificacion } from '@worknet/domain/notificaciones/tipos';
import { EVENTO_NOVEDADES } from '@worknet/domain/novedades/eventos';
import { refrescarNovedades } from '../../novedades/api';
import { llamadasBandeja, refrescarBandeja } from '../api';

type Manejadores = Record<string, (carga: unknown) => void>;

const MAX_TEXTO_AVISO = 140;
const recortar = (t: string) => (t.length > MAX_TEXTO_AVISO ? `${t.slice(0, MAX_TEXTO_AVISO - 1)}…` : t);

function esEvento(c: unknown): c is { id: number; titulo: string } {
  return typeof c === 'object' && c !== null && typeof (c as { id?: unknown }).id === 'number' && typeof (c as { titulo?: unknown }).titulo === 'string';
}

/**
 * Socket events of the bell (names: keep in sync with the server's
 * EVENTO_NOTIFICACION, EVENTO_MENSAJE_SISTEMA and EVENTO_BANDEJA) and the live
 * news feed (EVENTO_NOVEDADES, shared through the domain): the count
 * refreshes without reload, a toast shows the title, and a notification's live
 * delivery is acknowledged (log_notificacion_push). Render `contexto` once.
 */
export function useAvisosEnVivo(): { eventos: Manejadores; contexto: ReactNode } {
  // Below the 64 px header, so a toast never covers the bell it announces (on a phone it would).
  const [api, contexto] = notification.useNotification({ placement: 'topRight', top: 72, maxCount: 3 });
  const eventos = useMemo<Manejadores>(
    () => ({
      notificacion: (carga) => {
        void refrescarBandeja();
        if (!esEvento(carga)) return;
        const e = carga as EventoNotificacion;
        void llamadasBandeja.registrarEntrega(e.id).catch(() => undefined);
        api.info({
          key: `notificacion-${e.id}`,
          title: e.titulo,
          description: typeof e.texto === 'string' ? recortar(e.texto) : undefined,
          duration: 8,
          role: 'status',
        });
      },
      'mensaje-sistema': (carga) => {
        void refrescarBandeja();
        if (!esEvento(carga)) return;
        const e = carga as EventoMensajeSistema;
        api.info({ key: `mensaje-${e.id}`, title: e.titulo, description: 'Nuevo mensaje del sistema.', duration: 8, role: 'status' });
      },
      'bandeja-actualizada': () => void refrescarBandeja(),
      // A news item for this reader was published or changed: the home shows it without a reload.
      [EVENTO_NOVEDADES]: () => void refrescarNovedades(),
    }),
    [api],
  );
  return { eventos, contexto };
}
