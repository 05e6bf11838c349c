import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Typography } from 'antd';
import { direccionCanonica } from '@worknet/domain/chat/direcciones';
import { queryClient } from '../../../lib/query';
import { escucharConexion, pedirMientrasConectado } from '../../../lib/socket';
import { ANCHO_ESCRITORIO, useAnchoMinimo } from '../../../lib/useAnchoMinimo';
import { useUsuario } from '../../auth';
import { CLAVES_CHAT, useContactos, useMiDireccion, useParticipantes } from '../api';
import { ListaLateral } from '../components/ListaLateral';
import { PanelConversacion } from '../components/PanelConversacion';
import { useChatEnVivo } from '../components/useChatEnVivo';
import '../chat.css';

/**
 * 'chat' (spec §2 General): the conversations and the General roster beside the open
 * conversation at a desk; on a phone two steps, the list and then the conversation with
 * «Volver». The open conversation is in the address (?con=ana@worknet): «Escribir a …» links to
 * it and the browser's back returns to the list.
 */
export function ChatPage() {
  const [params, setParams] = useSearchParams();
  const con = direccionCanonica(params.get('con') ?? '');
  const usuario = useUsuario();
  const yo = useMiDireccion();
  const escritorio = useAnchoMinimo(ANCHO_ESCRITORIO);
  // Spec §4: once the user's address is known, the participants load.
  const participantes = useParticipantes(yo);
  const contactos = useContactos();
  const { quienEscribe } = useChatEnVivo({ yo, miId: usuario.data?.id ?? null, abierta: con });
  // Presence comes only to the sockets that ask for it, on every connection while the screen is open.
  useEffect(() => pedirMientrasConectado('presencia:seguir', 'presencia:dejar'), []);
  // Spec §4: when the link comes (back) online the participants load; what was missed meanwhile too.
  useEffect(() => escucharConexion(() => void queryClient.invalidateQueries({ queryKey: CLAVES_CHAT.todo })), []);

  const abrir = (jid: string) => {
    if (jid === con) return;
    // From the list a new step (back returns to it); from one conversation to another, the same step.
    setParams({ con: jid }, { replace: con !== null && escritorio });
  };
  const volver = () => {
    const indice = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (indice > 0) window.history.back();
    else setParams({}, { replace: true });
  };

  const participante = participantes.data?.find((p) => p.fromJID === con);
  const contacto = contactos.data?.find((c) => c.jid === con);
  const enLinea = participante ? (participante.tipo === 'directa' ? participante.en_linea : null) : (contacto?.en_linea ?? null);
  const conLista = escritorio || con === null;
  const conConversacion = con !== null && yo !== null;

  return (
    <div className={escritorio ? 'chat' : 'chat chat--telefono'}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        Chat
      </Typography.Title>
      <div className="chat__cuerpo">
        {conLista && (
          <ListaLateral
            yo={yo}
            abierta={con}
            participantes={participantes.data}
            cargando={participantes.isPending}
            quienEscribe={quienEscribe}
            alAbrir={abrir}
          />
        )}
        {conConversacion ? (
          <PanelConversacion
            key={con}
            yo={yo}
            con={con}
            participante={participante}
            nombreInicial={contacto?.nombre ?? null}
            enLinea={enLinea}
            escribe={quienEscribe(con)}
            alVolver={escritorio ? undefined : volver}
          />
        ) : (
          escritorio && (
            <section className="chat__columna" aria-label="Conversación" style={{ justifyContent: 'center', alignItems: 'center' }}>
              <Typography.Paragraph style={{ margin: 0, textAlign: 'center' }}>Elija una conversación o un contacto para escribirle.</Typography.Paragraph>
            </section>
          )
        )}
      </div>
    </div>
  );
}
