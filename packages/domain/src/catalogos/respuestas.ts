import { z } from 'zod';
import { dineroCable } from '../dinero-esquemas';
import { instante, opcion, respuesta, respuestaLista, type Cable } from '../http';
import { esDerivado, type Campo, type Catalogo } from './motor';

// What a catalog's calls answer, derived from its declaration like its table and its forms:
// one mechanism gives all the catalogs their response contract. A row carries its fields (the
// columns catalogos.tablas.ts builds), its label, the labels of what its references point to
// and its timestamps; the generated search column is the server's and never leaves it.

/**
 * GET /api/v1/catalogos/cuentas?grupo=: how many rows in use (not deleted) each catalog of a
 * group has, only those the user may see: the configuration index shows it beside each catalog.
 */
export const cuentaCatalogo = z.object({ clave: z.string(), total: z.number() });
export type CuentaCatalogo = Cable<typeof cuentaCatalogo>;
export const cuentasCatalogos = respuesta(z.array(cuentaCatalogo));
export const consultaCuentas = z.object({ grupo: z.enum(['rrhh', 'tareas', 'compras']) });

/** An option of a catalog select (format=1). */
export const opcionCatalogo = opcion;
export type OpcionCatalogo = Cable<typeof opcionCatalogo>;

const filaBase = z.object({
  id: z.number(),
  /** The row's label (options, messages). */
  etiqueta: z.string(),
  /** Labels of the rows its reference fields point to ('' when none). */
  etiquetas: z.record(z.string(), z.string()),
  created_at: instante,
  updated_at: instante,
  deleted_at: instante.nullable(),
});

/** A catalog row as the API returns it: field values, `etiqueta`, `etiquetas` of its references, timestamps. */
export type FilaCatalogo = Cable<typeof filaBase> & Record<string, unknown>;
/** The same row in the server's hands (timestamps are Dates). */
export type FilaCatalogoServidor = z.output<typeof filaBase> & Record<string, unknown>;

/** A field's stored value, as the column the engine builds for it holds it. */
function valorDe(f: Campo, requerido: boolean): z.ZodType {
  const v = (() => {
    switch (f.tipo) {
      case 'numero':
        return z.number();
      // Money leaves as its decimal string ('1234.50'): cents never pass through a float.
      case 'dinero':
        return dineroCable;
      case 'booleano':
        return z.boolean();
      case 'referencia':
        return z.number();
      case 'referencias':
        return z.array(z.number());
      // Texts, codes, 'YYYY-MM-DD' dates and option values (a value no longer declared still shows).
      default:
        return z.string();
    }
  })();
  // Booleans and reference lists have a default and are never null.
  return requerido || f.tipo === 'booleano' || f.tipo === 'referencias' ? v : v.nullable();
}

const filas = new WeakMap<Catalogo, z.ZodType<FilaCatalogoServidor, FilaCatalogo>>();

/** The row schema of catalog `c`: its own fields next to what every row has. */
export function filaDe(c: Catalogo): z.ZodType<FilaCatalogoServidor, FilaCatalogo> {
  const hecha = filas.get(c);
  if (hecha) return hecha;
  const campos = Object.entries(c.campos);
  const referencias = campos.filter(([, f]) => f.tipo === 'referencia' || f.tipo === 'referencias').map(([k]) => [k, z.string()] as const);
  const fila = filaBase.extend({
    ...Object.fromEntries(campos.map(([k, f]) => [k, valorDe(f, Boolean(f.requerido) || esDerivado(c, k))])),
    etiquetas: z.object(Object.fromEntries(referencias)),
    // The fixed key the server's rules look for (motor.ts, clavesDeSistema); null on other rows.
    ...(c.clavesDeSistema ? { clave_sistema: z.string().nullable() } : {}),
  }) as unknown as z.ZodType<FilaCatalogoServidor, FilaCatalogo>;
  filas.set(c, fila);
  return fila;
}

/** The replies of a catalog's calls. */
export function respuestasDe(c: Catalogo) {
  const fila = filaDe(c);
  return {
    /** One row: read, created, updated, deleted or restored. */
    fila: respuesta(fila),
    /** The list is a page of rows; with format=1 the options of a select (no total). */
    lista: respuestaLista(fila).or(respuesta(z.array(opcionCatalogo))),
  };
}

/** GET tareas/ubicacion/{id}/qr: the signed code of a location, its scan route and its label. */
/** A location's QR code of one day (`dia`, 'YYYY-MM-DD' in Argentina): it proves presence only that day. */
export const qrUbicacion = z.object({ codigo: z.string(), ruta: z.string(), etiqueta: z.string(), dia: z.string() });
export type QrUbicacion = Cable<typeof qrUbicacion>;
