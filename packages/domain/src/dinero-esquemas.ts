import { z } from 'zod';
import { compararDinero, DINERO_MAXIMO, dineroEnRango, esImporte, formatoDinero, redondearDinero } from './dinero';

// Money on the wire (issue 38, item 3). A request may carry an amount as a JSON number or as
// a decimal string; it leaves the schema as canonical money ('1234.50', rounded half-up to
// cents). A response always carries the string, so no client ever reads cents through a float.
// Apart from dinero.ts so the web's list cells format money without loading zod.

/**
 * An amount in a request body: 1234.5 or '1234.50' → '1234.50', within numeric(14,2).
 * `negativo: false` refuses amounts below zero (a price, a salary). `exacto: true` refuses
 * what is not whole cents ('1.505') instead of rounding it: where a person types the figure
 * of a document (a supplier's quote), a third decimal is a typo, not something to round away.
 */
export function importeEntrada({ negativo = true, exacto = false }: { negativo?: boolean; exacto?: boolean } = {}) {
  const maximo = formatoDinero(DINERO_MAXIMO);
  const fueraDeRango = negativo ? `El importe debe estar entre -${maximo} y ${maximo}` : `El importe no puede superar ${maximo}`;
  // JSON reads 1e309 as Infinity: it is a number out of range, not "not an amount".
  const error = (i: { input?: unknown }) => {
    if (typeof i.input !== 'number' || Number.isNaN(i.input)) return 'Ingrese un importe';
    return !negativo && i.input < 0 ? 'El importe no puede ser negativo' : fueraDeRango;
  };
  return z.union([z.number(), z.string()], { error }).transform((v, ctx) => {
    if (!esImporte(v)) {
      ctx.addIssue({ code: 'custom', message: 'Ingrese un importe válido, con punto decimal (por ejemplo 1234.50)' });
      return z.NEVER;
    }
    const d = redondearDinero(v);
    if (!negativo && d.startsWith('-')) {
      ctx.addIssue({ code: 'custom', message: 'El importe no puede ser negativo' });
      return z.NEVER;
    }
    if (exacto && compararDinero(d, v) !== 0) {
      ctx.addIssue({ code: 'custom', message: 'El importe admite hasta dos decimales' });
      return z.NEVER;
    }
    if (!dineroEnRango(d)) {
      ctx.addIssue({ code: 'custom', message: fueraDeRango });
      return z.NEVER;
    }
    return d;
  });
}

/** An amount in a response: always the canonical decimal string. */
export const dineroCable = z
  .string()
  .regex(/^-?\d{1,12}\.\d{2}$/)
  .meta({ description: 'Importe con dos decimales y punto decimal', examples: ['1234.50'] });
