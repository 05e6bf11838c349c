import { useEffect } from 'react';
import { Result } from 'antd';
import { APP_NOMBRE } from '@worknet/domain/constantes';
import type { RutaModulo } from '../lib/rutas';
import { PantallaCargando } from '../lib/lazyScreen';
import { usePermisos } from '../features/auth';

/** Wraps a module screen: window title and the web-side permission check (the server enforces too). */
export function PantallaModulo({ ruta }: { ruta: RutaModulo }) {
  const requeridos = ruta.permiso !== undefined ? [ruta.permiso] : ruta.permisos;
  const permisos = usePermisos(requeridos !== undefined);
  useEffect(() => {
    document.title = `${ruta.titulo} - ${APP_NOMBRE}`;
  }, [ruta.titulo]);

  if (requeridos !== undefined) {
    if (permisos.isPending) return <PantallaCargando />;
    if (!permisos.data?.some((p) => requeridos.includes(p.nombre))) {
      return <Result status="403" title="Sin permiso" subTitle="No tiene permiso para ver esta pantalla." />;
    }
  }
  const { Screen } = ruta;
  return <Screen />;
}
