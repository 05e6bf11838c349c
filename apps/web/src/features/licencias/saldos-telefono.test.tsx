import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { SaldoPeriodo } from '@worknet/domain/licencias/esquemas';
// Also brings the ResizeObserver stand-in antd's Table needs in jsdom.
import '../../catalogos/pruebas';
import { TablaSaldos } from './components/TablaSaldos';

// «Saldo por período» on a phone (issue 36 item 3): a card per period with «Disponibles» in view.
// The rows carry whatever else the balance has (expired days, what expires next): the card shows
// every column of the desk's table, so a figure added there is not lost on the phone.
const SALDOS = [
  { periodo: 2025, dias_corresponden: 14, dias_tomados: 10, dias_vencidos: 0, dias_disponibles: 4, vencimientos: [], vence_el: null, dias_por_vencer: 0 },
  { periodo: 2026, dias_corresponden: 14, dias_tomados: 0, dias_vencidos: 0, dias_disponibles: 14, vencimientos: [], vence_el: null, dias_por_vencer: 0 },
] as SaldoPeriodo[];

afterEach(() => void vi.unstubAllGlobals());

describe('Saldo por período en un teléfono', () => {
  it('cada período es una tarjeta con sus días disponibles al lado, y el total en una sola celda', () => {
    // antd's `xs` query (max-width: 575px) matches: a phone.
    const original = window.matchMedia;
    vi.stubGlobal('matchMedia', (q: string) => ({ ...original(q), matches: q.includes('max-width: 575') }));
    render(<TablaSaldos saldos={SALDOS} />);
    const tabla = screen.getByRole('table', { name: 'Saldo de vacaciones por período' });
    expect(
      within(tabla)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Período']);
    const [, primera, segunda] = within(tabla).getAllByRole('row');
    expect(primera!.textContent).toContain('Período 2025');
    expect(primera!.textContent).toContain('Disponibles: 4');
    expect(primera!.textContent).toContain('Corresponden: 14');
    expect(primera!.textContent).toContain('Tomados: 10');
    expect(segunda!.textContent).toContain('Disponibles: 14');
    const total = within(tabla).getByTestId('total-disponible');
    expect(total.textContent).toBe('18');
    expect(within(total.closest('tr')!).getAllByRole('cell')).toHaveLength(1);
  });
});
