import { describe, expect, it } from 'vitest';
import { alLlegarMensaje, avanzarPuntero, restarLeidos, sinNegativos, totalSinLeer, visto } from './reglas';

const lista = [
  { fromJID: 'ana@worknet', cantidad: 0 },
  { fromJID: 'beto@worknet', cantidad: 2 },
  { fromJID: 'carla@worknet', cantidad: 0 },
];
const de = (participante: string, propio = false, nueva = false) => ({ participante, nueva, mensaje: { propio } });

describe('reglas del chat (spec §4)', () => {
  it('un mensaje de la conversación abierta se anexa y no cuenta', () => {
    const r = alLlegarMensaje(lista, de('beto@worknet'), 'beto@worknet');
    expect(r.anexar).toBe(true);
    expect(r.recargar).toBe(false);
    expect(r.lista.map((p) => [p.fromJID, p.cantidad])).toEqual([
      ['beto@worknet', 2],
      ['ana@worknet', 0],
      ['carla@worknet', 0],
    ]);
  });

  it('de otra conversación: sube la cuenta del remitente y lo pone primero', () => {
    const r = alLlegarMensaje(lista, de('carla@worknet'), 'ana@worknet');
    expect(r.anexar).toBe(false);
    expect(r.lista[0]).toEqual({ fromJID: 'carla@worknet', cantidad: 1 });
    expect(r.lista).toHaveLength(3);
    expect(lista[2]!.cantidad).toBe(0);
  });

  it('un primer mensaje de alguien nuevo recarga la lista', () => {
    expect(alLlegarMensaje(lista, de('dario@worknet', false, true), null).recargar).toBe(true);
    expect(alLlegarMensaje(lista, de('dario@worknet'), null).recargar).toBe(true);
    expect(alLlegarMensaje(lista, de('ana@worknet', false, true), null).recargar).toBe(true);
  });

  it('un mensaje propio (otra pestaña) sube la conversación sin contar', () => {
    const r = alLlegarMensaje(lista, de('carla@worknet', true), null);
    expect(r.lista[0]).toEqual({ fromJID: 'carla@worknet', cantidad: 0 });
  });

  it('las cuentas nunca bajan de cero', () => {
    expect(restarLeidos(1, 5)).toBe(0);
    expect(sinNegativos(-3)).toBe(0);
    expect(sinNegativos(Number.NaN)).toBe(0);
    expect(
      totalSinLeer([
        { fromJID: 'a', cantidad: -2 },
        { fromJID: 'b', cantidad: 3 },
      ]),
    ).toBe(3);
    const r = alLlegarMensaje([{ fromJID: 'a', cantidad: -4 }], de('a'), null);
    expect(r.lista[0]!.cantidad).toBe(1);
  });

  it('el puntero de lectura sólo avanza; «visto» sale de él', () => {
    expect(avanzarPuntero(10, 4)).toBe(10);
    expect(avanzarPuntero(10, 12)).toBe(12);
    expect(visto(12, 12)).toBe(true);
    expect(visto(13, 12)).toBe(false);
  });
});
