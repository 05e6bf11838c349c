import { expect, test } from '../support/servidor';
import { aTodoAncho } from '../support/ancho';
import { sinViolacionesGraves } from '../support/axe';
import { erroresDeConsola } from '../support/consola';
import { entrarComo } from '../support/sesion';
import { elegirOpcion } from '../support/select';

// Guides and protocols (issue 22 item 5): the administrator publishes a text guide for
// Internación; the employee of Internación sees it pending, reads it and confirms; the
// administrator then sees her among those who read it. axe on each screen; at 360 px nothing
// is wider than the screen.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const LENTO = { timeout: 30_000 };
const TITULO = `Lavado de manos ${Date.now().toString(36)}`;
let guiaId = 0;

test('el administrador publica una guía de texto para Internación', async ({ page }) => {
  const errores = erroresDeConsola(page);
  await entrarComo(page, 'admin', { ruta: '/admin/guias', sector: 'Recursos Humanos' });
  await expect(page.getByRole('heading', { level: 1, name: 'Guías' })).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'admin/guias');

  await page.getByRole('button', { name: 'Nueva guía' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva guía' })).toBeVisible(LENTO);
  await page.getByLabel('Título', { exact: true }).fill(TITULO);
  await elegirOpcion(page, page.getByLabel('Tipo', { exact: true }), 'Protocolo');
  await elegirOpcion(page, page.getByLabel('Sectores'), 'Internación');
  await page.keyboard.press('Escape');
  const texto = page.getByRole('textbox', { name: 'Contenido de la guía' });
  await texto.click();
  await page.keyboard.type('Antes y después de tocar al paciente: ');
  await page.getByRole('button', { name: 'Negrita' }).click();
  // The toolbar gives the focus back to the text a moment later (a key typed before it is lost).
  await expect(texto).toBeFocused();
  await page.keyboard.type('agua y jabón durante 40 segundos.');
  await sinViolacionesGraves(page, 'admin/guias/form');
  await page.getByRole('button', { name: 'Publicar la guía' }).click();

  await expect(page.getByRole('heading', { level: 1, name: TITULO })).toBeVisible(LENTO);
  guiaId = Number(/admin\/guias\/form\/(\d+)/.exec(page.url())?.[1]);
  expect(guiaId).toBeGreaterThan(0);
  await expect(page.getByText(/Versión vigente: 1/)).toBeVisible();
  await sinViolacionesGraves(page, 'admin/guias/form/{id}');
  await page.getByRole('tab', { name: 'Versiones' }).click();
  await expect(page.getByRole('button', { name: /Versión 1 · .* · vigente/ })).toBeVisible(LENTO);
  await page.getByRole('tab', { name: 'Publicar nueva versión' }).click();
  await expect(page.getByLabel('Qué cambió')).toBeVisible();
  await sinViolacionesGraves(page, 'Publicar nueva versión');
  await aTodoAncho(page, '/admin/guias', 'Guías', 'admin/guias');
  await aTodoAncho(page, `/admin/guias/form/${guiaId}`, TITULO, 'admin/guias/form/{id}');
  expect(errores).toEqual([]);
});

test('la empleada de Internación la ve pendiente, la lee y confirma la lectura', async ({ page }) => {
  const errores = erroresDeConsola(page);
  await entrarComo(page, 'empleado', { ruta: '/guias' });
  await expect(page.getByRole('heading', { level: 1, name: 'Guías y protocolos' })).toBeVisible(LENTO);
  const tarjeta = page.locator('.ant-list-item').filter({ hasText: TITULO });
  await expect(tarjeta.getByText('Pendiente de lectura')).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'guias');
  await aTodoAncho(page, '/guias', 'Guías y protocolos', 'guias');

  await page.getByRole('link', { name: TITULO }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITULO })).toBeVisible(LENTO);
  await expect(page.locator('.novedad-cuerpo strong')).toHaveText('agua y jabón durante 40 segundos.');
  await sinViolacionesGraves(page, 'guias/{id}');
  await aTodoAncho(page, `/guias/${guiaId}`, TITULO, 'guias/{id}');
  await page.getByRole('button', { name: 'Confirmo que leí esta versión' }).click();
  await expect(page.getByText(/Confirmó la lectura de esta versión el \d{2}\/\d{2}\/\d{4}/)).toBeVisible(LENTO);
  await expect(page.getByText('Leída', { exact: true })).toBeVisible();

  await page.goto('/#/guias');
  await expect(page.locator('.ant-list-item').filter({ hasText: TITULO }).getByText('Leída', { exact: true })).toBeVisible(LENTO);
  expect(errores).toEqual([]);
});

test('el administrador la ve entre quienes leyeron', async ({ page }) => {
  await entrarComo(page, 'admin', { ruta: `/admin/guias/form/${guiaId}?seccion=lecturas`, sector: 'Recursos Humanos' });
  await expect(page.getByRole('heading', { level: 1, name: TITULO })).toBeVisible(LENTO);
  const tabla = page.getByRole('table');
  await expect(tabla.getByRole('row').filter({ hasText: 'Carla Romero' })).toContainText(/Leída el \d{2}\/\d{2}\/\d{4}/, LENTO);
  await sinViolacionesGraves(page, 'Quién no leyó');
  await elegirOpcion(page, page.getByLabel('Mostrar'), 'Quién no leyó');
  await expect(tabla.getByRole('row').filter({ hasText: 'Carla Romero' })).toHaveCount(0, LENTO);

  await page.goto('/#/admin/guias');
  await expect(page.getByRole('row').filter({ hasText: TITULO })).toContainText(/de \d+/, LENTO);
});
