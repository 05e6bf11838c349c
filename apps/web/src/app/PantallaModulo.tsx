import { useEffect } from 'react';
import { APP_NOMBRE } from '@worknet/domain/constantes';
import type { RutaModulo } from '../lib/rutas';
import { AvisoPantalla } from '../lib/AvisoPantalla';
import { PantallaCargando, type PantallaPerezosa } from '../lib/lazyScreen';
import { usePermisos } from '../features/auth';
import { ConAntd } from './ConAntd';

/**
 * Wraps a module screen: window title, the web-side permission check (the server enforces too)
 * and antd's provider, unless the screen is plain (`sinAntd`: the home).
 */
export function PantallaModulo({ ruta }: { ruta: RutaModulo }) {
  const requeridos = ruta.permiso !== undefined ? [ruta.permiso] : ruta.permisos;
  const permisos = usePermisos(requeridos !== undefined);
  // The screen's chunk downloads beside antd's provider, not after it.
  useEffect(() => void (ruta.Screen as Partial<PantallaPerezosa>).precargar?.(), [ruta.Screen]);
  useEffect(() => {
    document.title = `${ruta.titulo} - ${APP_NOMBRE}`;
  }, [ruta.titulo]);

  if (requeridos !== undefined) {
    if (permisos.isPending) return <PantallaCargando />;
    if (!permisos.data?.some((p) => requeridos.includes(p.nombre))) {
      return <AvisoPantalla titulo="Sin permiso" texto="No tiene permiso para ver esta pantalla." />;
    }
  }
  const { Screen } = ruta;
  if (ruta.sinAntd) return <Screen />;
  return (
    <ConAntd respaldo={<PantallaCargando />}>
      <Screen />
    </ConAntd>
  );
}
