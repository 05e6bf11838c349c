import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { passwordNueva } from '@worknet/domain/auth';
import { avisar } from '../../../lib/notify';
import { cambiarPassword } from '../llamadas';

type Campos = { password_actual: string; password: string; confirmacion: string };

async function validarNueva(_: unknown, valor: string | undefined): Promise<void> {
  const r = passwordNueva.safeParse(valor ?? '');
  if (!r.success) throw new Error(r.error.issues[0]?.message ?? 'Contraseña inválida');
}

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
    } catch {
      // The client already showed the server's message.
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
      {obligatorio && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="Su contraseña es temporal. Elija una nueva para continuar." />
      )}
      <Form<Campos> form={form} layout="vertical" onFinish={enviar} requiredMark={false} disabled={enviando}>
        <Form.Item label="Contraseña actual" name="password_actual" rules={[{ required: true, message: 'Ingrese la contraseña actual' }]}>
          <Input.Password autoComplete="current-password" maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item label="Nueva contraseña" name="password" rules={[{ validator: validarNueva }]}>
          <Input.Password autoComplete="new-password" maxLength={200} />
        </Form.Item>
        <Form.Item
          label="Repita la nueva contraseña"
          name="confirmacion"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Repita la contraseña' },
            ({ getFieldValue }) => ({
              validator: async (_, valor: string | undefined) => {
                if (valor && valor !== getFieldValue('password')) throw new Error('Las contraseñas no coinciden');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={enviando}>
          Guardar contraseña
        </Button>
      </Form>
    </Modal>
  );
}
