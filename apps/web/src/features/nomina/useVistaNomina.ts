import { useState } from 'react';
import { ORDENES_NOMINA, type EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import { filtroTexto, useVistaLista } from '../../lib/lista';
import { usePaginaNomina, type ConsultaNomina, type FiltroGuardado } from './api';
import { aplicarEnSuLugar } from './filtros';
import type { Orden } from './tabla';

export const TAMANOS_PAGINA = [25, 50, 100];

const textoTotal = (n: number) => (n === 1 ? '1 persona' : `${n.toLocaleString('es-AR')} personas`);

/**
 * The roster screen's state: search, order and paging in the URL (lib/lista); the chips and the
 * saved filter they came from stay in the screen (a body of the POST, not query params).
 */
export function useVistaNomina() {
  const vista = useVistaLista({ filtros: { filter: filtroTexto }, tamanos: TAMANOS_PAGINA, ordenables: ORDENES_NOMINA });
  const [request, setRequest] = useState<EntradaFiltro[]>([]);
  const [guardado, setGuardado] = useState<number | null>(null);
  const orden: Orden = vista.orden;

  /** Other chips ask for another list: back to page 1. */
  const nuevasEntradas = (r: EntradaFiltro[]) => {
    setRequest(r);
    if (vista.pagina !== 1) vista.irAPagina(1);
  };
  /** The chips change: the saved filter no longer describes them. */
  const cambiarEntradas = (cambio: (r: EntradaFiltro[]) => EntradaFiltro[]) => {
    nuevasEntradas(cambio(request));
    setGuardado(null);
  };

  const consulta: ConsultaNomina = { filter: vista.filtros.filter, sortBy: orden.campo, descending: orden.descendente };
  const lista = usePaginaNomina(consulta, request, vista.pagina, vista.tamano);
  const total = lista.data?.total ?? 0;

  return {
    vista,
    request,
    aplicar: (entrada: EntradaFiltro, anterior: EntradaFiltro | null) => cambiarEntradas((r) => aplicarEnSuLugar(r, entrada, anterior)),
    quitar: (entrada: EntradaFiltro) => cambiarEntradas((r) => r.filter((e) => e.atributo !== entrada.atributo)),
    guardado,
    setGuardado,
    /** A saved filter's entries become the chips. */
    aplicarGuardado: (f: FiltroGuardado) => {
      nuevasEntradas([...f.filtros]);
      setGuardado(f.id);
    },
    orden,
    consulta,
    lista,
    filas: lista.data?.filas ?? [],
    total,
    textoTotal: lista.data ? textoTotal(total) : '',
  };
}
