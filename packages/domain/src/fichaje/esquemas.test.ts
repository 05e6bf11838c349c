import { describe, expect, it } from 'vitest';
import { fijarReloj, soltarReloj } from '../reloj-de-prueba';
import { correccionBody, detallarQuery, detalleQuery, horarioBody, realizarFichajeBody } from './esquemas';
import { mesDe } from './reloj';

describe('fichaje: contracts', () => {
  it('realizar_fichaje takes the spec fields plus the phone id', () => {
    const ok = realizarFichajeBody.safeParse({ token: 'x', fecha: '2026-11-24 08:00:00', usuario: 3, dispositivo: 'abcdefgh12' });
    expect(ok.success).toBe(true);
    expect(realizarFichajeBody.safeParse({ token: 'x', fecha: '24/11/2026 08:00', usuario: 3, dispositivo: 'abcdefgh12' }).success).toBe(false);
    expect(realizarFichajeBody.safeParse({ token: 'x', fecha: '2026-11-24 08:00:00', usuario: 3, dispositivo: 'corto' }).success).toBe(false);
  });

  it('a correction annuls a punch or adds one with tipo and fecha, always with a reason', () => {
    expect(correccionBody.safeParse({ persona_id: 1, fichaje_id: 2, motivo: 'Error de carga' }).success).toBe(true);
    expect(correccionBody.safeParse({ persona_id: 1, tipo: 'entrada', fecha: '2026-11-24 08:00:00', motivo: 'Olvido' }).success).toBe(true);
    expect(correccionBody.safeParse({ persona_id: 1, tipo: 'entrada', motivo: 'Olvido' }).success).toBe(false);
    expect(correccionBody.safeParse({ persona_id: 1, fichaje_id: 2, motivo: '' }).success).toBe(false);
  });

  it('a schedule is for a person or a sector, with HH:mm shifts', () => {
    expect(horarioBody.safeParse({ persona_id: 1, turnos: { '1': { entrada: '22:00', salida: '06:00' } } }).success).toBe(true);
    expect(horarioBody.safeParse({ persona_id: 1, sector_id: 2, turnos: {} }).success).toBe(false);
    expect(horarioBody.safeParse({ sector_id: 2, turnos: { '8': { entrada: '08:00', salida: '16:00' } } }).success).toBe(false);
    expect(horarioBody.safeParse({ sector_id: 2, turnos: { '1': { entrada: '8:00', salida: '16:00' } } }).success).toBe(false);
  });

  it('the detail asks for at most 62 days, in order', () => {
    expect(detalleQuery.safeParse({ desde: '2026-11-01', hasta: '2026-11-30' }).success).toBe(true);
    expect(detalleQuery.safeParse({ desde: '2026-11-30', hasta: '2026-11-01' }).success).toBe(false);
    expect(detalleQuery.safeParse({ desde: '2026-01-01', hasta: '2026-11-30' }).success).toBe(false);
  });

  it('without dates the detail is the current month in Argentina; one date alone, the rest of its month', () => {
    try {
      // 31 January at 22:00 in Argentina is already 1 February in UTC.
      fijarReloj('2028-01-31T22:00:00-03:00');
      expect(detalleQuery.parse({})).toEqual({ desde: '2028-01-01', hasta: '2028-01-31' });
      expect(detallarQuery.parse({ usuario: '4' })).toEqual({ usuario: 4, desde: '2028-01-01', hasta: '2028-01-31' });
    } finally {
      soltarReloj();
    }
    expect(detalleQuery.parse({ desde: '2028-02-10' })).toEqual({ desde: '2028-02-10', hasta: '2028-02-29' });
    expect(detalleQuery.parse({ hasta: '2027-02-10', persona: '3' })).toEqual({ desde: '2027-02-01', hasta: '2027-02-10', persona: 3 });
    expect(detalleQuery.safeParse({ desde: '2028-02-31' }).success).toBe(false);
    expect(mesDe('2026-12-05')).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
  });
});

describe('fichaje: biometric export', () => {
  it('reads idfichador;fecha;hora in both date formats, skips a header and lists bad lines', async () => {
    const { leerExportBiometrico } = await import('./biometrico');
    const r = leerExportBiometrico('\uFEFFid;fecha;hora\r\n0042;2026-11-24;08:01\r\n0042,24/11/2026,17:00:30\r\nnada;ayer;tarde\r\n\r\n');
    expect(r.marcas).toEqual([
      { idfichador: '0042', ms: Date.parse('2026-11-24T11:01:00Z') },
      { idfichador: '0042', ms: Date.parse('2026-11-24T20:00:30Z') },
    ]);
    expect(r.invalidas).toEqual([4]);
  });
});
