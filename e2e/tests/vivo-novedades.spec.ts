import { expect, test } from '../support/servidor';
import { erroresDeConsola } from '../support/consola';
import { SECTOR_EMPLEADO } from '../support/constantes';
import { entrarAlInicio, tokenPorApi } from '../support/sesion';
import { vigilarSocket } from '../support/socket';

// Live news (issue 16, item 7): an item published while a reader has the home
// open appears there without a reload, through the socket's EVENTO_NOVEDADES.

test('una novedad publicada mientras el lector tiene abierto el inicio aparece sin recargar', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errores = erroresDeConsola(page);
  const titulo = `Corte programado de agua ${Date.now().toString(36)}`;

  // The editor's session (another browser, behind the reader's back) has a draft for the reader's sector.
  const token = await tokenPorApi(request, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const opciones = (await (await request.get('/api/v1/novedades/audiencias', { headers })).json()) as {
    data: { sectores: { value: number; label: string }[] };
  };
  const sector = opciones.data.sectores.find((s) => s.label.startsWith(`${SECTOR_EMPLEADO} — `) || s.label === SECTOR_EMPLEADO)!.value;
  const borrador = await request.post('/api/v1/novedad', {
    headers,
    data: { titulo, resumen: 'El martes de 8 a 10 h no habrá agua en el edificio central.', audiencia: 'sectores', sectores: [sector], publicada: false },
  });
  expect(borrador.status(), await borrador.text()).toBe(200);
  const id = ((await borrador.json()) as { data: { id: number } }).data.id;

  // The reader, on a phone, on the home; the event reaches only a connected socket.
  await page.setViewportSize({ width: 360, height: 740 });
  const socket = vigilarSocket(page);
  await entrarAlInicio(page, 'empleado');
  await expect(page.getByRole('link', { name: 'Campaña de vacunación antigripal 2026', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: titulo, exact: true })).toHaveCount(0);
  await socket.conectado();
  // Any reload would be a new document: this mark would be gone.
  await page.evaluate(() => ((window as unknown as { sinRecargar: boolean }).sinRecargar = true));

  const publicada = await request.put(`/api/v1/novedad/${id}/publicar`, { headers, data: { publicada: true } });
  expect(publicada.status(), await publicada.text()).toBe(200);

  const tarjeta = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: titulo, exact: true }) });
  await expect(tarjeta).toBeVisible();
  await expect(tarjeta).toContainText('Hace instantes.');
  expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Back to a draft: it leaves the open home the same way.
  const retirada = await request.put(`/api/v1/novedad/${id}/publicar`, { headers, data: { publicada: false } });
  expect(retirada.status(), await retirada.text()).toBe(200);
  await expect(tarjeta).toHaveCount(0);
  expect(errores).toEqual([]);
});
