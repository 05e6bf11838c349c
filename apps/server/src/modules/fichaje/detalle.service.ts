import { and, asc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ORIGENES } from '@worknet/domain/fichaje/esquemas';
import { jornadas, type Horario, type Jornada, type Marca } from '@worknet/domain/fichaje/jornada';
import { diaLocal, diaSiguiente, inicioDelDia } from '@worknet/domain/fichaje/reloj';
import type { Db } from '../../platform/db/client';
import { enteros, filasDe } from '../../platform/db/sql';
import { aCsv } from '../../platform/http/csv';
import { fichaje, horario } from './fichaje.table';
import * as reloj from '@worknet/domain/reloj';

// Attendance detail (issue 21 item 5): three queries per batch of people (punches, schedules,
// approved leaves), then the pure `jornadas` of the domain per person.

const HORA_MS = 3_600_000;
const LOTE = 500;

type PersonaDetalle = { id: number; nombre: string; legajo: string | null; sector_id: number | null };

/** A person's sector for schedules: that of their current (else latest) job record. */
export const sectorDePersona = (personaId: SQL) => sql`(select l.sector_id from persona_laboral l where l.persona_id = ${personaId} and l.deleted_at is null
        order by l.actual desc, (l.fecha_baja is null) desc, l.fecha_alta desc limit 1)`;

export async function personasDelDetalle(db: Db, f: { persona?: number; sector?: number }): Promise<PersonaDetalle[]> {
  const sectorSql = sectorDePersona(sql`p.id`);
  return filasDe<PersonaDetalle>(
    await db.execute(sql`
      select * from (
        select p.id, p.apellido || ', ' || p.nombres as nombre, p.legajo, ${sectorSql} as sector_id
        from persona p
        where p.deleted_at is null ${f.persona ? sql`and p.id = ${f.persona}` : sql``}
      ) x
      ${f.sector ? sql`where x.sector_id = ${f.sector}` : sql``}
      order by x.nombre, x.id`),
  );
}

const aHorario = (h: Pick<typeof horario.$inferSelect, 'tolerancia_min' | 'turnos'>): Horario => ({ toleranciaMin: h.tolerancia_min, turnos: h.turnos });

/** Each person's jornadas over [desde, hasta]. */
export async function detallar(db: Db, personas: PersonaDetalle[], desde: string, hasta: string, ahoraMs = reloj.ahoraMs()) {
  const salida: { persona_id: number; nombre: string; legajo: string | null; jornadas: Jornada[] }[] = [];
  const inicio = new Date(inicioDelDia(desde) - 6 * HORA_MS);
  const fin = new Date(inicioDelDia(diaSiguiente(hasta)) + 18 * HORA_MS);
  for (let i = 0; i < personas.length; i += LOTE) {
    const lote = personas.slice(i, i + LOTE);
    const ids = lote.map((p) => p.id);
    const sectores = [...new Set(lote.map((p) => p.sector_id).filter((s): s is number => s !== null))];
    const [marcas, horarios, licencias] = await Promise.all([
      db
        .select({ id: fichaje.id, persona_id: fichaje.persona_id, tipo: fichaje.tipo, instante: fichaje.instante })
        .from(fichaje)
        .where(and(inArray(fichaje.persona_id, ids), gte(fichaje.instante, inicio), lt(fichaje.instante, fin), isNull(fichaje.anulado_at)))
        .orderBy(asc(fichaje.instante)),
      db
        .select()
        .from(horario)
        .where(
          sectores.length
            ? sql`${horario.persona_id} = any(${enteros(ids)}) or ${horario.sector_id} = any(${enteros(sectores)})`
            : inArray(horario.persona_id, ids),
        ),
      db.execute(sql`select persona_id, desde::text as desde, hasta::text as hasta from novedad_personal
        where estado = 'aprobada' and persona_id = any(${enteros(ids)}) and desde <= ${hasta} and hasta >= ${desde}`),
    ]);
    const porPersona = new Map<number, Marca[]>();
    for (const m of marcas) {
      const l = porPersona.get(m.persona_id) ?? [];
      l.push({ ms: m.instante.getTime(), tipo: m.tipo, id: m.id });
      porPersona.set(m.persona_id, l);
    }
    const deLicencia = new Map<number, Set<string>>();
    for (const l of filasDe<{ persona_id: number; desde: string; hasta: string }>(licencias)) {
      const s = deLicencia.get(l.persona_id) ?? new Set<string>();
      for (let d = l.desde < desde ? desde : l.desde; d <= l.hasta && d <= hasta; d = diaSiguiente(d)) s.add(d);
      deLicencia.set(l.persona_id, s);
    }
    const propio = new Map(horarios.filter((h) => h.persona_id !== null).map((h) => [h.persona_id!, aHorario(h)]));
    const delSector = new Map(horarios.filter((h) => h.sector_id !== null).map((h) => [h.sector_id!, aHorario(h)]));
    for (const p of lote) {
      const h = propio.get(p.id) ?? (p.sector_id !== null ? delSector.get(p.sector_id) : undefined) ?? null;
      salida.push({
        persona_id: p.id,
        nombre: p.nombre,
        legajo: p.legajo,
        jornadas: jornadas(porPersona.get(p.id) ?? [], h, desde, hasta, deLicencia.get(p.id), ahoraMs),
      });
    }
  }
  return salida;
}

/**
 * Only what HR reads in a list: days with a shift, a punch or a leave, and people with at least
 * one such day (a month of the whole company is otherwise thousands of empty rows).
 */
export function conAsistencia<T extends { jornadas: Jornada[] }>(detalle: T[]): T[] {
  return detalle
    .map((p) => ({ ...p, jornadas: p.jornadas.filter((j) => j.turno !== null || j.pares.length > 0 || j.licencia) }))
    .filter((p) => p.jornadas.length > 0);
}

const aFecha = (ms: number) => new Date(ms);

/** The domain's instants (epoch ms) as Dates for the response contract. */
export const jornadaAlCable = (j: Jornada) => ({
  ...j,
  turno: j.turno ? { desde: aFecha(j.turno.desde), hasta: aFecha(j.turno.hasta) } : null,
  pares: j.pares.map((p) => ({
    ...p,
    entrada: p.entrada === null ? null : aFecha(p.entrada),
    salida: p.salida === null ? null : aFecha(p.salida),
  })),
});

const hora = (ms: number | null) => (ms === null ? '' : new Date(ms - 3 * HORA_MS).toISOString().slice(11, 16));
const fechaAr = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;

export function csvDetalle(detalle: Awaited<ReturnType<typeof detallar>>): string {
  const filas = detalle.flatMap((p) =>
    p.jornadas.map((j) => [
      p.legajo,
      p.nombre,
      fechaAr(j.dia),
      j.pares.map((x) => `${hora(x.entrada) || '?'}-${hora(x.salida) || '?'}`).join(' '),
      (j.minutos / 60).toFixed(2).replace('.', ','),
      j.tardeMin,
      j.faltantes,
      j.ausente,
      j.licencia,
    ]),
  );
  return aCsv(['Legajo', 'Persona', 'Fecha', 'Entradas y salidas', 'Horas', 'Minutos tarde', 'Fichajes faltantes', 'Ausente', 'Licencia'], filas);
}

/** Today's board: people with a shift today or a punch today, and where they are. */
type UltimoDelDia = { persona_id: number; lat: number | null; lng: number | null; precision_m: number | null; origen: string; tarde: boolean };

/**
 * Each person's last punch of the day (where the phone said it was, how it came) and whether any
 * punch of the day was queued offline and sent late (security issue 37: HR sees both on the board).
 */
async function ultimosDelDia(db: Db, dia: string): Promise<Map<number, UltimoDelDia>> {
  const filas = filasDe<UltimoDelDia>(
    await db.execute(sql`
      select persona_id, lat, lng, precision_m, origen, tarde from (
        select f.persona_id, f.lat, f.lng, f.precision_m, f.origen,
          bool_or(f.enviado_tarde) over (partition by f.persona_id) as tarde,
          row_number() over (partition by f.persona_id order by f.instante desc, f.id desc) as n
        from fichaje f
        where f.instante >= ${new Date(inicioDelDia(dia))} and f.instante < ${new Date(inicioDelDia(diaSiguiente(dia)))} and f.anulado_at is null
      ) x where n = 1`),
  );
  return new Map(filas.map((f) => [Number(f.persona_id), f]));
}

export async function tablero(db: Db, ahoraMs = reloj.ahoraMs()) {
  const hoy = diaLocal(ahoraMs);
  const todas = await personasDelDetalle(db, {});
  const [detalle, ultimos] = await Promise.all([detallar(db, todas, hoy, hoy, ahoraMs), ultimosDelDia(db, hoy)]);
  const filas = [];
  for (const p of detalle) {
    const j = p.jornadas[0]!;
    if (!j.turno && !j.pares.length) continue;
    const ultimo = j.pares.at(-1);
    const entrada = j.pares.find((x) => x.entrada !== null)?.entrada ?? null;
    let estado: 'presente' | 'tarde' | 'salio' | 'ausente' | 'esperado';
    if (ultimo && ultimo.salida === null && ultimo.entrada !== null) estado = j.tardeMin > 0 ? 'tarde' : 'presente';
    else if (ultimo) estado = 'salio';
    else if (j.licencia) continue;
    else estado = j.turno && ahoraMs > j.turno.desde ? 'ausente' : 'esperado';
    const u = ultimos.get(p.persona_id);
    filas.push({
      persona_id: p.persona_id,
      nombre: p.nombre,
      estado,
      entrada: entrada === null ? null : new Date(entrada),
      tardeMin: j.tardeMin,
      origen: (u?.origen ?? null) as (typeof ORIGENES)[number] | null,
      lat: u?.lat ?? null,
      lng: u?.lng ?? null,
      precision_m: u?.precision_m ?? null,
      enviado_tarde: !!u?.tarde,
    });
  }
  return filas;
}

export async function marcasDePersona(db: Db, personaId: number, desde: string, hasta: string) {
  return db
    .select()
    .from(fichaje)
    .where(
      and(
        eq(fichaje.persona_id, personaId),
        gte(fichaje.instante, new Date(inicioDelDia(desde))),
        lt(fichaje.instante, new Date(inicioDelDia(diaSiguiente(hasta)))),
      ),
    )
    .orderBy(asc(fichaje.instante));
}
