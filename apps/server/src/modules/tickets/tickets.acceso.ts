import { eq, sql, type SQL } from 'drizzle-orm';
import type { PapelTicket } from '@worknet/domain/tickets/flujo';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import type { Principal } from '../../platform/identidad/principal';
import { ticket } from './tickets.table';

// Who reaches which ticket (issue 41 item 7), decided here only:
//  - the requester: their own tickets (tickets.ticket.pedir); whoever heads the requester's
//    sector (rrhh_referente) reads them too, without acting nor reading internal notes;
//  - an agent (tickets.ticket.atender and listed among the service's agents, by sector or by
//    name): the tickets of their services, internal notes included;
//  - the service's head (jefe_id) assigns; tickets.servicio.administrar reaches every ticket.
// The record rules answer 403 for a ticket out of reach, whether it exists or not.

export const administraTickets = (p: Pick<Principal, 'permisos'>) => p.permisos.has('tickets.servicio.administrar');

/** The services whose queue the user works (agent by sector or by name, or head), null: all (admin). */
export async function serviciosQueAtiende(db: Db, p: Pick<Principal, 'id' | 'sector' | 'permisos'>): Promise<number[] | null> {
  if (administraTickets(p)) return null;
  if (!p.permisos.has('tickets.ticket.atender')) return serviciosQueDirige(db, p);
  const sectores = p.sector.map((s) => s.id);
  const filas = filasDe<{ id: number }>(
    await db.execute(sql`
      select s.id from ticket_servicio s where s.deleted_at is null and (s.jefe_id = ${p.id} or exists (
        select 1 from ticket_servicio_agente a where a.servicio_id = s.id
          and (a.usuario_id = ${p.id} or a.sector_id = any(${sql.param(sectores)}::integer[]))))`),
  );
  return filas.map((f) => Number(f.id));
}

/** The services the user heads (jefe_id), null: all (admin). */
export async function serviciosQueDirige(db: Db, p: Pick<Principal, 'id' | 'permisos'>): Promise<number[]> {
  const filas = filasDe<{ id: number }>(await db.execute(sql`select id from ticket_servicio where deleted_at is null and jefe_id = ${p.id}`));
  return filas.map((f) => Number(f.id));
}

/** The sectors the user heads as referente (their requesters' tickets are visible to them). */
export async function sectoresQueDirige(db: Db, usuarioId: number): Promise<number[]> {
  const r = filasDe<{ sectores: number[] | null }>(
    await db.execute(
      sql`select array(select distinct unnest(sector_ids) from rrhh_referente where usuario_id = ${usuarioId} and deleted_at is null) as sectores`,
    ),
  );
  return (r[0]?.sectores ?? []).map(Number);
}

type TicketDeAcceso = { servicio_id: number; solicitante_id: number; sector_id: number | null };

/** What the user is to the ticket (the roles of FLUJO_TICKET), plus `lector` for a referente who only reads. */
export async function papelesEnTicket(db: Db, p: Principal, t: TicketDeAcceso): Promise<{ papeles: PapelTicket[]; lector: boolean }> {
  const papeles: PapelTicket[] = [];
  if (t.solicitante_id === p.id && p.permisos.has('tickets.ticket.pedir')) papeles.push('solicitante');
  const admin = administraTickets(p);
  const [atiende, dirige] = await Promise.all([serviciosQueAtiende(db, p), admin ? Promise.resolve(null) : serviciosQueDirige(db, p)]);
  const esJefe = admin || (dirige?.includes(t.servicio_id) ?? false);
  if (esJefe || (p.permisos.has('tickets.ticket.atender') && (atiende === null || atiende.includes(t.servicio_id)))) papeles.push('agente');
  if (esJefe) papeles.push('jefe');
  const lector =
    papeles.length > 0 || (t.sector_id !== null && p.permisos.has('tickets.ticket.pedir') && (await sectoresQueDirige(db, p.id)).includes(t.sector_id));
  return { papeles, lector };
}

/** Whether the roles let the user read internal notes (the service's side). */
export const leeNotas = (papeles: readonly PapelTicket[]) => papeles.includes('agente') || papeles.includes('jefe');

async function ticketDe(db: Db, id: number): Promise<TicketDeAcceso | null> {
  const [x] = await db
    .select({ servicio_id: ticket.servicio_id, solicitante_id: ticket.solicitante_id, sector_id: ticket.sector_id })
    .from(ticket)
    .where(eq(ticket.id, id));
  return x ?? null;
}

/** `:id` is a ticket the user reaches: their own, their led sector's, or one of a service they work. */
export const ticketVisible = reglaRegistro(
  'ticket propio (o de un sector que dirige), de un servicio del que es agente o jefe, o tickets.servicio.administrar',
  async (req, p) => {
    const t = await ticketDe(req.server.ctx.db, idDeRuta(req));
    if (!t) return administraTickets(p);
    return (await papelesEnTicket(req.server.ctx.db, p, t)).lector;
  },
);

/** `:id` is a ticket of a service the user works (internal notes, assignment). */
export const ticketDelServicio = reglaRegistro('ticket de un servicio del que es agente o jefe, o tickets.servicio.administrar', async (req, p) => {
  if (administraTickets(p)) return true;
  const t = await ticketDe(req.server.ctx.db, idDeRuta(req));
  if (!t) return false;
  return leeNotas((await papelesEnTicket(req.server.ctx.db, p, t)).papeles);
});

/** `:id` is a ticket the user asked for (rating). */
export const ticketPropio = reglaRegistro('ticket propio', async (req, p) => (await ticketDe(req.server.ctx.db, idDeRuta(req)))?.solicitante_id === p.id);

/** The SQL scope of what the user sees in a list: `vista` mios (asked, led sectors) or cola (services worked). */
export async function alcanceLista(db: Db, p: Principal, vista: 'mios' | 'cola'): Promise<SQL> {
  if (vista === 'cola') {
    const servicios = await serviciosQueAtiende(db, p);
    if (servicios === null) return sql`true`;
    // One service (the usual agent) as an equality, so the indexes on (servicio_id, …) also give the order.
    if (servicios.length === 1) return sql`t.servicio_id = ${servicios[0]}`;
    return servicios.length ? sql`t.servicio_id = any(${sql.param(servicios)}::integer[])` : sql`false`;
  }
  const sectores = p.permisos.has('tickets.ticket.pedir') ? await sectoresQueDirige(db, p.id) : [];
  return sectores.length ? sql`(t.solicitante_id = ${p.id} or t.sector_id = any(${sql.param(sectores)}::integer[]))` : sql`t.solicitante_id = ${p.id}`;
}

/** Whether the user is an agent the service's head may assign: a user listed by name or a member of a listed sector, with tickets.ticket.atender. */
export async function esAgenteDe(db: Db, servicioId: number, usuarioId: number): Promise<boolean> {
  const [f] = filasDe<{ ok: boolean }>(
    await db.execute(sql`
      select exists (
        select 1 from usuario u where u.id = ${usuarioId} and u.deleted_at is null and u.activo and (
          exists (select 1 from ticket_servicio_agente a where a.servicio_id = ${servicioId} and a.usuario_id = u.id)
          or exists (select 1 from ticket_servicio_agente a join usuario_sector us on us.sector_id = a.sector_id
                     where a.servicio_id = ${servicioId} and us.usuario_id = u.id)
          or exists (select 1 from ticket_servicio s where s.id = ${servicioId} and s.jefe_id = u.id))
      ) as ok`),
  );
  return Boolean(f?.ok);
}

/** The service's agents (to assign), as options. */
export async function agentesDe(db: Db, servicioId: number): Promise<{ value: number; label: string }[]> {
  const filas = filasDe<{ id: number; nombre: string }>(
    await db.execute(sql`
      select distinct u.id, u.nombre_completo as nombre from usuario u
      where u.deleted_at is null and u.activo and (
        exists (select 1 from ticket_servicio_agente a where a.servicio_id = ${servicioId} and a.usuario_id = u.id)
        or exists (select 1 from ticket_servicio_agente a join usuario_sector us on us.sector_id = a.sector_id
                   where a.servicio_id = ${servicioId} and us.usuario_id = u.id)
        or exists (select 1 from ticket_servicio s where s.id = ${servicioId} and s.jefe_id = u.id))
      order by nombre`),
  );
  return filas.map((f) => ({ value: Number(f.id), label: f.nombre }));
}
