import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AmbitoNovedad } from '@worknet/domain/licencias/esquemas';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import { prohibido } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';

// Who reaches whose leaves (issue 19 item 7): HR (rrhh.licencia.administrar) everyone; a
// referente (rrhh.licencia.referente) the personas whose current sector they lead (the
// referentes catalog); anybody with rrhh.licencia.solicitar their own persona. Another
// person's id answers 403 whether it exists or not, so ids cannot be probed.

/** The sectors the user leads as referente (rrhh_referente). */
export async function sectoresQueLidera(db: Db, usuarioId: number): Promise<number[]> {
  const r = filasDe<{ sectores: number[] | null }>(
    await db.execute(
      sql`select array(select distinct unnest(sector_ids) from rrhh_referente where usuario_id = ${usuarioId} and deleted_at is null) as sectores`,
    ),
  );
  return r[0]?.sectores ?? [];
}

/** A persona's sector today: their current employment (actual), else the open one, else the latest. */
export const sectorDePersonaSql = (personaId: SQL | number) =>
  sql`(select l.sector_id from persona_laboral l where l.persona_id = ${personaId} and l.deleted_at is null
        order by l.actual desc, (l.fecha_baja is null) desc, l.fecha_alta desc limit 1)`;

export async function sectorDePersona(db: Db, personaId: number): Promise<number | null> {
  const r = filasDe<{ sector_id: number | null }>(await db.execute(sql`select ${sectorDePersonaSql(personaId)} as sector_id`));
  return r[0]?.sector_id ?? null;
}

/** The widest scope the user has, or null when they have no leave permission at all. */
export function ambitoMaximo(p: Principal): AmbitoNovedad | null {
  if (p.permisos.has('rrhh.licencia.administrar')) return 'rrhh';
  if (p.permisos.has('rrhh.licencia.referente')) return 'referente';
  if (p.permisos.has('rrhh.licencia.solicitar')) return 'propias';
  return null;
}

/** Whether the user may ask for this scope (a wider permission includes the narrower scopes). */
export function puedeAmbito(p: Principal, a: AmbitoNovedad): boolean {
  if (a === 'rrhh') return p.permisos.has('rrhh.licencia.administrar');
  if (a === 'referente') return p.permisos.has('rrhh.licencia.referente') || p.permisos.has('rrhh.licencia.administrar');
  return p.persona_id !== null && (p.permisos.has('rrhh.licencia.solicitar') || ambitoMaximo(p) !== null);
}

/** The scope a list or report runs in: the one asked for if allowed (403 if not), else the widest. */
export function ambitoPedido(p: Principal, pedido: AmbitoNovedad | undefined): AmbitoNovedad {
  const a = pedido ?? ambitoMaximo(p);
  if (!a || !puedeAmbito(p, a)) throw prohibido();
  return a;
}

/**
 * The WHERE that limits personas (`personaId` is the column) to a scope: null for HR's
 * everyone. A referente who leads no sector sees nobody; 'propias' is the user's persona.
 */
export async function filtroAmbito(db: Db, p: Principal, a: AmbitoNovedad, personaId: SQL): Promise<SQL | null> {
  if (a === 'rrhh') return null;
  if (a === 'propias') return p.persona_id === null ? sql`false` : sql`${personaId} = ${p.persona_id}`;
  const sectores = await sectoresQueLidera(db, p.id);
  return sectores.length ? sql`${sectorDePersonaSql(personaId)} = any(${sql.param(sectores)}::integer[])` : sql`false`;
}

/** The sectors a scope reaches, as options: HR every sector, a referente those they lead, 'propias' none. */
export async function sectoresDelAmbito(db: Db, p: Principal, a: AmbitoNovedad): Promise<{ value: number; label: string }[]> {
  if (a === 'propias') return [];
  const lidera = a === 'referente' ? await sectoresQueLidera(db, p.id) : null;
  if (lidera?.length === 0) return [];
  const filas = filasDe<{ value: number; label: string }>(
    await db.execute(sql`select s.id as value, s.nombre || ' — ' || e.nombre as label
      from sector s join edificio e on e.id = s.raiz_id
      where s.deleted_at is null and e.deleted_at is null ${lidera ? sql`and s.id = any(${sql.param(lidera)}::integer[])` : sql``}`),
  );
  return filas.sort((x, y) => x.label.localeCompare(y.label, 'es'));
}

/** How the user reaches a persona's leaves: as HR, as their referente, as themselves; null when not at all. */
export async function relacionConPersona(db: Db, p: Principal, personaId: number): Promise<'rrhh' | 'referente' | 'propia' | null> {
  if (p.permisos.has('rrhh.licencia.administrar')) return 'rrhh';
  if (p.permisos.has('rrhh.licencia.referente')) {
    const [sectores, suyo] = await Promise.all([sectoresQueLidera(db, p.id), sectorDePersona(db, personaId)]);
    if (suyo !== null && sectores.includes(suyo)) return 'referente';
  }
  if (p.persona_id === personaId && ambitoMaximo(p) !== null) return 'propia';
  return null;
}

/** The persona a route names: `:persona_id` in the path, else `:id`. */
const personaDeRuta = (req: FastifyRequest): number => {
  const params = req.params as { persona_id?: number; id?: number };
  return params.persona_id ?? params.id!;
};

/** Routes under a persona (antigüedad, saldos, resumen, página de licencias). */
export const licenciasDePersona = reglaRegistro('licencias propias, de un sector que lidera (referente) o rrhh.licencia.administrar', async (req, p) => {
  return (await relacionConPersona(req.server.ctx.db, p, personaDeRuta(req))) !== null;
});

/** The persona of an event, or null when it does not exist (or was deleted). */
export async function personaDeNovedad(db: Db, id: number): Promise<number | null> {
  const r = filasDe<{ persona_id: number }>(await db.execute(sql`select persona_id from novedad_personal where id = ${id} and deleted_at is null`));
  return r[0]?.persona_id ?? null;
}

/** Routes under an event (`novedad-personal/:id`…): its persona must be reachable. */
export const novedadVisible = reglaRegistro('novedad propia, de un sector que lidera (referente) o rrhh.licencia.administrar', async (req, p) => {
  const db = req.server.ctx.db;
  const personaId = await personaDeNovedad(db, idDeRuta(req));
  return personaId !== null && (await relacionConPersona(db, p, personaId)) !== null;
});
