import { z } from 'zod';
import { instante } from './http';

// The wire shape of the workflow kit's history (issue 38 item 1): one step per row, the state
// reached, who took it and why, when. A module's detail response carries
// `historial: z.array(pasoDeHistorial(ESTADOS))`, extended with its own columns if it has them.

export const pasoDeHistorial = <const E extends readonly [string, ...string[]]>(estados: E) =>
  z.object({
    estado: z.enum(estados),
    autor: z.string().nullable(),
    detalle: z.string().nullable(),
    created_at: instante,
  });

/** One comment of a record's thread (platform/flujo/comentarios.ts): public, or an internal note among those who work it. */
export const comentarioDeHilo = z.object({
  id: z.number(),
  autor_id: z.number(),
  autor: z.string(),
  texto: z.string(),
  interno: z.boolean(),
  created_at: instante,
});
