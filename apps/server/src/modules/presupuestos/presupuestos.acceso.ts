import { eq, sql, type SQL } from 'drizzle-orm';
import { requiereSegunda } from '@worknet/domain/presupuestos/aprobacion';
import type { PapelSolicitud } from '@worknet/domain/presupuestos/flujo';
import { idDeRuta, reglaRegistro } from '../../platform/auth/registro';
import type { Db } from '../../platform/db/client';
import { filasDe } from '../../platform/db/sql';
import type { Principal } from '../../platform/identidad/principal';
import { presupuestoConfiguracion, solicitudPresupuesto } from './presupuestos.table';

// Who reaches which budget request (issue 42 item 7), decided here only:
//  - whoever asked, and the members of the requesting sector who may ask (presupuestos.solicitud.pedir);
//  - the head of the requesting sector (rrhh_referente, with presupuestos.solicitud.aprobar): the first approval;
//  - whoever holds the configured role (Gerencia) with .aprobar: requests in approval, or decided,
//    whose amount is above their threshold (the second approval);
//  - Compras (presupuestos.solicitud.cotizar): every request.
// Nobody else: the record rules answer 403 whether the request exists or not; the quotes' PDFs
// are media of the request's rule (presupuestos.routes.ts).

export const ROL_SEGUNDA_POR_DEFECTO = 'Gerencia';

const esCompras = (p: Principal) => p.esAdmin || p.permisos.has('presupuestos.solicitud.cotizar');

/** The role whose members give the second approval. */
export async function rolSegunda(db: Db): Promise<string> {
  const [c] = await db.select({ rol: presupuestoConfiguracion.rol_segunda }).from(presupuestoConfiguracion).where(eq(presupuestoConfiguracion.id, 1));
  return c?.rol ?? ROL_SEGUNDA_POR_DEFECTO;
}

/** The sectors the user heads (rrhh_referente). */
export async function sectoresQueDirige(db: Db, usuarioId: number): Promise<number[]> {
  const r = filasDe<{ sectores: number[] | null }>(
    await db.execute(
      sql`select array(select distinct unnest(sector_ids) from rrhh_referente where usuario_id = ${usuarioId} and deleted_at is null) as sectores`,
    ),
  );
  return (r[0]?.sectores ?? []).map(Number);
}

/** Whether the user gives second approvals: .aprobar and the configured role (the administrator too). */
export async function daSegunda(db: Db, p: Principal): Promise<boolean> {
  if (p.esAdmin) return true;
  if (!p.permisos.has('presupuestos.solicitud.aprobar')) return false;
  const rol = await rolSegunda(db);
  return p.asignaciones.some((a) => a.item.nombre === rol);
}

type SolicitudDeAcceso = { solicitante_id: number; sector_id: number; estado: string; importe_elegido: string | null; umbral: string | null };

/** Above its threshold (or with none): the second approver's business. */
const pideSegunda = (s: SolicitudDeAcceso) => s.importe_elegido !== null && requiereSegunda(s.importe_elegido, s.umbral);

/** What the user is to the request (the roles of FLUJO_SOLICITUD) and whether they may read it. */
export async function papelesEnSolicitud(db: Db, p: Principal, s: SolicitudDeAcceso): Promise<{ papeles: PapelSolicitud[]; lector: boolean }> {
  const papeles: PapelSolicitud[] = [];
  const pide = p.permisos.has('presupuestos.solicitud.pedir');
  if (s.solicitante_id === p.id) papeles.push('solicitante');
  if (esCompras(p)) papeles.push('compras');
  const aprueba = p.esAdmin || p.permisos.has('presupuestos.solicitud.aprobar');
  if (aprueba && (p.esAdmin || (await sectoresQueDirige(db, p.id)).includes(s.sector_id))) papeles.push('jefe');
  const segundo = aprueba && (await daSegunda(db, p));
  if (segundo) papeles.push('segundo');
  const delSector = pide && p.sector.some((x) => x.id === s.sector_id);
  const lector = papeles.some((x) => x !== 'segundo') || delSector || (segundo && pideSegunda(s));
  return { papeles, lector };
}

export async function solicitudDeAcceso(db: Db, id: number): Promise<SolicitudDeAcceso | null> {
  const [s] = await db
    .select({
      solicitante_id: solicitudPresupuesto.solicitante_id,
      sector_id: solicitudPresupuesto.sector_id,
      estado: solicitudPresupuesto.estado,
      importe_elegido: solicitudPresupuesto.importe_elegido,
      umbral: solicitudPresupuesto.umbral,
    })
    .from(solicitudPresupuesto)
    .where(eq(solicitudPresupuesto.id, id));
  return s ?? null;
}

/** Whether the user reads request `id` (also the media rule of its files and its quotes' PDFs). */
export async function leeSolicitud(db: Db, p: Principal, id: number): Promise<boolean> {
  const s = await solicitudDeAcceso(db, id);
  if (!s) return esCompras(p);
  return (await papelesEnSolicitud(db, p, s)).lector;
}

/** `:id` is a request the user reaches. */
export const solicitudVisible = reglaRegistro(
  'solicitud de presupuesto propia o de su sector, de un sector que dirige, en su segunda aprobación, o presupuestos.solicitud.cotizar',
  (req, p) => leeSolicitud(req.server.ctx.db, p, idDeRuta(req)),
);

/** `:id` is a request the user asked for (editing the draft). */
export const solicitudPropia = reglaRegistro(
  'solicitud de presupuesto propia',
  async (req, p) => (await solicitudDeAcceso(req.server.ctx.db, idDeRuta(req)))?.solicitante_id === p.id,
);

/** The SQL scope of a list (`s` is solicitud_presupuesto): mías (asked, my sectors, led sectors), todas (Compras), aprobar (waiting for me). */
export async function alcanceLista(db: Db, p: Principal, vista: 'mias' | 'todas' | 'aprobar'): Promise<SQL> {
  if (vista === 'todas') return esCompras(p) ? sql`true` : sql`false`;
  const dirige = p.esAdmin || p.permisos.has('presupuestos.solicitud.aprobar') ? await sectoresQueDirige(db, p.id) : [];
  const enDirigidos = p.esAdmin ? sql`true` : dirige.length ? sql`s.sector_id = any(${sql.param(dirige)}::integer[])` : sql`false`;
  if (vista === 'aprobar') {
    const segundo = await daSegunda(db, p);
    const primera = sql`(s.primera_aprobacion_por is null and ${enDirigidos})`;
    const segunda = segundo
      ? sql`(s.primera_aprobacion_por is not null and s.primera_aprobacion_por <> ${p.id} and (s.umbral is null or s.importe_elegido > s.umbral))`
      : sql`false`;
    return sql`(s.estado = 'en_aprobacion' and (${primera} or ${segunda}))`;
  }
  const sectores = p.permisos.has('presupuestos.solicitud.pedir') ? p.sector.map((x) => x.id) : [];
  const propios = sectores.length ? sql` or s.sector_id = any(${sql.param(sectores)}::integer[])` : sql``;
  return sql`(s.solicitante_id = ${p.id}${propios} or ${enDirigidos})`;
}
