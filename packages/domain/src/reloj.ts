import { diaLocal, diaSiguiente, inicioDelDia } from './fichaje/reloj';

// The one clock (issue 36). Every rule that reads "now" or "today", on the server and in the
// browser, asks here; nothing else calls Date.now() or new Date() without arguments (a lint rule
// says so). The clock is the process's own: tests pin it by moving the process's clock
// (reloj-de-prueba.ts), so the embedded database's now(), the job queue and the token library
// see the same instant as the rules do.

/** Now, as epoch milliseconds. */
export const ahoraMs = (): number => Date.now();

/** Now, as a Date. */
export const ahora = (): Date => new Date(ahoraMs());

/** Today's calendar day in Argentina, 'YYYY-MM-DD' (the day a person at the clinic lives in). */
export const hoy = (): string => diaLocal(ahoraMs());

/** Milliseconds until the next midnight in Argentina (when a code valid for one day changes). */
export const msHastaManana = (): number => inicioDelDia(diaSiguiente(hoy())) - ahoraMs();
