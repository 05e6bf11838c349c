import { describe, expect, it } from 'vitest';
import { CAMINO_PEDIDO, ESTADOS_PEDIDO, esFinal, problemaDeCambio, puedeCambiar, siguientesEstados } from './estados';

const completo = { proveedor_id: 1, fecha_esperada: '2026-12-01', motivo: 'Sin presupuesto' };

describe('máquina de estados del pedido de compra', () => {
  it('recorre el camino completo paso a paso', () => {
    for (let i = 0; i < CAMINO_PEDIDO.length - 1; i++) {
      expect(problemaDeCambio(CAMINO_PEDIDO[i]!, CAMINO_PEDIDO[i + 1]!, completo)).toBeNull();
    }
  });

  it('no permite saltar pasos ni volver atrás', () => {
    expect(puedeCambiar('nuevo', 'aprobado')).toBe(false);
    expect(puedeCambiar('en_revision', 'recibido')).toBe(false);
    expect(puedeCambiar('aprobado', 'en_revision')).toBe(false);
    expect(problemaDeCambio('nuevo', 'cerrado', completo)).toBe('Un pedido «Nuevo» sólo puede pasar a «En revisión» o «Rechazado».');
  });

  it('no sale de un estado final', () => {
    for (const final of ['cerrado', 'rechazado'] as const) {
      expect(esFinal(final)).toBe(true);
      expect(siguientesEstados(final)).toEqual([]);
      for (const e of ESTADOS_PEDIDO) if (e !== final) expect(problemaDeCambio(final, e, completo)).toMatch(/ya no cambia de estado/);
    }
  });

  it('se rechaza desde cualquier paso abierto salvo recibido, y sólo con motivo', () => {
    for (const e of ['nuevo', 'en_revision', 'aprobado', 'pedido_proveedor'] as const) {
      expect(problemaDeCambio(e, 'rechazado', { motivo: '  ' })).toBe('Indique el motivo del rechazo.');
      expect(problemaDeCambio(e, 'rechazado', completo)).toBeNull();
    }
    expect(puedeCambiar('recibido', 'rechazado')).toBe(false);
  });

  it('pedir al proveedor exige proveedor y fecha esperada', () => {
    expect(problemaDeCambio('aprobado', 'pedido_proveedor', {})).toBe('Elija el proveedor al que se hizo el pedido.');
    expect(problemaDeCambio('aprobado', 'pedido_proveedor', { proveedor_id: 2 })).toBe('Indique la fecha esperada de entrega.');
  });

  it('un borrador no lo mueve compras: lo envía quien lo arma', () => {
    expect(siguientesEstados('borrador')).toEqual([]);
    expect(problemaDeCambio('borrador', 'nuevo', {})).toBe('El pedido todavía no fue enviado.');
  });
});
