import { formatoFecha } from '@worknet/domain/fechas';
import { expect, test } from '../support/servidor';
import { sinDesborde } from '../support/ancho';
import { sinViolacionesGraves } from '../support/axe';
import { erroresDeConsola } from '../support/consola';
import { entrarComo } from '../support/sesion';

// HR dashboards (issue 23) over the demo's people: RRHH opens «Tablero de RRHH», clicks the
// 'Enfermería' bar of headcount by sector and lands on those people (as many as the bar says,
// each linking to their file); the bar also opens with Enter. axe on the board and on the
// panel, nothing wider than a phone, and «Reportes de RRHH» downloads a dashboard's workbook.

test.describe.configure({ timeout: 120_000 });
const LENTO = { timeout: 30_000 };

test('RRHH abre el tablero, elige la barra de Enfermería y llega a esas personas', async ({ page }) => {
  const errores = erroresDeConsola(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await entrarComo(page, 'rrhh', { ruta: '/rrhh/dashboard' });
  await expect(page.getByRole('heading', { name: 'Tablero de RRHH', level: 1 })).toBeVisible(LENTO);

  const dotacion = page.getByRole('article', { name: 'Dotación por sector' });
  const barra = dotacion.getByRole('button', { name: /^Enfermería: \d+\. Ver las personas$/ });
  await expect(barra).toBeVisible(LENTO);
  const cifra = Number((await barra.getAttribute('aria-label'))!.match(/: (\d+)\./)![1]);
  expect(cifra).toBeGreaterThan(0);
  await expect(page.locator('main .ant-skeleton')).toHaveCount(0, LENTO);
  await sinViolacionesGraves(page, 'tablero de RRHH');

  await barra.click();
  const panel = page.getByRole('dialog', { name: 'Dotación por sector: Enfermería' });
  await expect(panel).toBeVisible(LENTO);
  await expect(page).toHaveURL(/p\.tablero=dashboard_persona_nomina/);
  // The list behind the bar has exactly the bar's count, every row of Enfermería.
  await expect(panel.getByText(cifra === 1 ? '1 persona' : `${cifra.toLocaleString('es-AR')} personas`)).toBeVisible(LENTO);
  const filas = panel.locator('tbody tr.ant-table-row');
  await expect(filas.first()).toBeVisible();
  const sectores = await filas.locator('td:nth-child(3)').allTextContents();
  expect(sectores.every((s) => s === 'Enfermería')).toBe(true);
  await sinViolacionesGraves(page, 'personas de Enfermería');

  // Each person links to their file.
  const persona = filas.first().getByRole('link');
  const nombre = (await persona.textContent())!;
  await expect(persona).toHaveAttribute('href', /#\/rrhh\/persona\/\d+$/);
  await persona.click();
  await expect(page).toHaveURL(/#\/rrhh\/persona\/\d+/);
  await expect(page.getByRole('main')).toContainText(nombre.split(',')[0]!, LENTO);

  // Back to the board: the same bar opens from the keyboard.
  await page.goto('/#/rrhh/dashboard');
  const otra = page.getByRole('article', { name: 'Dotación por sector' }).getByRole('button', { name: /^Enfermería: / });
  await otra.focus();
  await page.keyboard.press('Enter');
  const deNuevo = page.getByRole('dialog', { name: 'Dotación por sector: Enfermería' });
  await expect(deNuevo).toBeVisible(LENTO);

  // The same people in the roster: the link opens Nómina with the sector's chip and the bar's count.
  await deNuevo.getByRole('link', { name: 'Ver estas personas en Nómina' }).click();
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible(LENTO);
  await expect(page.getByRole('button', { name: /^Editar filtro: Sector es uno de Enfermería/ })).toBeVisible(LENTO);
  await expect(page.getByText(cifra === 1 ? '1 persona' : `${cifra.toLocaleString('es-AR')} personas`)).toBeVisible(LENTO);
  // Back returns to the board with the panel open.
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Dotación por sector: Enfermería' })).toBeVisible(LENTO);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0, LENTO);

  // A phone: one column, the charts at its width, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { name: 'Tablero de RRHH', level: 1 })).toBeVisible();
  await sinDesborde(page, 360, 'tablero de RRHH');
  await sinViolacionesGraves(page, 'tablero de RRHH a 360 px');
  expect(errores).toEqual([]);
});

test('Reportes de RRHH descarga el Excel de un tablero con su nombre del día', async ({ page }) => {
  const errores = erroresDeConsola(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await entrarComo(page, 'rrhh', { ruta: '/rrhh/reportes' });
  await expect(page.getByRole('heading', { name: 'Reportes de RRHH', level: 1 })).toBeVisible(LENTO);
  const lista = page.getByRole('list', { name: 'Reportes en Excel' });
  const [descarga] = await Promise.all([page.waitForEvent('download'), lista.getByRole('button', { name: 'Dotación por sector' }).click()]);
  expect(descarga.suggestedFilename()).toBe(`Reporte-Dotacion-por-sector-${formatoFecha(new Date()).replaceAll('/', '-')}.xlsx`);
  await sinViolacionesGraves(page, 'reportes de RRHH');
  await page.setViewportSize({ width: 360, height: 740 });
  await sinDesborde(page, 360, 'reportes de RRHH');
  expect(errores).toEqual([]);
});

test('el referente ve en el teléfono sólo las cifras de sus sectores, sin la nómina de otros', async ({ page }) => {
  const errores = erroresDeConsola(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await entrarComo(page, 'referente', { ruta: '/rrhh/dashboard' });
  await expect(page.getByRole('heading', { name: 'Tablero de RRHH', level: 1 })).toBeVisible(LENTO);
  const barras = page.getByRole('article', { name: 'Dotación por sector' }).getByRole('button', { name: /\. Ver las personas$/ });
  await expect(barras.first()).toBeVisible(LENTO);
  const nombres = await barras.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')!.split(':')[0]!));
  expect(nombres.length).toBeGreaterThan(0);
  // The demo's referente leads Enfermería and Internación: no other sector's bar.
  expect(nombres.every((n) => n === 'Enfermería' || n === 'Internación')).toBe(true);
  await expect(page.locator('main .ant-skeleton')).toHaveCount(0, LENTO);
  await sinDesborde(page, 360, 'tablero del referente');
  await sinViolacionesGraves(page, 'tablero del referente a 360 px');
  await page.setViewportSize({ width: 1366, height: 800 });
  await sinDesborde(page, 1366, 'tablero del referente');
  expect(errores).toEqual([]);
});
