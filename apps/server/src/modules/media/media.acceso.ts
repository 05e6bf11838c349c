import type { MediaPorModeloQuery } from '@worknet/domain/media/esquemas';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import type { Ctx } from '../../platform/context';
import { datosInvalidos } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { filaPorId, type FilaMedia } from './media.items';
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

/** A draft (no record yet) belongs to its uploader alone; an attached file follows its record's rules (per file where the model says so). */
export async function puedeEditarItem(ctx: Ctx, u: Principal, f: Fila): Promise<boolean> {
  if (f.modelo_id === null) return f.subido_por === u.id;
  const reglas = reglasDeModelo(f.modelo);
  if (!reglas) return false;
  return reglas.puedeEditarArchivo ? reglas.puedeEditarArchivo(ctx, u, f.modelo_id, f.subido_por) : reglas.puedeEditar(ctx, u, f.modelo_id);
}

/** Deleted files are seen only by who may restore them. */
export async function puedeVerItem(ctx: Ctx, u: Principal, f: Fila): Promise<boolean> {
  if (f.deleted_at !== null) return puedeEditarItem(ctx, u, f);
  if (f.modelo_id === null) return f.subido_por === u.id;
  const reglas = reglasDeModelo(f.modelo);
  return reglas ? reglas.puedeVer(ctx, u, f.modelo_id) : false;
}

// The record rules of the media routes (config.registro): a file is reached by who may see
// (or change) the record it belongs to, as the record's module decides (registrarModeloMedia).

/** GET recurso_media_by_model/:modelo_id?modelo=…: who may see the record; its deleted files, who may edit it. */
export const archivosDeRegistroVisible = reglaRegistro('archivos de un registro que puede ver', async (req, p) => {
  const { modelo_id } = req.params as { modelo_id: number };
  const q = req.query as MediaPorModeloQuery;
  const reglas = reglasOError(q.modelo, q.modulo);
  const ctx = req.server.ctx;
  if (!(await reglas.puedeVer(ctx, p, modelo_id))) return false;
  return q.deleted_at === 'null' || reglas.puedeEditar(ctx, p, modelo_id);
});

/** PUT recurso_media_worknet/:id: who may edit the file's record (a draft: its uploader). Missing ids answer the same 403. */
export const archivoEditable = reglaRegistro('archivo de un registro que puede editar', async (req, p) => {
  const f = await filaPorId(req.server.ctx.db, idDeRuta(req));
  return f !== undefined && puedeEditarItem(req.server.ctx, p, f);
});
