import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Spin } from 'antd';
// Deep imports: antd's Input index also brings TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { session } from '../../../lib/session';
import { CampoFormulario } from '../components/CampoFormulario';
import { PantallaPublica } from '../components/PantallaPublica';
import { login } from '../llamadas';
import { precargarPantallasDeInicio } from '../precarga';
import { avisarFalloAutomatico, avisarFalloLogin, completarIngreso, destinoDe, type Destino } from '../ingreso';

type Errores = { username?: string; password?: string };

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const destino = destinoDe(location.state as Destino);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const [enviando, setEnviando] = useState(false);
  // A stored token logs the user in by itself (spec §8 "auto-login").
  const [automatico, setAutomatico] = useState(() => session.get().token !== null);
  const iniciado = useRef(false);

  const seguir = (resultado: 'listo' | 'elegir') => {
    navigate(resultado === 'elegir' ? '/select_sector' : destino, { replace: true, state: { desde: destino } });
  };

  useEffect(() => {
    const token = session.get().token;
    if (!token || iniciado.current) return;
    iniciado.current = true;
    void precargarPantallasDeInicio();
    completarIngreso(token, 'automatico', destino)
      .then(seguir)
      .catch((error: unknown) => {
        avisarFalloAutomatico(error);
        setAutomatico(false);
      });
    // Runs once at mount: later token changes come from this page's own login.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately once, see above
  }, []);

  const ingresar = async (evento: FormEvent) => {
    evento.preventDefault();
    const nuevos: Errores = {
      username: username.trim() ? undefined : 'Ingrese el usuario',
      password: password ? undefined : 'Ingrese la contraseña',
    };
    setErrores(nuevos);
    if (nuevos.username || nuevos.password) return;
    setEnviando(true);
    void precargarPantallasDeInicio();
    session.setEstado('loading');
    try {
      const respuesta = await login(username.trim(), password);
      if (typeof respuesta.token !== 'string' || !respuesta.token) throw new Error('Respuesta sin token');
      seguir(await completarIngreso(respuesta.token, 'password', destino));
    } catch (error) {
      avisarFalloLogin(error, 'password');
      setEnviando(false);
    }
  };

  if (automatico) {
    return (
      <PantallaPublica titulo="Ingresando...">
        <div style={{ textAlign: 'center' }}>
          <Spin aria-label="Ingresando" />
        </div>
      </PantallaPublica>
    );
  }

  return (
    <PantallaPublica titulo="Iniciar sesión">
      <form
        onSubmit={ingresar}
        noValidate
        aria-label="Iniciar sesión"
        // The first key or touch on the form starts loading the home (precarga.ts).
        onKeyDown={() => void precargarPantallasDeInicio()}
        onPointerDown={() => void precargarPantallasDeInicio()}
        onInput={() => void precargarPantallasDeInicio()}
      >
        <CampoFormulario id="login-usuario" etiqueta="Usuario" error={errores.username}>
          <Input
            id="login-usuario"
            name="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="username"
            autoFocus
            maxLength={100}
            disabled={enviando}
            status={errores.username ? 'error' : undefined}
            aria-invalid={errores.username ? true : undefined}
            aria-describedby="login-usuario-error"
          />
        </CampoFormulario>
        <CampoFormulario id="login-password" etiqueta="Contraseña" error={errores.password}>
          <Password
            id="login-password"
            name="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            maxLength={200}
            disabled={enviando}
            status={errores.password ? 'error' : undefined}
            aria-invalid={errores.password ? true : undefined}
            aria-describedby="login-password-error"
          />
        </CampoFormulario>
        <Button type="primary" htmlType="submit" block loading={enviando} style={{ marginBottom: 16 }}>
          Ingresar
        </Button>
      </form>
      <div style={{ textAlign: 'center' }}>
        <Link to="/recoveryPassword">¿Olvidó su contraseña?</Link>
      </div>
    </PantallaPublica>
  );
}
