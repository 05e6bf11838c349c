import { EncabezadoLista, type PropsEncabezado } from '../lista/EncabezadoLista';

/** A form screen's heading: the list's heading with 12 px below it, where the form's first field begins. */
export function EncabezadoFormulario(p: PropsEncabezado) {
  return <EncabezadoLista {...p} separacion={12} />;
}
