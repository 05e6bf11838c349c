import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { session } from '../../../lib/session';
import '../../../lib/controlesSimples.css';
import { CampoFormulario } from '../components/CampoFormulario';
import { CampoPassword } from '../components/CampoPassword';
import { PantallaPublica } from '../components/PantallaPublica';
import { login } from '../llamadas';
import { precargarPantallasDeInicio } from '../precarga';
import { tomarIngresoPrepintado } from '../prepintado';
import { avisarFalloAutomatico, avisarFalloLogin, completarIngreso, destinoDe, type Destino } from '../ingreso';

type Errores = { username?: string; password?: string };

/**
 * The login page in plain elements and CSS (components/ingreso.css): no antd, so a phone paints
 * and answers it without evaluating antd's core and its CSS-in-JS runtime (issue 16, item 6).
 * antd comes with the home, fetched from the first key on the form (precarga.ts).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const destino = destinoDe(location.state as Destino);
  // What was typed in the page index.html painted before the scripts ran (prepintado.ts).
  const [previo] = useState(tomarIngresoPrepintado);
  const [username, setUsername] = useState(previo?.username ?? '');
  const [password, setPassword] = useState(previo?.password ?? '');
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

  // The static page's cursor stays where it was; a press of «Ingresar» there is sent now.
  useEffect(() => {
    if (!previo) return;
    if (previo.foco === 'password') document.getElementById('login-password')?.focus();
    if (previo.enviado) void enviar();
    // Once, at mount: what the static page left.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately once, see above
  }, []);

  const ingresar = (evento: FormEvent) => {
    evento.preventDefault();
    void enviar();
  };

  const enviar = async () => {
    if (enviando) return;
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
          <span className="worknet-girando" role="status" aria-label="Ingresando" />
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
          <input
            id="login-usuario"
            className="worknet-entrada"
            name="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="username"
            autoFocus
            maxLength={100}
            disabled={enviando}
            aria-invalid={errores.username ? true : undefined}
            aria-describedby="login-usuario-error"
          />
        </CampoFormulario>
        <CampoFormulario id="login-password" etiqueta="Contraseña" error={errores.password}>
          <CampoPassword
            id="login-password"
            name="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            maxLength={200}
            disabled={enviando}
            aria-invalid={errores.password ? true : undefined}
            aria-describedby="login-password-error"
          />
        </CampoFormulario>
        <button
          type="submit"
          className="worknet-boton worknet-boton--bloque"
          style={{ marginBottom: 16 }}
          aria-disabled={enviando || undefined}
          aria-busy={enviando || undefined}
        >
          {enviando && <span className="worknet-girando" aria-hidden="true" />}
          Ingresar
        </button>
      </form>
      <div style={{ textAlign: 'center' }}>
        <Link to="/recoveryPassword">¿Olvidó su contraseña?</Link>
      </div>
    </PantallaPublica>
  );
}
