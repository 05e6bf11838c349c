import type { Dayjs } from 'dayjs';
import { TIPOS_PUSH, type PreferenciasPush, type TipoPush } from '@worknet/domain/push/esquemas';
import { dayjs } from '../../lib/fechas';

// The «Avisos en este dispositivo» form's values ↔ the server's preferences (issue 40 item 5),
// pure so a unit test covers them. One switch per kind the domain declares (CLASES_PUSH: a new
// kind needs nothing here); quiet hours are a switch and two times: off sends both null.

export type ValoresAvisos = Record<TipoPush, boolean> & { silencio: boolean; desde: Dayjs | null; hasta: Dayjs | null };

// Any fixed day: only the time of day matters.
const aHora = (h: string | null): Dayjs | null => (h ? dayjs(`2000-01-01T${h}:00`) : null);

const porTipo = (valor: (t: TipoPush) => boolean) => Object.fromEntries(TIPOS_PUSH.map((t) => [t, valor(t)])) as Record<TipoPush, boolean>;

export function valoresDe(p: PreferenciasPush): ValoresAvisos {
  return {
    ...porTipo((t) => p[t]),
    silencio: p.silencio_desde !== null && p.silencio_hasta !== null,
    desde: aHora(p.silencio_desde),
    hasta: aHora(p.silencio_hasta),
  };
}

export function preferenciasDe(v: ValoresAvisos): PreferenciasPush {
  return {
    ...porTipo((t) => v[t]),
    silencio_desde: v.silencio && v.desde ? v.desde.format('HH:mm') : null,
    silencio_hasta: v.silencio && v.hasta ? v.hasta.format('HH:mm') : null,
  };
}
