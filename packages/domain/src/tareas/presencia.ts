// Proof of presence (issue 22 item 2): a task type may require scanning the location's QR to
// start and/or to finish its tasks. The scan proves the person stood there: it must be of the
// task's location, by the same person, and recent. The server refuses the step otherwise.
// One scan proves one task (security issue 37): a scan that already proved a task does not prove
// another one, so a second task at the same place needs its own scan.

/** A scan counts for this long (the walk from the QR to the work, or the work's last minutes). */
export const VIGENCIA_ESCANEO_MS = 15 * 60_000;

export type ExigenciaPresencia = { escanear_al_iniciar: boolean; escanear_al_finalizar: boolean };
/** `tarea_id`: the task this scan already proved (null or absent: none yet). */
export type Escaneo = { ubicacion_id: number; usuario_id: number; ms: number; tarea_id?: number | null };
export type PasoTarea = 'iniciar' | 'finalizar';

export type ResultadoPresencia = { permitido: true; escaneo: Escaneo | null } | { permitido: false; mensaje: string };

/**
 * Whether `usuarioId` may take `paso` on a task at `ubicacionId`, given their scans (any order).
 * The answer names the scan that proves it, so the step can record it.
 */
export function evaluarPresencia(
  exige: ExigenciaPresencia,
  paso: PasoTarea,
  ubicacionId: number | null,
  usuarioId: number,
  escaneos: readonly Escaneo[],
  ahoraMs: number,
  tareaId: number | null = null,
): ResultadoPresencia {
  const requerido = paso === 'iniciar' ? exige.escanear_al_iniciar : exige.escanear_al_finalizar;
  if (!requerido) return { permitido: true, escaneo: null };
  const accion = paso === 'iniciar' ? 'iniciar' : 'finalizar';
  if (ubicacionId === null)
    return { permitido: false, mensaje: `Esta tarea no tiene ubicación y su tipo exige escanear el código QR del lugar para ${accion}la.` };
  const recientes = escaneos.filter(
    (e) => e.ubicacion_id === ubicacionId && e.usuario_id === usuarioId && e.ms <= ahoraMs && ahoraMs - e.ms <= VIGENCIA_ESCANEO_MS,
  );
  const valido = recientes.filter((e) => e.tarea_id == null || e.tarea_id === tareaId).sort((a, b) => b.ms - a.ms)[0];
  if (valido) return { permitido: true, escaneo: valido };
  if (recientes.length)
    return { permitido: false, mensaje: `Su último escaneo ya probó otra tarea: para ${accion} esta, escanee otra vez el código QR de la ubicación.` };
  return {
    permitido: false,
    mensaje: `Para ${accion} esta tarea escanee el código QR de la ubicación (vale ${VIGENCIA_ESCANEO_MS / 60_000} minutos).`,
  };
}
