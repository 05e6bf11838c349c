import { formatoFecha } from '@worknet/domain/fechas';
import type { OpcionRef } from '../../catalogos/api';
import type { Valores } from './payload';
import { claveRef, type CampoRegistro, type DescripcionRegistro } from './registros';
import type { FilaRegistro, Ref } from '@worknet/domain/rrhh/legajo';

// A child record between its row (as the file returns it), its form and its
// table cell.

const refDe = (fila: FilaRegistro, nombre: string) => fila[claveRef(nombre)] as Ref | undefined;

/** The form's starting values: the row's (edit, dates DD/MM/YYYY) or the kinds' neutral values (create). */
export function valoresDeFila(d: DescripcionRegistro, fila: FilaRegistro | null): Valores {
  return Object.fromEntries(
    d.campos.map(({ nombre, campo }) => {
      if (!fila) return [nombre, campo.tipo === 'booleano' ? false : undefined];
      const v = fila[nombre];
      return [nombre, campo.tipo === 'fecha' ? formatoFecha(v as string | null) : (v ?? null)];
    }),
  );
}

/** The label a reference select shows before any search: the row already names it. */
export function conocidasDe(c: CampoRegistro, fila: FilaRegistro | null): OpcionRef[] {
  const r = fila ? refDe(fila, c.nombre) : null;
  return r ? [{ value: r.id, label: r.nombre }] : [];
}

/** What a table cell (or a read-only field) shows. */
export function textoCelda({ nombre, campo }: CampoRegistro, fila: FilaRegistro): string {
  const v = fila[nombre];
  switch (campo.tipo) {
    case 'referencia':
      return refDe(fila, nombre)?.nombre ?? '';
    case 'fecha':
      return formatoFecha(v as string | null);
    case 'booleano':
      return v === true ? 'Sí' : 'No';
    case 'opciones':
      return campo.opciones.find((o) => o.value === v)?.label ?? (v === null || v === undefined ? '' : String(v));
    default:
      return v === null || v === undefined ? '' : String(v);
  }
}

/** The employment in force: the open one, else the latest that started. */
export function empleoActual(laboral: readonly FilaRegistro[]): FilaRegistro | null {
  const abierto = laboral.find((l) => !l.fecha_baja);
  if (abierto) return abierto;
  return [...laboral].sort((a, b) => String(b.fecha_alta).localeCompare(String(a.fecha_alta)))[0] ?? null;
}

export const nombreRef = (fila: FilaRegistro | null, nombre: string) => (fila ? (refDe(fila, nombre)?.nombre ?? null) : null);
