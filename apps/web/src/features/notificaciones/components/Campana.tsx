import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { IconoSimple } from '../../../lib/IconoSimple';
import { useMensajesNoLeidos, useNotificacionesNoLeidas } from '../api';
import { cerrarAvisosEnVivo } from './useAvisosEnVivo';

const PanelCampana = lazy(() => import('./PanelCampana').then((m) => ({ default: m.PanelCampana })));

/**
 * The header bell with its unread count (notifications plus system messages). The button is
 * plain; its antd panel loads with the first click (PanelCampana), so the header paints without
 * antd (issue 16, item 6). Live events (useAvisosEnVivo) refresh the count.
 */
export function Campana() {
  const [usada, setUsada] = useState(false);
  const [abierta, setAbiertaSola] = useState(false);
  const setAbierta = useCallback((valor: boolean) => {
    if (valor) cerrarAvisosEnVivo();
    setAbiertaSola(valor);
  }, []);
  const ref = useRef<HTMLButtonElement>(null);
  const total = (useNotificacionesNoLeidas().data?.total ?? 0) + (useMensajesNoLeidos().data?.total ?? 0);
  const boton = (
    <button
      ref={ref}
      type="button"
      className="worknet-cabecera__boton"
      aria-label={total === 0 ? 'Notificaciones: ninguna sin leer' : `Notificaciones: ${total} sin leer`}
      aria-haspopup="dialog"
      aria-expanded={abierta}
      data-testid="campana"
      // Once the panel is there, it opens and closes itself (onOpenChange).
      onClick={
        usada
          ? undefined
          : () => {
              setUsada(true);
              setAbierta(true);
            }
      }
    >
      <IconoSimple icono={BellOutlined} tamano={18} />
      {total > 0 && (
        <span className="worknet-contador" aria-hidden="true">
          {total > 99 ? '99+' : total}
        </span>
      )}
    </button>
  );
  // The panel's trigger is a new element: give it back the focus the plain one had.
  const alMontar = useCallback(() => {
    if (document.activeElement === document.body) ref.current?.focus();
  }, []);
  if (!usada) return boton;
  return (
    <Suspense fallback={boton}>
      <PanelCampana abierta={abierta} alCambiarAbierta={setAbierta} alMontar={alMontar} boton={boton} />
    </Suspense>
  );
}
