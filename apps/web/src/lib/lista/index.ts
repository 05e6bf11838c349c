// The list kit: a server-paged table whose state lives in the URL, and the parts every list screen shares.
export { useVistaLista, type VistaLista } from './useVistaLista';
export { TablaLista, conOrden } from './TablaLista';
export { EncabezadoLista } from './EncabezadoLista';
export { CampoBusqueda } from './CampoBusqueda';
export { BotonExportar } from './BotonExportar';
export { SelectorRemoto, MINIMO_BUSQUEDA, type OpcionRemota, type FuenteRemota } from './SelectorRemoto';
export { Vacio } from './Vacio';
export { Desplazable } from './Desplazable';
export { AccionesFila, columnaAcciones, type AccionFila } from './AccionesFila';
export { filtroActivado, filtroDia, filtroId, filtroJson, filtroOpcion, filtroTexto, TAMANOS_POR_DEFECTO, type Orden } from './parametros';
export { FiltroActivo, type EstadoActivo } from './FiltroActivo';
export { QuitarFiltros } from './QuitarFiltros';
