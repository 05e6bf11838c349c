import { Suspense, lazy } from 'react';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { IconoSimple } from '../../../lib/IconoSimple';
import { useDisparadorDiferido } from '../../../lib/useDisparadorDiferido';
import { useMensajesNoLeidos, useNotificacionesNoLeidas } from '../api';
import { cerrarAvisosEnVivo } from './useAvisosEnVivo';

const PanelCampana = lazy(() => import('./PanelCampana').then((m) => ({ default: m.PanelCampana })));

/**
 * The header bell with its unread count (notifications plus system messages). The button is
 * plain; its antd panel loads with the first click (PanelCampana), so the header paints without
 * antd (issue 16, item 6). Live events (useAvisosEnVivo) refresh the count.
 */
export function Campana() {
  // Opening the panel closes the live toasts: it shows the same items, and on a phone they cover it.
  const { usado, abierto: abierta, setAbierto: setAbierta, ref, alPrimerClic, alMontar } = useDisparadorDiferido(cerrarAvisosEnVivo);
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
      onClick={alPrimerClic}
    >
      <IconoSimple icono={BellOutlined} tamano={18} />
      {total > 0 && (
        <span className="worknet-contador" aria-hidden="true">
          {total > 99 ? '99+' : total}
        </span>
      )}
    </button>
  );
  if (!usado) return boton;
  return (
    <Suspense fallback={boton}>
      <PanelCampana abierta={abierta} alCambiarAbierta={setAbierta} alMontar={alMontar} boton={boton} />
    </Suspense>
  );
}
