import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Tag, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { MAX_ADJUNTOS, MAX_CUERPO, type MensajeChat } from '@worknet/domain/chat/esquemas';
import { aceptar, problemaAntesDeSubir } from '@worknet/domain/media/archivos';
import type { ItemMedia } from '@worknet/domain/media/item';
import * as reloj from '@worknet/domain/reloj';
import { BotonArchivo } from '../../../lib/BotonArchivo';
import { emitirEvento } from '../../../lib/socket';
import { subirMedia, useTiposMedia } from '../../media';
import { MEDIA_CHAT } from '@worknet/domain/chat/rutas';
import { llamadasChat } from '../api';
import { claveDeEnvio } from '../conversacion';

/** «Escribiendo…» goes out at most this often while the person types. */
const CADA_ESCRIBIENDO_MS = 3_000;

type Props = { yo: string; con: string; nombre: string; alEnviar: (m: MensajeChat) => void };

/**
 * The composer: Enter sends, Shift+Enter breaks the line; attachments and images upload to
 * media as drafts and travel as ids with the message.
 */
export function Redactor({ yo, con, nombre, alEnviar }: Props) {
  const [texto, setTexto] = useState('');
  const [adjuntos, setAdjuntos] = useState<ItemMedia[]>([]);
  const [subiendo, setSubiendo] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [problemas, setProblemas] = useState<string[]>([]);
  const ultimoAviso = useRef(0);
  const tipos = useTiposMedia(MEDIA_CHAT.modulo, MEDIA_CHAT.modelo);
  const tipoId = (tipos.data?.find((t) => t.label === 'Adjunto') ?? tipos.data?.[0])?.id;
  const vacio = texto.trim() === '' && adjuntos.length === 0;

  const enviar = async () => {
    if (vacio || enviando || subiendo) return;
    setEnviando(true);
    try {
      const r = await llamadasChat.enviar({ from: yo, to: con, message: texto, adjuntos: adjuntos.map((a) => a.id), clave: claveDeEnvio() });
      setTexto('');
      setAdjuntos([]);
      setProblemas([]);
      ultimoAviso.current = 0;
      if (r.data) alEnviar(r.data);
    } catch {
      // The client already showed the server's message; what was written stays to try again.
    } finally {
      setEnviando(false);
    }
  };

  const alTeclear = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void enviar();
    }
  };

  const avisarEscribiendo = () => {
    const ahora = reloj.ahoraMs();
    if (ahora - ultimoAviso.current < CADA_ESCRIBIENDO_MS) return;
    ultimoAviso.current = ahora;
    emitirEvento('chat:escribiendo', { to: con });
  };

  const subir = async (archivos: File[]) => {
    if (tipoId === undefined) return;
    const errores: string[] = [];
    const lugar = MAX_ADJUNTOS - adjuntos.length;
    const aceptados = archivos.filter((a) => {
      const p = problemaAntesDeSubir(a);
      if (p) errores.push(`«${a.name}»: ${p}`);
      return !p;
    });
    if (aceptados.length > lugar) errores.push(`Puede adjuntar hasta ${MAX_ADJUNTOS} archivos por mensaje.`);
    setProblemas(errores);
    setSubiendo(true);
    try {
      for (const archivo of aceptados.slice(0, Math.max(0, lugar))) {
        const item = await subirMedia(archivo, { modulo: MEDIA_CHAT.modulo, modelo: MEDIA_CHAT.modelo, tipo_id: tipoId });
        setAdjuntos((l) => [...l, item]);
      }
    } catch {
      // Toasted by the client; the ones stored stay listed.
    } finally {
      setSubiendo(false);
    }
  };

  const idProblemas = `problemas-${con}`;
  return (
    <div className="chat__redactor">
      {adjuntos.length > 0 && (
        <ul aria-label="Archivos para enviar" className="chat__adjuntos" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {adjuntos.map((a) => (
            <li key={a.id}>
              <Tag
                closable
                closeIcon={<span aria-label={`Quitar ${a.nombre}`}>×</span>}
                onClose={() => setAdjuntos((l) => l.filter((x) => x.id !== a.id))}
                style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {a.nombre}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      {problemas.length > 0 && (
        <div id={idProblemas} role="alert">
          {problemas.map((p) => (
            <Typography.Text key={p} type="danger" style={{ display: 'block' }}>
              {p}
            </Typography.Text>
          ))}
        </div>
      )}
      <div className="chat__fila-redactor">
        <Input.TextArea
          aria-label={`Mensaje para ${nombre}`}
          placeholder="Escriba un mensaje (Enter envía, Mayús+Enter cambia de línea)"
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={MAX_CUERPO}
          value={texto}
          onChange={(e) => {
            setTexto(e.target.value);
            if (e.target.value.trim()) avisarEscribiendo();
          }}
          onKeyDown={alTeclear}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          aria-label="Enviar"
          loading={enviando}
          disabled={vacio || subiendo}
          onClick={() => void enviar()}
        />
      </div>
      <div>
        <BotonArchivo
          etiquetaInput="Archivos o imágenes para enviar"
          accept={aceptar()}
          multiple
          loading={subiendo}
          disabled={tipoId === undefined || adjuntos.length >= MAX_ADJUNTOS}
          describedBy={problemas.length ? idProblemas : undefined}
          onArchivos={(a) => void subir(a)}
        >
          Adjuntar
        </BotonArchivo>
      </div>
    </div>
  );
}
