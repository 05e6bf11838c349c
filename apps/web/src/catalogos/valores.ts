import { etiquetaOpcion, type Campo } from '@worknet/domain/catalogos/motor';
import { esImporte, formatoDinero, formatoImporte } from '@worknet/domain/dinero';
import { formatoFecha } from '@worknet/domain/fechas';
import type { Fila } from './api';

// How a stored value reads in a list cell (and in the Excel-free parts of the UI).

export const VACIO = '—';

const numeros = new Map<number, Intl.NumberFormat>();

/** Whole numbers without grouping (a year reads 2025, not 2.025); decimals with a comma. */
export function formatoNumero(n: number, decimales = 0): string {
  let f = numeros.get(decimales);
  if (!f) {
    f = new Intl.NumberFormat('es-AR', { useGrouping: false, maximumFractionDigits: decimales });
    numeros.set(decimales, f);
  }
  return f.format(n);
}

const aNumero = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

/** The text of a cell: `clave` is the field's key in the row. */
export function textoCelda(campo: Campo, clave: string, fila: Fila): string {
  const v = fila[clave];
  if (campo.tipo === 'referencia' || campo.tipo === 'referencias') return fila.etiquetas?.[clave] || VACIO;
  if (campo.tipo === 'booleano') return v === true ? 'Sí' : v === false ? 'No' : VACIO;
  if (v === null || v === undefined || v === '') return VACIO;
  switch (campo.tipo) {
    case 'opciones':
      return etiquetaOpcion(campo, v);
    case 'fecha':
      return formatoFecha(String(v)) || VACIO;
    case 'dinero':
      // The decimal string the API sends ('1234.50'), with the one money format: '$ 1.234,50'.
      return esImporte(v) ? formatoDinero(v) : String(v);
    case 'numero': {
      const n = aNumero(v);
      return Number.isFinite(n) ? formatoNumero(n, campo.decimales) : String(v);
    }
    default:
      return String(v);
  }
}

/**
 * Reads what a person types in a money box: '1.234,56' (es-AR) and also
 * '1234.56' (a dot followed by one or two digits at the end is a decimal point).
 */
export function leerDinero(texto: string | undefined): string {
  const limpio = (texto ?? '').replace(/[$\s\u00a0]/g, '');
  if (limpio === '') return '';
  if (!limpio.includes(',') && /^-?\d+\.\d{1,2}$/.test(limpio)) return limpio;
  return limpio.replace(/\./g, '').replace(',', '.');
}

/** The money box's text when not typing: '1.234,50' (the money format without its '$'). */
export function mostrarDinero(valor: string | number | undefined): string {
  if (valor === undefined || valor === '') return '';
  return esImporte(valor) ? formatoImporte(valor) : String(valor);
}
