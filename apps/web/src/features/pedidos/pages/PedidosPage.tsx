import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Flex, Segmented } from 'antd';
import { EyeOutlined, NodeIndexOutlined } from '@ant-design/icons';
import type { TipoPedido } from '@worknet/domain/pedidos/tipos';
import { ETIQUETA_TIPO_PEDIDO } from '@worknet/domain/pedidos/tipos';
import { formatFecha, plural } from '../../../lib/format';
import { useApiList } from '../../../lib/query';
import { AccionesFila, CampoBusqueda, EncabezadoLista, TablaLista, Vacio, columnaAcciones, filtroOpcion, filtroTexto, useVistaLista } from '../../../lib/lista';
import { CLAVES, RUTAS, type PedidoFila } from '../api';
import { EstadoPedido } from '../components/EstadoPedido';

export type VistaPedidos = 'mios' | 'nuevos' | 'cerrados';

/** What crear leaves in the history entry of openUser: the order it just created for someone else. */
export type EstadoPedidoCreado = { pedidoCreado: number };

const TEXTOS: Record<VistaPedidos, { titulo: string; vacio: string; explicacion: string }> = {
  mios: { titulo: 'Mis pedidos', vacio: 'No tiene pedidos', explicacion: 'Arme su pedido en «Mi pedido» y envíelo: aquí va a ver cómo avanza.' },
  nuevos: {
    titulo: 'Pedidos nuevos',
    vacio: 'No hay pedidos abiertos',
    explicacion: 'Los pedidos que envía el personal aparecen aquí hasta que se cierran o rechazan.',
  },
  cerrados: { titulo: 'Pedidos cerrados', vacio: 'No hay pedidos cerrados', explicacion: 'Los pedidos cerrados o rechazados aparecen aquí.' },
};

const FILTROS = { cola: filtroOpcion(['abiertos', 'cerrados']), filter: filtroTexto };
// Keep in sync with ORDEN_PEDIDOS (packages/domain/src/pedidos/esquemas.ts).
const ORDENABLES = ['id', 'created_at', 'estado', 'persona', 'sector'];

/** openUser (mine), nuevos and cerrados (purchasing's queues). */
export function PedidosPage({ vista: cual }: { vista: VistaPedidos }) {
  const navigate = useNavigate();
  const t = TEXTOS[cual];
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDENABLES, ordenInicial: { campo: 'created_at', descendente: true } });
  const cola = cual === 'mios' ? (vista.filtros.cola ?? 'abiertos') : cual === 'nuevos' ? 'abiertos' : 'cerrados';
  const lista = useApiList<PedidoFila>([...CLAVES.listas, cual], cual === 'mios' ? RUTAS.mios : RUTAS.todos, { ...vista.params, cola });
  const mios = cual === 'mios';
  const creado = (useLocation().state as Partial<EstadoPedidoCreado> | null)?.pedidoCreado;

  return (
    <section>
      <EncabezadoLista
        titulo={t.titulo}
        acciones={
          mios ? (
            <Button type="primary" onClick={() => void navigate('/mi_pedido')}>
              Hacer un pedido
            </Button>
          ) : (
            <Button onClick={() => void navigate('/crear')}>Crear pedido</Button>
          )
        }
      />
      {mios && typeof creado === 'number' && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Pedido N.º ${creado} creado. Es de la persona que lo pide: lo ve en sus pedidos, y Compras en «Pedidos nuevos».`}
          action={<Link to={`/detalle/${creado}`}>Ver el pedido</Link>}
        />
      )}
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        {mios && (
          <Segmented<'abiertos' | 'cerrados'>
            aria-label="Qué pedidos ver"
            value={cola}
            onChange={(v) => vista.filtrar({ cola: v === 'abiertos' ? undefined : v })}
            options={[
              { value: 'abiertos', label: 'Abiertos' },
              { value: 'cerrados', label: 'Cerrados' },
            ]}
          />
        )}
        <CampoBusqueda
          aria-label="Buscar pedidos"
          placeholder={mios ? 'Número o sector' : 'Número, persona o sector'}
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
      </Flex>
      <TablaLista<PedidoFila>
        aria-label={t.titulo}
        vista={vista}
        lista={lista}
        vacio={
          vista.filtros.filter ? (
            <Vacio texto="Ningún pedido coincide" explicacion="Pruebe con otro número, persona o sector." />
          ) : (
            <Vacio texto={t.vacio} explicacion={t.explicacion} />
          )
        }
        textoTotal={(n) => `${n} ${plural(n, 'pedido', 'pedidos')}`}
        columns={[
          { title: 'N.º', dataIndex: 'id', sorter: true, render: (v: number) => <Link to={`/detalle/${v}`}>{v}</Link> },
          { title: 'Fecha', dataIndex: 'created_at', sorter: true, render: (v: string) => formatFecha(v) },
          ...(mios ? [] : [{ title: 'Solicitante', dataIndex: 'persona', key: 'persona', sorter: true }]),
          { title: 'Sector', dataIndex: 'sector', key: 'sector', sorter: true, render: (v: string | null) => v ?? '—' },
          { title: 'Tipo', dataIndex: 'tipo', render: (v: string) => ETIQUETA_TIPO_PEDIDO[v as TipoPedido] ?? v },
          { title: 'Líneas', dataIndex: 'items', align: 'right' as const },
          { title: 'Estado', dataIndex: 'estado', sorter: true, render: (_: unknown, p: PedidoFila) => <EstadoPedido estado={p.estado} /> },
          columnaAcciones<PedidoFila>((p) => (
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
                  alElegir: () => void navigate(`/detalle/${p.id}`),
                },
                {
                  clave: 'seguimiento',
                  texto: 'Seguimiento',
                  nombre: `Seguimiento del pedido N.º ${p.id}`,
                  icono: <NodeIndexOutlined aria-hidden />,
                  principal: true,
                  alElegir: () => void navigate(`/detalle/seguimiento/${p.id}`),
                },
              ]}
            />
          )),
        ]}
      />
    </section>
  );
}
