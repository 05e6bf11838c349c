import { useState } from 'react';
import { Button, Input, Typography } from 'antd';
import { formatFechaHora } from '../../../lib/format';
import { Vacio } from '../../../lib/lista';
import { avisar } from '../../../lib/notify';
import { useApiList } from '../../../lib/query';
import { CLAVES_TAREAS, RUTAS_TAREAS, llamadasTareas, refrescarTareas, type Comentario } from '../api';

const POR_PAGINA = 50;

/** The task's comments (oldest first) and the box to add one. */
export function ComentariosTarea({ tareaId }: { tareaId: number }) {
  const [texto, setTexto] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [limite, setLimite] = useState(POR_PAGINA);
  const lista = useApiList<Comentario>(CLAVES_TAREAS.comentarios(tareaId), RUTAS_TAREAS.comentarios(tareaId), { skip: 0, limit: limite });
  const total = lista.data?.total ?? 0;

  const enviar = async () => {
    if (!texto.trim()) return;
    setEnviando(true);
    try {
      const r = await llamadasTareas.comentar(tareaId, texto.trim());
      avisar({ tipo: 'success', texto: r.message });
      setTexto('');
      await refrescarTareas();
    } catch {
      // The client already showed the server's message.
    } finally {
      setEnviando(false);
    }
  };

  return (
    <>
      {lista.isPending ? (
        <Typography.Text type="secondary">Cargando…</Typography.Text>
      ) : !lista.data?.filas.length ? (
        <Vacio texto="Todavía no hay comentarios." />
      ) : (
        <ul aria-label="Comentarios" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lista.data.filas.map((c) => (
            <li key={c.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Typography.Text strong>{c.autor}</Typography.Text> <Typography.Text type="secondary">{formatFechaHora(c.created_at)}</Typography.Text>
              <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.texto}</div>
            </li>
          ))}
        </ul>
      )}
      {total > limite && <Button onClick={() => setLimite((l) => l + POR_PAGINA)}>{`Ver más comentarios (${total - limite})`}</Button>}
      <label htmlFor="nuevo-comentario-tarea" style={{ display: 'block', marginTop: 12, marginBottom: 4 }}>
        Nuevo comentario
      </label>
      <Input.TextArea id="nuevo-comentario-tarea" value={texto} onChange={(e) => setTexto(e.target.value)} maxLength={2000} rows={3} />
      <Button type="primary" onClick={() => void enviar()} loading={enviando} disabled={!texto.trim()} style={{ marginTop: 8 }}>
        Comentar
      </Button>
    </>
  );
}
