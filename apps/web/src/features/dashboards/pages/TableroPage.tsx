import { Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { EVENTO_DASHBOARD, type NombreDashboard } from '@worknet/domain/rrhh/dashboards';
import { lazy, Suspense } from 'react';
import { EncabezadoLista } from '../../../lib/lista/EncabezadoLista';
import { useVistaLista } from '../../../lib/lista/useVistaLista';
import { useEventoSocket } from '../../../lib/useEventoSocket';
import { CLAVE_TABLEROS } from '../api';
import { FILTROS_PORCION, FILTROS_TABLERO, filtroConsulta, porcionDe, PREFIJO_PORCION, TABLEROS, type Segmento } from '../datos';
import { FiltrosTablero } from '../components/FiltrosTablero';
import { Tarjeta } from '../components/Tarjeta';
import '../dashboards.css';

// «Tablero de RRHH» (issue 23 item 2; spec §2 rrhh/dashboard) and its read-only twin for the
// assistants (asistentes/reportes): twelve cards over the same filters, kept in the URL. A bar
// opens the people behind it (PanelPersonas); a change in an HR file refetches the open
// dashboard through the socket hint, without reload.

// The people's panel carries antd's Table: its own chunk, fetched on the first click (the board
// stays within the 150 kB budget of `npm run size`). The list kit is imported by file, not through
// its index, for the same reason.
const PanelPersonas = lazy(() => import('../components/PanelPersonas').then((m) => ({ default: m.PanelPersonas })));

/** Waits this long after a hint so a burst of changes (an import) refetches once. */
const ESPERA_EVENTO_MS = 1500;

type Props = { titulo: string; soloLectura?: boolean };

export function TableroPage({ titulo, soloLectura = false }: Props) {
  const vista = useVistaLista({ filtros: FILTROS_TABLERO });
  const panel = useVistaLista({ filtros: FILTROS_PORCION, prefijo: PREFIJO_PORCION, tamanos: [25, 50, 100] });
  const filtro = filtroConsulta(vista.filtros);

  const cliente = useQueryClient();
  useEventoSocket(EVENTO_DASHBOARD, () => void cliente.invalidateQueries({ queryKey: CLAVE_TABLEROS }), ESPERA_EVENTO_MS);

  const elegir = (nombre: NombreDashboard, s: Segmento) => {
    const p = porcionDe(nombre, s);
    panel.filtrar({ tablero: p.tablero, serie: p.serie, clave: p.clave });
  };
  const cerrar = () => panel.filtrar({ tablero: undefined, serie: undefined, clave: undefined });

  return (
    <section>
      <EncabezadoLista titulo={titulo} />
      {soloLectura && <Typography.Paragraph type="secondary">Consulta de sólo lectura de los tableros de RRHH.</Typography.Paragraph>}
      <FiltrosTablero vista={vista} />
      <Typography.Paragraph type="secondary">
        Las cifras de hoy (dotación, contratos, vencimientos, sala maternal) no dependen del período; los gráficos por mes sí. Elija una barra (o pulse Enter
        sobre ella) para ver las personas.
      </Typography.Paragraph>
      <div className="tablero-grilla">
        {TABLEROS.map((t) => (
          <Tarjeta key={t.nombre} nombre={t.nombre} forma={t.forma} filtro={filtro} onElegir={elegir} />
        ))}
      </div>
      {panel.filtros.tablero !== undefined && (
        <Suspense fallback={null}>
          <PanelPersonas
            vista={panel}
            tablero={panel.filtros.tablero}
            serie={panel.filtros.serie}
            clave={panel.filtros.clave}
            filtros={vista.filtros}
            onCerrar={cerrar}
          />
        </Suspense>
      )}
    </section>
  );
}
