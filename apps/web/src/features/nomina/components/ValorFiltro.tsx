import { Form, Input, InputNumber, Select, Space } from 'antd';
import type { AtributoNomina } from '@worknet/domain/rrhh/nomina';
import { ControlCampo } from '../../../catalogos/campos';
import { CampoFecha } from '../../rrhh/components/CampoFecha';
import type { OpcionValor } from '../filtros';

type Props = {
  atributo: AtributoNomina | undefined;
  /** A condition that takes a value (not «vacío» nor «no vacío»). */
  condicion: string;
  /** Labels of the values already chosen (editing a chip). */
  conocidas: OpcionValor[];
};

type PropsCaja = {
  tipo: 'texto' | 'numero' | 'fecha';
  /** Injected by Form.Item. */
  id?: string;
  value?: unknown;
  onChange?: (valor: unknown) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
};

/** One value box of the attribute's kind (text, number or DD/MM/YYYY date); Form.Item gives it id, value and onChange. */
function Caja({ tipo, value, onChange, ...atributos }: PropsCaja) {
  if (tipo === 'numero')
    return (
      <InputNumber<number>
        {...atributos}
        style={{ width: '100%', maxWidth: 200 }}
        precision={0}
        decimalSeparator=","
        value={typeof value === 'number' ? value : null}
        onChange={(v) => onChange?.(v)}
      />
    );
  if (tipo === 'fecha') return <CampoFecha {...atributos} value={value} onChange={onChange} />;
  return <Input {...atributos} maxLength={100} autoComplete="off" allowClear value={typeof value === 'string' ? value : ''} onChange={(e) => onChange?.(e.target.value)} />;
}

/** The value fields of the filter dialog: two for «entre», a multiple select for lists, else one. */
export function ValorFiltro({ atributo: a, condicion, conocidas }: Props) {
  if (!a) return null;
  if (a.tipo === 'lista') {
    return (
      <Form.Item name="lista" label="Valores" extra="Elija una o más opciones.">
        {a.opciones ? (
          <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="Elija una o más opciones" options={a.opciones.map((o) => ({ value: o.value, label: o.label }))} />
        ) : (
          <ControlCampo campo={{ tipo: 'referencias', a: a.catalogo ?? '', etiqueta: a.etiqueta }} conocidas={conocidas.map((o) => ({ value: Number(o.value), label: o.label }))} />
        )}
      </Form.Item>
    );
  }
  if (condicion === 'entre') {
    return (
      <Space wrap align="start">
        <Form.Item name="valor" label="Desde">
          <Caja tipo={a.tipo} />
        </Form.Item>
        <Form.Item name="hasta" label="Hasta">
          <Caja tipo={a.tipo} />
        </Form.Item>
      </Space>
    );
  }
  return (
    <Form.Item name="valor" label="Valor">
      <Caja tipo={a.tipo} />
    </Form.Item>
  );
}
