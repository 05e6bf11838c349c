import { describe, expect, it } from 'vitest';
import { FLUJO_NOVEDAD, type DatosNovedad } from './estados';

// The personnel event's machine: who decides each step, and the words of each refusal.

const cadena: DatosNovedad = { aprobacion: 'referente_rrhh', como: 'referente' };
const rechazo = FLUJO_NOVEDAD.rechazo;

describe('máquina de la novedad de personal', () => {
  it('el referente aprueba su paso y deja la novedad esperando a RRHH; RRHH cierra la cadena', () => {
    expect(rechazo('aprobar', 'pendiente', ['referente'], cadena, 1)).toBeNull();
    expect(FLUJO_NOVEDAD.destino('aprobar', 'pendiente', cadena)).toBe('aprobada_referente');
    expect(FLUJO_NOVEDAD.destino('aprobar', 'aprobada_referente', { ...cadena, como: 'rrhh' })).toBe('aprobada');
  });

  it('el paso de RRHH no lo aprueba el referente (403), y nadie decide una novedad propia', () => {
    expect(rechazo('aprobar', 'aprobada_referente', ['referente'], cadena, 1)).toEqual({ status: 403, mensaje: 'Este paso lo aprueba RRHH.' });
    expect(rechazo('rechazar', 'pendiente', ['solicitante', 'propia'], { ...cadena, motivo: 'x' }, 1)).toEqual({
      status: 403,
      mensaje: 'No puede aprobar ni rechazar una novedad propia: la decide otra persona.',
    });
    expect(rechazo('aprobar', 'pendiente', ['solicitante'], cadena, 1)).toMatchObject({ status: 403 });
  });

  it('sin nada que aprobar la respuesta es 422, aunque quien pide sea RRHH', () => {
    expect(rechazo('aprobar', 'aprobada', ['rrhh'], cadena, 1)).toEqual({ status: 422, mensaje: 'La novedad está «Aprobada»: no hay nada que aprobar.' });
    // A type whose chain ended with the referente has nothing left at aprobada_referente.
    expect(rechazo('aprobar', 'aprobada_referente', ['rrhh'], { aprobacion: 'referente', como: 'rrhh' }, 1)).toMatchObject({ status: 422 });
  });

  it('un rechazo exige el motivo', () => {
    expect(rechazo('rechazar', 'pendiente', ['rrhh'], { ...cadena, motivo: '  ' }, 1)).toEqual({ status: 422, mensaje: 'Indique el motivo del rechazo.' });
  });

  it('anular: quien la pidió hasta la aprobación final, RRHH cualquiera vigente, nadie una que no rige', () => {
    expect(rechazo('anular', 'aprobada_referente', ['solicitante'], cadena, 1)).toBeNull();
    expect(rechazo('anular', 'aprobada', ['solicitante'], cadena, 1)).toEqual({ status: 403, mensaje: 'La novedad está «Aprobada»: sólo RRHH la anula.' });
    expect(rechazo('anular', 'aprobada', ['rrhh'], cadena, 1)).toBeNull();
    expect(rechazo('anular', 'rechazada', ['referente'], cadena, 1)).toEqual({ status: 422, mensaje: 'La novedad está «Rechazada»: no hay nada que anular.' });
  });
});
