import { aliasedTable, and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import {
  MODELO_MEDIA_NOVEDAD,
  type NovedadesQuery,
  type novedadDetalle,
  type novedadFila,
  type reporteNovedadesBody,
  type tipoNovedad,
} from '@worknet/domain/licencias/esquemas';
import { siguientePaso, type Aprobacion, type Computo, type EstadoNovedad } from '@worknet/domain/licencias/estados';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ordenDe, paginar, type Pagina } from '../../platform/db/pagina';
import { filasDe } from '../../platform/db/sql';
import { contiene, ordenTexto, patron } from '../../platform/db/texto';
import { usuario } from '../../platform/identidad/identidad.table';
import type { Principal } from '../../platform/identidad/principal';
import { noEncontrado } from '../../platform/http/errors';
import { tablaDe } from '../catalogos/catalogos.tablas';
import { mediaDeModelos } from '../media/media.service';
import { persona } from '../rrhh/persona.table';
import { ambitoPedido, filtroAmbito, relacionConPersona, sectorDePersonaSql } from './licencias.acceso';
import { novedadPersonal, novedadPersonalEvento } from './licencias.table';
import { accionesSobre } from './novedades-personal.reglas';

// Reading personnel events (issue 19 items 1 and 6): the list (rrhh/novedades,
// referente_area/novedades, the employee's own), one event with its history and what the
// caller may do with it, the types a form offers, and the same rows for the CSV report.

export type NovedadFila = z.output<typeof novedadFila>;
export type NovedadDetalle = z.output<typeof novedadDetalle>;
type Filtros = z.output<typeof reporteNovedadesBody>;

/** The novedades-personal catalog's table (rrhh_tipo_novedad). */
export const tipoTabla = tablaDe(catalogoPorClave('novedades-personal')!);
const t = tipoTabla as unknown as Record<string, PgColumn>;

/** A type as the services use it. */
export type Tipo = {
  id: number;
  codigo: string;
  /** The fixed key the rules look for (CLAVE_VACACIONES), whatever the code says. */
  clave_sistema: string | null;
  nombre: string;
  computo: Computo;
  aprobacion: Aprobacion;
  dias_maximos: number | null;
  requiere_certificado: boolean;
  solicitable: boolean;
  color: string | null;
};

const columnasTipo = sql`t.id, t.codigo, t.clave_sistema, t.nombre, t.computo, t.aprobacion, t.dias_maximos, t.requiere_certificado, t.solicitable, t.color`;

/** A live type by id, or null. */
export async function tipoPorId(db: Db, id: number): Promise<Tipo | null> {
  const r = filasDe<Tipo>(await db.execute(sql`select ${columnasTipo} from rrhh_tipo_novedad t where t.id = ${id} and t.deleted_at is null`));
  return r[0] ?? null;
}

/** GET novedad-personal/tipos: live types by name; an employee (no HR, no referente) only those they may request. */
export async function listarTipos(db: Db, u: Principal): Promise<z.output<typeof tipoNovedad>[]> {
  const todos = u.permisos.has('rrhh.licencia.administrar') || u.permisos.has('rrhh.licencia.referente');
  return filasDe<Tipo>(
    await db.execute(
      sql`select ${columnasTipo} from rrhh_tipo_novedad t where t.deleted_at is null ${todos ? sql`` : sql`and t.solicitable`}
          order by t.nombre collate "und-x-icu", t.id`,
    ),
  );
}

/** «Apellido, Nombres», as the roster shows a person. */
export const nombrePersona = sql<string>`(${persona.apellido} || ', ' || ${persona.nombres})`;
const sectorId = sectorDePersonaSql(sql`${novedadPersonal.persona_id}`);
const sectorNombre = sql<string | null>`(select s.nombre from sector s where s.id = ${sectorId})`;

const columnas = {
  id: novedadPersonal.id,
  persona_id: novedadPersonal.persona_id,
  persona: nombrePersona,
  legajo: persona.legajo,
  sector_id: sql<number | null>`${sectorId}`,
  sector: sectorNombre,
  tipo_id: novedadPersonal.tipo_id,
  tipo: sql<string>`${t.nombre}`,
  tipo_codigo: sql<string>`${t.codigo}`,
  color: sql<string | null>`${t.color}`,
  aprobacion: sql<Aprobacion>`${t.aprobacion}`,
  desde: novedadPersonal.desde,
  hasta: novedadPersonal.hasta,
  dias: novedadPersonal.dias,
  periodo: novedadPersonal.periodo,
  estado: sql<EstadoNovedad>`${novedadPersonal.estado}`,
  created_at: novedadPersonal.created_at,
};

type FilaBase = { aprobacion: Aprobacion; estado: EstadoNovedad } & Omit<NovedadFila, 'siguiente_paso'>;
const aFila = ({ aprobacion, ...f }: FilaBase): NovedadFila => ({ ...f, siguiente_paso: siguientePaso(f.estado, aprobacion) });

/** The WHERE of the list and of its report: the caller's scope (403 when not allowed) and the filters. */
async function condiciones(db: Db, u: Principal, q: Filtros): Promise<SQL | undefined> {
  const ambito = ambitoPedido(u, q.ambito);
  const c: (SQL | undefined)[] = [isNull(novedadPersonal.deleted_at)];
  const alcance = await filtroAmbito(db, u, ambito, sql`${novedadPersonal.persona_id}`);
  if (alcance) c.push(alcance);
  const filtro = q.filter?.trim();
  if (filtro) {
    const numero = /^\d{1,9}$/.test(filtro) ? Number(filtro) : null;
    const texto = sql`(${persona.busqueda} like ${patron(filtro)} or ${contiene([sql`${t.nombre}`, sql`${t.codigo}`], filtro)})`;
    c.push(numero ? sql`(${novedadPersonal.id} = ${numero} or ${texto})` : texto);
  }
  if (q.persona_id) c.push(eq(novedadPersonal.persona_id, q.persona_id));
  if (q.tipo_id) c.push(eq(novedadPersonal.tipo_id, q.tipo_id));
  if (q.estado) c.push(eq(novedadPersonal.estado, q.estado));
  if (q.sector_id) c.push(sql`${sectorId} = ${q.sector_id}`);
  // Events that touch [desde, hasta].
  if (q.desde) c.push(gte(novedadPersonal.hasta, q.desde));
  if (q.hasta) c.push(lte(novedadPersonal.desde, q.hasta));
  return and(...c);
}

const consulta = (db: Db, donde: SQL | undefined) =>
  db
    .select(columnas)
    .from(novedadPersonal)
    .innerJoin(persona, eq(persona.id, novedadPersonal.persona_id))
    .innerJoin(tipoTabla, eq(t.id!, novedadPersonal.tipo_id))
    .where(donde)
    .$dynamic();

const orden = (q: Partial<Pick<NovedadesQuery, 'sortBy' | 'descending'>>) =>
  ordenDe(
    {
      desde: novedadPersonal.desde,
      created_at: novedadPersonal.created_at,
      persona: ordenTexto(nombrePersona),
      tipo: ordenTexto(sql`${t.nombre}`),
      estado: novedadPersonal.estado,
      dias: novedadPersonal.dias,
    },
    q,
    { defecto: 'desde', defectoDescendente: true, desempate: desc(novedadPersonal.id) },
  );

/** GET novedad-personal: a page of the events the caller reaches, newest start first. */
export async function listarNovedades(db: Db, u: Principal, q: NovedadesQuery): Promise<{ filas: NovedadFila[]; total: number }> {
  const donde = await condiciones(db, u, q);
  const { filas, total } = await paginar(db, () => consulta(db, donde), orden(q), q);
  return { filas: filas.map(aFila), total };
}

/** The same rows in the same order as the list without paging (up to `p.limit`), for the report. */
export async function filasParaReporte(db: Db, u: Principal, q: Filtros, p: Pagina): Promise<{ filas: NovedadFila[]; total: number }> {
  const donde = await condiciones(db, u, q);
  const { filas, total } = await paginar(db, () => consulta(db, donde), orden({}), p);
  return { filas: filas.map(aFila), total };
}

const creador = aliasedTable(usuario, 'creador');

/** GET novedad-personal/{id}: the event, its history and what the caller may do. Only for who reaches it (novedadVisible). */
export async function obtenerNovedad(ctx: Ctx, u: Principal, id: number): Promise<NovedadDetalle> {
  const db = ctx.db;
  const [f] = await db
    .select({
      ...columnas,
      observaciones: novedadPersonal.observaciones,
      motivo_rechazo: novedadPersonal.motivo_rechazo,
      fuera_de_temporada: novedadPersonal.fuera_de_temporada,
      motivo_fuera_de_temporada: novedadPersonal.motivo_fuera_de_temporada,
      requiere_certificado: sql<boolean>`${t.requiere_certificado}`,
      creado_por_id: novedadPersonal.creado_por,
      creado_por: creador.nombre_completo,
    })
    .from(novedadPersonal)
    .innerJoin(persona, eq(persona.id, novedadPersonal.persona_id))
    .innerJoin(tipoTabla, eq(t.id!, novedadPersonal.tipo_id))
    .innerJoin(creador, eq(creador.id, novedadPersonal.creado_por))
    .where(and(eq(novedadPersonal.id, id), isNull(novedadPersonal.deleted_at)));
  if (!f) throw noEncontrado(`No existe la novedad ${id}.`);
  const [eventos, archivos, relacion] = await Promise.all([
    db
      .select({
        estado: sql<EstadoNovedad>`${novedadPersonalEvento.estado}`,
        autor: usuario.nombre_completo,
        detalle: novedadPersonalEvento.detalle,
        created_at: novedadPersonalEvento.created_at,
      })
      .from(novedadPersonalEvento)
      .innerJoin(usuario, eq(usuario.id, novedadPersonalEvento.autor_id))
      .where(eq(novedadPersonalEvento.novedad_id, id))
      .orderBy(asc(novedadPersonalEvento.created_at), asc(novedadPersonalEvento.id)),
    mediaDeModelos(ctx, MODELO_MEDIA_NOVEDAD, [id]),
    relacionConPersona(db, u, f.persona_id),
  ]);
  const { creado_por_id, aprobacion, ...resto } = f;
  const certificados = archivos.get(id) ?? [];
  return {
    ...resto,
    siguiente_paso: siguientePaso(resto.estado, aprobacion),
    eventos,
    certificado: certificados[certificados.length - 1] ?? null,
    acciones: accionesSobre({ u, relacion, personaId: f.persona_id, creadoPor: creado_por_id, estado: f.estado, aprobacion: f.aprobacion }),
  };
}
