import { Form } from 'antd';
import type { OpcionRef } from '../../../catalogos/api';
import { ControlCampo } from '../../../catalogos/campos';
import type { CampoRegistro } from '../registros';
import { CampoFecha, reglaFecha } from '../../../lib/CampoFecha';

/**
 * One labelled form field of an HR form: dates as typed DD/MM/YYYY text
 * (checked when leaving the field), everything else with the catalog controls.
 * The schema validates the whole form on save.
 */
export function ItemCampo({ c, conocidas }: { c: CampoRegistro; conocidas?: OpcionRef[] }) {
  const esFecha = c.campo.tipo === 'fecha';
  return (
    <Form.Item
      name={c.nombre}
      label={c.campo.etiqueta}
      required={c.campo.requerido === true}
      extra={c.campo.ayuda}
      rules={esFecha ? [reglaFecha] : undefined}
      validateTrigger={esFecha ? 'onBlur' : undefined}
    >
      {esFecha ? <CampoFecha /> : <ControlCampo campo={c.campo} conocidas={conocidas} />}
    </Form.Item>
  );
}
