import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/client';
import { filasDe } from '../src/platform/db/sql';
import * as fabricas from './factories';

// What the personnel-event tests share: a persona (a legajo with an employment in a sector)
// linked to a user, a referente of some sectors, and the types of the reference catalog.

let personas = 0;

/** A persona with an open employment in `sectorId` since `alta`, linked to `usuarioId` when given. */
export async function crearPersona(db: Db, o: { sectorId: number; usuarioId?: number; alta?: string; apellido?: string }): Promise<number> {
  const p = await fabricas.crearPersona(db, {
    apellido: o.apellido ?? `Prueba${++personas}`,
    nombres: 'Licencias',
    fecha_nacimiento: '1985-05-10',
    empleos: [{ sectorId: o.sectorId, alta: o.alta ?? '2015-03-02' }],
    usuarioId: o.usuarioId,
  });
  return p.id;
}

/** `usuarioId` leads `sectores` (the referentes catalog). */
export async function hacerReferente(db: Db, usuarioId: number, sectores: number[]): Promise<void> {
  await db.execute(sql`insert into rrhh_referente (usuario_id, sector_ids) values (${usuarioId}, ${sql.param(sectores)}::integer[])`);
}

/** The id of a type of the novedades-personal catalog by its code (VAC, ENF, MAT…). */
export async function tipoPorCodigo(db: Db, codigo: string): Promise<number> {
  const [t] = filasDe<{ id: number }>(await db.execute(sql`select id from rrhh_tipo_novedad where codigo = ${codigo} and deleted_at is null`));
  if (!t) throw new Error(`No existe el tipo de novedad ${codigo} en la base de prueba`);
  return Number(t.id);
}
