import { Link } from 'react-router';
import { BORRAR } from '../../../lib/iconos';
import { Flex, Select, Tag, Typography } from 'antd';
import { BUCKETS_VENCIMIENTO, ETIQUETA_BUCKET } from '@worknet/domain/inventario/vencimientos';
import type { FilaStock, FilaStockMinimo } from '@worknet/domain/inventario/stock';
import { formatFecha, plural } from '../../../lib/format';
import { useApiList } from '../../../lib/query';
import { BotonExportar, CampoBusqueda, EncabezadoLista, TablaLista, Vacio, filtroId, filtroOpcion, filtroTexto, useVistaLista } from '../../../lib/lista';
import { CLAVES, RUTAS, useFiltrosInventario, useResumenVencimientos } from '../api';
import { ContadoresVencimiento } from '../components/ContadoresVencimiento';
import { COLOR, cantidadConUnidad } from '../formato';

const FILTROS = { deposito: filtroId, categoria: filtroId, filter: filtroTexto, bucket: filtroOpcion(BUCKETS_VENCIMIENTO) };
// Keep in sync with COLUMNAS_STOCK (packages/domain/src/inventario/stock.ts).
const ORDENABLES = ['nombreProducto', 'fechaVencimiento', 'cantidad', 'lote', 'depositoNombre'];

const COLOR_BUCKET = { vencido: COLOR.peligro, hasta_30: COLOR.aviso, hasta_60: COLOR.atencion, hasta_90: COLOR.info } as const;

/** 'admin-inventario': what there is, where, and what expires soon (issue 17 item 7). */
export function InventarioPage() {
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDENABLES, ordenInicial: { campo: 'fechaVencimiento', descendente: false } });
  const minimo = useVistaLista({ prefijo: 'minimo.', filtros: {} });
  const filtros = useFiltrosInventario();
  const deposito = vista.filtros.deposito ?? 0;
  const resumen = useResumenVencimientos(deposito);
  const params = { ...vista.params, deposito };
  const lista = useApiList<FilaStock>([...CLAVES.stock, 'lotes'], `${RUTAS.inventario}/getStockByDeposito`, params);
  const bajoMinimo = useApiList<FilaStockMinimo>([...CLAVES.stock, 'minimo'], `${RUTAS.inventario}/getStockMinimo`, { ...minimo.params, deposito });
  const filtrado = vista.filtros.filter !== undefined || vista.filtros.categoria !== undefined || vista.filtros.bucket !== undefined;

  return (
    <section>
      <EncabezadoLista titulo="Inventario" acciones={<BotonExportar ruta={`${RUTAS.inventario}/exportar`} params={{ ...vista.consulta, deposito }} />} />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Select<number>
          aria-label="Depósito"
          value={deposito}
          onChange={(v) => vista.filtrar({ deposito: v === 0 ? undefined : v })}
          loading={filtros.isPending}
          options={[{ value: 0, label: 'Todos los depósitos' }, ...(filtros.data?.depositos ?? [])]}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <Select<number>
          aria-label="Categoría"
          placeholder="Todas las categorías"
          allowClear={BORRAR}
          showSearch={{ optionFilterProp: 'label' }}
          value={vista.filtros.categoria}
          onChange={(v) => vista.filtrar({ categoria: v ?? undefined })}
          loading={filtros.isPending}
          options={filtros.data?.categorias ?? []}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <CampoBusqueda
          aria-label="Buscar productos"
          placeholder="Buscar por producto o lote"
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
      </Flex>
      <ContadoresVencimiento resumen={resumen.data} activo={vista.filtros.bucket} onElegir={(bucket) => vista.filtrar({ bucket })} />
      <TablaLista<FilaStock>
        aria-label="Stock por lote"
        rowKey={(f) => `${f.productoInsumoId}|${f.depositoId}|${f.lote}|${f.serie}|${f.fechaVencimiento ?? ''}`}
        vista={vista}
        lista={lista}
        vacio={
          filtrado ? (
            <Vacio texto="Ningún lote coincide" explicacion="Pruebe con otra búsqueda, otra categoría u otro vencimiento." />
          ) : (
            <Vacio texto="No hay stock" explicacion="El stock aparece al confirmar un ingreso en un depósito." />
          )
        }
        textoTotal={(t) => `${t} ${plural(t, 'lote', 'lotes')}`}
        columns={[
          {
            title: 'Producto',
            dataIndex: 'nombreProducto',
            sorter: true,
            render: (v: string, f) => <Link to={`/admin-crud-productos/view/${f.productoInsumoId}`}>{v}</Link>,
          },
          { title: 'Depósito', dataIndex: 'depositoNombre', sorter: true },
          { title: 'Lote', dataIndex: 'lote', sorter: true, render: (v: string) => v || '—' },
          { title: 'Serie', dataIndex: 'serie', render: (v: string) => v || '—' },
          {
            title: 'Vencimiento',
            dataIndex: 'fechaVencimiento',
            sorter: true,
            render: (v: string | null, f) =>
              v ? (
                <Flex wrap gap={4} align="center">
                  <span>{formatFecha(v)}</span>
                  {f.bucket && <Tag color={COLOR_BUCKET[f.bucket]}>{ETIQUETA_BUCKET[f.bucket]}</Tag>}
                </Flex>
              ) : (
                'Sin vencimiento'
              ),
          },
          { title: 'Cantidad', dataIndex: 'cantidad', sorter: true, align: 'right', render: (v: number, f) => cantidadConUnidad(v, f.unidad) },
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        Bajo el stock mínimo
      </Typography.Title>
      <TablaLista<FilaStockMinimo>
        aria-label="Productos bajo el stock mínimo"
        rowKey={(f) => `${f.productoInsumoId}|${f.depositoId}`}
        vista={minimo}
        lista={bajoMinimo}
        vacio={<Vacio texto="Ningún producto está bajo su mínimo" explicacion="El mínimo de cada producto se fija en el catálogo de cada depósito." />}
        textoTotal={(t) => `${t} ${plural(t, 'producto', 'productos')}`}
        columns={[
          {
            title: 'Producto',
            dataIndex: 'nombreProducto',
            render: (v: string, f) => <Link to={`/admin-crud-productos/view/${f.productoInsumoId}`}>{v}</Link>,
          },
          { title: 'Depósito', dataIndex: 'depositoNombre' },
          { title: 'Stock mínimo', dataIndex: 'stockMinimo', align: 'right', render: (v: number, f) => cantidadConUnidad(v, f.unidad) },
          { title: 'En stock', dataIndex: 'cantidad', align: 'right', render: (v: number, f) => cantidadConUnidad(v, f.unidad) },
          { title: 'Faltan', dataIndex: 'faltante', align: 'right', render: (v: number, f) => cantidadConUnidad(v, f.unidad) },
        ]}
      />
    </section>
  );
}
