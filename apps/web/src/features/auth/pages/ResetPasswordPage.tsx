import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Form, Spin } from 'antd';
import { avisar } from '../../../lib/notify';
import { CamposPasswordNueva } from '../components/CamposPasswordNueva';
import { PantallaPublica } from '../components/PantallaPublica';
import { restablecerPassword, verificarTokenReset, type ValidezToken } from '../llamadas';
import { ProveedorAntd } from '../../../lib/ProveedorAntd';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

type Estado = { tipo: 'verificando' } | { tipo: 'invalido'; mensaje: string } | { tipo: 'valido'; datos: ValidezToken };
type Campos = { password: string; confirmacion: string };

/** /reset-password/:token, the e-mailed link: the token is checked before showing the form. */
function ResetPasswordPageAntd() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [estado, setEstado] = useState<Estado>({ tipo: 'verificando' });
  const [form] = Form.useForm<Campos>();
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    let vigente = true;
    verificarTokenReset(token)
      .then((r) => {
        if (!vigente) return;
        if (r.data?.valido) setEstado({ tipo: 'valido', datos: r.data });
        else setEstado({ tipo: 'invalido', mensaje: r.message || 'El enlace no es válido o ya venció.' });
      })
      .catch((error: unknown) => {
        if (!vigente) return;
        const mensaje = (error as { mensajeServidor?: string }).mensajeServidor;
        setEstado({ tipo: 'invalido', mensaje: mensaje ?? 'El enlace no es válido o ya venció.' });
      });
    return () => {
      vigente = false;
    };
  }, [token]);

  const enviar = async ({ password }: Campos) => {
    if (estado.tipo !== 'valido') return;
    setEnviando(true);
    try {
      const r = await restablecerPassword({
        token,
        password,
        email: estado.datos.email ?? undefined,
        user: estado.datos.user ?? undefined,
      });
      avisar({ tipo: 'success', texto: r.message || 'La contraseña fue actualizada. Ya puede iniciar sesión.' });
      navigate('/login', { replace: true });
    } catch (e) {
      // The client already showed the toast; a 400 also marks its fields.
      mostrarErroresDeCampo(form, e);
      setEnviando(false);
    }
  };

  return (
    <PantallaPublica titulo="Restablecer contraseña">
      {estado.tipo === 'verificando' && (
        <div style={{ textAlign: 'center' }}>
          <Spin aria-label="Verificando el enlace" />
        </div>
      )}
      {estado.tipo === 'invalido' && (
        <>
          <Alert type="error" showIcon title={estado.mensaje} style={{ marginBottom: 16 }} />
          <div style={{ textAlign: 'center', marginBottom: 8 }}>
            <Link to="/recoveryPassword">Pedir un nuevo enlace</Link>
          </div>
        </>
      )}
      {estado.tipo === 'valido' && (
        <Form<Campos> form={form} layout="vertical" onFinish={enviar} requiredMark={false} disabled={enviando}>
          {estado.datos.email && <p>Cuenta: {estado.datos.email}</p>}
          <CamposPasswordNueva autoFocus />
          <Form.Item style={{ marginBottom: 12 }}>
            <Button type="primary" htmlType="submit" block loading={enviando}>
              Guardar contraseña
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
export function ResetPasswordPage() {
  return (
    <ProveedorAntd>
      <ResetPasswordPageAntd />
    </ProveedorAntd>
  );
}
