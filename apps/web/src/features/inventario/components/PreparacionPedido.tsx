import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, InputNumber, Select, Skeleton, Typography } from 'antd';
import type { PedidoInternoDetalle, Resto } from '@worknet/domain/inventario/pedidos-internos';
import { formatFecha } from '../../../lib/format';
import { avisar } from '../../../lib/notify';
import { avisarFallo } from '../avisos';
import { llamadasPedido, refrescarPedidos, usePropuesta } from '../apiPedidos';
import { cantidadConUnidad, formatCantidad } from '../formato';

type Eleccion = { cantidad: number; resto: Resto };

/**
 * The warehouse prepares an order: for each line, the lots FEFO proposes (what expires first
 * leaves first), how much it serves (at most what was asked and what it has in date) and, when
 * it serves less, whether the rest stays pending in a new order or is cancelled.
 */
export function PreparacionPedido({ pedido }: { pedido: PedidoInternoDetalle }) {
  const propuesta = usePropuesta(pedido.id, true);
  const [eleccion, setEleccion] = useState<Map<number, Eleccion>>(new Map());
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    if (propuesta.data) setEleccion(new Map(propuesta.data.items.map((l) => [l.linea_id, { cantidad: l.a_servir, resto: 'pendiente' }])));
  }, [propuesta.data]);

  if (propuesta.isPending) return <Skeleton active />;
  if (!propuesta.data) return null;
  const cambiar = (id: number, x: Partial<Eleccion>) => setEleccion((m) => new Map(m).set(id, { ...m.get(id)!, ...x }));

  const generar = async () => {
    setEnviando(true);
    try {
      const r = await llamadasPedido.preparar({
        id: pedido.id,
        datos: { items: [...eleccion].map(([linea_id, e]) => ({ linea_id, cantidad_preparada: e.cantidad, resto: e.resto })) },
      });
      avisar({ tipo: 'success', texto: r.message });
      void refrescarPedidos();
    } catch (e) {
      avisarFallo(e, 'No se ha podido actualizar el pedido');
    } finally {
      setEnviando(false);
    }
  };

  return (
    <section aria-labelledby="preparar-titulo" style={{ maxWidth: 960, marginTop: 24 }}>
      <Typography.Title level={2} id="preparar-titulo" style={{ fontSize: 18 }}>
        Preparar el pedido
      </Typography.Title>
      <Typography.Paragraph>{`Destino: ${propuesta.data.destino}. Los lotes propuestos son los que vencen primero; el stock se mueve cuando el sector confirma la recepción.`}</Typography.Paragraph>
      <Flex vertical gap={12}>
        {propuesta.data.items.map((l) => {
          const e = eleccion.get(l.linea_id);
          const parcial = e !== undefined && e.cantidad < l.cantidad;
          return (
            <Card key={l.linea_id} size="small" title={<Typography.Text strong>{l.nombre_producto}</Typography.Text>}>
              <Flex wrap gap={16} align="flex-end">
                <div style={{ flex: '1 1 200px', minWidth: 0 }}>
                  <div>{`Pedido: ${cantidadConUnidad(l.cantidad, l.unidad)}`}</div>
                  <div>{`Disponible en fecha: ${cantidadConUnidad(l.disponible, l.unidad)}`}</div>
                  <div>
                    {l.lotes.length
                      ? `Lotes: ${l.lotes.map((x) => `${x.lote || 'sin lote'}${x.fecha_vencimiento ? ` (vence ${formatFecha(x.fecha_vencimiento)})` : ''}: ${formatCantidad(x.cantidad)}`).join('; ')}`
                      : 'Sin stock en fecha para servir.'}
                  </div>
                </div>
                <label style={{ flex: '0 1 160px', minWidth: 0 }}>
                  <div>A servir</div>
                  <InputNumber<number>
                    aria-label={`Cantidad a servir de ${l.nombre_producto}`}
                    min={0}
                    max={Math.min(l.cantidad, l.disponible)}
                    decimalSeparator=","
                    value={e?.cantidad ?? 0}
                    onChange={(v) => cambiar(l.linea_id, { cantidad: v ?? 0 })}
                    style={{ width: '100%' }}
                  />
                </label>
                {parcial && (
                  <label style={{ flex: '0 1 220px', minWidth: 0 }}>
                    <div>Lo que falta</div>
                    <Select<Resto>
                      aria-label={`Qué pasa con lo que falta de ${l.nombre_producto}`}
                      value={e.resto}
                      onChange={(v) => cambiar(l.linea_id, { resto: v })}
                      options={[
                        { value: 'pendiente', label: 'Queda pendiente (pedido nuevo)' },
                        { value: 'cancelado', label: 'Se cancela' },
                      ]}
                      style={{ width: '100%' }}
                    />
                  </label>
                )}
              </Flex>
            </Card>
          );
        })}
      </Flex>
      {[...eleccion.values()].every((e) => e.cantidad <= 0) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title="No hay nada para servir: si el depósito no puede atender el pedido, rechácelo con el motivo."
        />
      )}
      <Button type="primary" style={{ marginTop: 16 }} loading={enviando} onClick={() => void generar()}>
        Generar movimiento
      </Button>
    </section>
  );
}
