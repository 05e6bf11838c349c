// The approval chain of a personnel event (issue 19 item 2): pendiente → aprobada por el
// referente → aprobada por RRHH, or rechazada with a reason at either step; anulada when the
// person (while pending) or HR withdraws it. Which steps a request goes through is the type's
// `aprobacion` (novedades-personal catalog). Pure: the server checks every step with
// siguientePaso/problemaDeAprobacion and the web offers only what the user may do.

export const ESTADOS_NOVEDAD = ['pendiente', 'aprobada_referente', 'aprobada', 'rechazada', 'anulada'] as const;
export type EstadoNovedad = (typeof ESTADOS_NOVEDAD)[number];

export const ETIQUETA_ESTADO_NOVEDAD: Record<EstadoNovedad, string> = {
  pendiente: 'Pendiente',
  aprobada_referente: 'Aprobada por el referente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  anulada: 'Anulada',
};

export const APROBACIONES = ['referente_rrhh', 'rrhh', 'referente', 'ninguna'] as const;
export type Aprobacion = (typeof APROBACIONES)[number];

export const COMPUTOS = ['corridos', 'habiles'] as const;
export type Computo = (typeof COMPUTOS)[number];

/**
 * The leave type whose days are vacations (LCT arts. 150–155), by its system key: HR may
 * rename its code or name in the catalog and the season and balance rules still apply.
 */
export const CLAVE_VACACIONES = 'vacaciones';

/** Who acts on a request: the area's referente or HR. */
export type Aprobador = 'referente' | 'rrhh';

/** States that hold days (they count for overlaps, caps, balances and the cronograma). */
export const ESTADOS_VIGENTES: readonly EstadoNovedad[] = ['pendiente', 'aprobada_referente', 'aprobada'];
export const esVigente = (e: EstadoNovedad) => ESTADOS_VIGENTES.includes(e);

/** The state a new event starts in: approved at once when the type needs no approval or HR loads it. */
export function estadoInicial(aprobacion: Aprobacion, cargadoPorRrhh: boolean): EstadoNovedad {
  return aprobacion === 'ninguna' || cargadoPorRrhh ? 'aprobada' : 'pendiente';
}

/** Who approves next from `de`, or null when nothing is pending. */
export function siguientePaso(de: EstadoNovedad, aprobacion: Aprobacion): Aprobador | null {
  if (de === 'pendiente') return aprobacion === 'rrhh' ? 'rrhh' : aprobacion === 'ninguna' ? null : 'referente';
  if (de === 'aprobada_referente') return aprobacion === 'referente_rrhh' ? 'rrhh' : null;
  return null;
}

/** The state after `quien` approves from `de` (the referente's approval is final when the type needs only theirs). */
export function estadoTrasAprobar(de: EstadoNovedad, aprobacion: Aprobacion, quien: Aprobador): EstadoNovedad {
  if (quien === 'rrhh') return 'aprobada';
  return de === 'pendiente' && aprobacion === 'referente_rrhh' ? 'aprobada_referente' : 'aprobada';
}

/**
 * Why `quien` cannot approve (or reject) from `de`, or null when they can. HR may also act on
 * a step that waits for the referente (HR stands in for an absent referente); a referente never
 * acts on HR's step.
 */
export function problemaDeAprobacion(de: EstadoNovedad, aprobacion: Aprobacion, quien: Aprobador): string | null {
  const paso = siguientePaso(de, aprobacion);
  if (!paso) return `La novedad está «${ETIQUETA_ESTADO_NOVEDAD[de]}»: no hay nada que aprobar.`;
  if (paso === 'rrhh' && quien === 'referente') return 'Este paso lo aprueba RRHH.';
  return null;
}
