import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/servidor';
import { SignJWT } from 'jose';
import { SSO_SECRET_E2E } from '../support/constantes';
import { tokenGuardado } from '../support/sesion';

async function firmar(secreto: string, usuario: string) {
  return (
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(usuario)
      .setAudience('worknet')
      // The issuer names each token (issue 37, item 2: single use is by jti).
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secreto))
  );
}

test.describe('inicio de sesión único', () => {
  test('un token firmado por el emisor de confianza entra como ese usuario', async ({ page }) => {
    const token = await firmar(SSO_SECRET_E2E, 'empleado');
    await page.goto(`/#/login-jwt/${token}`);
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toContainText('Carla Romero');
    expect(await tokenGuardado(page)).toBeTruthy();
  });

  test('un token falsificado muestra "(2)" y vuelve al login', async ({ page }) => {
    const token = await firmar('otro-secreto-que-no-es-el-de-confianza', 'admin');
    await page.goto(`/#/login-jwt/${token}`);
    await expect(page.locator('.ant-message-notice').getByText(/Error de autenticación \(2\)/)).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    expect(await tokenGuardado(page)).toBeNull();
  });
});
