import type { Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { sinDesborde } from '../support/ancho';
import { sinViolacionesGraves } from '../support/axe';
import { erroresDeConsola } from '../support/consola';
import { nombresEnIngles } from '../support/ingles';
import { entrarComo, tokenPorApi } from '../support/sesion';

// «Mi perfil» (issue 20 item 6): the employee (Carla Romero) opens it from the user menu, sees
// her file and account, turns on the bell's e-mail copies (kept after a reload), and closes
// a second session opened elsewhere, whose token stops working. Then axe and the width at a
// desk (1366) and on a phone (360).

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The machine running the journeys may be busy: the first paint of a lazy screen can take a while. */
const LENTO = { timeout: 30_000 };
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

type Perfil = { persona: { dni: string; cuil: string; legajo: string | null } | null; preferencias: { correo_notificaciones: boolean } };

async function miPerfil(page: Page, token: string): Promise<Perfil> {
  const r = await page.request.get('/api/v1/mi_perfil', { headers: { Authorization: `Bearer ${token}` } });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: Perfil }).data;
}

test('la empleada abre «Mi perfil», activa los avisos por correo y cierra sus otras sesiones', async ({ page }) => {
  const errores = erroresDeConsola(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  const token = await entrarComo(page, 'empleado');
  const datos = await miPerfil(page, token);
  expect(datos.persona, 'la empleada de la demo tiene legajo').not.toBeNull();

  await page.getByRole('button', { name: 'Menú de usuario' }).click(LENTO);
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL(/#\/mi_perfil$/);
  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible(LENTO);
  await expect(page.getByRole('heading', { name: 'Datos personales' })).toBeVisible(LENTO);
  await expect(page.getByText(datos.persona!.dni, { exact: true })).toBeVisible();
  await expect(page.getByText(datos.persona!.cuil, { exact: true })).toBeVisible();
  await expect(page.getByText('empleado@worknet.local').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver mis licencias' })).toBeVisible();

  // Her own photo: a media draft, made hers by mi_perfil/foto, back by its signed link.
  await expect(page.getByRole('button', { name: /(Subir|Cambiar) foto/ })).toBeEnabled();
  await page.getByLabel('Archivo de la foto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
  await expect(page.getByText('Foto actualizada.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Foto de / })).toBeVisible();

  // The bell's notices by e-mail: on, and still on after a reload (stored by the server).
  const correo = page.getByRole('switch', { name: 'Recibir por correo los avisos de la campana' });
  await expect(correo).toHaveAttribute('aria-checked', String(datos.preferencias.correo_notificaciones));
  if (!datos.preferencias.correo_notificaciones) {
    await correo.click();
    await expect(correo).toHaveAttribute('aria-checked', 'true');
    await expect(correo).toBeEnabled();
  }
  expect((await miPerfil(page, token)).preferencias.correo_notificaciones).toBe(true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Recibir por correo los avisos de la campana' })).toHaveAttribute('aria-checked', 'true', LENTO);

  // A second session elsewhere: listed, then closed with «las demás»; its token no longer works.
  const otro = await tokenPorApi(page.request, 'empleado');
  const conOtro = { headers: { Authorization: `Bearer ${otro}` } };
  expect((await page.request.get('/api/v1/get_user', conOtro)).status()).toBe(200);
  await page.reload();
  const sesiones = page.getByRole('list', { name: 'Sesiones activas' });
  await expect(sesiones.getByText('Esta sesión')).toBeVisible(LENTO);
  await expect(sesiones.getByRole('listitem')).not.toHaveCount(1);
  await sinViolacionesGraves(page, 'Mi perfil', 'main');
  // Not a menu entry, so the screen sweep's English check never sees it: checked here.
  expect(nombresEnIngles(await page.locator('body').ariaSnapshot())).toEqual([]);

  await page.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
  await page.getByRole('button', { name: 'Cerrar las demás', exact: true }).click();
  await expect(page.getByText(/Se cerr(ó|aron) \d+ sesi(ón|ones)\./).first()).toBeVisible();
  await expect(sesiones.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Cerrar las demás sesiones' })).toBeDisabled();
  expect((await page.request.get('/api/v1/get_user', conOtro)).status()).toBe(401);
  // This tab's own session is untouched.
  expect((await page.request.get('/api/v1/get_user', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

  await sinDesborde(page, 1366, 'Mi perfil');
  // A phone: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
  await sinDesborde(page, 360, 'Mi perfil');
  await sinViolacionesGraves(page, 'Mi perfil en el teléfono', 'main');
  expect(errores).toEqual([]);
});
