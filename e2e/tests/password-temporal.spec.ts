import { expect, test } from '../support/servidor';
import { ingresar, tokenPorApi } from '../support/sesion';

// A user of its own, created here with a temporary password.
test('un usuario nuevo con contraseña temporal debe cambiarla antes de seguir', async ({ page, request }) => {
  const admin = await tokenPorApi(request, 'admin');
  const yo = (await (await request.get('/api/v1/get_user', { headers: { Authorization: `Bearer ${admin}` } })).json()) as {
    data: { sector: { id: number; nombre: string }[] };
  };
  const sector = yo.data.sector[0]!;
  const username = `e2e.temporal.${Date.now().toString(36)}`;
  const creado = await request.post('/api/v1/admin_usuario', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { username, nombre_completo: 'Prueba Temporal', sectores: [sector.id], roles: [], password_temporal: 'Temporal2024' },
  });
  expect(creado.status(), await creado.text()).toBe(200);

  await ingresar(page, username, 'Temporal2024');
  const modal = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Su contraseña es temporal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  await modal.getByLabel('Contraseña actual').fill('Temporal2024');
  await modal.getByLabel('Nueva contraseña', { exact: true }).fill('Definitiva2024');
  await modal.getByLabel('Repita la nueva contraseña').fill('Definitiva2024');
  await modal.getByRole('button', { name: /Guardar contraseña/ }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sector-actual')).toHaveText(sector.nombre);
});
