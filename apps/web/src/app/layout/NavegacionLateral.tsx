import { Suspense, lazy, useEffect, useState } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { traerLoQueSigue } from '../../lib/despues';
import { IconoSimple } from '../../lib/IconoSimple';
import { lazyScreen } from '../../lib/lazyScreen';
import { ANCHO_MENU_DESPLEGADO, useAnchoMinimo } from '../../lib/useAnchoMinimo';

// lazyScreen, not React.lazy: once fetched ahead (precargarMenu, at a desk with the layout) it
// renders at once, without the Suspense step React holds for a few hundred milliseconds.
const MenuConAntd = lazyScreen(
  () => import('./NavegacionAntd').then((m) => m.MenuConAntd),
  undefined,
  <div className="worknet-lateral__cargando">
    <span className="worknet-girando" role="status" aria-label="Cargando el menú" />
  </div>,
);

/** The desk's side menu fetched ahead (app/router.tsx `precargarInicio`). */
export const precargarMenu = () => MenuConAntd.precargar();
const CajonMenu = lazy(() => import('./NavegacionAntd').then((m) => ({ default: m.CajonMenu })));

/** The side column at a desk: antd's menu (loaded apart) above a plain fold control. */
export function NavegacionLateral() {
  const ancho = useAnchoMinimo(ANCHO_MENU_DESPLEGADO);
  // A fold chosen by hand holds until the window crosses the breakpoint, as antd's Sider did.
  const [eleccion, setEleccion] = useState<boolean | null>(null);
  const [anchoVisto, setAnchoVisto] = useState(ancho);
  if (anchoVisto !== ancho) {
    setAnchoVisto(ancho);
    setEleccion(null);
  }
  const plegado = eleccion ?? !ancho;
  return (
    <aside className={plegado ? 'worknet-lateral worknet-lateral--plegado' : 'worknet-lateral'} aria-label="Navegación">
      <div className="worknet-lateral__menu">
        <MenuConAntd plegado={plegado} />
      </div>
      <button
        type="button"
        className="worknet-lateral__plegar"
        aria-label={plegado ? 'Desplegar el menú' : 'Plegar el menú'}
        aria-expanded={!plegado}
        onClick={() => setEleccion(!plegado)}
      >
        <IconoSimple icono={plegado ? RightOutlined : LeftOutlined} />
      </button>
    </aside>
  );
}

/**
 * The phone's menu drawer: its code loads with the first tap on «Abrir menú», then stays to
 * animate; its files are prefetched (not run) once the page is idle.
 */
export function MenuMovil({ abierto, alCerrar }: { abierto: boolean; alCerrar: () => void }) {
  useEffect(traerLoQueSigue, []);
  const [usado, setUsado] = useState(abierto);
  if (abierto && !usado) setUsado(true);
  if (!usado) return null;
  return (
    <Suspense fallback={null}>
      <CajonMenu abierto={abierto} alCerrar={alCerrar} />
    </Suspense>
  );
}
