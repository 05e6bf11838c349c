import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { formatoFechaHora } from '@worknet/domain/fechas';
import { MODELO_MEDIA_TAREA, type EstadoTarea, type Prioridad } from '@worknet/domain/tareas/esquemas';
import {
  DIAS_REAPERTURA,
  ESTADO_PEDIDO_DE_TAREA,
  ETIQUETA_ESTADO_PEDIDO_MANTHOS,
  TAREA_DE_ESTADO_PEDIDO,
  puedeReabrirse,
  reabrirHasta,
  tituloDePedido,
  type MisPedidosQuery,
  type PedidoManthosBody,
  type categoriaManthos,
  type pedidoManthosDetalle,
  type pedidoManthosFila,
  type solicitante,
} from '@worknet/domain/tareas/manthos';
import { auditar } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { paginarSql } from '../../platform/db/pagina';
import { enteros, filasDe } from '../../platform/db/sql';
import { contiene } from '../../platform/db/texto';
import { conflicto, datosInvalidos, noEncontrado, prohibido, reglaDeNegocio } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { mediaDeModelos } from '../media/media.service';
import { avisar, type Avisado, type Avisador } from '../notificaciones/avisos.service';
import { alcanceDe } from './tareas.acceso';
import { completarTarea, tipoDeTarea, ubicacionVigente, type Tipo } from './tareas-alta';
import { HISTORIAL_TAREA, tarea } from './tareas.table';
import * as reloj from '@worknet/domain/reloj';
import { anotarPaso, leerHistorial } from '../../platform/flujo/historial';

// Maintenance requests, «Manthos» (issue 22 item 6). A request is a task of a type marked
// pedido_manthos, for that type's sector, with solicitante_id = the reporter. The reporter is
// NOT its creator (creado_por stays null on crear_pedido): the task routes (tareas/:id,
// finalizar…) stay with the sector, and the reporter follows it through mis_pedidos_manthos,
// which reads only their own requests. Maintenance records a request made by phone with
// crear_tarea_manthos: then creado_por is that person and solicitante_id whoever asked.

export type CategoriaManthos = z.output<typeof categoriaManthos>;
export type PedidoManthosFila = z.output<typeof pedidoManthosFila>;
export type PedidoManthosDetalle = z.output<typeof pedidoManthosDetalle>;
export type Solicitante = z.output<typeof solicitante>;

const MODULO_AVISO = 'tareas';
const enlacePedido = (id: number) => `/mis_pedidos_manthos/${id}`;
const enlaceTarea = (id: number) => `/tareas/${id}`;
const campoInvalido = (campo: string, mensaje: string) => datosInvalidos(mensaje, { campos: [{ campo, mensaje }] });

/** GET categorias_manthos: the task types anybody may ask maintenance for. */
export async function categoriasManthos(db: Db, filtro?: string): Promise<CategoriaManthos[]> {
  const f = filtro?.trim() ? sql`and ${contiene([sql`tt.nombre`], filtro)}` : sql``;
  return filasDe<CategoriaManthos>(
    await db.execute(sql`select tt.id, tt.nombre, tt.descripcion, tt.color, tt.sector_id, s.nombre as sector
                           from tarea_tipo tt left join sector s on s.id = tt.sector_id
                          where tt.pedido_manthos and tt.deleted_at is null ${f}
                          order by tt.nombre collate "und-x-icu", tt.id`),
  );
}

/** GET ubicaciones_manthos: the current locations, searchable by name or floor (the form's selector), or one by id. */
export async function ubicacionesManthos(db: Db, q: { filter?: string; id?: number }): Promise<{ id: number; nombre: string; piso: string | null }[]> {
  const c: SQL[] = [sql`deleted_at is null`];
  if (q.id) c.push(sql`id = ${q.id}`);
  if (q.filter?.trim()) c.push(contiene([sql`nombre`, sql`coalesce(piso, '')`], q.filter));
  return filasDe(
    await db.execute(sql`select id, nombre, piso from ubicacion where ${sql.join(c, sql` and `)} order by nombre collate "und-x-icu", id limit 50`),
  );
}

/** GET solicitantes_manthos: active users maintenance may record a request for. */
export async function solicitantesManthos(db: Db, q: { filter?: string; id?: number }): Promise<Solicitante[]> {
  const c: SQL[] = [sql`activo`, sql`deleted_at is null`];
  if (q.id) c.push(sql`id = ${q.id}`);
  if (q.filter?.trim()) c.push(contiene([sql`nombre_completo`, sql`username`], q.filter));
  return filasDe<Solicitante>(
    await db.execute(
      sql`select id, nombre_completo as nombre, username from usuario where ${sql.join(c, sql` and `)} order by nombre_completo collate "und-x-icu", id limit 50`,
    ),
  );
}

/** Active users of the sector (the maintenance staff a new or reopened request reaches), plus extra ones; never `excluir`. */
async function personasDelSector(db: Db, sectorId: number | null, extra: number[], excluir: number[]): Promise<number[]> {
  const r = filasDe<{ id: number }>(
    await db.execute(sql`select distinct u.id from usuario u
                          where u.activo and u.deleted_at is null
                            and (u.id = any(${enteros(extra)})
                                 or exists (select 1 from usuario_sector us where us.usuario_id = u.id and us.sector_id = ${sectorId ?? 0}))
                          order by u.id`),
  );
  return r.map((x) => Number(x.id)).filter((x) => !excluir.includes(x));
}

/** A category: a current task type marked pedido_manthos. */
async function categoria(db: Db, id: number): Promise<Tipo> {
  const tipo = await tipoDeTarea(db, id);
  const marcado = filasDe<{ pedido_manthos: boolean }>(await db.execute(sql`select pedido_manthos from tarea_tipo where id = ${id}`))[0]?.pedido_manthos;
  if (!tipo) throw campoInvalido('tipo_id', `No existe la categoría ${id}.`);
  if (!marcado) throw campoInvalido('tipo_id', `«${tipo.nombre}» no es una categoría de pedidos de mantenimiento.`);
  return tipo;
}

/**
 * POST crear_pedido (solicitante = the caller, registradoPor null) and crear_tarea_manthos
 * (registradoPor = the maintenance head, who must run the category's sector). One transaction:
 * the task for the category's sector, its first event and the notice to the sector's staff.
 */
export async function crearPedidoManthos(ctx: Ctx, u: Principal, b: PedidoManthosBody, solicitanteId: number | null): Promise<number> {
  const db = ctx.db;
  const { tipo, ubicacion } = await categoriaYUbicacion(db, b);
  const enNombre = solicitanteId !== null;
  let nombreSolicitante = u.nombre_completo;
  if (enNombre) {
    const a = await alcanceDe(db, u);
    if (!a.admin && (tipo.sector_id === null || !a.dirige.includes(tipo.sector_id))) {
      throw prohibido(`«${tipo.nombre}» es de otro sector: sólo quien dirige ese sector registra sus pedidos en nombre de otra persona.`);
    }
    const [quien] = await solicitantesManthos(db, { id: solicitanteId });
    if (!quien) throw campoInvalido('solicitante_id', `No existe la persona ${solicitanteId}.`);
    nombreSolicitante = quien.nombre;
  }
  const reporter = solicitanteId ?? u.id;
  const { id, aviso } = await db.transaction((tx) =>
    escribirPedidoManthos(ctx, tx, u, b, {
      tipo,
      ubicacion,
      solicitanteId: reporter,
      registradoPor: enNombre ? u.id : null,
      detalle: `Pedido de mantenimiento de ${nombreSolicitante}${enNombre ? ` (registrado por ${u.nombre_completo})` : ''}`,
      textoAviso: `${enNombre ? `${u.nombre_completo} registró un pedido de ${nombreSolicitante}` : `${u.nombre_completo} pidió un arreglo`}: ${b.descripcion}`,
    }),
  );
  aviso?.entregar();
  return id;
}

/** A category and location checked for a Manthos request (crear_pedido, or a ticket turned into a task). */
export async function categoriaYUbicacion(db: Db, b: Pick<PedidoManthosBody, 'tipo_id' | 'ubicacion_id'>) {
  const tipo = await categoria(db, b.tipo_id);
  const ubicacion = await ubicacionVigente(db, b.ubicacion_id);
  if (!ubicacion) throw campoInvalido('ubicacion_id', `No existe la ubicación ${b.ubicacion_id}.`);
  return { tipo, ubicacion };
}

/**
 * Inside the caller's transaction: the task for the category's sector, its first event, its
 * audit and the notice to the sector's staff (returned: deliver it after the commit).
 * `registradoPor` is the task's creator (null when the reporter asked themself).
 */
export async function escribirPedidoManthos(
  ctx: Ctx,
  tx: Db,
  u: Principal,
  b: PedidoManthosBody,
  o: { tipo: Tipo; ubicacion: { id: number; nombre: string }; solicitanteId: number; registradoPor: number | null; detalle: string; textoAviso: string },
): Promise<{ id: number; aviso: Avisado | null }> {
  const { tipo, ubicacion } = o;
  const [t] = await tx
    .insert(tarea)
    .values({
      titulo: b.titulo ?? tituloDePedido(tipo.nombre, ubicacion.nombre),
      descripcion: b.descripcion,
      tipo_id: tipo.id,
      sector_id: tipo.sector_id,
      ubicacion_id: ubicacion.id,
      prioridad: b.prioridad,
      creado_por: o.registradoPor,
      solicitante_id: o.solicitanteId,
    })
    .returning();
  // The task's history names the reporter: maintenance sees who asked in tareas/{id}.
  await completarTarea(tx, t!, { tipo, usuario_ids: [], sector_ids: [], checklist: [], creado_por: u.id, detalle: o.detalle });
  await auditar(tx, { usuarioId: u.id, entidad: 'tarea', entidadId: t!.id, accion: 'crear', despues: { ...t, pedido_manthos: true } });
  const destino = await personasDelSector(tx, tipo.sector_id, [], [o.solicitanteId, u.id]);
  const aviso = destino.length
    ? await avisar(ctx, tx, {
        mensaje: {
          usuarioIds: destino,
          titulo: `Pedido de mantenimiento ${t!.id}: ${t!.titulo}`.slice(0, 150),
          texto: o.textoAviso.slice(0, 1000),
          enlace: enlaceTarea(t!.id),
          modulo: MODULO_AVISO,
        },
      })
    : null;
  return { id: t!.id, aviso };
}

const columnas = sql`t.id, t.titulo, t.tipo_id, tt.nombre as categoria, t.ubicacion_id, ub.nombre as ubicacion, s.nombre as sector,
  t.prioridad, t.estado, t.created_at, t.descripcion, t.motivo_cancelacion,
  (select max(e.created_at) from tarea_evento e where e.tarea_id = t.id and e.estado = 'hecha') as resuelto_at`;
const desde = sql`from tarea t join tarea_tipo tt on tt.id = t.tipo_id left join ubicacion ub on ub.id = t.ubicacion_id left join sector s on s.id = t.sector_id`;

type FilaCruda = {
  id: number;
  titulo: string;
  tipo_id: number;
  categoria: string;
  ubicacion_id: number | null;
  ubicacion: string | null;
  sector: string | null;
  prioridad: Prioridad;
  estado: EstadoTarea;
  created_at: Date | string;
  descripcion: string | null;
  motivo_cancelacion: string | null;
  resuelto_at: Date | string | null;
};

function comoFila(f: FilaCruda, ahora: number): PedidoManthosFila {
  const resuelto = f.estado === 'hecha' && f.resuelto_at ? new Date(f.resuelto_at) : null;
  return {
    id: Number(f.id),
    titulo: f.titulo,
    tipo_id: Number(f.tipo_id),
    categoria: f.categoria,
    ubicacion_id: f.ubicacion_id === null ? null : Number(f.ubicacion_id),
    ubicacion: f.ubicacion,
    sector: f.sector,
    prioridad: f.prioridad,
    estado_tarea: f.estado,
    estado: ESTADO_PEDIDO_DE_TAREA[f.estado],
    created_at: new Date(f.created_at),
    resuelto_at: resuelto,
    reabrir_hasta: resuelto ? reabrirHasta(resuelto) : null,
    puede_reabrir: puedeReabrirse(f.estado, resuelto, ahora),
  };
}

/** GET mis_pedidos_manthos: the caller's requests, newest first. */
export async function misPedidos(db: Db, u: Principal, q: MisPedidosQuery): Promise<{ filas: PedidoManthosFila[]; total: number }> {
  const c: SQL[] = [sql`t.solicitante_id = ${u.id}`];
  if (q.estado) c.push(sql`t.estado = ${TAREA_DE_ESTADO_PEDIDO[q.estado]}`);
  if (q.filter?.trim()) c.push(contiene([sql`t.titulo`, sql`coalesce(t.descripcion, '')`, sql`tt.nombre`, sql`coalesce(ub.nombre, '')`], q.filter));
  const base = sql`select ${columnas} ${desde} where ${sql.join(c, sql` and `)}`;
  const dir = sql.raw(q.descending === false ? 'asc' : 'desc');
  const orden = q.sortBy === 'estado' ? sql`estado ${dir}, id desc` : sql`created_at ${dir}, id ${dir}`;
  const r = await paginarSql<FilaCruda>(db, base, orden, q);
  const ahora = reloj.ahoraMs();
  return { filas: r.filas.map((f) => comoFila(f, ahora)), total: r.total };
}

/** Whether the user reported the request (the record rule of mis_pedidos_manthos/:id). */
export async function esSolicitante(db: Db, usuarioId: number, id: number): Promise<boolean> {
  return (
    (
      await db
        .select({ id: tarea.id })
        .from(tarea)
        .where(sql`${tarea.id} = ${id} and ${tarea.solicitante_id} = ${usuarioId}`)
    ).length > 0
  );
}

/** GET mis_pedidos_manthos/{id}: one of the caller's requests with its history and photos. */
export async function obtenerPedido(ctx: Ctx, u: Principal, id: number): Promise<PedidoManthosDetalle> {
  const [f] = filasDe<FilaCruda & { solicitante: string | null; registrado_por: string | null }>(
    await ctx.db.execute(sql`select ${columnas},
        (select x.nombre_completo from usuario x where x.id = t.solicitante_id) as solicitante,
        (select x.nombre_completo from usuario x where x.id = t.creado_por) as registrado_por
      ${desde} where t.id = ${id} and t.solicitante_id = ${u.id}`),
  );
  if (!f) throw noEncontrado(`No existe el pedido ${id}.`);
  const [historial, fotos] = await Promise.all([leerHistorial<EstadoTarea>(ctx.db, HISTORIAL_TAREA, id), mediaDeModelos(ctx, MODELO_MEDIA_TAREA, [id])]);
  return {
    ...comoFila(f, reloj.ahoraMs()),
    descripcion: f.descripcion,
    motivo_cancelacion: f.motivo_cancelacion,
    solicitante: f.solicitante,
    registrado_por: f.registrado_por,
    historial: historial.map((h) => ({ ...h, estado: ESTADO_PEDIDO_DE_TAREA[h.estado] })),
    fotos: fotos.get(id) ?? [],
  };
}

/**
 * POST mis_pedidos_manthos/{id}/reabrir: the reporter reopens a finished request within
 * DIAS_REAPERTURA days of the last «hecha» event. Back to pendiente with an event (history
 * kept); the sector's staff and whoever was assigned hear of it.
 */
export async function reabrirPedido(ctx: Ctx, u: Principal, id: number, motivo: string): Promise<void> {
  const aviso = await ctx.db.transaction(async (tx) => {
    const [t] = await tx.select().from(tarea).where(eq(tarea.id, id)).for('update');
    if (!t || t.solicitante_id !== u.id) throw noEncontrado(`No existe el pedido ${id}.`);
    const estado = t.estado as EstadoTarea;
    if (estado !== 'hecha') {
      throw conflicto(
        `El pedido ${id} está ${ETIQUETA_ESTADO_PEDIDO_MANTHOS[ESTADO_PEDIDO_DE_TAREA[estado]].toLowerCase()}: sólo se reabre un pedido resuelto.`,
      );
    }
    const [ultimo] = filasDe<{ at: Date | string | null }>(
      await tx.execute(sql`select max(created_at) as at from tarea_evento where tarea_id = ${id} and estado = 'hecha'`),
    );
    const resuelto = ultimo?.at ? new Date(ultimo.at) : null;
    if (!puedeReabrirse(estado, resuelto, reloj.ahoraMs())) {
      throw reglaDeNegocio(
        `El pedido ${id} se resolvió el ${formatoFechaHora(resuelto).slice(0, 16)} y sólo podía reabrirse hasta ${DIAS_REAPERTURA} días después (${formatoFechaHora(resuelto ? reabrirHasta(resuelto) : null).slice(0, 16)}): haga un pedido nuevo.`,
      );
    }
    await tx.update(tarea).set({ estado: 'pendiente', motivo_cancelacion: null, updated_at: reloj.ahora() }).where(eq(tarea.id, id));
    await anotarPaso(tx, HISTORIAL_TAREA, id, { estado: 'pendiente', autorId: u.id, detalle: `Reabierto por quien lo pidió: ${motivo}` });
    await auditar(tx, { usuarioId: u.id, entidad: 'tarea', entidadId: id, accion: 'reabrir', antes: { estado }, despues: { estado: 'pendiente', motivo } });
    const asignados = filasDe<{ usuario_id: number }>(
      await tx.execute(sql`select usuario_id from tarea_asignado where tarea_id = ${id} and usuario_id is not null`),
    ).map((x) => Number(x.usuario_id));
    const hizo = filasDe<{ autor_id: number | null }>(
      await tx.execute(sql`select autor_id from tarea_evento where tarea_id = ${id} and estado = 'hecha' order by id desc limit 1`),
    )[0]?.autor_id;
    const destino = await personasDelSector(tx, t.sector_id, hizo ? [...asignados, Number(hizo)] : asignados, [u.id]);
    return destino.length
      ? avisar(ctx, tx, {
          mensaje: {
            usuarioIds: destino,
            titulo: `Pedido de mantenimiento ${id} reabierto: ${t.titulo}`.slice(0, 150),
            texto: `${u.nombre_completo} reabrió el pedido: ${motivo}`.slice(0, 1000),
            enlace: enlaceTarea(id),
            modulo: MODULO_AVISO,
          },
        })
      : null;
  });
  aviso?.entregar();
}

/**
 * The hook of moverTarea (tareas.service.ts): when a request's task is done or cancelled by
 * somebody else, its reporter hears of it with a link to the request. Inside the step's
 * transaction; the caller delivers it after the commit. Null when there is nothing to say.
 */
export async function avisarSolicitante(
  ctx: Avisador,
  tx: Db,
  t: { id: number; titulo: string; solicitante_id: number | null },
  hacia: EstadoTarea,
  autorId: number,
  detalle: string | null,
): Promise<Avisado | null> {
  if (t.solicitante_id === null || t.solicitante_id === autorId || (hacia !== 'hecha' && hacia !== 'cancelada')) return null;
  const resuelto = hacia === 'hecha';
  const texto = resuelto
    ? `Mantenimiento resolvió su pedido «${t.titulo}». Si el problema sigue, puede reabrirlo dentro de los ${DIAS_REAPERTURA} días.`
    : `Mantenimiento canceló su pedido «${t.titulo}».${detalle ? ` Motivo: ${detalle}` : ''}`;
  return avisar(ctx, tx, {
    mensaje: {
      usuarioIds: [t.solicitante_id],
      titulo: `Pedido de mantenimiento ${t.id}: ${resuelto ? 'Resuelto' : 'Cancelado'}`,
      texto: (texto + (resuelto && detalle ? ` Nota: ${detalle}` : '')).slice(0, 1000),
      enlace: enlacePedido(t.id),
      modulo: MODULO_AVISO,
    },
  });
}
