import { formatoFecha } from '@worknet/domain/fechas';
import { CAMPOS_CUENTA } from './cuenta';
import { SECCIONES_PERSONA } from './datos-personales';
import { REGISTROS, type CampoRegistro } from './registros';
import type { EntradaHistorial } from '@worknet/domain/rrhh/legajo';

// The file's history in words: what changed (entity and action) and each
// field before → after, from the audit entries' `antes` / `despues`.

const ENTIDADES: Record<string, string> = {
  persona: 'Datos personales',
  persona_cuenta_bancaria: 'Cuenta bancaria',
  ...Object.fromEntries(REGISTROS.map((r) => [r.ruta, r.singular[0]!.toUpperCase() + r.singular.slice(1)])),
};

const ACCIONES: Record<string, string> = { crear: 'alta', editar: 'modificación', eliminar: 'baja', foto: 'cambio de foto' };

/** Every field a person types, in the forms' order (the detail lists them in that order). */
const CAMPOS = new Map<string, CampoRegistro>();
for (const c of [...SECCIONES_PERSONA.flatMap((s) => s.campos), ...REGISTROS.flatMap((r) => r.campos), ...CAMPOS_CUENTA])
  if (!CAMPOS.has(c.nombre)) CAMPOS.set(c.nombre, c);
const ORDEN = [...CAMPOS.keys()];
const orden = (k: string) => (ORDEN.includes(k) ? ORDEN.indexOf(k) : ORDEN.length);

/** Bookkeeping columns nobody types. */
const IGNORADAS = new Set(['id', 'persona_id', 'created_at', 'updated_at', 'deleted_at', 'foto', 'foto_tipo', 'hijos', 'busqueda']);

export type CambioCampo = { campo: string; etiqueta: string; antes: string; despues: string };

export const queCambio = (e: EntradaHistorial) => `${ENTIDADES[e.entidad] ?? e.entidad}: ${ACCIONES[e.accion] ?? e.accion}`;

const DIA = /^\d{4}-\d{2}-\d{2}$/;

export function valorLegible(v: unknown, campo?: CampoRegistro): string {
  if (v === null || v === undefined || v === '') return '(vacío)';
  if (campo?.campo.tipo === 'opciones') return campo.campo.opciones.find((o) => o.value === v)?.label ?? String(v);
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (typeof v === 'string' && DIA.test(v)) return formatoFecha(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

const objeto = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * The fields an entry changed. An update lists only what it sent and differs
 * (a personal-data update sends the editable fields, not the counters); an
 * alta lists what was filled in, a baja what there was.
 */
export function cambiosDe(e: EntradaHistorial): CambioCampo[] {
  if (e.accion === 'foto') return [];
  const antes = objeto(e.antes);
  const despues = objeto(e.despues);
  const quitado = e.accion === 'eliminar' || (e.accion === 'editar' && e.despues === null);
  const claves = e.accion === 'crear' || !quitado ? Object.keys(despues) : Object.keys(antes);
  return claves
    .filter((k) => !IGNORADAS.has(k))
    .sort((a, b) => orden(a) - orden(b))
    .map((k) => {
      const c = CAMPOS.get(k);
      // A catalog id reads as the row's name when the server sent it.
      const legible = (v: unknown) => e.nombres?.[k]?.[String(v)] ?? valorLegible(v, c);
      return { campo: k, etiqueta: c?.campo.etiqueta ?? k, antes: e.accion === 'crear' ? '' : legible(antes[k]), despues: quitado ? '' : legible(despues[k]) };
    })
    .filter((c) => (e.accion === 'crear' ? c.despues !== '(vacío)' : quitado ? c.antes !== '(vacío)' : c.antes !== c.despues));
}
