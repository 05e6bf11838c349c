import { z } from 'zod';
import { idNumero } from '../http';

// The roster's request bodies, apart from the rules in nomina.ts so that the
// web's roster screens do not pull zod in.
const entrada = z.object({
  atributo: z.string().max(40),
  condicion: z.string().max(20),
  valor: z.union([z.string().max(100), z.number(), z.array(z.union([z.string().max(100), z.number()])).max(200), z.null()]).optional(),
});

/** Body of persona_nomina, count_persona_nomina and reporte_nomina. */
export const cuerpoNomina = z.object({
  request: z.array(entrada).max(30).default([]),
  advanced_filter: z.array(entrada).max(30).default([]),
  personas_filters: z.array(idNumero()).max(5000).optional(),
  /** reporte_nomina: the columns chosen in the table, in order. */
  columnas: z.array(z.string().max(40)).max(40).optional(),
});
export type CuerpoNomina = z.infer<typeof cuerpoNomina>;

export const guardarFiltroAvanzado = z.object({
  nombre_filtro: z.string().trim().min(1, 'Es obligatorio').max(80, 'Admite hasta 80 caracteres'),
  filtros: z.array(entrada).min(1, 'El filtro no tiene condiciones').max(30),
});
