import type { KeyboardEvent } from 'react';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import type { NombreDashboard } from '@worknet/domain/rrhh/dashboards';
import { colorDe, textoSegmento, textoValor, type Grafico, type Segmento } from '../datos';

// A donut (visx Pie) for few slices (sex): each slice a button (Tab, Enter or Space) that opens
// the people behind it; the legend beside it names every slice with its figure.

const LADO = 160;

type Props = { nombre: NombreDashboard; grafico: Grafico; onElegir?: (s: Segmento) => void; etiqueta: string };

export function Torta({ nombre, grafico, onElegir, etiqueta }: Props) {
  const segmentos = grafico.filas.flatMap((f) => f.segmentos).filter((s) => s.valor > 0);
  const radio = LADO / 2;
  const teclas = (s: Segmento) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onElegir?.(s);
  };
  return (
    <div className="tablero-torta">
      <svg width={LADO} height={LADO} role="group" aria-label={etiqueta}>
        <Group top={radio} left={radio}>
          <Pie data={segmentos} pieValue={(s) => s.valor} outerRadius={radio - 2} innerRadius={radio * 0.55} padAngle={0.01} pieSort={null}>
            {(pie) =>
              pie.arcs.map((arco, i) => (
                <path
                  key={arco.data.clave}
                  d={pie.path(arco) ?? undefined}
                  fill={colorDe(i)}
                  stroke="#fff"
                  strokeWidth={1}
                  className={onElegir ? 'tablero-barra tablero-barra-activa' : 'tablero-barra'}
                  role={onElegir ? 'button' : undefined}
                  tabIndex={onElegir ? 0 : undefined}
                  aria-label={onElegir ? textoSegmento(nombre, arco.data, false) : undefined}
                  onClick={onElegir ? () => onElegir(arco.data) : undefined}
                  onKeyDown={onElegir ? teclas(arco.data) : undefined}
                >
                  <title>{textoSegmento(nombre, arco.data, false)}</title>
                </path>
              ))
            }
          </Pie>
        </Group>
      </svg>
      <ul className="tablero-leyenda" aria-hidden="true">
        {segmentos.map((s, i) => (
          <li key={s.clave}>
            <span className="tablero-muestra" style={{ background: colorDe(i) }} />
            {s.etiqueta}: {textoValor(nombre, s.valor)}
          </li>
        ))}
      </ul>
    </div>
  );
}
