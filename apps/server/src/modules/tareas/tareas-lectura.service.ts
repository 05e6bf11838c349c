import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { FLUJO_TAREA } from '@worknet/domain/tareas/flujo';
import { MODELO_MEDIA_TAREA, type EstadoTarea, type Prioridad, type TareasQuery } from '@worknet/domain/tareas/esquemas';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ordenDe, paginarEnUnaPasada, TOTAL_LISTA } from '../../platform/db/pagina';
import { noEncontrado } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { sector, usuario } from '../../platform/identidad/identidad.table';
import { mediaDeModelos } from '../media/media.service';
import { alcanceDe, filtroPropias, puedeGestionar } from './tareas.acceso';
import type { TareaDetalle, TareaFila } from './tareas.service';
import { HISTORIAL_TAREA, tarea, tareaAsignado, tareaChecklist, tareaEvento } from './tareas.table';
import { leerHistorial } from '../../platform/flujo/historial';

// Reading tasks (issue 22): the list (mine, or all for admin/tareas) with its filters, the
// pending tasks at a scanned location, and one task's detail with its people, checklist,
// history, attachments and the actions the caller may take.

const columnas = {
  id: tarea.id,
  titulo: tarea.titulo,
  tipo_id: tarea.tipo_id,
  tipo: sql<string>`(select tt.nombre from tarea_tipo tt where tt.id = ${tarea.tipo_id})`,
  color: sql<string | null>`(select tt.color from tarea_tipo tt where tt.id = ${tarea.tipo_id})`,
  sector_id: tarea.sector_id,
  sector: sql<string | null>`(select s.nombre from sector s where s.id = ${tarea.sector_id})`,
  ubicacion_id: tarea.ubicacion_id,
  ubicacion: sql<string | null>`(select ub.nombre from ubicacion ub where ub.id = ${tarea.ubicacion_id})`,
  prioridad: sql<Prioridad>`${tarea.prioridad}`,
  estado: sql<EstadoTarea>`${tarea.estado}`,
  vence_at: tarea.vence_at,
  programada_id: tarea.programada_id,
  created_at: tarea.created_at,
};

/** Argentina's midnight of a day 'YYYY-MM-DD'. */
const medianoche = (dia: string) => sql`(${dia}::date::timestamp at time zone 'America/Argentina/Buenos_Aires')`;

function condiciones(q: Partial<TareasQuery>, alcance: SQL | null): SQL | undefined {
  const c: (SQL | undefined)[] = [alcance ?? undefined];
  if (q.estado) c.push(eq(tarea.estado, q.estado));
  if (q.tipo_id) c.push(eq(tarea.tipo_id, q.tipo_id));
  if (q.ubicacion_id) c.push(eq(tarea.ubicacion_id, q.ubicacion_id));
  if (q.sector_id) c.push(eq(tarea.sector_id, q.sector_id));
  const cuando = sql`coalesce(${tarea.vence_at}, ${tarea.created_at})`;
  if (q.desde) c.push(sql`${cuando} >= ${medianoche(q.desde)}`);
  if (q.hasta) c.push(sql`${cuando} < ${medianoche(q.hasta)} + interval '1 day'`);
  if (q.dia) {
    const fin = sql`${medianoche(q.dia)} + interval '1 day'`;
    // The tasks done that day as an array (the day's «hecha» events, by tarea_evento_estado_fecha_idx):
    // `id = any(array)` lets both halves of the OR read an index (a BitmapOr with the open ones),
    // where a correlated exists read the history of every task in scope.
    c.push(
      sql`((${tarea.estado} in ('pendiente', 'en_curso') and ${cuando} < ${fin}) or (${tarea.estado} = 'hecha' and ${tarea.id} = any(array(
        select te.tarea_id from tarea_evento te where te.estado = 'hecha' and te.created_at >= ${medianoche(q.dia)} and te.created_at < ${fin}))))`,
    );
  }
  const filtro = q.filter?.trim();
  // The same rows as `titulo ilike '%…%'`, on the stored lower-cased title (titulo_min).
  if (filtro) c.push(sql`${tarea.titulo_min} like lower(${`%${filtro.replace(/[\\%_]/g, '\\$&')}%`})`);
  return and(...c);
}

const PESO_PRIORIDAD = sql`(case ${tarea.prioridad} when 'urgente' then 4 when 'alta' then 3 when 'media' then 2 else 1 end)`;

/** GET tareas (the user's) and admin/tareas (all): a page, by due date (none last) unless asked otherwise. */
export async function listarTareas(db: Db, u: Principal, q: TareasQuery, todas: boolean): Promise<{ filas: TareaFila[]; total: number }> {
  const a = await alcanceDe(db, u);
  // «Tareas de hoy» starts from the day's tasks (open ones and that day's «hecha» events) and tests
  // the scope on each; the other lists start from the scope.
  const donde = condiciones(q, todas ? null : filtroPropias(a, sql`tarea`, Boolean(q.dia)));
  const orden = ordenDe({ vence_at: tarea.vence_at, created_at: tarea.created_at, prioridad: PESO_PRIORIDAD, estado: tarea.estado, titulo: tarea.titulo }, q, {
    defecto: 'vence_at',
    desempate: desc(tarea.id),
    nulosAlFinal: true,
  });
  // A search over the whole group reads every task: the page and its total in one pass.
  return paginarEnUnaPasada(
    db,
    () =>
      db
        .select({ ...columnas, total_lista: TOTAL_LISTA })
        .from(tarea)
        .where(donde)
        .$dynamic(),
    orden,
    q,
  );
}

/** The user's open tasks at a location (what scanning its QR shows). */
export async function pendientesEn(db: Db, u: Principal, ubicacionId: number): Promise<TareaFila[]> {
  const a = await alcanceDe(db, u);
  return (
    db
      .select(columnas)
      .from(tarea)
      // The location's open tasks are few: the scope is tested on each (porFila).
      .where(and(eq(tarea.ubicacion_id, ubicacionId), inArray(tarea.estado, ['pendiente', 'en_curso']), filtroPropias(a, sql`tarea`, true)))
      .orderBy(sql`${tarea.vence_at} asc nulls last`, asc(tarea.id))
      .limit(100)
  );
}

/** GET tareas/{id}: the task with its people, sectors, checklist, history, attachments and what the caller may do. */
export async function obtenerTarea(ctx: Ctx, u: Principal, id: number): Promise<TareaDetalle> {
  const db = ctx.db;
  const [f] = await db
    .select({
      ...columnas,
      descripcion: tarea.descripcion,
      motivo_cancelacion: tarea.motivo_cancelacion,
      creado_por_id: tarea.creado_por,
      creado_por: sql<string | null>`(select x.nombre_completo from usuario x where x.id = ${tarea.creado_por})`,
      escanear_al_iniciar: sql<boolean>`coalesce((select tt.escanear_al_iniciar from tarea_tipo tt where tt.id = ${tarea.tipo_id}), false)`,
      escanear_al_finalizar: sql<boolean>`coalesce((select tt.escanear_al_finalizar from tarea_tipo tt where tt.id = ${tarea.tipo_id}), false)`,
      // A task that came from a ticket (tickets/{id}/manthos) names it: the link's other way.
      ticket_id: sql<number | null>`(select tk.id from ticket tk where tk.manthos_tarea_id = ${tarea.id})`,
    })
    .from(tarea)
    .where(eq(tarea.id, id));
  if (!f) throw noEncontrado(`No existe la tarea ${id}.`);
  const [asignados, checklist, historial, adjuntos, a] = await Promise.all([
    db
      .select({ usuario_id: tareaAsignado.usuario_id, sector_id: tareaAsignado.sector_id, usuario: usuario.nombre_completo, sector: sector.nombre })
      .from(tareaAsignado)
      .leftJoin(usuario, eq(usuario.id, tareaAsignado.usuario_id))
      .leftJoin(sector, eq(sector.id, tareaAsignado.sector_id))
      .where(eq(tareaAsignado.tarea_id, id))
      .orderBy(asc(tareaAsignado.id)),
    db
      .select({
        id: tareaChecklist.id,
        texto: tareaChecklist.texto,
        hecho: tareaChecklist.hecho,
        hecho_por: sql<string | null>`(select x.nombre_completo from usuario x where x.id = ${tareaChecklist.hecho_por})`,
        hecho_at: tareaChecklist.hecho_at,
      })
      .from(tareaChecklist)
      .where(eq(tareaChecklist.tarea_id, id))
      .orderBy(asc(tareaChecklist.orden), asc(tareaChecklist.id)),
    leerHistorial<EstadoTarea, { escaneo_id: typeof tareaEvento.escaneo_id }>(db, HISTORIAL_TAREA, id, { escaneo_id: tareaEvento.escaneo_id }),
    mediaDeModelos(ctx, MODELO_MEDIA_TAREA, [id]),
    alcanceDe(db, u),
  ]);
  const { creado_por_id, ticket_id, ...resto } = f;
  const gestiona = puedeGestionar(a, { sector_id: f.sector_id, creado_por: creado_por_id });
  const acciones = FLUJO_TAREA.accionesPosibles(f.estado, gestiona ? ['gestor'] : []);
  return {
    ...resto,
    ticket_id: ticket_id === null ? null : Number(ticket_id),
    usuarios: asignados.filter((x) => x.usuario_id !== null).map((x) => ({ id: x.usuario_id!, nombre: x.usuario ?? '' })),
    sectores: asignados.filter((x) => x.sector_id !== null).map((x) => ({ id: x.sector_id!, nombre: x.sector ?? '' })),
    checklist,
    historial,
    adjuntos: adjuntos.get(id) ?? [],
    acciones: gestiona && (f.estado === 'pendiente' || f.estado === 'en_curso') ? [...acciones, 'editar'] : acciones,
  };
}
