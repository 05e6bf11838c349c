import { useState } from 'react';
import { Button, Descriptions, Flex, Form, Modal, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { preguntarSiDescartar, useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { cuentaBancariaSchema } from '@worknet/domain/rrhh/persona';
import { limpiarErroresAlCambiar } from '../../../catalogos/formulario';
import { useCuentaBancaria } from '../api';
import { CAMPOS_CUENTA } from '../cuenta';
import { armarCuerpo, erroresDeServidor, validarCon, valoresDeCuenta, type Valores } from '../payload';
import type { CuentaBancariaFila } from '@worknet/domain/rrhh/legajo';
import { ItemCampo } from './ItemCampo';

type Props = { personaId: number; cuenta: CuentaBancariaFila | null; editable: boolean };

/**
 * The salary account, saved on its own (PUT / DELETE persona/{id}/cuenta_bancaria).
 * Read first, like the personal data: «Editar» opens the form, unsaved changes are guarded.
 */
export function CuentaBancariaTab({ personaId, cuenta, editable }: Props) {
  const [form] = Form.useForm<Valores>();
  const [modal, contextoModal] = Modal.useModal();
  const { guardar, quitar: borrar } = useCuentaBancaria(personaId);
  const [editando, setEditando] = useState(false);
  const [sucio, setSucio] = useState(false);
  useCambiosSinGuardar(editando && sucio);
  const cerrar = () => {
    setSucio(false);
    setEditando(false);
  };
  const cancelar = async () => {
    if (sucio && !(await preguntarSiDescartar())) return;
    cerrar();
  };

  const enviar = (valores: Valores) => {
    const r = validarCon(
      cuentaBancariaSchema,
      armarCuerpo(
        valores,
        CAMPOS_CUENTA.map((c) => c.nombre),
      ),
    );
    if (!r.ok) return form.setFields(r.errores);
    guardar.mutate(r.datos, { onSuccess: cerrar, onError: (e) => form.setFields(erroresDeServidor(e)) });
  };
  const quitar = () =>
    modal.confirm({
      title: '¿Quitar la cuenta bancaria?',
      content: 'El legajo quedará sin cuenta para depositar los haberes.',
      okText: 'Quitar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      // A failure was toasted by the client; the dialog closes either way.
      onOk: () =>
        borrar
          .mutateAsync()
          .then(cerrar)
          .catch(() => undefined),
    });

  return (
    <section aria-labelledby="titulo-cuenta">
      {contextoModal}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title id="titulo-cuenta" level={2} style={{ fontSize: 18, margin: 0 }}>
          Cuenta bancaria
        </Typography.Title>
        {editable && !editando && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditando(true)}>
            {cuenta ? 'Editar' : 'Cargar cuenta'}
          </Button>
        )}
      </Flex>
      {editable && editando ? (
        <Form<Valores>
          form={form}
          name="cuenta-bancaria"
          layout="vertical"
          style={{ maxWidth: 480 }}
          initialValues={valoresDeCuenta(cuenta)}
          onFinish={enviar}
          onValuesChange={(cambios: Valores) => {
            setSucio(true);
            limpiarErroresAlCambiar(form, cambios);
          }}
        >
          {CAMPOS_CUENTA.map((c) => (
            <ItemCampo key={c.nombre} c={c} />
          ))}
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={guardar.isPending}>
              Guardar cuenta
            </Button>
            <Button onClick={() => void cancelar()}>Cancelar</Button>
            {cuenta && (
              <Button danger onClick={quitar}>
                Quitar cuenta
              </Button>
            )}
          </Space>
        </Form>
      ) : cuenta ? (
        <Descriptions
          size="small"
          column={1}
          items={CAMPOS_CUENTA.map((c) => ({ key: c.nombre, label: c.campo.etiqueta, children: cuenta[c.nombre as keyof CuentaBancariaFila] ?? '—' }))}
        />
      ) : (
        <Typography.Paragraph>No tiene cuenta bancaria cargada.</Typography.Paragraph>
      )}
    </section>
  );
}
