import { Link, useNavigate } from 'react-router';
import { Button, Flex, Select } from 'antd';
import { ESTADOS_PEDIDO_MANTHOS, ETIQUETA_ESTADO_PEDIDO_MANTHOS, type EstadoPedidoManthos } from '@worknet/domain/tareas/manthos';
import { formatFecha, plural } from '../../../lib/format';
import { useApiList } from '../../../lib/query';
import { CampoBusqueda, EncabezadoLista, TablaLista, Vacio, filtroOpcion, filtroTexto, useVistaLista } from '../../../lib/lista';
import { CLAVES_MANTHOS, RUTAS_MANTHOS, type PedidoManthosFila } from '../api';
import { EstadoManthos } from '../components/EstadoManthos';

const FILTROS = { estado: filtroOpcion(ESTADOS_PEDIDO_MANTHOS), filter: filtroTexto };
// Keep in sync with misPedidosQuery (packages/domain/src/tareas/manthos.ts).
const ORDENABLES = ['created_at', 'estado'];

/** mis_pedidos_manthos: the caller's requests, newest first, with their state. */
export function MisPedidosPage() {
  const navigate = useNavigate();
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDENABLES, ordenInicial: { campo: 'created_at', descendente: true } });
  const lista = useApiList<PedidoManthosFila>(CLAVES_MANTHOS.lista, RUTAS_MANTHOS.mios, vista.params);
  const filtrado = vista.filtros.filter || vista.filtros.estado;
  return (
    <section>
      <EncabezadoLista
        titulo="Mis pedidos de mantenimiento"
        acciones={
          <Button type="primary" onClick={() => void navigate('/crear_pedido')}>
            Reportar un problema
          </Button>
        }
      />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Select<EstadoPedidoManthos>
          aria-label="Estado"
          allowClear
          placeholder="Todos los estados"
          value={vista.filtros.estado}
          onChange={(estado) => vista.filtrar({ estado })}
          options={ESTADOS_PEDIDO_MANTHOS.map((e) => ({ value: e, label: ETIQUETA_ESTADO_PEDIDO_MANTHOS[e] }))}
          style={{ width: 180 }}
        />
        <CampoBusqueda
          aria-label="Buscar pedidos"
          placeholder="Lugar, categoría o texto"
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
      </Flex>
      <TablaLista<PedidoManthosFila>
        aria-label="Mis pedidos de mantenimiento"
        vista={vista}
        lista={lista}
        vacio={
          filtrado ? (
            <Vacio texto="Ningún pedido coincide" explicacion="Pruebe con otro estado o texto." />
          ) : (
            <Vacio texto="No hizo pedidos de mantenimiento" explicacion="Si algo está roto o no funciona, use «Reportar un problema»." />
          )
        }
        textoTotal={(n) => `${n} ${plural(n, 'pedido', 'pedidos')}`}
        columns={[
          {
            title: 'Pedido',
            dataIndex: 'titulo',
            render: (_: unknown, p: PedidoManthosFila) => (
              <Link to={`/mis_pedidos_manthos/${p.id}`} style={{ overflowWrap: 'anywhere' }}>{`N.º ${p.id} · ${p.titulo}`}</Link>
            ),
          },
          { title: 'Fecha', dataIndex: 'created_at', sorter: true, render: (v: string) => formatFecha(v) },
          { title: 'Estado', dataIndex: 'estado', sorter: true, render: (_: unknown, p: PedidoManthosFila) => <EstadoManthos estado={p.estado} /> },
        ]}
      />
    </section>
  );
}
