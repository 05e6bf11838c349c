import { describe, expect, it } from 'vitest';
import { cambiosDe } from './historial';
import type { EntradaHistorial } from './tipos';

const entrada = (e: Partial<EntradaHistorial>): EntradaHistorial => ({
  id: 1,
  fecha: '2026-11-22T10:00:00Z',
  usuario: 'Martín Sosa',
  entidad: 'persona',
  entidad_id: '7',
  accion: 'editar',
  antes: null,
  despues: null,
  ...e,
});

describe('historial del legajo', () => {
  it('un dato de catálogo se lee con el nombre que manda el servidor', () => {
    const e = entrada({ antes: { estado_civil_id: 3 }, despues: { estado_civil_id: 5 }, nombres: { estado_civil_id: { '3': 'Soltero/a', '5': 'Casado/a' } } });
    expect(cambiosDe(e)).toEqual([{ campo: 'estado_civil_id', etiqueta: 'Estado civil', antes: 'Soltero/a', despues: 'Casado/a' }]);
  });

  it('sin nombre (una fila ya inexistente) queda el id, y las fechas se leen DD/MM/AAAA', () => {
    const e = entrada({ antes: { estado_civil_id: 3, fecha_nacimiento: '1990-05-17' }, despues: { estado_civil_id: 9, fecha_nacimiento: '1990-05-18' } });
    expect(cambiosDe(e).map((c) => `${c.antes} → ${c.despues}`)).toEqual(expect.arrayContaining(['3 → 9', '17/05/1990 → 18/05/1990']));
  });
});
