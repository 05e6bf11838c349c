import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { session } from './session';
import { hayCambiosSinGuardar, olvidarCambiosSinGuardar, registrarPreguntador } from './useCambiosSinGuardar';

// antd's dialog loads when the question is first asked: the layout paints without antd (issue 16, item 6).
const DialogoSinGuardar = lazy(() => import('./DialogoSinGuardar').then((m) => ({ default: m.DialogoSinGuardar })));

/**
 * Mounted once by the layout: the only navigation blocker of the app. It asks
 * before leaving a screen (another path) while some form reports unsaved
 * changes; moving within the screen (a tab, a filter in the query) does not ask.
 * A lost session never asks: there is nothing left to save with.
 */
export function GuardiaCambios() {
  // The open question's answer; null while none is asked. A second question while one is open
  // (leaving and logging out at once) answers the first «Seguir editando»: none stays unanswered.
  const [pregunta, setPregunta] = useState<((salir: boolean) => void) | null>(null);
  const abierta = useRef<((salir: boolean) => void) | null>(null);

  const preguntar = useCallback(
    () =>
      new Promise<boolean>((resolver) => {
        abierta.current?.(false);
        const responder = (salir: boolean) => {
          if (abierta.current === responder) {
            abierta.current = null;
            setPregunta(null);
          }
          resolver(salir);
        };
        abierta.current = responder;
        setPregunta(() => responder);
      }),
    [],
  );
  useEffect(() => registrarPreguntador(preguntar), [preguntar]);

  const bloquear = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => hayCambiosSinGuardar() && session.get().token !== null && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(bloquear);
  // Each blocked navigation is its own question, keyed on where it goes: a «back» pressed right
  // after «Seguir editando» can be blocked in the same render the last one was reset, and the
  // state alone stays «blocked» (shell-navegacion.spec, full run of 2026-11-25).
  const destino = blocker.state === 'blocked' ? blocker.location : null;
  useEffect(() => {
    if (!destino || blocker.state !== 'blocked') return;
    let vigente = true;
    void preguntar().then((salir) => {
      if (!vigente) return;
      if (salir) {
        olvidarCambiosSinGuardar();
        blocker.proceed();
      } else blocker.reset();
    });
    return () => {
      vigente = false;
    };
    // blocker changes identity on every router update; the blocked destination is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [destino, preguntar]);

  useEffect(() => {
    // Reload, closing the tab or typing another address: the browser's own dialog.
    const alDescargar = (evento: BeforeUnloadEvent) => {
      if (!hayCambiosSinGuardar()) return;
      evento.preventDefault();
      evento.returnValue = '';
    };
    window.addEventListener('beforeunload', alDescargar);
    return () => window.removeEventListener('beforeunload', alDescargar);
  }, []);

  if (!pregunta) return null;
  return (
    <Suspense fallback={null}>
      <DialogoSinGuardar alResponder={pregunta} />
    </Suspense>
  );
}
