import { expect, test } from '../support/servidor';
import { CLAVE_SECTOR, CLAVE_TOKEN, ingresarAlInicio, tokenGuardado } from '../support/sesion';
import { vigilarSocket } from '../support/socket';

test.describe('cierre de sesión', () => {
  test('vuelve al login y el token anterior recibe 401', async ({ page, request }) => {
    const socket = vigilarSocket(page);
    await ingresarAlInicio(page, 'empleado');
    // Connected, so the server's revocation of this session would reach it.
    await socket.conectado();
    const token = await tokenGuardado(page);
    expect(token).toBeTruthy();
    expect((await request.get('/api/v1/get_user', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByLabel('Usuario')).toBeVisible();
    expect(await tokenGuardado(page)).toBeNull();
    // One's own logout says so, never «se cerró desde otra pestaña».
    await expect(page.getByText('Sesión cerrada.')).toBeVisible();
    await expect(page.getByText(/otra pestaña/)).toHaveCount(0);

    const r = await request.get('/api/v1/get_user', { headers: { Authorization: `Bearer ${token}` } });
    expect(r.status()).toBe(401);
  });

  test('cerrar sesión en una pestaña cierra las otras pestañas (socket)', async ({ browser }) => {
    const uno = await browser.newContext();
    const pagina1 = await uno.newPage();
    await ingresarAlInicio(pagina1, 'empleado');
    const token = await tokenGuardado(pagina1);
    const sector = await pagina1.evaluate((c) => window.localStorage.getItem(c), CLAVE_SECTOR);

    // Another browser profile with the same session: only the socket can tell it.
    const dos = await browser.newContext();
    await dos.addInitScript(
      ([ct, cs, t, s]) => {
        if (!window.sessionStorage.getItem('e2e-sesion')) {
          window.localStorage.setItem(ct, t);
          window.localStorage.setItem(cs, s);
          window.sessionStorage.setItem('e2e-sesion', '1');
        }
      },
      [CLAVE_TOKEN, CLAVE_SECTOR, token!, sector!] as const,
    );
    const pagina2 = await dos.newPage();
    const socket2 = vigilarSocket(pagina2);
    await pagina2.goto('/#/opciones');
    await expect(pagina2.getByRole('heading', { name: 'Opciones', level: 1 })).toBeVisible();
    // The socket must be connected before the session is revoked.
    await socket2.conectado();

    await pagina1.getByRole('button', { name: 'Menú de usuario' }).click();
    await pagina1.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(pagina1).toHaveURL(/#\/login$/);

    await expect(pagina2).toHaveURL(/#\/login$/);
    await expect(pagina2.locator('.ant-message-notice-warning')).toBeVisible();
    expect(await tokenGuardado(pagina2)).toBeNull();
    await uno.close();
    await dos.close();
  });
});
