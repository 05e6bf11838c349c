import { useEffect, useState } from 'react';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import { usePaginaNomina, type ConsultaNomina, type FilaNomina, type FiltroGuardado } from './api';
import { aplicarEnSuLugar } from './filtros';
import type { Orden } from './tabla';

export const TAMANOS_PAGINA = [25, 50, 100];
const ESPERA_BUSQUEDA_MS = 300;

const textoTotal = (n: number) => (n === 1 ? '1 persona' : `${n.toLocaleString('es-AR')} personas`);

/** The roster screen's state: search, chips, saved filter, order and paging, and the page they ask for. */
export function useVistaNomina() {
  const [texto, setTexto] = useState('');
  // Every change of what is asked goes back to page 1 in the same render.
  const [{ filtro, request, pagina }, setVista] = useState<{ filtro: string; request: EntradaFiltro[]; pagina: number }>({
    filtro: '',
    request: [],
    pagina: 1,
  });
  const [tamano, setTamano] = useState(TAMANOS_PAGINA[0]!);
  const [orden, setOrden] = useState<Orden>({ descendente: false });
  const [guardado, setGuardado] = useState<number | null>(null);

  useEffect(() => {
    const reloj = setTimeout(() => buscar(texto), ESPERA_BUSQUEDA_MS);
    return () => clearTimeout(reloj);
  }, [texto]);

  function buscar(valor: string) {
    const nuevo = valor.trim();
    setVista((v) => (v.filtro === nuevo ? v : { ...v, filtro: nuevo, pagina: 1 }));
  }

  /** The chips change: the saved filter no longer describes them. */
  const cambiarEntradas = (cambio: (r: EntradaFiltro[]) => EntradaFiltro[]) => {
    setVista((v) => ({ ...v, request: cambio(v.request), pagina: 1 }));
    setGuardado(null);
  };

  const consulta: ConsultaNomina = { filter: filtro || undefined, sortBy: orden.campo, descending: orden.descendente };
  const lista = usePaginaNomina(consulta, request, pagina, tamano);
  const total = lista.data?.total ?? 0;

  const alCambiarTabla: TableProps<FilaNomina>['onChange'] = (pag: TablePaginationConfig, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const nuevo: Orden = s?.order && typeof s.columnKey === 'string' ? { campo: s.columnKey, descendente: s.order === 'descend' } : { descendente: false };
    const cambioOrden = nuevo.campo !== orden.campo || nuevo.descendente !== orden.descendente;
    const nuevoTamano = pag.pageSize ?? tamano;
    setOrden(nuevo);
    setTamano(nuevoTamano);
    setVista((v) => ({ ...v, pagina: cambioOrden || nuevoTamano !== tamano ? 1 : (pag.current ?? 1) }));
  };

  const paginacion: TablePaginationConfig = {
    current: pagina,
    pageSize: tamano,
    total,
    showSizeChanger: true,
    pageSizeOptions: TAMANOS_PAGINA,
  };

  return {
    texto,
    setTexto,
    buscar,
    request,
    aplicar: (entrada: EntradaFiltro, anterior: EntradaFiltro | null) => cambiarEntradas((r) => aplicarEnSuLugar(r, entrada, anterior)),
    quitar: (entrada: EntradaFiltro) => cambiarEntradas((r) => r.filter((e) => e.atributo !== entrada.atributo)),
    guardado,
    setGuardado,
    /** A saved filter's entries become the chips. */
    aplicarGuardado: (f: FiltroGuardado) => {
      setVista((v) => ({ ...v, request: [...f.filtros], pagina: 1 }));
      setGuardado(f.id);
    },
    orden,
    consulta,
    lista,
    filas: lista.data?.filas ?? [],
    total,
    textoTotal: lista.data ? textoTotal(total) : '',
    paginacion,
    alCambiarTabla,
  };
}
