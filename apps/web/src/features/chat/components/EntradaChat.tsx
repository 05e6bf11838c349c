import { Link } from 'react-router';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { sinNegativos } from '@worknet/domain/chat/reglas';
import { IconoSimple } from '../../../lib/IconoSimple';
import { queryClient } from '../../../lib/query';
import { useEventoSocket } from '../../../lib/useEventoSocket';
import { CLAVES_CHAT, useAvisosChat, useMiDireccion } from '../api';

/** Live news joined for this long into one new count (a burst of messages is one request). */
const ESPERA_MS = 400;

/**
 * The header's chat entry with the unread total (get_message_notify). A plain link (the frame
 * does not import antd, docs/ui.md); a new message, a read in any tab or a new conversation
 * asks the count again.
 */
export function EntradaChat() {
  const yo = useMiDireccion();
  const avisos = useAvisosChat(yo);
  const refrescar = () => {
    if (yo) void queryClient.invalidateQueries({ queryKey: CLAVES_CHAT.avisos(yo) });
  };
  useEventoSocket('chat-mensaje', refrescar, ESPERA_MS);
  useEventoSocket('chat-leido', refrescar, ESPERA_MS);
  useEventoSocket('chat-participantes', refrescar, ESPERA_MS);
  const total = sinNegativos(avisos.data?.total ?? 0);
  return (
    <Link
      to="/chat"
      className="worknet-cabecera__boton"
      aria-label={total === 0 ? 'Chat: ningún mensaje sin leer' : `Chat: ${total} ${total === 1 ? 'mensaje' : 'mensajes'} sin leer`}
      data-testid="entrada-chat"
    >
      <IconoSimple icono={MessageOutlined} tamano={18} />
      {total > 0 && (
        <span className="worknet-contador" aria-hidden="true">
          {total > 99 ? '99+' : total}
        </span>
      )}
    </Link>
  );
}
