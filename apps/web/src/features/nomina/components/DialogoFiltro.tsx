import { Form, Select, Typography } from 'antd';
import type { EntradaFiltro } from '@worknet/domain/rrhh/nomina';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import type { BorradorFiltro, ReglasFiltro } from '../filtros';
import { ValorFiltro } from './ValorFiltro';

// Loaded the first time a filter is added or edited. It imports only types of
// this feature: the rules come in `reglas` (filtros.ts), so this chunk does not
// pull the page's (table included) along.

type Props = {
  /** null: closed; `editando` null: a new filter. */
  estado: { editando: EntradaFiltro | null } | null;
  /** The chip being edited as form values. */
  inicial?: BorradorFiltro;
  /** The attributes the user may filter by. */
  atributos: { value: string; label: string }[];
  reglas: ReglasFiltro;
  onAplicar: (entrada: EntradaFiltro, anterior: EntradaFiltro | null) => void;
  onCerrar: () => void;
};

/**
 * "Agregar filtro" / "Editar filtro": attribute, condition of its kind and the
 * value. Mount it with a new key on each opening: the form starts from the chip.
 */
export function DialogoFiltro({ estado, inicial, atributos, reglas, onAplicar, onCerrar }: Props) {
  const [form] = Form.useForm<BorradorFiltro>();
  const atributo = Form.useWatch('atributo', form);
  const condicion = Form.useWatch('condicion', form);
  const editando = estado?.editando ?? null;

  const alTerminar = (valores: BorradorFiltro) => {
    const r = reglas.leer(valores);
    if (r.error !== undefined) {
      form.setFields([{ name: r.campo, errors: [r.error] }]);
      return;
    }
    // A new filter needs a value; an edited one emptied is removed (spec §5).
    if (!editando && !reglas.sinValor(r.entrada.condicion) && r.entrada.valor === undefined) {
      form.setFields([{ name: reglas.atributo(valores.atributo)?.tipo === 'lista' ? 'lista' : 'valor', errors: ['Ingrese un valor'] }]);
      return;
    }
    onAplicar(r.entrada, editando);
  };

  return (
    <ModalFormulario<BorradorFiltro>
      form={form}
      abierto={estado !== null}
      titulo={editando ? 'Editar filtro' : 'Agregar filtro'}
      textoOk="Aplicar"
      onCerrar={onCerrar}
      initialValues={inicial}
      onFinish={alTerminar}
      onValuesChange={(cambio: BorradorFiltro) => {
        // Another attribute: its first condition and no value.
        if ('atributo' in cambio) form.setFieldsValue({ condicion: reglas.condicionInicial(cambio.atributo), valor: null, hasta: null, lista: [] });
      }}
    >
      {editando && <Typography.Paragraph type="secondary">Deje el valor vacío y aplique para quitar este filtro.</Typography.Paragraph>}
      <Form.Item name="atributo" label="Filtrar por" rules={[{ required: true, message: 'Elija un dato' }]}>
        <Select showSearch={{ optionFilterProp: 'label' }} placeholder="Elija un dato" options={atributos} />
      </Form.Item>
      <Form.Item name="condicion" label="Condición" rules={[{ required: true, message: 'Elija una condición' }]}>
        <Select placeholder="Elija una condición" options={reglas.condiciones(atributo)} disabled={!atributo} />
      </Form.Item>
      {condicion && !reglas.sinValor(condicion) && <ValorFiltro clave={atributo ?? ''} atributo={reglas.atributo(atributo)} condicion={condicion} />}
    </ModalFormulario>
  );
}
