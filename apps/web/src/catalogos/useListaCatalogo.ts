import { useEffect, useState } from 'react';
import type { TablePaginationConfig, TableProps } from 'antd';
import { ordenDe, type Catalogo } from '@worknet/domain/catalogos/motor';
import type { Parametros } from '../lib/api';
import { useFilas, usePermisosCatalogo, type Fila } from './api';
import type { Orden } from './columnas';

export const TAMANOS_PAGINA = [25, 50, 100];
const ESPERA_BUSQUEDA_MS = 300;

/** Server paging, sorting, search and the "Ver eliminados" view of a catalog list. */
export function useListaCatalogo(c: Catalogo) {
  const porDefecto = ordenDe(c);
  const ordenInicial: Orden = { campo: porDefecto.campo, descendente: porDefecto.descendente ?? false };
  const [texto, setTexto] = useState('');
  // Together: a new search always starts on page 1 in the same render.
  const [{ filtro, pagina }, setVista] = useState({ filtro: '', pagina: 1 });
  const setPagina = (p: number) => setVista((v) => ({ ...v, pagina: p }));
  const [tamano, setTamano] = useState(TAMANOS_PAGINA[0]!);
  const [orden, setOrden] = useState<Orden>(ordenInicial);
  const [eliminados, setEliminados] = useState(false);

  useEffect(() => {
    const reloj = setTimeout(() => buscar(texto), ESPERA_BUSQUEDA_MS);
    return () => clearTimeout(reloj);
  }, [texto]);

  /** Applies the text at once (Enter) or after the pause. */
  function buscar(valor: string) {
    const nuevo = valor.trim();
    setVista((v) => (v.filtro === nuevo ? v : { filtro: nuevo, pagina: 1 }));
  }

  /** What the list and the export ask for (the export ignores paging). */
  const consulta: Parametros = {
    filter: filtro || undefined,
    sortBy: orden.campo,
    descending: orden.descendente,
    eliminados: eliminados ? true : undefined,
  };
  const lista = useFilas(c, { ...consulta, skip: (pagina - 1) * tamano, limit: tamano });
  const permisos = usePermisosCatalogo(c);

  const alCambiarTabla: TableProps<Fila>['onChange'] = (pag: TablePaginationConfig, _filtros, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const nuevoOrden = s?.order && typeof s.columnKey === 'string' ? { campo: s.columnKey, descendente: s.order === 'descend' } : ordenInicial;
    const cambioOrden = nuevoOrden.campo !== orden.campo || nuevoOrden.descendente !== orden.descendente;
    const nuevoTamano = pag.pageSize ?? tamano;
    setOrden(nuevoOrden);
    setTamano(nuevoTamano);
    setPagina(cambioOrden || nuevoTamano !== tamano ? 1 : (pag.current ?? 1));
  };

  const paginacion: TablePaginationConfig = {
    current: pagina,
    pageSize: tamano,
    total: lista.data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: TAMANOS_PAGINA,
    showTotal: (total) => (total === 1 ? '1 registro' : `${total} registros`),
  };

  return {
    texto,
    setTexto,
    buscar,
    eliminados,
    cambiarEliminados: (v: boolean) => {
      setEliminados(v);
      setPagina(1);
    },
    orden,
    consulta,
    lista,
    filas: lista.data?.filas ?? [],
    permisos,
    paginacion,
    alCambiarTabla,
  };
}

export type ListaCatalogoEstado = ReturnType<typeof useListaCatalogo>;

/** The table settings both list screens share: paging, sorting, loading, empty text, accessible name. */
export function propsTabla(c: Catalogo, lista: ListaCatalogoEstado) {
  return {
    'aria-label': c.plural,
    rowKey: 'id',
    size: 'middle',
    scroll: { x: 'max-content' },
    loading: lista.lista.isFetching,
    pagination: lista.paginacion,
    onChange: lista.alCambiarTabla,
    locale: { emptyText: lista.eliminados ? 'No hay registros eliminados' : 'No hay registros' },
  } satisfies TableProps<Fila> & { 'aria-label': string };
}
