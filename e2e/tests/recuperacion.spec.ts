import { expect, test } from '../support/servidor';
import { PASSWORD_DEMO } from '../support/constantes';
import { ingresar, tokenPorApi } from '../support/sesion';

// Changes the password of `rrhh`, and puts the demo one back at the end: other journeys
// log in as rrhh, and may run after this one on the same worker's database.
const NUEVA = 'NuevaClave2024';

test('recuperar la contraseña con el enlace del correo y entrar con la nueva', async ({ page, request, servidor }) => {
  await page.goto('/#/login');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL(/#\/recoveryPassword$/);
  await page.getByLabel('E-mail').fill('rrhh@worknet.local');
  await page.getByRole('button', { name: /Enviar enlace/ }).click();
  await expect(page.getByRole('status')).toBeVisible();

  // The link arrives by mail (a real SMTP server on loopback); the outbox keeps it hidden.
  let enlace: string | undefined;
  await expect
    .poll(() => {
      enlace = servidor
        .correosPara('rrhh@worknet.local')
        .at(-1)
        ?.texto.match(/#\/reset-password\/[^\s"<]+/)?.[0];
      return enlace;
    })
    .toBeTruthy();
  const admin = await tokenPorApi(request, 'admin');
  const guardado = async () => {
    const r = await request.get('/api/v1/correo_saliente?limit=20', { headers: { Authorization: `Bearer ${admin}` } });
    return ((await r.json()) as { data: { para: string; texto: string; estado: string }[] }).data.find((c) => c.para.includes('rrhh@worknet.local'));
  };
  // Marked sent once the SMTP server accepted it, a moment after it arrived.
  await expect.poll(async () => (await guardado())?.estado).toBe('enviado');
  expect((await guardado())?.texto).not.toContain(enlace!);

  await page.goto(`/${enlace}`);
  await expect(page.getByText('rrhh@worknet.local')).toBeVisible();
  // The shared rule applies in the browser too.
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
  await page.getByLabel('Repita la nueva contraseña').fill('corta');
  await page.getByRole('button', { name: /Guardar contraseña/ }).click();
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();

  await page.getByLabel('Nueva contraseña', { exact: true }).fill(NUEVA);
  await page.getByLabel('Repita la nueva contraseña').fill(NUEVA);
  await page.getByRole('button', { name: /Guardar contraseña/ }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.locator('.ant-message-notice-success')).toBeVisible();

  // The link works once.
  await page.goto(`/${enlace}`);
  await expect(page.getByRole('link', { name: 'Pedir un nuevo enlace' })).toBeVisible();

  await ingresar(page, 'rrhh', NUEVA);
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();

  const propio = await tokenPorApi(request, 'rrhh', NUEVA);
  const r = await request.post('/api/v1/cambiar_password', {
    headers: { Authorization: `Bearer ${propio}` },
    data: { password_actual: NUEVA, password: PASSWORD_DEMO },
  });
  expect(r.status(), await r.text()).toBe(200);
});
