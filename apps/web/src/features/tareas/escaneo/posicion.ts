// The phone's position for a location scan: recorded beside the scan where the phone gives
// it, never required (the signed QR is the proof). A short wait, then the scan goes without it.

export type Posicion = { lat: number; lng: number };

export const ESPERA_POSICION_MS = 4_000;

/** navigator.geolocation with a short limit; null when unavailable, denied or slow. */
export function pedirPosicion(
  geo: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  esperaMs = ESPERA_POSICION_MS,
): Promise<Posicion | null> {
  if (!geo) return Promise.resolve(null);
  return new Promise((resolver) => {
    // Some browsers never call back while the permission prompt is open: our own limit too.
    const reloj = setTimeout(() => resolver(null), esperaMs + 500);
    geo.getCurrentPosition(
      (p) => {
        clearTimeout(reloj);
        resolver({ lat: p.coords.latitude, lng: p.coords.longitude });
      },
      () => {
        clearTimeout(reloj);
        resolver(null);
      },
      { enableHighAccuracy: true, timeout: esperaMs, maximumAge: 60_000 },
    );
  });
}
