import type { NovedadDetalle } from '@worknet/domain/licencias/esquemas';
import type { ItemMedia } from '@worknet/domain/media/item';
import type { DatosNovedad } from '../api';
import { primerTramo, type ACampo } from '../../../lib/formulario/erroresDeCampo';

// The event form's values and the request body they make, apart from the fields so a screen
// that only reads (the detail) does not load the date pickers.

/** What the event's form holds (the certificate as its uploaded media). */
export type ValoresNovedad = {
  persona_id?: number;
  tipo_id?: number;
  desde?: string | null;
  hasta?: string | null;
  observaciones?: string | null;
  certificado?: ItemMedia | null;
  periodo?: number | null;
  fuera_de_temporada?: boolean;
  motivo_fuera_de_temporada?: string | null;
};

/** The form's values of a saved event (to edit it). */
export const valoresDe = (n: NovedadDetalle): ValoresNovedad => ({
  tipo_id: n.tipo_id,
  desde: n.desde,
  hasta: n.hasta,
  observaciones: n.observaciones,
  certificado: n.certificado,
  periodo: n.periodo,
  fuera_de_temporada: n.fuera_de_temporada,
  motivo_fuera_de_temporada: n.motivo_fuera_de_temporada,
});

/** The body of POST/PUT from the form's values (validated by its rules). */
/** The body's fields under the form's: the certificate travels as `media_id`. */
export const campoDeNovedad: ACampo = (ruta) => (ruta[0] === 'media_id' ? 'certificado' : primerTramo(ruta));

export function datosDe(v: ValoresNovedad): DatosNovedad {
  return {
    tipo_id: v.tipo_id!,
    desde: v.desde!,
    hasta: v.hasta!,
    observaciones: v.observaciones?.trim() || null,
    media_id: v.certificado?.id ?? null,
    periodo: v.periodo ?? null,
    fuera_de_temporada: v.fuera_de_temporada ?? false,
    motivo_fuera_de_temporada: v.fuera_de_temporada ? v.motivo_fuera_de_temporada?.trim() || null : null,
  };
}
