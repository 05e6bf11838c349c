// The rules of a document's line as the form shows them: which of lote, serie and
// vencimiento a line asks for, given what its product tracks and the kind of document.
// Pure, so they are tested without a browser; the server checks the same on save, with the
// same quantity and date rules (@worknet/domain/inventario/cantidades).
import { ANIO_MAXIMO, ANIO_MINIMO, CANTIDAD_MAXIMA, esDiaInventario, tieneHastaTresDecimales } from '@worknet/domain/inventario/cantidades';

export type TipoDocumento = 'ingreso' | 'egreso' | 'movimiento';

/** What a product tracks (its row's flags). */
export type BanderasProducto = { controla_lote: boolean; controla_vencimiento: boolean; controla_serie: boolean };

/** How a line shows a field: not at all, optional, or required. */
export type ReglaCampo = 'oculto' | 'opcional' | 'requerido';

export type ReglasLinea = { lote: ReglaCampo; serie: ReglaCampo; vencimiento: ReglaCampo };

/** A line as the form holds it (before it is sent). */
export type LineaFormulario = {
  producto_id?: number | null;
  cantidad?: number | null;
  lote?: string | null;
  serie?: string | null;
  /** 'YYYY-MM-DD' */
  fecha_vencimiento?: string | null;
};

export type ErroresLinea = Partial<Record<'producto_id' | 'cantidad' | 'lote' | 'serie' | 'fecha_vencimiento', string>>;

const OCULTO: ReglasLinea = { lote: 'oculto', serie: 'oculto', vencimiento: 'oculto' };

/**
 * An entry names everything the product tracks: its lote, its serie and its expiry are
 * required. An exit or a movement takes stock that is already there: a lote is optional
 * (without one the server takes the lots that expire first, FEFO) and the expiry comes
 * with the lot, so it is not asked; a serialised product names its serie.
 */
export function reglasLinea(tipo: TipoDocumento, producto: BanderasProducto | null | undefined): ReglasLinea {
  if (!producto) return OCULTO;
  if (tipo === 'ingreso') {
    return {
      lote: producto.controla_lote ? 'requerido' : 'oculto',
      serie: producto.controla_serie ? 'requerido' : 'oculto',
      vencimiento: producto.controla_vencimiento ? 'requerido' : 'oculto',
    };
  }
  return {
    lote: producto.controla_lote ? 'opcional' : 'oculto',
    serie: producto.controla_serie ? 'requerido' : 'oculto',
    vencimiento: 'oculto',
  };
}

const vacio = (v: string | null | undefined) => v === undefined || v === null || v.trim() === '';

/** The Spanish message of each wrong field of a line (empty: the line is fine). */
export function erroresLinea(tipo: TipoDocumento, producto: BanderasProducto | null | undefined, linea: LineaFormulario): ErroresLinea {
  const errores: ErroresLinea = {};
  if (!linea.producto_id) errores.producto_id = 'Elija el producto';
  const c = linea.cantidad;
  if (c === undefined || c === null || Number.isNaN(c)) errores.cantidad = 'Ingrese la cantidad';
  else if (c <= 0) errores.cantidad = 'La cantidad debe ser mayor que cero';
  else if (c > CANTIDAD_MAXIMA) errores.cantidad = `La cantidad no puede pasar de ${CANTIDAD_MAXIMA.toLocaleString('es-AR')}`;
  else if (!tieneHastaTresDecimales(c)) errores.cantidad = 'Use hasta tres decimales';
  const reglas = reglasLinea(tipo, producto);
  if (reglas.lote === 'requerido' && vacio(linea.lote)) errores.lote = 'Ingrese el lote';
  if (reglas.serie === 'requerido' && vacio(linea.serie)) errores.serie = 'Ingrese la serie';
  if (reglas.vencimiento === 'requerido') {
    if (vacio(linea.fecha_vencimiento)) errores.fecha_vencimiento = 'Ingrese la fecha de vencimiento';
    else if (!esDiaInventario(linea.fecha_vencimiento!)) errores.fecha_vencimiento = `La fecha debe estar entre ${ANIO_MINIMO} y ${ANIO_MAXIMO}`;
  }
  return errores;
}

/**
 * The line as it travels: fields the product does not track are left out (a lote typed
 * before the product was changed does not leak into the document), empty text is absent.
 */
export function lineaParaEnviar(tipo: TipoDocumento, producto: BanderasProducto | null | undefined, linea: LineaFormulario) {
  const reglas = reglasLinea(tipo, producto);
  const texto = (regla: ReglaCampo, v: string | null | undefined) => (regla === 'oculto' || vacio(v) ? undefined : v!.trim());
  return {
    producto_id: linea.producto_id ?? 0,
    cantidad: linea.cantidad ?? 0,
    lote: texto(reglas.lote, linea.lote),
    serie: texto(reglas.serie, linea.serie),
    fecha_vencimiento: texto(reglas.vencimiento, linea.fecha_vencimiento),
  };
}
