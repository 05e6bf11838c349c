import { problemaDeAprobacion, siguientePaso, type Aprobacion, type Aprobador, type EstadoNovedad } from '@worknet/domain/licencias/estados';
import type { Principal } from '../../platform/identidad/principal';

// Who may do what with one personnel event (issue 19 items 2 and 7). The same answers feed
// the detail's `acciones` (what the web offers) and each write (the server checks again):
//  - nobody approves or rejects an event of their own persona, not even HR;
//  - HR approves any step (standing in for an absent referente); a referente only the
//    referente's step of the sectors they lead;
//  - editing: the person or whoever loaded it until the final approval (a change of type or
//    days after the referente's step sends it back to the referente: editarNovedad); HR (not
//    on their own) any event in force, approved ones too;
//  - withdrawing (anular): the person or whoever loaded it until the final approval; HR any
//    event in force.

export type Relacion = 'rrhh' | 'referente' | 'propia' | null;

export type Situacion = {
  u: Pick<Principal, 'id' | 'persona_id'>;
  relacion: Relacion;
  personaId: number;
  creadoPor: number;
  estado: EstadoNovedad;
  aprobacion: Aprobacion;
};

const EN_TRAMITE: readonly EstadoNovedad[] = ['pendiente', 'aprobada_referente'];
const VIGENTES: readonly EstadoNovedad[] = ['pendiente', 'aprobada_referente', 'aprobada'];

export const esPropia = (s: Pick<Situacion, 'u' | 'personaId'>) => s.u.persona_id !== null && s.u.persona_id === s.personaId;

/** HR acting on somebody else's event. */
const comoRrhh = (s: Situacion) => s.relacion === 'rrhh' && !esPropia(s);
/** The person, or whoever loaded it for them. */
const comoSolicitante = (s: Situacion) => esPropia(s) || s.creadoPor === s.u.id;

/** As whom the caller would approve: never on their own event. */
export function aprobadorDe(s: Pick<Situacion, 'u' | 'personaId' | 'relacion'>): Aprobador | null {
  if (esPropia(s)) return null;
  return s.relacion === 'rrhh' ? 'rrhh' : s.relacion === 'referente' ? 'referente' : null;
}

/**
 * Why the caller may not approve or reject now, with the status it answers (403: not theirs
 * to decide; 422: nothing is waiting), or null.
 */
export function problemaParaDecidir(s: Situacion): { status: 403 | 422; mensaje: string } | null {
  if (esPropia(s)) return { status: 403, mensaje: 'No puede aprobar ni rechazar una novedad propia: la decide otra persona.' };
  const quien = aprobadorDe(s);
  if (!quien) return { status: 403, mensaje: 'Sólo RRHH o el referente del sector aprueban o rechazan esta novedad.' };
  const problema = problemaDeAprobacion(s.estado, s.aprobacion, quien);
  if (!problema) return null;
  return { status: siguientePaso(s.estado, s.aprobacion) === null ? 422 : 403, mensaje: problema };
}

export function puedeEditar(s: Situacion): boolean {
  if (comoRrhh(s)) return VIGENTES.includes(s.estado);
  return comoSolicitante(s) && EN_TRAMITE.includes(s.estado);
}

export function puedeAnular(s: Situacion): boolean {
  if (comoRrhh(s)) return VIGENTES.includes(s.estado);
  return comoSolicitante(s) && EN_TRAMITE.includes(s.estado);
}

/** Attaching the certificate (a media upload straight on the event): who may edit it. */
export const puedeAdjuntar = puedeEditar;

export function accionesSobre(s: Situacion) {
  const decide = problemaParaDecidir(s) === null;
  return { editar: puedeEditar(s), aprobar: decide, rechazar: decide, anular: puedeAnular(s) };
}
