import {
  FLUJO_NOVEDAD,
  type AccionNovedad,
  type Aprobacion,
  type Aprobador,
  type DatosNovedad,
  type EstadoNovedad,
  type PapelNovedad,
} from '@worknet/domain/licencias/estados';
import type { Principal } from '../../platform/identidad/principal';

// Who may do what with one personnel event (issue 19 items 2 and 7). The same answers feed
// the detail's `acciones` (what the web offers) and each write (the server checks again).
// Approving, rejecting and withdrawing are steps of FLUJO_NOVEDAD (the workflow kit); editing
// is not a change of state and is decided here:
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

/** The caller's roles on the event, as FLUJO_NOVEDAD names them. */
export function papelesEn(s: Situacion): PapelNovedad[] {
  const r: PapelNovedad[] = [];
  const como = aprobadorDe(s);
  if (como) r.push(como);
  if (comoSolicitante(s)) r.push('solicitante');
  if (esPropia(s)) r.push('propia');
  return r;
}

/** What a step of the machine carries for this caller. */
export const datosDe = (s: Situacion, motivo?: string | null): DatosNovedad => ({ aprobacion: s.aprobacion, como: aprobadorDe(s), motivo });

/** Why the machine refuses `accion` to the caller now (403 who, 422 the state or what it requires), or null. */
export const rechazoDe = (s: Situacion, accion: AccionNovedad, motivo?: string | null) =>
  FLUJO_NOVEDAD.rechazo(accion, s.estado, papelesEn(s), datosDe(s, motivo), 0);

export function puedeEditar(s: Situacion): boolean {
  if (comoRrhh(s)) return VIGENTES.includes(s.estado);
  return comoSolicitante(s) && EN_TRAMITE.includes(s.estado);
}

/** Attaching the certificate (a media upload straight on the event): who may edit it. */
export const puedeAdjuntar = puedeEditar;

export function accionesSobre(s: Situacion) {
  const decide = rechazoDe(s, 'aprobar') === null;
  return { editar: puedeEditar(s), aprobar: decide, rechazar: decide, anular: rechazoDe(s, 'anular') === null };
}
