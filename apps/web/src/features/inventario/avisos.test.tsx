import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DepositoFila } from '@worknet/domain/inventario/maestros';
import { montar, ok, servidorFalso } from '../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../../lib/notify';
import { llamadas } from './api';
import { CatalogoDeposito } from './components/CatalogoDeposito';

// Spec §8: a write the server refuses without a message shows the screen's fixed text;
// the server's own message, when it sends one, always wins.

let avisos: Aviso[];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SIN_MENSAJE = { cuerpo: { success: false, code: 'RECHAZADO' } };
const errores = () => avisos.filter((a) => a.tipo === 'error').map((a) => a.texto);

describe('textos fijos de los documentos de stock', () => {
  it.each([
    ['ingreso', 'No se ha podido actualizar el ingreso'],
    ['egreso', 'No se ha podido actualizar el egreso'],
    ['movimiento', 'No se ha podido actualizar el movimiento'],
  ] as const)('%s: guardar (alta o edición) y descartar sin mensaje del servidor avisan «%s»', async (tipo, texto) => {
    servidorFalso([], () => SIN_MENSAJE);
    const datos = { fecha: '2026-11-20', observaciones: null, items: [] } as never;
    await expect(llamadas.guardarDocumento({ tipo, id: null, datos })).rejects.toThrow(texto);
    await expect(llamadas.guardarDocumento({ tipo, id: 31, datos })).rejects.toThrow(texto);
    await expect(llamadas.descartarDocumento({ tipo, id: 31 })).rejects.toThrow(texto);
    expect(errores()).toEqual([texto, texto, texto]);
  });

  it('el mensaje del servidor gana sobre el texto fijo', async () => {
    servidorFalso([], () => ({ status: 422, cuerpo: { success: false, message: 'No hay stock suficiente de Gasas.', code: 'REGLA' } }));
    await expect(llamadas.guardarDocumento({ tipo: 'egreso', id: 31, datos: {} as never })).rejects.toThrow('No hay stock suficiente de Gasas.');
  });
});

describe('editor del stock mínimo', () => {
  const DEPOSITO: DepositoFila = {
    id: 4,
    nombre: 'Farmacia central',
    tipo_id: 1,
    tipo: 'Farmacia',
    sector_id: null,
    sector: null,
    edificio_id: null,
    edificio: null,
    activo: true,
    responsables: [],
    productos: 1,
  };
  const FILA = { producto_id: 9, nombre_producto: 'Gasas estériles', categoria: 'Descartables', unidad: 'caja', stock_minimo: 10 };

  it('un mínimo que el servidor rechaza sin mensaje avisa «No se ha podido actualizar el stock mínimo»', async () => {
    const pedidos = servidorFalso([], (l) => {
      if (l.ruta === '/api/v1/compras/producto/deposito/4/catalogo') return { cuerpo: ok([FILA], { total: 1 }) };
      if (l.metodo === 'PUT') return SIN_MENSAJE;
      // The product picker's options.
      return { cuerpo: ok([], { total: 0 }) };
    });
    montar(<CatalogoDeposito deposito={DEPOSITO} onCerrar={() => undefined} />);
    const campo = await screen.findByLabelText('Stock mínimo de Gasas estériles');
    fireEvent.change(campo, { target: { value: '25' } });
    fireEvent.blur(campo);
    await waitFor(() => expect(errores()).toEqual(['No se ha podido actualizar el stock mínimo']));
    const put = pedidos.find((l) => l.metodo === 'PUT')!;
    expect(put.ruta).toBe('/api/v1/compras/producto/deposito/4/stock_minimo');
    expect(put.cuerpo).toEqual({ producto_id: 9, stock_minimo: 25 });
  });
});
