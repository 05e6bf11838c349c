import { describe, expect, it } from 'vitest';
import { definirFlujo } from './flujo';

// The workflow kit (issue 38 item 1): one declaration answers who, from which state, to which
// state and what an action requires, in that order.
type E = 'abierto' | 'revisado' | 'cerrado';
const FLUJO = definirFlujo<E, 'revisar' | 'cerrar' | 'reabrir', 'revisor' | 'jefe', { motivo?: string; urgente?: boolean }>({
  estados: { abierto: 'Abierto', revisado: 'Revisado', cerrado: 'Cerrado' },
  acciones: {
    revisar: { desde: ['abierto'], hacia: (_d, datos) => (datos.urgente ? 'cerrado' : 'revisado'), quien: ['revisor', 'jefe'] },
    cerrar: { desde: ['abierto', 'revisado'], hacia: 'cerrado', quien: ['jefe'], requiere: (d) => (d.motivo?.trim() ? null : 'Indique el motivo.') },
    reabrir: { desde: ['revisado'], hacia: 'abierto' },
  },
  mensajeEstado: (desde, accion, id) => `El caso ${id} está ${desde}: no se puede ${accion}.`,
  mensajeQuien: (accion) => `No puede ${accion} este caso.`,
});

describe('definirFlujo', () => {
  it('primero quién, después el estado, después lo que la acción exige', () => {
    expect(FLUJO.rechazo('cerrar', 'cerrado', ['revisor'], {}, 7)).toEqual({ status: 403, mensaje: 'No puede cerrar este caso.' });
    expect(FLUJO.rechazo('cerrar', 'cerrado', ['jefe'], {}, 7)).toEqual({ status: 409, mensaje: 'El caso 7 está cerrado: no se puede cerrar.' });
    expect(FLUJO.rechazo('cerrar', 'abierto', ['jefe'], { motivo: '  ' }, 7)).toEqual({ status: 422, mensaje: 'Indique el motivo.' });
    expect(FLUJO.rechazo('cerrar', 'abierto', ['jefe'], { motivo: 'Resuelto' }, 7)).toBeNull();
    // Without `quien`, whoever reaches the record.
    expect(FLUJO.rechazo('reabrir', 'revisado', [], {}, 7)).toBeNull();
  });

  it('el destino puede depender de lo que lleva la acción', () => {
    expect(FLUJO.destino('revisar', 'abierto', {})).toBe('revisado');
    expect(FLUJO.destino('revisar', 'abierto', { urgente: true })).toBe('cerrado');
    expect(FLUJO.destino('cerrar', 'revisado', {})).toBe('cerrado');
  });

  it('las acciones posibles y los estados finales salen de la misma declaración', () => {
    expect(FLUJO.accionesPosibles('abierto', ['revisor'])).toEqual(['revisar']);
    expect(FLUJO.accionesPosibles('revisado', ['jefe'])).toEqual(['cerrar', 'reabrir']);
    expect(FLUJO.accionesPosibles('cerrado', ['jefe', 'revisor'])).toEqual([]);
    expect(FLUJO.finales).toEqual(['cerrado']);
    expect(FLUJO.listaEstados).toEqual(['abierto', 'revisado', 'cerrado']);
  });
});
