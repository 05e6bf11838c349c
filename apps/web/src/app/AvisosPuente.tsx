import { useEffect } from 'react';
import { message } from 'antd';
import { setNotificador, type TipoAviso } from '../lib/notify';

// Errors stay on screen longer: the user must be able to read the (N).
const DURACION_SEGUNDOS: Record<TipoAviso, number> = { error: 6, warning: 6, success: 3, info: 3 };

/**
 * Registers antd's themed toasts as the notifier the API client and socket use.
 * message.useMessage rather than antd's <App>: App also brings Modal and
 * notification into the first bundle, which the login page does not need.
 */
export function AvisosPuente() {
  const [api, contexto] = message.useMessage({ maxCount: 3, top: 16 });
  useEffect(() => {
    setNotificador(
      ({ tipo, texto, clave }) => {
        void api.open({
          type: tipo,
          content: texto,
          key: clave,
          duration: DURACION_SEGUNDOS[tipo],
          className: `worknet-aviso worknet-aviso--${tipo}`,
        });
      },
      (clave) => api.destroy(clave),
    );
  }, [api]);
  return contexto;
}
