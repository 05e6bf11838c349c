import type { Cronograma } from '@worknet/domain/licencias/esquemas';
import { sumarDiasIso } from '@worknet/domain/licencias/dias';

// The cronograma's data per day: pure, so the grid and the phone's list read the same thing.

export type Ausencia = Cronograma['ausencias'][number];
export type Alerta = Cronograma['alertas'][number];
export type Dia = { fecha: string; ausencias: Ausencia[]; feriado: string | null; alertas: Alerta[] };

/** Every day of [desde, hasta] with the absences in force, its holiday and the sectors over their cap. */
export function diasDelCronograma(c: Cronograma | undefined, desde: string, hasta: string): Dia[] {
  const feriados = new Map((c?.no_laborables ?? []).map((f) => [f.fecha, f.nombre]));
  const dias: Dia[] = [];
  for (let f = desde; f <= hasta; f = sumarDiasIso(f, 1)) {
    dias.push({
      fecha: f,
      ausencias: (c?.ausencias ?? []).filter((a) => a.desde <= f && f <= a.hasta).sort((a, b) => a.persona.localeCompare(b.persona, 'es')),
      feriado: feriados.get(f) ?? null,
      alertas: (c?.alertas ?? []).filter((a) => a.fecha === f),
    });
  }
  return dias;
}

/** «Enfermería: 3 de 8 ausentes (38 %; tope 30 %)». */
export const textoAlerta = (a: Alerta) => `${a.sector}: ${a.ausentes} de ${a.dotacion} ausentes (${Math.round(a.porcentaje)} %; tope ${Math.round(a.tope)} %)`;

/** The types present, once each, for the legend. */
export function tiposPresentes(c: Cronograma | undefined): { tipo: string; color: string | null }[] {
  const vistos = new Map<string, string | null>();
  for (const a of c?.ausencias ?? []) if (!vistos.has(a.tipo)) vistos.set(a.tipo, a.color);
  return [...vistos].map(([tipo, color]) => ({ tipo, color })).sort((a, b) => a.tipo.localeCompare(b.tipo, 'es'));
}
