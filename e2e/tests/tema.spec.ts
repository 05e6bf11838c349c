import { expect, test } from '../support/servidor';
import { entrarAlInicio } from '../support/sesion';

test('el tema oscuro se guarda y sobrevive a una recarga sin destello', async ({ page }) => {
  await entrarAlInicio(page, 'empleado');
  await expect(page.locator('html')).not.toHaveAttribute('data-tema', 'oscuro');

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: /Tema oscuro/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-tema', 'oscuro');
  const fondo = () => page.evaluate(() => getComputedStyle(document.querySelector('.worknet-app')!).backgroundColor);
  expect(await fondo()).toBe('rgb(0, 0, 0)');

  // Before any module script runs, the document is already dark.
  await page.route('**/assets/*.js', async (ruta) => {
    await new Promise((r) => setTimeout(r, 300));
    await ruta.continue().catch(() => undefined);
  });
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('html[data-tema="oscuro"]', { timeout: 5_000 });
  const fondoInicial = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(fondoInicial).toBe('rgb(0, 0, 0)');

  // Every script arrives 300 ms late, level after level (entry, layout, screen frame, home): more than the usual 10 s on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(await fondo()).toBe('rgb(0, 0, 0)');

  // The page is drawn (the heading above waited for it): the menu works without waiting for the
  // network to go quiet, which a loaded machine may never report.
  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByRole('switch', { name: 'Tema oscuro' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitem', { name: /Tema oscuro/ }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-tema', 'oscuro');
});
