import { Link, useNavigate } from 'react-router';
import { BORRAR } from '../../../lib/iconos';
import { Button, Flex, Select } from 'antd';
import { EtiquetaActivo } from '../components/EtiquetaActivo';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { ProductoFila } from '@worknet/domain/inventario/maestros';
import { plural } from '../../../lib/format';
import { useApiList, useApiMutation } from '../../../lib/query';
import {
  AccionesFila,
  CampoBusqueda,
  FiltroActivo,
  EncabezadoLista,
  TablaLista,
  Vacio,
  columnaAcciones,
  filtroId,
  filtroOpcion,
  filtroTexto,
  useVistaLista,
} from '../../../lib/lista';
import { useTienePermiso } from '../../auth';
import { CLAVE_INVENTARIO, CLAVES, RUTAS, llamadas, useFiltrosDeposito } from '../api';
import { banderasDe } from '../formato';

const FILTROS = { filter: filtroTexto, categoria_id: filtroId, activo: filtroOpcion(['true', 'false']) };
// Keep in sync with ORDEN_PRODUCTOS (packages/domain/src/inventario/maestros.ts).
const ORDENABLES = ['nombre_producto', 'categoria', 'codigo_barras', 'id'];

/** '/admin-crud-productos': the products, with search, category and active filters. */
export function ProductosPage() {
  const navigate = useNavigate();
  const puedeEditar = useTienePermiso('compras.producto.editar');
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDENABLES, ordenInicial: { campo: 'nombre_producto', descendente: false } });
  const filtros = useFiltrosDeposito();
  const lista = useApiList<ProductoFila>(CLAVES.productos, RUTAS.producto, vista.params);
  const eliminar = useApiMutation(llamadas.eliminarProducto, { avisarExito: true, invalidar: [CLAVE_INVENTARIO] });
  const filtrado = vista.filtros.filter !== undefined || vista.filtros.categoria_id !== undefined || vista.filtros.activo !== undefined;
  const nuevo = () => void navigate('/admin-crud-productos/new');

  return (
    <section>
      <EncabezadoLista
        titulo="Productos"
        acciones={
          puedeEditar && (
            <Button type="primary" onClick={nuevo}>
              Nuevo producto
            </Button>
          )
        }
      />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <CampoBusqueda
          aria-label="Buscar productos"
          placeholder="Buscar por nombre o código de barras"
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
        <Select<number>
          aria-label="Categoría"
          placeholder="Todas las categorías"
          allowClear={BORRAR}
          showSearch={{ optionFilterProp: 'label' }}
          value={vista.filtros.categoria_id}
          onChange={(v) => vista.filtrar({ categoria_id: v ?? undefined })}
          loading={filtros.isPending}
          options={filtros.data?.categorias ?? []}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <FiltroActivo valor={vista.filtros.activo} onCambiar={(activo) => vista.filtrar({ activo })} />
      </Flex>
      <TablaLista<ProductoFila>
        aria-label="Productos"
        vista={vista}
        lista={lista}
        vacio={
          filtrado ? (
            <Vacio texto="Ningún producto coincide" explicacion="Pruebe con otro nombre, otra categoría o con «Todos»." />
          ) : (
            <Vacio
              texto="No hay productos"
              explicacion="Los productos son lo que los depósitos guardan: medicamentos e insumos, con su lote y su vencimiento si los controlan."
              accion={puedeEditar && <Button onClick={nuevo}>Crear producto</Button>}
            />
          )
        }
        textoTotal={(t) => `${t} ${plural(t, 'producto', 'productos')}`}
        columns={[
          {
            title: 'Producto',
            dataIndex: 'nombre_producto',
            sorter: true,
            render: (v: string, p) => <Link to={`/admin-crud-productos/view/${p.id}`}>{v}</Link>,
          },
          { title: 'Categoría', dataIndex: 'categoria', sorter: true },
          { title: 'Unidad', dataIndex: 'unidad' },
          { title: 'Código de barras', dataIndex: 'codigo_barras', sorter: true, render: (v: string | null) => v ?? '—' },
          { title: 'Droga', dataIndex: 'droga', render: (v: string | null) => v ?? '—' },
          { title: 'Controla', key: 'controla', render: (_, p) => banderasDe(p) || '—' },
          {
            title: 'Estado',
            dataIndex: 'activo',
            render: (v: boolean) => <EtiquetaActivo activo={v} />,
          },
          columnaAcciones<ProductoFila>((p) => (
            <AccionesFila
              de={p.nombre_producto}
              acciones={[
                {
                  clave: 'ver',
                  texto: 'Ver stock y movimientos',
                  nombre: `Ver ${p.nombre_producto}`,
                  icono: <EyeOutlined aria-hidden />,
                  principal: true,
                  alElegir: () => void navigate(`/admin-crud-productos/view/${p.id}`),
                },
                puedeEditar && {
                  clave: 'editar',
                  texto: 'Editar',
                  nombre: `Editar ${p.nombre_producto}`,
                  icono: <EditOutlined aria-hidden />,
                  principal: true,
                  alElegir: () => void navigate(`/admin-crud-productos/new?id=${p.id}`),
                },
                puedeEditar && {
                  clave: 'eliminar',
                  texto: 'Eliminar',
                  icono: <DeleteOutlined aria-hidden />,
                  peligro: true,
                  confirmar: {
                    titulo: `¿Eliminar ${p.nombre_producto}?`,
                    texto: 'Deja de ofrecerse en los depósitos y los documentos; su historial de movimientos se conserva.',
                    ok: 'Eliminar',
                  },
                  alElegir: () => eliminar.mutateAsync(p.id),
                },
              ]}
            />
          )),
        ]}
      />
    </section>
  );
}
