import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Drawer, Grid, Layout } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
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
import { Campana, useAvisosEnVivo } from '../../features/notificaciones';
import '../../lib/fechas';
import { AvisoPantalla } from '../../lib/AvisoPantalla';
import { GuardiaCambios } from '../../lib/GuardiaCambios';
import { PantallaCargando } from '../../lib/lazyScreen';
import { ProveedorConsultas } from '../../lib/ProveedorConsultas';
import { avisar } from '../../lib/notify';
import { queryClient, recargarDatos } from '../../lib/query';
import { session } from '../../lib/session';
import { hayCambiosSinGuardar, olvidarCambiosSinGuardar, preguntarSiDescartar } from '../../lib/useCambiosSinGuardar';
import { useSesion } from '../../lib/useSesion';
import { ProveedorAntd } from '../ProveedorAntd';
import { useRutaDesconocida } from '../rutaDesconocida';
import { CabeceraApp } from './CabeceraApp';
import { MenuLateral } from './MenuLateral';
import { MenuUsuario } from './MenuUsuario';
import { useTiempoReal } from './useTiempoReal';

// antd's Layout.Header height (its token headerHeight).
const ALTO_CABECERA = 64;

/** Root layout of every logged-in route (spec §2), inside antd's provider (the app's root has none). */
export function AppLayout() {
  return (
    <ProveedorAntd>
      <LayoutRaiz />
    </ProveedorAntd>
  );
}

/** Without a token it sends the user to /login. */
function LayoutRaiz() {
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
  const pantallas = Grid.useBreakpoint();
  // Before the first breakpoint measure, assume desktop only if the window is wide.
  const movil = pantallas.md === undefined ? window.innerWidth < 768 : !pantallas.md;
  const [menuAbierto, setMenuAbierto] = useState(false);
  const [plegado, setPlegado] = useState(false);
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

  useEffect(() => {
    if (!movil) setMenuAbierto(false);
  }, [movil]);

  if (sinConexion) {
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
  if (!datos) return <PantallaCargando />;

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
    <Layout style={{ minHeight: '100vh' }}>
      <CabeceraApp
        movil={movil}
        sectorNombre={sectorActual?.nombre ?? null}
        puedeCambiarSector={sectores.length > 1}
        alAbrirMenu={() => setMenuAbierto(true)}
        alCambiarSector={() => setCambiandoSector(true)}
        campana={listo ? <Campana /> : null}
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
      <Layout>
        {!movil && (
          <Layout.Sider
            width={240}
            breakpoint="lg"
            collapsible
            theme="light"
            aria-label="Navegación"
            collapsed={plegado}
            onCollapse={setPlegado}
            // antd's own arrow is named «left»/«right» in English.
            trigger={plegado ? <RightOutlined aria-label="Desplegar el menú" /> : <LeftOutlined aria-label="Plegar el menú" />}
            // Sticky under the header with the viewport's height: the menu scrolls on its own, the page on its own.
            style={{ position: 'sticky', top: ALTO_CABECERA, height: `calc(100vh - ${ALTO_CABECERA}px)` }}
          >
            <MenuLateral />
          </Layout.Sider>
        )}
        <Layout.Content style={{ padding: movil ? 12 : 24, minWidth: 0 }}>{listo ? <Outlet /> : <PantallaCargando />}</Layout.Content>
      </Layout>
      {movil && (
        <Drawer open={menuAbierto} onClose={() => setMenuAbierto(false)} placement="left" title="Menú" size={280}>
          <MenuLateral alNavegar={() => setMenuAbierto(false)} />
        </Drawer>
      )}
      <SectorModal
        abierto={debeElegir || cambiandoSector}
        sectores={sectores}
        sectorActual={sectorId}
        alCancelar={debeElegir ? undefined : () => setCambiandoSector(false)}
        alElegir={(sector) => {
          session.setSector(sector.id);
          setCambiandoSector(false);
          void recargarDatos();
        }}
      />
      {(debeCambiarPassword || cambiandoPassword) && (
        <CambiarPasswordModal
          obligatorio={debeCambiarPassword}
          alCerrar={() => setCambiandoPassword(false)}
          alCambiar={() => {
            setCambiandoPassword(false);
            void queryClient.invalidateQueries({ queryKey: CLAVES_SESION.usuario });
          }}
        />
      )}
      {avisosEnVivo.contexto}
      <GuardiaCambios />
    </Layout>
  );
}
