import type { ReactNode } from 'react';
import './controlesSimples.css';

/**
 * A small full-screen notice (title, text, action). Plain elements and CSS (controlesSimples.css)
 * rather than antd: it is also what a lazy screen that failed to download shows, and the login
 * page's first download carries no antd (issue 16, item 6).
 */
export function AvisoPantalla({ titulo, texto, accion }: { titulo: string; texto: string; accion?: ReactNode }) {
  return (
    <div role="alert" className="worknet-aviso-pantalla">
      {/* antd's WarningOutlined, drawn inline. */}
      <svg className="worknet-aviso-pantalla__icono" viewBox="64 64 896 896" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M464 720a48 48 0 1096 0 48 48 0 10-96 0zm16-304v184c0 4.4 3.6 8 8 8h48c4.4 0 8-3.6 8-8V416c0-4.4-3.6-8-8-8h-48c-4.4 0-8 3.6-8 8zm475.7 440l-416-720c-6.2-10.7-16.9-16-27.7-16s-21.6 5.3-27.7 16l-416 720C56 877.4 71.4 904 96 904h832c24.6 0 40-26.6 27.7-48zm-783.5-27.9L512 239.9l339.8 588.2H172.2z" />
      </svg>
      <h2 className="worknet-aviso-pantalla__titulo">{titulo}</h2>
      <p className="worknet-aviso-pantalla__texto">{texto}</p>
      {accion}
    </div>
  );
}

type PropsBoton = { children: ReactNode; onClick: () => void; cargando?: boolean; secundario?: boolean };

/** A primary (or outlined, `secundario`) button in plain HTML, for what shows before antd has loaded. */
export function BotonSimple({ children, onClick, cargando = false, secundario = false }: PropsBoton) {
  return (
    <button
      type="button"
      className={secundario ? 'worknet-boton worknet-boton--secundario' : 'worknet-boton'}
      onClick={onClick}
      aria-disabled={cargando || undefined}
      aria-busy={cargando || undefined}
    >
      {cargando && <span className="worknet-girando" aria-hidden="true" />}
      {children}
    </button>
  );
}
