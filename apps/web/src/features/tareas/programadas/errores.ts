import { erroresDelServidor, type ErrorDeCampo } from '../../../lib/formulario/erroresDeCampo';

// The server's validation messages under their fields: a 400 names each field by its path in
// the body ('recurrencia.dias_semana', 'checklist.2', 'sector_ids.0').

/** A body path -> the form field that shows it: the recurrence's own fields, a checklist line, else the first part. */
export function campoDelFormulario(campo: string): (string | number)[] {
  const partes = campo.split('.');
  if (partes[0] === 'recurrencia' && partes[1]) return ['recurrencia', partes[1]];
  if (partes[0] === 'checklist' && partes[1] && /^\d+$/.test(partes[1])) return ['checklist', Number(partes[1])];
  return [partes[0] ?? campo];
}

/** A 400 with `data.campos: [{campo, mensaje}]` -> antd's setFields entries; anything else -> []. */
export const camposDelError = (e: unknown): ErrorDeCampo[] => erroresDelServidor(e, (ruta) => campoDelFormulario(ruta.map(String).join('.')));
