import { minutosQueFaltan } from '../bloqueos';
// The kiosk PIN's lockout (issue 36). A 4-digit PIN falls to guessing in hours when only the
// address is limited, and punching for a colleague ("buddy punching") is what the kiosk must
// prevent. The budget is per DNI typed, whether a person has it or not: an unknown DNI fails,
// counts and locks exactly like a known one, so no answer tells whether the DNI exists.

/** Wrong PINs for one DNI within VENTANA_PIN_MIN that lock that DNI's PIN. */
export const FALLAS_PIN = 5;
export const VENTANA_PIN_MIN = 15;
/** How long the DNI's PIN is refused, from the failure that completed the budget. */
export const BLOQUEO_PIN_MIN = 15;

/** The kiosk's answer while the DNI's PIN is locked (HTTP 423): how long, in whole minutes rounded up. */
export function mensajeBloqueoPin(esperaMs: number): string {
  return `Demasiados intentos con un PIN incorrecto para este DNI: por seguridad, el fichaje con PIN quedó bloqueado. Intente nuevamente en ${minutosQueFaltan(esperaMs)} o fiche con su teléfono.`;
}
