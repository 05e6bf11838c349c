import { Link, useNavigate, useParams } from 'react-router';
import { Button, Card, Descriptions, Flex, Result, Select, Skeleton, Table, Typography } from 'antd';
import { EtiquetaActivo } from '../components/EtiquetaActivo';
import { EditOutlined } from '@ant-design/icons';
import type { FilaKardex, FilaStock } from '@worknet/domain/inventario/stock';
import { formatFecha, plural } from '../../../lib/format';
import { useApiList, useApiQuery } from '../../../lib/query';
import { Desplazable, TablaLista, Vacio, filtroId, useVistaLista } from '../../../lib/lista';
import { Volver } from '../../../lib/Volver';
import { useTienePermiso } from '../../auth';
import { CLAVES, RUTAS, useProducto } from '../api';
import { banderasDe, cantidadConUnidad } from '../formato';

const TIPO_MOVIMIENTO: Record<string, string> = { ingreso: 'Ingreso', egreso: 'Egreso', movimiento: 'Movimiento' };

/** '/admin-crud-productos/view/:id': a product read-only, its stock by warehouse and lot, and its kardex. */
export function ProductoVistaPage() {
  const { id: crudo } = useParams();
  const id = Number(crudo) || null;
  const navigate = useNavigate();
  const puedeEditar = useTienePermiso('compras.producto.editar');
  const producto = useProducto(id);
  const kardexVista = useVistaLista({ prefijo: 'kardex.', filtros: { deposito: filtroId } });
  const deposito = kardexVista.filtros.deposito ?? 0;
  const stock = useApiQuery<FilaStock[]>(
    [...CLAVES.stock, 'producto', id],
    `${RUTAS.inventario}/getStockByProducto/${id ?? 0}`,
    { deposito: 0 },
    { enabled: id !== null },
  );
  const kardex = useApiList<FilaKardex>(
    [...CLAVES.stock, 'kardex', id],
    `${RUTAS.producto}/${id ?? 0}/kardex`,
    { ...kardexVista.params, deposito },
    { enabled: id !== null },
  );

  if (id === null || producto.isError) {
    return <Result status="404" title="No se encontró el producto" extra={<Volver alternativa="/admin-crud-productos" texto="Volver a Productos" />} />;
  }
  const p = producto.data;
  const unidad = p?.unidad ?? '';
  const total = (stock.data ?? []).reduce((s, f) => s + f.cantidad, 0);
  const depositos = [...new Map((stock.data ?? []).map((f) => [f.depositoId, f.depositoNombre])).entries()].map(([value, label]) => ({ value, label }));
  for (const d of p?.depositos ?? []) if (!depositos.some((x) => x.value === d.deposito_id)) depositos.push({ value: d.deposito_id, label: d.deposito });

  return (
    <section>
      <Volver alternativa="/admin-crud-productos" texto="Volver a Productos" />
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {p?.nombre_producto ?? 'Producto'}
        </Typography.Title>
        {puedeEditar && p && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => void navigate(`/admin-crud-productos/new?id=${p.id}`)}>
            Editar
          </Button>
        )}
      </Flex>
      <Card style={{ marginBottom: 16 }}>
        {!p ? (
          <Skeleton active />
        ) : (
          <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
            <Descriptions.Item label="Categoría">{p.categoria}</Descriptions.Item>
            <Descriptions.Item label="Unidad">{p.unidad}</Descriptions.Item>
            <Descriptions.Item label="Código de barras">{p.codigo_barras ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Droga">{p.droga ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Controla">{banderasDe(p) || 'Nada (sólo cantidad)'}</Descriptions.Item>
            <Descriptions.Item label="Estado">
              <EtiquetaActivo activo={p.activo} />
            </Descriptions.Item>
            {p.atributos.map((a) => (
              <Descriptions.Item key={a.atributo_id} label={a.nombre}>
                {a.tipo_dato === 'fecha' ? formatFecha(a.valor) : `${a.valor}${a.unidad ? ` ${a.unidad}` : ''}`}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Card>

      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        Stock por depósito y lote
      </Typography.Title>
      <Desplazable etiqueta="Stock por depósito y lote">
        <Table<FilaStock>
          size="middle"
          scroll={{ x: 'max-content' }}
          pagination={false}
          loading={stock.isFetching}
          rowKey={(f) => `${f.depositoId}|${f.lote}|${f.serie}|${f.fechaVencimiento ?? ''}`}
          dataSource={stock.data ?? []}
          locale={{ emptyText: <Vacio texto="Sin stock" explicacion="El stock aparece al confirmar un ingreso de este producto." /> }}
          columns={[
            { title: 'Depósito', dataIndex: 'depositoNombre' },
            { title: 'Lote', dataIndex: 'lote', render: (v: string) => v || '—' },
            { title: 'Serie', dataIndex: 'serie', render: (v: string) => v || '—' },
            { title: 'Vencimiento', dataIndex: 'fechaVencimiento', render: (v: string | null) => (v ? formatFecha(v) : 'Sin vencimiento') },
            { title: 'Cantidad', dataIndex: 'cantidad', align: 'right', render: (v: number) => cantidadConUnidad(v, unidad) },
          ]}
          summary={() =>
            (stock.data?.length ?? 0) > 1 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  Total
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {cantidadConUnidad(total, unidad)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </Desplazable>

      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginTop: 24, marginBottom: 8 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Movimientos (kardex)
        </Typography.Title>
        <Select<number>
          aria-label="Depósito del kardex"
          value={deposito}
          onChange={(v) => kardexVista.filtrar({ deposito: v === 0 ? undefined : v })}
          options={[{ value: 0, label: 'Todos los depósitos' }, ...depositos]}
          style={{ width: 240, maxWidth: '100%' }}
        />
      </Flex>
      <TablaLista<FilaKardex>
        aria-label="Movimientos del producto"
        vista={kardexVista}
        lista={kardex}
        vacio={<Vacio texto="Sin movimientos" explicacion="Cada ingreso, egreso o movimiento confirmado deja aquí su renglón." />}
        textoTotal={(t) => `${t} ${plural(t, 'movimiento', 'movimientos')}`}
        columns={[
          { title: 'Fecha', dataIndex: 'fecha', render: (v: string) => formatFecha(v) },
          {
            title: 'Documento',
            key: 'documento',
            render: (_, k) => <Link to={`/admin-${k.tipo}/${k.documentoId}`}>{`${TIPO_MOVIMIENTO[k.tipo] ?? k.tipo} N.º ${k.documentoId}`}</Link>,
          },
          { title: 'Depósito', dataIndex: 'depositoNombre' },
          { title: 'Lote', dataIndex: 'lote', render: (v: string) => v || '—' },
          { title: 'Vencimiento', dataIndex: 'fechaVencimiento', render: (v: string | null) => (v ? formatFecha(v) : '—') },
          {
            title: 'Cantidad',
            dataIndex: 'cantidad',
            align: 'right',
            render: (v: number) => (v > 0 ? `+${cantidadConUnidad(v, unidad)}` : cantidadConUnidad(v, unidad)),
          },
          { title: 'Saldo', dataIndex: 'saldo', align: 'right', render: (v: number) => cantidadConUnidad(v, unidad) },
        ]}
      />
    </section>
  );
}
