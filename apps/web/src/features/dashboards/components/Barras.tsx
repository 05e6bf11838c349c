import type { KeyboardEvent } from 'react';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { NombreDashboard } from '@worknet/domain/rrhh/dashboards';
import { colorDe, textoSegmento, textoValor, type Grafico, type Segmento } from '../datos';
import { useAncho } from '../../../lib/useAncho';

// Horizontal bars (visx): one row per key, its label on the left and its figure on the right, so a
// phone (360 px) reads long sector names without rotated text. Each bar or stacked segment is a
// button (Tab, Enter or Space) that opens the people behind it; a threshold (sala maternal's 100
// employees) is a dashed line.

const ALTO_FILA = 30;
const GROSOR = 18;
const MARGEN_Y = 6;

type Props = {
  nombre: NombreDashboard;
  grafico: Grafico;
  /** Index of each series in the legend (its color). */
  colorSerie: (serie: string) => number;
  varias: boolean;
  umbral?: number | null;
  onElegir?: (s: Segmento) => void;
  etiqueta: string;
};

const recortar = (t: string, max: number) => (t.length > max ? `${t.slice(0, Math.max(1, max - 1))}…` : t);

export function Barras({ nombre, grafico, colorSerie, varias, umbral, onElegir, etiqueta }: Props) {
  const { ref, ancho } = useAncho<HTMLDivElement>();
  const anchoEtiqueta = Math.min(150, Math.round(ancho * 0.38));
  const anchoValor = 56;
  const inicio = anchoEtiqueta + 8;
  const largo = Math.max(40, ancho - inicio - anchoValor);
  const tope = Math.max(grafico.maximo, umbral ?? 0, 1);
  const x = scaleLinear<number>({ domain: [0, tope], range: [0, largo] });
  const alto = grafico.filas.length * ALTO_FILA + MARGEN_Y * 2;
  const letras = Math.max(6, Math.floor(anchoEtiqueta / 7));

  const teclas = (s: Segmento) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onElegir?.(s);
  };

  return (
    <div ref={ref} className="tablero-grafico">
      <svg width={ancho} height={alto} role="group" aria-label={etiqueta}>
        {grafico.filas.map((f, i) => {
          const y = MARGEN_Y + i * ALTO_FILA;
          let desde = 0;
          return (
            <Group key={f.clave} top={y}>
              <text x={anchoEtiqueta} y={ALTO_FILA / 2} dy="0.35em" textAnchor="end" fontSize={12} fill="currentColor" aria-hidden="true">
                <title>{f.etiqueta}</title>
                {recortar(f.etiqueta, letras)}
              </text>
              {f.segmentos.map((s) => {
                const w = Math.max(s.valor > 0 ? 2 : 0, x(s.valor));
                // An empty segment has nobody behind it: drawn as nothing, and no tab stop.
                const activa = onElegir !== undefined && s.valor > 0;
                const barra = (
                  <Bar
                    key={s.serie}
                    x={inicio + desde}
                    y={(ALTO_FILA - GROSOR) / 2}
                    width={w}
                    height={GROSOR}
                    rx={2}
                    fill={colorDe(colorSerie(s.serie))}
                    className={activa ? 'tablero-barra tablero-barra-activa' : 'tablero-barra'}
                    role={activa ? 'button' : undefined}
                    tabIndex={activa ? 0 : undefined}
                    aria-label={activa ? textoSegmento(nombre, s, varias) : undefined}
                    onClick={activa ? () => onElegir(s) : undefined}
                    onKeyDown={activa ? teclas(s) : undefined}
                  >
                    <title>{textoSegmento(nombre, s, varias)}</title>
                  </Bar>
                );
                desde += w;
                return barra;
              })}
              <text x={inicio + desde + 6} y={ALTO_FILA / 2} dy="0.35em" fontSize={12} fill="currentColor" aria-hidden="true">
                {textoValor(nombre, f.total)}
              </text>
            </Group>
          );
        })}
        {umbral != null && (
          <line
            x1={inicio + x(umbral)}
            x2={inicio + x(umbral)}
            y1={2}
            y2={alto - 2}
            stroke="#a8071a"
            strokeWidth={2}
            strokeDasharray="4 3"
            aria-hidden="true"
          />
        )}
      </svg>
    </div>
  );
}
