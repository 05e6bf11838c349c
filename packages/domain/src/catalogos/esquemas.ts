import { z } from 'zod';
import { esCuitValido, formatoCuit } from '../cuit';
import { importeEntrada } from '../dinero-esquemas';
import { esFechaIso } from '../fechas';
import { OBLIGATORIO, vacioOAusenteANull } from '../campos';
import { ENTERO_MAXIMO, idNumero } from '../http';
import { esDerivado, type Campo, type Catalogo } from './motor';

// The zod schemas of a declared catalog, shared by the server (route bodies)
// and the web form (same Spanish messages on both sides).

const numeroEsAr = (x: number) => x.toLocaleString('es-AR', { maximumFractionDigits: 6 });

function esquemaCampo(f: Campo, parcial = false): z.ZodTypeAny {
  const texto = (max: number) => z.string().trim().max(max, `Admite hasta ${max} caracteres`);
  let s: z.ZodTypeAny;
  switch (f.tipo) {
    case 'texto':
      s = texto(f.max ?? 150);
      break;
    case 'textoLargo':
      s = texto(f.max ?? 2000);
      break;
    case 'codigo':
      s = texto(f.max ?? 30).regex(/^[\p{L}\p{N}][\p{L}\p{N} ./_-]*$/u, 'Use letras, números, espacios, punto, barra o guion');
      break;
    case 'numero': {
      let n = z.number({ error: 'Ingrese un número' });
      if (!f.decimales) n = n.int('Ingrese un número entero');
      // Without a declared bound, the column's: integer, or numeric(14, decimales).
      const max = f.max ?? (f.decimales ? 10 ** (14 - f.decimales) - 10 ** -f.decimales : ENTERO_MAXIMO);
      const min = f.min ?? -max;
      n = n.min(min, `Debe ser al menos ${numeroEsAr(min)}`).max(max, `Debe ser como máximo ${numeroEsAr(max)}`);
      const escala = 10 ** (f.decimales ?? 0);
      s = f.decimales ? n.refine((x) => Math.abs(Math.round(x * escala) - x * escala) < 1e-6, `Admite hasta ${f.decimales} decimales`) : n;
      break;
    }
    case 'dinero':
      // A number or a decimal string in, canonical money ('1500.46') out: never a float.
      s = importeEntrada({ negativo: false });
      break;
    case 'fecha':
      s = z.string({ error: 'Ingrese una fecha' }).refine(esFechaIso, 'Ingrese una fecha válida');
      break;
    case 'booleano':
      return parcial ? z.boolean({ error: 'Indique sí o no' }).optional() : z.boolean({ error: 'Indique sí o no' }).default(false);
    case 'opciones':
      s = z.enum(f.opciones.map((o) => o.value) as [string, ...string[]], { error: 'Elija una de las opciones' });
      break;
    case 'referencia':
      s = idNumero('Elija una opción');
      break;
    case 'referencias':
      s = z.array(idNumero(), { error: 'Elija opciones de la lista' }).max(500);
      return parcial ? s.optional() : s.default([]);
    case 'cuit':
      s = z.string({ error: 'Ingrese un CUIT' }).trim().refine(esCuitValido, 'El CUIT no es válido (revise el dígito verificador)').transform(formatoCuit);
      break;
    case 'email':
      s = z.email('Ingrese un e-mail válido').max(200);
      break;
    case 'telefono':
      s = z
        .string()
        .trim()
        .regex(/^\+?[0-9()\s-]{6,30}$/, 'Ingrese un teléfono válido: números, espacios, guiones o paréntesis');
      break;
    case 'color':
      s = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Elija un color (#RRGGBB)');
      break;
  }
  // An empty text counts as no value: required fields say so, optional ones store null.
  if (f.requerido)
    return z.preprocess(
      vacioOAusenteANull,
      s.nullable().refine((v) => v !== null, OBLIGATORIO),
    );
  return z.preprocess(vacioOAusenteANull, s.nullable().optional());
}

type Esquemas = { alta: z.ZodType<Record<string, unknown>>; edicion: z.ZodType<Record<string, unknown>> };
const cache = new WeakMap<Catalogo, Esquemas>();

/**
 * Create and update schemas. Update is partial: the server merges it with the
 * stored row and validates the result with `alta`, so cross-field rules hold.
 */
export function esquemasDe(c: Catalogo): Esquemas {
  const hecho = cache.get(c);
  if (hecho) return hecho;
  const propios = Object.entries(c.campos).filter(([k]) => !esDerivado(c, k));
  const objeto = z.object(Object.fromEntries(propios.map(([k, f]) => [k, esquemaCampo(f)])));
  // Update: only what is sent, without defaults (a missing boolean is not «false»).
  const parcial = z.object(Object.fromEntries(propios.map(([k, f]) => [k, esquemaCampo(f, true).optional()])));
  const conReglas = <T extends z.ZodType<Record<string, unknown>>>(s: T) =>
    c.reglas
      ? s.superRefine((v, ctx) => {
          for (const e of c.reglas!(v)) ctx.addIssue({ code: 'custom', path: [e.campo], message: e.mensaje });
        })
      : s;
  const esquemas: Esquemas = { alta: conReglas(objeto), edicion: parcial };
  cache.set(c, esquemas);
  return esquemas;
}
