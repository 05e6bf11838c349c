import { Drawer } from 'antd';
import { ProveedorAntd } from '../../lib/ProveedorAntd';
import { MenuLateral } from './MenuLateral';

// The menu's antd parts, one chunk loaded apart from the plain frame (NavegacionLateral): at a
// desk with the layout, on a phone with the first tap on «Abrir menú» (issue 16, item 6).

/** The side column's menu at a desk. */
export function MenuConAntd({ plegado }: { plegado: boolean }) {
  return (
    <ProveedorAntd>
      <MenuLateral plegado={plegado} />
    </ProveedorAntd>
  );
}

/** The phone's drawer with the menu. */
export function CajonMenu({ abierto, alCerrar }: { abierto: boolean; alCerrar: () => void }) {
  return (
    <ProveedorAntd>
      <Drawer open={abierto} onClose={alCerrar} placement="left" title="Menú" size={280}>
        <MenuLateral alNavegar={alCerrar} />
      </Drawer>
    </ProveedorAntd>
  );
}
