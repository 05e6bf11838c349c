import { z } from 'zod';
import { DINERO_MAXIMO, dineroEnRango, esImporte, formatoDinero, redondearDinero } from './dinero';

// Money on the wire (issue 38, item 3). A request may carry an amount as a JSON number or as
// a decimal string; it leaves the schema as canonical money ('1234.50', rounded half-up to
// cents). A response always carries the string, so no client ever reads cents through a float.
// Apart from dinero.ts so the web's list cells format money without loading zod.

/**
 * An amount in a request body: 1234.5 or '1234.50' → '1234.50', within numeric(14,2).
 * `negativo: false` refuses amounts below zero (a price, a salary).
 */
export function importeEntrada({ negativo = true }: { negativo?: boolean } = {}) {
  return z.union([z.number(), z.string()], { error: 'Ingrese un importe' }).transform((v, ctx) => {
    if (!esImporte(v)) {
      ctx.addIssue({ code: 'custom', message: 'Ingrese un importe válido, con punto decimal (por ejemplo 1234.50)' });
      return z.NEVER;
    }
    const d = redondearDinero(v);
    if (!negativo && d.startsWith('-')) {
      ctx.addIssue({ code: 'custom', message: 'El importe no puede ser negativo' });
      return z.NEVER;
    }
    if (!dineroEnRango(d)) {
      const maximo = formatoDinero(DINERO_MAXIMO);
      const mensaje = negativo ? `El importe debe estar entre -${maximo} y ${maximo}` : `El importe no puede superar ${maximo}`;
      ctx.addIssue({ code: 'custom', message: mensaje });
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
