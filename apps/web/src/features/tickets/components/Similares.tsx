import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from 'antd';
import { formatFecha } from '../../../lib/format';
import { useSimilares } from '../api';
import { etiquetaEstado } from '../formato';

/** The value once it has stayed the same for `ms` (asks the server after typing stops, not per key). */
function useQuieto<T>(valor: T, ms: number): T {
  const [quieto, setQuieto] = useState(valor);
  useEffect(() => {
    const reloj = setTimeout(() => setQuieto(valor), ms);
    return () => clearTimeout(reloj);
  }, [valor, ms]);
  return quieto;
}

/**
 * Before sending (issue 41 item 2): the requester's own open tickets whose subject looks like the
 * one being written, so nobody opens the same request twice by mistake. Each links to its ticket.
 */
export function Similares({ asunto, servicio }: { asunto: string; servicio: number | undefined }) {
  const quieto = useQuieto(asunto.trim(), 400);
  const similares = useSimilares(quieto, servicio);
  const lista = quieto.length >= 3 ? (similares.data ?? []) : [];
  if (lista.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={lista.length === 1 ? 'Ya tiene un ticket abierto parecido:' : `Ya tiene ${lista.length} tickets abiertos parecidos:`}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {lista.map((t) => (
            <li key={t.id} style={{ overflowWrap: 'anywhere' }}>
              <Link to={`/ticket/${t.id}`}>{`N.º ${t.id}: ${t.asunto}`}</Link>
              {` (${t.servicio}, ${etiquetaEstado(t.estado, null).toLowerCase()}, del ${formatFecha(t.created_at)})`}
            </li>
          ))}
        </ul>
      }
    />
  );
}
