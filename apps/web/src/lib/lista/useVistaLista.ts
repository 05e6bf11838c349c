import type { TablePaginationConfig, TableProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Parametros } from '../api';
import { escribirVista, leerVista, type EstadoVista, type Lectores, type OpcionesVista, type Orden, type ValoresFiltro } from './parametros';

const esPrimitivo = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * Page, page size, sort and filters of a server-paged list, read from and written to
 * the URL (useSearchParams). Each change is a history entry, so back/forward move
 * through them; corrections of a bad URL replace the entry instead.
 */
export function useVistaLista<F extends Lectores = Record<never, never>>(opciones: OpcionesVista<F> = {}) {
  const [params, setParams] = useSearchParams();
  const estado = leerVista(params, opciones);
  const { pagina, tamano, orden, filtros } = estado;
  const inicial: Orden = opciones.ordenInicial ?? { descendente: false };

  // The URL as last written. React Router renders a navigation inside a transition, so two
  // changes in a row (a search, then a state filter) can both run before the list renders
  // again: each must start from what the previous one wrote, not from this render's URL.
  const ultimo = useRef(params);
  useEffect(() => {
    ultimo.current = params;
  }, [params]);

  const cambiar = (cambios: (actual: EstadoVista<F>) => Partial<EstadoVista<F>>, reemplazar = false) => {
    const actual = leerVista(ultimo.current, opciones);
    const siguiente = escribirVista(ultimo.current, opciones, { ...actual, ...cambios(actual) });
    if (siguiente.toString() === ultimo.current.toString()) return;
    ultimo.current = siguiente;
    setParams(siguiente, { replace: reemplazar });
  };

  /** Changes some filters (undefined clears one) and goes back to page 1. */
  const filtrar = (cambios: ValoresFiltro<F>) => cambiar((a) => ({ filtros: { ...a.filtros, ...cambios }, pagina: 1 }));
  /** «Quitar filtros»: every filter of this list off (its order and page size stay), page 1. */
  const quitarFiltros = () => cambiar(() => ({ filtros: {}, pagina: 1 }));

  const alCambiarTabla: NonNullable<TableProps<never>['onChange']> = (pag: TablePaginationConfig, _filtros, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const clave = s?.columnKey ?? (Array.isArray(s?.field) ? s.field.join('.') : s?.field);
    const nuevoOrden: Orden = s?.order && clave !== undefined ? { campo: String(clave), descendente: s.order === 'descend' } : inicial;
    const cambioOrden = nuevoOrden.campo !== orden.campo || nuevoOrden.descendente !== orden.descendente;
    const nuevoTamano = pag.pageSize ?? tamano;
    // A new order or page size starts over: page 7 of another order is another list.
    cambiar(() => ({ orden: nuevoOrden, tamano: nuevoTamano, pagina: cambioOrden || nuevoTamano !== tamano ? 1 : (pag.current ?? 1) }));
  };

  /** The filters and the order as the API takes them (an export asks for these, without paging). */
  const consulta: Parametros = {
    ...Object.fromEntries(Object.entries(filtros).filter(([, v]) => esPrimitivo(v))),
    sortBy: orden.campo,
    descending: orden.campo ? orden.descendente : undefined,
  };

  return {
    pagina,
    tamano,
    orden,
    filtros,
    /** Whether any filter is on (the «Quitar filtros» button shows only then). */
    filtrado: Object.values(filtros).some((v) => v !== undefined),
    filtrar,
    quitarFiltros,
    irAPagina: (p: number, reemplazar = false) => cambiar(() => ({ pagina: p }), reemplazar),
    alCambiarTabla,
    consulta,
    /** `consulta` plus the page (skip/limit of paginaQuery). */
    params: { ...consulta, skip: (pagina - 1) * tamano, limit: tamano } satisfies Parametros,
    tamanos: opciones.tamanos,
  };
}

export type VistaLista<F extends Lectores = Lectores> = ReturnType<typeof useVistaLista<F>>;
