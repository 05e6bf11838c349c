import { expect, test } from '../support/servidor';
import { entrarAlInicio } from '../support/sesion';

test.describe('navegación', () => {
  test('una ruta desconocida muestra la pantalla 404', async ({ page }) => {
    await page.goto('/#/esto-no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  test('una ruta de la especificación que ningún módulo construyó da 404, no una página vacía', async ({ page }) => {
    await entrarAlInicio(page, 'empleado');
    for (const ruta of ['listado_solicitud_presupuestos']) {
      await page.goto(`/#/${ruta}`);
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('el perfil se abre desde el menú de usuario', async ({ page }) => {
    await entrarAlInicio(page, 'empleado');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
    await expect(page).toHaveURL(/#\/mi_perfil$/);
    const perfil = page.getByRole('main');
    await expect(perfil.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
    await expect(perfil).toContainText('Carla Romero');
    await expect(perfil).toContainText('empleado@worknet.local');
  });

  test('en un teléfono de 360 px el menú se abre como cajón', async ({ browser }) => {
    const contexto = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await contexto.newPage();
    await entrarAlInicio(page, 'empleado');
    // No fixed side menu on a phone, and nothing wider than the screen.
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const cajon = page.getByRole('dialog', { name: 'Menú' });
    await expect(cajon).toBeVisible();
    await cajon.getByRole('menuitem', { name: 'Opciones' }).click();
    await expect(cajon).toBeHidden();
    await expect(page).toHaveURL(/#\/opciones$/);
    await contexto.close();
  });
});
