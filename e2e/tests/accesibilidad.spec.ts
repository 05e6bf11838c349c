import { expect, test } from '../support/servidor';
import { sinViolacionesGraves } from '../support/axe';
import { entrarAlInicio, ingresar, usarTema } from '../support/sesion';

for (const tema of ['claro', 'oscuro'] as const) {
  test.describe(`accesibilidad, tema ${tema}`, () => {
    test.beforeEach(async ({ page }) => {
      await usarTema(page, tema);
    });

    test('login', async ({ page }) => {
      await page.goto('/#/login');
      await expect(page.getByLabel('Usuario')).toBeVisible();
      await sinViolacionesGraves(page, `login ${tema}`);
    });

    test('modal de sector', async ({ page }) => {
      await ingresar(page, 'admin');
      const modal = page.getByRole('dialog', { name: 'Seleccione Sector' });
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('img').first()).toBeVisible();
      await sinViolacionesGraves(page, `modal de sector ${tema}`);
    });

    test('inicio', async ({ page }) => {
      await entrarAlInicio(page, 'empleado');
      await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
      await sinViolacionesGraves(page, `inicio ${tema}`);
    });

    test('recuperar contraseña y 404', async ({ page }) => {
      await page.goto('/#/recoveryPassword');
      await expect(page.getByLabel('E-mail')).toBeVisible();
      await sinViolacionesGraves(page, `recuperar contraseña ${tema}`);
      await page.goto('/#/no-existe');
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
      await sinViolacionesGraves(page, `404 ${tema}`);
    });
  });
}
