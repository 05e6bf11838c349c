import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firmante, firmaSinPropositoValida, LARGO_COMPLETO } from '../src/platform/auth/firmas';

const SECRETO = 'un-secreto-de-al-menos-32-caracteres-0000';

describe('el firmante único (platform/auth/firmas.ts)', () => {
  it('firma con una clave por propósito: la firma de uno no vale para otro ni es la del secreto mismo', () => {
    const media = firmante(SECRETO, 'recurso_media');
    const qr = firmante(SECRETO, 'qr-ubicacion');
    const f = media.firmar('7:archivo:1000:v');
    expect(f).toHaveLength(LARGO_COMPLETO);
    expect(f).toBe(createHmac('sha256', createHmac('sha256', SECRETO).update('worknet:recurso_media').digest()).update('7:archivo:1000:v').digest('base64url'));
    expect(media.valida('7:archivo:1000:v', f)).toBe(true);
    expect(qr.valida('7:archivo:1000:v', f)).toBe(false);
    expect(f).not.toBe(createHmac('sha256', SECRETO).update('7:archivo:1000:v').digest('base64url'));
    expect(firmante(`${SECRETO}x`, 'recurso_media').valida('7:archivo:1000:v', f)).toBe(false);
  });

  it('recorta la firma al largo pedido y compara el texto exacto', () => {
    const kiosco = firmante(SECRETO, 'fichaje:kiosco-qr:v1', 22);
    const f = kiosco.firmar('3.100.abc');
    expect(f).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(kiosco.valida('3.100.abc', f)).toBe(true);
    for (const otra of [`${f} `, `${f}=`, f.slice(1), f.toUpperCase() === f ? f.toLowerCase() : f.toUpperCase(), ''])
      expect(kiosco.valida('3.100.abc', otra), JSON.stringify(otra)).toBe(false);
    expect(kiosco.valida('3.100.abd', f)).toBe(false);
  });

  it('lo firmado con el secreto mismo (las etiquetas viejas) sólo se reconoce', () => {
    const vieja = createHmac('sha256', SECRETO).update('ubicacion:42').digest('base64url').slice(0, 22);
    expect(firmaSinPropositoValida(SECRETO, 'ubicacion:42', vieja, 22)).toBe(true);
    expect(firmaSinPropositoValida(SECRETO, 'ubicacion:43', vieja, 22)).toBe(false);
  });
});
