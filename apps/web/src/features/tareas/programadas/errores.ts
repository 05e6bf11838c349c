import { ApiError } from '../../../lib/api';

// The server's validation messages under their fields: a 400 names each field by its path in
// the body ('recurrencia.dias_semana', 'checklist.2', 'sector_ids.0').

export type ErrorDeCampo = { name: (string | number)[]; errors: string[] };

/** A body path -> the form field that shows it: the recurrence's own fields, a checklist line, else the first part. */
export function campoDelFormulario(campo: string): (string | number)[] {
  const partes = campo.split('.');
  if (partes[0] === 'recurrencia' && partes[1]) return ['recurrencia', partes[1]];
  if (partes[0] === 'checklist' && partes[1] && /^\d+$/.test(partes[1])) return ['checklist', Number(partes[1])];
  return [partes[0] ?? campo];
}

/** A 400 with `data.campos: [{campo, mensaje}]` -> antd's setFields entries; anything else -> []. */
export function camposDelError(e: unknown): ErrorDeCampo[] {
  if (!(e instanceof ApiError) || e.status !== 400) return [];
  const data = (e.cuerpo as { data?: { campos?: unknown } } | undefined)?.data;
  if (!Array.isArray(data?.campos)) return [];
  const porCampo = new Map<string, ErrorDeCampo>();
  for (const c of data.campos as { campo?: unknown; mensaje?: unknown }[]) {
    if (typeof c.campo !== 'string' || typeof c.mensaje !== 'string') continue;
    const name = campoDelFormulario(c.campo);
    const clave = name.join('.');
    const x = porCampo.get(clave) ?? { name, errors: [] };
    if (!x.errors.includes(c.mensaje)) x.errors.push(c.mensaje);
    porCampo.set(clave, x);
  }
  return [...porCampo.values()];
}
