// The wait a lockout tells (the login, the kiosk PIN, the signature's password): one wording.

/** Whole minutes left until a lock ends, rounded up and at least one: «1 minuto», «15 minutos». */
export function minutosQueFaltan(esperaMs: number): string {
  const n = Math.max(1, Math.ceil(esperaMs / 60_000));
  return `${n} minuto${n === 1 ? '' : 's'}`;
}
