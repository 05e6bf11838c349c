import { vacioOAusenteANull } from '@worknet/domain/campos';
import { formatoFecha } from '@worknet/domain/fechas';
import { fechasAIso, limpiarPayload } from '@worknet/domain/rrhh/fechas-rrhh';
import { aplanarGrupos, erroresDelServidor, erroresDeZod, type ErrorDeCampo, type Problema } from '../../lib/formulario/erroresDeCampo';
import type { CuentaBancariaFila, DatosPersonalesFila } from '@worknet/domain/rrhh/legajo';

// From what the forms hold (dates typed DD/MM/YYYY, flat domicilio) to the
// bodies of the HR calls, and from the schema / server errors back to the
// form's fields. Pure: the screens only wire it.

export type Valores = Record<string, unknown>;

/** What `safeParse` of a domain zod schema answers (typed here so the web does not import zod). */
export type Esquema = {
  safeParse: (v: unknown) => { success: true; data: unknown } | { success: false; error: { issues: readonly Problema[] } };
};

export type Validacion = { ok: true; datos: Valores } | { ok: false; errores: ErrorDeCampo[] };

/** Groups of the API body whose fields sit flat in the form ('domicilio.localidad_id' → 'localidad_id'). */
const campoDelFormulario = aplanarGrupos('domicilio', 'cuentaBancaria');

/** Schema issues → the form's field errors. */
export const erroresDeValidacion = (problemas: readonly Problema[]): ErrorDeCampo[] => erroresDeZod(problemas, campoDelFormulario);

/**
 * A 400 with `data.campos: [{campo, mensaje}]` → field errors, nested paths
 * included ('cuentaBancaria.cbu' → 'cbu'). Anything else → [] (already toasted).
 */
export const erroresDeServidor = (error: unknown): ErrorDeCampo[] => erroresDelServidor(error, campoDelFormulario);

/** Checks a body with its schema: the parsed body to send, or the field errors (no server call). */
export function validarCon(esquema: Esquema, cuerpo: Valores): Validacion {
  const r = esquema.safeParse(cuerpo);
  return r.success ? { ok: true, datos: r.data as Valores } : { ok: false, errores: erroresDeValidacion(r.error.issues) };
}

/**
 * Picks `campos` from the form values, emptied ones as null, dates to YYYY-MM-DD, selects flattened.
 * A field the person emptied is sent as null: `limpiarPayload` drops '' keys (spec §5), and a
 * missing key on an update means "leave it as it was".
 */
export function armarCuerpo(valores: Valores, campos: readonly string[]): Valores {
  const elegidos = Object.fromEntries(campos.map((k) => [k, vacioOAusenteANull(valores[k])]));
  return limpiarPayload(fechasAIso(elegidos));
}

// ---- Datos personales (POST persona_rrhh, PUT persona/{id}) ----

const DATOS = [
  'apellido',
  'nombres',
  'dni',
  'cuil',
  'sexo',
  'fecha_nacimiento',
  'estado_civil_id',
  'nacionalidad_id',
  'email',
  'telefono',
  'legajo',
  'idfichador',
];
const DOMICILIO = ['calle', 'numero', 'piso', 'depto', 'localidad_id', 'codigo_postal'];

/** The form of personal data: flat, with the date as typed and `provincia_id` (only a filter of localidad). */
export function cuerpoDatosPersonales(valores: Valores): Valores {
  return { ...armarCuerpo(valores, DATOS), domicilio: armarCuerpo(valores, DOMICILIO) };
}

/** The form's starting values from the file (dates shown DD/MM/YYYY). */
export function valoresDeDatosPersonales(d: DatosPersonalesFila): Valores {
  return {
    ...Object.fromEntries([...DATOS, ...DOMICILIO].map((k) => [k, d[k as keyof DatosPersonalesFila] ?? null])),
    fecha_nacimiento: formatoFecha(d.fecha_nacimiento),
    // The province only filters the locality select; the file stores the locality.
    provincia_id: d.localidad?.provincia_id ?? null,
  };
}

export const valoresDeCuenta = (c: CuentaBancariaFila | null): Valores => ({ banco: c?.banco ?? '', cbu: c?.cbu ?? '', alias: c?.alias ?? '' });
