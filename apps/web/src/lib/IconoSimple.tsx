import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

function nodo({ tag, attrs, children }: AbstractNode, clave?: number) {
  const Tag = tag as 'svg';
  // The definitions' attribute names are already React's (d, viewBox, fill-rule does not occur in outlined icons).
  return (
    <Tag key={clave} {...attrs}>
      {children?.map(nodo)}
    </Tag>
  );
}

/**
 * An antd icon drawn from its SVG data alone, for what paints before antd has loaded (the
 * layout's header, the home): @ant-design/icons brings its context and style runtime along.
 * Always decoration: the control around it carries the Spanish name.
 */
export function IconoSimple({ icono, tamano = 16 }: { icono: IconDefinition; tamano?: number }) {
  const raiz = typeof icono.icon === 'function' ? icono.icon('currentColor', 'currentColor') : icono.icon;
  return (
    <svg
      viewBox={raiz.attrs.viewBox}
      width={tamano}
      height={tamano}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'inline-block', flex: 'none', verticalAlign: '-0.125em' }}
    >
      {raiz.children?.map(nodo)}
    </svg>
  );
}
