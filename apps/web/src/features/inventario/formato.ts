// How the inventory screens write quantities: es-AR digits (1.234,5), up to three decimals.
const NUMERO = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 3 });

export const formatCantidad = (v: number) => NUMERO.format(v);

/** The quantity and its unit as the product names it: «12 unidad», «2,5 ml». */
export const cantidadConUnidad = (v: number, unidad: string | null | undefined) => (unidad ? `${NUMERO.format(v)} ${unidad}` : NUMERO.format(v));

/** What a product tracks, in words: «Lote, vencimiento». */
export function banderasDe(p: { controla_lote: boolean; controla_vencimiento: boolean; controla_serie: boolean }): string {
  const partes = [p.controla_lote && 'lote', p.controla_vencimiento && 'vencimiento', p.controla_serie && 'serie'].filter(Boolean) as string[];
  const texto = partes.join(', ');
  return texto ? texto[0]!.toUpperCase() + texto.slice(1) : '';
}

/**
 * Tag colours, solid and dark enough for white text (WCAG AA): antd's preset light tags
 * («green», «gold») fail axe's contrast rule.
 */
export const COLOR = {
  bien: '#237804',
  apagado: '#595959',
  peligro: '#a8071a',
  aviso: '#ad4e00',
  atencion: '#874d00',
  info: '#0958d9',
} as const;
