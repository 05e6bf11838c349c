import { VEDA_CAMBIO_MS } from './reloj';

// The swap ban (spec §4 "Clock-in ban", §9 2 minutes): a device remembers the last person who
// clocked in on it. When somebody else tries, they are refused and the 2 minutes start; once
// they pass (and for as long again), they may clock in. One person clocking in for another on
// the same phone therefore needs to wait in front of it, and leaves a refused attempt behind.
// A refused attempt never changes who the device belongs to: the person who clocked in last is
// never banned on it by somebody else's attempt (issue 37), only by somebody else's punch.
// The web applies it locally and the server applies it again per registered device.

/** The device's record: who clocked in last and until when anybody else is banned (epoch ms). */
export type RegistroVeda = { usuarioId: number; vedadoHasta: number | null };

export type ResultadoVeda = { permitido: true; registro: RegistroVeda } | { permitido: false; esperaMs: number; registro: RegistroVeda };

export function evaluarVeda(registro: RegistroVeda | null, usuarioId: number, ahoraMs: number): ResultadoVeda {
  // The last person who clocked in: never waits, and the record stays as it is.
  if (!registro || registro.usuarioId === usuarioId) return { permitido: true, registro: registro ?? { usuarioId, vedadoHasta: null } };
  // Somebody else. No ban, or one that ended more than VEDA_CAMBIO_MS ago: it starts now.
  if (registro.vedadoHasta === null || ahoraMs >= registro.vedadoHasta + VEDA_CAMBIO_MS) {
    return { permitido: false, esperaMs: VEDA_CAMBIO_MS, registro: { usuarioId: registro.usuarioId, vedadoHasta: ahoraMs + VEDA_CAMBIO_MS } };
  }
  if (ahoraMs < registro.vedadoHasta) return { permitido: false, esperaMs: registro.vedadoHasta - ahoraMs, registro };
  return { permitido: true, registro: { usuarioId, vedadoHasta: null } };
}

/** «Espere 1 min 30 s…»: how long, rounded up to the second. */
export function mensajeVeda(esperaMs: number): string {
  const s = Math.ceil(esperaMs / 1000);
  const min = Math.floor(s / 60);
  const resto = s % 60;
  const cuanto = min === 0 ? `${resto} s` : resto === 0 ? `${min} min` : `${min} min ${resto} s`;
  return `Este dispositivo registró a otra persona hace instantes. Por seguridad, espere ${cuanto} para fichar.`;
}
