import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { sinViolacionesGraves } from '../support/axe';
import { sinDesborde } from '../support/ancho';
import { SECTOR_EMPLEADO } from '../support/constantes';
import { elegirOpcion } from '../support/select';
import { entrarComo, tokenPorApi } from '../support/sesion';

// Maintenance requests (issue 22 item 6): «an employee reports a broken light and sees it done».
// empleado (Carla Romero, Internación) on a 360 px phone reports «Luz quemada» (Electricidad) at
// a new location with a photo; the request becomes a task of Mantenimiento, which the admin
// finishes (as maintenance would); the employee sees «Resuelto» in «Mis pedidos de
// mantenimiento», the notice in the bell and, in the detail, the photo and «Reabrir». axe on each screen.

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const LENTO = { timeout: 30_000 };
const cabeceras = (token: string) => ({ Authorization: `Bearer ${token}` });
/** A 1×1 PNG: what the phone's camera would give, small. */
const FOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function datos<T>(r: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { data: T }).data;
}

test('una empleada reporta una luz quemada desde el teléfono y la ve resuelta', async ({ browser, servidor, page }) => {
  const admin = await tokenPorApi(page.request, 'admin');
  const sectores = await datos<{ value: number; label: string }[]>(await page.request.get('/api/v1/sectores', { headers: cabeceras(admin) }));
  const internacion = sectores.find((s) => s.label.startsWith(`${SECTOR_EMPLEADO} —`))!;
  expect(internacion).toBeTruthy();
  const lugar = `Habitación ${Date.now() % 1_000_000}`;
  await datos(await page.request.post('/api/v1/tareas/ubicacion', { headers: cabeceras(admin), data: { nombre: lugar, sector_id: internacion.value } }));

  const ctx = await browser.newContext({ baseURL: servidor.url, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const telefono = await ctx.newPage();
  await entrarComo(telefono, 'empleado', { ruta: '/crear_pedido' });
  await expect(telefono.getByRole('heading', { level: 1, name: 'Reportar un problema' })).toBeVisible(LENTO);
  await sinViolacionesGraves(telefono, 'Reportar un problema (360 px)');
  await sinDesborde(telefono, 360, 'Reportar un problema');

  await elegirOpcion(telefono, telefono.getByLabel('Ubicación', { exact: true }), lugar);
  await elegirOpcion(telefono, telefono.getByLabel('Categoría', { exact: true }), 'Electricidad');
  await telefono.getByLabel('Descripción', { exact: true }).fill('Luz quemada');
  await telefono.getByLabel('Archivo de la foto del problema').setInputFiles({ name: 'luz.png', mimeType: 'image/png', buffer: FOTO });
  await expect(telefono.getByRole('img', { name: 'Foto del problema elegida' })).toBeVisible();
  await sinDesborde(telefono, 360, 'Reportar un problema con la foto');
  await telefono.getByRole('button', { name: 'Enviar pedido' }).click();
  const recibido = telefono.getByText(/^Recibimos su pedido N\.º \d+$/);
  await expect(recibido).toBeVisible(LENTO);
  const id = Number(/(\d+)$/.exec((await recibido.textContent()) ?? '')?.[1]);
  await expect(telefono.getByRole('link', { name: 'Ver mi pedido' })).toHaveAttribute('href', `#/mis_pedidos_manthos/${id}`);
  await sinViolacionesGraves(telefono, 'Pedido recibido (360 px)');

  // It is a task of Mantenimiento (the category's sector); maintenance finishes it.
  const tarea = await datos<{ sector: string; titulo: string; adjuntos: unknown[] }>(
    await page.request.get(`/api/v1/tareas/${id}`, { headers: cabeceras(admin) }),
  );
  expect(tarea).toMatchObject({ sector: 'Mantenimiento', titulo: `Electricidad en ${lugar}` });
  expect(tarea.adjuntos).toHaveLength(1);
  await datos(await page.request.post(`/api/v1/tareas/${id}/finalizar`, { headers: cabeceras(admin), data: { detalle: 'Se cambió la lámpara' } }));

  // The employee's list says «Resuelto» and the bell has the notice.
  await telefono.goto('/#/mis_pedidos_manthos');
  await expect(telefono.getByRole('heading', { level: 1, name: 'Mis pedidos de mantenimiento' })).toBeVisible(LENTO);
  const fila = telefono.getByRole('row').filter({ hasText: `N.º ${id} · Electricidad en ${lugar}` });
  await expect(fila.getByText('Resuelto', { exact: true })).toBeVisible(LENTO);
  await sinViolacionesGraves(telefono, 'Mis pedidos de mantenimiento (360 px)');
  await sinDesborde(telefono, 360, 'Mis pedidos de mantenimiento');
  await expect(telefono.getByTestId('campana')).toHaveAttribute('aria-label', /\d+ sin leer/, LENTO);
  await telefono.getByTestId('campana').click();
  const panel = telefono.getByTestId('panel-campana');
  await expect(panel.getByText(`Pedido de mantenimiento ${id}: Resuelto`)).toBeVisible(LENTO);
  await telefono.keyboard.press('Escape');

  // The detail: state, the photo, the steps and «Reabrir» with its deadline.
  await fila.getByRole('link').click();
  await expect(telefono.getByRole('heading', { level: 1, name: `Pedido N.º ${id}: Electricidad en ${lugar}` })).toBeVisible(LENTO);
  await expect(telefono.getByText(/Puede reabrir el pedido hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(telefono.getByRole('button', { name: 'Reabrir' })).toBeVisible();
  await expect(telefono.getByRole('main').getByText('Se cambió la lámpara', { exact: true })).toBeVisible();
  await expect(telefono.locator('main img')).toHaveCount(1);
  await sinViolacionesGraves(telefono, 'Pedido de mantenimiento (360 px)');
  await sinDesborde(telefono, 360, 'Pedido de mantenimiento');
  await ctx.close();
});
