import { useEffect, type ReactNode } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '../api';
import type { Pagina } from '../query';
import { TAMANOS_POR_DEFECTO, type Lectores, type Orden } from './parametros';
import type { VistaLista } from './useVistaLista';
import { Vacio } from './Vacio';
import { Desplazable } from './Desplazable';

type Props<T> = Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'onChange' | 'columns'> & {
  vista: VistaLista<Lectores>;
  lista: UseQueryResult<Pagina<T>, ApiError>;
  columns: TableColumnsType<T>;
  /** The empty table's text (Spanish), e.g. "No hay usuarios". */
  vacio: ReactNode;
  /** "12 usuarios": the total under the table. */
  textoTotal?: (total: number) => string;
  /**
   * 'tabla' (default): the table body scrolls sideways inside itself and the pager stays in view.
   * 'contenedor': a plain scrolling box instead, for tables with row selection (antd's scroll.x
   * copies the select-all checkbox into an aria-hidden measure row, which axe flags).
   */
  desplazamiento?: 'tabla' | 'contenedor';
  /** The rows shown, when the screen adds to the page's (an in-place form's new row). */
  filas?: readonly T[];
};

const claveDe = <T,>(c: TableColumnsType<T>[number]): string | undefined => {
  if (c.key !== undefined) return String(c.key);
  const di = 'dataIndex' in c ? c.dataIndex : undefined;
  return Array.isArray(di) ? di.join('.') : di === undefined ? undefined : String(di);
};

/** Sortable columns show the URL's order (controlled), so a reload or back/forward shows the arrow where it is. */
export function conOrden<T>(columnas: TableColumnsType<T>, orden: Orden): TableColumnsType<T> {
  return columnas.map((c) => {
    if (!c.sorter) return c;
    const clave = claveDe(c);
    return { ...c, sortOrder: clave !== undefined && orden.campo === clave ? (orden.descendente ? 'descend' : 'ascend') : null };
  });
}

/** An antd Table on a server-paged list whose page, size, sort and filters are in the URL (useVistaLista). */
export function TablaLista<T extends object>({ vista, lista, columns, vacio, textoTotal, desplazamiento = 'tabla', filas, ...resto }: Props<T>) {
  const total = lista.data?.total;
  const { pagina, tamano, irAPagina } = vista;
  // A link to a page that no longer exists (rows deleted, a hand-edited URL) goes to the last one.
  useEffect(() => {
    if (total === undefined || lista.isPlaceholderData) return;
    const ultima = Math.max(1, Math.ceil(total / tamano));
    if (pagina > ultima) irAPagina(ultima, true);
  }, [total, pagina, tamano, irAPagina, lista.isPlaceholderData]);

  const etiqueta = (resto as { 'aria-label'?: string })['aria-label'];

  const tabla = (
    <Table<T>
      rowKey="id"
      size="middle"
      // x: true (not 'max-content'): the columns first wrap to fit the width, and only what
      // still does not fit scrolls; the fixed «Acciones» column then covers nothing at a desk.
      scroll={desplazamiento === 'tabla' ? { x: true } : undefined}
      {...resto}
      loading={lista.isFetching}
      dataSource={filas ?? lista.data?.filas ?? []}
      columns={conOrden(columns, vista.orden)}
      locale={{ emptyText: lista.isPending ? 'Cargando…' : typeof vacio === 'string' ? <Vacio texto={vacio} /> : vacio, ...resto.locale }}
      onChange={vista.alCambiarTabla as TableProps<T>['onChange']}
      pagination={{
        current: pagina,
        pageSize: tamano,
        total: total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [...(vista.tamanos ?? TAMANOS_POR_DEFECTO)],
        showTotal: textoTotal,
      }}
    />
  );
  return desplazamiento === 'contenedor' ? <div style={{ overflowX: 'auto' }}>{tabla}</div> : <Desplazable etiqueta={etiqueta}>{tabla}</Desplazable>;
}
