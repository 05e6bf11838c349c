import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { avisar } from '../../../lib/notify';
import { cambiarPassword } from '../llamadas';
import { CamposPasswordNueva } from './CamposPasswordNueva';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

type Campos = { password_actual: string; password: string; confirmacion: string };

type Props = {
  /** Temporary password: the user cannot continue (nor close this) until it changes. */
  obligatorio: boolean;
  alCerrar: () => void;
  alCambiar: () => void;
};

/** Own password change (POST /api/v1/cambiar_password). Its own chunk: zod loads only when it opens. */
export function CambiarPasswordModal({ obligatorio, alCerrar, alCambiar }: Props) {
  const [form] = Form.useForm<Campos>();
  const [enviando, setEnviando] = useState(false);

  const enviar = async ({ password_actual, password }: Campos) => {
    setEnviando(true);
    try {
      const r = await cambiarPassword(password_actual, password);
      avisar({ tipo: 'success', texto: r.message || 'Contraseña cambiada correctamente.' });
      form.resetFields();
      alCambiar();
    } catch (e) {
      // The client already showed the server's message; a 400 also marks its fields.
      mostrarErroresDeCampo(form, e);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal
      open
      title="Cambiar contraseña"
      footer={null}
      closable={!obligatorio}
      mask={{ closable: !obligatorio }}
      keyboard={!obligatorio}
      onCancel={alCerrar}
      destroyOnHidden
    >
      {obligatorio && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="Su contraseña es temporal. Elija una nueva para continuar." />}
      <Form<Campos> form={form} layout="vertical" onFinish={enviar} requiredMark={false} disabled={enviando}>
        <Form.Item label="Contraseña actual" name="password_actual" rules={[{ required: true, message: 'Ingrese la contraseña actual' }]}>
          <Input.Password autoComplete="current-password" maxLength={200} autoFocus />
        </Form.Item>
        <CamposPasswordNueva />
        <Button type="primary" htmlType="submit" block loading={enviando}>
          Guardar contraseña
        </Button>
      </Form>
    </Modal>
  );
}
