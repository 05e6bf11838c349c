import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useContactos } from '../api';

/**
 * «Escribir a …» on a person's card: shown only when the person has an active Worknet user
 * (the chat's roster knows which file each user is linked to) and it is not the reader.
 */
export function EscribirA({ personaId }: { personaId: number }) {
  const contactos = useContactos();
  const navegar = useNavigate();
  const contacto = contactos.data?.find((c) => c.persona_id === personaId && !c.propio);
  if (!contacto) return null;
  return (
    <Button icon={<MessageOutlined aria-hidden />} onClick={() => navegar(`/chat?con=${encodeURIComponent(contacto.jid)}`)}>
      Escribir a {contacto.nombre}
    </Button>
  );
}
