import { Suspense, lazy, useEffect, useState } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { traerLoQueSigue } from '../../lib/despues';
import { IconoSimple } from '../../lib/IconoSimple';
import { useAnchoMinimo } from '../../lib/useAnchoMinimo';

const MenuConAntd = lazy(() => import('./NavegacionAntd').then((m) => ({ default: m.MenuConAntd })));
const CajonMenu = lazy(() => import('./NavegacionAntd').then((m) => ({ default: m.CajonMenu })));

// antd's lg breakpoint: below it the side column starts folded, as antd's Sider did.
const ANCHO_DESPLEGADO = 992;

const cargandoMenu = (
  <div className="worknet-lateral__cargando">
    <span className="worknet-girando" role="status" aria-label="Cargando el menú" />
  </div>
);

/** The side column at a desk: antd's menu (loaded apart) above a plain fold control. */
export function NavegacionLateral() {
  const ancho = useAnchoMinimo(ANCHO_DESPLEGADO);
  // A fold chosen by hand holds until the window crosses the breakpoint again.
  const [eleccion, setEleccion] = useState<{ ancho: boolean; plegado: boolean } | null>(null);
  const plegado = eleccion !== null && eleccion.ancho === ancho ? eleccion.plegado : !ancho;
  return (
    <aside className={plegado ? 'worknet-lateral worknet-lateral--plegado' : 'worknet-lateral'} aria-label="Navegación">
      <div className="worknet-lateral__menu">
        <Suspense fallback={cargandoMenu}>
          <MenuConAntd plegado={plegado} />
        </Suspense>
      </div>
      <button
        type="button"
        className="worknet-lateral__plegar"
        aria-label={plegado ? 'Desplegar el menú' : 'Plegar el menú'}
        aria-expanded={!plegado}
        onClick={() => setEleccion({ ancho, plegado: !plegado })}
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
