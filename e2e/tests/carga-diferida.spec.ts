import { expect, test } from '../support/servidor';
import { ingresar } from '../support/sesion';

test('si la pantalla no se puede descargar se ofrece reintentar, no una página en blanco', async ({ page }) => {
  let bloquear = true;
  await page.route('**/assets/InicioNovedadesPage-*.js', async (ruta) => {
    if (bloquear) await ruta.abort('failed');
    else await ruta.continue();
  });
  await ingresar(page, 'empleado');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText('No se pudo cargar la pantalla')).toBeVisible();
  // The layout around it is still there.
  await expect(page.getByRole('link', { name: 'WORKNET' })).toBeVisible();

  bloquear = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
});
