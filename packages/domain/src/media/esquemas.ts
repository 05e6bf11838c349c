import { z } from 'zod';
import { idCoercido, idNumero, instanteIso } from '../http';

// Zod contracts of the media calls (spec §7 "Media"). Pure rules live in archivos.ts.

const texto = z.string().trim().min(1, 'Es obligatorio').max(60, 'Use como máximo 60 caracteres');

/** deleted_at filter: 'null' (default) the current ones, 'true' only deleted ones, 'todos' both. */
export const filtroBorrado = z.enum(['null', 'true', 'todos'], { error: 'deleted_at admite null (vigentes), true (eliminados) o todos.' }).default('null');
export type FiltroBorrado = z.infer<typeof filtroBorrado>;

// `busqueda=true` is what the web sends with every list call; it changes nothing here.
const busqueda = z.enum(['true', 'false']).optional();

export const tiposMediaQuery = z.object({
  busqueda,
  modulo: texto.optional(),
  modelo: texto.optional(),
  deleted_at: filtroBorrado,
});
export type TiposMediaQuery = z.infer<typeof tiposMediaQuery>;

export const mediaPorModeloParams = z.object({ modelo_id: idCoercido('El id del registro debe ser un número positivo') });
export const mediaPorModeloQuery = z.object({
  busqueda,
  modelo: texto,
  modulo: texto.optional(),
  deleted_at: filtroBorrado,
});
export type MediaPorModeloQuery = z.infer<typeof mediaPorModeloQuery>;

const vacioComoAusente = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v);
const orden = z.coerce
  .number({ error: 'El orden debe ser un número' })
  .int('El orden debe ser un número entero')
  .min(0, 'El orden no puede ser negativo')
  .max(1_000_000);
const descripcion = z.string().trim().max(500, 'La descripción admite hasta 500 caracteres');

/** The text fields of the multipart upload (they arrive as strings). */
export const subidaMediaCampos = z.object({
  tipo_id: idCoercido('Indique el tipo de recurso'),
  modulo: texto,
  modelo: texto,
  modelo_id: z.preprocess(vacioComoAusente, idCoercido('El id del registro debe ser un número positivo').optional()),
  descripcion: z.preprocess(vacioComoAusente, descripcion.optional()),
  orden: z.preprocess(vacioComoAusente, orden.default(0)),
});
export type SubidaMediaCampos = z.infer<typeof subidaMediaCampos>;

export const actualizarMediaBody = z.object({
  descripcion: descripcion.nullable().optional(),
  orden: orden.optional(),
  tipo_id: idNumero('Indique el tipo de recurso').optional(),
  // Any date (or true) soft-deletes, null restores; the moment stored is the server's.
  deleted_at: z
    .union([instanteIso('deleted_at debe ser una fecha ISO o null'), z.literal(true)])
    .nullable()
    .optional(),
});
export type ActualizarMediaBody = z.infer<typeof actualizarMediaBody>;
