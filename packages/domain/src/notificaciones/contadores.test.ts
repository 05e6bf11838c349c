import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aplicar, bandejaInicial, contarSinLeer, mensajeEliminacion, mensajeLectura, type MensajeEstado, type Operacion } from './contadores';

const USUARIOS = [1, 2, 3];

/** Up to 12 messages of three users with distinct ids and random read flags. */
const mensajes = fc
  .uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 12 })
  .chain((ids) =>
    fc.tuple(...ids.map((id) => fc.record({ id: fc.constant(id), usuarioId: fc.constantFrom(...USUARIOS), leido: fc.constantFrom(0 as const, 1 as const) }))),
  )
  .map((m) => m as MensajeEstado[]);

/** Reads and deletes by any user naming any ids (own, another user's, unknown, repeated). */
const operacion: fc.Arbitrary<Operacion> = fc.record({
  tipo: fc.constantFrom('leer' as const, 'eliminar' as const),
  usuarioId: fc.constantFrom(...USUARIOS),
  ids: fc.array(fc.integer({ min: 1, max: 35 }), { minLength: 1, maxLength: 8 }),
});

describe('contadores de mensajes (spec §4)', () => {
  it('ninguna secuencia de lecturas y borrados deja un contador negativo ni distinto de los no leídos reales', () => {
    fc.assert(
      fc.property(mensajes, fc.array(operacion, { maxLength: 20 }), (iniciales, ops) => {
        let b = bandejaInicial(iniciales);
        for (const op of ops) {
          b = aplicar(b, op).bandeja;
          for (const u of USUARIOS) {
            const contador = b.sinLeer[u] ?? 0;
            if (contador < 0 || contador !== contarSinLeer(b.mensajes, u)) return false;
          }
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });

  it('una llamada sólo cambia mensajes propios: los de otros usuarios quedan iguales y no se cuentan', () => {
    fc.assert(
      fc.property(mensajes, operacion, (iniciales, op) => {
        const { bandeja, efecto } = aplicar(bandejaInicial(iniciales), op);
        const ajenosAntes = iniciales.filter((m) => m.usuarioId !== op.usuarioId);
        const ajenosDespues = bandeja.mensajes.filter((m) => m.usuarioId !== op.usuarioId);
        const propiosPedidos = iniciales.filter((m) => m.usuarioId === op.usuarioId && op.ids.includes(m.id));
        const esperados = op.tipo === 'leer' ? propiosPedidos.filter((m) => m.leido === 0).length : propiosPedidos.length;
        expect(ajenosDespues).toEqual(ajenosAntes);
        expect(efecto.afectados).toBe(esperados);
        expect(efecto.no_leidos).toBe(propiosPedidos.filter((m) => m.leido === 0).length);
        expect(efecto.sin_leer).toBe(contarSinLeer(bandeja.mensajes, op.usuarioId));
      }),
      { numRuns: 300 },
    );
  });

  it('leer dos veces lo mismo no cambia nada la segunda vez', () => {
    fc.assert(
      fc.property(mensajes, operacion, (iniciales, op) => {
        const primera = aplicar(bandejaInicial(iniciales), { ...op, tipo: 'leer' });
        const segunda = aplicar(primera.bandeja, { ...op, tipo: 'leer' });
        expect(segunda.efecto.afectados).toBe(0);
        expect(segunda.bandeja.mensajes).toEqual(primera.bandeja.mensajes);
        expect(segunda.efecto.sin_leer).toBe(primera.efecto.sin_leer);
      }),
    );
  });

  it('borrar baja el contador exactamente en los no leídos borrados', () => {
    const b = bandejaInicial([
      { id: 1, usuarioId: 1, leido: 0 },
      { id: 2, usuarioId: 1, leido: 1 },
      { id: 3, usuarioId: 1, leido: 0 },
      { id: 4, usuarioId: 2, leido: 0 },
    ]);
    const { bandeja, efecto } = aplicar(b, { tipo: 'eliminar', usuarioId: 1, ids: [1, 2, 4, 99] });
    expect(efecto).toEqual({ afectados: 2, no_leidos: 1, sin_leer: 1 });
    expect(bandeja.mensajes.map((m) => m.id)).toEqual([3, 4]);
    expect(bandeja.sinLeer).toEqual({ 1: 1, 2: 1 });
  });

  it('el contador nunca baja de 0 aunque el cliente lo tuviera desfasado', () => {
    const b = {
      mensajes: [
        { id: 1, usuarioId: 1, leido: 0 as const },
        { id: 2, usuarioId: 1, leido: 0 as const },
      ],
      sinLeer: { 1: 1 },
    };
    expect(aplicar(b, { tipo: 'leer', usuarioId: 1, ids: [1, 2] }).efecto.sin_leer).toBe(0);
  });

  it('los mensajes de respuesta dicen cuántos cambiaron, en singular y plural', () => {
    expect(mensajeLectura(0)).toBe('No había mensajes sin leer entre los elegidos.');
    expect(mensajeLectura(1)).toBe('Se marcó 1 mensaje como leído.');
    expect(mensajeLectura(3)).toBe('Se marcaron 3 mensajes como leídos.');
    expect(mensajeEliminacion(0)).toBe('No se eliminó ningún mensaje.');
    expect(mensajeEliminacion(1)).toBe('Se eliminó 1 mensaje.');
    expect(mensajeEliminacion(12)).toBe('Se eliminaron 12 mensajes.');
  });
});
