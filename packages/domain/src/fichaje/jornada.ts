import { diaDeSemana, diaLocal, diaSiguiente, inicioDelDia, minutosDeHora } from './reloj';

// Attendance of a person over some days (issue 21 item 5): punches paired into entrada/salida,
// hours worked, late arrivals against the person's schedule (night shifts cross midnight),
// missing punches and days covered by a leave. Pure: the server feeds it rows, the tests feed it
// instants.

export type TipoMarca = 'entrada' | 'salida';
/** A punch; `id` (the row's) lets a screen act on the punch behind a pair. */
export type Marca = { ms: number; tipo: TipoMarca; id?: number };

/** A shift of one weekday; `salida` at or before `entrada` ends the next day (night shift). */
export type Turno = { entrada: string; salida: string };
/** The person's (or their sector's) schedule: ISO weekday (1 Monday … 7 Sunday) → shift. */
export type Horario = { toleranciaMin: number; turnos: Partial<Record<number, Turno>> };

export type Par = { entrada: number | null; salida: number | null; minutos: number; entradaId: number | null; salidaId: number | null };

export type Jornada = {
  dia: string;
  /** The scheduled shift of that day, as instants. */
  turno: { desde: number; hasta: number } | null;
  pares: Par[];
  minutos: number;
  /** Minutes after the scheduled start, when beyond the tolerance; 0 otherwise. */
  tardeMin: number;
  /** Pairs with a missing entrada or salida. */
  faltantes: number;
  /** A scheduled day without any punch and without a leave. */
  ausente: boolean;
  licencia: boolean;
};

/** An entrada still open after this long is taken as a forgotten salida. */
export const TURNO_MAXIMO_MS = 16 * 60 * 60_000;
/** A punch this long before the shift's start already belongs to it (coming in early). */
const ANTICIPO_MS = 4 * 60 * 60_000;

/**
 * What a punch without an explicit type is: salida when the person's last punch is an entrada
 * within TURNO_MAXIMO_MS (so a night shift's salida after midnight closes it), entrada otherwise.
 */
export function tipoSiguiente(ultima: Marca | null, ahoraMs: number): TipoMarca {
  return ultima?.tipo === 'entrada' && ahoraMs - ultima.ms < TURNO_MAXIMO_MS ? 'salida' : 'entrada';
}

/** Pairs punches in time order; a salida with nothing open or an entrada left open are missing punches. */
export function emparejar(marcas: readonly Marca[]): Par[] {
  const pares: Par[] = [];
  let abierta: Marca | null = null;
  const cerrar = (salida: Marca | null) => {
    pares.push({
      entrada: abierta?.ms ?? null,
      salida: salida?.ms ?? null,
      minutos: abierta && salida ? Math.round((salida.ms - abierta.ms) / 60_000) : 0,
      entradaId: abierta?.id ?? null,
      salidaId: salida?.id ?? null,
    });
    abierta = null;
  };
  for (const m of [...marcas].sort((a, b) => a.ms - b.ms)) {
    if (abierta !== null && m.ms - abierta.ms >= TURNO_MAXIMO_MS) cerrar(null);
    if (m.tipo === 'entrada') {
      if (abierta !== null) cerrar(null);
      abierta = m;
    } else {
      cerrar(m);
    }
  }
  if (abierta !== null) cerrar(null);
  return pares;
}

function turnoDelDia(horario: Horario | null, dia: string): { desde: number; hasta: number } | null {
  const t = horario?.turnos[diaDeSemana(dia)];
  const e = t ? minutosDeHora(t.entrada) : null;
  const s = t ? minutosDeHora(t.salida) : null;
  if (e === null || s === null) return null;
  const desde = inicioDelDia(dia) + e * 60_000;
  return { desde, hasta: inicioDelDia(s > e ? dia : diaSiguiente(dia)) + s * 60_000 };
}

/**
 * One Jornada per day from `desde` to `hasta` (inclusive). A pair belongs to the day whose shift
 * window (from 4 h before its start to its end) holds its first punch; without such a shift, to
 * the calendar day of its first punch. So a night shift's hours count on the day it starts.
 * `licencias`: days covered by an approved leave. A shift that has not ended by `ahoraMs` is not an absence yet.
 */
export function jornadas(
  marcas: readonly Marca[],
  horario: Horario | null,
  desde: string,
  hasta: string,
  licencias: ReadonlySet<string> = new Set(),
  ahoraMs = Number.POSITIVE_INFINITY,
): Jornada[] {
  const dias: Jornada[] = [];
  for (let d = desde; d <= hasta; d = diaSiguiente(d)) {
    dias.push({ dia: d, turno: turnoDelDia(horario, d), pares: [], minutos: 0, tardeMin: 0, faltantes: 0, ausente: false, licencia: licencias.has(d) });
  }
  const porDia = new Map(dias.map((j) => [j.dia, j]));
  for (const par of emparejar(marcas)) {
    const primera = (par.entrada ?? par.salida)!;
    const delTurno = dias.find((j) => j.turno && primera >= j.turno.desde - ANTICIPO_MS && primera < j.turno.hasta);
    const j = delTurno ?? porDia.get(diaLocal(primera));
    if (!j) continue;
    j.pares.push(par);
    j.minutos += par.minutos;
    if (par.entrada === null || par.salida === null) j.faltantes += 1;
  }
  const tolerancia = (horario?.toleranciaMin ?? 0) * 60_000;
  for (const j of dias) {
    const entrada = j.pares.find((p) => p.entrada !== null)?.entrada ?? null;
    if (j.turno && entrada !== null && entrada > j.turno.desde + tolerancia) j.tardeMin = Math.round((entrada - j.turno.desde) / 60_000);
    j.ausente = j.turno !== null && j.pares.length === 0 && !j.licencia && j.turno.hasta <= ahoraMs;
  }
  return dias;
}
