import { formatoFecha } from '@worknet/domain/fechas';
import { expect, test } from '../support/servidor';
import { sinDesborde } from '../support/ancho';
import { sinViolacionesGraves } from '../support/axe';
import { erroresDeConsola } from '../support/consola';
import { elegirOpcion } from '../support/select';
import { entrarComo } from '../support/sesion';

// Task reports (issue 22 item 7) over the demo's month of tasks: the referente (Enfermería and
// Internación) opens «Reportes de tareas», sees the figures of his two sectors, filters by type
// (the URL keeps it), exports the workbook with today's name, and the screen passes axe with
// nothing wider than a phone.

test.describe.configure({ timeout: 120_000 });
const LENTO = { timeout: 30_000 };

test('el referente ve las cifras de sus sectores, filtra por tipo y exporta el Excel del día', async ({ page }) => {
  const errores = erroresDeConsola(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await entrarComo(page, 'referente', { ruta: '/reportes' });
  await expect(page.getByRole('heading', { name: 'Reportes de tareas', level: 1 })).toBeVisible(LENTO);

  const resumen = page.getByLabel('Resumen del período');
  await expect(resumen).toBeVisible(LENTO);
  // The demo's month: tasks, most of them done with the room's scan.
  const total = Number(
    await resumen
      .locator('dt', { hasText: /^Tareas$/ })
      .locator('xpath=following-sibling::dd')
      .textContent(),
  );
  expect(total).toBeGreaterThan(100);
  await expect(resumen.getByText(/% de las hechas/).first()).toBeVisible();
  const porSector = page.getByRole('region', { name: 'Por sector' });
  await expect(porSector.getByRole('row', { name: /Internación/ })).toBeVisible();
  await expect(porSector.getByRole('row', { name: /Enfermería/ })).toBeVisible();
  await expect(porSector.getByRole('row', { name: /Mantenimiento/ })).toHaveCount(0);
  await sinViolacionesGraves(page, 'reportes de tareas');

  await elegirOpcion(page, page.getByRole('combobox', { name: 'Tipo de tarea' }), 'Limpieza');
  await expect(page).toHaveURL(/tipo_id=\d+/);
  const porTipo = page.getByRole('region', { name: 'Por tipo de tarea' });
  await expect(porTipo.getByRole('row', { name: /Control de carro de paro/ })).toHaveCount(0, LENTO);
  await expect(porTipo.getByRole('row', { name: /Limpieza/ })).toBeVisible();
  // An overdue cleaning links to its task.
  const vencidas = page.getByRole('region', { name: 'Vencidas sin hacer' });
  await expect(vencidas.getByRole('link').first()).toHaveAttribute('href', /#\/tareas\/\d+$/);

  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar a Excel' }).click()]);
  expect(descarga.suggestedFilename()).toBe(`Reporte-Tareas-${formatoFecha(new Date()).replaceAll('/', '-')}.xlsx`);
  await expect(page.getByText(/Se descargó Reporte-Tareas-/)).toBeVisible(LENTO);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { name: 'Reportes de tareas', level: 1 })).toBeVisible();
  await sinDesborde(page, 360, 'reportes de tareas');
  await sinViolacionesGraves(page, 'reportes de tareas a 360 px');
  expect(errores).toEqual([]);
});
