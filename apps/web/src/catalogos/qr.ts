// The QR of a location: the URL a phone opens when it scans it, its image and
// its printout (one card in a hidden frame, so the page itself never prints).

/** `ruta` as the server sends it ('scan-ubicacion/<codigo>') -> the full hash URL of this app. */
export function urlEscaneo(ruta: string, ubicacion: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${ubicacion.origin}${ubicacion.pathname}#/${ruta.replace(/^#?\/*/, '')}`;
}

/** An SVG image (sharp when printed) as a data URL; the library loads only when a QR is drawn. */
export async function imagenQr(texto: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(texto, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export type TarjetaQr = { imagen: string; titulo: string };

/** Prints only the card: builds it in a hidden iframe and prints that frame. */
export function imprimirQr({ imagen, titulo }: TarjetaQr): void {
  const marco = document.createElement('iframe');
  marco.title = `Impresión del código QR de ${titulo}`;
  marco.setAttribute('aria-hidden', 'true');
  Object.assign(marco.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  document.body.append(marco);
  const doc = marco.contentDocument;
  const ventana = marco.contentWindow;
  if (!doc || !ventana) {
    marco.remove();
    return;
  }
  doc.title = titulo;
  const tarjeta = doc.createElement('div');
  Object.assign(tarjeta.style, { fontFamily: 'sans-serif', textAlign: 'center', padding: '24px', border: '1px solid #000', width: '9cm', margin: '0 auto' });
  const img = doc.createElement('img');
  img.src = imagen;
  img.alt = `Código QR de ${titulo}`;
  Object.assign(img.style, { width: '7cm', height: '7cm' });
  const nombre = doc.createElement('h1');
  nombre.textContent = titulo;
  Object.assign(nombre.style, { fontSize: '18pt', margin: '12px 0 4px' });
  const pie = doc.createElement('p');
  pie.textContent = 'Escanee el código con Worknet para registrar su ubicación.';
  Object.assign(pie.style, { fontSize: '10pt', margin: '0' });
  tarjeta.append(img, nombre, pie);
  doc.body.append(tarjeta);

  let impreso = false;
  const quitar = () => marco.remove();
  const imprimir = () => {
    if (impreso) return;
    impreso = true;
    ventana.addEventListener('afterprint', quitar, { once: true });
    ventana.focus();
    ventana.print();
    // Browsers without 'afterprint' still get the frame removed.
    setTimeout(quitar, 60_000);
  };
  if (img.complete && img.naturalWidth > 0) imprimir();
  else img.addEventListener('load', imprimir, { once: true });
}
