import type { PreferenciasPush } from '@worknet/domain/push/esquemas';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../lib/fechas';

// The «Avisos en este dispositivo» form's values ↔ the server's preferences (issue 40 item 5),
// pure so a unit test covers them. Quiet hours are a switch and two times: off sends both null.

export type ValoresAvisos = {
  novedades: boolean;
  notificaciones: boolean;
  mensajes: boolean;
  chat: boolean;
  silencio: boolean;
  desde: Dayjs | null;
  hasta: Dayjs | null;
};

// Any fixed day: only the time of day matters.
const aHora = (h: string | null): Dayjs | null => (h ? dayjs(`2000-01-01T${h}:00`) : null);

export function valoresDe(p: PreferenciasPush): ValoresAvisos {
  return {
    novedades: p.novedades,
    notificaciones: p.notificaciones,
    mensajes: p.mensajes,
    chat: p.chat,
    silencio: p.silencio_desde !== null && p.silencio_hasta !== null,
    desde: aHora(p.silencio_desde),
    hasta: aHora(p.silencio_hasta),
  };
}

export function preferenciasDe(v: ValoresAvisos): PreferenciasPush {
  const conSilencio = v.silencio;
  return {
    novedades: v.novedades,
    notificaciones: v.notificaciones,
    mensajes: v.mensajes,
    chat: v.chat,
    silencio_desde: conSilencio && v.desde ? v.desde.format('HH:mm') : null,
    silencio_hasta: conSilencio && v.hasta ? v.hasta.format('HH:mm') : null,
  };
}
