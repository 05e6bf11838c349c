import { expect, test } from '../support/servidor';
import { ingresarComoAdmin } from '../support/catalogos';
import { nombresEnIngles } from '../support/ingles';
import { elegirOpcion } from '../support/select';

// Words a screen reader hears in forms (issue 16, item 9): a required field by its
// label alone (the asterisk shows but is silent), the password toggle and the clear
// button in Spanish.

test('la contraseña se muestra y oculta con un botón en castellano', async ({ page }) => {
  await page.goto('/#/login');
  const contrasena = page.getByLabel('Contraseña', { exact: true });
  await contrasena.fill('secreta');
  await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
  await expect(contrasena).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
  await expect(contrasena).toHaveAttribute('type', 'password');
  expect(nombresEnIngles(await page.locator('body').ariaSnapshot())).toEqual([]);
});

test('un campo obligatorio se llama por su etiqueta, con el asterisco a la vista; borrar un filtro dice «Borrar»', async ({ page }) => {
  test.setTimeout(120_000);
  await ingresarComoAdmin(page);
  await page.goto('/#/novedad/create');
  await expect(page.getByRole('heading', { name: 'Nueva novedad', level: 1 })).toBeVisible({ timeout: 30_000 });
  const titulo = page.getByRole('textbox', { name: 'Título', exact: true });
  await expect(titulo).toHaveAttribute('aria-required', 'true');
  // Still drawn: the label's ::before shows «*».
  const asterisco = await page
    .locator('label[title="Título"]')
    .evaluate((l) => getComputedStyle(l, '::before').content)
    .catch(() => '');
  expect(asterisco).toContain('*');

  await page.goto('/#/administrador_novedades');
  await elegirOpcion(page, page.getByRole('combobox', { name: 'Estado' }), 'Publicada');
  await page.getByRole('combobox', { name: 'Estado' }).hover();
  await expect(page.getByRole('button', { name: 'Borrar' })).toBeAttached();
  // The screen's own content (the shell around it is the sweep's: barrido-pantallas).
  expect(nombresEnIngles(await page.locator('main').ariaSnapshot())).toEqual([]);
});
