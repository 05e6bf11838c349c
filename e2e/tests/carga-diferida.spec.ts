import { expect, test } from '../support/servidor';
import { entrarAlInicio } from '../support/sesion';

test('si la pantalla no se puede descargar se ofrece reintentar, no una página en blanco', async ({ page }) => {
  let bloquear = true;
  // A module screen's own chunk (the home travels with the layout, in the «inicio» chunk).
  await page.route('**/assets/MiPerfilPage-*.js', async (ruta) => {
    if (bloquear) await ruta.abort('failed');
    else await ruta.continue();
  });
  await entrarAlInicio(page, 'empleado');
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL(/#\/mi_perfil$/);
  await expect(page.getByText('No se pudo cargar la pantalla')).toBeVisible();
  // The layout around it is still there.
  await expect(page.getByRole('link', { name: 'WORKNET' })).toBeVisible();

  bloquear = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
});
