import { Tag } from 'antd';
import { COLOR } from '../formato';

/** «Activo» / «Inactivo» of a product, warehouse or supplier, in the contrast-safe colours. */
export function EtiquetaActivo({ activo }: { activo: boolean }) {
  return activo ? <Tag color={COLOR.bien}>Activo</Tag> : <Tag color={COLOR.apagado}>Inactivo</Tag>;
}
