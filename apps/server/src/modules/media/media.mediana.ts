import type { Readable } from 'node:stream';
import { leerCompleto, type Almacen } from '../../platform/files/almacen';
import { mediana } from './media.archivo';

// The «mediana» of an image (MEDIANA_ANCHO wide at most, WebP) is not made at upload:
// most files never need it. The first request of /recurso_media/:id/mediana makes it
// from the original and stores it beside it; later ones read what was stored.

/** Storage key of an image's «mediana»: beside the original, `<base>-mediana.webp`. */
export const claveMediana = (claveOriginal: string) => `${claveOriginal.replace(/\.[^./]+$/, '')}-mediana.webp`;

// The makings under way, per storage and key: simultaneous first requests share one
// (a page of covers asks for each once per viewer). Another instance may make the same
// one at the same time; the storage writes aside and renames, so either copy is whole.
const enCurso = new WeakMap<Almacen, Map<string, Promise<Buffer>>>();

/** The stored «mediana» of the image stored under `claveOriginal`, made and stored first if missing. */
export async function leerMediana(almacen: Almacen, claveOriginal: string): Promise<Readable | Buffer> {
  const clave = claveMediana(claveOriginal);
  let porClave = enCurso.get(almacen);
  if (!porClave) {
    porClave = new Map();
    enCurso.set(almacen, porClave);
  }
  const haciendose = porClave.get(clave);
  if (haciendose) return haciendose;
  try {
    return await almacen.leer(clave);
  } catch {
    // Not made yet (or unreadable): made now, once for everyone asking meanwhile.
  }
  let promesa = porClave.get(clave);
  if (!promesa) {
    const mapa = porClave;
    promesa = hacerMediana(almacen, claveOriginal, clave).finally(() => mapa.delete(clave));
    mapa.set(clave, promesa);
  }
  return promesa;
}

async function hacerMediana(almacen: Almacen, claveOriginal: string, clave: string): Promise<Buffer> {
  const datos = await mediana(await leerCompleto(almacen, claveOriginal));
  await almacen.guardar(clave, datos);
  return datos;
}
