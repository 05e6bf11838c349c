import { useEffect } from 'react';
import { BotonSimple } from '../AvisoPantalla';
import { useSinConexion } from '../conexion';
import { estadoTrabajador, useVersionNueva } from './estado';
import { iniciarTrabajadorDespues } from './iniciar';
import { OfertaAvisos } from './OfertaAvisos';
import { useOfertaVisible } from './oferta';
import './barra.css';

/**
 * The app's notices at the bottom of every screen (issue 40 item 1), the login page included:
 * «Hay una nueva versión de Worknet.» with «Recargar» when a new service worker waits, and
 * «Sin conexión» while the server cannot be reached, and the one-time offer of push once logged
 * in (oferta.ts). Plain elements: no antd before login.
 */
export function BarrasDeLaApp() {
  const versionNueva = useVersionNueva();
  const sinConexion = useSinConexion();
  const ofertaAvisos = useOfertaVisible();
  // After the first paint: the worker's registration and precache never delay the first screen.
  useEffect(() => iniciarTrabajadorDespues(), []);

  if (!versionNueva && !sinConexion && !ofertaAvisos) return null;
  return (
    <div className="worknet-barras">
      {sinConexion && (
        <div role="status" className="worknet-barra worknet-barra--aviso">
          <p className="worknet-barra__texto">
            <strong>Sin conexión.</strong> Los datos de esta pantalla no se pueden actualizar hasta que vuelva la red.
          </p>
        </div>
      )}
      {versionNueva && (
        <div role="status" className="worknet-barra">
          <p className="worknet-barra__texto">Hay una nueva versión de Worknet.</p>
          <BotonSimple onClick={() => void estadoTrabajador.actualizar()}>Recargar</BotonSimple>
        </div>
      )}
      {ofertaAvisos && <OfertaAvisos />}
    </div>
  );
}
