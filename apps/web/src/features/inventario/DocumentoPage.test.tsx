import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador } from '../../lib/notify';
import { DocumentoPage } from './pages/DocumentoPage';
import type { TipoDocumento } from './lineas';

beforeEach(() => setNotificador(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PRODUCTO = {
  id: 9,
  nombre_producto: 'Cefalexina 500 mg',
  categoria_id: 1,
  categoria: 'Medicamentos',
  unidad: 'caja',
  codigo_barras: null,
  droga_id: null,
  droga: null,
  controla_lote: true,
  controla_vencimiento: true,
  controla_serie: false,
  activo: true,
  atributos: [],
  depositos: [],
};

function borrador(tipo: TipoDocumento, estado: 'borrador' | 'confirmado' = 'borrador') {
  return {
    id: 31,
    tipo,
    estado,
    fecha: '2026-11-20',
    deposito_id: 1,
    deposito_nombre: 'Farmacia central',
    deposito_destino_id: tipo === 'movimiento' ? 3 : null,
    deposito_destino_nombre: tipo === 'movimiento' ? 'Enfermería piso 3' : null,
    proveedor_id: null,
    proveedor_nombre: null,
    comprobante: null,
    destino: tipo === 'egreso' ? 'rotura' : null,
    destino_sector_id: null,
    paciente: null,
    observaciones: null,
    revierte_id: null,
    revertido_por_id: null,
    creado_por: 'compras',
    confirmado_por: estado === 'confirmado' ? 'compras' : null,
    confirmado_en: estado === 'confirmado' ? '2026-11-20T13:00:00Z' : null,
    created_at: '2026-11-20T12:00:00Z',
    items: [
      { id: 70, orden: 1, producto_id: 9, nombre_producto: 'Cefalexina 500 mg', unidad: 'caja', cantidad: 8, lote: null, serie: null, fecha_vencimiento: null },
    ],
    movimientos:
      estado === 'confirmado'
        ? [
            { linea_id: 70, producto_id: 9, deposito_id: 1, lote: 'A1', serie: '', fecha_vencimiento: '2026-12-10', cantidad: -6 },
            { linea_id: 70, producto_id: 9, deposito_id: 1, lote: 'B2', serie: '', fecha_vencimiento: '2027-01-15', cantidad: -2 },
          ]
        : [],
  };
}

function servidor(tipo: TipoDocumento, estado: 'borrador' | 'confirmado' = 'borrador') {
  return servidorFalso(['compras.documento.administrar', 'compras.producto.ver'], (l: Llamada) => {
    const base = '/api/v1/compras/producto';
    if (l.ruta === `${base}/producto_${tipo}/31`) return { cuerpo: ok(borrador(tipo, estado)) };
    if (l.ruta === `${base}/producto/9`) return { cuerpo: ok(PRODUCTO) };
    if (l.ruta === '/api/v1/productos/deposito/filterData')
      return {
        cuerpo: ok({
          depositos: [{ value: 1, label: 'Farmacia central', tipo_id: 1, sector_id: null, edificio_id: null, activo: true }],
          tipos: [],
          sectores: [],
          edificios: [],
          categorias: [],
        }),
      };
    if (l.ruta === `${base}/get_destinos_egresos`) return { cuerpo: ok([{ value: 'rotura', label: 'Rotura' }]) };
    if (l.ruta === `${base}/deposito`) return { cuerpo: ok([], { total: 0 }) };
    if (l.ruta === `${base}/producto`) return { cuerpo: ok([], { total: 0 }) };
    return undefined;
  });
}

const abrir = (tipo: TipoDocumento) => montar(<DocumentoPage tipo={tipo} />, { path: `/admin-${tipo}/:id`, ruta: `/admin-${tipo}/31` });

describe('líneas de un borrador según lo que controla el producto', () => {
  it('un ingreso pide lote y vencimiento de un producto que los controla', async () => {
    servidor('ingreso');
    abrir('ingreso');
    expect(await screen.findByText('Ingreso N.º 31 (borrador)')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Lote')).toBeTruthy());
    expect(screen.getByLabelText('Vencimiento')).toBeTruthy();
    expect(screen.queryByLabelText('Serie')).toBeNull();
    expect(screen.getByLabelText('Cantidad (caja)')).toBeTruthy();
    expect(screen.queryByText('Vacío: se toman los lotes que vencen primero.')).toBeNull();
  }, 30_000);

  it('un egreso deja el lote opcional (FEFO) y no pide vencimiento', async () => {
    servidor('egreso');
    abrir('egreso');
    expect(await screen.findByText('Egreso N.º 31 (borrador)')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Lote')).toBeTruthy());
    expect(screen.getByText('Vacío: se toman los lotes que vencen primero.')).toBeTruthy();
    expect(screen.queryByLabelText('Vencimiento')).toBeNull();
  }, 30_000);

  it('un egreso confirmado se lee sin formulario, con los lotes que tomó y «Revertir»', async () => {
    servidor('egreso', 'confirmado');
    abrir('egreso');
    expect(await screen.findByText('Egreso N.º 31')).toBeTruthy();
    expect(screen.getByText('Lote A1, vence 10/12/2026: 6 caja')).toBeTruthy();
    expect(screen.getByText('Lote B2, vence 15/01/2027: 2 caja')).toBeTruthy();
    expect(screen.getByText('Revertir')).toBeTruthy();
    expect(screen.queryByText('Guardar borrador')).toBeNull();
  }, 30_000);
});
