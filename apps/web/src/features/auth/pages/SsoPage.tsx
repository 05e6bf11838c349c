import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spin } from 'antd';
import { PantallaPublica } from '../components/PantallaPublica';
import { loginSso } from '../llamadas';
import { avisarFalloLogin, completarIngreso, RUTA_INICIO } from '../ingreso';
import { precargarPantallasDeInicio } from '../precarga';
import { ProveedorAntd } from '../../../lib/ProveedorAntd';

/** /login-jwt/:token: single sign-on, then the same path as a password login. */
function SsoPageAntd() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const iniciado = useRef(false);

  useEffect(() => {
    if (iniciado.current) return;
    iniciado.current = true;
    // The home comes next: its chunks download while the token is checked, as on the login page.
    void precargarPantallasDeInicio();
    // Fire and forget: an effect cannot be async, and the function handles its own errors.
    void (async () => {
      try {
        const respuesta = await loginSso(token);
        if (typeof respuesta.token !== 'string' || !respuesta.token) throw new Error('Respuesta sin token');
        const resultado = await completarIngreso(respuesta.token, 'sso');
        navigate(resultado === 'elegir' ? '/select_sector' : RUTA_INICIO, { replace: true });
      } catch (error) {
        avisarFalloLogin(error, 'sso');
        navigate('/login', { replace: true });
      }
    })();
  }, [token, navigate]);

  return (
    <PantallaPublica titulo="Ingresando...">
      <div style={{ textAlign: 'center' }}>
        <Spin aria-label="Ingresando" />
      </div>
    </PantallaPublica>
  );
}

/** antd's provider around this screen: the app's root has none (the login page loads no antd). */
export function SsoPage() {
  return (
    <ProveedorAntd>
      <SsoPageAntd />
    </ProveedorAntd>
  );
}
