import { useEffect, useState } from 'react';
import { imagenQr } from './qr';

/** The QR image (a data URL) of `texto`, or null while it is drawn; a new text drops the old image at once. */
export function useImagenQr(texto: string | null): string | null {
  const [imagen, setImagen] = useState<{ texto: string; src: string } | null>(null);
  useEffect(() => {
    if (!texto) return;
    let vigente = true;
    imagenQr(texto).then(
      (src) => vigente && setImagen({ texto, src }),
      () => undefined,
    );
    return () => {
      vigente = false;
    };
  }, [texto]);
  return imagen && imagen.texto === texto ? imagen.src : null;
}
