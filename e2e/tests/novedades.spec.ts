import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { sinViolacionesGraves } from '../support/axe';
import { ingresarComoAdmin } from '../support/catalogos';
import { erroresDeConsola } from '../support/consola';
import { SECTOR_EMPLEADO } from '../support/constantes';
import { sinDesborde } from '../support/ancho';
import { elegirOpcion } from '../support/select';
import { ingresarAlInicio, tokenPorApi } from '../support/sesion';
import { marcar } from '../support/casilla';

// News (apps/web/src/features/novedades): an editor publishes an item with a
// cover and a YouTube video for one sector; a reader of that sector sees it on
// the home with the video embedded, a reader of another sector does not.

/** A small real PNG (96×54), made in memory as a person's file would be. */
const PORTADA = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAA2CAIAAAC3LQuFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAp0lEQVRoge3ZsQ2AMBTEUMrs39B4WCaABsFP8aRMYPlMgGOdOesewoHOelQEoADqzUoYFEAxqO8eNSYWQDEoE2vqQqtBARSDMrE0qD2/K4h0AMWgTCwNarzHIh1AMSgTa7w7LooBFIMyscYD5GU1gGJQJpYGNR5jkQ6gGJSJNR4dF8UAikGZWJscf1YDKAZlYmlQ4z0W6QCKQZlY491xUQygGNQ/E7sAVFrsKeQBtB8AAAAASUVORK5CYII=',
  'base64',
);
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ?t=42';

/** A lone-sector user reaches the news home from the options page. */
async function abrirInicio(browser: Browser, usuario: string): Promise<{ page: Page; errores: string[]; cerrar: () => Promise<void> }> {
  const contexto = await browser.newContext();
  const page = await contexto.newPage();
  const errores = erroresDeConsola(page);
  await ingresarAlInicio(page, usuario);
  await page.goto('/#/');
  await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
  // The demo's pinned item for everyone: the feed has arrived.
  await expect(page.getByRole('link', { name: 'Campaña de vacunación antigripal 2026', exact: true })).toBeVisible();
  return { page, errores, cerrar: () => contexto.close() };
}

test('un editor publica una novedad con portada y video para un sector; sólo ese sector la ve en el inicio', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const errores = erroresDeConsola(page);
  const titulo = `Simulacro de evacuación ${Date.now().toString(36)}`;
  await ingresarComoAdmin(page);

  await page.goto('/#/novedad/create');
  await expect(page.getByRole('heading', { name: 'Nueva novedad', level: 1 })).toBeVisible();
  await page.getByLabel('Título', { exact: true }).fill(titulo);
  await page.getByLabel('Resumen').fill('El jueves a las 10 h practicamos la evacuación de Internación. Participan todos los turnos presentes.');
  const texto = page.getByRole('textbox', { name: 'Texto de la novedad' });
  await texto.click();
  await page.keyboard.type('Punto de encuentro: el estacionamiento de la calle Oroño. ');
  await page.getByRole('button', { name: 'Negrita' }).click();
  // The toolbar gives the focus back to the text a moment later: typing before it lost a key (CI).
  await expect(texto).toBeFocused();
  await page.keyboard.type('No usar los ascensores.');
  await page.getByLabel('Video de YouTube', { exact: true }).fill(VIDEO);
  await page.getByLabel('Archivo de la portada').setInputFiles({ name: 'simulacro.png', mimeType: 'image/png', buffer: PORTADA });
  await expect(page.getByRole('img', { name: /Vista previa de la portada: simulacro\.png/ })).toBeVisible();

  await marcar(page.getByRole('radio', { name: 'Sectores' }));
  await elegirOpcion(page, page.getByRole('combobox', { name: 'Sectores' }), SECTOR_EMPLEADO);
  await expect(page.locator('.ant-select-selection-item', { hasText: SECTOR_EMPLEADO })).toBeVisible();
  await sinViolacionesGraves(page, 'formulario de novedad');

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Novedad creada.')).toBeVisible();
  await expect(page).toHaveURL(/#\/novedad\/\d+$/);
  await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
  await expect(page.locator('.novedad-cuerpo strong')).toHaveText('No usar los ascensores.');
  await expect(page.locator(`iframe[title="Video: ${titulo}"]`)).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=42');
  const portada = page.locator('article img').first();
  await expect(portada).toHaveAttribute('src', /\/api\/v1\/recurso_media\/\d+\/archivo\?exp=/);
  await expect.poll(() => portada.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  await sinViolacionesGraves(page, 'vista de la novedad');

  await page.goto('/#/administrador_novedades');
  await expect(page.getByRole('heading', { name: 'Administrador de novedades', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar novedades').fill(titulo.toUpperCase().replace('Ó', 'O'));
  await page.getByLabel('Buscar novedades').press('Enter');
  const fila = page.getByRole('row', { name: new RegExp(titulo) });
  await expect(fila).toBeVisible();
  await expect(fila.getByText('Publicada')).toBeVisible();
  await expect(fila.getByText(SECTOR_EMPLEADO, { exact: true })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await sinViolacionesGraves(page, 'administrador de novedades');

  await page.goto('/#/informacion');
  await expect(page.getByRole('heading', { name: 'Información institucional', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quiénes somos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  await sinViolacionesGraves(page, 'información institucional');

  const delSector = await abrirInicio(browser, 'empleado');
  const tarjeta = delSector.page.getByRole('listitem').filter({ has: delSector.page.getByRole('link', { name: titulo, exact: true }) });
  await expect(tarjeta).toBeVisible();
  await expect(tarjeta.locator('iframe')).toHaveAttribute('src', /youtube\.com\/embed\//);
  await expect(tarjeta.locator('iframe')).toHaveAttribute('title', `Video: ${titulo}`);
  await expect(tarjeta.getByText(SECTOR_EMPLEADO, { exact: true })).toBeVisible();
  await sinViolacionesGraves(delSector.page, 'inicio de novedades');
  expect(delSector.errores).toEqual([]);
  await delSector.cerrar();

  const otroSector = await abrirInicio(browser, 'compras');
  await expect(otroSector.page.getByRole('link', { name: titulo, exact: true })).toHaveCount(0);
  expect(otroSector.errores).toEqual([]);
  await otroSector.cerrar();

  expect(errores).toEqual([]);
});

test('el inicio carga la página siguiente al llegar al final y el lector abre una novedad', async ({ page, request }) => {
  const errores = erroresDeConsola(page);
  // Enough items for the referente's sector (Enfermería) to need a second page (10 per page).
  const token = await tokenPorApi(request, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const opciones = (await (await request.get('/api/v1/novedades/audiencias', { headers })).json()) as {
    data: { sectores: { value: number; label: string }[] };
  };
  const enfermeria = opciones.data.sectores.find((s) => s.label.startsWith('Enfermería — '))!.value;
  const marca = Date.now().toString(36);
  for (let i = 1; i <= 8; i++) {
    const fecha = new Date(Date.now() - (30 + i) * 86_400_000).toISOString();
    const r = await request.post('/api/v1/novedad', {
      headers,
      data: {
        titulo: `Turno de guardia ${i} (${marca})`,
        resumen: `Cronograma número ${i}.`,
        audiencia: 'sectores',
        sectores: [enfermeria],
        publicada: true,
        fecha_publicacion: fecha,
      },
    });
    expect(r.status(), await r.text()).toBe(200);
  }

  await ingresarAlInicio(page, 'referente');
  await page.goto('/#/');
  const contador = page.getByText(/^Mostrando \d+ de \d+ novedades\.$/);
  await expect(contador).toHaveText(/^Mostrando 10 de (\d+) novedades\.$/);
  const total = Number(/de (\d+)/.exec(await contador.innerText())![1]);
  expect(total).toBeGreaterThan(10);
  // The oldest item is on the second page: it appears once the end of the list comes into view.
  const ultima = page.getByRole('link', { name: `Turno de guardia 8 (${marca})`, exact: true });
  await expect(ultima).toHaveCount(0);
  await page.getByText(/^Mostrando/).scrollIntoViewIfNeeded();
  await expect(contador).toHaveText(`Mostrando ${total} de ${total} novedades.`);
  await expect(ultima).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cargar más novedades' })).toHaveCount(0);

  // The demo item addressed to Enfermería reaches its referente; a reader has no Editar.
  await page.getByRole('link', { name: 'Capacitación en RCP avanzada para Enfermería', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Capacitación en RCP avanzada para Enfermería', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Volver a novedades' }).click();
  await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();

  // On a 360 px phone the cards fit the width: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('link', { name: 'Campaña de vacunación antigripal 2026', exact: true })).toBeVisible();
  // Waited for: the layout follows the resize on its next frames (the side menu leaves, the
  // header turns compact); measured at once it could still be the desktop's (issue 24).
  await sinDesborde(page, 360, 'inicio de novedades');
  expect(errores).toEqual([]);
});
