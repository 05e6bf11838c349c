import { definirFlujo } from '../flujo';

// The approval chain of a personnel event (issue 19 item 2): pendiente → aprobada por el
// referente → aprobada por RRHH, or rechazada with a reason at either step; anulada when the
// person (while pending) or HR withdraws it. Which steps a request goes through is the type's
// `aprobacion` (novedades-personal catalog). Pure: the server checks every step against
// FLUJO_NOVEDAD (the workflow kit) and the web offers only what the user may do.

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
 * The roles of the caller on one event: HR or the referente acting on somebody else's event,
 * the person or whoever loaded it (solicitante), and `propia` when it is the caller's own.
 */
export type PapelNovedad = 'rrhh' | 'referente' | 'solicitante' | 'propia';
export type AccionNovedad = 'aprobar' | 'rechazar' | 'anular';
/** What a step carries: the type's approval chain, as whom the caller approves, the reason. */
export type DatosNovedad = { aprobacion: Aprobacion; como?: Aprobador | null; motivo?: string | null };

const EN_TRAMITE: readonly EstadoNovedad[] = ['pendiente', 'aprobada_referente'];
const deciden = (desde: EstadoNovedad, d: DatosNovedad): PapelNovedad[] => (siguientePaso(desde, d.aprobacion) === 'rrhh' ? ['rrhh'] : ['rrhh', 'referente']);
const nadaQueAprobar = (d: DatosNovedad, desde: EstadoNovedad) =>
  siguientePaso(desde, d.aprobacion) ? null : `La novedad está «${ETIQUETA_ESTADO_NOVEDAD[desde]}»: no hay nada que aprobar.`;

/**
 * The machine of a personnel event (the workflow kit). Nobody decides on their own event;
 * HR decides any step (standing in for an absent referente), a referente only theirs; the
 * person or whoever loaded it withdraws it until the final approval, HR any event in force.
 * A refusal by state is a 422 (the module's contract since issue 19).
 */
export const FLUJO_NOVEDAD = definirFlujo<EstadoNovedad, AccionNovedad, PapelNovedad, DatosNovedad>({
  estados: ETIQUETA_ESTADO_NOVEDAD,
  acciones: {
    aprobar: { desde: EN_TRAMITE, hacia: (desde, d) => estadoTrasAprobar(desde, d.aprobacion, d.como ?? 'rrhh'), quien: deciden, requiere: nadaQueAprobar },
    rechazar: {
      desde: EN_TRAMITE,
      hacia: 'rechazada',
      quien: deciden,
      requiere: (d, desde) => nadaQueAprobar(d, desde) ?? (d.motivo?.trim() ? null : 'Indique el motivo del rechazo.'),
    },
    // Out of force there is nothing to withdraw (422 by state, whoever asks).
    anular: {
      desde: ESTADOS_VIGENTES,
      hacia: 'anulada',
      quien: (desde) => (!esVigente(desde) ? null : desde === 'aprobada' ? ['rrhh'] : ['rrhh', 'solicitante']),
    },
  },
  estadoRechazado: 422,
  mensajeEstado: (desde, accion) =>
    `La novedad está «${ETIQUETA_ESTADO_NOVEDAD[desde]}»: ${accion === 'anular' ? 'no hay nada que anular' : 'no hay nada que aprobar'}.`,
  mensajeQuien: (accion, { desde, roles }) => {
    if (accion === 'anular') return `La novedad está «${ETIQUETA_ESTADO_NOVEDAD[desde]}»: sólo RRHH la anula.`;
    if (roles.has('propia')) return 'No puede aprobar ni rechazar una novedad propia: la decide otra persona.';
    if (roles.has('referente')) return 'Este paso lo aprueba RRHH.';
    return 'Sólo RRHH o el referente del sector aprueban o rechazan esta novedad.';
  },
});
