import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Descriptions, Flex, Modal, Table, Typography } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import type { Cable } from '@worknet/domain/http';
import type { DocumentoDetalle, lineaDocumento } from '@worknet/domain/inventario/documentos';
import { formatFecha, formatFechaHora } from '../../../lib/format';
import { avisar } from '../../../lib/notify';
import { Desplazable } from '../../../lib/lista';
import { Volver } from '../../../lib/Volver';
import { llamadas, refrescarInventario, useDestinosEgreso } from '../api';
import { TEXTOS } from '../avisos';
import { cantidadConUnidad } from '../formato';
import { EstadoDocumento } from './EstadoDocumento';
import { TEXTOS_TIPO } from '../textos';

type Linea = Cable<typeof lineaDocumento>;
type Toma = DocumentoDetalle['movimientos'][number];

/** The lots a line took: the moves of its origin warehouse (a movement also writes the destination's). */
export function tomasDeLinea(d: Pick<DocumentoDetalle, 'tipo' | 'deposito_id' | 'movimientos'>, linea: Pick<Linea, 'id'>): Toma[] {
  return d.movimientos.filter((m) => m.linea_id === linea.id && m.deposito_id === d.deposito_id && (d.tipo === 'ingreso' ? m.cantidad > 0 : m.cantidad < 0));
}

const descripcionToma = (m: Toma, unidad: string) =>
  [m.lote ? `Lote ${m.lote}` : 'Sin lote', m.serie ? `serie ${m.serie}` : null, m.fecha_vencimiento ? `vence ${formatFecha(m.fecha_vencimiento)}` : null]
    .filter(Boolean)
    .join(', ') + `: ${cantidadConUnidad(Math.abs(m.cantidad), unidad)}`;

/** A confirmed document, read-only: its lines, the lots actually taken, and «Revertir». */
export function LecturaDocumento({ documento: d }: { documento: DocumentoDetalle }) {
  const navigate = useNavigate();
  const [modal, contexto] = Modal.useModal();
  const [revirtiendo, setRevirtiendo] = useState(false);
  const destinos = useDestinosEgreso();
  const t = TEXTOS_TIPO[d.tipo];
  const ruta = `/admin-${d.tipo}`;
  const nombre = `${t.uno} N.º ${d.id}`;

  const revertir = () =>
    modal.confirm({
      title: `¿Revertir el ${nombre}?`,
      content: 'Se crea y confirma un documento que deshace cada línea de éste (el stock vuelve a como estaba). El original queda como revertido.',
      okText: 'Revertir',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: async () => {
        setRevirtiendo(true);
        try {
          const r = await llamadas.revertirDocumento(d.id);
          avisar({ tipo: 'success', texto: r.message || TEXTOS.confirmado });
          void refrescarInventario();
          if (r.data) void navigate(`/admin-${r.data.tipo}/${r.data.id}`);
        } catch {
          // Shown by the client.
        } finally {
          setRevirtiendo(false);
        }
      },
    });

  const conTomas = d.tipo !== 'ingreso';
  return (
    <section>
      <Volver alternativa={ruta} texto={`Volver a ${t.titulo}`} />
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {nombre}
        </Typography.Title>
        {d.revertido_por_id === null && d.revierte_id === null && (
          <Button danger icon={<RollbackOutlined aria-hidden />} loading={revirtiendo} onClick={revertir}>
            Revertir
          </Button>
        )}
      </Flex>
      {d.revertido_por_id !== null && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            <span>
              Revertido por el <Link to={`${ruta}/${d.revertido_por_id}`}>{`documento N.º ${d.revertido_por_id}`}</Link>.
            </span>
          }
        />
      )}
      {d.revierte_id !== null && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            <span>
              Revierte el <Link to={`${ruta}/${d.revierte_id}`}>{`documento N.º ${d.revierte_id}`}</Link>.
            </span>
          }
        />
      )}
      <Card style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label="Estado">
            <EstadoDocumento d={d} />
          </Descriptions.Item>
          <Descriptions.Item label="Fecha">{formatFecha(d.fecha)}</Descriptions.Item>
          <Descriptions.Item label={d.tipo === 'movimiento' ? 'Origen' : 'Depósito'}>{d.deposito_nombre}</Descriptions.Item>
          {d.tipo === 'movimiento' && <Descriptions.Item label="Destino">{d.deposito_destino_nombre ?? '—'}</Descriptions.Item>}
          {d.tipo === 'ingreso' && <Descriptions.Item label="Proveedor">{d.proveedor_nombre ?? '—'}</Descriptions.Item>}
          {d.tipo === 'ingreso' && <Descriptions.Item label="Comprobante">{d.comprobante ?? '—'}</Descriptions.Item>}
          {d.tipo === 'egreso' && (
            <Descriptions.Item label="Destino">
              {[destinos.data?.find((x) => x.value === d.destino)?.label ?? d.destino, d.paciente].filter(Boolean).join(': ')}
            </Descriptions.Item>
          )}
          <Descriptions.Item label="Confirmado">
            {d.confirmado_en ? `${formatFechaHora(d.confirmado_en)}${d.confirmado_por ? ` por ${d.confirmado_por}` : ''}` : '—'}
          </Descriptions.Item>
          {d.observaciones && <Descriptions.Item label="Observaciones">{d.observaciones}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Productos
      </Typography.Title>
      <Desplazable etiqueta="Productos del documento">
        <Table<Linea>
          size="middle"
          rowKey="id"
          scroll={{ x: 'max-content' }}
          pagination={false}
          dataSource={d.items}
          columns={[
            { title: 'Producto', dataIndex: 'nombre_producto', render: (v: string, l) => <Link to={`/admin-crud-productos/view/${l.producto_id}`}>{v}</Link> },
            { title: 'Cantidad', dataIndex: 'cantidad', align: 'right', render: (v: number, l) => cantidadConUnidad(v, l.unidad) },
            { title: 'Lote', dataIndex: 'lote', render: (v: string | null) => v ?? (conTomas ? 'Por vencimiento (FEFO)' : '—') },
            { title: 'Serie', dataIndex: 'serie', render: (v: string | null) => v ?? '—' },
            ...(d.tipo === 'ingreso'
              ? [{ title: 'Vencimiento', dataIndex: 'fecha_vencimiento', render: (v: string | null) => (v ? formatFecha(v) : '—') }]
              : []),
            ...(conTomas
              ? [
                  {
                    title: 'Lotes tomados',
                    key: 'tomas',
                    render: (_: unknown, l: Linea) => {
                      const tomas = tomasDeLinea(d, l);
                      if (tomas.length === 0) return '—';
                      return (
                        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                          {tomas.map((m, i) => (
                            <li key={i}>{descripcionToma(m, l.unidad)}</li>
                          ))}
                        </ul>
                      );
                    },
                  },
                ]
              : []),
          ]}
        />
      </Desplazable>
      {contexto}
    </section>
  );
}
