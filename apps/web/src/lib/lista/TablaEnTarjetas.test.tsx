import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Table, type TableColumnsType } from 'antd';
// Also brings the ResizeObserver stand-in antd's Table needs in jsdom.
import '../../catalogos/pruebas';
import { TablaEnTarjetas } from './TablaEnTarjetas';

type Fila = { id: number; periodo: number; tomados: number; disponibles: number; nota: string | null };

const FILAS: Fila[] = [
  { id: 1, periodo: 2025, tomados: 10, disponibles: 4, nota: 'Vence el 31/05/2027' },
  { id: 2, periodo: 2026, tomados: 0, disponibles: 14, nota: null },
];

const COLUMNAS: TableColumnsType<Fila> = [
  { title: 'Período', dataIndex: 'periodo' },
  { title: 'Tomados', dataIndex: 'tomados' },
  { title: 'Disponibles', dataIndex: 'disponibles', render: (v: number) => <strong>{v}</strong> },
  // A column that may render nothing: its label must not stay alone in the card.
  { title: 'Nota', key: 'nota', render: (_: unknown, f: Fila) => (f.nota ? <em>{f.nota}</em> : null) },
];

/** A viewport that matches antd's `xs` query (max-width: 575px): a phone. */
function comoTelefono() {
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({ ...original(q), matches: q.includes('max-width: 575') })) as typeof window.matchMedia;
  return () => void (window.matchMedia = original);
}

let restaurar: (() => void) | undefined;
afterEach(() => {
  restaurar?.();
  restaurar = undefined;
});

function Tabla() {
  return (
    <TablaEnTarjetas<Fila>
      aria-label="Saldos"
      rowKey="id"
      pagination={false}
      dataSource={FILAS}
      columns={COLUMNAS}
      tarjeta={{ titulo: 'Período', cifra: 'disponibles' }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            Total disponible
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1}>
            <span data-testid="total">18</span>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} />
        </Table.Summary.Row>
      )}
    />
  );
}

describe('TablaEnTarjetas', () => {
  it('en el escritorio es la tabla de siempre, una columna por dato', () => {
    render(<Tabla />);
    const tabla = screen.getByRole('table', { name: 'Saldos' });
    expect(
      within(tabla)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Período', 'Tomados', 'Disponibles', 'Nota']);
  });

  it('en un teléfono cada fila es una tarjeta: el título, la cifra al lado y los demás datos con su nombre', () => {
    restaurar = comoTelefono();
    render(<Tabla />);
    const tabla = screen.getByRole('table', { name: 'Saldos' });
    expect(
      within(tabla)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Período']);
    const [, primera, segunda] = within(tabla).getAllByRole('row');
    expect(within(primera!).getAllByRole('cell')).toHaveLength(1);
    expect(primera!.textContent).toContain('Período 2025');
    expect(primera!.textContent).toContain('Disponibles: 4');
    expect(primera!.textContent).toContain('Tomados: 10');
    expect(within(primera!).getByText('Vence el 31/05/2027')).toBeTruthy();
    expect(segunda!.textContent).toContain('Disponibles: 14');
    expect(segunda!.textContent).not.toContain('Nota');
  });

  it('en un teléfono el resumen va en una sola celda, con todo lo que decía', () => {
    restaurar = comoTelefono();
    render(<Tabla />);
    const tabla = screen.getByRole('table', { name: 'Saldos' });
    const total = within(tabla).getByTestId('total');
    const fila = total.closest('tr')!;
    expect(within(fila).getAllByRole('cell')).toHaveLength(1);
    expect(fila.textContent).toBe('Total disponible18');
  });
});
