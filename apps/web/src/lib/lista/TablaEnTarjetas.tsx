import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Flex, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useTelefono } from '../useTelefono';
import './tarjetas.css';

// On a phone what a person reads about themselves is a card per row, with the figure that
// matters in view (issue 36 item 3), as «Mis tareas» is: the table keeps its name and its rows,
// with one column whose cell is the card. The card is built from the desk's own columns, so a
// column added there (a new figure of the balance) shows on the phone without touching this.

type Columna<T> = TableColumnsType<T>[number];

export type OpcionesTarjeta = {
  /** The header of the one column (Spanish): what each card is («Recibo», «Período»). */
  titulo: string;
  /** The key (or dataIndex) of the column that matters: beside the card's title, in bold. */
  cifra?: string;
};

const claveDe = <T,>(c: Columna<T>): string | undefined => {
  if (c.key !== undefined) return String(c.key);
  const di = 'dataIndex' in c ? c.dataIndex : undefined;
  return Array.isArray(di) ? di.join('.') : di === undefined ? undefined : String(di);
};

/** What the desk's cell shows for `fila`: its render, or the value under its dataIndex. */
function celda<T>(c: Columna<T>, fila: T, indice: number): ReactNode {
  const di = 'dataIndex' in c ? c.dataIndex : undefined;
  const ruta = di === undefined ? [] : Array.isArray(di) ? (di as (string | number)[]) : [di as string | number];
  const valor: unknown = ruta.reduce<unknown>((o, k) => (o === null || o === undefined ? undefined : (o as Record<string | number, unknown>)[k]), fila);
  const dibujado: unknown = 'render' in c && c.render ? c.render(valor, fila, indice) : valor;
  // A render may return { children, props } (a cell that spans): the card takes its content.
  if (dibujado !== null && typeof dibujado === 'object' && !isValidElement(dibujado) && 'children' in dibujado) {
    return (dibujado as { children: ReactNode }).children;
  }
  return dibujado as ReactNode;
}

const tituloDe = <T,>(c: Columna<T>): ReactNode => (typeof c.title === 'function' ? null : c.title);
const vacio = (v: ReactNode) => v === null || v === undefined || v === false || v === '';
// The actions column (columnaAcciones' key) needs no label: its buttons say what they do.
const sinEtiqueta = <T,>(c: Columna<T>) => claveDe(c) === 'acciones';

/** «Título: valor», hidden by tarjetas.css when the value renders nothing (a detail with no lines). */
function Dato({ titulo, children }: { titulo: ReactNode; children: ReactNode }) {
  return (
    <div className="worknet-tarjeta-dato">
      {titulo !== null && titulo !== undefined && <Typography.Text type="secondary">{titulo}: </Typography.Text>}
      <span className="worknet-tarjeta-valor">{children}</span>
    </div>
  );
}

/**
 * The phone's one column: the first desk column is the card's title, `cifra` goes beside it in
 * bold, and every other column follows as «Título: valor» (empty ones left out).
 */
export function columnaTarjeta<T>(columnas: TableColumnsType<T>, { titulo, cifra }: OpcionesTarjeta): Columna<T> {
  const [primera, ...resto] = columnas;
  const principal = cifra === undefined ? undefined : resto.find((c) => claveDe(c) === cifra);
  const detalle = resto.filter((c) => c !== principal);
  return {
    key: 'tarjeta',
    title: titulo,
    render: (_: unknown, fila: T, indice: number) => (
      <Flex vertical gap={4} className="worknet-tarjeta">
        <Flex justify="space-between" align="center" gap={8} wrap>
          {primera && (
            <strong>
              {tituloDe(primera)} {celda(primera, fila, indice)}
            </strong>
          )}
          {principal &&
            (sinEtiqueta(principal) ? (
              celda(principal, fila, indice)
            ) : (
              <span className="worknet-tarjeta-cifra">
                {tituloDe(principal)}: <strong>{celda(principal, fila, indice)}</strong>
              </span>
            ))}
        </Flex>
        <Flex wrap gap="2px 12px">
          {detalle.map((c, i) => {
            const valor = celda(c, fila, indice);
            if (vacio(valor)) return null;
            return (
              <Dato key={claveDe(c) ?? i} titulo={sinEtiqueta(c) ? null : tituloDe(c)}>
                {valor}
              </Dato>
            );
          })}
        </Flex>
      </Flex>
    ),
  };
}

type Elemento = ReactElement<{ children?: ReactNode }>;

/**
 * The desk's summary row in the one column: its cells' contents side by side in a single cell
 * («Total disponible … 18»), since a cell spanning desk columns would widen the card table.
 */
export function plegarResumen(nodo: ReactNode): ReactNode {
  if (!isValidElement(nodo)) return nodo;
  const el = nodo as Elemento;
  if (el.type === Fragment) return <>{Children.map(el.props.children, plegarResumen)}</>;
  if (el.type !== Table.Summary.Row) return nodo;
  const contenidos = Children.toArray(el.props.children)
    .filter((c): c is Elemento => isValidElement(c))
    .map((c) => c.props.children)
    .filter((c) => !vacio(c));
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          {contenidos.map((c, i) => (
            <span key={i}>{c}</span>
          ))}
        </Flex>
      </Table.Summary.Cell>
    </Table.Summary.Row>
  );
}

/** antd's Table that, on a phone, shows each row as a card (columnaTarjeta) and folds its summary. */
export function TablaEnTarjetas<T extends object>({ tarjeta, columns = [], summary, scroll, ...resto }: TableProps<T> & { tarjeta: OpcionesTarjeta }) {
  const enTarjeta = useTelefono();
  if (!enTarjeta) return <Table<T> {...resto} columns={columns} summary={summary} scroll={scroll} />;
  return <Table<T> {...resto} columns={[columnaTarjeta(columns, tarjeta)]} summary={summary && ((datos) => plegarResumen(summary(datos)))} />;
}
