import { Link, useNavigate } from 'react-router';
import { Button, Flex, Segmented, Select } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { ESTADOS_PEDIDO_INTERNO, ETIQUETA_ESTADO_PEDIDO, type EstadoPedidoInterno, type FilaPedidoInterno } from '@worknet/domain/inventario/pedidos-internos';
import { useTienePermiso } from '../../auth';
import { formatFecha, plural } from '../../../lib/format';
import { useApiList } from '../../../lib/query';
import {
  AccionesFila,
  CampoBusqueda,
  EncabezadoLista,
  TablaLista,
  Vacio,
  columnaAcciones,
  filtroId,
  filtroOpcion,
  filtroTexto,
  useVistaLista,
} from '../../../lib/lista';
import { CLAVES_PEDIDO, RUTAS_PEDIDO, useFiltrosPedido, useTotalesPedido } from '../apiPedidos';
import { EstadoPedido } from '../components/EstadoPedido';

const FILTROS = { estado: filtroOpcion(ESTADOS_PEDIDO_INTERNO), sector: filtroId, deposito: filtroId, filter: filtroTexto };
// Keep in sync with COLUMNAS_PEDIDO (packages/domain/src/inventario/pedidos-internos.ts).
const ORDENABLES = ['id', 'created_at', 'estado', 'enviado_en'];

/** 'admin-pedido': the internal orders of the user's sectors and of the warehouses they serve. */
export function PedidosInternosPage() {
  const navigate = useNavigate();
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDENABLES, ordenInicial: { campo: 'created_at', descendente: true } });
  const filtros = useFiltrosPedido();
  const alcance = { sector: vista.filtros.sector ?? 0, deposito: vista.filtros.deposito ?? 0 };
  const totales = useTotalesPedido(alcance);
  const lista = useApiList<FilaPedidoInterno>(CLAVES_PEDIDO.pedidos, RUTAS_PEDIDO.pedido, { ...vista.params, ...alcance });
  const puedePedir = useTienePermiso('compras.pedido_interno.pedir');
  const administra = useTienePermiso('compras.documento.administrar');
  const pide = puedePedir || administra;
  const nuevo = () => void navigate('/admin-pedido/nuevo');
  const cuenta = (e: EstadoPedidoInterno) => (totales.data ? ` (${totales.data[e]})` : '');

  return (
    <section>
      <EncabezadoLista
        titulo="Pedidos internos"
        acciones={
          pide && (
            <>
              <Button type="primary" onClick={nuevo}>
                Nuevo pedido
              </Button>
              <Button onClick={() => void navigate('/admin-pedido/plantillas')}>Plantillas</Button>
            </>
          )
        }
      />
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <Segmented<EstadoPedidoInterno | 'todos'>
          aria-label="Estado"
          value={vista.filtros.estado ?? 'todos'}
          onChange={(v) => vista.filtrar({ estado: v === 'todos' ? undefined : v })}
          options={[
            { value: 'todos', label: 'Todos' },
            ...ESTADOS_PEDIDO_INTERNO.map((e) => ({ value: e, label: `${ETIQUETA_ESTADO_PEDIDO[e]}${cuenta(e)}` })),
          ]}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
      </Flex>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Select<number>
          aria-label="Sector"
          value={vista.filtros.sector ?? 0}
          onChange={(v) => vista.filtrar({ sector: v === 0 ? undefined : v })}
          loading={filtros.isPending}
          options={[{ value: 0, label: 'Todos los sectores' }, ...(filtros.data?.sectores ?? [])]}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <Select<number>
          aria-label="Depósito"
          value={vista.filtros.deposito ?? 0}
          onChange={(v) => vista.filtrar({ deposito: v === 0 ? undefined : v })}
          loading={filtros.isPending}
          options={[{ value: 0, label: 'Todos los depósitos' }, ...(filtros.data?.depositos ?? [])]}
          style={{ width: 220, maxWidth: '100%' }}
        />
        <CampoBusqueda
          aria-label="Buscar pedidos"
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
          placeholder="Número, sector u observación"
          ancho={260}
        />
      </Flex>
      <TablaLista<FilaPedidoInterno>
        aria-label="Pedidos internos"
        vista={vista}
        lista={lista}
        vacio={
          vista.filtrado ? (
            <Vacio texto="Ningún pedido coincide" explicacion="Pruebe con otro estado, otro sector u otro depósito." />
          ) : (
            <Vacio
              texto="No hay pedidos internos"
              explicacion="Una sala pide al depósito los insumos de su catálogo; el depósito los prepara y la sala confirma que los recibió."
              accion={pide ? <Button onClick={nuevo}>Hacer un pedido</Button> : undefined}
            />
          )
        }
        textoTotal={(n) => `${n} ${plural(n, 'pedido', 'pedidos')}`}
        columns={[
          { title: 'N.º', dataIndex: 'id', sorter: true, render: (v: number) => <Link to={`/admin-pedido/${v}`}>{v}</Link> },
          { title: 'Fecha', dataIndex: 'created_at', sorter: true, render: (v: string) => formatFecha(v) },
          { title: 'Sector', dataIndex: 'sector_nombre' },
          { title: 'Depósito', dataIndex: 'deposito_nombre' },
          { title: 'Productos', dataIndex: 'cantidad_items', align: 'right' as const },
          { title: 'Estado', dataIndex: 'estado', sorter: true, render: (v: EstadoPedidoInterno) => <EstadoPedido estado={v} /> },
          columnaAcciones<FilaPedidoInterno>((p) => (
            <AccionesFila
              de={`pedido N.º ${p.id}`}
              nombreMenu={`Acciones del pedido N.º ${p.id}`}
              acciones={[
                {
                  clave: 'ver',
                  texto: 'Ver',
                  nombre: `Ver el pedido N.º ${p.id}`,
                  icono: <EyeOutlined aria-hidden />,
                  principal: true,
                  alElegir: () => void navigate(`/admin-pedido/${p.id}`),
                },
              ]}
            />
          )),
        ]}
      />
    </section>
  );
}
