import { useMemo, useState } from 'react';
import { COLUMNAS_NOMINA, type ColumnaNomina } from '@worknet/domain/rrhh/nomina';
import { escribir, leer } from '../../lib/storage';
import { useUsuario } from '../auth';

// Which roster columns a person shows (and exports), remembered in this
// browser per user: another user logging in here gets their own choice.

export const TODAS_LAS_COLUMNAS = Object.keys(COLUMNAS_NOMINA) as ColumnaNomina[];

export const COLUMNAS_POR_DEFECTO: readonly ColumnaNomina[] = ['apellido_nombre', 'dni', 'legajo', 'sector', 'puesto', 'contrato', 'fecha_alta', 'estado'];

export const claveColumnas = (usuarioId: number) => `worknet.nomina.columnas.${usuarioId}`;

/** Known names only, each once, in the table's order; null when nothing is left. */
export function normalizarColumnas(valor: unknown): ColumnaNomina[] | null {
  if (!Array.isArray(valor)) return null;
  const elegidas = TODAS_LAS_COLUMNAS.filter((c) => valor.includes(c));
  return elegidas.length ? elegidas : null;
}

export function leerColumnas(usuarioId: number | undefined): ColumnaNomina[] {
  if (usuarioId === undefined) return [...COLUMNAS_POR_DEFECTO];
  const texto = leer(claveColumnas(usuarioId));
  if (!texto) return [...COLUMNAS_POR_DEFECTO];
  try {
    return normalizarColumnas(JSON.parse(texto)) ?? [...COLUMNAS_POR_DEFECTO];
  } catch {
    return [...COLUMNAS_POR_DEFECTO];
  }
}

/** Saves the choice (at least one column; before the user is known, nothing is saved). */
export function guardarColumnas(usuarioId: number | undefined, columnas: readonly string[]): ColumnaNomina[] {
  const elegidas = normalizarColumnas(columnas) ?? [...COLUMNAS_POR_DEFECTO];
  if (usuarioId !== undefined) escribir(claveColumnas(usuarioId), JSON.stringify(elegidas));
  return elegidas;
}

/** The logged-in user's columns and the way to change them. */
export function useColumnasNomina() {
  const usuarioId = useUsuario().data?.id;
  const [cambiadas, setCambiadas] = useState<{ usuarioId: number | undefined; columnas: ColumnaNomina[] } | null>(null);
  const guardadas = useMemo(() => leerColumnas(usuarioId), [usuarioId]);
  const columnas = cambiadas && cambiadas.usuarioId === usuarioId ? cambiadas.columnas : guardadas;
  const cambiar = (nuevas: readonly string[]) => setCambiadas({ usuarioId, columnas: guardarColumnas(usuarioId, nuevas) });
  return { columnas, cambiar };
}
