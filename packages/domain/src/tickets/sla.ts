import { diaDeSemana, diaLocal, diaSiguiente, inicioDelDia } from '../fichaje/reloj';
import { formatoFecha, formatoFechaHora } from '../fechas';

// The SLA clock of a ticket (issue 41 item 4), pure. A service's calendar says when its clock
// runs: per ISO weekday one or more windows (split shifts, a lunch break), or 24/7 for a
// guardia service; holidays (Argentina's, passed in by the server from date-holidays) and the
// dates an admin adds stop it for the whole day. Argentina keeps UTC−3 all year, so a local
// minute is plain arithmetic (fichaje/reloj). Everything works in epoch milliseconds.

const MINUTO_MS = 60_000;
/** A calendar with no working minute in this many days is refused (it would never run). */
const DIAS_MAXIMOS = 3700;

/** A window of a day, in minutes since local midnight: [desde, hasta), hasta up to 1440. */
export type Ventana = { desde: number; hasta: number };

export type CalendarioServicio = {
  /** A guardia service: the clock always runs, holidays included. */
  todoElDia: boolean;
  /** ISO weekday (1 Monday … 7 Sunday) → its windows; a missing day does not work. */
  semana: Partial<Record<number, readonly Ventana[]>>;
  /** Days 'YYYY-MM-DD' that do not work (holidays, puentes, dates the admin adds). */
  noLaborables: ReadonlySet<string>;
};

/** Why a calendar is not usable, in Spanish, or null. */
export function problemaCalendario(c: Pick<CalendarioServicio, 'todoElDia' | 'semana'>): string | null {
  if (c.todoElDia) return null;
  let alguna = false;
  for (const [dia, ventanas] of Object.entries(c.semana)) {
    const orden = [...(ventanas ?? [])].sort((a, b) => a.desde - b.desde);
    for (const [i, v] of orden.entries()) {
      if (!Number.isInteger(v.desde) || !Number.isInteger(v.hasta) || v.desde < 0 || v.hasta > 1440 || v.desde >= v.hasta)
        return `Un horario del día ${dia} no es válido: la hora de inicio debe ser anterior a la de fin.`;
      if (i > 0 && orden[i - 1]!.hasta > v.desde) return `Los horarios del día ${dia} se superponen.`;
      alguna = true;
    }
  }
  return alguna ? null : 'El servicio necesita al menos un horario de atención o atender las 24 horas.';
}

/** The working intervals [inicio, fin) of one local day, in epoch ms (none on a non-working day). */
function intervalosDelDia(c: CalendarioServicio, dia: string): [number, number][] {
  const base = inicioDelDia(dia);
  if (c.todoElDia) return [[base, base + 1440 * MINUTO_MS]];
  if (c.noLaborables.has(dia)) return [];
  return [...(c.semana[diaDeSemana(dia)] ?? [])]
    .sort((a, b) => a.desde - b.desde)
    .map((v): [number, number] => [base + v.desde * MINUTO_MS, base + v.hasta * MINUTO_MS]);
}

function exigirUtil(c: CalendarioServicio) {
  const p = problemaCalendario(c);
  if (p) throw new Error(p);
}

/** The instant after working `ms` milliseconds from `desde`. Landing exactly on a window's end returns that end. */
export function sumarMsHabiles(c: CalendarioServicio, desde: number, ms: number): number {
  if (ms <= 0) return desde;
  if (c.todoElDia) return desde + ms;
  exigirUtil(c);
  let resta = ms;
  let dia = diaLocal(desde);
  for (let n = 0; n < 36_600; n++, dia = diaSiguiente(dia)) {
    for (const [ini, fin] of intervalosDelDia(c, dia)) {
      if (fin <= desde) continue;
      const s = Math.max(ini, desde);
      if (fin - s >= resta) return s + resta;
      resta -= fin - s;
    }
  }
  throw new Error('El calendario del servicio no tiene horarios hábiles.');
}

/** `minutos` working minutes after `desde`. */
export const sumarMinutosHabiles = (c: CalendarioServicio, desde: number, minutos: number) => sumarMsHabiles(c, desde, minutos * MINUTO_MS);

/** Working milliseconds between two instants (0 when `hasta` is not after `desde`). */
export function msHabilesEntre(c: CalendarioServicio, desde: number, hasta: number): number {
  if (hasta <= desde) return 0;
  if (c.todoElDia) return hasta - desde;
  let total = 0;
  for (let dia = diaLocal(desde); inicioDelDia(dia) < hasta; dia = diaSiguiente(dia))
    for (const [ini, fin] of intervalosDelDia(c, dia)) total += Math.max(0, Math.min(fin, hasta) - Math.max(ini, desde));
  return total;
}

/** Whole working minutes between two instants. */
export const minutosHabilesEntre = (c: CalendarioServicio, desde: number, hasta: number) => Math.floor(msHabilesEntre(c, desde, hasta) / MINUTO_MS);

/** Whether the clock runs at `ms` (inside a window). */
export function esHabil(c: CalendarioServicio, ms: number): boolean {
  if (c.todoElDia) return true;
  return intervalosDelDia(c, diaLocal(ms)).some(([ini, fin]) => ini <= ms && ms < fin);
}

/** When the clock starts for something that happens at `ms`: `ms` itself inside hours, else the next window's start. */
export function inicioDelReloj(c: CalendarioServicio, ms: number): number {
  if (esHabil(c, ms)) return ms;
  exigirUtil(c);
  let dia = diaLocal(ms);
  for (let n = 0; n < DIAS_MAXIMOS; n++, dia = diaSiguiente(dia)) for (const [ini, fin] of intervalosDelDia(c, dia)) if (fin > ms) return Math.max(ini, ms);
  throw new Error('El calendario del servicio no tiene horarios hábiles.');
}

/** A pause of the clock: [desde, hasta), hasta null while it lasts. */
export type Pausa = { desde: number; hasta: number | null };

/**
 * The deadline of a target of `minutos` working minutes counted from `abierto`: the paused
 * time (in working time) extends it. Null while a pause that started before the deadline lasts
 * (the clock is stopped: there is no deadline yet).
 */
export function vencimiento(c: CalendarioServicio, abierto: number, minutos: number, pausas: readonly Pausa[] = []): number | null {
  let t = abierto;
  let resta = minutos * MINUTO_MS;
  for (const p of [...pausas].sort((a, b) => a.desde - b.desde)) {
    if (p.hasta !== null && p.hasta <= t) continue;
    if (p.desde > t) {
      const hay = msHabilesEntre(c, t, p.desde);
      if (hay >= resta) return sumarMsHabiles(c, t, resta);
      resta -= hay;
    }
    if (p.hasta === null) return null;
    t = Math.max(t, p.hasta);
  }
  return sumarMsHabiles(c, t, resta);
}

/** Working ms the clock ran between `abierto` and `ahora`, pauses excluded (what the 75 % warning compares). */
export function msCorridos(c: CalendarioServicio, abierto: number, ahora: number, pausas: readonly Pausa[] = []): number {
  let total = msHabilesEntre(c, abierto, ahora);
  for (const p of pausas) total -= msHabilesEntre(c, Math.max(p.desde, abierto), Math.min(p.hasta ?? ahora, ahora));
  return Math.max(0, total);
}

/** «2 h 10 min», «45 min», «3 h», «menos de 1 min». */
export function duracion(ms: number): string {
  const min = Math.floor(ms / MINUTO_MS);
  if (min < 1) return 'menos de 1 min';
  const h = Math.floor(min / 60);
  const m = min % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * What a ticket shows of its deadline: «vence en 2 h 10 min hábiles» or «vencido hace 1 h 5 min
 * hábiles» (working time; a 24/7 service says no «hábiles»). A paused clock says so.
 */
export function textoVencimiento(c: CalendarioServicio, vence: number | null, ahora: number): string {
  if (vence === null) return 'reloj en pausa';
  const sufijo = c.todoElDia ? '' : ' hábiles';
  return ahora < vence
    ? `vence en ${duracion(msHabilesEntre(c, ahora, vence))}${sufijo}`
    : `vencido hace ${duracion(msHabilesEntre(c, vence, ahora))}${sufijo}`;
}

/** The message of a ticket opened outside the service's hours: when its clock starts (DD/MM/YYYY HH:mm), or null. */
export function avisoFueraDeHorario(c: CalendarioServicio, ms: number): string | null {
  const inicio = inicioDelReloj(c, ms);
  if (inicio === ms) return null;
  const d = new Date(inicio);
  return `El servicio está fuera de su horario de atención: el plazo empieza a contar el ${formatoFecha(d)} a las ${formatoFechaHora(d).slice(11, 16)}.`;
}

/** 'HH:mm' ↔ minutes of a window (24:00 is the end of the day). */
export function minutosDeTexto(hhmm: string): number | null {
  if (hhmm === '24:00') return 1440;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
export const textoDeMinutos = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Whether a local day works for the service (it has a window and is not a holiday; every day for 24/7). */
export const diaHabil = (c: CalendarioServicio, dia: string) => intervalosDelDia(c, dia).length > 0;

/**
 * When a ticket resolved at `resuelto` closes by itself: at the end of the `dias`-th working
 * day after the day it was resolved (resolved on a Monday with 3 days: closes when Thursday ends).
 */
export function cierreAutomatico(c: CalendarioServicio, resuelto: number, dias: number): number {
  exigirUtil(c);
  let dia = diaLocal(resuelto);
  for (let n = 0; n < dias;) {
    dia = diaSiguiente(dia);
    if (diaHabil(c, dia)) n++;
  }
  return inicioDelDia(diaSiguiente(dia));
}
