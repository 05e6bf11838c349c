// The phone's position for a punch whose schedule requires it (issue 21 item 1): asked right
// before sending (or queueing: a queued punch keeps the position taken at scan time).

export type Posicion = { lat: number; lng: number; precision: number };
export type ResultadoUbicacion = { ok: true; posicion: Posicion } | { ok: false; mensaje: string };

/** How long the phone may take to find itself before the punch gives up. */
export const ESPERA_UBICACION_MS = 10_000;

export const MENSAJES_UBICACION = {
  sinSoporte: 'Su horario exige la ubicación para fichar y este navegador no puede darla. Fiche en el kiosco con su DNI y PIN o consulte a RRHH.',
  denegada: 'Su horario exige la ubicación para fichar: permita el acceso a la ubicación para este sitio en el navegador y vuelva a escanear el código.',
  noDisponible: 'No se pudo obtener la ubicación del teléfono. Active la ubicación (GPS) y vuelva a escanear el código.',
  demora: 'La ubicación del teléfono tardó demasiado. Vuelva a escanear el código, mejor cerca de una ventana o al aire libre.',
} as const;

/** navigator.geolocation with high accuracy and a 10 s limit, as a result with a Spanish message on failure. */
export function pedirUbicacion(
  geo: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<ResultadoUbicacion> {
  if (!geo) return Promise.resolve({ ok: false, mensaje: MENSAJES_UBICACION.sinSoporte });
  return new Promise((resolver) => {
    geo.getCurrentPosition(
      (p) => resolver({ ok: true, posicion: { lat: p.coords.latitude, lng: p.coords.longitude, precision: Math.min(Math.round(p.coords.accuracy), 100_000) } }),
      (e) =>
        resolver({
          ok: false,
          mensaje: e.code === 1 ? MENSAJES_UBICACION.denegada : e.code === 3 ? MENSAJES_UBICACION.demora : MENSAJES_UBICACION.noDisponible,
        }),
      { enableHighAccuracy: true, timeout: ESPERA_UBICACION_MS, maximumAge: 0 },
    );
  });
}
