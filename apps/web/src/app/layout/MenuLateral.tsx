import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Menu, Skeleton, type MenuProps } from 'antd';
import './MenuLateral.css';
import type { MenuGrupo } from '@worknet/domain/auth';
import { useMenu } from '../../features/auth';
import { IconoMenu } from '../../lib/iconos';
import { esRutaConstruida, rutaDeEntrada } from '../../lib/rutasConstruidas';

type Item = Required<MenuProps>['items'][number];

/**
 * get_menu groups, without entries whose screen is not built (issue 3 item 11).
 * Every entry stays in its group whatever the role sees of it: Nómina is under
 * Recursos Humanos for a referente too, not promoted to the top level.
 */
export function itemsDeMenu(grupos: MenuGrupo[]): Item[] {
  const items: Item[] = [];
  for (const grupo of grupos) {
    const hijos = grupo.items
      .filter((e) => esRutaConstruida(e.ruta))
      .map((e) => ({ key: rutaDeEntrada(e.ruta), icon: <IconoMenu nombre={e.icono} />, label: e.label, title: e.label }));
    if (hijos.length === 0) continue;
    items.push({ key: `grupo:${grupo.modulo}`, icon: <IconoMenu nombre={grupo.icono} />, label: grupo.label, children: hijos });
  }
  return items;
}

export function MenuLateral({ alNavegar, plegado = false }: { alNavegar?: () => void; plegado?: boolean }) {
  const menu = useMenu();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => itemsDeMenu(menu.data ?? []), [menu.data]);
  const abiertos = useMemo(() => items.filter((i) => i && 'children' in i).map((i) => String(i!.key)), [items]);

  if (menu.isPending) return <Skeleton active style={{ padding: 16 }} />;
  return (
    <nav aria-label="Menú principal" className="menu-lateral">
      <Menu
        mode="inline"
        inlineCollapsed={plegado}
        items={items}
        selectedKeys={[pathname]}
        defaultOpenKeys={abiertos}
        style={{ borderInlineEnd: 'none' }}
        onClick={({ key }) => {
          if (!key.startsWith('grupo:')) {
            navigate(key);
            alNavegar?.();
          }
        }}
      />
    </nav>
  );
}
