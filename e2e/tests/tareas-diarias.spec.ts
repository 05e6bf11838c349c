import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { sinViolacionesGraves } from '../support/axe';
import { sinDesborde } from '../support/ancho';
import { ingresarComoAdmin } from '../support/catalogos';
import { SECTOR_EMPLEADO } from '../support/constantes';
import { elegirOpcion } from '../support/select';
import { entrarComo, tokenPorApi } from '../support/sesion';
import { marcar } from '../support/casilla';

// Tasks on the phone (issue 22 items 2–4). Set up through the API as admin: a task type that
// requires the location's QR to finish, a location in Internación and a task for Internación due
// today. The cleaner (empleado, Carla Romero, Internación) opens «Tareas de hoy» at 360 px, sees
// the place with its counts, is refused when finishing without the scan, opens the location's
// QR route (as the phone's camera would), finishes the task there and sees it done in diarias.
// Then the admin creates a weekly scheduled task and sees the preview. axe on the three screens.

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const LENTO = { timeout: 30_000 };
const cabeceras = (token: string) => ({ Authorization: `Bearer ${token}` });

async function datos<T>(r: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { data: T }).data;
}

/** Today in Argentina (UTC−3 all year), 'YYYY-MM-DD'. */
const hoyArgentina = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

test('la limpiadora abre Tareas de hoy en el teléfono, escanea el QR del lugar y finaliza la tarea', async ({ browser, servidor, page }) => {
  const admin = await tokenPorApi(page.request, 'admin');
  const sectores = await datos<{ value: number; label: string }[]>(await page.request.get('/api/v1/sectores', { headers: cabeceras(admin) }));
  const internacion = sectores.find((s) => s.label.startsWith(`${SECTOR_EMPLEADO} —`))!;
  expect(internacion).toBeTruthy();
  const marca = Date.now();
  const tipo = await datos<{ id: number }>(
    await page.request.post('/api/v1/tareas/tipo_tarea', {
      headers: cabeceras(admin),
      data: { nombre: `Limpieza con QR ${marca}`, sector_id: internacion.value, color: '#237804', escanear_al_finalizar: true },
    }),
  );
  const lugar = `Habitación ${marca % 100_000}`;
  const ubicacion = await datos<{ id: number }>(
    await page.request.post('/api/v1/tareas/ubicacion', { headers: cabeceras(admin), data: { nombre: lugar, sector_id: internacion.value, piso: '2' } }),
  );
  const qr = await datos<{ ruta: string }>(await page.request.get(`/api/v1/tareas/ubicacion/${ubicacion.id}/qr`, { headers: cabeceras(admin) }));
  expect(qr.ruta).toMatch(/^scan-ubicacion\//);
  const titulo = `Limpiar y desinfectar ${marca}`;
  await datos(
    await page.request.post('/api/v1/create-tarea', {
      headers: cabeceras(admin),
      data: { titulo, tipo_id: tipo.id, ubicacion_id: ubicacion.id, sector_ids: [internacion.value], vence_at: `${hoyArgentina()}T23:30:00-03:00` },
    }),
  );

  const ctx = await browser.newContext({ baseURL: servidor.url, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const telefono = await ctx.newPage();
  await entrarComo(telefono, 'empleado', { ruta: '/diarias' });
  await expect(telefono.getByRole('heading', { level: 1, name: 'Tareas de hoy' })).toBeVisible(LENTO);
  const grupo = telefono.getByRole('region', { name: lugar });
  await expect(grupo).toBeVisible(LENTO);
  await expect(grupo.getByText('1 pendiente', { exact: true })).toBeVisible();
  await expect(grupo.getByText('0 hechas', { exact: true })).toBeVisible();
  await expect(grupo.getByRole('button', { name: `Escanear QR del lugar: ${lugar}` })).toBeVisible();
  await sinViolacionesGraves(telefono, 'Tareas de hoy (360 px)');
  await sinDesborde(telefono, 360, 'Tareas de hoy');

  // Finishing without the scan: the server's refusal, in Spanish, beside the task.
  await grupo.getByRole('button', { name: `Finalizar ${titulo}` }).click();
  await expect(grupo.getByRole('alert')).toContainText('escanee el código QR de la ubicación');

  // The printed QR opens «…#/scan-ubicacion/<código>» in the app, already logged in.
  await telefono.goto(`/#/${qr.ruta}`);
  await expect(telefono.getByRole('heading', { level: 1, name: lugar })).toBeVisible(LENTO);
  await expect(telefono.getByText(/^Escaneo registrado a las \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(telefono.getByRole('link', { name: titulo })).toHaveAttribute('href', /#\/tareas\/\d+$/);
  await sinViolacionesGraves(telefono, 'Escaneo del lugar (360 px)');
  await sinDesborde(telefono, 360, 'Escaneo del lugar');
  await telefono.getByRole('button', { name: `Finalizar ${titulo}` }).click();
  await expect(telefono.getByRole('listitem').filter({ hasText: titulo }).getByText('Hecha', { exact: true })).toBeVisible(LENTO);

  // Back in diarias: the place counts it done.
  await telefono.getByRole('link', { name: 'Volver a Tareas de hoy' }).click();
  const despues = telefono.getByRole('region', { name: lugar });
  await expect(despues.getByText('1 hecha', { exact: true })).toBeVisible(LENTO);
  await expect(despues.getByText('0 pendientes', { exact: true })).toBeVisible();
  await despues.getByText('Ver las hechas hoy (1)').click();
  await expect(despues.getByRole('link', { name: titulo })).toBeVisible();
  await ctx.close();
});

test('el administrador programa una tarea semanal y ve la vista previa de las próximas fechas', async ({ page }) => {
  await ingresarComoAdmin(page);
  await page.goto('/#/admin/tareas-programadas/form');
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva tarea programada' })).toBeVisible(LENTO);
  const titulo = `Control de carros de paro ${Date.now()}`;
  await page.getByLabel('Título').fill(titulo);
  await elegirOpcion(page, page.getByLabel('Tipo', { exact: true }), 'Limpieza');
  await page.getByText('Semanal', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Semanal' })).toBeChecked();
  await marcar(page.getByRole('checkbox', { name: 'Lunes' }));
  await marcar(page.getByRole('checkbox', { name: 'Miércoles' }));
  const previa = page.getByRole('region', { name: 'Vista previa de las próximas tareas' });
  await expect(previa).toContainText('Lunes y miércoles a las 08:00', LENTO);
  const fechas = previa.getByRole('list', { name: 'Próximas tareas' }).getByRole('listitem');
  await expect(fechas).toHaveCount(5);
  await expect(fechas.first()).toHaveText(/^(Lunes|Miércoles) \d{2}\/\d{2}\/\d{4} 08:00$/);
  await sinViolacionesGraves(page, 'Tarea programada: formulario');

  // A weekly recurrence without days: the server's message under its field (the form's own rule first).
  await page.getByRole('checkbox', { name: 'Lunes' }).uncheck();
  await page.getByRole('checkbox', { name: 'Miércoles' }).uncheck();
  await expect(previa).toContainText('Elija al menos un día de la semana.', LENTO);
  await marcar(page.getByRole('checkbox', { name: 'Viernes' }));
  await expect(previa).toContainText('Viernes a las 08:00', LENTO);

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tareas programadas' })).toBeVisible(LENTO);
  const fila = page.getByRole('row').filter({ hasText: titulo });
  await expect(fila).toContainText('Viernes a las 08:00');
  await expect(fila.getByRole('switch', { name: `Activa: ${titulo}` })).toBeChecked();
  await expect(fila.getByText(/^Viernes \d{2}\/\d{2}\/\d{4} 08:00$/).first()).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'Tareas programadas: lista');

  // On a phone: the list and the form fit the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await sinDesborde(page, 360, 'Tareas programadas');
  await page.goto('/#/admin/tareas-programadas/form');
  await expect(page.getByRole('region', { name: 'Vista previa de las próximas tareas' })).toContainText('Todos los días a las 08:00', LENTO);
  await sinDesborde(page, 360, 'Tarea programada: formulario');
});
