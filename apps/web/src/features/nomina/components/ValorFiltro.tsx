import { Form, Input, InputNumber, Select, Space } from 'antd';
import type { AtributoNomina } from '@worknet/domain/rrhh/nomina';
import { textoPlano } from '@worknet/domain/texto';
import { CampoFecha } from '../../../lib/CampoFecha';
import { useOpcionesAtributo } from '../opciones';
import { BORRAR } from '../../../lib/iconos';

type Props = {
  /** The attribute's key and its declaration. */
  clave: string;
  atributo: AtributoNomina | undefined;
  /** A condition that takes a value (not «vacío» nor «no vacío»). */
  condicion: string;
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
  return (
    <Input
      {...atributos}
      maxLength={100}
      autoComplete="off"
      allowClear={BORRAR}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

type PropsLista = { clave: string; id?: string; value?: unknown; onChange?: (valor: unknown) => void };

/** A multiple select of the attribute's options (searched without accents); Form.Item gives it id, value and onChange. */
function Lista({ clave, ...control }: PropsLista) {
  const opciones = useOpcionesAtributo(clave);
  return (
    <Select
      {...control}
      mode="multiple"
      allowClear={BORRAR}
      showSearch={{ filterOption: (texto, o) => textoPlano(String(o?.label ?? '')).includes(textoPlano(texto)) }}
      placeholder="Elija una o más opciones"
      options={opciones}
    />
  );
}

/** The value fields of the filter dialog: two for «entre», a multiple select for lists, else one. */
export function ValorFiltro({ clave, atributo: a, condicion }: Props) {
  if (!a) return null;
  if (a.tipo === 'lista') {
    return (
      <Form.Item name="lista" label="Valores" extra="Elija una o más opciones.">
        <Lista clave={clave} />
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
