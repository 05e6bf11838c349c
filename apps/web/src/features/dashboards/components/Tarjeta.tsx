import { Alert, Skeleton } from 'antd';
import type { DatosDashboard, NombreDashboard } from '@worknet/domain/rrhh/dashboards';
import type { Parametros } from '../../../lib/api';
import { formatFecha } from '../../../lib/format';
import { useDashboard } from '../api';
import { colorDe, esTasa, graficosDe, textoValor, tituloTablero, type Forma, type Grafico, type Segmento } from '../datos';
import { Barras } from './Barras';
import { Torta } from './Torta';

// One dashboard's card: its title, the headline figure and period, the chart(s), and the values as
// a table for whoever prefers text (a screen reader, a printout). A dashboard without data says
// why (the server's `vacio`, e.g. absenteeism before any leave is loaded).

type Props = {
  nombre: NombreDashboard;
  forma: Forma;
  filtro: Parametros;
  /** Opens the people behind a bar; absent, the chart only shows. */
  onElegir?: (nombre: NombreDashboard, s: Segmento) => void;
};

const periodo = (d: Pick<DatosDashboard, 'desde' | 'hasta'>) =>
  d.desde === d.hasta ? `Al ${formatFecha(d.hasta)}` : `Del ${formatFecha(d.desde)} al ${formatFecha(d.hasta)}`;

export function Tarjeta({ nombre, forma, filtro, onElegir }: Props) {
  const consulta = useDashboard(nombre, filtro);
  const d = consulta.data;
  const titulo = tituloTablero(nombre);
  const idTitulo = `tablero-${nombre}`;
  return (
    <article className="tablero-tarjeta" aria-labelledby={idTitulo} aria-busy={consulta.isFetching}>
      <h2 id={idTitulo}>{titulo}</h2>
      {consulta.isError ? (
        <Alert type="error" showIcon title={consulta.error.message || 'No se pudieron calcular las cifras.'} />
      ) : !d ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Contenido nombre={nombre} forma={forma} d={d} onElegir={onElegir && ((s) => onElegir(nombre, s))} />
      )}
    </article>
  );
}

function Contenido({ nombre, forma, d, onElegir }: { nombre: NombreDashboard; forma: Forma; d: DatosDashboard; onElegir?: (s: Segmento) => void }) {
  const graficos = graficosDe(nombre, forma, d);
  // Twelve months of 0 are no chart: the card says there was nothing to count.
  const sinDatos = d.vacio !== null || d.series.every((p) => p.valor === 0) || graficos.every((g) => g.filas.length === 0);
  const seriesOrden = d.leyenda.map((l) => l.serie);
  const colorSerie = (s: string) => Math.max(0, seriesOrden.indexOf(s));
  const varias = forma === 'apiladas' && d.leyenda.length > 1;
  return (
    <>
      <p className="tablero-total">
        <span className="tablero-cifra">{textoValor(nombre, d.total)}</span> {esTasa(nombre) ? 'en el período' : 'en total'}
        <small>{periodo(d)}</small>
      </p>
      {sinDatos ? (
        <p className="tablero-vacio">{d.vacio ?? 'No hay cifras para estos filtros y este período.'}</p>
      ) : (
        <>
          {varias && (
            <ul className="tablero-leyenda">
              {d.leyenda.map((l, i) => (
                <li key={l.serie}>
                  <span className="tablero-muestra" style={{ background: colorDe(i) }} aria-hidden="true" />
                  {l.etiqueta}
                </li>
              ))}
            </ul>
          )}
          {graficos.map((g) => (
            <figure key={g.serie ?? 'unico'} className="tablero-figura">
              {g.titulo && <figcaption>{g.titulo}</figcaption>}
              {g.filas.length === 0 ? (
                <p className="tablero-vacio">Sin datos.</p>
              ) : forma === 'torta' ? (
                <Torta nombre={nombre} grafico={g} onElegir={onElegir} etiqueta={etiquetaGrafico(nombre, g)} />
              ) : (
                <Barras
                  nombre={nombre}
                  grafico={g}
                  colorSerie={colorSerie}
                  varias={varias}
                  umbral={g.serie === 'dotacion' ? d.umbral : null}
                  onElegir={onElegir}
                  etiqueta={etiquetaGrafico(nombre, g)}
                />
              )}
              {g.serie === 'dotacion' && d.umbral != null && (
                <p className="tablero-nota">
                  La línea marca {d.umbral} empleados: desde ahí el establecimiento debe ofrecer sala maternal o reintegrar su costo (Decreto 144/2022).
                </p>
              )}
            </figure>
          ))}
          <TablaValores nombre={nombre} graficos={graficos} varias={varias} />
        </>
      )}
    </>
  );
}

const etiquetaGrafico = (nombre: NombreDashboard, g: Grafico) => (g.titulo ? `${tituloTablero(nombre)}: ${g.titulo}` : tituloTablero(nombre));

/** The chart's values as text (WCAG 1.1.1): a collapsed table under each card. */
function TablaValores({ nombre, graficos, varias }: { nombre: NombreDashboard; graficos: Grafico[]; varias: boolean }) {
  return (
    <details className="tablero-datos">
      <summary>Ver los datos</summary>
      {graficos.map((g) => (
        <table key={g.serie ?? 'unico'}>
          <caption>{etiquetaGrafico(nombre, g)}</caption>
          <thead>
            <tr>
              <th scope="col">{varias ? 'Mes y motivo' : 'Categoría'}</th>
              <th scope="col">{esTasa(nombre) ? 'Tasa' : 'Cantidad'}</th>
            </tr>
          </thead>
          <tbody>
            {g.filas.flatMap((f) =>
              f.segmentos.map((s) => (
                <tr key={`${f.clave}-${s.serie}`}>
                  <th scope="row">{varias ? `${f.etiqueta}, ${s.etiquetaSerie}` : f.etiqueta}</th>
                  <td>{textoValor(nombre, s.valor)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      ))}
    </details>
  );
}
