// Media tipos every installation has (seeded at start, production too). Keep the
// labels stable: screens look the tipo up by them (e.g. the news cover).

export const TIPO_MEDIA_PORTADA = 'Portada';
export const TIPO_MEDIA_ADJUNTO = 'Adjunto';

export const TIPOS_MEDIA_REFERENCIA: readonly { modulo: string; modelo: string; label: string }[] = [
  { modulo: 'novedades', modelo: 'novedad', label: TIPO_MEDIA_PORTADA },
  { modulo: 'novedades', modelo: 'novedad', label: TIPO_MEDIA_ADJUNTO },
];
