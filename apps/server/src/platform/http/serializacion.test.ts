import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crearSerializador, escritorDe } from './serializacion';

describe('serializador de respuestas', () => {
  const esquema = z.object({ id: z.number(), nombre: z.string() });

  it('compila cada esquema una vez y lo comparte entre rutas y apps', () => {
    expect(escritorDe(esquema)).toBe(escritorDe(esquema));
    expect(escritorDe(z.object({ id: z.number() }))).not.toBe(escritorDe(esquema));
  });

  it('con el escritor compartido sigue omitiendo lo que el esquema no nombra y validando por ruta', () => {
    const compilar = crearSerializador({ validar: true });
    const uno = compilar({ schema: esquema, method: 'GET', url: '/uno', httpStatus: '200' });
    const dos = compilar({ schema: esquema, method: 'GET', url: '/dos', httpStatus: '200' });
    expect(JSON.parse(uno({ id: 1, nombre: 'A', secreto: 'x' }))).toEqual({ id: 1, nombre: 'A' });
    expect(() => dos({ id: 'no', nombre: 'A' })).toThrow(/GET \/dos no cumple su esquema/);
  });
});
