import { expect, test } from '../support/servidor';
import { ingresarComoAdmin } from '../support/catalogos';
import { erroresDeConsola } from '../support/consola';
import { SECTOR_EMPLEADO } from '../support/constantes';
import { ingresarAlInicio } from '../support/sesion';
import { vigilarSocket } from '../support/socket';

// Live news (issue 16, item 7): an item published while a reader has the home
// open appears there without a reload, through the socket's EVENTO_NOVEDADES.

test('una novedad publicada mientras el lector tiene abierto el inicio aparece sin recargar', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errores = erroresDeConsola(page);
  const titulo = `Corte programado de agua ${Date.now().toString(36)}`;

  // The reader, on a phone, on the home; the event reaches only a connected socket.
  await page.setViewportSize({ width: 360, height: 740 });
  const socket = vigilarSocket(page);
  await ingresarAlInicio(page, 'empleado');
  await expect(page.getByRole('link', { name: 'Campaña de vacunación antigripal 2026', exact: true })).toBeVisible();
  await socket.conectado();
  // Any reload would be a new document: this mark would be gone.
  await page.evaluate(() => ((window as unknown as { sinRecargar: boolean }).sinRecargar = true));

  // The editor, at a desk in another browser, publishes it for the reader's sector.
  const contexto = await browser.newContext();
  try {
    const editor = await contexto.newPage();
    await ingresarComoAdmin(editor);
    await editor.goto('/#/novedad/create');
    await expect(editor.getByRole('heading', { name: 'Nueva novedad', level: 1 })).toBeVisible();
    await editor.getByLabel('Título', { exact: true }).fill(titulo);
    await editor.getByLabel('Resumen').fill('El martes de 8 a 10 h no habrá agua en el edificio central.');
    await editor.getByRole('radio', { name: 'Sectores' }).check();
    const sectores = editor.getByRole('combobox', { name: 'Sectores' });
    await sectores.click();
    await sectores.fill(SECTOR_EMPLEADO);
    await editor.locator('.ant-select-item-option', { hasText: SECTOR_EMPLEADO }).first().click();
    await editor.keyboard.press('Escape');
    await editor.getByRole('button', { name: 'Guardar' }).click();
    await expect(editor.getByText('Novedad creada.')).toBeVisible();
  } finally {
    await contexto.close();
  }

  const tarjeta = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: titulo, exact: true }) });
  await expect(tarjeta).toBeVisible();
  await expect(tarjeta).toContainText('Hace instantes.');
  expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(errores).toEqual([]);
});
