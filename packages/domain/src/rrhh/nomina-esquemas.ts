import { z } from 'zod';
import { descendente, idNumero, instante, limitePagina, ordenarPor, paginaQuery, type Cable } from '../http';
import { ORDENES_NOMINA } from './nomina';

// The roster's request bodies, apart from the rules in nomina.ts so that the
// web's roster screens do not pull zod in.
const id = idNumero();
const entrada = z
  .object({
    atributo: z.string().max(40),
    condicion: z.string().max(20),
    valor: z.union([z.string().max(100), z.number(), z.array(z.union([z.string().max(100), z.number()])).max(200), z.null()]).optional(),
  })
  .superRefine((e, ctx) => {
    // «es uno de» a catalog chooses ids: each one fits a database integer, as every id
    // (2^31 made the query fail, and a saved filter with it failed every time it was applied).
    if (e.condicion !== 'es_uno_de' || !Array.isArray(e.valor)) return;
    e.valor.forEach((x, i) => {
      if (typeof x !== 'number') return;
      const r = id.safeParse(x);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['valor', i], message: r.error.issues[0]?.message ?? 'Valor inválido' });
    });
  });

/** The entries of a saved filter, as stored (checked again when it is applied). */
export const entradasFiltro = z.array(entrada).max(30);

/** Body of persona_nomina, count_persona_nomina and reporte_nomina. */
export const cuerpoNomina = z.object({
  request: entradasFiltro.default([]),
  advanced_filter: entradasFiltro.default([]),
  personas_filters: z.array(idNumero()).max(5000).optional(),
  /** reporte_nomina: the columns chosen in the table, in order. */
  columnas: z.array(z.string().max(40)).max(40).optional(),
});
export type CuerpoNomina = z.infer<typeof cuerpoNomina>;

/** Query of spec §7 "Payroll": filter, skip, limit, sortBy (a column or an attribute), descending. */
export const consultaNomina = paginaQuery.extend({
  filter: z.string().max(100).optional(),
  limit: limitePagina(25),
  sortBy: ordenarPor(ORDENES_NOMINA),
  descending: descendente,
});

export const guardarFiltroAvanzado = z.object({
  nombre_filtro: z.string().trim().min(1, 'Es obligatorio').max(80, 'Admite hasta 80 caracteres'),
  filtros: entradasFiltro.min(1, 'El filtro no tiene condiciones'),
});

// Response contracts of the roster's calls.

const texto = z.string().nullable();

/**
 * One roster row (persona_nomina, filter_advanced_nomina). A plain object of scalars on
 * purpose: the roster is benchmarked, and fast-json-stringify writes such a schema without
 * branching (no unions, no nested objects). Labels of the catalogs come as text.
 */
export const filaNomina = z.object({
  id: z.number(),
  apellido_nombre: z.string(),
  dni: z.string(),
  cuil: z.string(),
  legajo: texto,
  empresa: texto,
  sector: texto,
  puesto: texto,
  categoria: texto,
  contrato: texto,
  /** 'YYYY-MM-DD' */
  fecha_alta: texto,
  /** Whole years since fecha_alta. */
  antiguedad: z.number().nullable(),
  obra_social: texto,
  edad: z.number().nullable(),
  estado: z.enum(['activo', 'baja']),
});
export type FilaNomina = Cable<typeof filaNomina>;

/** A user's saved advanced filter (filter_advanced): only its owner reads, changes or applies it. */
export const filtroGuardado = z.object({
  id: z.number(),
  nombre_filtro: z.string(),
  filtros: z.array(z.object({ atributo: z.string(), condicion: z.string(), valor: entrada.shape.valor })),
  created_at: instante,
  updated_at: instante,
});
export type FiltroGuardado = Cable<typeof filtroGuardado>;

/** A choice of a 'lista' attribute (nomina_opciones): catalog ids, or the fixed values of sexo and estado. */
export const opcionNomina = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });
export type OpcionNomina = Cable<typeof opcionNomina>;
