import { EncabezadoLista } from '../lista/EncabezadoLista';

/**
 * A form screen's heading: the same page header as a list's (`EncabezadoLista`: the page's one
 * h1, 24 px, long titles wrap, its actions beside it or below on a phone, `antes` above it for
 * the «Volver» link), named for where it is used.
 */
export const EncabezadoFormulario = EncabezadoLista;
