// Position policy (issue 21 item 1): a schedule (a person's or their sector's) may require the
// phone's position with each punch; a kiosk may declare where it stands and how far from it a
// punch still counts. The phone's reported accuracy is allowed for, up to a cap, so a vague
// fix is not refused for its vagueness alone and a huge one cannot cover any distance.

export type Punto = { lat: number; lng: number };
export type Posicion = Punto & { precision?: number | null };
export type ZonaKiosco = Punto & { radioM: number; nombre: string };

/** The most accuracy (metres) a fix may claim to stretch the kiosk's radius. */
export const PRECISION_MAXIMA_M = 150;
export const RADIO_KIOSCO_POR_DEFECTO_M = 200;

const RADIO_TIERRA_M = 6_371_000;
const rad = (g: number) => (g * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanciaM(a: Punto, b: Punto): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * RADIO_TIERRA_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type ResultadoUbicacion = { permitido: true } | { permitido: false; mensaje: string };

/**
 * Whether a punch satisfies the position policy. `exige`: the person's schedule asks for the
 * position. `zona`: the kiosk's place, when it has one (without it, the position is only stored).
 */
export function evaluarUbicacion(exige: boolean, zona: ZonaKiosco | null, pos: Posicion | null): ResultadoUbicacion {
  if (!exige) return { permitido: true };
  if (!pos) {
    return {
      permitido: false,
      mensaje: 'Su horario exige registrar la ubicación al fichar: permita el acceso a la ubicación del teléfono e intente de nuevo.',
    };
  }
  if (!zona) return { permitido: true };
  const d = distanciaM(zona, pos);
  const holgura = Math.min(Math.max(pos.precision ?? 0, 0), PRECISION_MAXIMA_M);
  if (d - holgura <= zona.radioM) return { permitido: true };
  return {
    permitido: false,
    mensaje: `Está a ${Math.round(d)} m del kiosco «${zona.nombre}» (se admiten ${zona.radioM} m): fiche desde el lugar de trabajo.`,
  };
}
