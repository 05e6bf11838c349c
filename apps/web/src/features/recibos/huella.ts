// The SHA-256 of a file, computed in the browser: the verification page never sends the PDF.

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256DeBytes(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const datos = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return hex(await crypto.subtle.digest('SHA-256', datos as Uint8Array<ArrayBuffer>));
}

// FileReader rather than Blob.arrayBuffer(): older Safari and jsdom lack the latter.
const leer = (archivo: Blob) =>
  new Promise<ArrayBuffer>((resolver, fallar) => {
    const r = new FileReader();
    r.onload = () => resolver(r.result as ArrayBuffer);
    r.onerror = () => fallar(r.error ?? new Error('No se pudo leer el archivo.'));
    r.readAsArrayBuffer(archivo);
  });

export const sha256DeArchivo = async (archivo: Blob) => sha256DeBytes(await leer(archivo));

/** A pasted hash, tolerant of spaces and capitals; null when it is not 64 hex characters. */
export function normalizarHuella(texto: string): string | null {
  const limpio = texto.replace(/\s+/g, '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(limpio) ? limpio : null;
}
