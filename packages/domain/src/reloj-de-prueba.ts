// Pins the clock for tests (issue 36): the process's Date is replaced by one that starts at the
// pinned instant and runs on from there, so timeouts, token lifetimes and the embedded
// database (PGlite reads the JavaScript clock) keep working while every "today" is the pinned
// one. WORKNET_RELOJ=<ISO instant> pins a whole run (the date-pinned CI step: scripts/relojes.mjs).
// Only tests import this file.

const DateReal = globalThis.Date;
let desfaseMs = 0;
// The run's own pin (WORKNET_RELOJ), where soltarReloj goes back to.
let desfaseBase = 0;
let instalado = false;

const ahoraFijado = () => DateReal.now() + desfaseMs;

// A Proxy keeps `instanceof Date`, Date.UTC, Date.parse and `Date()` (the string form) as they are.
const DateFijado = new Proxy(DateReal, {
  construct: (objetivo, args, nuevo) => Reflect.construct(objetivo, args.length ? args : [ahoraFijado()], nuevo) as object,
  apply: () => new DateReal(ahoraFijado()).toString(),
  get: (objetivo, clave, receptor) => (clave === 'now' ? ahoraFijado : Reflect.get(objetivo, clave, receptor)),
});

function instalar() {
  if (instalado) return;
  globalThis.Date = DateFijado;
  instalado = true;
}

function instanteDe(v: string | number | Date): number {
  const ms = typeof v === 'number' ? v : typeof v === 'string' ? DateReal.parse(v) : v.getTime();
  if (Number.isNaN(ms)) throw new Error(`Instante inválido para el reloj: ${String(v)}`);
  return ms;
}

/** From now on the clock reads `instante` and runs on from it. */
export function fijarReloj(instante: string | number | Date): void {
  instalar();
  desfaseMs = instanteDe(instante) - DateReal.now();
}

/** Moves the pinned clock forward (or back, with a negative amount). */
export function adelantarReloj(ms: number): void {
  instalar();
  desfaseMs += ms;
}

/** Back to the run's clock: the real time, or the run's WORKNET_RELOJ pin. */
export function soltarReloj(): void {
  desfaseMs = desfaseBase;
}

/** The run's clock from WORKNET_RELOJ (none: the real time); every setup file calls it before each test file. */
export function fijarRelojDelEntorno(entorno: Record<string, string | undefined>): void {
  const v = entorno.WORKNET_RELOJ;
  if (v) fijarReloj(v);
  else if (instalado) desfaseMs = 0;
  desfaseBase = desfaseMs;
}
