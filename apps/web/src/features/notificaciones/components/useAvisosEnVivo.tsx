import { Suspense, lazy, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { EVENTO_NOVEDADES } from '@worknet/domain/novedades/eventos';
import type { ManejadoresDeEventos } from '../../../lib/socket';
import { refrescarNovedades } from '../../novedades';
import { llamadasBandeja, refrescarBandeja } from '../api';
// A type alone: erased from the build, so antd's notification still loads with the first toast.
import type { AvisoEnVivo } from './AvisosEnVivoAntd';

type Manejadores = ManejadoresDeEventos;

// antd's notification code loads with the first live toast, not with the layout (issue 16, item 6).
const AvisosEnVivoAntd = lazy(() => import('./AvisosEnVivoAntd').then((m) => ({ default: m.AvisosEnVivoAntd })));

// Closes the live toasts on screen (set while their code is mounted).
let cerrarAvisos: () => void = () => undefined;

/**
 * The bell's panel opens with the same items: the toasts go, and on a phone, where they sit over
 * the panel, they no longer cover its buttons.
 */
export function cerrarAvisosEnVivo(): void {
  cerrarAvisos();
}

const MAX_TEXTO_AVISO = 140;
const recortar = (t: string) => (t.length > MAX_TEXTO_AVISO ? `${t.slice(0, MAX_TEXTO_AVISO - 1)}…` : t);

// The payload's type is the domain's declaration, but it arrives from the network: checked before use.
function esEvento(c: unknown): c is { id: number; titulo: string } {
  return typeof c === 'object' && c !== null && typeof (c as { id?: unknown }).id === 'number' && typeof (c as { titulo?: unknown }).titulo === 'string';
}

/**
 * Socket events of the bell ('notificacion', 'mensaje-sistema', 'bandeja-actualizada') and the
 * live news feed (EVENTO_NOVEDADES), names and payloads as packages/domain/src/tiempo-real.ts
 * declares them: the count
 * refreshes without reload, a toast shows the title, and a notification's live
 * delivery is acknowledged (log_notificacion_push). Render `contexto` once.
 */
export function useAvisosEnVivo(): { eventos: Manejadores; contexto: ReactNode } {
  // What arrived while the toasts' code was loading; the toasts show it once they are there.
  const [pendientes] = useState<AvisoEnVivo[]>(() => []);
  const [activo, setActivo] = useState(false);
  const mostrar = useRef<((aviso: AvisoEnVivo) => void) | null>(null);
  const registrar = useCallback((f: ((aviso: AvisoEnVivo) => void) | null, cerrar: () => void) => {
    mostrar.current = f;
    cerrarAvisos = cerrar;
  }, []);
  const eventos = useMemo<Manejadores>(() => {
    const avisar = (aviso: AvisoEnVivo) => {
      if (mostrar.current) return mostrar.current(aviso);
      pendientes.push(aviso);
      setActivo(true);
    };
    return {
      notificacion: (carga) => {
        void refrescarBandeja();
        if (!esEvento(carga)) return;
        const e = carga;
        void llamadasBandeja.registrarEntrega(e.id).catch(() => undefined);
        avisar({ clave: `notificacion-${e.id}`, titulo: e.titulo, texto: typeof e.texto === 'string' ? recortar(e.texto) : undefined });
      },
      'mensaje-sistema': (carga) => {
        void refrescarBandeja();
        if (!esEvento(carga)) return;
        const e = carga;
        avisar({ clave: `mensaje-${e.id}`, titulo: e.titulo, texto: 'Nuevo mensaje del sistema.' });
      },
      'bandeja-actualizada': () => void refrescarBandeja(),
      // A news item for this reader was published or changed: the home shows it without a reload.
      [EVENTO_NOVEDADES]: () => void refrescarNovedades(),
    };
  }, [pendientes]);
  const contexto = activo ? (
    <Suspense fallback={null}>
      <AvisosEnVivoAntd pendientes={pendientes} registrar={registrar} />
    </Suspense>
  ) : null;
  return { eventos, contexto };
}
