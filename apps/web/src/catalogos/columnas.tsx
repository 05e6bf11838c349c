import type { ReactNode } from 'react';
import type { TableColumnType as ColumnType } from 'antd';
import type { Campo, Catalogo } from '@worknet/domain/catalogos/motor';
import { formatoFechaHora } from '@worknet/domain/fechas';
import type { Fila } from './api';
import { VACIO, textoCelda } from './valores';

export type Orden = { campo: string; descendente: boolean };

/** A cell by field kind; colors get a swatch beside their hex code. */
export function renderCelda(campo: Campo, clave: string, fila: Fila): ReactNode {
  const texto = textoCelda(campo, clave, fila);
  if (campo.tipo !== 'color' || texto === VACIO) return texto;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        aria-hidden
        data-testid="muestra-color"
        style={{ width: 16, height: 16, borderRadius: 4, background: texto, border: '1px solid rgba(0,0,0,0.25)', flex: 'none' }}
      />
      {texto}
    </span>
  );
}

/** Sorting an array column means nothing; every other column sorts on the server. */
const ordenable = (campo: Campo) => campo.tipo !== 'referencias';

/**
 * The declared list columns (`c.columnas`), sorted on the server by field key.
 * `celda` lets the in-place editor swap a cell for a control.
 */
export function columnasCatalogo(c: Catalogo, orden: Orden, celda: (campo: Campo, clave: string, fila: Fila) => ReactNode = renderCelda): ColumnType<Fila>[] {
  return c.columnas.flatMap((clave) => {
    const campo = c.campos[clave];
    if (!campo) return [];
    const columna: ColumnType<Fila> = {
      key: clave,
      dataIndex: clave,
      title: campo.etiqueta,
      sorter: ordenable(campo),
      sortOrder: orden.campo === clave ? (orden.descendente ? 'descend' : 'ascend') : null,
      // Never 'cancel': a third click goes back to ascending instead of an unsorted list.
      sortDirections: ['ascend', 'descend', 'ascend'],
      align: campo.tipo === 'dinero' || campo.tipo === 'numero' ? 'right' : undefined,
      render: (_: unknown, fila: Fila) => celda(campo, clave, fila),
    };
    return [columna];
  });
}

/** Only in the "Ver eliminados" view. */
export const columnaEliminado: ColumnType<Fila> = {
  key: 'deleted_at',
  title: 'Eliminado el',
  render: (_: unknown, fila: Fila) => formatoFechaHora(fila.deleted_at) || VACIO,
};
