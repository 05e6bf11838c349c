import { useState } from 'react';
import { Button, Card, Checkbox, Input, List, Tag, Typography } from 'antd';
import { useTienePermiso } from '../../auth';
import { formatFechaHora } from '../../../lib/format';
import { Vacio } from '../../../lib/lista';
import { avisar } from '../../../lib/notify';
import { llamadas, refrescarPedidos, type PedidoDetalle, type Respuesta } from '../api';

/** The thread of replies of an order (crear_respuesta/{id}); purchasing also writes internal notes the requester never reads. */
export function Hilo({ pedido }: { pedido: PedidoDetalle }) {
  const compras = useTienePermiso('compras.pedido.administrar');
  const [texto, setTexto] = useState('');
  const [interno, setInterno] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const responder = async () => {
    if (!texto.trim()) return;
    setEnviando(true);
    try {
      const r = await llamadas.responder({ id: pedido.id, texto, interno: compras && interno });
      avisar({ tipo: 'success', texto: r.message });
      setTexto('');
      setInterno(false);
      await refrescarPedidos();
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Respuestas</h2>} style={{ marginBottom: 16 }}>
      <List<Respuesta>
        dataSource={pedido.respuestas}
        locale={{ emptyText: <Vacio texto="Todavía no hay respuestas." /> }}
        renderItem={(r) => (
          <List.Item>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{r.autor}</Typography.Text> <Typography.Text type="secondary">{formatFechaHora(r.created_at)}</Typography.Text>
              {r.interno && (
                <Tag color="gold" style={{ marginInlineStart: 8 }}>
                  Nota interna
                </Tag>
              )}
              <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.texto}</div>
            </div>
          </List.Item>
        )}
      />
      {pedido.estado !== 'borrador' && (
        <>
          <Input.TextArea
            aria-label="Escribir una respuesta"
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            maxLength={4000}
            rows={3}
            style={{ marginTop: 12 }}
          />
          {compras && (
            <div style={{ marginTop: 8 }}>
              <Checkbox checked={interno} onChange={(e) => setInterno(e.target.checked)}>
                Nota interna (el solicitante no la ve)
              </Checkbox>
            </div>
          )}
          <Button type="primary" onClick={() => void responder().catch(() => undefined)} loading={enviando} disabled={!texto.trim()} style={{ marginTop: 8 }}>
            {interno ? 'Guardar nota' : 'Responder'}
          </Button>
        </>
      )}
    </Card>
  );
}
