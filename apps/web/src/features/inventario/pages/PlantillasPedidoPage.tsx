import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Flex, Input, Modal, Select, Skeleton, Typography } from 'antd';
import type { PlantillaPedido } from '@worknet/domain/inventario/pedidos-internos';
import { avisar } from '../../../lib/notify';
import { Volver } from '../../../lib/Volver';
import { EncabezadoLista, Vacio } from '../../../lib/lista';
import { formatCantidad } from '../formato';
import { avisarFallo } from '../avisos';
import { llamadasPedido, refrescarPedidos, useFiltrosPedido, usePlantillas } from '../apiPedidos';

/** 'admin-pedido/plantillas': the kits of the user's sectors; order from one, rename it, delete it. */
export function PlantillasPedidoPage() {
  const navigate = useNavigate();
  const [sector, setSector] = useState(0);
  const filtros = useFiltrosPedido();
  const plantillas = usePlantillas(sector);
  const [modal, contexto] = Modal.useModal();
  const [renombrando, setRenombrando] = useState<PlantillaPedido | null>(null);
  const [nombre, setNombre] = useState('');
  const [ocupado, setOcupado] = useState(false);

  const renombrar = async () => {
    if (!renombrando) return;
    setOcupado(true);
    try {
      const r = await llamadasPedido.editarPlantilla({ id: renombrando.id, datos: { nombre: nombre.trim() } });
      avisar({ tipo: 'success', texto: r.message });
      setRenombrando(null);
      void refrescarPedidos();
    } catch (e) {
      avisarFallo(e, 'No se ha podido actualizar la plantilla');
    } finally {
      setOcupado(false);
    }
  };

  const eliminar = (p: PlantillaPedido) =>
    modal.confirm({
      title: `¿Eliminar la plantilla «${p.nombre}»?`,
      content: 'Los pedidos hechos con ella no cambian.',
      okText: 'Eliminar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await llamadasPedido.eliminarPlantilla(p.id);
          avisar({ tipo: 'success', texto: 'Plantilla eliminada.' });
        } finally {
          void refrescarPedidos();
        }
      },
    });

  const lista = plantillas.data ?? [];
  return (
    <section>
      <Volver alternativa="/admin-pedido" texto="Volver a Pedidos internos" />
      <EncabezadoLista
        titulo="Plantillas de pedido"
        acciones={
          <Button type="primary" onClick={() => void navigate('/admin-pedido/nuevo')}>
            Nuevo pedido
          </Button>
        }
      />
      <Typography.Paragraph>
        Los kits de cada sector: se guardan al hacer un pedido («Guardar como plantilla») y se piden de nuevo en un clic.
      </Typography.Paragraph>
      <Select<number>
        aria-label="Sector"
        value={sector}
        onChange={setSector}
        loading={filtros.isPending}
        options={[{ value: 0, label: 'Todos mis sectores' }, ...(filtros.data?.sectores ?? [])]}
        style={{ width: 260, maxWidth: '100%', marginBottom: 16 }}
      />
      {plantillas.isPending ? (
        <Skeleton active />
      ) : lista.length === 0 ? (
        <Vacio
          texto="No hay plantillas"
          explicacion="Haga un pedido y marque «Guardar como plantilla del sector» para pedirlo de nuevo en un clic."
          accion={<Button onClick={() => void navigate('/admin-pedido/nuevo')}>Hacer un pedido</Button>}
        />
      ) : (
        <Flex vertical gap={12} style={{ maxWidth: 960 }}>
          {lista.map((p) => (
            <Card
              key={p.id}
              size="small"
              title={
                <Typography.Title level={2} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
                  {p.nombre}
                </Typography.Title>
              }
            >
              <Typography.Paragraph style={{ marginBottom: 8 }}>{`${p.sector_nombre} · pide a ${p.deposito_nombre}`}</Typography.Paragraph>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
                {p.items.map((l) => `${l.nombre_producto} × ${formatCantidad(l.cantidad)}`).join(' · ')}
              </Typography.Paragraph>
              <Flex wrap gap={8}>
                <Button type="primary" onClick={() => void navigate(`/admin-pedido/nuevo?plantilla=${p.id}`)} aria-label={`Pedir «${p.nombre}»`}>
                  Pedir
                </Button>
                <Button
                  onClick={() => {
                    setNombre(p.nombre);
                    setRenombrando(p);
                  }}
                  aria-label={`Renombrar «${p.nombre}»`}
                >
                  Renombrar
                </Button>
                <Button danger onClick={() => eliminar(p)} aria-label={`Eliminar «${p.nombre}»`}>
                  Eliminar
                </Button>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
      <Modal
        open={renombrando !== null}
        title="Renombrar la plantilla"
        okText="Guardar"
        cancelText="Cancelar"
        okButtonProps={{ disabled: !nombre.trim(), loading: ocupado }}
        onOk={() => void renombrar()}
        onCancel={() => setRenombrando(null)}
      >
        <label htmlFor="nombre-plantilla">Nombre</label>
        <Input id="nombre-plantilla" value={nombre} onChange={(e) => setNombre(e.target.value)} maxLength={80} autoComplete="off" />
      </Modal>
      {contexto}
    </section>
  );
}
