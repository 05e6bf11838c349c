import { diasEntre, sumarDias } from './cantidades';

// Expiry buckets of the inventory (issue 17 item 7): each lot in stock falls in at most one
// band, counted from a given day (today in Buenos Aires on the server):
//   vencido   its expiry day is before today
//   hasta_30  expires today or within 30 days (0–30)
//   hasta_60  within 31–60 days
//   hasta_90  within 61–90 days
// A lot without expiry, or further than 90 days, is in none. Bands do not overlap, so the
// summary's counts add up and a row carries one bucket.

export const BUCKETS_VENCIMIENTO = ['vencido', 'hasta_30', 'hasta_60', 'hasta_90'] as const;
export type BucketVencimiento = (typeof BUCKETS_VENCIMIENTO)[number];

export const ETIQUETA_BUCKET: Record<BucketVencimiento, string> = {
  vencido: 'Vencido',
  hasta_30: 'Vence en 30 días o menos',
  hasta_60: 'Vence en 31 a 60 días',
  hasta_90: 'Vence en 61 a 90 días',
};

/** Upper bound (days from today, inclusive) of each band that is not 'vencido'. */
const LIMITES: [BucketVencimiento, number][] = [
  ['hasta_30', 30],
  ['hasta_60', 60],
  ['hasta_90', 90],
];

/** The band of a lot expiring on `fechaVencimiento`, seen on `hoy`; null when none applies. */
export function bucketDe(fechaVencimiento: string | null | undefined, hoy: string): BucketVencimiento | null {
  if (!fechaVencimiento) return null;
  const dias = diasEntre(hoy, fechaVencimiento);
  if (dias < 0) return 'vencido';
  for (const [b, hasta] of LIMITES) if (dias <= hasta) return b;
  return null;
}

/** Whether a lot is expired on `hoy` (its last valid day is its expiry day). */
export const estaVencido = (fechaVencimiento: string | null | undefined, hoy: string) => !!fechaVencimiento && fechaVencimiento < hoy;

/**
 * The expiry days a band covers, for a WHERE: `desde` and `hasta` inclusive, either may be
 * null (vencido has no lower bound).
 */
export function rangoDeBucket(b: BucketVencimiento, hoy: string): { desde: string | null; hasta: string } {
  if (b === 'vencido') return { desde: null, hasta: sumarDias(hoy, -1) };
  const i = LIMITES.findIndex(([x]) => x === b);
  const desde = i === 0 ? 0 : LIMITES[i - 1]![1] + 1;
  return { desde: sumarDias(hoy, desde), hasta: sumarDias(hoy, LIMITES[i]![1]) };
}

/** The day a lot enters the 30-day window: from then on the daily alert lists it. */
export const entraEnVentana = (fechaVencimiento: string, dias = 30) => sumarDias(fechaVencimiento, -dias);
