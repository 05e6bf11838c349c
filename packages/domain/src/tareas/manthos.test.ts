import { describe, expect, it } from 'vitest';
import { DIAS_REAPERTURA, ESTADO_PEDIDO_DE_TAREA, puedeReabrirse, reabrirHasta, tituloDePedido } from './manthos';

// The reopening window of a maintenance request (issue 22 item 6): closed at both ends, counted
// from the moment it was done.

const H = 3600 * 1000;
const resuelto = new Date('2026-11-10T14:30:00-03:00');
const a = (ms: number) => resuelto.getTime() + ms;

describe('reabrir un pedido de mantenimiento', () => {
  it('dentro de los 7 días se puede; 7 días justos también; un segundo después no', () => {
    expect(DIAS_REAPERTURA).toBe(7);
    expect(puedeReabrirse('hecha', resuelto, a(0))).toBe(true);
    expect(puedeReabrirse('hecha', resuelto, a((6 * 24 + 23) * H))).toBe(true);
    expect(puedeReabrirse('hecha', resuelto, a(7 * 24 * H))).toBe(true);
    expect(puedeReabrirse('hecha', resuelto, a(7 * 24 * H + 1000))).toBe(false);
    expect(puedeReabrirse('hecha', resuelto, a(7 * 24 * H + 1))).toBe(false);
  });

  it('sólo un pedido resuelto, con su fecha', () => {
    for (const e of ['pendiente', 'en_curso', 'cancelada'] as const) expect(puedeReabrirse(e, resuelto, a(H))).toBe(false);
    expect(puedeReabrirse('hecha', null, a(H))).toBe(false);
    // A clock behind the event (another server's) does not open it forever.
    expect(puedeReabrirse('hecha', resuelto, a(-H))).toBe(false);
  });

  it('hasta cuándo, el título derivado y el estado en palabras de quien pidió', () => {
    expect(reabrirHasta(resuelto).toISOString()).toBe('2026-11-17T17:30:00.000Z');
    expect(tituloDePedido('Electricidad', 'Habitación 101')).toBe('Electricidad en Habitación 101');
    expect(ESTADO_PEDIDO_DE_TAREA).toEqual({ pendiente: 'recibido', en_curso: 'en_curso', hecha: 'resuelto', cancelada: 'cancelado' });
  });
});
