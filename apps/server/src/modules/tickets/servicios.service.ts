import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { ServicioBody } from '@worknet/domain/tickets/esquemas';
import { minutosDeTexto, problemaCalendario, textoDeMinutos, type Ventana } from '@worknet/domain/tickets/sla';
import * as reloj from '@worknet/domain/reloj';
import { auditar } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { paginarSql } from '../../platform/db/pagina';
import { sector, usuario } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { conflicto, datosInvalidos, noEncontrado } from '../../platform/http/errors';
import type { PaginaQuery } from '@worknet/domain/http';
import { ticket, ticketCategoria, ticketNoLaborable, ticketObjetivo, ticketServicio, ticketServicioAgente, ticketServicioVentana } from './tickets.table';
import { olvidarCalendarios } from './tickets.calendario';

// The configuration of services (issue 41 item 1), for tickets.servicio.administrar: a service
// is saved whole (its calendar, agents, categories and targets) in one transaction, so a
// half-written calendar never runs a clock. The catalog engine does not fit: a service nests
// windows, agents and targets per category. Categories are kept by id (tickets point at them)
// and deactivated, never deleted, once used.

function calendarioDeBody(b: ServicioBody) {
  const semana: Partial<Record<number, Ventana[]>> = {};
  for (const v of b.ventanas) (semana[v.dia] ??= []).push({ desde: minutosDeTexto(v.desde)!, hasta: minutosDeTexto(v.hasta)! });
  const p = problemaCalendario({ todoElDia: b.todo_el_dia, semana });
  if (p) throw datosInvalidos(p, { campos: [{ campo: 'ventanas', mensaje: p }] });
}

async function verificarReferencias(db: Db, b: ServicioBody) {
  const sectores = [...new Set([b.sector_id, ...b.agente_sector_ids])];
  const hay = await db
    .select({ id: sector.id })
    .from(sector)
    .where(and(inArray(sector.id, sectores), isNull(sector.deleted_at)));
  if (hay.length !== sectores.length)
    throw datosInvalidos('Algún sector elegido no existe.', { campos: [{ campo: 'sector_id', mensaje: 'Sector inexistente' }] });
  const usuarios = [...new Set([...b.agente_usuario_ids, ...(b.jefe_id ? [b.jefe_id] : [])])];
  if (usuarios.length) {
    const u = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(inArray(usuario.id, usuarios), isNull(usuario.deleted_at)));
    if (u.length !== usuarios.length)
      throw datosInvalidos('Algún usuario elegido no existe.', { campos: [{ campo: 'agente_usuario_ids', mensaje: 'Usuario inexistente' }] });
  }
  for (const o of b.objetivos)
    if (o.categoria !== null && o.categoria >= b.categorias.length)
      throw datosInvalidos('Un plazo nombra una categoría que no está en la lista.', { campos: [{ campo: 'objetivos', mensaje: 'Categoría inexistente' }] });
  const claves = new Set(b.objetivos.map((o) => `${o.categoria ?? '*'}|${o.prioridad}`));
  if (claves.size !== b.objetivos.length)
    throw datosInvalidos('Hay dos plazos para la misma categoría y prioridad.', { campos: [{ campo: 'objetivos', mensaje: 'Repetido' }] });
}

async function guardarPartes(tx: Db, id: number, b: ServicioBody) {
  await tx.delete(ticketServicioVentana).where(eq(ticketServicioVentana.servicio_id, id));
  if (!b.todo_el_dia && b.ventanas.length)
    await tx
      .insert(ticketServicioVentana)
      .values(b.ventanas.map((v) => ({ servicio_id: id, dia: v.dia, desde: minutosDeTexto(v.desde)!, hasta: minutosDeTexto(v.hasta)! })));
  await tx.delete(ticketServicioAgente).where(eq(ticketServicioAgente.servicio_id, id));
  const agentes = [
    ...[...new Set(b.agente_sector_ids)].map((s) => ({ servicio_id: id, sector_id: s })),
    ...[...new Set(b.agente_usuario_ids)].map((u) => ({ servicio_id: id, usuario_id: u })),
  ];
  if (agentes.length) await tx.insert(ticketServicioAgente).values(agentes);
  // Categories: the ones with an id are updated (only this service's), the others created; the missing ones deactivated.
  const existentes = await tx.select({ id: ticketCategoria.id }).from(ticketCategoria).where(eq(ticketCategoria.servicio_id, id));
  const propias = new Set(existentes.map((c) => c.id));
  const ids: number[] = [];
  for (const c of b.categorias) {
    if (c.id !== undefined) {
      if (!propias.has(c.id)) throw datosInvalidos(`La categoría ${c.id} no es de este servicio.`, { campos: [{ campo: 'categorias', mensaje: 'Ajena' }] });
      await tx.update(ticketCategoria).set({ nombre: c.nombre, activo: c.activo }).where(eq(ticketCategoria.id, c.id));
      ids.push(c.id);
    } else {
      const [n] = await tx.insert(ticketCategoria).values({ servicio_id: id, nombre: c.nombre, activo: c.activo }).returning({ id: ticketCategoria.id });
      ids.push(n!.id);
    }
  }
  if (ids.length)
    await tx
      .update(ticketCategoria)
      .set({ activo: false })
      .where(and(eq(ticketCategoria.servicio_id, id), notInArray(ticketCategoria.id, ids)));
  await tx.delete(ticketObjetivo).where(eq(ticketObjetivo.servicio_id, id));
  if (b.objetivos.length)
    await tx.insert(ticketObjetivo).values(
      b.objetivos.map((o) => ({
        servicio_id: id,
        categoria_id: o.categoria === null ? null : ids[o.categoria]!,
        prioridad: o.prioridad,
        primera_respuesta_min: o.primera_respuesta_min,
        resolucion_min: o.resolucion_min,
      })),
    );
}

async function nombreLibre(db: Db, nombre: string, salvo?: number) {
  const [x] = await db
    .select({ id: ticketServicio.id })
    .from(ticketServicio)
    .where(
      and(
        sql`lower(${ticketServicio.nombre}) = lower(${nombre})`,
        isNull(ticketServicio.deleted_at),
        salvo ? sql`${ticketServicio.id} <> ${salvo}` : undefined,
      ),
    );
  if (x) throw conflicto(`Ya existe un servicio llamado «${nombre}».`);
}

const columnas = (b: ServicioBody) => ({
  nombre: b.nombre,
  sector_id: b.sector_id,
  jefe_id: b.jefe_id,
  activo: b.activo,
  todo_el_dia: b.todo_el_dia,
  dias_cierre: b.dias_cierre,
});

export async function crearServicio(db: Db, p: Principal, b: ServicioBody): Promise<number> {
  calendarioDeBody(b);
  await verificarReferencias(db, b);
  await nombreLibre(db, b.nombre);
  return db.transaction(async (tx) => {
    const [n] = await tx.insert(ticketServicio).values(columnas(b)).returning({ id: ticketServicio.id });
    await guardarPartes(tx, n!.id, b);
    await auditar(tx, { usuarioId: p.id, entidad: 'ticket_servicio', entidadId: n!.id, accion: 'crear', despues: b });
    return n!.id;
  });
}

export async function editarServicio(db: Db, p: Principal, id: number, b: ServicioBody): Promise<void> {
  calendarioDeBody(b);
  await verificarReferencias(db, b);
  await nombreLibre(db, b.nombre, id);
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(ticketServicio)
      .where(and(eq(ticketServicio.id, id), isNull(ticketServicio.deleted_at)))
      .for('update');
    if (!antes) throw noEncontrado('El servicio no existe.');
    await tx
      .update(ticketServicio)
      .set({ ...columnas(b), updated_at: reloj.ahora() })
      .where(eq(ticketServicio.id, id));
    await guardarPartes(tx, id, b);
    await auditar(tx, { usuarioId: p.id, entidad: 'ticket_servicio', entidadId: id, accion: 'editar', antes, despues: b });
  });
  olvidarCalendarios(db);
}

/** Removes a service (soft): its tickets stay readable; with open tickets it is refused. */
export async function eliminarServicio(db: Db, p: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [s] = await tx
      .select()
      .from(ticketServicio)
      .where(and(eq(ticketServicio.id, id), isNull(ticketServicio.deleted_at)))
      .for('update');
    if (!s) throw noEncontrado('El servicio no existe.');
    const [abiertos] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(ticket)
      .where(and(eq(ticket.servicio_id, id), sql`${ticket.estado} not in ('resuelto', 'cerrado')`));
    if (Number(abiertos?.n ?? 0) > 0) throw conflicto(`El servicio tiene ${abiertos!.n} tickets sin resolver: resuélvalos o desactive el servicio.`);
    await tx.update(ticketServicio).set({ deleted_at: reloj.ahora(), activo: false }).where(eq(ticketServicio.id, id));
    await auditar(tx, { usuarioId: p.id, entidad: 'ticket_servicio', entidadId: id, accion: 'eliminar', antes: s });
  });
  olvidarCalendarios(db);
}

export async function listarServicios(db: Db, q: PaginaQuery) {
  const base = sql`select s.id, s.nombre, s.sector_id, se.nombre as sector, s.jefe_id, u.nombre_completo as jefe, s.activo, s.todo_el_dia, s.dias_cierre
    from ticket_servicio s join sector se on se.id = s.sector_id left join usuario u on u.id = s.jefe_id where s.deleted_at is null`;
  const { filas, total } = await paginarSql<Record<string, unknown>>(db, base, sql`s.nombre, s.id`, q);
  return {
    filas: filas.map((f) => ({
      id: Number(f.id),
      nombre: String(f.nombre),
      sector_id: Number(f.sector_id),
      sector: String(f.sector),
      jefe_id: f.jefe_id === null ? null : Number(f.jefe_id),
      jefe: (f.jefe as string | null) ?? null,
      activo: Boolean(f.activo),
      todo_el_dia: Boolean(f.todo_el_dia),
      dias_cierre: Number(f.dias_cierre),
    })),
    total,
  };
}

export async function obtenerServicio(db: Db, id: number) {
  const { filas } = await listarServicios(db, { limit: 500, skip: 0 });
  const s = filas.find((f) => f.id === id);
  if (!s) throw noEncontrado('El servicio no existe.');
  const [ventanas, agentes, categorias, objetivos] = await Promise.all([
    db
      .select()
      .from(ticketServicioVentana)
      .where(eq(ticketServicioVentana.servicio_id, id))
      .orderBy(asc(ticketServicioVentana.dia), asc(ticketServicioVentana.desde)),
    db.select().from(ticketServicioAgente).where(eq(ticketServicioAgente.servicio_id, id)),
    db
      .select({ id: ticketCategoria.id, nombre: ticketCategoria.nombre, activo: ticketCategoria.activo })
      .from(ticketCategoria)
      .where(eq(ticketCategoria.servicio_id, id))
      .orderBy(asc(ticketCategoria.id)),
    db
      .select({
        categoria_id: ticketObjetivo.categoria_id,
        prioridad: ticketObjetivo.prioridad,
        primera_respuesta_min: ticketObjetivo.primera_respuesta_min,
        resolucion_min: ticketObjetivo.resolucion_min,
      })
      .from(ticketObjetivo)
      .where(eq(ticketObjetivo.servicio_id, id))
      .orderBy(asc(ticketObjetivo.id)),
  ]);
  return {
    ...s,
    ventanas: ventanas.map((v) => ({ dia: v.dia, desde: textoDeMinutos(v.desde), hasta: textoDeMinutos(v.hasta) })),
    agente_sector_ids: agentes.flatMap((a) => (a.sector_id === null ? [] : [a.sector_id])),
    agente_usuario_ids: agentes.flatMap((a) => (a.usuario_id === null ? [] : [a.usuario_id])),
    categorias,
    objetivos: objetivos.map((o) => ({ ...o, prioridad: o.prioridad as 'baja' | 'media' | 'alta' | 'urgente' })),
  };
}

// ---- non-working dates an admin adds ----

export async function listarNoLaborables(db: Db, q: PaginaQuery) {
  const base = sql`select id, to_char(dia, 'YYYY-MM-DD') as dia, motivo, servicio_id from ticket_no_laborable`;
  const { filas, total } = await paginarSql<{ id: number; dia: string; motivo: string; servicio_id: number | null }>(db, base, sql`dia desc, id`, q);
  return { filas: filas.map((f) => ({ ...f, id: Number(f.id), servicio_id: f.servicio_id === null ? null : Number(f.servicio_id) })), total };
}

export async function crearNoLaborable(db: Db, p: Principal, b: { dia: string; motivo: string; servicio_id: number | null }) {
  if (b.servicio_id !== null) {
    const [s] = await db
      .select({ id: ticketServicio.id })
      .from(ticketServicio)
      .where(and(eq(ticketServicio.id, b.servicio_id), isNull(ticketServicio.deleted_at)));
    if (!s) throw datosInvalidos('El servicio no existe.', { campos: [{ campo: 'servicio_id', mensaje: 'Servicio inexistente' }] });
  }
  const r = await db.transaction(async (tx) => {
    const [n] = await tx.insert(ticketNoLaborable).values(b).onConflictDoNothing().returning();
    if (!n) throw conflicto(`El ${b.dia.split('-').reverse().join('/')} ya es no laborable.`);
    await auditar(tx, { usuarioId: p.id, entidad: 'ticket_no_laborable', entidadId: n.id, accion: 'crear', despues: b });
    return { id: n.id, dia: n.dia, motivo: n.motivo, servicio_id: n.servicio_id };
  });
  olvidarCalendarios(db);
  return r;
}

export async function eliminarNoLaborable(db: Db, p: Principal, id: number) {
  await db.transaction(async (tx) => {
    const [x] = await tx.delete(ticketNoLaborable).where(eq(ticketNoLaborable.id, id)).returning();
    if (!x) throw noEncontrado('Ese día no laborable no existe.');
    await auditar(tx, { usuarioId: p.id, entidad: 'ticket_no_laborable', entidadId: id, accion: 'eliminar', antes: x });
  });
  olvidarCalendarios(db);
}
