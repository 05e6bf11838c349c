import { Suspense, lazy } from 'react';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { IconoSimple } from '../../lib/IconoSimple';
import { useDisparadorDiferido } from '../../lib/useDisparadorDiferido';
// A type alone: erased from the build, so the dropdown's antd still loads with its first opening.
import type { AccionesUsuario } from './DesplegableUsuario';

const DesplegableUsuario = lazy(() => import('./DesplegableUsuario').then((m) => ({ default: m.DesplegableUsuario })));

type Props = AccionesUsuario & { nombre: string; compacto: boolean };

/**
 * Header user menu: profile, my leaves, my pay slips, change password, change sector, dark theme
 * switch, logout. The button is plain; antd's dropdown loads with the first click
 * (DesplegableUsuario), so the header paints without antd (issue 16, item 6).
 */
export function MenuUsuario({ nombre, compacto, ...acciones }: Props) {
  const { usado, abierto, setAbierto, ref, alPrimerClic, alMontar } = useDisparadorDiferido();
  const boton = (
    <button
      ref={ref}
      type="button"
      className="worknet-cabecera__boton"
      aria-label="Menú de usuario"
      aria-haspopup="menu"
      aria-expanded={abierto}
      // Once the dropdown is there, it opens and closes itself (onOpenChange).
      onClick={alPrimerClic}
    >
      <IconoSimple icono={UserOutlined} />
      {compacto ? null : <span className="worknet-cabecera__texto">{nombre}</span>}
    </button>
  );
  if (!usado) return boton;
  return (
    <Suspense fallback={boton}>
      <DesplegableUsuario {...acciones} abierto={abierto} alCambiarAbierto={setAbierto} alMontar={alMontar} boton={boton} />
    </Suspense>
  );
}
