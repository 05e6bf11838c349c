import type { Ctx } from '../../platform/context';
import { datosInvalidos } from '../../platform/http/errors';
import type { Principal } from '../identidad/identidad.service';
import type { FilaMedia } from './media.items';
import { reglasDeModelo, type ReglasModeloMedia } from './media.modelos';

/** The rules of a registered model, checking the module it is named with. */
export function reglasOError(modelo: string, modulo?: string): ReglasModeloMedia {
  const reglas = reglasDeModelo(modelo);
  if (!reglas) throw datosInvalidos(`El modelo «${modelo}» no admite archivos.`, { campos: [{ campo: 'modelo', mensaje: 'Modelo no registrado' }] });
  if (modulo !== undefined && reglas.modulo !== modulo) {
    throw datosInvalidos(`El modelo «${modelo}» pertenece al módulo «${reglas.modulo}», no a «${modulo}».`, {
      campos: [{ campo: 'modulo', mensaje: 'Módulo incorrecto' }],
    });
  }
  return reglas;
}

type Fila = Pick<FilaMedia, 'modelo' | 'modelo_id' | 'subido_por' | 'deleted_at'>;

/** A draft (no record yet) belongs to its uploader alone; an attached file follows its record's rules. */
export async function puedeEditarItem(ctx: Ctx, u: Principal, f: Fila): Promise<boolean> {
  if (f.modelo_id === null) return f.subido_por === u.id;
  const reglas = reglasDeModelo(f.modelo);
  return reglas ? reglas.puedeEditar(ctx, u, f.modelo_id) : false;
}

/** Deleted files are seen only by who may restore them. */
export async function puedeVerItem(ctx: Ctx, u: Principal, f: Fila): Promise<boolean> {
  if (f.deleted_at !== null) return puedeEditarItem(ctx, u, f);
  if (f.modelo_id === null) return f.subido_por === u.id;
  const reglas = reglasDeModelo(f.modelo);
  return reglas ? reglas.puedeVer(ctx, u, f.modelo_id) : false;
}
