import { describe, expect, it } from 'vitest';
import { FLUJO_TICKET } from './flujo';

describe('la máquina del ticket', () => {
  it('recorre abierto → en curso → en espera → en curso → resuelto → cerrado', () => {
    expect(FLUJO_TICKET.destino('tomar', 'abierto', {})).toBe('en_curso');
    expect(FLUJO_TICKET.destino('pausar', 'en_curso', { motivo_pausa: 'respuesta' })).toBe('en_espera');
    expect(FLUJO_TICKET.destino('contestar', 'en_espera', {})).toBe('en_curso');
    expect(FLUJO_TICKET.destino('resolver', 'en_curso', {})).toBe('resuelto');
    expect(FLUJO_TICKET.destino('reabrir', 'resuelto', { motivo: 'Sigue fallando' })).toBe('en_curso');
    expect(FLUJO_TICKET.destino('cerrar', 'resuelto', {})).toBe('cerrado');
    expect(FLUJO_TICKET.finales).toEqual(['cerrado']);
  });

  it('asignar un ticket abierto lo pone en curso; uno en curso sigue igual', () => {
    expect(FLUJO_TICKET.destino('asignar', 'abierto', {})).toBe('en_curso');
    expect(FLUJO_TICKET.destino('asignar', 'en_espera', {})).toBe('en_espera');
  });

  it('quién puede qué', () => {
    expect(FLUJO_TICKET.rechazo('tomar', 'abierto', ['solicitante'], {}, 7)?.status).toBe(403);
    expect(FLUJO_TICKET.rechazo('asignar', 'abierto', ['agente'], {}, 7)).toEqual({ status: 403, mensaje: 'Sólo quien dirige el servicio asigna tickets.' });
    expect(FLUJO_TICKET.rechazo('contestar', 'en_espera', ['agente'], {}, 7)?.status).toBe(403);
    expect(FLUJO_TICKET.rechazo('cerrar', 'resuelto', ['sistema'], {}, 7)).toBeNull();
    expect(FLUJO_TICKET.rechazo('resolver', 'en_curso', ['solicitante'], {}, 7)?.status).toBe(403);
  });

  it('un ticket ya tomado da 409 con palabras propias', () => {
    expect(FLUJO_TICKET.rechazo('tomar', 'en_curso', ['agente'], {}, 7)).toEqual({ status: 409, mensaje: 'El ticket 7 ya fue tomado.' });
    expect(FLUJO_TICKET.rechazo('reabrir', 'cerrado', ['solicitante'], { motivo: 'x' }, 7)).toEqual({
      status: 409,
      mensaje: 'El ticket 7 está cerrado: no cambia más de estado.',
    });
  });

  it('la espera exige su motivo y la reapertura el suyo', () => {
    expect(FLUJO_TICKET.rechazo('pausar', 'en_curso', ['agente'], {}, 7)?.status).toBe(422);
    expect(FLUJO_TICKET.rechazo('pausar', 'en_curso', ['agente'], { motivo_pausa: 'proveedor' }, 7)).toBeNull();
    expect(FLUJO_TICKET.rechazo('reabrir', 'resuelto', ['solicitante'], { motivo: '  ' }, 7)?.status).toBe(422);
  });

  it('lo que se ofrece a cada uno', () => {
    expect(FLUJO_TICKET.accionesPosibles('resuelto', ['solicitante'])).toEqual(['reabrir', 'cerrar']);
    expect(FLUJO_TICKET.accionesPosibles('abierto', ['agente'])).toEqual(['tomar']);
    expect(FLUJO_TICKET.accionesPosibles('en_curso', ['jefe'])).toEqual(['asignar', 'pausar', 'resolver']);
  });
});
