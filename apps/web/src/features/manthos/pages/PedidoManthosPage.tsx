import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Descriptions, Form, Input, Space, Typography } from 'antd';
import { DIAS_REAPERTURA, ETIQUETA_ESTADO_PEDIDO_MANTHOS } from '@worknet/domain/tareas/manthos';
import { formatFecha, formatFechaHora } from '../../../lib/format';
import { HistorialFlujo } from '../../../lib/HistorialFlujo';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { useApiMutation } from '../../../lib/query';
import { Volver } from '../../../lib/Volver';
import { CLAVES_MANTHOS, llamadasManthos, usePedidoManthos, type PedidoManthosDetalle } from '../api';
import { EstadoManthos } from '../components/EstadoManthos';
import { ETIQUETA_PRIORIDAD_MANTHOS } from '../formato';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

const COLOR_EVENTO = { recibido: 'blue', en_curso: 'orange', resuelto: 'green', cancelado: 'gray' } as const;
const hastaElMinuto = (v: string) => formatFechaHora(v).slice(0, 16);

/** What the reporter may still do with a finished request. */
function Reapertura({ p, alReabrir }: { p: PedidoManthosDetalle; alReabrir: () => void }) {
  if (p.estado !== 'resuelto' || !p.reabrir_hasta) return null;
  if (p.puede_reabrir) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`¿Sigue el problema? Puede reabrir el pedido hasta el ${hastaElMinuto(p.reabrir_hasta)} (${DIAS_REAPERTURA} días desde que se resolvió).`}
        action={
          <Button size="small" onClick={alReabrir}>
            Reabrir
          </Button>
        }
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`El plazo para reabrirlo venció el ${hastaElMinuto(p.reabrir_hasta)}. Si el problema sigue, reporte un problema nuevo.`}
    />
  );
}

/** mis_pedidos_manthos/{id}: the request's state, its steps, the photos and «Reabrir» within the window. */
export function PedidoManthosPage() {
  const id = Number(useParams().id);
  const pedido = usePedidoManthos(id);
  const p = pedido.data;
  const [form] = Form.useForm<{ motivo: string }>();
  const [abierto, setAbierto] = useState(false);
  const reabrir = useApiMutation(llamadasManthos.reabrir, { avisarExito: true, invalidar: [CLAVES_MANTHOS.todo] });

  return (
    <section>
      <Volver alternativa="/mis_pedidos_manthos" texto="Volver a Mis pedidos" />
      <Typography.Title level={1} style={{ fontSize: 24, overflowWrap: 'anywhere' }}>
        {p ? `Pedido N.º ${p.id}: ${p.titulo}` : `Pedido N.º ${id}`}
      </Typography.Title>
      {pedido.isError && <Typography.Paragraph>No se pudo cargar el pedido.</Typography.Paragraph>}
      {p && (
        <>
          <Typography.Paragraph>
            Estado: <EstadoManthos estado={p.estado} />
            {p.resuelto_at && p.estado === 'resuelto' && <span>{` Resuelto el ${formatFecha(p.resuelto_at)}.`}</span>}
          </Typography.Paragraph>
          <Reapertura p={p} alReabrir={() => setAbierto(true)} />
          {p.estado === 'cancelado' && p.motivo_cancelacion && (
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`Mantenimiento lo canceló: ${p.motivo_cancelacion}`} />
          )}
          <Descriptions
            column={1}
            size="small"
            bordered
            style={{ marginBottom: 24, overflowWrap: 'anywhere' }}
            items={[
              { key: 'categoria', label: 'Categoría', children: p.categoria },
              { key: 'ubicacion', label: 'Ubicación', children: p.ubicacion ?? '—' },
              { key: 'prioridad', label: 'Prioridad', children: ETIQUETA_PRIORIDAD_MANTHOS[p.prioridad] },
              { key: 'fecha', label: 'Pedido el', children: formatFechaHora(p.created_at) },
              ...(p.registrado_por ? [{ key: 'registro', label: 'Registrado por', children: p.registrado_por }] : []),
              { key: 'descripcion', label: 'Descripción', children: <span style={{ whiteSpace: 'pre-wrap' }}>{p.descripcion ?? '—'}</span> },
            ]}
          />
          {p.fotos.length > 0 && (
            <>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                Fotos
              </Typography.Title>
              <Space wrap style={{ marginBottom: 24 }}>
                {p.fotos.map((f) => (
                  <a key={f.id} href={f.url} target="_blank" rel="noreferrer">
                    <img
                      src={f.miniatura_url ?? f.url}
                      alt={f.descripcion ?? `Foto ${f.nombre}`}
                      style={{ maxWidth: '100%', width: 240, maxHeight: 240, objectFit: 'cover', borderRadius: 8 }}
                    />
                  </a>
                ))}
              </Space>
            </>
          )}
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            Seguimiento
          </Typography.Title>
          <HistorialFlujo
            pasos={p.historial}
            etiqueta={(h, i) => (i > 0 && h.estado === 'recibido' ? 'Reabierto' : ETIQUETA_ESTADO_PEDIDO_MANTHOS[h.estado])}
            color={(e) => COLOR_EVENTO[e]}
          />
          <ModalFormulario<{ motivo: string }>
            form={form}
            abierto={abierto}
            titulo={`Reabrir el pedido N.º ${p.id}`}
            textoOk="Reabrir"
            enviando={reabrir.isPending}
            onCerrar={() => setAbierto(false)}
            onFinish={(v) =>
              reabrir.mutate(
                { id: p.id, motivo: v.motivo },
                {
                  onError: (e) => mostrarErroresDeCampo(form, e),
                  onSuccess: () => {
                    setAbierto(false);
                    form.resetFields();
                  },
                },
              )
            }
          >
            <Form.Item name="motivo" label="¿Por qué lo reabre?" rules={[{ required: true, whitespace: true, message: 'Indique por qué lo reabre.' }]}>
              <Input.TextArea maxLength={1000} autoSize={{ minRows: 3, maxRows: 6 }} />
            </Form.Item>
          </ModalFormulario>
        </>
      )}
    </section>
  );
}
