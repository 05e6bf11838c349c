import { describe, expect, it } from 'vitest';
import type { EstadoAprobacion } from './aprobacion';
import { FLUJO_SOLICITUD, estaAbierta, type DatosSolicitud } from './flujo';

const vigente = { valido_hasta: '2026-12-31', vencido: false, mas_barato: true };
const arriba: EstadoAprobacion = { importe: '900000.00', umbral: '500000.00', primera: null };
const debajo: EstadoAprobacion = { importe: '500000.00', umbral: '500000.00', primera: null };
const aprobar = (aprobacion: EstadoAprobacion, actor_id: number, elegido = vigente): DatosSolicitud => ({ aprobacion, actor_id, elegido });

describe('la máquina de la solicitud de presupuesto', () => {
  it('recorre borrador → enviada → en cotización → en aprobación → aprobada', () => {
    expect(FLUJO_SOLICITUD.destino('enviar', 'borrador', {})).toBe('enviada');
    expect(FLUJO_SOLICITUD.destino('cotizar', 'enviada', {})).toBe('en_cotizacion');
    expect(FLUJO_SOLICITUD.destino('elevar', 'en_cotizacion', { elegido: vigente })).toBe('en_aprobacion');
    expect(FLUJO_SOLICITUD.destino('aprobar', 'en_aprobacion', aprobar(debajo, 3))).toBe('aprobada');
    expect(FLUJO_SOLICITUD.finales).toEqual(['aprobada', 'rechazada', 'anulada']);
    expect(estaAbierta('en_aprobacion')).toBe(true);
    expect(estaAbierta('aprobada')).toBe(false);
  });

  it('arriba del umbral la primera aprobación deja la solicitud esperando la segunda', () => {
    expect(FLUJO_SOLICITUD.destino('aprobar', 'en_aprobacion', aprobar(arriba, 3))).toBe('en_aprobacion');
    const conPrimera = { ...arriba, primera: { usuario_id: 3 } };
    expect(FLUJO_SOLICITUD.destino('aprobar', 'en_aprobacion', aprobar(conPrimera, 4))).toBe('aprobada');
  });

  it('la primera la da el responsable del sector; la segunda, el rol configurado', () => {
    expect(FLUJO_SOLICITUD.rechazo('aprobar', 'en_aprobacion', ['jefe'], aprobar(arriba, 3), 9)).toBeNull();
    expect(FLUJO_SOLICITUD.rechazo('aprobar', 'en_aprobacion', ['segundo'], aprobar(arriba, 4), 9)).toEqual({
      status: 403,
      mensaje: 'Primero aprueba el responsable del sector que pidió.',
    });
    const conPrimera = { ...arriba, primera: { usuario_id: 3 } };
    expect(FLUJO_SOLICITUD.rechazo('aprobar', 'en_aprobacion', ['jefe'], aprobar(conPrimera, 5), 9)).toEqual({
      status: 403,
      mensaje: 'La primera aprobación ya está dada: falta la segunda, del rol configurado.',
    });
    expect(FLUJO_SOLICITUD.rechazo('aprobar', 'en_aprobacion', ['segundo'], aprobar(conPrimera, 4), 9)).toBeNull();
  });

  it('la misma persona no da las dos aprobaciones, aunque tenga los dos papeles', () => {
    const conPrimera = { ...arriba, primera: { usuario_id: 3 } };
    expect(FLUJO_SOLICITUD.rechazo('aprobar', 'en_aprobacion', ['jefe', 'segundo'], aprobar(conPrimera, 3), 9)).toEqual({
      status: 422,
      mensaje: 'Usted ya dio la primera aprobación: la segunda la da otra persona.',
    });
  });

  it('un presupuesto vencido no se elige ni se aprueba', () => {
    const vencido = { valido_hasta: '2026-11-30', vencido: true, mas_barato: true };
    const mensaje = 'El presupuesto elegido venció el 30/11/2026: no puede elegirse ni aprobarse.';
    expect(FLUJO_SOLICITUD.rechazo('elevar', 'en_cotizacion', ['compras'], { elegido: vencido }, 9)).toEqual({ status: 422, mensaje });
    expect(FLUJO_SOLICITUD.rechazo('aprobar', 'en_aprobacion', ['jefe'], aprobar(debajo, 3, vencido), 9)).toEqual({ status: 422, mensaje });
  });

  it('elegir uno que no es el más barato pide el motivo', () => {
    const caro = { ...vigente, mas_barato: false };
    expect(FLUJO_SOLICITUD.rechazo('elevar', 'en_cotizacion', ['compras'], { elegido: caro }, 9)).toEqual({
      status: 422,
      mensaje: 'Indique por qué elige un presupuesto que no es el más barato.',
    });
    expect(FLUJO_SOLICITUD.rechazo('elevar', 'en_cotizacion', ['compras'], { elegido: caro, motivo: 'Entrega en 48 h' }, 9)).toBeNull();
    expect(FLUJO_SOLICITUD.rechazo('elevar', 'en_cotizacion', ['compras'], {}, 9)?.mensaje).toBe('Elija el presupuesto que pasa a aprobación.');
  });

  it('quién puede qué, y por estado un 409', () => {
    expect(FLUJO_SOLICITUD.rechazo('cotizar', 'enviada', ['solicitante'], {}, 9)).toEqual({
      status: 403,
      mensaje: 'Sólo Compras cotiza y elige el presupuesto.',
    });
    expect(FLUJO_SOLICITUD.rechazo('enviar', 'borrador', ['compras'], {}, 9)?.status).toBe(403);
    // Already approved (with its first approval recorded): the head hears of the state, not of the step.
    expect(FLUJO_SOLICITUD.rechazo('aprobar', 'aprobada', ['jefe'], aprobar({ ...debajo, primera: { usuario_id: 3 } }, 3), 9)).toEqual({
      status: 409,
      mensaje: 'La solicitud 9 está aprobada: no cambia más de estado.',
    });
    expect(FLUJO_SOLICITUD.rechazo('cotizar', 'en_cotizacion', ['compras'], {}, 9)).toEqual({
      status: 409,
      mensaje: 'La solicitud 9 está en cotización: no puede pasar a cotización.',
    });
  });

  it('rechazar, devolver y anular (una vez enviada) piden el motivo; el borrador se anula sin él', () => {
    expect(FLUJO_SOLICITUD.rechazo('rechazar', 'en_aprobacion', ['jefe'], { aprobacion: arriba }, 9)?.status).toBe(422);
    expect(FLUJO_SOLICITUD.rechazo('rechazar', 'en_aprobacion', ['jefe'], { aprobacion: arriba, motivo: 'Caro' }, 9)).toBeNull();
    expect(FLUJO_SOLICITUD.destino('devolver', 'en_aprobacion', { motivo: 'Venció' })).toBe('en_cotizacion');
    expect(FLUJO_SOLICITUD.rechazo('anular', 'borrador', ['solicitante'], {}, 9)).toBeNull();
    expect(FLUJO_SOLICITUD.rechazo('anular', 'borrador', ['compras'], {}, 9)?.status).toBe(403);
    expect(FLUJO_SOLICITUD.rechazo('anular', 'enviada', ['compras'], {}, 9)).toEqual({ status: 422, mensaje: 'Indique por qué se anula la solicitud.' });
  });

  it('lo que se ofrece a cada uno', () => {
    expect(FLUJO_SOLICITUD.accionesPosibles('borrador', ['solicitante'])).toEqual(['enviar', 'anular']);
    expect(FLUJO_SOLICITUD.accionesPosibles('enviada', ['compras'])).toEqual(['cotizar', 'anular']);
    expect(FLUJO_SOLICITUD.accionesPosibles('en_aprobacion', ['jefe'], { aprobacion: arriba })).toEqual(['aprobar', 'rechazar', 'devolver']);
    expect(FLUJO_SOLICITUD.accionesPosibles('en_aprobacion', ['jefe'], { aprobacion: { ...arriba, primera: { usuario_id: 3 } } })).toEqual(['devolver']);
  });
});
