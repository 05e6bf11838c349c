import { useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { useSesion } from '../lib/useSesion';
import { ProveedorAntd } from '../lib/ProveedorAntd';

/** Any unknown path, including spec routes no module has built yet (the layout gives it its landmark). */
export function NotFoundPage() {
  const { token } = useSesion();
  const navigate = useNavigate();
  // The layout gives no antd provider (PantallaModulo does, to module screens).
  return (
    <ProveedorAntd>
      <section>
        <Result
          status="404"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>Página no encontrada</h1>}
          subTitle="La página que busca no existe o todavía no está disponible."
          extra={
            <Button type="primary" onClick={() => navigate(token ? '/' : '/login')}>
              {token ? 'Volver al inicio' : 'Ir al inicio de sesión'}
            </Button>
          }
        />
      </section>
    </ProveedorAntd>
  );
}
