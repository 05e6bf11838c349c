import type { ReactNode } from 'react';
import { theme } from 'antd';

type Props = { id: string; etiqueta: string; error?: string; children: ReactNode };

/**
 * Label + control + error line for the login form, which avoids antd's Form to
 * keep the first bundle small. The control must carry `id`, `aria-invalid`
 * and `aria-describedby={`${id}-error`}`.
 */
export function CampoFormulario({ id, etiqueta, error, children }: Props) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: 20 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6 }}>
        {etiqueta}
      </label>
      {children}
      <div id={`${id}-error`} role={error ? 'alert' : undefined} style={{ color: token.colorErrorText, minHeight: 22, fontSize: 14 }}>
        {error}
      </div>
    </div>
  );
}
