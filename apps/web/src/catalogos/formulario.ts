import { esDerivado, type Campo, type Catalogo } from '@worknet/domain/catalogos/motor';
import type { FormInstance } from 'antd';
import type { Fila, OpcionRef, Valores } from './api';
import { erroresDeZod, type ErrorDeCampo } from '../lib/formulario/erroresDeCampo';

// What the form screen and the in-place editor share: which fields, their
// starting values and the validation with the catalog's own schema.

/** The fields a person fills in: every declared one except the derived. */
export const camposEditables = (c: Catalogo): [string, Campo][] => Object.entries(c.campos).filter(([k]) => !esDerivado(c, k));

/** The form's starting values: the row's (edit) or the kinds' neutral values (create). */
export function valoresIniciales(c: Catalogo, fila?: Fila): Valores {
  return Object.fromEntries(
    camposEditables(c).map(([k, campo]) => {
      if (fila) {
        const v = fila[k];
        // A numeric column may reach JSON as a string; the number boxes want numbers. Money
        // stays the API's decimal string: its box works on strings, so no cent passes through a float.
        if (campo.tipo === 'numero' && typeof v === 'string' && v.trim() !== '') return [k, Number(v)];
        return [k, v ?? (campo.tipo === 'referencias' ? [] : null)];
      }
      return [k, campo.tipo === 'booleano' ? false : campo.tipo === 'referencias' ? [] : undefined];
    }),
  );
}

/** The label of a single reference, so the select shows it before any search. */
export function etiquetasConocidas(fila: Fila | undefined, clave: string): OpcionRef[] {
  const valor = fila?.[clave];
  const etiqueta = fila?.etiquetas?.[clave];
  return typeof valor === 'number' && etiqueta ? [{ value: valor, label: etiqueta }] : [];
}

// The schemas bring zod (≈ 50 kB gzip): their own chunk, fetched when an edit
// starts rather than with every list and form.
const cargarEsquemas = () => import('@worknet/domain/catalogos/esquemas');

/** Starts fetching the validation while the person types, so saving does not wait. */
export function precargarValidacion(): void {
  void cargarEsquemas();
}

/** Checks the values with the catalog's schema: the parsed body to send, or the field errors. */
export async function validar(c: Catalogo, valores: Valores): Promise<{ ok: true; datos: Valores } | { ok: false; errores: ErrorDeCampo[] }> {
  const { esquemasDe } = await cargarEsquemas();
  const r = esquemasDe(c).alta.safeParse(valores);
  return r.success ? { ok: true, datos: r.data } : { ok: false, errores: erroresDeZod(r.error.issues) };
}

/**
 * The fields have no antd rules (the schema validates on submit), so antd never
 * clears a message by itself: a field the person changes loses its old error.
 */
export function limpiarErroresAlCambiar(form: FormInstance<Valores>, cambios: Valores): void {
  const conError = Object.keys(cambios).filter((name) => form.getFieldError(name).length > 0);
  if (conError.length > 0) form.setFields(conError.map((name) => ({ name, errors: [] })));
}
