import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Wraps an antd Table whose body scrolls sideways (scroll.x) and makes that scrolling box
 * reachable with the keyboard and named (WCAG 2.1.1; axe «scrollable-region-focusable»): a
 * table of plain text has nothing else to focus in it. antd renders that box itself and offers
 * no prop for it.
 */
export function Desplazable({ etiqueta, children }: { etiqueta?: string; children: ReactNode }) {
  const caja = useRef<HTMLDivElement>(null);
  useEffect(() => {
    caja.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body').forEach((el) => {
      el.tabIndex = 0;
      if (etiqueta) el.setAttribute('aria-label', etiqueta);
    });
  });
  return <div ref={caja}>{children}</div>;
}
