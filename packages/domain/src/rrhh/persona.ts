import { z } from 'zod';
import { formatoCuit } from '../cuit';
import { esFechaIso, fechaIso } from '../fechas';
import { OBLIGATORIO, faltante, idOpcional, idRequerido, maximo, textoOpcional, textoRequerido, vacioANull } from '../campos';
import { cuilCoincideConDni, esAliasCbuValido, esCbuValido, esCuilValido, esDniValido, normalizarDni } from './documentos';
import { edad } from './fechas-rrhh';
import { bajaNoAnteriorAAlta } from './laboral';
import * as reloj from '../reloj';

// Bodies of the HR calls (spec §7), shared by the server routes and the web
// forms so both show the same Spanish messages. Dates arrive as YYYY-MM-DD:
// the web converts what people type with `fechasAIso` before sending.

const FECHA_INVALIDA = 'Ingrese una fecha válida (DD/MM/AAAA)';

const fecha = () => z.string({ error: (i) => (faltante(i.input) ? OBLIGATORIO : FECHA_INVALIDA) }).refine(esFechaIso, FECHA_INVALIDA);
const fechaRequerida = () => z.preprocess(vacioANull, fecha());
const fechaOpcional = () => z.preprocess(vacioANull, fecha().nullable().optional());

/** Today in Buenos Aires, read on every validation (a long-running server crosses midnight). */
const hoy = () => fechaIso(reloj.ahora());

export const EDAD_MINIMA_EMPLEADO = 14;
export const EDAD_MAXIMA_EMPLEADO = 100;

const dni = () =>
  z
    .string({ error: (i) => (faltante(i.input) ? OBLIGATORIO : 'Ingrese el DNI') })
    .trim()
    .refine(esDniValido, 'El DNI no es válido (7 u 8 dígitos)')
    .transform(normalizarDni);

const fechaNacimientoEmpleado = z.preprocess(
  vacioANull,
  z.string({ error: (i) => (faltante(i.input) ? OBLIGATORIO : FECHA_INVALIDA) }).superRefine((v, ctx) => {
    if (!esFechaIso(v)) return void ctx.addIssue({ code: 'custom', message: FECHA_INVALIDA });
    const h = hoy();
    if (v > h) return void ctx.addIssue({ code: 'custom', message: 'La fecha de nacimiento no puede ser posterior a hoy' });
    const anios = edad(v, h);
    if (anios === null || anios < EDAD_MINIMA_EMPLEADO || anios > EDAD_MAXIMA_EMPLEADO)
      ctx.addIssue({ code: 'custom', message: 'La fecha de nacimiento no es válida para un empleado' });
  }),
);

// The object-level rules below also run when a field failed (zod 4 keeps
// going), so they only speak when both fields they compare are well formed.

export const datosPersonalesSchema = z
  .object({
    apellido: textoRequerido(100),
    nombres: textoRequerido(100),
    dni: z.preprocess(vacioANull, dni()),
    cuil: z.preprocess(
      vacioANull,
      z
        .string({ error: (i) => (faltante(i.input) ? OBLIGATORIO : 'Ingrese el CUIL') })
        .trim()
        .refine(esCuilValido, 'El CUIL no es válido (revise el dígito verificador)')
        .transform(formatoCuit),
    ),
    sexo: z.enum(['F', 'M', 'X'], { error: 'Elija el sexo' }),
    fecha_nacimiento: fechaNacimientoEmpleado,
    estado_civil_id: idOpcional(),
    nacionalidad_id: idOpcional(),
    domicilio: z
      .object({
        calle: textoOpcional(150),
        numero: textoOpcional(10),
        piso: textoOpcional(10),
        depto: textoOpcional(10),
        localidad_id: idOpcional(),
        codigo_postal: textoOpcional(10),
      })
      .nullable()
      .optional(),
    email: z.preprocess(vacioANull, z.email('Ingrese un e-mail válido').max(200, maximo(200)).nullable().optional()),
    telefono: z.preprocess(
      vacioANull,
      z
        .string()
        .trim()
        .regex(/^\+?[0-9()\s-]{6,30}$/, 'Ingrese un teléfono válido: números, espacios, guiones o paréntesis')
        .nullable()
        .optional(),
    ),
    legajo: textoOpcional(20),
    idfichador: textoOpcional(40),
  })
  .superRefine((v, ctx) => {
    const { cuil, dni } = v as { cuil: unknown; dni: unknown };
    if (typeof cuil !== 'string' || typeof dni !== 'string' || !esCuilValido(cuil) || !esDniValido(dni)) return;
    if (!cuilCoincideConDni(cuil, dni)) ctx.addIssue({ code: 'custom', path: ['cuil'], message: 'El CUIL no corresponde al DNI' });
  });

export const cuentaBancariaSchema = z.object({
  banco: textoRequerido(100),
  cbu: z.preprocess(
    vacioANull,
    z
      .string({ error: (i) => (faltante(i.input) ? OBLIGATORIO : 'Ingrese el CBU') })
      .trim()
      .refine(esCbuValido, 'El CBU no es válido (revise los dígitos verificadores)')
      .transform((v) => v.replace(/[\s-]/g, '')),
  ),
  alias: z.preprocess(
    vacioANull,
    z
      .string({ error: 'Ingrese el alias' })
      .trim()
      .refine(esAliasCbuValido, 'El alias no es válido: de 6 a 20 letras, números, puntos o guiones')
      .nullable()
      .optional(),
  ),
});

const esTextoFecha = (v: unknown): v is string => typeof v === 'string' && esFechaIso(v);

export const familiarSchema = z
  .object({
    persona_id: idRequerido(),
    familiar_tipo_id: idRequerido(),
    apellido: textoRequerido(100),
    nombres: textoRequerido(100),
    dni: z.preprocess(vacioANull, dni().nullable().optional()),
    fecha_nacimiento: fechaOpcional(),
    inicio_sala: fechaOpcional(),
    fin_sala: fechaOpcional(),
  })
  .superRefine((v, ctx) => {
    const { inicio_sala: inicio, fin_sala: fin } = v as { inicio_sala: unknown; fin_sala: unknown };
    if (esTextoFecha(inicio) && esTextoFecha(fin) && fin < inicio)
      ctx.addIssue({ code: 'custom', path: ['fin_sala'], message: 'El fin de sala no puede ser anterior a su inicio' });
  });

export const formacionSchema = z.object({
  persona_id: idRequerido(),
  titulo: textoRequerido(150),
  institucion_id: idOpcional(),
  nivel_estudio_id: idOpcional(),
  curso_estado_id: idOpcional(),
  fecha_egreso: fechaOpcional(),
  fecha_vencimiento: fechaOpcional(),
});

export const matriculaSchema = z.object({
  persona_id: idRequerido(),
  matricula_tipo_id: idRequerido(),
  numero: textoRequerido(30),
  /** Jurisdicción: the province that issued it (national ones have none). */
  provincia_id: idOpcional(),
  fecha_vencimiento: fechaOpcional(),
});

export const laboralSchema = z
  .object({
    persona_id: idRequerido(),
    empresa_id: idOpcional(),
    razon_social_id: idOpcional(),
    sector_id: idRequerido(),
    puesto_id: idOpcional(),
    categoria_id: idOpcional(),
    contrato_tipo_id: idRequerido(),
    encuadre_id: idOpcional(),
    centro_costo_id: idOpcional(),
    fecha_alta: fechaRequerida(),
    fecha_baja: fechaOpcional(),
    motivo_desvinculacion_id: idOpcional(),
    obra_social_id: idOpcional(),
    art_id: idOpcional(),
  })
  .superRefine((v, ctx) => {
    const { fecha_alta: alta, fecha_baja: baja, motivo_desvinculacion_id: motivo } = v as Record<string, unknown>;
    if (!esTextoFecha(baja)) return;
    if (esTextoFecha(alta) && !bajaNoAnteriorAAlta(alta, baja))
      ctx.addIssue({ code: 'custom', path: ['fecha_baja'], message: 'La fecha de baja no puede ser anterior a la de alta' });
    // A motivo that failed its own check already has its message.
    if (motivo === null || motivo === undefined)
      ctx.addIssue({ code: 'custom', path: ['motivo_desvinculacion_id'], message: 'Indique el motivo de la desvinculación' });
  });

export const contactoSchema = z.object({
  persona_id: idRequerido(),
  contacto_tipo_id: idRequerido(),
  valor: textoRequerido(150),
  observacion: textoOpcional(500),
  emergencia: z.boolean({ error: 'Indique sí o no' }).default(false),
});

export type DatosPersonales = z.infer<typeof datosPersonalesSchema>;
export type CuentaBancaria = z.infer<typeof cuentaBancariaSchema>;
export type Familiar = z.infer<typeof familiarSchema>;
export type Formacion = z.infer<typeof formacionSchema>;
export type Matricula = z.infer<typeof matriculaSchema>;
export type Laboral = z.infer<typeof laboralSchema>;
export type Contacto = z.infer<typeof contactoSchema>;
