import { expect, test } from '../support/servidor';
import { SECTORES_ADMIN, SECTOR_EMPLEADO } from '../support/constantes';
import { CLAVE_SECTOR, ingresar, ingresarAlInicio, tokenGuardado } from '../support/sesion';

test.describe('inicio de sesión', () => {
  test('una contraseña incorrecta muestra el aviso y no guarda token', async ({ page }) => {
    // A username that does not exist: lockout counts per username and must not touch demo users.
    await ingresar(page, 'usuario-inexistente-e2e', 'incorrecta');
    await expect(page.locator('.ant-message-notice').getByText('Usuario o contraseña incorrectos.')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    expect(await tokenGuardado(page)).toBeNull();
  });

  test('el formulario pide usuario y contraseña', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: /Ingresar/ }).click();
    await expect(page.getByText('Ingrese el usuario')).toBeVisible();
    await expect(page.getByText('Ingrese la contraseña')).toBeVisible();
  });

  test('admin elige sector en el modal, llega al inicio y una recarga conserva sesión y sector', async ({ page }) => {
    await ingresar(page, 'admin');
    const modal = page.getByRole('dialog', { name: 'Seleccione Sector' });
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/#\/select_sector$/);
    // It cannot be dismissed: no close button, Escape does nothing.
    await expect(modal.getByRole('button', { name: /cerrar|close/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    for (const nombre of SECTORES_ADMIN) await expect(modal.getByRole('img', { name: nombre })).toBeVisible();

    await modal.getByRole('button', { name: new RegExp(SECTORES_ADMIN[1]!) }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
    await expect(page.getByTestId('sector-actual')).toHaveText(SECTORES_ADMIN[1]!);
    await expect(page.getByRole('link', { name: 'WORKNET' })).toBeVisible();
    const sector = await page.evaluate((c) => window.localStorage.getItem(c), CLAVE_SECTOR);
    expect(sector).not.toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
    await expect(page.getByTestId('sector-actual')).toHaveText(SECTORES_ADMIN[1]!);
    await expect(page.getByRole('dialog', { name: 'Seleccione Sector' })).toHaveCount(0);
    expect(await page.evaluate((c) => window.localStorage.getItem(c), CLAVE_SECTOR)).toBe(sector);
  });

  test('admin cambia de sector desde la cabecera', async ({ page }) => {
    await ingresar(page, 'admin');
    await page
      .getByRole('dialog', { name: 'Seleccione Sector' })
      .getByRole('button', { name: new RegExp(SECTORES_ADMIN[0]!) })
      .click();
    await expect(page.getByTestId('sector-actual')).toHaveText(SECTORES_ADMIN[0]!);

    await page
      .getByRole('button', { name: /Cambiar sector/ })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: 'Seleccione Sector' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: new RegExp(SECTORES_ADMIN[1]!) }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('sector-actual')).toHaveText(SECTORES_ADMIN[1]!);
  });

  test('empleado (un sector) no ve el modal y llega al inicio', async ({ page }) => {
    await ingresarAlInicio(page, 'empleado');
    await expect(page.getByRole('dialog', { name: 'Seleccione Sector' })).toHaveCount(0);
    await expect(page.getByTestId('sector-actual')).toHaveText(SECTOR_EMPLEADO);
    // The side menu comes from get_menu.
    await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByText('Inicio')).toBeVisible();
  });

  test('sin sesión, una ruta interna lleva al login y vuelve después de ingresar', async ({ page }) => {
    await page.goto('/#/opciones');
    await expect(page).toHaveURL(/#\/login$/);
    await page.getByLabel('Usuario').fill('empleado');
    await page.getByLabel('Contraseña', { exact: true }).fill('worknet123');
    await page.getByRole('button', { name: /Ingresar/ }).click();
    await expect(page).toHaveURL(/#\/opciones$/);
  });

  test('un token guardado inválido se borra con una advertencia', async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('e2e-token-falso')) {
        window.localStorage.setItem('worknet.token', 'token-falso');
        window.sessionStorage.setItem('e2e-token-falso', '1');
      }
    });
    await page.goto('/#/opciones');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.locator('.ant-message-notice-warning')).toBeVisible();
    await expect(page.getByLabel('Usuario')).toBeVisible();
    expect(await tokenGuardado(page)).toBeNull();
  });

  for (const ancho of [360, 1366]) {
    test(`a ${ancho} px el ingreso muestra la identidad del grupo sin desbordar`, async ({ page }) => {
      await page.setViewportSize({ width: ancho, height: 800 });
      await page.goto('/#/login');
      await expect(page.getByRole('heading', { name: 'WORKNET', level: 1 })).toBeVisible();
      await expect(page.locator('.worknet-ilustracion')).toBeVisible();
      // The system font, never the browser's serif default.
      const fuente = await page.getByText('Usuario', { exact: true }).evaluate((el) => getComputedStyle(el).fontFamily);
      expect(fuente).not.toMatch(/Times/);
      expect(fuente).toMatch(/system|Segoe UI|Roboto|sans-serif/);
      // The password's show/hide control (the eye's button) is a target of at least 24 px.
      const ojo = await page.getByRole('button', { name: 'Mostrar contraseña' }).boundingBox();
      expect(ojo!.width).toBeGreaterThanOrEqual(24);
      expect(ojo!.height).toBeGreaterThanOrEqual(24);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(ancho);
    });
  }
});
