import { describe, expect, it } from 'vitest';
import { suscripcionDeToken, preferenciasPushBody } from './esquemas';
import { enSilencio, motivoParaNoEmpujar, PREFERENCIAS_PUSH_INICIALES } from './reglas';

// Argentina is UTC-3 all year: 22:30 there is 01:30 UTC the next day.
const ar = (diaHora: string) => Date.parse(`${diaHora}-03:00`);
const noche = { ...PREFERENCIAS_PUSH_INICIALES, silencio_desde: '22:00', silencio_hasta: '07:00' };

describe('horario de silencio', () => {
  it('un rango que cruza la medianoche cubre la noche, en hora argentina', () => {
    expect(enSilencio(noche, ar('2026-03-10T22:30:00'))).toBe(true);
    expect(enSilencio(noche, ar('2026-03-11T06:59:00'))).toBe(true);
    expect(enSilencio(noche, ar('2026-03-11T07:00:00'))).toBe(false);
    expect(enSilencio(noche, ar('2026-03-10T21:59:00'))).toBe(false);
  });

  it('un rango dentro del día: desde incluido, hasta excluido', () => {
    const siesta = { silencio_desde: '13:00', silencio_hasta: '15:00' };
    expect(enSilencio(siesta, ar('2026-03-10T13:00:00'))).toBe(true);
    expect(enSilencio(siesta, ar('2026-03-10T14:59:00'))).toBe(true);
    expect(enSilencio(siesta, ar('2026-03-10T15:00:00'))).toBe(false);
    expect(enSilencio(siesta, ar('2026-03-10T12:59:00'))).toBe(false);
  });

  it('sin rango nunca es silencio', () => {
    expect(enSilencio(PREFERENCIAS_PUSH_INICIALES, ar('2026-03-10T03:00:00'))).toBe(false);
  });
});

describe('motivoParaNoEmpujar', () => {
  const a3 = ar('2026-03-11T03:00:00');
  const a12 = ar('2026-03-11T12:00:00');

  it('un tipo apagado no se empuja nunca, ni urgente', () => {
    const sinChat = { ...PREFERENCIAS_PUSH_INICIALES, chat: false, mensajes: false };
    expect(motivoParaNoEmpujar(sinChat, 'chat', a12)).toBe('tipo');
    expect(motivoParaNoEmpujar(sinChat, 'mensajes', a12, true)).toBe('tipo');
    expect(motivoParaNoEmpujar(sinChat, 'novedades', a12)).toBeNull();
  });

  it('en silencio sólo pasa un mensaje del sistema urgente', () => {
    expect(motivoParaNoEmpujar(noche, 'mensajes', a3, true)).toBeNull();
    expect(motivoParaNoEmpujar(noche, 'mensajes', a3)).toBe('silencio');
    expect(motivoParaNoEmpujar(noche, 'notificaciones', a3, true)).toBe('silencio');
    expect(motivoParaNoEmpujar(noche, 'chat', a3)).toBe('silencio');
    expect(motivoParaNoEmpujar(noche, 'chat', a12)).toBeNull();
  });
});

describe('contratos', () => {
  const sub = { endpoint: 'https://push.example.net/abc', expirationTime: null, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } };

  it('set_token con una PushSubscription en JSON la reconoce; otro texto no', () => {
    expect(suscripcionDeToken(JSON.stringify(sub))?.endpoint).toBe(sub.endpoint);
    expect(suscripcionDeToken('fcm-token-viejo')).toBeNull();
    expect(suscripcionDeToken('{no es json')).toBeNull();
    expect(suscripcionDeToken(JSON.stringify({ ...sub, endpoint: 'ftp://push.example.net/x' }))).toBeNull();
    expect(suscripcionDeToken('')).toBeNull();
  });

  it('el horario de silencio va completo o no va', () => {
    const base = { novedades: true, notificaciones: true, mensajes: true, chat: true };
    expect(preferenciasPushBody.safeParse({ ...base, silencio_desde: '22:00' }).error?.issues[0]?.message).toBe(
      'Indique el comienzo y el fin del horario de silencio.',
    );
    expect(preferenciasPushBody.safeParse({ ...base, silencio_desde: '22:00', silencio_hasta: '22:00' }).success).toBe(false);
    expect(preferenciasPushBody.safeParse({ ...base, silencio_desde: '25:00', silencio_hasta: '07:00' }).error?.issues[0]?.message).toBe(
      'Use una hora HH:MM (por ejemplo 22:00).',
    );
    expect(preferenciasPushBody.parse({ ...base, silencio_desde: '22:00', silencio_hasta: '07:00' }).silencio_hasta).toBe('07:00');
  });
});
