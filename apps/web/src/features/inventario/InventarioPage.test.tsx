import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador } from '../../lib/notify';
import { alternarBucket } from './components/ContadoresVencimiento';
import { InventarioPage } from './pages/InventarioPage';

beforeEach(() => setNotificador(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FILA = {
  productoInsumoId: 7,
  nombreProducto: 'Amoxicilina 500 mg',
  lote: 'L-1',
  serie: '',
  fechaVencimiento: '2026-12-01',
  cantidad: 40,
  depositoId: 1,
  depositoNombre: 'Farmacia central',
  categoria: 'Medicamentos',
  unidad: 'caja',
  bucket: 'hasta_30',
};
const banda = (lotes: number) => ({ lotes, cantidad: lotes * 10 });

function servidor() {
  return servidorFalso(['compras.producto.ver'], (l: Llamada) => {
    const base = '/api/v1/compras/producto/producto_inventario';
    if (l.ruta === `${base}/filterData`)
      return { cuerpo: ok({ depositos: [{ value: 1, label: 'Farmacia central' }], categorias: [{ value: 2, label: 'Medicamentos' }], buckets: [] }) };
    if (l.ruta === `${base}/resumenVencimientos`)
      return { cuerpo: ok({ hoy: '2026-11-24', vencido: banda(2), hasta_30: banda(5), hasta_60: banda(1), hasta_90: banda(0) }) };
    if (l.ruta === `${base}/getStockByDeposito`) return { cuerpo: ok([FILA], { total: 1 }) };
    if (l.ruta === `${base}/getStockMinimo`) return { cuerpo: ok([], { total: 0 }) };
    return undefined;
  });
}

const pedidosDeStock = (llamadas: Llamada[]) => llamadas.filter((l) => l.ruta.endsWith('/getStockByDeposito'));

describe('contadores de vencimiento', () => {
  it('elegir el mismo tramo lo quita; otro lo reemplaza', () => {
    expect(alternarBucket(undefined, 'vencido')).toBe('vencido');
    expect(alternarBucket('vencido', 'vencido')).toBeUndefined();
    expect(alternarBucket('vencido', 'hasta_60')).toBe('hasta_60');
  });

  it('cada contador filtra la lista por su tramo y la URL lo guarda; tocarlo otra vez muestra todo', async () => {
    const llamadas = servidor();
    const router = montar(<InventarioPage />, { path: '/admin-inventario', ruta: '/admin-inventario' });
    const treinta = await screen.findByLabelText('Vence en 30 días o menos: 5 lotes');
    expect(screen.getByLabelText('Vencido: 2 lotes').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByLabelText('Vence en 61 a 90 días: 0 lotes')).toBeTruthy();
    await screen.findByText('Amoxicilina 500 mg');
    expect(pedidosDeStock(llamadas).every((l) => !l.params.has('bucket'))).toBe(true);
    // Warehouse 0 = all (spec §5).
    expect(pedidosDeStock(llamadas).at(-1)!.params.get('deposito')).toBe('0');

    fireEvent.click(treinta);
    await waitFor(() => expect(pedidosDeStock(llamadas).at(-1)!.params.get('bucket')).toBe('hasta_30'));
    expect(router.state.location.search).toContain('bucket=hasta_30');
    await waitFor(() => expect(screen.getByLabelText('Vence en 30 días o menos: 5 lotes').getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(screen.getByLabelText('Vence en 30 días o menos: 5 lotes'));
    await waitFor(() => expect(router.state.location.search).not.toContain('bucket'));
    // The whole list again (cached from the first visit: no new request needed).
    await waitFor(() => expect(screen.getByLabelText('Vence en 30 días o menos: 5 lotes').getAttribute('aria-pressed')).toBe('false'));
  });

  it('una fila muestra su vencimiento DD/MM/YYYY, su tramo y la cantidad con la unidad', async () => {
    servidor();
    montar(<InventarioPage />, { path: '/admin-inventario', ruta: '/admin-inventario' });
    expect(await screen.findByText('01/12/2026')).toBeTruthy();
    expect(screen.getAllByText('Vence en 30 días o menos').length).toBeGreaterThan(0);
    expect(screen.getByText('40 caja')).toBeTruthy();
  });
});
