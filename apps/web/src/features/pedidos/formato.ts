// Quantities as es-AR writes them (1.234,5), up to three decimals.
const NUMERO = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 3 });
export const formatCantidad = (v: number) => NUMERO.format(v);
