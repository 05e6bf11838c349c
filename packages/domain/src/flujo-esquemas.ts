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
