import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { CLAVE_SECTOR, CLAVE_TOKEN, tokenPorApi } from '../support/sesion';

// One PNG per rule of docs/ui.md: 1366×600 crops of the desk and 360×740 of the phone, small
// enough to keep in the repository.
const carpeta = fileURLToPath(new URL('../../docs/ui/', import.meta.url));
const ESCRITORIO = { width: 1366, height: 600 };
const TELEFONO = { width: 360, height: 740 };

async function comoAdmin(page: Page) {
  const token = await tokenPorApi(page.request, 'admin');
  const yo = (await (await page.request.get('/api/v1/get_user', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: { sector: { id: number }[] };
  };
  await page.addInitScript(
    ([claveToken, valorToken, claveSector, valorSector]) => {
      window.localStorage.setItem(claveToken, valorToken);
      window.localStorage.setItem(claveSector, valorSector);
    },
    [CLAVE_TOKEN, token, CLAVE_SECTOR, String(yo.data.sector[0]!.id)] as const,
  );
}

async function abrir(page: Page, ruta: string, titulo: string) {
  await page.goto(`/#/${ruta}`);
  await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton')).toHaveCount(0);
}

const guardar = (page: Page, nombre: string) => page.screenshot({ path: `${carpeta}${nombre}.png`, animations: 'disabled', caret: 'hide' });

test('capturas de docs/ui.md', async ({ page }) => {
  await comoAdmin(page);

  await page.setViewportSize(ESCRITORIO);
  await abrir(page, 'admin_user_meta', 'Usuarios');
  await guardar(page, 'lista');

  // The demo has no groups: the empty state with its explanation and its action.
  await abrir(page, 'grupos', 'Grupos');
  await expect(page.getByRole('button', { name: 'Crear grupo' })).toBeVisible();
  await guardar(page, 'vacio');

  await abrir(page, 'rrhh/configuracion', 'Configuración de RRHH');
  await guardar(page, 'configuracion');

  await abrir(page, 'rrhh/configuracion/puesto/form', 'Nuevo puesto');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Es obligatorio').first()).toBeVisible();
  await guardar(page, 'formulario');

  await abrir(page, 'admin_item', 'Roles y permisos');
  await page.getByRole('button', { name: 'Acciones de Empleado' }).click();
  await expect(page.getByRole('menuitem', { name: 'Eliminar' })).toBeVisible();
  await guardar(page, 'acciones-fila');
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await guardar(page, 'destructiva');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

  await page.setViewportSize(TELEFONO);
  await abrir(page, 'admin_item', 'Roles y permisos');
  await guardar(page, 'telefono-lista');
  await page.getByRole('button', { name: 'Acciones de Empleado' }).click();
  await expect(page.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
  await guardar(page, 'telefono-acciones');
  await page.keyboard.press('Escape');
  await abrir(page, 'rrhh/configuracion/puesto/form', 'Nuevo puesto');
  await guardar(page, 'telefono-formulario');
});
