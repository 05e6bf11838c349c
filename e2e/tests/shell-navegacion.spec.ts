import type { Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { entrarAlInicio } from '../support/sesion';
import { abrirDesdeMenu } from '../support/menu';
import { confirmarDialogo, salirSinGuardar } from '../support/dialogo';

// The shell (issue 16): unsaved changes are never lost in silence, each screen
// opens at its top and back returns to where the user was, a 404 keeps the menu.

// Two journeys through several screens on a 2-core machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

const desplazamiento = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Opens the first file of the list (rrhh) and waits for its header. */
async function abrirPrimerLegajo(page: Page) {
  await abrirDesdeMenu(page, 'Recursos Humanos', 'Legajos');
  await expect(page.getByRole('heading', { name: 'Legajos', level: 1 })).toBeVisible();
  const primero = page.getByRole('table', { name: 'Legajos' }).getByRole('link').first();
  const nombre = (await primero.textContent())!;
  await primero.click();
  await expect(page.getByRole('heading', { name: nombre, level: 1 })).toBeVisible();
  return nombre;
}

test('un cambio sin guardar en el legajo avisa antes de salir: «Seguir editando» se queda, «Salir sin guardar» sale', async ({ page }) => {
  await entrarAlInicio(page, 'rrhh');
  const nombre = await abrirPrimerLegajo(page);
  const url = page.url();

  // Read first: the form appears with «Editar».
  await expect(page.getByLabel('Teléfono')).toHaveCount(0);
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await page.getByLabel('Teléfono').fill('351 000-0000');

  await abrirDesdeMenu(page, 'General', 'Inicio');
  const aviso = page.getByRole('dialog').filter({ hasText: 'Hay cambios sin guardar.' });
  await expect(aviso).toContainText('¿Salir sin guardar?');
  await confirmarDialogo(aviso, 'Seguir editando');
  expect(page.url()).toBe(url);
  await expect(page.getByLabel('Teléfono')).toHaveValue('351 000-0000');

  // The browser's back button asks too.
  await page.goBack();
  await salirSinGuardar(page);
  await expect(page.getByRole('heading', { name: 'Legajos', level: 1 })).toBeVisible();

  // Nothing was saved: the file reads as before.
  await page.getByRole('link', { name: nombre }).click();
  await expect(page.getByRole('button', { name: 'Editar', exact: true })).toBeVisible();
  await expect(page.getByText('351 000-0000')).toHaveCount(0);
});

test('«Volver» del legajo regresa a Nómina y a la altura donde estaba; una pantalla nueva abre arriba', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 600 });
  await entrarAlInicio(page, 'rrhh');
  await abrirDesdeMenu(page, 'Recursos Humanos', 'Nómina');
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible();
  // Down the list, to its last rows.
  const enlaces = page.getByRole('main').getByRole('table').getByRole('link');
  await expect(enlaces.nth(15)).toBeVisible();
  await expect(page.getByText('Cargando…')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => desplazamiento(page)).toBeGreaterThan(300);
  const altura = await desplazamiento(page);
  const lejano = enlaces.last();
  const listaUrl = page.url();

  // The file opens at its top.
  await lejano.click();
  await expect(page).toHaveURL(/#\/rrhh\/persona\/\d+/);
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
  expect(await desplazamiento(page)).toBe(0);

  // «Volver» returns to the same list (its state is in the URL) at the same height.
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(listaUrl);
  await expect(enlaces.nth(15)).toBeVisible();
  await expect.poll(() => desplazamiento(page)).toBeGreaterThan(altura - 40);
  await expect.poll(() => desplazamiento(page)).toBeLessThan(altura + 40);

  // A new screen from the menu opens at its top.
  await abrirDesdeMenu(page, 'Recursos Humanos', 'Legajos');
  await expect(page.getByRole('heading', { name: 'Legajos', level: 1 })).toBeVisible();
  expect(await desplazamiento(page)).toBe(0);
});

test('una dirección desconocida con sesión iniciada queda dentro de la aplicación, con su menú', async ({ page }) => {
  await entrarAlInicio(page, 'empleado');
  await page.goto(`${page.url().split('#')[0]}#/esto-no-existe`);
  await expect(page.getByRole('heading', { name: 'Página no encontrada', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
});

test('cada entrada del menú está en su grupo, sea cual sea el rol', async ({ page }) => {
  // A referente sees only Nómina of Recursos Humanos: still under its group, as for rrhh.
  await entrarAlInicio(page, 'referente');
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('menuitem', { name: 'Recursos Humanos', exact: true })).toBeVisible();
  await abrirDesdeMenu(page, 'Recursos Humanos', 'Nómina');
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible();
});
