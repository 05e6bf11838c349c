import type { Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { sinViolacionesGraves } from '../support/axe';
import { CLAVE_SECTOR, CLAVE_TOKEN, tokenPorApi } from '../support/sesion';

// Issue 16, items 1 and 2: the administration and configuration lists never make the page wider
// than a phone (wide tables scroll inside their own box), their row actions fold into one «…»
// menu at phone width, and at a desk the actions column stays in view.

// Each test opens several screens and runs axe: on a busy two-core machine that outgrows 45 s.
test.describe.configure({ timeout: 120_000 });

const PANTALLAS = [
  { ruta: 'admin_user_meta', titulo: 'Usuarios' },
  { ruta: 'admin_item', titulo: 'Roles y permisos' },
  { ruta: 'grupos', titulo: 'Grupos' },
  { ruta: 'control_panel', titulo: 'Panel de control' },
  { ruta: 'control_panel?pestana=auditoria', titulo: 'Panel de control' },
  { ruta: 'control_panel?pestana=bloqueos', titulo: 'Panel de control' },
  { ruta: 'control_panel?pestana=trabajos', titulo: 'Panel de control' },
  { ruta: 'rrhh/configuracion', titulo: 'Configuración de RRHH' },
  { ruta: 'rrhh/configuracion/novedades-personal', titulo: 'Novedades de personal' },
  { ruta: 'admin/ubicaciones', titulo: 'Ubicaciones' },
  { ruta: 'rrhh/nomina', titulo: 'Nómina' },
] as const;

async function comoAdmin(page: Page) {
  const token = await tokenPorApi(page.request, 'admin');
  const yo = (await (await page.request.get('/api/v1/get_user', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: { sector: { id: number }[] };
  };
  const sector = String(yo.data.sector[0]?.id ?? '');
  await page.addInitScript(
    ([claveToken, valorToken, claveSector, valorSector]) => {
      window.localStorage.setItem(claveToken, valorToken);
      if (valorSector) window.localStorage.setItem(claveSector, valorSector);
    },
    [CLAVE_TOKEN, token, CLAVE_SECTOR, sector] as const,
  );
}

async function abrir(page: Page, ruta: string, titulo: string) {
  await page.goto(`/#/${ruta}`);
  // A screen's chunk may take a while on a busy machine (each worker shares two cores).
  await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton')).toHaveCount(0);
}

const anchoDelDocumento = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('listas a 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('ninguna pantalla de administración o configuración es más ancha que el teléfono', async ({ page }) => {
    test.setTimeout(240_000);
    await comoAdmin(page);
    const anchas: string[] = [];
    for (const p of PANTALLAS) {
      await abrir(page, p.ruta, p.titulo);
      const ancho = await anchoDelDocumento(page);
      if (ancho > 360) anchas.push(`#/${p.ruta}: ${ancho} px`);
    }
    expect(anchas).toEqual([]);
  });

  test('las acciones de una fila se pliegan en «…» y Eliminar va al final, en rojo', async ({ page }) => {
    await comoAdmin(page);
    await abrir(page, 'admin_item', 'Roles y permisos');
    const fila = page.getByRole('row', { name: /Empleado/ });
    await expect(fila.getByRole('button', { name: 'Editar Empleado' })).toHaveCount(0);
    await fila.getByRole('button', { name: 'Acciones de Empleado' }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveText(['Editar', 'Eliminar']);
    await expect(items.last()).toHaveClass(/danger/);
    await sinViolacionesGraves(page, 'roles a 360 px con el menú de la fila abierto');
  });
});

test.describe('listas a 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('en Ubicaciones, Guardar y Cancelar de la fila que se edita quedan a la vista', async ({ page }) => {
    await comoAdmin(page);
    await abrir(page, 'admin/ubicaciones', 'Ubicaciones');
    await page.getByRole('button', { name: /^Nueva ubicación/ }).click();
    for (const nombre of ['Guardar', 'Cancelar']) {
      const boton = page.getByRole('button', { name: nombre, exact: true });
      await expect(boton).toBeInViewport({ ratio: 1 });
    }
    expect(await anchoDelDocumento(page)).toBeLessThanOrEqual(1366);
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
  });

  test('Novedades de personal: la columna Acciones fija no tapa las demás', async ({ page }) => {
    await comoAdmin(page);
    await abrir(page, 'rrhh/configuracion/novedades-personal', 'Novedades de personal');
    const tabla = page.getByRole('table', { name: 'Novedades de personal' });
    const acciones = tabla.getByRole('columnheader', { name: 'Acciones' });
    const caja = (await acciones.boundingBox())!;
    // Every other header ends left of where the fixed column starts, or scrolls out from under it.
    for (const cabecera of await tabla.getByRole('columnheader').all()) {
      if ((await cabecera.textContent()) === 'Acciones') continue;
      const b = await cabecera.boundingBox();
      if (b && b.x + b.width <= 1366) expect(b.x + b.width).toBeLessThanOrEqual(caja.x + 1);
    }
  });
});
