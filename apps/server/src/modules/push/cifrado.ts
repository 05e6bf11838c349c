import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

// The encryption of push payloads, in a small pool of worker threads (issue 40): one ECDH and one
// AES-GCM per subscription is the CPU of a fan-out, and on the main thread a news item for 5,000
// people held the API's answers back (p99 19 times its idle value). VAPID is not here: its JWT
// is signed once per push service and reused (entrega.service.ts).

/** One subscription's keys, as the browser registered them. */
export type Destino = { endpoint: string; p256dh: string; auth: string };
/** The encrypted request for one subscription, or why it could not be made. */
export type Cifrado = { headers: Record<string, string | number>; body: Uint8Array } | { error: string };
export type OpcionesDeCifrado = { TTL: number; urgency: 'very-low' | 'low' | 'normal' | 'high'; topic?: string };

// One core is left to the main thread (the API, the database when embedded, the sockets); at
// most two threads, the worker's memory (~10 MB each) counted in the fan-out's budget.
const HILOS = Math.max(1, Math.min(2, availableParallelism() - 1));

let pool: Piscina | null = null;

// Created on the first push, not at start: most processes (tests, scripts) never push. Idle
// threads end after a while, so a quiet server holds none.
function elPool(): Piscina {
  pool ??= new Piscina({
    // A sibling of this file under tsx and Vitest, and of dist/main.js once built (scripts/build.mjs copies it).
    filename: new URL('./cifrado.worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: HILOS,
    idleTimeout: 30_000,
  });
  return pool;
}

/** Encrypts `cuerpo` for each of `destinos` in a worker thread; the answers keep their order. */
export function cifrarLote(destinos: Destino[], cuerpo: string, opciones: OpcionesDeCifrado): Promise<Cifrado[]> {
  return elPool().run({ suscripciones: destinos, cuerpo, opciones }) as Promise<Cifrado[]>;
}

/** Ends the threads (when the app closes); the next push starts them again. */
export async function cerrarCifrado(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
