import { sql, type SQL } from 'drizzle-orm';
import {
  porcentajeLeido,
  type FormatoGuia,
  type GuiasQuery,
  type LecturasQuery,
  type guiaAdmin,
  type guiaAdminFila,
  type guiaDetalle,
  type guiaFila,
  type lecturaFila,
  type versionContenido,
  type versionHistorial,
} from '@worknet/domain/guias/esquemas';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { paginarSql } from '../../platform/db/pagina';
import { filasDe } from '../../platform/db/sql';
import { contiene, ordenTexto } from '../../platform/db/texto';
import { noEncontrado } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { urlsDeMedia } from '../media/media.service';
import { cuerpoParaLeer } from '../../platform/texto/html';
import { audienciaSql, legiblesPara, mensajeGuiaInexistente } from './guias.acceso';

// Reading guides (issue 22 item 5): a reader's list and one guide with its current version;
// the administrators' list with how many of the audience confirmed, the version history and
// who read the current version and who did not.

type Fila = z.output<typeof guiaFila>;
type FilaAdmin = z.output<typeof guiaAdminFila>;
type Contenido = z.output<typeof versionContenido>;

type Cruda = {
  id: number;
  titulo: string;
  tipo_id: number;
  tipo: string;
  color: string | null;
  sector_ids: number[];
  sectores: { id: number; nombre: string }[];
  version_id: number | null;
  numero: number | null;
  formato: FormatoGuia | null;
  cambios: string | null;
  publicada_at: string | Date | null;
  leida_at: string | Date | null;
  updated_at: string | Date;
  lectores?: number;
  leyeron?: number;
};

const fecha = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const fechaONula = (v: string | Date | null) => (v === null ? null : fecha(v));

/** The columns of a guide (`g`) with its type, sectors and current version (`v`). */
const COLUMNAS = sql`g.id, g.titulo, g.tipo_id, t.nombre as tipo, t.color, g.sector_ids, g.updated_at,
  (select coalesce(json_agg(json_build_object('id', s.id, 'nombre', s.nombre) order by s.nombre), '[]'::json)
     from sector s where s.id in (select x::int from jsonb_array_elements_text(g.sector_ids) x)) as sectores,
  v.id as version_id, v.numero, v.formato, v.cambios, v.created_at as publicada_at`;
const DESDE = sql`from guia g join guia_tipo t on t.id = g.tipo_id left join guia_version v on v.id = g.version_actual_id`;

function filtros(q: Partial<GuiasQuery>): SQL[] {
  const c: SQL[] = [];
  if (q.tipo_id) c.push(sql`g.tipo_id = ${q.tipo_id}`);
  if (q.filter?.trim()) c.push(contiene([sql`g.titulo`, sql`t.nombre`], q.filter));
  return c;
}

function ordenDeGuias(q: GuiasQuery): SQL {
  const dir = sql.raw(q.descending ? 'desc' : 'asc');
  if (q.sortBy === 'publicada_at') return sql`v.created_at ${dir} nulls last, g.id desc`;
  if (q.sortBy === 'tipo') return sql`${ordenTexto(sql`t.nombre`)} ${dir}, ${ordenTexto(sql`g.titulo`)} asc, g.id`;
  return sql`${ordenTexto(sql`g.titulo`)} ${dir}, g.id`;
}

const y = (c: SQL[]) => (c.length ? sql.join(c, sql` and `) : sql`true`);

function aFila(f: Cruda): Fila {
  return {
    id: Number(f.id),
    titulo: f.titulo,
    tipo_id: Number(f.tipo_id),
    tipo: f.tipo,
    color: f.color,
    sectores: f.sectores,
    version:
      f.version_id === null
        ? null
        : { id: Number(f.version_id), numero: Number(f.numero), formato: f.formato!, cambios: f.cambios, created_at: fecha(f.publicada_at!) },
    leida_at: fechaONula(f.leida_at),
  };
}

/** GET guias: the published guides for the caller's sectors (or everybody), with whether they confirmed the current version. */
export async function listarGuias(db: Db, u: Principal, q: GuiasQuery): Promise<{ filas: Fila[]; total: number }> {
  const c = [legiblesPara(u), ...filtros(q)];
  if (q.pendientes === 'true') c.push(sql`l.leida_at is null`);
  if (q.pendientes === 'false') c.push(sql`l.leida_at is not null`);
  const base = sql`select ${COLUMNAS}, l.leida_at ${DESDE}
    left join guia_lectura l on l.version_id = g.version_actual_id and l.usuario_id = ${u.id}
    where ${y(c)}`;
  const { filas, total } = await paginarSql<Cruda>(db, base, ordenDeGuias(q), q);
  return { filas: filas.map(aFila), total };
}

/** The current or any version's content: the HTML for reading (no foreign images) or the PDF's signed link. */
async function contenidoDe(ctx: Ctx, versionId: number): Promise<Contenido> {
  const [v] = filasDe<{
    id: number;
    numero: number;
    formato: FormatoGuia;
    cambios: string | null;
    created_at: string | Date;
    contenido: string | null;
    archivo_id: number | null;
    nombre: string | null;
    content_type: string | null;
    tamano: number | null;
    creado_por: string | null;
  }>(
    await ctx.db.execute(sql`
      select v.id, v.numero, v.formato, v.cambios, v.created_at, v.contenido, v.archivo_id, m.nombre, m.content_type, m.tamano,
             (select u.nombre_completo from usuario u where u.id = v.creado_por) as creado_por
        from guia_version v left join recurso_media m on m.id = v.archivo_id
       where v.id = ${versionId}`),
  );
  if (!v) throw noEncontrado(`No existe la versión ${versionId}.`);
  const urls = v.archivo_id === null ? null : await urlsDeMedia(ctx, Number(v.archivo_id));
  return {
    id: Number(v.id),
    numero: Number(v.numero),
    formato: v.formato,
    cambios: v.cambios,
    created_at: fecha(v.created_at),
    // Guides embed no media of their own: an image in the text would point at another record's file.
    contenido: v.contenido === null ? null : cuerpoParaLeer(v.contenido, new Map()),
    archivo:
      v.archivo_id !== null && urls
        ? { id: Number(v.archivo_id), nombre: v.nombre ?? 'guia.pdf', content_type: v.content_type ?? '', tamano: Number(v.tamano ?? 0), url: urls.url }
        : null,
    creado_por: v.creado_por,
  };
}

/** GET guias/{id}: the guide (the route's rule checked the caller reaches it) with its current version. */
export async function obtenerGuia(ctx: Ctx, u: Principal, id: number): Promise<z.output<typeof guiaDetalle>> {
  const [f] = filasDe<Cruda>(
    await ctx.db.execute(sql`select ${COLUMNAS}, l.leida_at ${DESDE}
      left join guia_lectura l on l.version_id = g.version_actual_id and l.usuario_id = ${u.id}
      where g.id = ${id} and g.deleted_at is null`),
  );
  if (!f) throw noEncontrado(mensajeGuiaInexistente(id));
  const fila = aFila(f);
  return { ...fila, version: f.version_id === null ? null : await contenidoDe(ctx, Number(f.version_id)) };
}

const CONTEOS = sql`
  (select count(*)::int from (${audienciaSql(sql`g.sector_ids`)}) a) as lectores,
  (select count(*)::int from guia_lectura l where l.version_id = g.version_actual_id
      and l.usuario_id in (select a.id from (${audienciaSql(sql`g.sector_ids`)}) a)) as leyeron`;

function aFilaAdmin(f: Cruda): FilaAdmin {
  const lectores = Number(f.lectores ?? 0);
  const leyeron = f.version_id === null ? 0 : Number(f.leyeron ?? 0);
  return {
    ...aFila({ ...f, leida_at: null }),
    sector_ids: (f.sector_ids ?? []).map(Number),
    lectores,
    leyeron,
    porcentaje: f.version_id === null ? null : porcentajeLeido(leyeron, lectores),
    updated_at: fecha(f.updated_at),
  };
}

/** GET admin/guias: every live guide, published or not, with the share of its audience that confirmed the current version. */
export async function listarGuiasAdmin(db: Db, q: GuiasQuery): Promise<{ filas: FilaAdmin[]; total: number }> {
  const base = sql`select ${COLUMNAS}, null::timestamptz as leida_at, ${CONTEOS} ${DESDE} where ${y([sql`g.deleted_at is null`, ...filtros(q)])}`;
  const { filas, total } = await paginarSql<Cruda>(db, base, ordenDeGuias(q), q);
  return { filas: filas.map(aFilaAdmin), total };
}

/** GET admin/guias/{id}: the metadata, the counts and the current version. */
export async function obtenerGuiaAdmin(ctx: Ctx, id: number): Promise<z.output<typeof guiaAdmin>> {
  const [f] = filasDe<Cruda>(
    await ctx.db.execute(sql`select ${COLUMNAS}, null::timestamptz as leida_at, ${CONTEOS} ${DESDE} where g.id = ${id} and g.deleted_at is null`),
  );
  if (!f) throw noEncontrado(mensajeGuiaInexistente(id));
  return { ...aFilaAdmin(f), version: f.version_id === null ? null : await contenidoDe(ctx, Number(f.version_id)) };
}

/** GET admin/guias/{id}/versiones: every version, newest first, each with its content and how many confirmed it. */
export async function historialDe(ctx: Ctx, id: number): Promise<z.output<typeof versionHistorial>[]> {
  const filas = filasDe<{ id: number; actual: boolean; leyeron: number }>(
    await ctx.db.execute(sql`
      select v.id, (g.version_actual_id = v.id) as actual, (select count(*)::int from guia_lectura l where l.version_id = v.id) as leyeron
        from guia_version v join guia g on g.id = v.guia_id
       where v.guia_id = ${id} and g.deleted_at is null order by v.numero desc`),
  );
  const r: z.output<typeof versionHistorial>[] = [];
  for (const f of filas) r.push({ ...(await contenidoDe(ctx, Number(f.id))), actual: Boolean(f.actual), leyeron: Number(f.leyeron) });
  return r;
}

/** GET admin/guias/{id}/lecturas: the audience of the current version, who has not confirmed first, then by name. */
export async function lecturasDe(db: Db, id: number, q: LecturasQuery): Promise<{ filas: z.output<typeof lecturaFila>[]; total: number }> {
  const [g] = filasDe<{ version_actual_id: number | null }>(await db.execute(sql`select version_actual_id from guia where id = ${id} and deleted_at is null`));
  if (!g) throw noEncontrado(mensajeGuiaInexistente(id));
  const c: SQL[] = [];
  if (q.pendientes === 'true') c.push(sql`l.leida_at is null`);
  if (q.pendientes === 'false') c.push(sql`l.leida_at is not null`);
  if (q.filter?.trim()) c.push(contiene([sql`u.nombre_completo`, sql`u.username`], q.filter));
  const base = sql`
    select u.id as usuario_id, u.nombre_completo as nombre, u.username, l.leida_at,
           coalesce((select string_agg(s.nombre, ', ' order by s.nombre) from usuario_sector us join sector s on s.id = us.sector_id
                      where us.usuario_id = u.id and s.deleted_at is null), '') as sectores
      from usuario u
      left join guia_lectura l on l.usuario_id = u.id and l.version_id = ${g.version_actual_id ?? 0}
     where u.id in (${audienciaSql(sql`(select sector_ids from guia where id = ${id})`)}) and ${y(c)}`;
  const { filas, total } = await paginarSql<{ usuario_id: number; nombre: string; username: string; sectores: string; leida_at: string | Date | null }>(
    db,
    base,
    sql`(l.leida_at is not null), ${ordenTexto(sql`u.nombre_completo`)}, u.id`,
    q,
  );
  return { filas: filas.map((f) => ({ ...f, usuario_id: Number(f.usuario_id), leida_at: fechaONula(f.leida_at) })), total };
}
