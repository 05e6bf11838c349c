import type { ReactNode } from 'react';
import './ingreso.css';

type Props = { id: string; etiqueta: string; error?: string; children: ReactNode };

/**
 * Label + control + error line for the login form, plain elements rather than antd's Form
 * (the login page loads no antd). The control must carry `id`, `aria-invalid` and
 * `aria-describedby={`${id}-error`}`.
 */
export function CampoFormulario({ id, etiqueta, error, children }: Props) {
  return (
    <div className="worknet-campo">
      <label htmlFor={id} className="worknet-campo__etiqueta">
        {etiqueta}
      </label>
      {children}
      <div id={`${id}-error`} role={error ? 'alert' : undefined} className="worknet-campo__error">
        {error}
      </div>
    </div>
  );
}
