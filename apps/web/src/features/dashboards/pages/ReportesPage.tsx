import { Typography } from 'antd';
import { archivoReporteDashboard } from '@worknet/domain/rrhh/dashboards';
import { BotonExportar, EncabezadoLista, useVistaLista } from '../../../lib/lista';
import { RUTA_REPORTE } from '../api';
import { FILTROS_TABLERO, filtroConsulta, TABLEROS, tituloTablero } from '../datos';
import { FiltrosTablero } from '../components/FiltrosTablero';
import '../dashboards.css';
import * as reloj from '@worknet/domain/reloj';

// «Reportes de RRHH» (issue 23 item 4; spec §2 rrhh/reportes): the data behind each dashboard as
// an xlsx (sheet «Datos» with its series, «Personas» with the people of every slice), with the
// same filters as the board: Reporte-<Nombre>-DD-MM-YYYY.xlsx.

export function ReportesPage() {
  const vista = useVistaLista({ filtros: FILTROS_TABLERO });
  const filtro = filtroConsulta(vista.filtros);
  return (
    <section>
      <EncabezadoLista titulo="Reportes de RRHH" />
      <FiltrosTablero vista={vista} />
      <Typography.Paragraph type="secondary">
        Descargue en Excel las cifras de cada tablero y las personas detrás de cada una, con estos filtros.
      </Typography.Paragraph>
      <ul className="tablero-reportes" aria-label="Reportes en Excel">
        {TABLEROS.map((t) => (
          <li key={t.nombre}>
            <BotonExportar ruta={RUTA_REPORTE} params={{ dashboard: t.nombre, ...filtro }} nombre={archivoReporteDashboard(t.nombre, reloj.hoy())}>
              {tituloTablero(t.nombre)}
            </BotonExportar>
          </li>
        ))}
      </ul>
    </section>
  );
}
