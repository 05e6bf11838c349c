import { sql, type SQL } from 'drizzle-orm';
import { fechaIso } from '@worknet/domain/fechas';
import {
  DASHBOARDS,
  SERIES_DASHBOARD,
  UMBRAL_SALA_MATERNAL,
  edadNinio,
  etiquetaMes,
  mesesDelPeriodo,
  PERIODO_MAXIMO_DIAS,
  periodoDashboard,
  tasaAusentismo,
  type DatosDashboard,
  type FilaPersonaDashboard,
  type FiltroDashboard,
  type NombreDashboard,
  type PuntoDashboard,
} from '@worknet/domain/rrhh/dashboards';
import { diasEntre } from '@worknet/domain/rrhh/fechas-rrhh';
import { ATRIBUTOS_NOMINA } from '@worknet/domain/rrhh/nomina';
import type { Db } from '../../platform/db/client';
import { enteros, filasDe } from '../../platform/db/sql';
import { camposInvalidos, datosInvalidos } from '../../platform/http/errors';
import type { Principal } from '../../platform/identidad/principal';
import { sectoresAlcance } from '../nomina/nomina.service';
import { DEFINICIONES, ausentismo, hayNovedades, type Contexto } from './dashboards.sql';
import * as reloj from '@worknet/domain/reloj';

const filas = async <T>(db: Db, q: SQL) => filasDe<T>(await db.execute(q));

/** Dashboards that are a picture of today: the period does not apply. */
const FOTO = new Set<NombreDashboard>([
  'dashboard_persona_nomina',
  'dashboard_persona_nomina_sexo',
  'dashboard_persona_contrato',
  'dashboard_persona_matricula',
  'dashboard_persona_formacion',
  'dashboard_persona_sala_maternal',
]);
const MENSUAL = new Set<NombreDashboard>([
  'dashboard_ingresos',
  'dashboard_egresos',
  'dashboard_persona_bajas_mes',
  'dashboard_persona_novedades_mes',
  'dashboard_persona_ausentismo',
]);

/** Labels of the fixed keys (the others come from a catalog or are months). */
const FIJAS: Partial<Record<NombreDashboard, Record<string, Record<string, string>>>> = {
  dashboard_persona_nomina_sexo: { total: Object.fromEntries(ATRIBUTOS_NOMINA.sexo.opciones.map((o) => [o.value, o.label])) },
  dashboard_persona_contrato: { por_vencer: { prueba: 'Período de prueba (75 días)', dependencia: 'Relación de dependencia (105 días)' } },
  dashboard_persona_matricula: { total: { vencidas: 'Vencidas', por_vencer: 'Vencen en 31 días' } },
  dashboard_persona_formacion: { total: { por_vencer: 'Vencen en 31 días' } },
};

/**
 * Who sees what: HR (rrhh.persona.ver) and the assistants everyone; anybody else
 * with the dashboards' permission (a referente) the sectors they lead, as the roster.
 */
export async function alcanceDashboard(db: Db, p: Principal): Promise<number[] | null> {
  if (p.permisos.has('rrhh.persona.ver') || p.permisos.has('asistentes.reporte.ver')) return null;
  return (await sectoresAlcance(db, p)) ?? [];
}

function condiciones(f: FiltroDashboard, alcance: number[] | null): SQL {
  const partes: SQL[] = [];
  if (alcance) partes.push(alcance.length ? sql`n.sector_id = any(${enteros(alcance)})` : sql`false`);
  if (f.empresa_id !== undefined) partes.push(sql`n.empresa_id = ${f.empresa_id}`);
  if (f.sector_id !== undefined) partes.push(sql`n.sector_id = ${f.sector_id}`);
  if (f.edificio_id !== undefined) partes.push(sql`n.sector_id in (select id from sector where raiz_id = ${f.edificio_id})`);
  return partes.length ? sql.join(partes, sql` and `) : sql`true`;
}

export async function contextoDe(db: Db, p: Principal, nombre: NombreDashboard, f: FiltroDashboard, hoy = fechaIso(reloj.ahora())): Promise<Contexto> {
  const { desde, hasta } = FOTO.has(nombre) ? { desde: hoy, hasta: hoy } : periodoDashboard(f, hoy);
  // The filter's own check sees a range only when both ends come; «desde» alone reaches today,
  // and a desde of 1950 would make absenteeism walk 46,000 days.
  if (diasEntre(desde, hasta) >= PERIODO_MAXIMO_DIAS)
    throw camposInvalidos([{ campo: 'desde', mensaje: 'El período admite hasta dos años' }], 'la consulta enviada');
  return { hoy, desde, hasta, w: condiciones(f, await alcanceDashboard(db, p)) };
}

type Grupo = { serie: string; clave: string; valor: number; etiqueta: string | null };

const serieBajas = (serie: string, nombres: Map<string, string>) => nombres.get(serie) ?? (serie === 'sin_motivo' ? 'Sin motivo' : serie);

async function puntos(db: Db, nombre: NombreDashboard, c: Contexto): Promise<{ puntos: PuntoDashboard[]; leyenda: DatosDashboard['leyenda'] }> {
  const def = DEFINICIONES[nombre];
  const grupos = await filas<Grupo>(
    db,
    sql`select g.serie, g.clave, g.valor, ${def.etiqueta ?? sql`null::text`} as etiqueta
        from (select serie, clave, count(*)::int as valor from (${def.base(c)}) b group by serie, clave) g`,
  );
  let leyenda: DatosDashboard['leyenda'] = Object.entries(SERIES_DASHBOARD[nombre]).map(([serie, etiqueta]: [string, string]) => ({ serie, etiqueta }));
  if (nombre === 'dashboard_persona_bajas_mes') {
    // One series per motivo de desvinculación present in the period.
    const ids = [...new Set(grupos.map((g) => g.serie).filter((s) => s.startsWith('m')))].map((s) => Number(s.slice(1)));
    const nombres = new Map(
      (await filas<{ id: number; nombre: string }>(db, sql`select id, nombre from rrhh_motivo_desvinculacion where id = any(${enteros(ids)})`)).map((r) => [
        `m${r.id}`,
        r.nombre,
      ]),
    );
    const series = [...new Set(grupos.map((g) => g.serie))].sort((a, b) => serieBajas(a, nombres).localeCompare(serieBajas(b, nombres), 'es'));
    leyenda = series.length ? series.map((serie) => ({ serie, etiqueta: serieBajas(serie, nombres) })) : [{ serie: 'sin_motivo', etiqueta: 'Bajas' }];
  }
  const valor = new Map(grupos.map((g) => [`${g.serie}\u0000${g.clave}`, g]));
  const out: PuntoDashboard[] = [];
  if (MENSUAL.has(nombre)) {
    // Every month of the period, also those with nothing (a gap reads as zero, not as missing).
    for (const { serie } of leyenda)
      for (const mes of mesesDelPeriodo(c.desde, c.hasta))
        out.push({ serie, clave: mes, etiqueta: etiquetaMes(mes), valor: valor.get(`${serie}\u0000${mes}`)?.valor ?? 0 });
    return { puntos: out, leyenda };
  }
  const fijas = FIJAS[nombre] ?? {};
  for (const { serie } of leyenda) {
    const propias = grupos.filter((g) => g.serie === serie);
    if (fijas[serie]) {
      for (const [clave, etiqueta] of Object.entries(fijas[serie]))
        out.push({ serie, clave, etiqueta, valor: valor.get(`${serie}\u0000${clave}`)?.valor ?? 0 });
      continue;
    }
    const orden = propias
      .map((g) => ({ serie, clave: g.clave, etiqueta: g.etiqueta ?? (g.clave === '0' ? 'Sin establecimiento' : g.clave), valor: g.valor }))
      .sort((a, b) => b.valor - a.valor || a.etiqueta.localeCompare(b.etiqueta, 'es'));
    out.push(...orden);
  }
  return { puntos: out, leyenda };
}

type FilaBase = FilaPersonaDashboard & { total_filas: number };

/** The people behind one slice (or every slice, for the report), ordered by date then name. */
export async function personasDe(
  db: Db,
  nombre: NombreDashboard,
  c: Contexto,
  porcion: { serie: string; clave: string } | null,
  pagina: { skip: number; limit: number },
  p: Principal,
): Promise<{ filas: (FilaPersonaDashboard & { serie: string; clave: string })[]; total: number }> {
  const donde = dondePorcion(nombre, porcion, p);
  const rs = await filas<FilaBase & { serie: string; clave: string }>(
    db,
    sql`select b.persona_id as id, p.apellido, p.nombres, p.legajo, s.nombre as sector, b.serie, b.clave, b.fecha, b.detalle, b.dias,
          count(*) over ()::int as total_filas
        from (${DEFINICIONES[nombre].base({ ...c, detalle: true })}) b
        join nomina_fila p on p.persona_id = b.persona_id
        left join sector s on s.id = p.sector_id
        ${donde}
        order by b.serie, b.clave, b.fecha nulls last, p.apellido, p.nombres, b.persona_id
        limit ${pagina.limit} offset ${pagina.skip}`,
  );
  const total = rs[0]?.total_filas ?? (pagina.skip > 0 ? await contarPorcion(db, nombre, c, porcion, p) : 0);
  const detalle = (f: { serie: string; detalle: string | null }) => {
    if (nombre !== 'dashboard_persona_sala_maternal' || f.serie !== 'beneficiarios' || !f.detalle) return f.detalle;
    // The child: «Nombre Apellido (1 año y 3 meses)», from «nacimiento|nombre».
    const [nacimiento = '', ...resto] = f.detalle.split('|');
    return `${resto.join('|')} (${edadNinio(nacimiento, c.hoy)})`;
  };
  return { filas: rs.map(({ total_filas: _, ...f }) => ({ ...f, detalle: detalle(f) })), total };
}

/**
 * The rows of a slice (every slice when null). The sala maternal's beneficiaries are children:
 * who has them, their names and ages are family data, so without rrhh.persona.familia (a
 * referente, an assistant) that dashboard gives only its counts (issue 37).
 */
function dondePorcion(nombre: NombreDashboard, porcion: { serie: string; clave: string } | null, p: Principal): SQL {
  const partes: SQL[] = porcion ? [sql`b.serie = ${porcion.serie}`, sql`b.clave = ${porcion.clave}`] : [];
  if (nombre === 'dashboard_persona_sala_maternal' && !p.permisos.has('rrhh.persona.familia')) partes.push(sql`b.serie <> 'beneficiarios'`);
  return partes.length ? sql`where ${sql.join(partes, sql` and `)}` : sql``;
}

async function contarPorcion(db: Db, nombre: NombreDashboard, c: Contexto, porcion: { serie: string; clave: string } | null, p: Principal) {
  const donde = dondePorcion(nombre, porcion, p);
  const [r] = await filas<{ n: number }>(db, sql`select count(*)::int as n from (${DEFINICIONES[nombre].base(c)}) b ${donde}`);
  return r?.n ?? 0;
}

async function datosAusentismo(db: Db, c: Contexto) {
  const [hay] = await filas<{ hay: boolean }>(db, hayNovedades(c));
  const leyenda = [{ serie: 'total', etiqueta: SERIES_DASHBOARD.dashboard_persona_ausentismo.total }];
  if (!hay?.hay)
    return {
      puntos: [],
      leyenda,
      total: 0,
      vacio: 'No hay novedades de personal aprobadas en el período: sin ellas no se puede calcular el ausentismo.',
    };
  const meses = await filas<{ mes: string; esperados: number; ausentes: number }>(db, ausentismo(c));
  let esperados = 0;
  let ausentes = 0;
  const puntos = meses.map((m) => {
    esperados += Number(m.esperados);
    ausentes += Number(m.ausentes);
    return { serie: 'total', clave: m.mes, etiqueta: etiquetaMes(m.mes), valor: tasaAusentismo(Number(m.ausentes), Number(m.esperados)) ?? 0 };
  });
  return { puntos, leyenda, total: tasaAusentismo(ausentes, esperados) ?? 0, vacio: null };
}

/** One dashboard: its points and, when the filter names a slice, the people behind it. */
export async function dashboard(db: Db, p: Principal, nombre: NombreDashboard, f: FiltroDashboard, hoy?: string): Promise<DatosDashboard> {
  const c = await contextoDe(db, p, nombre, f, hoy);
  let leyenda: DatosDashboard['leyenda'];
  let series: PuntoDashboard[];
  let total: number;
  let vacio: string | null = null;
  if (nombre === 'dashboard_persona_ausentismo') {
    ({ puntos: series, leyenda, total, vacio } = await datosAusentismo(db, c));
  } else {
    ({ puntos: series, leyenda } = await puntos(db, nombre, c));
    // The headline is the first series (contracts in force, beneficiaries); bajas add every motivo.
    const principal = nombre === 'dashboard_persona_bajas_mes' ? null : leyenda[0]!.serie;
    total = series.filter((x) => principal === null || x.serie === principal).reduce((s, x) => s + x.valor, 0);
  }
  const datos: DatosDashboard = {
    titulo: DASHBOARDS[nombre].titulo,
    desde: c.desde,
    hasta: c.hasta,
    total,
    leyenda,
    series,
    vacio,
    umbral: nombre === 'dashboard_persona_sala_maternal' ? UMBRAL_SALA_MATERNAL : null,
  };
  if (f.clave !== undefined) {
    const serie = f.serie ?? leyenda[0]!.serie;
    const conocidas = nombre === 'dashboard_persona_bajas_mes' ? null : Object.keys(SERIES_DASHBOARD[nombre]);
    if (conocidas && !conocidas.includes(serie))
      throw datosInvalidos(`La serie «${serie}» no existe en este tablero. Series posibles: ${conocidas.join(', ')}.`);
    const r = await personasDe(db, nombre, c, { serie, clave: f.clave }, f, p);
    datos.personas = { filas: r.filas.map(({ serie: _s, clave: _c, ...x }) => x), total: r.total };
  } else if (f.serie !== undefined) {
    throw datosInvalidos('Elija también la porción (clave) de la serie.');
  }
  return datos;
}
