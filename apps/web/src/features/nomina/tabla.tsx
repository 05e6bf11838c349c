import { Link } from 'react-router';
import { Tag, type TableColumnsType } from 'antd';
import { COLUMNAS_NOMINA, type ColumnaNomina } from '@worknet/domain/rrhh/nomina';
import { formatoFecha } from '@worknet/domain/fechas';
import type { FilaNomina } from '@worknet/domain/rrhh/nomina-esquemas';

export type Orden = { campo?: string; descendente: boolean };

export const rutaPersona = (id: number) => `/rrhh/persona/${id}`;

const guion = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

// Custom dark shades, not antd's preset green (its text on the light tint is
// 3.4:1): these pass WCAG AA contrast.
export function EstadoTag({ estado }: { estado: FilaNomina['estado'] }) {
  return estado === 'activo' ? <Tag color="#237804">Activo</Tag> : <Tag color="#595959">De baja</Tag>;
}

function celda(c: ColumnaNomina, fila: FilaNomina, abrible: boolean) {
  switch (c) {
    case 'apellido_nombre':
      return abrible ? <Link to={rutaPersona(fila.id)}>{fila.apellido_nombre}</Link> : fila.apellido_nombre;
    case 'fecha_alta':
      return formatoFecha(fila.fecha_alta) || '—';
    case 'estado':
      return <EstadoTag estado={fila.estado} />;
    default:
      return guion(fila[c]);
  }
}

/** The chosen columns, each sorted by the server; the name opens the file when the user may see it. */
export function columnasTabla(visibles: readonly ColumnaNomina[], orden: Orden, abrible: boolean): TableColumnsType<FilaNomina> {
  return visibles.map((c) => ({
    key: c,
    dataIndex: c,
    title: COLUMNAS_NOMINA[c],
    sorter: true,
    sortOrder: orden.campo === c ? (orden.descendente ? 'descend' : 'ascend') : null,
    showSorterTooltip: false,
    align: c === 'edad' || c === 'antiguedad' ? 'right' : undefined,
    render: (_: unknown, fila: FilaNomina) => celda(c, fila, abrible),
  }));
}
