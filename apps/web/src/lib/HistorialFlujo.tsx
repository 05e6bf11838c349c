import type { ReactNode } from 'react';
import { Timeline, Typography } from 'antd';
import { formatFechaHora } from './format';

// The one timeline of the workflow kit's history (pasoDeHistorial): each step with its state,
// when and who, and its detail. A module passes its labels and colours, and what its own
// steps carry beyond that (a QR scan, a supplier, an entry).

type Paso = { estado: string; autor: string | null; detalle: string | null; created_at: string };

export function HistorialFlujo<P extends Paso>({
  pasos,
  etiqueta,
  color,
  titulo,
  sinAutor = '',
  detalles = (p) => (p.detalle ? [p.detalle] : []),
  extra,
  porVenir = [],
}: {
  pasos: readonly P[];
  etiqueta: (paso: P, i: number) => string;
  color: (estado: P['estado']) => string;
  /** The accessible name of the list ("Historial de la tarea"). */
  titulo?: string;
  /** What a step taken by nobody (the system) says after the date (" · Sistema"). */
  sinAutor?: string;
  /** The lines under the state (the detail, by default). */
  detalles?: (paso: P) => string[];
  extra?: (paso: P) => ReactNode;
  /** The steps still ahead, greyed after the ones taken ("Recibido (pendiente)"). */
  porVenir?: readonly string[];
}) {
  return (
    <Timeline
      aria-label={titulo}
      items={[
        ...pasos.map((p, i) => ({
          key: i,
          color: color(p.estado),
          content: (
            <div style={{ overflowWrap: 'anywhere' }}>
              <Typography.Text strong>{etiqueta(p, i)}</Typography.Text>
              <div>{`${formatFechaHora(p.created_at)}${p.autor ? ` · ${p.autor}` : sinAutor}`}</div>
              {detalles(p).map((d) => (
                <div key={d}>{d}</div>
              ))}
              {extra?.(p)}
            </div>
          ),
        })),
        ...porVenir.map((texto) => ({ key: texto, color: 'gray', content: <Typography.Text type="secondary">{texto}</Typography.Text> })),
      ]}
    />
  );
}
