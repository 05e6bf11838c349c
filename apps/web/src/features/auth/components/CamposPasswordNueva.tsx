import { Form, Input } from 'antd';
import { passwordNueva } from '@worknet/domain/auth';

/** Same rule as the server (packages/domain passwordNueva). */
async function validarPassword(_: unknown, valor: string | undefined): Promise<void> {
  const r = passwordNueva.safeParse(valor ?? '');
  if (!r.success) throw new Error(r.error.issues[0]?.message ?? 'Contraseña inválida');
}

/** New password plus its repetition, shared by the reset page and the change-password modal. */
export function CamposPasswordNueva({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <>
      <Form.Item label="Nueva contraseña" name="password" rules={[{ validator: validarPassword }]} hasFeedback>
        <Input.Password autoComplete="new-password" maxLength={200} autoFocus={autoFocus} />
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
    </>
  );
}
