import { ordenDe, type Catalogo } from '@worknet/domain/catalogos/motor';
import { filtroActivado, filtroTexto, useVistaLista } from '../lib/lista';
import { plural } from '../lib/format';
import { useFilas, usePermisosCatalogo } from './api';

export const TAMANOS_PAGINA = [25, 50, 100];
const FILTROS = { filter: filtroTexto, eliminados: filtroActivado };

/** Server paging, sorting, search and the "Ver eliminados" view of a catalog list, kept in the URL (lib/lista). */
export function useListaCatalogo(c: Catalogo) {
  const porDefecto = ordenDe(c);
  // The columns the list sorts by (columnas.tsx: every one but a list of references) and the declared order.
  const ordenables = [...new Set([porDefecto.campo, ...c.columnas.filter((k) => c.campos[k] && c.campos[k].tipo !== 'referencias')])];
  const vista = useVistaLista({
    filtros: FILTROS,
    tamanos: TAMANOS_PAGINA,
    ordenables,
    ordenInicial: { campo: porDefecto.campo, descendente: porDefecto.descendente ?? false },
  });
  const eliminados = vista.filtros.eliminados === true;
  const lista = useFilas(c, vista.params);
  const permisos = usePermisosCatalogo(c);

  return {
    vista,
    eliminados,
    cambiarEliminados: (v: boolean) => vista.filtrar({ eliminados: v || undefined }),
    orden: { campo: vista.orden.campo ?? porDefecto.campo, descendente: vista.orden.descendente },
    /** What the list and the export ask for (the export ignores paging). */
    consulta: vista.consulta,
    lista,
    filas: lista.data?.filas ?? [],
    permisos,
  };
}

export type ListaCatalogoEstado = ReturnType<typeof useListaCatalogo>;

/** The table settings both list screens share (TablaLista's): accessible name, empty text, total. */
export function propsTabla(c: Catalogo, lista: ListaCatalogoEstado) {
  return {
    'aria-label': c.plural,
    vista: lista.vista,
    lista: lista.lista,
    vacio: lista.eliminados ? 'No hay registros eliminados' : 'No hay registros',
    textoTotal: (total: number) => `${total} ${plural(total, 'registro', 'registros')}`,
  };
}
