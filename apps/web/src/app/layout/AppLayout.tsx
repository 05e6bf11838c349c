import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { APP_NOMBRE } from '@worknet/domain/constantes';
import {
  avisarFalloAutomatico,
  CambiarPasswordModal,
  esFalloDeConexion,
  CLAVES_SESION,
  logout,
  SectorModal,
  usePermisos,
  useUsuario,
} from '../../features/auth';
import { EntradaChat } from '../../features/chat';
import { Campana, useAvisosEnVivo } from '../../features/notificaciones';
import '../../lib/fechas';
import { AvisoPantalla, BotonSimple } from '../../lib/AvisoPantalla';
import { GuardiaCambios } from '../../lib/GuardiaCambios';
import { PantallaCargando } from '../../lib/lazyScreen';
import { ProveedorConsultas } from '../../lib/ProveedorConsultas';
import { avisar } from '../../lib/notify';
import { queryClient, recargarDatos } from '../../lib/query';
import { session } from '../../lib/session';
import { hayCambiosSinGuardar, olvidarCambiosSinGuardar, preguntarSiDescartar } from '../../lib/useCambiosSinGuardar';
import { useSesion } from '../../lib/useSesion';
import { useContarParaOfrecer } from '../../lib/pwa/oferta';
import { ANCHO_ESCRITORIO, useAnchoMinimo } from '../../lib/useAnchoMinimo';
import { ConAntd } from '../ConAntd';
import { useRutaDesconocida } from '../rutaDesconocida';
import { CabeceraApp } from './CabeceraApp';
import { MenuUsuario } from './MenuUsuario';
import { MenuMovil, NavegacionLateral } from './NavegacionLateral';
import { useTiempoReal } from './useTiempoReal';
import './layout.css';

export { precargarMenu } from './NavegacionLateral';

/**
 * Root layout of every logged-in route (spec §2). Without a token it sends the user to /login.
 * The frame is plain elements (layout.css); antd's parts (the menu, the header's dropdowns, the
 * dialogs) and its provider load apart, and each module screen gets the provider from
 * PantallaModulo. The home then paints without antd's code (issue 16, item 6).
 */
export function AppLayout() {
  const { token } = useSesion();
  const location = useLocation();
  const desconocida = useRutaDesconocida();
  if (!token && desconocida) {
    return (
      <main style={{ padding: 24 }}>
        <Outlet />
      </main>
    );
  }
  if (!token) return <Navigate to="/login" replace state={{ desde: location.pathname + location.search }} />;
  return (
    <ProveedorConsultas>
      <LayoutConSesion token={token} />
    </ProveedorConsultas>
  );
}

function LayoutConSesion({ token }: { token: string }) {
  const { sectorId } = useSesion();
  const usuario = useUsuario();
  const navigate = useNavigate();
  const movil = !useAnchoMinimo(ANCHO_ESCRITORIO);
  const [menuAbierto, setMenuAbierto] = useState(false);
  // The drawer is a phone's: at a desk width it closes, and does not come back by itself.
  if (!movil && menuAbierto) setMenuAbierto(false);
  const [cambiandoSector, setCambiandoSector] = useState(false);
  const [cambiandoPassword, setCambiandoPassword] = useState(false);
  const avisosEnVivo = useAvisosEnVivo();
  // «Mis licencias» in the user menu; not asked for while a temporary password blocks every other call.
  const permisos = usePermisos(!!usuario.data && !usuario.data.debe_cambiar_password);
  const conLicencias = permisos.data?.some((p) => p.nombre === 'rrhh.licencia.solicitar') ?? false;
  const conRecibos = permisos.data?.some((p) => p.nombre === 'rrhh.recibo.propio') ?? false;
  const cerrarTiempoReal = useTiempoReal(token, avisosEnVivo.eventos);

  const sinConexion = usuario.isError && esFalloDeConexion(usuario.error);
  useEffect(() => {
    // Auto-login failure (spec §8): warn with the server's message and go to login.
    if (usuario.isError && avisarFalloAutomatico(usuario.error)) navigate('/login', { replace: true });
  }, [usuario.isError, usuario.error, navigate]);

  const datos = usuario.data;
  const sectores = datos?.sector ?? [];
  useEffect(() => {
    if (!datos) return;
    session.setEstado('success');
    // Read from datos, not the render's fallback array: that one is new on every render.
    const propios = datos.sector;
    if (propios.length === 1 && sectorId !== propios[0]!.id) session.setSector(propios[0]!.id);
  }, [datos, sectorId]);

  // Without network the shell still opens (the service worker has it, issue 40): the frame
  // paints and the content says so, and it retries by itself when the network comes back.
  useEffect(() => {
    if (!sinConexion) return;
    const reintentar = () => void usuario.refetch();
    window.addEventListener('online', reintentar);
    return () => window.removeEventListener('online', reintentar);
  }, [sinConexion, usuario]);
  // The offer of push comes after a while of use, never on the first paint (pwa/oferta.ts).
  useContarParaOfrecer(!!datos && !datos.debe_cambiar_password && (datos.sector.length === 0 || datos.sector.some((s) => s.id === sectorId)));
  if (sinConexion) {
    return (
      <div className="worknet-app">
        <CabeceraApp movil={movil} sectorNombre={null} puedeCambiarSector={false} campana={null} menuUsuario={null} />
        <main className="worknet-contenido">
          <AvisoPantalla
            titulo="Sin conexión"
            texto="No se pudo conectar con el servidor. Revise su conexión e intente nuevamente: los datos se cargan cuando vuelva la red."
            accion={
              <BotonSimple cargando={usuario.isFetching} onClick={() => void usuario.refetch()}>
                Reintentar
              </BotonSimple>
            }
          />
        </main>
      </div>
    );
  }
  // The header's mark paints while the user loads: the first paint does not wait for the server.
  if (!datos) {
    return (
      <div className="worknet-app">
        <CabeceraApp movil={movil} sectorNombre={null} puedeCambiarSector={false} campana={null} menuUsuario={null} />
        <PantallaCargando />
      </div>
    );
  }

  const sectorActual = sectores.find((s) => s.id === sectorId) ?? null;
  // A temporary password comes first: the server refuses everything else until it changes.
  const debeCambiarPassword = datos.debe_cambiar_password;
  const debeElegir = !debeCambiarPassword && sectores.length > 1 && sectorActual === null;
  const listo = !debeCambiarPassword && (sectores.length === 0 || sectorActual !== null);

  const salir = async () => {
    // Logging out leaves the screen too: unsaved changes ask first.
    if (hayCambiosSinGuardar()) {
      if (!(await preguntarSiDescartar())) return;
      olvidarCambiosSinGuardar();
    }
    // Our own socket first: the server revokes this session on all its sockets.
    cerrarTiempoReal();
    await logout(token);
    session.clear('empty');
    avisar({ tipo: 'info', texto: 'Sesión cerrada.' });
    navigate('/login', { replace: true });
    document.title = APP_NOMBRE;
  };

  return (
    <div className="worknet-app">
      <CabeceraApp
        movil={movil}
        sectorNombre={sectorActual?.nombre ?? null}
        puedeCambiarSector={sectores.length > 1}
        alAbrirMenu={() => setMenuAbierto(true)}
        alCambiarSector={() => setCambiandoSector(true)}
        campana={listo ? <Campana /> : null}
        chat={listo ? <EntradaChat /> : null}
        menuUsuario={
          <MenuUsuario
            nombre={datos.nombre_completo}
            compacto={movil}
            puedeCambiarSector={sectores.length > 1}
            conLicencias={listo && conLicencias}
            alPerfil={() => void navigate('/mi_perfil')}
            alLicencias={() => void navigate('/mis_licencias')}
            conRecibos={listo && conRecibos}
            alRecibos={() => void navigate('/mis_recibos')}
            alCambiarPassword={() => setCambiandoPassword(true)}
            alCambiarSector={() => setCambiandoSector(true)}
            alSalir={() => void salir()}
          />
        }
      />
      <div className="worknet-cuerpo">
        {!movil && <NavegacionLateral />}
        <main className="worknet-contenido">{listo ? <Outlet /> : <PantallaCargando />}</main>
      </div>
      {movil && <MenuMovil abierto={menuAbierto} alCerrar={() => setMenuAbierto(false)} />}
      {(debeElegir || cambiandoSector) && (
        <ConAntd>
          <SectorModal
            abierto
            sectores={sectores}
            sectorActual={sectorId}
            alCancelar={debeElegir ? undefined : () => setCambiandoSector(false)}
            alElegir={(sector) => {
              session.setSector(sector.id);
              setCambiandoSector(false);
              void recargarDatos();
            }}
          />
        </ConAntd>
      )}
      {(debeCambiarPassword || cambiandoPassword) && (
        <ConAntd>
          <CambiarPasswordModal
            obligatorio={debeCambiarPassword}
            alCerrar={() => setCambiandoPassword(false)}
            alCambiar={() => {
              setCambiandoPassword(false);
              void queryClient.invalidateQueries({ queryKey: CLAVES_SESION.usuario });
            }}
          />
        </ConAntd>
      )}
      {avisosEnVivo.contexto}
      <GuardiaCambios />
    </div>
  );
}
