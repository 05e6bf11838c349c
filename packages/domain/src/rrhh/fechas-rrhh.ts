import { esFechaIso } from '../fechas';

// HR dates: people type DD/MM/YYYY, the API speaks YYYY-MM-DD (spec §5).
// Calendar days are handled as whole UTC days, so no time zone or daylight
// saving change can move a date by one (a day has no hour here).

const TEXTO_FECHA = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DIA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_DIA = 86_400_000;

const dos = (n: number) => String(n).padStart(2, '0');

/**
 * 'DD/MM/YYYY' (or 'D/M/YYYY') → 'YYYY-MM-DD'. '' stays ''; anything else that
 * is not a real day with a year between 1901 and 4999 gives null.
 */
export function textoAFechaIso(texto: string): string | null {
  const t = texto.trim();
  if (t === '') return '';
  const m = TEXTO_FECHA.exec(t);
  if (!m) return null;
  const iso = `${m[3]}-${dos(Number(m[2]))}-${dos(Number(m[1]))}`;
  return esFechaIso(iso) ? iso : null;
}

/** Spec §5: a date text is valid when empty or a real day in 1901..4999. */
export const esTextoFechaValido = (texto: string) => textoAFechaIso(texto) !== null;

/**
 * Days since 1970-01-01 of any real 'YYYY-MM-DD' (not only 1901..4999: sums
 * such as 4999-12-15 + 1 month must still be computable); null otherwise.
 */
function aNumeroDeDia(iso: string): number | null {
  const m = DIA_ISO.exec(iso);
  if (!m) return null;
  const [anio, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mes < 1 || mes > 12 || dia < 1 || dia > diasDelMes(anio, mes)) return null;
  // setUTCFullYear, unlike Date.UTC, does not read years 0..99 as 1900..1999.
  const d = new Date(0);
  d.setUTCFullYear(anio, mes - 1, dia);
  return Math.round(d.getTime() / MS_DIA);
}

function deNumeroDeDia(n: number): string {
  const d = new Date(n * MS_DIA);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${dos(d.getUTCMonth() + 1)}-${dos(d.getUTCDate())}`;
}

const esBisiesto = (anio: number) => (anio % 4 === 0 && anio % 100 !== 0) || anio % 400 === 0;

function diasDelMes(anio: number, mes: number): number {
  if (mes === 2) return esBisiesto(anio) ? 29 : 28;
  return [4, 6, 9, 11].includes(mes) ? 30 : 31;
}

/**
 * Calendar days from `desdeIso` to `hastaIso` (negative when `hasta` is
 * earlier). NaN when either is not a real day, so every comparison with it is
 * false and a broken date never raises an alert.
 */
export function diasEntre(desdeIso: string, hastaIso: string): number {
  const desde = aNumeroDeDia(desdeIso);
  const hasta = aNumeroDeDia(hastaIso);
  return desde === null || hasta === null ? Number.NaN : hasta - desde;
}

/** The day `dias` days after (or before, if negative) `fechaIso`; '' when it is not a real day. */
export function sumarDias(fechaIso: string, dias: number): string {
  const n = aNumeroDeDia(fechaIso);
  return n === null || !Number.isInteger(dias) ? '' : deNumeroDeDia(n + dias);
}

/**
 * Adds whole months keeping the day, or the month's last day when it is
 * shorter: 2026-01-31 + 1 → 2026-02-28 (contracts of N months end there, not
 * in March). '' when the date is not a real day or `meses` is not whole.
 */
export function sumarMeses(fechaIso: string, meses: number): string {
  const m = DIA_ISO.exec(fechaIso);
  if (!m || aNumeroDeDia(fechaIso) === null || !Number.isInteger(meses)) return '';
  const total = Number(m[1]) * 12 + (Number(m[2]) - 1) + meses;
  const anio = Math.floor(total / 12);
  const mes = total - anio * 12 + 1;
  if (anio < 1 || anio > 9999) return '';
  const dia = Math.min(Number(m[3]), diasDelMes(anio, mes));
  return `${String(anio).padStart(4, '0')}-${dos(mes)}-${dos(dia)}`;
}

/**
 * Age in whole years on `hoyIso`. Someone born on 29 February turns a year
 * older on 1 March in non-leap years (the usual civil reading in Argentina).
 * null when a date is invalid or `hoyIso` is before the birth.
 */
export function edad(fechaNacimientoIso: string, hoyIso: string): number | null {
  if (!esFechaIso(fechaNacimientoIso) || !esFechaIso(hoyIso) || hoyIso < fechaNacimientoIso) return null;
  const [an, mn, dn] = fechaNacimientoIso.split('-').map(Number) as [number, number, number];
  const [ah, mh, dh] = hoyIso.split('-').map(Number) as [number, number, number];
  let [mesCumple, diaCumple] = [mn, dn];
  if (mn === 2 && dn === 29 && !esBisiesto(ah)) [mesCumple, diaCumple] = [3, 1];
  const yaCumplio = mh > mesCumple || (mh === mesCumple && dh >= diaCumple);
  return ah - an - (yaCumplio ? 0 : 1);
}

/** The Persona fields that people type as DD/MM/YYYY (spec §5). */
export const CAMPOS_FECHA_PERSONA = ['fecha_nacimiento', 'inicio_sala', 'fin_sala', 'fecha_vencimiento', 'fecha_egreso', 'fecha_alta', 'fecha_baja'] as const;

export type CampoFechaPersona = (typeof CAMPOS_FECHA_PERSONA)[number];

const CAMPOS_FECHA = new Set<string>(CAMPOS_FECHA_PERSONA);

/** Only literal objects are walked: a Date, a File or a class instance passes as it is. */
const esObjetoPlano = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * Converts the date fields of a payload (at any depth, inside arrays too) from
 * DD/MM/YYYY to YYYY-MM-DD. A value already in ISO form, empty or not a real
 * date is left as typed: the server then answers with the field's own message
 * instead of the web silently dropping what the person wrote.
 */
export function fechasAIso<T>(payload: T): T {
  const convertir = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(convertir);
    if (!esObjetoPlano(v)) return v;
    const salida: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (CAMPOS_FECHA.has(k) && typeof x === 'string') {
        const iso = TEXTO_FECHA.test(x.trim()) ? textoAFechaIso(x) : null;
        salida[k] = iso ?? x;
      } else salida[k] = convertir(x);
    }
    return salida;
  };
  return convertir(payload) as T;
}

/**
 * A select's chosen option: exactly { value, label }, or a row with `id` and a
 * `nombre` or `label`. Its stored value is `value`, else `id`.
 */
function valorDeSelect(v: Record<string, unknown>): { valor: unknown } | null {
  const claves = Object.keys(v);
  const opcion = claves.length === 2 && 'value' in v && 'label' in v;
  const fila = 'id' in v && ('nombre' in v || 'label' in v);
  return opcion || fila ? { valor: v.value ?? v.id } : null;
}

/**
 * Spec §5, before sending: keys whose value is '' are removed (at any depth)
 * and select objects become their value or id. A select whose value is ''
 * (nothing chosen) is removed too. null is kept: it is how a field is cleared.
 * The payload itself is never taken for a select (a row being saved may well
 * have `id` and `nombre`), nor the rows of a payload sent as a list; items
 * of a nested array are (a multi-select sends options).
 * Arrays keep their length; dates and other non-literal objects pass as they are.
 */
export function limpiarPayload<T extends Record<string, unknown>>(v: T): Record<string, unknown>;
export function limpiarPayload(v: unknown): unknown;
export function limpiarPayload(v: unknown): unknown {
  return limpiar(v, true);
}

function limpiar(v: unknown, raiz: boolean): unknown {
  // The items of a payload sent as a list are rows, not options.
  if (Array.isArray(v)) return v.map((x) => limpiar(x, raiz));
  if (!esObjetoPlano(v)) return v;
  const select = raiz ? null : valorDeSelect(v);
  if (select) return limpiar(select.valor, false);
  const salida: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    const limpio = limpiar(x, false);
    if (limpio !== '') salida[k] = limpio;
  }
  return salida;
}
