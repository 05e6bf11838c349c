import { and, eq, inArray, isNull } from 'drizzle-orm';
import { sumarProductos } from '@worknet/domain/dinero';
import { esCuitValido } from '@worknet/domain/cuit';
import { umbralDe } from '@worknet/domain/presupuestos/aprobacion';
import { compararPresupuestos, estaVencido, revisarPrecios } from '@worknet/domain/presupuestos/comparacion';
import {
  MODELO_MEDIA_PRESUPUESTO,
  MODELO_MEDIA_SOLICITUD,
  type AccionSolicitudBody,
  type ConfiguracionAprobacionBody,
  type ElevarBody,
  type PresupuestoBody,
  type SolicitudBody,
} from '@worknet/domain/presupuestos/esquemas';
import { FLUJO_SOLICITUD, type AccionSolicitud, type DatosSolicitud, type EstadoSolicitud } from '@worknet/domain/presupuestos/flujo';
import * as reloj from '@worknet/domain/reloj';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { anotarPaso } from '../../platform/flujo/historial';
import { transicionar, type AlPasar } from '../../platform/flujo/transicion';
import { sector } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { conflicto, datosInvalidos, noEncontrado, prohibido, reglaDeNegocio } from '../../platform/http/errors';
import { producto, proveedor } from '../inventario/inventario.table';
import { vincularMedia } from '../media/media.service';
import { avisarPasoSolicitud } from './presupuestos-aviso';
import { papelesEnSolicitud } from './presupuestos.acceso';
import {
  HISTORIAL_SOLICITUD,
  presupuesto,
  presupuestoConfiguracion,
  presupuestoPrecio,
  presupuestoUmbral,
  solicitudPresupuesto,
  solicitudPresupuestoLinea,
} from './presupuestos.table';

// Writing budget requests (issue 42): the draft and its lines, the suppliers' quotes Compras
// loads, and every change of state as a step of FLUJO_SOLICITUD through transicionar(). The
// request's row is locked first (FOR UPDATE) and what the machine needs (the chosen quote, the
// approvals given) is read under that lock: of twenty approvals at once one is given, the rest
// find the new state (409) or the first approval already theirs (422).

type Solicitud = typeof solicitudPresupuesto.$inferSelect;

async function bloquear(tx: Db, id: number): Promise<Solicitud> {
  const [s] = await tx.select().from(solicitudPresupuesto).where(eq(solicitudPresupuesto.id, id)).for('update');
  if (!s) throw noEncontrado('La solicitud de presupuesto no existe.');
  return s;
}

/** The products named by the lines exist (a missing one is a 400, not a foreign-key 500). */
async function revisarProductos(db: Db, b: SolicitudBody) {
  const ids = [...new Set(b.lineas.map((l) => l.producto_id).filter((x): x is number => x !== null))];
  if (!ids.length) return;
  const hay = new Set((await db.select({ id: producto.id }).from(producto).where(inArray(producto.id, ids))).map((x) => x.id));
  const falta = ids.filter((x) => !hay.has(x));
  if (falta.length) throw datosInvalidos(`El producto ${falta.join(', ')} no existe.`, { campos: [{ campo: 'lineas', mensaje: 'Producto inexistente' }] });
}

async function escribirLineas(tx: Db, id: number, b: SolicitudBody) {
  await tx.delete(solicitudPresupuestoLinea).where(eq(solicitudPresupuestoLinea.solicitud_id, id));
  if (b.lineas.length) await tx.insert(solicitudPresupuestoLinea).values(b.lineas.map((l, i) => ({ solicitud_id: id, orden: i, ...l })));
}

const cabecera = (b: SolicitudBody) => ({
  sector_id: b.sector_id,
  titulo: b.titulo,
  descripcion: b.descripcion,
  motivo: b.motivo,
  necesario_para: b.necesario_para,
  estimado: b.estimado,
});

/** POST /presupuestos: a draft for one of the requester's sectors. */
export async function crearSolicitud(ctx: Ctx, p: Principal, b: SolicitudBody): Promise<number> {
  if (!p.sector.some((s) => s.id === b.sector_id))
    throw datosInvalidos('Sólo puede pedir presupuestos para un sector suyo.', { campos: [{ campo: 'sector_id', mensaje: 'Sector ajeno' }] });
  await revisarProductos(ctx.db, b);
  return ctx.db.transaction(async (tx) => {
    const [n] = await tx
      .insert(solicitudPresupuesto)
      .values({ ...cabecera(b), solicitante_id: p.id, estado: 'borrador' })
      .returning({ id: solicitudPresupuesto.id });
    const id = n!.id;
    await escribirLineas(tx, id, b);
    await vincularMedia(tx, { ids: b.media_ids, modelo: MODELO_MEDIA_SOLICITUD, modeloId: id, usuarioId: p.id });
    await anotarPaso(tx, HISTORIAL_SOLICITUD, id, { estado: 'borrador', autorId: p.id });
    await auditar(tx, { usuarioId: p.id, entidad: 'solicitud_presupuesto', entidadId: id, accion: 'crear', despues: { ...b, descripcion: undefined } });
    return id;
  });
}

/** PUT /presupuestos/{id}: the requester edits the draft (lines replaced). */
export async function editarSolicitud(ctx: Ctx, p: Principal, id: number, b: SolicitudBody): Promise<void> {
  if (!p.sector.some((s) => s.id === b.sector_id))
    throw datosInvalidos('Sólo puede pedir presupuestos para un sector suyo.', { campos: [{ campo: 'sector_id', mensaje: 'Sector ajeno' }] });
  await revisarProductos(ctx.db, b);
  await ctx.db.transaction(async (tx) => {
    const s = await bloquear(tx, id);
    if (s.estado !== 'borrador') throw conflicto(`La solicitud ${id} ya fue enviada: no se edita.`);
    // Quotes price lines, so lines change only before Compras sees the request: a draft has no quotes.
    await tx
      .update(solicitudPresupuesto)
      .set({ ...cabecera(b), updated_at: reloj.ahora() })
      .where(eq(solicitudPresupuesto.id, id));
    await escribirLineas(tx, id, b);
    await vincularMedia(tx, { ids: b.media_ids, modelo: MODELO_MEDIA_SOLICITUD, modeloId: id, usuarioId: p.id });
    await auditar(tx, {
      usuarioId: p.id,
      entidad: 'solicitud_presupuesto',
      entidadId: id,
      accion: 'editar',
      antes: { titulo: s.titulo },
      despues: { ...b, descripcion: undefined },
    });
  });
}

/** POST /presupuestos/{id}/presupuestos: Compras loads a supplier's quote while the request is en cotización. */
export async function cargarPresupuesto(ctx: Ctx, p: Principal, id: number, b: PresupuestoBody): Promise<number> {
  const [prov] = await ctx.db
    .select({ id: proveedor.id, cuit: proveedor.cuit, activo: proveedor.activo })
    .from(proveedor)
    .where(and(eq(proveedor.id, b.proveedor_id), isNull(proveedor.deleted_at)));
  if (!prov) throw datosInvalidos('El proveedor no existe.', { campos: [{ campo: 'proveedor_id', mensaje: 'Proveedor inexistente' }] });
  if (!prov.activo) throw reglaDeNegocio('El proveedor está inactivo: actívelo antes de cargar su presupuesto.');
  if (!esCuitValido(prov.cuit)) throw reglaDeNegocio('El CUIT del proveedor no es válido: corríjalo antes de cargar su presupuesto.');
  return ctx.db.transaction(async (tx) => {
    const s = await bloquear(tx, id);
    if (s.estado !== 'en_cotizacion') throw conflicto(`La solicitud ${id} no está en cotización: no admite presupuestos.`);
    const lineas = await tx
      .select({ id: solicitudPresupuestoLinea.id, cantidad: solicitudPresupuestoLinea.cantidad })
      .from(solicitudPresupuestoLinea)
      .where(eq(solicitudPresupuestoLinea.solicitud_id, id));
    const falta = revisarPrecios(
      lineas.map((l) => l.id),
      b.precios,
      b.total,
    );
    if (falta) throw datosInvalidos(falta, { campos: [{ campo: lineas.length ? 'precios' : 'total', mensaje: falta }] });
    const cantidad = new Map(lineas.map((l) => [l.id, l.cantidad]));
    const total = lineas.length ? sumarProductos(b.precios.map((x) => [x.precio_unitario, cantidad.get(x.linea_id)!])) : b.total;
    const [n] = await tx
      .insert(presupuesto)
      .values({
        solicitud_id: id,
        proveedor_id: prov.id,
        fecha: b.fecha,
        valido_hasta: b.valido_hasta,
        moneda: b.moneda,
        cotizacion: b.cotizacion,
        fecha_cotizacion: b.fecha_cotizacion,
        plazo_entrega: b.plazo_entrega,
        condiciones_pago: b.condiciones_pago,
        total,
        cargado_por: p.id,
      })
      .returning({ id: presupuesto.id });
    const pid = n!.id;
    if (b.precios.length) await tx.insert(presupuestoPrecio).values(b.precios.map((x) => ({ presupuesto_id: pid, ...x })));
    if (b.pdf_media_id !== null) await vincularMedia(tx, { ids: [b.pdf_media_id], modelo: MODELO_MEDIA_PRESUPUESTO, modeloId: pid, usuarioId: p.id });
    await auditar(tx, { usuarioId: p.id, entidad: 'presupuesto', entidadId: pid, accion: 'crear', despues: { ...b, solicitud_id: id, total } });
    return pid;
  });
}

/** The request's quotes compared in ARS on `hoy` (the comparison of the detail and of elevar). */
export async function comparacionDe(db: Db, s: Pick<Solicitud, 'id' | 'estimado'>, hoy: string) {
  const [lineas, cotizaciones] = await Promise.all([
    db
      .select({ id: solicitudPresupuestoLinea.id, cantidad: solicitudPresupuestoLinea.cantidad })
      .from(solicitudPresupuestoLinea)
      .where(eq(solicitudPresupuestoLinea.solicitud_id, s.id))
      .orderBy(solicitudPresupuestoLinea.orden),
    db.select().from(presupuesto).where(eq(presupuesto.solicitud_id, s.id)).orderBy(presupuesto.id),
  ]);
  const ids = cotizaciones.map((c) => c.id);
  const precios = ids.length ? await db.select().from(presupuestoPrecio).where(inArray(presupuestoPrecio.presupuesto_id, ids)) : [];
  const comparacion = compararPresupuestos({
    lineas,
    estimado: s.estimado,
    hoy,
    presupuestos: cotizaciones.map((c) => ({
      id: c.id,
      moneda: c.moneda as 'ARS' | 'USD',
      cotizacion: c.cotizacion,
      valido_hasta: c.valido_hasta,
      total: c.total,
      precios: precios.filter((x) => x.presupuesto_id === c.id),
    })),
  });
  return { lineas, cotizaciones, comparacion };
}

async function umbralesDe(tx: Db) {
  return tx.select({ sector_id: presupuestoUmbral.sector_id, importe: presupuestoUmbral.importe }).from(presupuestoUmbral);
}

const SIN_ELECCION = {
  elegido_id: null,
  motivo_eleccion: null,
  importe_elegido: null,
  umbral: null,
  primera_aprobacion_por: null,
  primera_aprobacion_en: null,
  segunda_aprobacion_por: null,
  segunda_aprobacion_en: null,
};

/** What the machine needs about the request, read under its lock, and what each step writes. */
async function pasoDe(
  tx: Db,
  p: Principal,
  s: Solicitud,
  accion: AccionSolicitud,
  b: AccionSolicitudBody & Partial<ElevarBody>,
): Promise<{ datos: DatosSolicitud; efecto: AlPasar<never>; detalle: string | null }> {
  const hoy = reloj.hoy();
  const aprobacion = s.importe_elegido
    ? { importe: s.importe_elegido, umbral: s.umbral, primera: s.primera_aprobacion_por ? { usuario_id: s.primera_aprobacion_por } : null }
    : null;
  const base: DatosSolicitud = { motivo: b.motivo, aprobacion, actor_id: p.id };
  if (accion === 'elevar') {
    const { cotizaciones, comparacion } = await comparacionDe(tx, s, hoy);
    const c = comparacion.presupuestos.find((x) => x.id === b.presupuesto_id);
    if (!c) throw reglaDeNegocio('El presupuesto elegido no es de esta solicitud.');
    const elegido = { valido_hasta: cotizaciones.find((x) => x.id === c.id)!.valido_hasta, vencido: c.vencido, mas_barato: c.mas_barato };
    const umbral = umbralDe(await umbralesDe(tx), s.sector_id);
    return {
      datos: { ...base, elegido },
      efecto: {
        fila: { ...SIN_ELECCION, elegido_id: c.id, motivo_eleccion: b.motivo ?? null, importe_elegido: c.total_ars, umbral },
        auditoria: { elegido_id: c.id, importe: c.total_ars, umbral },
      },
      detalle: c.mas_barato
        ? `Eligió el presupuesto ${c.id}${b.motivo ? `: ${b.motivo}` : ''}`
        : `Eligió el presupuesto ${c.id}, que no es el más barato: ${b.motivo ?? ''}`,
    };
  }
  if (accion === 'aprobar') {
    const [c] = s.elegido_id ? await tx.select({ valido_hasta: presupuesto.valido_hasta }).from(presupuesto).where(eq(presupuesto.id, s.elegido_id)) : [];
    const elegido = c ? { valido_hasta: c.valido_hasta, vencido: estaVencido(c.valido_hasta, hoy), mas_barato: true } : null;
    const primera = aprobacion?.primera === null;
    const ahora = reloj.ahora();
    return {
      datos: { ...base, elegido },
      efecto: {
        fila: primera ? { primera_aprobacion_por: p.id, primera_aprobacion_en: ahora } : { segunda_aprobacion_por: p.id, segunda_aprobacion_en: ahora },
        auditoria: { paso: primera ? 'primera' : 'segunda' },
      },
      detalle: `${primera ? 'Primera' : 'Segunda'} aprobación${b.motivo ? `: ${b.motivo}` : ''}`,
    };
  }
  // Back to quoting: the choice and the approvals given no longer hold.
  if (accion === 'devolver') return { datos: base, efecto: { fila: SIN_ELECCION }, detalle: b.motivo };
  return { datos: base, efecto: {}, detalle: b.motivo };
}

/** POST /presupuestos/{id}/{accion}: one step of the machine; the requester is told. */
export async function moverSolicitud(
  ctx: Ctx,
  p: Principal,
  id: number,
  accion: AccionSolicitud,
  b: AccionSolicitudBody & Partial<ElevarBody>,
): Promise<EstadoSolicitud> {
  const { hacia, aviso } = await ctx.db.transaction(async (tx) => {
    const s = await bloquear(tx, id);
    const { datos, efecto, detalle } = await pasoDe(tx, p, s, accion, b);
    const paso = await transicionar(tx, {
      flujo: FLUJO_SOLICITUD,
      tabla: solicitudPresupuesto,
      id,
      accion,
      autorId: p.id,
      roles: async (f: Solicitud, tx) => (await papelesEnSolicitud(tx, p, f)).papeles,
      datos,
      detalle,
      historial: HISTORIAL_SOLICITUD,
      entidad: 'solicitud_presupuesto',
      noExiste: 'La solicitud de presupuesto no existe.',
      alPasar: () => Promise.resolve(efecto),
    });
    const extra = accion === 'aprobar' && paso.hacia === 'en_aprobacion' ? 'Tiene la primera aprobación; supera el umbral y espera la segunda.' : undefined;
    const aviso =
      s.solicitante_id === p.id
        ? null
        : await avisarPasoSolicitud(ctx, tx, { id, titulo: s.titulo, estado: paso.hacia, usuarioIds: [s.solicitante_id], extra });
    return { hacia: paso.hacia, aviso };
  });
  aviso?.entregar();
  return hacia;
}

/** GET /presupuestos/configuracion. */
export async function leerConfiguracion(db: Db) {
  const [umbrales, [c]] = await Promise.all([
    db.select({ sector_id: presupuestoUmbral.sector_id, importe: presupuestoUmbral.importe }).from(presupuestoUmbral).orderBy(presupuestoUmbral.id),
    db.select({ rol: presupuestoConfiguracion.rol_segunda }).from(presupuestoConfiguracion).where(eq(presupuestoConfiguracion.id, 1)),
  ]);
  return { umbrales, rol_segunda: c?.rol ?? null };
}

/** PUT /presupuestos/configuracion: thresholds replaced whole, in one transaction. */
export async function guardarConfiguracion(ctx: Ctx, p: Principal, b: ConfiguracionAprobacionBody, rolExiste: (nombre: string) => Promise<boolean>) {
  if (!p.esAdmin && !p.permisos.has('presupuestos.configuracion.editar')) throw prohibido();
  if (!(await rolExiste(b.rol_segunda)))
    throw datosInvalidos(`El rol «${b.rol_segunda}» no existe.`, { campos: [{ campo: 'rol_segunda', mensaje: 'Rol inexistente' }] });
  const ids = b.umbrales.map((u) => u.sector_id);
  const hay = new Set(
    ids.length
      ? (
          await ctx.db
            .select({ id: sector.id })
            .from(sector)
            .where(and(inArray(sector.id, ids), isNull(sector.deleted_at)))
        ).map((x) => x.id)
      : [],
  );
  const falta = ids.filter((x) => !hay.has(x));
  if (falta.length) throw datosInvalidos(`El sector ${falta.join(', ')} no existe.`, { campos: [{ campo: 'umbrales', mensaje: 'Sector inexistente' }] });
  await ctx.db.transaction(async (tx) => {
    const antes = await leerConfiguracion(tx);
    await tx.delete(presupuestoUmbral);
    const filas = [...(b.umbral_global === null ? [] : [{ sector_id: null, importe: b.umbral_global }]), ...b.umbrales];
    if (filas.length) await tx.insert(presupuestoUmbral).values(filas);
    await tx
      .insert(presupuestoConfiguracion)
      .values({ id: 1, rol_segunda: b.rol_segunda })
      .onConflictDoUpdate({ target: presupuestoConfiguracion.id, set: { rol_segunda: b.rol_segunda, updated_at: reloj.ahora() } });
    await auditar(tx, { usuarioId: p.id, entidad: 'presupuesto_configuracion', entidadId: 1, accion: 'editar', antes, despues: b });
  });
}
