import { useState } from 'react';
import { ORDENES_NOMINA, type EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import { filtroJson, filtroTexto, useVistaLista } from '../../lib/lista';
import { usePaginaNomina, type ConsultaNomina, type FiltroGuardado } from './api';
import { aplicarEnSuLugar, entradasValidas, PARAMETRO_FILTROS } from './filtros';
import type { Orden } from './tabla';

export const TAMANOS_PAGINA = [25, 50, 100];

const textoTotal = (n: number) => (n === 1 ? '1 persona' : `${n.toLocaleString('es-AR')} personas`);

/**
 * The roster screen's state: search, order, paging and the chips in the URL (lib/lista), so a
 * dashboard links to the roster pre-filtered and back from a file finds the same list; the chips
 * still travel in the POST's body. Which saved filter they came from stays in the screen.
 */
export function useVistaNomina() {
  const vista = useVistaLista({
    filtros: { filter: filtroTexto, [PARAMETRO_FILTROS]: filtroJson(entradasValidas) },
    tamanos: TAMANOS_PAGINA,
    ordenables: ORDENES_NOMINA,
  });
  const request: EntradaFiltro[] = vista.filtros[PARAMETRO_FILTROS] ?? [];
  const [guardado, setGuardado] = useState<number | null>(null);
  const orden: Orden = vista.orden;

  /** Other chips ask for another list: `filtrar` goes back to page 1. */
  const nuevasEntradas = (r: EntradaFiltro[]) => vista.filtrar({ [PARAMETRO_FILTROS]: r.length ? r : undefined });
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
