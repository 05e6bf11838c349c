import { useState } from 'react';
import { Button, Flex, InputNumber, Modal, Table, Tag, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { DepositoFila, ProductoDeCatalogo, ProductoFila } from '@worknet/domain/inventario/maestros';
import { avisar } from '../../../lib/notify';
import { plural } from '../../../lib/format';
import { useApiList, useApiMutation } from '../../../lib/query';
import { Desplazable, Vacio } from '../../../lib/lista';
import { preguntarSiDescartar, useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { CLAVES, RUTAS, llamadas, refrescarInventario } from '../api';
import { avisarFallo, TEXTOS } from '../avisos';
import { SelectorProducto } from './SelectorProducto';
import { COLOR } from '../formato';

const TAMANO = 20;

/** The minimum of one product: saved when the field is left or Enter is pressed, if it changed. */
function CampoMinimo({ deposito, fila }: { deposito: number; fila: ProductoDeCatalogo }) {
  const [valor, setValor] = useState<number | null>(fila.stock_minimo);
  const guardar = useApiMutation(llamadas.stockMinimo, { avisarExito: true });
  const enviar = () => {
    if (valor === fila.stock_minimo) return;
    guardar.mutate({ deposito, producto_id: fila.producto_id, stock_minimo: valor }, { onSuccess: () => void refrescarInventario() });
  };
  return (
    <InputNumber<number>
      aria-label={`Stock mínimo de ${fila.nombre_producto}`}
      min={0}
      decimalSeparator=","
      value={valor}
      onChange={(v) => setValor(v ?? null)}
      onBlur={enviar}
      onPressEnter={enviar}
      placeholder="Sin mínimo"
      addonAfter={fila.unidad}
      disabled={guardar.isPending}
      style={{ width: 180 }}
    />
  );
}

/**
 * The catalog of a warehouse (which products it keeps) and each one's minimum stock. Added and
 * removed products are sent together with update_catalogo_deposito; a minimum is saved at once.
 */
export function CatalogoDeposito({ deposito, onCerrar }: { deposito: DepositoFila | null; onCerrar: () => void }) {
  const [pagina, setPagina] = useState(1);
  const [agregados, setAgregados] = useState<ProductoFila[]>([]);
  const [quitados, setQuitados] = useState<Set<number>>(new Set());
  const [elegido, setElegido] = useState<ProductoFila | undefined>();
  const [enviando, setEnviando] = useState(false);
  const pendientes = agregados.length + quitados.size > 0;
  useCambiosSinGuardar(deposito !== null && pendientes);
  const id = deposito?.id ?? 0;
  const catalogo = useApiList<ProductoDeCatalogo>(
    [...CLAVES.depositos, 'catalogo', id],
    `${RUTAS.deposito}/${id}/catalogo`,
    { skip: (pagina - 1) * TAMANO, limit: TAMANO },
    { enabled: deposito !== null },
  );

  const limpiar = () => {
    setAgregados([]);
    setQuitados(new Set());
    setElegido(undefined);
    setPagina(1);
  };
  const cerrar = async () => {
    if (pendientes && !(await preguntarSiDescartar())) return;
    limpiar();
    onCerrar();
  };
  const alternarQuitado = (pid: number) =>
    setQuitados((q) => {
      const n = new Set(q);
      if (n.has(pid)) n.delete(pid);
      else n.add(pid);
      return n;
    });
  const agregar = () => {
    if (!elegido || agregados.some((p) => p.id === elegido.id)) return;
    if (catalogo.data?.filas.some((f) => f.producto_id === elegido.id)) {
      avisar({ tipo: 'info', texto: `${elegido.nombre_producto} ya está en el catálogo.` });
      return;
    }
    setAgregados((a) => [...a, elegido]);
    setElegido(undefined);
  };
  const guardar = async () => {
    if (!deposito) return;
    setEnviando(true);
    try {
      await llamadas.actualizarCatalogo({ id: deposito.id, cambios: { productosAgregados: agregados.map((p) => p.id), productosQuitados: [...quitados] } });
      avisar({ tipo: 'success', texto: TEXTOS.depositoActualizado });
      limpiar();
      void refrescarInventario();
      onCerrar();
    } catch (e) {
      avisarFallo(e, TEXTOS.errorCatalogo);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal
      open={deposito !== null}
      title={`Catálogo de ${deposito?.nombre ?? ''}`}
      width={820}
      destroyOnHidden
      onCancel={() => void cerrar()}
      footer={
        <Flex wrap gap={8} justify="flex-end">
          <Button type="primary" loading={enviando} disabled={!pendientes} onClick={() => void guardar()}>
            Guardar catálogo
          </Button>
          <Button onClick={() => void cerrar()}>Cancelar</Button>
        </Flex>
      }
    >
      <Typography.Paragraph>
        Los productos que este depósito guarda. El stock mínimo de cada uno se guarda al salir del campo; lo que está por debajo aparece en Inventario.
      </Typography.Paragraph>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <SelectorProducto aria-label="Producto para agregar" value={elegido?.id ?? null} onElegir={setElegido} />
        </div>
        <Button icon={<PlusOutlined aria-hidden />} disabled={!elegido} onClick={agregar}>
          Agregar
        </Button>
      </Flex>
      {agregados.length > 0 && (
        <Flex wrap gap={4} style={{ marginBottom: 12 }} role="list" aria-label="Productos por agregar">
          {agregados.map((p) => (
            <Tag key={p.id} role="listitem" color={COLOR.info} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              {`+ ${p.nombre_producto}`}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined aria-hidden />}
                aria-label={`No agregar ${p.nombre_producto}`}
                onClick={() => setAgregados((a) => a.filter((x) => x.id !== p.id))}
              />
            </Tag>
          ))}
        </Flex>
      )}
      <Desplazable etiqueta="Productos del catálogo">
        <Table<ProductoDeCatalogo>
          size="small"
          rowKey="producto_id"
          scroll={{ x: 'max-content' }}
          loading={catalogo.isFetching}
          dataSource={catalogo.data?.filas ?? []}
          locale={{ emptyText: <Vacio texto="El catálogo está vacío" explicacion="Agregue los productos que este depósito guarda." /> }}
          pagination={{
            current: pagina,
            pageSize: TAMANO,
            total: catalogo.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPagina,
            showTotal: (t) => `${t} ${plural(t, 'producto', 'productos')}`,
          }}
          columns={[
            {
              title: 'Producto',
              dataIndex: 'nombre_producto',
              render: (v: string, f) => (quitados.has(f.producto_id) ? <Typography.Text delete>{v}</Typography.Text> : v),
            },
            { title: 'Categoría', dataIndex: 'categoria' },
            { title: 'Stock mínimo', key: 'minimo', render: (_, f) => deposito && <CampoMinimo deposito={deposito.id} fila={f} /> },
            {
              title: 'Quitar',
              key: 'quitar',
              render: (_, f) => (
                <Button
                  size="small"
                  danger={!quitados.has(f.producto_id)}
                  aria-label={`${quitados.has(f.producto_id) ? 'Mantener' : 'Quitar'} ${f.nombre_producto}`}
                  onClick={() => alternarQuitado(f.producto_id)}
                >
                  {quitados.has(f.producto_id) ? 'Mantener' : 'Quitar'}
                </Button>
              ),
            },
          ]}
        />
      </Desplazable>
    </Modal>
  );
}
