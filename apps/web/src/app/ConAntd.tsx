import { Suspense, lazy, type ReactNode } from 'react';

const Proveedor = lazy(() => import('../lib/ProveedorAntd').then((m) => ({ default: m.ProveedorAntd })));

/**
 * antd's provider (locale, theme, accessible defaults) around what the logged-in frame shows on
 * demand: a module screen, a dialog. Loaded with its first use: the frame and the home are plain
 * elements and paint before antd has downloaded (issue 16, item 6). Until then, `respaldo`.
 */
export function ConAntd({ children, respaldo = null }: { children: ReactNode; respaldo?: ReactNode }) {
  return (
    <Suspense fallback={respaldo}>
      <Proveedor>{children}</Proveedor>
    </Suspense>
  );
}
