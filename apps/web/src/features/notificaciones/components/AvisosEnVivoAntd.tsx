import { useEffect } from 'react';
import { notification } from 'antd';
import { ProveedorAntd } from '../../../lib/ProveedorAntd';

/** One toast of a live event. */
export type AvisoEnVivo = { clave: string; titulo: string; texto?: string };

type Props = { pendientes: AvisoEnVivo[]; registrar: (mostrar: ((aviso: AvisoEnVivo) => void) | null, cerrar: () => void) => void };

/** antd's notification toasts of live events, loaded with the first one (useAvisosEnVivo). */
export function AvisosEnVivoAntd({ pendientes, registrar }: Props) {
  // Below the 64 px header, so a toast never covers the bell it announces (on a phone it would).
  const [api, contexto] = notification.useNotification({ placement: 'topRight', top: 72, maxCount: 3 });
  useEffect(() => {
    const mostrar = ({ clave, titulo, texto }: AvisoEnVivo) => api.info({ key: clave, title: titulo, description: texto, duration: 8, role: 'status' });
    registrar(mostrar, () => api.destroy());
    for (const aviso of pendientes.splice(0)) mostrar(aviso);
    return () => registrar(null, () => undefined);
  }, [api, pendientes, registrar]);
  return <ProveedorAntd>{contexto}</ProveedorAntd>;
}
