import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Form, Input } from 'antd';
import { PantallaPublica } from '../components/PantallaPublica';
import { pedirRecuperacion } from '../llamadas';
import { ProveedorAntd } from '../../../lib/ProveedorAntd';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

/** /recoveryPassword: asks for the e-mail; the server always answers the same (no user enumeration). */
function RecoveryPageAntd() {
  const [form] = Form.useForm<{ email: string }>();
  const [enviando, setEnviando] = useState(false);
  const [respuesta, setRespuesta] = useState<string | null>(null);

  const enviar = async ({ email }: { email: string }) => {
    setEnviando(true);
    try {
      const r = await pedirRecuperacion(email.trim());
      setRespuesta(r.message || 'Si el e-mail está registrado, recibirá un enlace para restablecer la contraseña.');
    } catch (e) {
      // The client already showed the toast; a 400 also marks the field.
      mostrarErroresDeCampo(form, e);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <PantallaPublica titulo="Recuperar contraseña">
      {respuesta ? (
        <Alert type="success" showIcon title={respuesta} role="status" style={{ marginBottom: 16 }} />
      ) : (
        <Form<{ email: string }> form={form} layout="vertical" onFinish={enviar} requiredMark={false} disabled={enviando}>
          <p>Ingrese su e-mail y le enviaremos un enlace para elegir una nueva contraseña.</p>
          <Form.Item
            label="E-mail"
            name="email"
            rules={[
              { required: true, message: 'Ingrese el e-mail' },
              { type: 'email', message: 'Ingrese un e-mail válido' },
            ]}
          >
            <Input type="email" autoComplete="email" maxLength={200} autoFocus />
          </Form.Item>
          <Form.Item style={{ marginBottom: 12 }}>
            <Button type="primary" htmlType="submit" block loading={enviando}>
              Enviar enlace
            </Button>
          </Form.Item>
        </Form>
      )}
      <div style={{ textAlign: 'center' }}>
        <Link to="/login">Volver al inicio de sesión</Link>
      </div>
    </PantallaPublica>
  );
}

/** antd's provider around this screen: the app's root has none (the login page loads no antd). */
export function RecoveryPage() {
  return (
    <ProveedorAntd>
      <RecoveryPageAntd />
    </ProveedorAntd>
  );
}
