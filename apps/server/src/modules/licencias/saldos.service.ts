import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { fechaIso } from '@worknet/domain/fechas';
import { diaLegible, sumarDiasIso } from '@worknet/domain/licencias/dias';
import {
  NOMBRE_REPORTE_LICENCIAS,
  type Antiguedad,
  type NoLaborable,
  type paginaLicencia,
  type resumenPeriodo,
  type novedadFila,
  type reporteLicenciasBody,
} from '@worknet/domain/licencias/esquemas';
import { CLAVE_VACACIONES, ESTADOS_VIGENTES, siguientePaso, type Aprobacion } from '@worknet/domain/licencias/estados';
import { politicaDeEncuadre, type EncuadreVacaciones, type PoliticaVacaciones } from '@worknet/domain/licencias/politica';
import {
  diasCorrespondientes,
  diasDisponiblesTotales,
  saldoDelPeriodo,
  saldosPorPeriodo,
  type Correspondientes,
  type Laboral,
  type SaldoPeriodo,
  type TomaVacaciones,
} from '@worknet/domain/licencias/vacaciones';
import type { Db } from '../../platform/db/client';
import { enteros, filasDe } from '../../platform/db/sql';
import { noEncontrado } from '../../platform/http/errors';
import { aCsv, nombreCsv } from '../../platform/http/csv';
import type { Principal } from '../../platform/identidad/principal';
import { conjuntoNoLaborables, noLaborablesEntre } from './feriados';
import { ambitoPedido, filtroAmbito, sectorDePersonaSql } from './licencias.acceso';
import * as reloj from '@worknet/domain/reloj';

// Vacation balances (issue 19 item 3): the LCT engine of packages/domain/src/licencias/vacaciones.ts
// fed with a person's employments (persona_laboral), their events in force and the
// non-working days. A period is a year: its days come from the seniority at 31 December
// (art. 150) or art. 153; taken are the vacation events (the type with system key CLAVE_VACACIONES) in force
// (ESTADOS_VIGENTES: pending ones hold their days too) that name the period. Days not worked
// (art. 152) are those of events in force whose type has computa_trabajado = false. Untaken
// days expire under the carry-over policy (issue 36 item 8, licencias/politica.ts): the one the
// encuadre of the person's current employment declares, the LCT's where it declares nothing.

type NovedadFila = z.output<typeof novedadFila>;
type ResumenPeriodo = z.output<typeof resumenPeriodo>;
type PaginaLicencia = z.output<typeof paginaLicencia>;

/** What the engine needs of one person. */
export type DatosVacaciones = {
  laborales: Laboral[];
  /** Vacations in force: the event, the period it takes days from, how many and its last day. */
  tomadas: (TomaVacaciones & { id: number })[];
  /** Days of events in force that do not count as worked (art. 152: paid leaves do). */
  noTrabajados: Set<string>;
  /** The carry-over policy: the current employment's encuadre's, else the LCT's. */
  politica: PoliticaVacaciones;
};

/** Today in Argentina, 'YYYY-MM-DD'. */
export const hoyIso = () => fechaIso(reloj.ahora());
const anioDe = (dia: string) => Number(dia.slice(0, 4));

type FilaLaboral = { persona_id: number; fecha_alta: string; fecha_baja: string | null; actual: boolean } & Partial<EncuadreVacaciones>;
type FilaNovedad = {
  id: number;
  persona_id: number;
  desde: string;
  hasta: string;
  dias: number;
  periodo: number | null;
  clave_sistema: string | null;
  computa_trabajado: boolean;
};

/** Employments and events in force of several personas at once (two queries, whatever their number). */
async function datosDe(db: Db, ids: readonly number[]): Promise<Map<number, DatosVacaciones>> {
  const datos = new Map<number, DatosVacaciones>(
    ids.map((id) => [id, { laborales: [], tomadas: [], noTrabajados: new Set<string>(), politica: politicaDeEncuadre(null) }]),
  );
  if (!ids.length) return datos;
  const [laborales, novedades] = await Promise.all([
    db.execute(
      sql`select l.persona_id, to_char(l.fecha_alta, 'YYYY-MM-DD') as fecha_alta, to_char(l.fecha_baja, 'YYYY-MM-DD') as fecha_baja, l.actual,
                 e.nombre, e.vacaciones_vencimiento, e.vacaciones_acumulacion
          from persona_laboral l left join rrhh_encuadre e on e.id = l.encuadre_id and e.deleted_at is null
          where l.persona_id = any(${enteros(ids)}) and l.deleted_at is null`,
    ),
    db.execute(
      sql`select n.id, n.persona_id, to_char(n.desde, 'YYYY-MM-DD') as desde, to_char(n.hasta, 'YYYY-MM-DD') as hasta, n.dias, n.periodo,
                 t.clave_sistema, coalesce(t.computa_trabajado, false) as computa_trabajado
          from novedad_personal n join rrhh_tipo_novedad t on t.id = n.tipo_id
          where n.persona_id = any(${enteros(ids)}) and n.deleted_at is null
            and n.estado in (${sql.join(
              ESTADOS_VIGENTES.map((e) => sql`${e}`),
              sql`, `,
            )})`,
    ),
  ]);
  for (const l of filasDe<FilaLaboral>(laborales)) {
    const d = datos.get(l.persona_id);
    if (!d) continue;
    d.laborales.push({ fecha_alta: l.fecha_alta, fecha_baja: l.fecha_baja });
    // The current employment (kept by a trigger, migration 0005) says which agreement applies.
    if (l.actual && l.nombre) {
      d.politica = politicaDeEncuadre({
        nombre: l.nombre,
        vacaciones_vencimiento: l.vacaciones_vencimiento ?? null,
        vacaciones_acumulacion: l.vacaciones_acumulacion ?? null,
      });
    }
  }
  for (const n of filasDe<FilaNovedad>(novedades)) {
    const d = datos.get(n.persona_id);
    if (!d) continue;
    if (n.clave_sistema === CLAVE_VACACIONES && n.periodo !== null)
      d.tomadas.push({ id: Number(n.id), periodo: n.periodo, dias: Number(n.dias), hasta: n.hasta });
    if (!n.computa_trabajado) for (let x = n.desde; x <= n.hasta; x = sumarDiasIso(x, 1)) d.noTrabajados.add(x);
  }
  return datos;
}

/** The first year the person was employed, or null when they have no employment. */
const anioDeIngreso = (d: DatosVacaciones) => (d.laborales.length ? Math.min(...d.laborales.map((l) => anioDe(l.fecha_alta))) : null);

/** Each period's days from `desde` to `hasta` (years). */
function correspondientes(d: DatosVacaciones, desde: number, hasta: number, noLaborables: ReadonlySet<string>): Map<number, Correspondientes> {
  const m = new Map<number, Correspondientes>();
  for (let periodo = desde; periodo <= hasta; periodo++) {
    m.set(periodo, diasCorrespondientes({ periodo, laborales: d.laborales, noLaborables, noTrabajados: d.noTrabajados }));
  }
  return m;
}

/**
 * The balances at the day `al` of the periods from the year of entry to `hasta` (plus any
 * period an event names outside that span), without the event `sinNovedad` (the one being edited).
 */
function saldosDe(d: DatosVacaciones, hasta: number, noLaborables: ReadonlySet<string>, al: string, sinNovedad?: number): SaldoPeriodo[] {
  const ingreso = anioDeIngreso(d);
  const dias = ingreso === null ? new Map<number, Correspondientes>() : correspondientes(d, ingreso, hasta, noLaborables);
  return saldosPorPeriodo(
    [...dias].map(([periodo, c]) => ({ periodo, dias: c.dias })),
    d.tomadas.filter((t) => t.id !== sinNovedad),
    d.politica,
    al,
  );
}

/** The vacations in force that take from `periodo`. */
const tomasDe = (d: DatosVacaciones, periodo: number) => d.tomadas.filter((t) => t.periodo === periodo);

/** The non-working days of the years [desde, hasta]. */
const noLaborablesDeAnios = (db: Db, desde: number, hasta: number) => conjuntoNoLaborables(db, `${desde}-01-01`, `${hasta}-12-31`);

type PersonaLicencias = { id: number; nombre: string; legajo: string | null; sector_id: number | null; sector: string | null };

/** A persona that exists (not deleted): name, legajo, current sector; 404 otherwise. */
async function personaExistente(db: Db, personaId: number): Promise<PersonaLicencias> {
  const [p] = filasDe<PersonaLicencias>(
    await db.execute(
      sql`select p.id, p.apellido || ', ' || p.nombres as nombre, p.legajo, s.id as sector_id, s.nombre as sector
          from persona p left join sector s on s.id = ${sectorDePersonaSql(personaId)}
          where p.id = ${personaId} and p.deleted_at is null`,
    ),
  );
  if (!p) throw noEncontrado('La persona no existe.');
  return p;
}

/**
 * A persona's vacation balance per period, from the year of entry to this year (oldest first),
 * at the day `al` (today by default). The events service checks a request with the balances at
 * the request's last day, without the event it edits (`sinNovedad`): the same rule the screens
 * show, so days that expire before the request ends are not available to it. It runs inside
 * the caller's transaction when given one.
 */
export async function saldosVacaciones(db: Db, personaId: number, o: { al?: string; sinNovedad?: number } = {}): Promise<SaldoPeriodo[]> {
  const d = (await datosDe(db, [personaId])).get(personaId)!;
  const ingreso = anioDeIngreso(d);
  const actual = anioDe(hoyIso());
  const noLaborables = ingreso === null || ingreso > actual ? new Set<string>() : await noLaborablesDeAnios(db, ingreso, actual);
  return saldosDe(d, actual, noLaborables, o.al ?? hoyIso(), o.sinNovedad);
}

/** An existing persona (404 otherwise), their data and the days one period gives them. */
async function delPeriodo(db: Db, personaId: number, periodo: number) {
  const p = await personaExistente(db, personaId);
  const d = (await datosDe(db, [personaId])).get(personaId)!;
  const c = diasCorrespondientes({
    periodo,
    laborales: d.laborales,
    noLaborables: await noLaborablesDeAnios(db, periodo, periodo),
    noTrabajados: d.noTrabajados,
  });
  return { p, d, c };
}

/** GET antiguedad_persona/{id}?periodo=: seniority at 31 December of the period and the vacation days of that period. */
export async function antiguedadPersona(db: Db, personaId: number, periodo: number): Promise<Antiguedad> {
  const { c } = await delPeriodo(db, personaId, periodo);
  return { ...c.antiguedad, dias_vacaciones: c.dias };
}

/** GET get_days_vacaciones_disponibles_availables_all_periodos/{persona}. */
export async function saldosPersona(db: Db, personaId: number): Promise<SaldoPeriodo[]> {
  await personaExistente(db, personaId);
  return saldosVacaciones(db, personaId);
}

/** A persona's events as list rows: `donde` narrows them (on `n`), newest start first. */
async function novedadesDe(db: Db, p: PersonaLicencias, donde: SQL, limite: number): Promise<NovedadFila[]> {
  type Fila = Pick<NovedadFila, 'id' | 'tipo_id' | 'tipo' | 'tipo_codigo' | 'color' | 'desde' | 'hasta' | 'dias' | 'periodo' | 'estado'> & {
    aprobacion: Aprobacion;
    created_at: string | Date;
  };
  // The person, and so their sector, is the same on every row: read once (personaExistente).
  const filas = filasDe<Fila>(
    await db.execute(
      sql`select n.id, n.tipo_id, t.nombre as tipo, t.codigo as tipo_codigo, t.color, to_char(n.desde, 'YYYY-MM-DD') as desde,
                 to_char(n.hasta, 'YYYY-MM-DD') as hasta, n.dias, n.periodo, n.estado, t.aprobacion, n.created_at
          from novedad_personal n join rrhh_tipo_novedad t on t.id = n.tipo_id
          where n.persona_id = ${p.id} and n.deleted_at is null and ${donde}
          order by n.desde desc, n.id desc limit ${limite}`,
    ),
  );
  return filas.map(({ aprobacion, ...f }) => ({
    ...f,
    persona_id: p.id,
    persona: p.nombre,
    legajo: p.legajo,
    sector_id: p.sector_id,
    sector: p.sector,
    dias: Number(f.dias),
    created_at: new Date(f.created_at),
    siguiente_paso: siguientePaso(f.estado, aprobacion),
  }));
}

/**
 * GET get_resumen_by_periodo/{periodo}/{persona}: the period's balance, how its days came out
 * (seniority, rule, working days of the year and those worked) and the events behind it: the
 * vacations that take from it and every event of that calendar year.
 */
export async function resumenDePeriodo(db: Db, personaId: number, periodo: number): Promise<ResumenPeriodo> {
  const { p, d, c } = await delPeriodo(db, personaId, periodo);
  const saldo = saldoDelPeriodo(periodo, c.dias, tomasDe(d, periodo), d.politica, hoyIso());
  const novedades = await novedadesDe(
    db,
    p,
    sql`(n.periodo = ${periodo} or (n.desde <= ${`${periodo}-12-31`}::date and n.hasta >= ${`${periodo}-01-01`}::date))`,
    500,
  );
  return { ...saldo, antiguedad: c.antiguedad, regla: c.regla, dias_habiles: c.dias_habiles, dias_trabajados: c.dias_trabajados, novedades };
}

/** GET view_page_licencia_persona/{idPersona}: the person, seniority and days of this year, every balance and the last 100 events. */
export async function paginaLicenciaPersona(db: Db, personaId: number, hoy = hoyIso()): Promise<PaginaLicencia> {
  const p = await personaExistente(db, personaId);
  const d = (await datosDe(db, [personaId])).get(personaId)!;
  const actual = anioDe(hoy);
  const ingreso = anioDeIngreso(d);
  const noLaborables = await noLaborablesDeAnios(db, Math.min(ingreso ?? actual, actual), actual);
  const saldos = saldosDe(d, actual, noLaborables, hoy);
  const c = diasCorrespondientes({ periodo: actual, laborales: d.laborales, noLaborables, noTrabajados: d.noTrabajados });
  const fechaIngreso = d.laborales.length ? d.laborales.map((l) => l.fecha_alta).sort()[0]! : null;
  return {
    persona: { id: p.id, nombre: p.nombre, legajo: p.legajo, sector: p.sector, fecha_ingreso: fechaIngreso },
    antiguedad: { ...c.antiguedad, dias_vacaciones: c.dias },
    saldos,
    dias_disponibles: diasDisponiblesTotales(saldos),
    novedades: await novedadesDe(db, p, sql`true`, 100),
  };
}

/** GET feriados?anio=: the year's non-working days, national and the group's own. */
export const feriadosDelAnio = (db: Db, anio: number): Promise<NoLaborable[]> => noLaborablesEntre(db, `${anio}-01-01`, `${anio}-12-31`);

/** «5 años, 2 meses y 3 días», as the report shows a seniority. */
export function antiguedadLegible(a: { anios: number; meses: number; dias: number }): string {
  const parte = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;
  return `${parte(a.anios, 'año', 'años')}, ${parte(a.meses, 'mes', 'meses')} y ${parte(a.dias, 'día', 'días')}`;
}

/** «10 días el 31/05/2027»: what of the available days expires next, as the screens say it. */
export const proximoVencimiento = (s: Pick<SaldoPeriodo, 'vence_el' | 'dias_por_vencer'>) =>
  s.vence_el ? `${s.dias_por_vencer} ${s.dias_por_vencer === 1 ? 'día' : 'días'} el ${diaLegible(s.vence_el)}` : '';

const REGLA = { art150: 'Art. 150 (antigüedad)', art153: 'Art. 153 (1 día cada 20 trabajados)', sin_derecho: 'Sin derecho (sin empleo en el año)' } as const;

export const CABECERAS_LICENCIAS = [
  'Legajo',
  'Apellido y nombre',
  'Sector',
  'Antigüedad al 31/12',
  'Regla',
  'Días que corresponden',
  'Días tomados',
  'Días vencidos',
  'Días disponibles',
  'Vencimientos',
  'Próximo vencimiento',
] as const;

/** Most personas one report carries; the reply says how many were left out. */
export const MAX_PERSONAS_REPORTE = 20_000;

/**
 * POST generate_licencias_report: one row per persona in the caller's scope employed at some
 * time in the period (optionally of one sector, by their current sector), by name, with the
 * period's seniority, days, taken, expired (and why) and available today, the same balance the
 * screens show (saldoDelPeriodo); Reporte-Licencias-DD-MM-YYYY.csv.
 */
export async function reporteLicencias(db: Db, u: Principal, q: z.output<typeof reporteLicenciasBody>, ahora = reloj.ahora()) {
  const ambito = ambitoPedido(u, q.ambito);
  const alcance = await filtroAmbito(db, u, ambito, sql`p.id`);
  const [inicio, fin] = [`${q.periodo}-01-01`, `${q.periodo}-12-31`];
  const condiciones: SQL[] = [
    sql`p.deleted_at is null`,
    sql`exists (select 1 from persona_laboral l where l.persona_id = p.id and l.deleted_at is null
                 and l.fecha_alta <= ${fin}::date and (l.fecha_baja is null or l.fecha_baja >= ${inicio}::date))`,
  ];
  if (alcance) condiciones.push(alcance);
  if (q.sector_id) condiciones.push(sql`${sectorDePersonaSql(sql`p.id`)} = ${q.sector_id}`);
  const personas = filasDe<{ id: number; nombre: string; legajo: string | null; sector: string | null; total: number }>(
    await db.execute(
      sql`select p.id, p.apellido || ', ' || p.nombres as nombre, p.legajo,
                 (select s.nombre from sector s where s.id = ${sectorDePersonaSql(sql`p.id`)}) as sector, count(*) over () as total
          from persona p where ${sql.join(condiciones, sql` and `)}
          order by p.apellido collate "und-x-icu", p.nombres collate "und-x-icu", p.id
          limit ${MAX_PERSONAS_REPORTE}`,
    ),
  );
  const datos = await datosDe(
    db,
    personas.map((p) => p.id),
  );
  const noLaborables = await noLaborablesDeAnios(db, q.periodo, q.periodo);
  const hoy = hoyIso();
  const filas = personas.map((p) => {
    const d = datos.get(p.id)!;
    const c = diasCorrespondientes({ periodo: q.periodo, laborales: d.laborales, noLaborables, noTrabajados: d.noTrabajados });
    const s = saldoDelPeriodo(q.periodo, c.dias, tomasDe(d, q.periodo), d.politica, hoy);
    return [
      p.legajo,
      p.nombre,
      p.sector,
      antiguedadLegible(c.antiguedad),
      REGLA[c.regla],
      s.dias_corresponden,
      s.dias_tomados,
      s.dias_vencidos,
      s.dias_disponibles,
      s.vencimientos.map((v) => `${v.dias} ${v.dias === 1 ? 'día' : 'días'}. ${v.motivo}`).join(' '),
      proximoVencimiento(s),
    ];
  });
  const total = personas.length ? Number(personas[0]!.total) : 0;
  return { csv: aCsv(CABECERAS_LICENCIAS, filas), nombreArchivo: nombreCsv(NOMBRE_REPORTE_LICENCIAS, ahora), omitidas: Math.max(0, total - personas.length) };
}
