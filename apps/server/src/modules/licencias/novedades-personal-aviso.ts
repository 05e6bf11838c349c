import { sql } from 'drizzle-orm';
import { formatoFecha } from '@worknet/domain/fechas';
import type { Aprobador } from '@worknet/domain/licencias/estados';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { usuariosConPermiso } from '../../platform/rbac/titulares';
import { avisar, type Avisado, type Avisador } from '../notificaciones/avisos.service';
import { sectorDePersonaSql } from './licencias.acceso';

// Each step of a personnel event reaches people live (issue 19 item 2): the person hears of
// every change somebody else makes to their event; whoever must approve next hears of a new
// request (the referentes of the person's sector, or HR). Written inside the change's
// transaction as system messages; queued on the notice pipeline (avisos.service.ts) and delivered once it commits (Avisos.entregar).

export const MODULO_AVISO = 'rrhh';
const enlace = (id: number) => `/rrhh/novedad/${id}`;

export type DatosAviso = { id: number; personaId: number; tipo: string; desde: string; hasta: string };
const rango = (d: DatosAviso) => `del ${formatoFecha(d.desde)} al ${formatoFecha(d.hasta)}`;

/** The active users of a persona (usually one). */
export async function usuariosDePersona(db: Db, personaId: number): Promise<number[]> {
  const r = filasDe<{ id: number }>(
    await db.execute(sql`select id from usuario where persona_id = ${personaId} and activo and deleted_at is null order by id`),
  );
  return r.map((f) => Number(f.id));
}

/** Active users holding rrhh.licencia.administrar through their roles (the administrator's blanket access does not count: HR's queue is HR's). */
export async function usuariosRrhh(db: Db): Promise<number[]> {
  return usuariosConPermiso(db, 'rrhh.licencia.administrar');
}

/** Active users who lead the persona's current sector (rrhh_referente). */
export async function referentesDePersona(db: Db, personaId: number): Promise<number[]> {
  const r = filasDe<{ id: number }>(
    await db.execute(sql`
      select distinct u.id from rrhh_referente r join usuario u on u.id = r.usuario_id
       where r.deleted_at is null and u.activo and u.deleted_at is null
         and ${sectorDePersonaSql(personaId)} = any(r.sector_ids) order by u.id`),
  );
  return r.map((f) => Number(f.id));
}

/** Collects the messages of one change and delivers them after the commit. */
export class Avisos {
  private escritos: Avisado[] = [];
  constructor(
    private readonly ctx: Avisador,
    private readonly tx: Db,
    private readonly autorId: number,
  ) {}

  private async escribir(usuarioIds: number[], titulo: string, texto: string, id: number) {
    const otros = [...new Set(usuarioIds)].filter((x) => x !== this.autorId);
    if (!otros.length) return;
    this.escritos.push(
      await avisar(this.ctx, this.tx, {
        mensaje: {
          usuarioIds: otros,
          titulo: titulo.slice(0, 150),
          texto: texto.slice(0, 1000),
          enlace: enlace(id),
          modulo: MODULO_AVISO,
        },
      }),
    );
  }

  /** To the person (never to whoever made the change). */
  async aPersona(d: DatosAviso, titulo: string, texto: string) {
    await this.escribir(await usuariosDePersona(this.tx, d.personaId), titulo, texto, d.id);
  }

  /** To whoever approves the next step: the sector's referentes (HR when the sector has none) or HR. Never to the person. */
  async aAprobadores(d: DatosAviso, paso: Aprobador, quien: string) {
    const propios = new Set(await usuariosDePersona(this.tx, d.personaId));
    const sinPropios = (ids: number[]) => ids.filter((x) => !propios.has(x) && x !== this.autorId);
    // A sector without another referente (or whose referente is the person): HR stands in.
    let destino = paso === 'referente' ? sinPropios(await referentesDePersona(this.tx, d.personaId)) : [];
    if (!destino.length) destino = sinPropios(await usuariosRrhh(this.tx));
    await this.escribir(
      destino,
      `Novedad ${d.id} para aprobar: ${d.tipo}`,
      `${quien} pide ${d.tipo} ${rango(d)}. Espera su aprobación${paso === 'referente' ? ' como referente' : ' (RRHH)'}.`,
      d.id,
    );
  }

  entregar() {
    for (const e of this.escritos) e.entregar();
  }
}

export const textoRango = rango;
