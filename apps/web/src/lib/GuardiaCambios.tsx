import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Modal } from 'antd';
import { session } from './session';
import { hayCambiosSinGuardar, olvidarCambiosSinGuardar, registrarPreguntador, TEXTOS_SIN_GUARDAR } from './useCambiosSinGuardar';

/**
 * Mounted once by the layout: the only navigation blocker of the app. It asks
 * before leaving a screen (another path) while some form reports unsaved
 * changes; moving within the screen (a tab, a filter in the query) does not ask.
 * A lost session never asks: there is nothing left to save with.
 */
export function GuardiaCambios() {
  const [modal, contexto] = Modal.useModal();

  const preguntar = useCallback(
    () =>
      new Promise<boolean>((resolver) => {
        modal.confirm({
          title: TEXTOS_SIN_GUARDAR.titulo,
          content: TEXTOS_SIN_GUARDAR.pregunta,
          okText: TEXTOS_SIN_GUARDAR.salir,
          cancelText: TEXTOS_SIN_GUARDAR.seguir,
          okButtonProps: { danger: true },
          onOk: () => resolver(true),
          onCancel: () => resolver(false),
        });
      }),
    [modal],
  );
  useEffect(() => registrarPreguntador(preguntar), [preguntar]);

  const bloquear = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => hayCambiosSinGuardar() && session.get().token !== null && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(bloquear);
  const bloqueado = blocker.state === 'blocked';
  useEffect(() => {
    if (!bloqueado) return;
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
    // blocker changes identity on every router update; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bloqueado, preguntar]);

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

  return contexto;
}
