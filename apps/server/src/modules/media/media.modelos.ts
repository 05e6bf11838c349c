import type { Ctx } from '../../platform/context';
import type { Principal } from '../../platform/identidad/principal';

/**
 * Who may see and change the files of one kind of record. The module that owns
 * the record decides (a news item: its audience; its editors), media only asks.
 */
export type ReglasModeloMedia = {
  /** The module the model belongs to; uploads must name the same one. */
  modulo: string;
  puedeVer(ctx: Ctx, usuario: Principal, modeloId: number): Promise<boolean>;
  /** `modeloId` null: a draft upload for a record not yet saved (e.g. a news item being written). */
  puedeEditar(ctx: Ctx, usuario: Principal, modeloId: number | null): Promise<boolean>;
  /**
   * Who may change or delete one file already attached, when that is narrower than
   * puedeEditar (a maintenance request's reporter adds photos but may remove only their own).
   * Without it, puedeEditar decides for every file of the record.
   */
  puedeEditarArchivo?(ctx: Ctx, usuario: Principal, modeloId: number, subidoPor: number | null): Promise<boolean>;
  /**
   * Whether the record exists and can take files (a deleted one cannot). Without it
   * a file could be attached to a record that never existed. Asked only after
   * puedeEditar said yes, so whoever may not edit learns nothing about which ids exist.
   */
  existe(ctx: Ctx, modeloId: number): Promise<boolean>;
  /**
   * Whether a signed link to a file of this record still works when used (not only when
   * issued): an HR document in the trash answers false, so its links stop at once (issue 37).
   */
  enlaceVigente?(ctx: Ctx, modeloId: number): Promise<boolean>;
};

// Code-level configuration filled when routes are set up (the same in every
// instance), not shared state. Registering again replaces: each buildApp()
// of the tests registers its modules anew.
const modelos = new Map<string, ReglasModeloMedia>();

/** Called by a module from its routes function, e.g. `registrarModeloMedia('novedad', {...})` in rutasNovedades. */
export function registrarModeloMedia(modelo: string, reglas: ReglasModeloMedia): void {
  modelos.set(modelo, reglas);
}

export const reglasDeModelo = (modelo: string): ReglasModeloMedia | undefined => modelos.get(modelo);
