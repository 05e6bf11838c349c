import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from 'antd';
import { AvisoPantalla } from '../../../lib/AvisoPantalla';
import { recargarDatos } from '../../../lib/query';
import { session } from '../../../lib/session';
import { useSesion } from '../../../lib/useSesion';
import { PantallaCargando } from '../../../lib/lazyScreen';
import { ProveedorConsultas } from '../../../lib/ProveedorConsultas';
import { useUsuario } from '../api';
import { SectorModal } from '../components/SectorModal';
import { avisarFalloAutomatico, destinoDe, resolverSector, type Destino } from '../ingreso';
import { ProveedorAntd } from '../../../lib/ProveedorAntd';

/** /select_sector: the non-dismissable sector choice after login (spec §2). */
function SelectSectorPageAntd() {
  return (
    <ProveedorConsultas>
      <EleccionDeSector />
    </ProveedorConsultas>
  );
}

function EleccionDeSector() {
  const { token, sectorId } = useSesion();
  const navigate = useNavigate();
  const location = useLocation();
  const destino = destinoDe(location.state as Destino);
  const usuario = useUsuario(token !== null);

  useEffect(() => {
    if (usuario.isError && avisarFalloAutomatico(usuario.error)) navigate('/login', { replace: true });
  }, [usuario.isError, usuario.error, navigate]);

  useEffect(() => {
    // Reached directly with one sector (or an already valid one): nothing to choose.
    if (usuario.data && resolverSector(usuario.data) === 'listo' && usuario.data.sector.length <= 1) {
      navigate(destino, { replace: true });
    }
  }, [usuario.data, destino, navigate]);

  if (!token) return <Navigate to="/login" replace />;
  if (usuario.isError) {
    return (
      <AvisoPantalla
        titulo="No se pudo conectar con el servidor"
        texto="Revise su conexión e intente nuevamente."
        accion={
          <Button type="primary" loading={usuario.isFetching} onClick={() => void usuario.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  if (!usuario.data) return <PantallaCargando />;

  return (
    <main style={{ minHeight: '100vh' }}>
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>WORKNET</h1>
      <SectorModal
        abierto
        sectores={usuario.data.sector}
        sectorActual={sectorId}
        alElegir={(sector) => {
          session.setSector(sector.id);
          void recargarDatos();
          navigate(destino, { replace: true });
        }}
      />
    </main>
  );
}

/** antd's provider around this screen: the app's root has none (the login page loads no antd). */
export function SelectSectorPage() {
  return (
    <ProveedorAntd>
      <SelectSectorPageAntd />
    </ProveedorAntd>
  );
}
