import { expect, test } from '../support/servidor';
import { sinDesborde } from '../support/ancho';
import { sinViolacionesGraves } from '../support/axe';
import { nombresEnIngles } from '../support/ingles';
import { elegirOpcion } from '../support/select';
import { entrarComo, tokenPorApi } from '../support/sesion';
import { confirmarDialogo } from '../support/dialogo';

// HR's file manager (issue 20 item 5): HR creates a folder, lets the Empleado role read it,
// uploads a PDF and a second version, deletes and restores it from the trash; the employee
// sees the folder, downloads, and cannot upload. Axe, and the width at 1366 and 360 px.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const LENTO = { timeout: 30_000 };
const pdf = (texto: string) => Buffer.from(`%PDF-1.4\n% ${texto}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
const CARPETA = `Políticas E2E ${Date.now()}`;

test('RRHH arma una carpeta para el personal, sube un documento con dos versiones y lo restaura de la papelera', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await entrarComo(page, 'rrhh', { ruta: '/rrhh/gestor-archivos' });
  await expect(page.getByRole('heading', { name: 'Gestor de archivos', level: 1 })).toBeVisible(LENTO);

  // The folder, at the root.
  await page.getByRole('button', { name: 'Nueva carpeta' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nueva carpeta' });
  await dialogo.getByLabel('Nombre').fill(CARPETA);
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Carpeta creada.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Carpetas' }).getByText(CARPETA).click();
  await expect(page.getByText('Elija una carpeta')).toBeHidden();

  // The Empleado role may read it.
  await page.getByRole('button', { name: 'Permisos' }).click();
  const permisos = page.getByRole('dialog', { name: `Permisos de ${CARPETA}` });
  await elegirOpcion(page, permisos.getByRole('combobox', { name: 'Acceso de Empleado' }), 'Ver y descargar');
  await permisos.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Permisos guardados.')).toBeVisible();

  // A PDF, then its second version.
  await page.getByRole('button', { name: 'Subir documento' }).click();
  const subir = page.getByRole('dialog', { name: 'Subir documento' });
  await subir.locator('input[type=file]').setInputFiles({ name: 'reglamento.pdf', mimeType: 'application/pdf', buffer: pdf('v1') });
  await expect(subir.getByLabel('Nombre')).toHaveValue('reglamento');
  await subir.getByLabel('Nombre').fill('Reglamento interno');
  await subir.getByRole('button', { name: 'Subir' }).click();
  await expect(page.getByText('Documento subido.')).toBeVisible();
  const fila = page.getByRole('row', { name: /Reglamento interno/ });
  await expect(fila).toBeVisible();
  await fila.getByRole('button', { name: 'Versiones de Reglamento interno' }).click();
  const versiones = page.getByRole('dialog', { name: 'Versiones de Reglamento interno' });
  await versiones.locator('input[type=file]').setInputFiles({ name: 'reglamento-v2.pdf', mimeType: 'application/pdf', buffer: pdf('v2') });
  await expect(page.getByText('Versión nueva subida.')).toBeVisible();
  await expect(versiones.getByText('Versión 2')).toBeVisible();
  await expect(versiones.getByText('Versión 1')).toBeVisible();
  // The first version back on top, as version 3.
  await versiones.getByRole('button', { name: 'Restaurar la versión 1' }).click();
  await expect(page.getByText('Versión restaurada: ahora es la actual.')).toBeVisible();
  await expect(versiones.getByText('Versión 3')).toBeVisible();
  await sinViolacionesGraves(page, 'Versiones de un documento');
  await versiones
    .getByRole('button', { name: 'Close' })
    .or(versiones.getByRole('button', { name: 'Cerrar' }))
    .first()
    .click();

  // To the trash and back.
  await fila
    .getByRole('button', { name: /Más acciones|Acciones/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await confirmarDialogo(page.getByRole('dialog'), 'Eliminar');
  await expect(page.getByText('Documento enviado a la papelera.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Reglamento interno/ })).toHaveCount(0);
  await page.getByText('Papelera', { exact: true }).click();
  const enPapelera = page.getByRole('row', { name: /Reglamento interno/ });
  await expect(enPapelera).toBeVisible(LENTO);
  await enPapelera.getByRole('button', { name: 'Restaurar Reglamento interno' }).click();
  await expect(page.getByText('Documento restaurado.')).toBeVisible();
  await page.getByText('Carpetas', { exact: true }).first().click();
  await page.getByRole('navigation', { name: 'Carpetas' }).getByText(CARPETA).click();
  await expect(page.getByRole('row', { name: /Reglamento interno/ })).toBeVisible();
  await sinViolacionesGraves(page, 'Gestor de archivos (RRHH)', 'main');
  // The tree's and the table's icons name nothing in English.
  expect(nombresEnIngles(await page.locator('body').ariaSnapshot())).toEqual([]);
  await sinDesborde(page, 1366, 'Gestor de archivos');
});

test('el empleado ve la carpeta y descarga; no puede subir', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await entrarComo(page, 'empleado', { ruta: '/rrhh/gestor-archivos' });
  await expect(page.getByRole('heading', { name: 'Gestor de archivos', level: 1 })).toBeVisible(LENTO);
  await page.getByRole('navigation', { name: 'Carpetas' }).getByText(CARPETA).click();
  const fila = page.getByRole('row', { name: /Reglamento interno/ });
  await expect(fila).toBeVisible(LENTO);
  await expect(page.getByRole('button', { name: 'Subir documento' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nueva carpeta' })).toHaveCount(0);

  // Downloading hands out a signed link (audited) and opens it.
  const popup = page.waitForEvent('popup');
  const enlace = page.waitForResponse((r) => r.url().includes('/descarga'));
  await fila.getByRole('button', { name: 'Descargar Reglamento interno' }).click();
  expect((await enlace).status()).toBe(200);
  const pestana = await popup;
  await pestana.close();

  // Nor through the API: a media draft of the model is refused.
  const token = await tokenPorApi(page.request, 'empleado');
  const tipos = (await (
    await page.request.get('/api/v1/recurso_media_tipos?modulo=rrhh&modelo=documento', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    data: { id: number }[];
  };
  const r = await page.request.post('/api/v1/recurso_media_worknet', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      tipo_id: String(tipos.data[0]!.id),
      modulo: 'rrhh',
      modelo: 'documento',
      file: { name: 'x.pdf', mimeType: 'application/pdf', buffer: pdf('x') },
    },
  });
  expect(r.status()).toBe(403);

  await sinViolacionesGraves(page, 'Gestor de archivos (empleado)', 'main');
  await sinDesborde(page, 1366, 'Gestor de archivos (empleado)');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('combobox', { name: 'Carpeta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gestor de archivos', level: 1 })).toBeVisible();
  await sinDesborde(page, 360, 'Gestor de archivos en el teléfono');
  await sinViolacionesGraves(page, 'Gestor de archivos en el teléfono', 'main');
});
