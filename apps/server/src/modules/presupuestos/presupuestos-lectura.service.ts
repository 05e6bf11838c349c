import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { requiereSegunda } from '@worknet/domain/presupuestos/aprobacion';
import { MODELO_MEDIA_PRESUPUESTO, MODELO_MEDIA_SOLICITUD, type SolicitudesQuery } from '@worknet/domain/presupuestos/esquemas';
import { FLUJO_SOLICITUD, type EstadoSolicitud } from '@worknet/domain/presupuestos/flujo';
import * as reloj from '@worknet/domain/reloj';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { paginarSql } from '../../platform/db/pagina';
import { filasDe } from '../../platform/db/sql';
import { contiene } from '../../platform/db/texto';
import { leerHistorial } from '../../platform/flujo/historial';
import { sector, usuario } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { noEncontrado } from '../../platform/http/errors';
import { producto, proveedor } from '../inventario/inventario.table';
import { mediaDeModelos } from '../media/media.service';
import { alcanceLista, papelesEnSolicitud } from './presupuestos.acceso';
import { comparacionDe } from './presupuestos.service';
import { HISTORIAL_SOLICITUD, solicitudPresupuesto, solicitudPresupuestoLinea } from './presupuestos.table';

// Reading budget requests (issue 42 items 3 and 7): the list (mine, all for Compras, waiting for
// my approval) and the detail, with its quotes compared in ARS on today's date.

const COLUMNAS = sql`
  s.id, s.titulo, s.estado, s.sector_id, se.nombre as sector, s.solicitante_id, u.nombre_completo as solicitante,
  s.necesario_para::text as necesario_para, s.estimado::text as estimado, s.importe_elegido::text as importe_elegido,
  (select count(*)::int from presupuesto p where p.solicitud_id = s.id) as cantidad_presupuestos, s.created_at`;
const DESDE = sql`solicitud_presupuesto s join sector se on se.id = s.sector_id join usuario u on u.id = s.solicitante_id`;

const ORDEN: Record<NonNullable<SolicitudesQuery['sortBy']>, SQL> = {
  id: sql`s.id`,
  created_at: sql`s.created_at`,
  estado: sql`s.estado`,
  necesario_para: sql`s.necesario_para`,
};

const fila = (f: Record<string, unknown>) => ({
  id: Number(f.id),
  titulo: String(f.titulo),
  estado: f.estado as EstadoSolicitud,
  sector_id: Number(f.sector_id),
  sector: String(f.sector),
  solicitante_id: Number(f.solicitante_id),
  solicitante: String(f.solicitante),
  necesario_para: (f.necesario_para as string | null) ?? null,
  estimado: (f.estimado as string | null) ?? null,
  importe_elegido: (f.importe_elegido as string | null) ?? null,
  cantidad_presupuestos: Number(f.cantidad_presupuestos),
  created_at: f.created_at instanceof Date ? f.created_at : new Date(String(f.created_at)),
});

/** GET /presupuestos: a page of what the user reaches in the chosen view. */
export async function listarSolicitudes(db: Db, p: Principal, q: SolicitudesQuery) {
  const w: SQL[] = [await alcanceLista(db, p, q.vista)];
  if (q.estado) w.push(sql`s.estado = ${q.estado}`);
  if (q.sector) w.push(sql`s.sector_id = ${q.sector}`);
  const f = q.filter?.trim();
  if (f) w.push(sql`(${contiene([sql`s.titulo`], f)}${/^\d{1,9}$/.test(f) ? sql` or s.id = ${Number(f)}` : sql``})`);
  const base = sql`select ${COLUMNAS} from ${DESDE} where ${sql.join(w, sql` and `)}`;
  const desc = q.descending ?? q.sortBy === undefined;
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const { filas, total } = await paginarSql<Record<string, unknown>>(db, base, sql`${ORDEN[q.sortBy ?? 'id']} ${dir} nulls last, s.id ${dir}`, q);
  return { filas: filas.map(fila), total };
}

/** GET /presupuestos/{id}: the request, its quotes side by side, its approvals and what the caller may do. */
export async function obtenerSolicitud(ctx: Ctx, p: Principal, id: number) {
  const [f] = filasDe<Record<string, unknown>>(
    await ctx.db.execute(sql`select ${COLUMNAS}, s.descripcion, s.motivo, s.elegido_id, s.motivo_eleccion, s.umbral::text as umbral,
      s.primera_aprobacion_por, s.primera_aprobacion_en, s.segunda_aprobacion_por, s.segunda_aprobacion_en from ${DESDE} where s.id = ${id}`),
  );
  if (!f) throw noEncontrado('La solicitud de presupuesto no existe.');
  const s = fila(f);
  const [row] = await ctx.db.select().from(solicitudPresupuesto).where(eq(solicitudPresupuesto.id, id));
  const { papeles } = await papelesEnSolicitud(ctx.db, p, row!);
  const { cotizaciones, comparacion } = await comparacionDe(ctx.db, row!, reloj.hoy());
  const [lineas, historial, adjuntos, pdfs, proveedores, autores] = await Promise.all([
    ctx.db
      .select({
        id: solicitudPresupuestoLinea.id,
        producto_id: solicitudPresupuestoLinea.producto_id,
        producto: producto.nombre_producto,
        descripcion: solicitudPresupuestoLinea.descripcion,
        cantidad: solicitudPresupuestoLinea.cantidad,
        unidad: solicitudPresupuestoLinea.unidad,
      })
      .from(solicitudPresupuestoLinea)
      .leftJoin(producto, eq(producto.id, solicitudPresupuestoLinea.producto_id))
      .where(eq(solicitudPresupuestoLinea.solicitud_id, id))
      .orderBy(asc(solicitudPresupuestoLinea.orden)),
    leerHistorial<EstadoSolicitud>(ctx.db, HISTORIAL_SOLICITUD, id),
    mediaDeModelos(ctx, MODELO_MEDIA_SOLICITUD, [id]),
    mediaDeModelos(
      ctx,
      MODELO_MEDIA_PRESUPUESTO,
      cotizaciones.map((c) => c.id),
    ),
    cotizaciones.length
      ? ctx.db
          .select({ id: proveedor.id, razon_social: proveedor.razon_social, cuit: proveedor.cuit })
          .from(proveedor)
          .where(
            inArray(
              proveedor.id,
              cotizaciones.map((c) => c.proveedor_id),
            ),
          )
      : Promise.resolve([]),
    nombres(ctx.db, [...cotizaciones.map((c) => c.cargado_por), row!.primera_aprobacion_por, row!.segunda_aprobacion_por]),
  ]);
  const prov = new Map(proveedores.map((x) => [x.id, x]));
  const comparados = new Map(comparacion.presupuestos.map((c) => [c.id, c]));
  const aprobacion = row!.importe_elegido
    ? { importe: row!.importe_elegido, umbral: row!.umbral, primera: row!.primera_aprobacion_por ? { usuario_id: row!.primera_aprobacion_por } : null }
    : null;
  const aprobaciones = [
    ...(row!.primera_aprobacion_por ? [{ paso: 'primera' as const, usuario_id: row!.primera_aprobacion_por, created_at: row!.primera_aprobacion_en! }] : []),
    ...(row!.segunda_aprobacion_por ? [{ paso: 'segunda' as const, usuario_id: row!.segunda_aprobacion_por, created_at: row!.segunda_aprobacion_en! }] : []),
  ].map((a) => ({ ...a, usuario: autores.get(a.usuario_id) ?? '' }));
  return {
    ...s,
    descripcion: (f.descripcion as string | null) ?? null,
    motivo: String(f.motivo),
    lineas,
    adjuntos: adjuntos.get(id) ?? [],
    presupuestos: cotizaciones.map((c) => {
      const x = comparados.get(c.id)!;
      return {
        ...x,
        proveedor_id: c.proveedor_id,
        proveedor: prov.get(c.proveedor_id)?.razon_social ?? '',
        cuit: prov.get(c.proveedor_id)?.cuit ?? null,
        fecha: c.fecha,
        valido_hasta: c.valido_hasta,
        cotizacion: c.cotizacion,
        fecha_cotizacion: c.fecha_cotizacion,
        plazo_entrega: c.plazo_entrega,
        condiciones_pago: c.condiciones_pago,
        pdf: pdfs.get(c.id)?.[0] ?? null,
        cargado_por: autores.get(c.cargado_por) ?? '',
        created_at: c.created_at,
      };
    }),
    mas_barato_ids: comparacion.mas_barato_ids,
    elegido_id: row!.elegido_id,
    motivo_eleccion: row!.motivo_eleccion,
    umbral: row!.umbral,
    requiere_segunda: row!.importe_elegido !== null && requiereSegunda(row!.importe_elegido, row!.umbral),
    aprobaciones,
    historial,
    acciones: FLUJO_SOLICITUD.accionesPosibles(s.estado, papeles, { aprobacion, actor_id: p.id }),
    puede_cotizar: papeles.includes('compras') && s.estado === 'en_cotizacion',
  };
}

async function nombres(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const lista = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!lista.length) return new Map();
  const filas = await db.select({ id: usuario.id, nombre: usuario.nombre_completo }).from(usuario).where(inArray(usuario.id, lista));
  return new Map(filas.map((x) => [x.id, x.nombre]));
}

/** GET /presupuestos/configuracion: with the sectors' names. */
export async function configuracionConNombres(db: Db, c: { umbrales: { sector_id: number | null; importe: string }[]; rol_segunda: string | null }) {
  const ids = c.umbrales.map((u) => u.sector_id).filter((x): x is number => x !== null);
  const nombresSector = ids.length
    ? new Map((await db.select({ id: sector.id, nombre: sector.nombre }).from(sector).where(inArray(sector.id, ids))).map((x) => [x.id, x.nombre]))
    : new Map<number, string>();
  return {
    umbral_global: c.umbrales.find((u) => u.sector_id === null)?.importe ?? null,
    umbrales: c.umbrales
      .filter((u) => u.sector_id !== null)
      .map((u) => ({ sector_id: u.sector_id!, sector: nombresSector.get(u.sector_id!) ?? '', importe: u.importe })),
    rol_segunda: c.rol_segunda ?? 'Gerencia',
  };
}
