import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useAncho } from '../../../lib/useAncho';
import type { ReporteTickets } from '../api';

// Opened and closed tickets per category (visx, the dashboards' library): horizontal bars, one row
// per category with its name on the left and the figures on the right, so a phone (360 px)
// reads long names without rotated text. The same figures are in the table below it (the chart
// is drawn for the eye; the table is what a screen reader reads).

const ALTO_FILA = 44;
const GROSOR = 14;
const MARGEN_Y = 6;
const SERIES = [
  { clave: 'abiertos', etiqueta: 'Abiertos', color: '#0958d9' },
  { clave: 'cerrados', etiqueta: 'Cerrados', color: '#237804' },
] as const;

type Fila = ReporteTickets['por_categoria'][number];

const recortar = (t: string, max: number) => (t.length > max ? `${t.slice(0, Math.max(1, max - 1))}…` : t);

export function GraficoCategorias({ filas }: { filas: Fila[] }) {
  const { ref, ancho } = useAncho<HTMLDivElement>();
  const anchoEtiqueta = Math.min(150, Math.round(ancho * 0.36));
  const inicio = anchoEtiqueta + 8;
  const largo = Math.max(40, ancho - inicio - 40);
  const tope = Math.max(1, ...filas.flatMap((f) => [f.abiertos, f.cerrados]));
  const x = scaleLinear<number>({ domain: [0, tope], range: [0, largo] });
  const alto = filas.length * ALTO_FILA + MARGEN_Y * 2;
  const letras = Math.max(6, Math.floor(anchoEtiqueta / 7));

  return (
    <div ref={ref} className="tickets-grafico">
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '0 0 4px' }} aria-hidden="true">
        {SERIES.map((s) => (
          <span key={s.clave}>
            <span style={{ display: 'inline-block', width: 12, height: 12, background: s.color, marginInlineEnd: 4, borderRadius: 2 }} />
            {s.etiqueta}
          </span>
        ))}
      </p>
      <svg width={ancho} height={alto} aria-hidden="true" data-testid="grafico-categorias">
        {filas.map((f, i) => (
          <Group key={f.id} top={MARGEN_Y + i * ALTO_FILA}>
            <text x={anchoEtiqueta} y={ALTO_FILA / 2} dy="0.35em" textAnchor="end" fontSize={12} fill="currentColor">
              <title>{f.nombre}</title>
              {recortar(f.nombre, letras)}
            </text>
            {SERIES.map((s, j) => {
              const valor = f[s.clave];
              const y = 4 + j * (GROSOR + 4);
              return (
                <Group key={s.clave}>
                  <Bar x={inicio} y={y} width={Math.max(valor > 0 ? 2 : 0, x(valor))} height={GROSOR} rx={2} fill={s.color} />
                  <text x={inicio + x(valor) + 6} y={y + GROSOR / 2} dy="0.35em" fontSize={12} fill="currentColor">
                    {valor}
                  </text>
                </Group>
              );
            })}
          </Group>
        ))}
      </svg>
    </div>
  );
}
