import type { ReactNode } from 'react';
import { Logo } from '../../../lib/Logo';
import { IlustracionSalud } from './IlustracionSalud';
import './ingreso.css';

/**
 * Frame of the public screens: the group's picture beside one panel with the logo
 * (issue 16, item 11). The picture is a band above the panel on phones and a column at
 * its side from 768 px (app/global.css, .worknet-publica). Plain elements and CSS
 * (ingreso.css, light and dark): the login page loads no antd (issue 16, item 6).
 */
export function PantallaPublica({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <main className="worknet-publica">
      <div className="worknet-publica__imagen">
        <IlustracionSalud />
        <p className="worknet-publica__lema">La intranet del grupo: novedades, personas y trámites en un solo lugar.</p>
      </div>
      <div className="worknet-publica__contenido">
        <div className="worknet-publica__panel">
          <h1 className="worknet-publica__marca">
            <Logo alto={40} color="currentColor" />
          </h1>
          <h2 className="worknet-publica__titulo">{titulo}</h2>
          {children}
        </div>
      </div>
    </main>
  );
}
