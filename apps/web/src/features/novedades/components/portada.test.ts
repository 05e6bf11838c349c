import { describe, expect, it } from 'vitest';
import { fuentesPortada, TAMANOS_PORTADA } from './portada';

const URL = '/api/v1/recurso_media/9/archivo?exp=1&firma=a';
const MINI = '/api/v1/recurso_media/9/miniatura?exp=1&firma=b';
const MEDIANA = '/api/v1/recurso_media/9/mediana?exp=1&firma=c';

describe('fuentesPortada', () => {
  it('ofrece la miniatura (400w) y la mediana (800w), con el original de respaldo y el ancho que ocupa la tarjeta', () => {
    expect(fuentesPortada({ url: URL, miniatura_url: MINI, mediana_url: MEDIANA })).toEqual({
      src: URL,
      srcSet: `${MINI} 400w, ${MEDIANA} 800w`,
      sizes: TAMANOS_PORTADA,
    });
    expect(TAMANOS_PORTADA).toBe('(max-width: 767px) calc(100vw - 24px), (max-width: 1047px) calc(100vw - 128px), 760px');
  });

  it('sin versiones reducidas queda sólo el original', () => {
    expect(fuentesPortada({ url: URL, miniatura_url: null, mediana_url: null })).toEqual({ src: URL });
    expect(fuentesPortada({ url: URL, miniatura_url: MINI, mediana_url: null })).toEqual({ src: URL, srcSet: `${MINI} 400w`, sizes: TAMANOS_PORTADA });
  });
});
