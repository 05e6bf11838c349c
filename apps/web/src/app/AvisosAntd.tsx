import { useEffect } from 'react';
import { message } from 'antd';
import { setNotificador, type Aviso, type TipoAviso } from '../lib/notify';
import { ProveedorAntd } from '../lib/ProveedorAntd';

// Errors stay on screen longer: the user must be able to read the (N).
const DURACION_SEGUNDOS: Record<TipoAviso, number> = { error: 6, warning: 6, success: 3, info: 3 };

/**
 * antd's themed toasts as the notifier the API client and socket use, with what arrived
 * while this chunk was loading. message.useMessage rather than antd's <App>: App also
 * brings Modal and notification along.
 */
export function AvisosAntd({ pendientes }: { pendientes: Aviso[] }) {
  const [api, contexto] = message.useMessage({ maxCount: 3, top: 16 });
  useEffect(() => {
    const mostrar = ({ tipo, texto, clave }: Aviso) =>
      void api.open({
        type: tipo,
        content: texto,
        key: clave,
        duration: DURACION_SEGUNDOS[tipo],
        className: `worknet-aviso worknet-aviso--${tipo}`,
      });
    setNotificador(mostrar, (clave) => api.destroy(clave));
    for (const aviso of pendientes.splice(0)) mostrar(aviso);
  }, [api, pendientes]);
  // Themed like the rest of antd: the root has no ConfigProvider (the login page loads no antd).
  return <ProveedorAntd>{contexto}</ProveedorAntd>;
}
