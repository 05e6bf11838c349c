import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import QRCode from 'qrcode';
import { sinViolacionesGraves } from '../support/axe';
import { esperarCarga, ingresarComoAdmin } from '../support/catalogos';
import { SECTORES_ADMIN } from '../support/constantes';
import { ingresarAlInicio } from '../support/sesion';
import { abrirDesdeMenu } from '../support/menu';
import { confirmarDialogo, salirSinGuardar } from '../support/dialogo';

// Journeys through the generic catalog screens (apps/web/src/catalogos), as a person.

const sufijo = () => Date.now().toString(36);

async function abrirPuestos(page: Page) {
  await ingresarAlInicio(page, 'rrhh');
  await abrirDesdeMenu(page, 'Recursos Humanos', 'Configuración de RRHH');
  await expect(page).toHaveURL(/#\/rrhh\/configuracion$/);
  await expect(page.getByRole('heading', { name: 'Configuración de RRHH', level: 1 })).toBeVisible();
  // The index lists the HR catalogs the user may see, and only those, by section.
  const indice = page.getByRole('main');
  await expect(indice.getByRole('list', { name: 'Organización' })).toBeVisible();
  for (const nombre of ['ART', 'Obras sociales', 'Períodos', 'Puestos', 'Tipos de contrato']) {
    await expect(indice.getByRole('link', { name: nombre, exact: true })).toBeVisible();
  }
  await expect(indice.getByRole('link', { name: 'Ubicaciones' })).toHaveCount(0);
  await indice.getByRole('link', { name: 'Puestos', exact: true }).click();
  await expect(page).toHaveURL(/#\/rrhh\/configuracion\/puesto$/);
  await expect(page.getByRole('heading', { name: 'Puestos', level: 1 })).toBeVisible();
  await esperarCarga(page);
}

/** The list's rows whose first cell is exactly `nombre`. */
const filaDe = (page: Page, nombre: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: nombre, exact: true }) });

async function buscar(page: Page, texto: string) {
  const caja = page.getByLabel('Buscar puestos');
  await caja.fill(texto);
  await caja.press('Enter');
}

test.describe('catálogos', () => {
  test('RRHH: alta, búsqueda sin acentos, edición, baja, restauración y errores de un puesto', async ({ page }) => {
    test.setTimeout(90_000);
    const s = sufijo();
    const nombre = `Técnico de Esterilización ${s}`;
    const renombrado = `Técnica Instrumentadora ${s}`;
    await abrirPuestos(page);

    // Alta through "Nuevo puesto".
    await page.getByRole('button', { name: 'Nuevo puesto' }).click();
    await expect(page).toHaveURL(/#\/rrhh\/configuracion\/puesto\/form$/);
    await expect(page.getByRole('heading', { name: 'Nuevo puesto', level: 1 })).toBeVisible();

    // An empty required field: the Spanish message, and no request to the server.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/rrhh/puesto')) posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Es obligatorio')).toBeVisible();
    const campoNombre = page.getByLabel('Nombre', { exact: true });
    await expect(campoNombre).toHaveAttribute('aria-invalid', 'true');
    await expect(campoNombre).toHaveAccessibleDescription('Es obligatorio');
    expect(posts).toEqual([]);

    await page.getByLabel('Nombre', { exact: true }).fill(nombre);
    await page.getByLabel('Descripción').fill('Prepara y controla el material estéril');
    await expect(page.getByText('Es obligatorio')).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Puesto creado correctamente.')).toBeVisible();
    await expect(page).toHaveURL(/#\/rrhh\/configuracion\/puesto$/);
    expect(posts).toHaveLength(1);

    // Found without accents and in another case.
    await buscar(page, `tecnico de ESTERILIZACION ${s.toUpperCase()}`);
    await expect(filaDe(page, nombre)).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
    await expect(filaDe(page, nombre)).toContainText('Prepara y controla el material estéril');

    // A duplicate (same name, other case): the server's 409 message, the form stays open.
    await page.getByRole('button', { name: 'Nuevo puesto' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo puesto', level: 1 })).toBeVisible();
    await page.getByLabel('Nombre', { exact: true }).fill(nombre.toLowerCase());
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Ya existe un puesto con nombre «${nombre}».`)).toBeVisible();
    await expect(page).toHaveURL(/#\/rrhh\/configuracion\/puesto\/form$/);
    await expect(page.getByRole('heading', { name: 'Nuevo puesto', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(nombre.toLowerCase());
    // What was typed is unsaved: leaving asks first.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await salirSinGuardar(page);
    await expect(page.getByRole('heading', { name: 'Puestos', level: 1 })).toBeVisible();

    // Edit: change the name.
    await buscar(page, 'esterilizacion ' + s);
    await filaDe(page, nombre)
      .getByRole('button', { name: `Editar ${nombre}` })
      .click();
    await expect(page).toHaveURL(/#\/rrhh\/configuracion\/puesto\/form\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Editar puesto', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(nombre);
    await page.getByLabel('Nombre', { exact: true }).fill(renombrado);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Puesto actualizado correctamente.')).toBeVisible();
    await expect(page).toHaveURL(/#\/rrhh\/configuracion\/puesto$/);
    await buscar(page, `tecnica instrumentadora ${s}`);
    await expect(filaDe(page, renombrado)).toHaveCount(1);
    await buscar(page, `esterilizacion ${s}`);
    await expect(page.getByText('No hay registros')).toBeVisible();

    // Delete (confirmed), then find it among the deleted and restore it.
    await buscar(page, s);
    // Eliminar is last in the row's «…» menu, in red, and asks first.
    await filaDe(page, renombrado)
      .getByRole('button', { name: `Acciones de ${renombrado}` })
      .click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirmar = page.getByRole('dialog').filter({ hasText: `¿Eliminar el puesto «${renombrado}»?` });
    await expect(confirmar).toBeVisible();
    await confirmarDialogo(confirmar, 'Eliminar');
    await expect(page.getByText('Puesto eliminado correctamente.')).toBeVisible();
    await expect(filaDe(page, renombrado)).toHaveCount(0);
    await expect(page.getByText('No hay registros')).toBeVisible();

    await page.getByRole('switch', { name: 'Ver eliminados' }).click();
    await expect(page.getByText('Está viendo los registros eliminados.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nuevo puesto' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Eliminado el' })).toBeVisible();
    await expect(filaDe(page, renombrado)).toHaveCount(1);
    await filaDe(page, renombrado)
      .getByRole('button', { name: `Restaurar ${renombrado}` })
      .click();
    await expect(page.getByText('Puesto restaurado correctamente.')).toBeVisible();
    await expect(page.getByText('No hay registros eliminados')).toBeVisible();

    await page.getByRole('switch', { name: 'Ver eliminados' }).click();
    await expect(page.getByRole('button', { name: 'Nuevo puesto' })).toBeVisible();
    await expect(filaDe(page, renombrado)).toHaveCount(1);
    await expect(filaDe(page, renombrado).getByRole('button', { name: `Editar ${renombrado}` })).toBeVisible();
  });

  test('RRHH: exportar una lista a Excel', async ({ page }) => {
    await abrirPuestos(page);
    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar a Excel' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toMatch(/^Reporte-.+-\d{2}-\d{2}-\d{4}\.xlsx$/);
    // A real workbook: an xlsx is a zip ("PK").
    const ruta = await archivo.path();
    expect(readFileSync(ruta).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('administración de tareas: una ubicación creada en la lista y su código QR', async ({ page }) => {
    test.setTimeout(90_000);
    const nombre = `Depósito de Esterilización ${sufijo()}`;
    await ingresarComoAdmin(page);
    await abrirDesdeMenu(page, 'Administración de tareas', 'Ubicaciones');
    await expect(page).toHaveURL(/#\/admin\/ubicaciones$/);
    await expect(page.getByRole('heading', { name: 'Ubicaciones', level: 1 })).toBeVisible();
    await esperarCarga(page);

    // In place: the new row is at the top of the table, its cells are controls.
    await page.getByRole('button', { name: 'Nueva ubicación' }).click();
    await expect(page.getByRole('button', { name: 'Nueva ubicación' })).toBeDisabled();
    const tabla = page.locator('main table');
    await tabla.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
    const sector = tabla.getByRole('combobox', { name: 'Sector' });
    await sector.click();
    // The select searches the server as you type: choose only once the filtered options
    // arrived, or the click lands on a list that is being replaced and selects nothing.
    const filtradas = page.waitForResponse((r) => r.url().includes('/api/v1/sector?') && r.url().includes('filter='));
    await sector.fill(SECTORES_ADMIN[1]!);
    await filtradas;
    await page.locator('.ant-select-item-option', { hasText: SECTORES_ADMIN[1]! }).first().click();
    await expect(sector.locator('xpath=ancestor::td[1]')).toContainText(SECTORES_ADMIN[1]!);
    await tabla.getByRole('textbox', { name: 'Piso' }).fill('PB');
    await tabla.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Ubicación creada correctamente.')).toBeVisible();
    await expect(tabla.getByRole('textbox', { name: 'Nombre' })).toHaveCount(0);

    const caja = page.getByLabel('Buscar ubicaciones');
    await caja.fill('deposito de esterilizacion');
    await caja.press('Enter');
    const fila = page.getByRole('row').filter({ has: page.getByRole('cell', { name: nombre, exact: true }) });
    await expect(fila).toHaveCount(1);
    await expect(fila).toContainText(SECTORES_ADMIN[1]!);
    await expect(fila).toContainText('PB');

    // Its QR: the image, "Imprimir", and the scan URL encoded in it.
    const respuestaQr = page.waitForResponse((r) => /\/api\/v1\/tareas\/ubicacion\/\d+\/qr$/.test(r.url()));
    await fila.getByRole('button', { name: /^Código QR de / }).click();
    const { data } = (await (await respuestaQr).json()) as { data: { codigo: string; ruta: string } };
    expect(data.ruta).toMatch(/^scan-ubicacion\//);
    const modal = page.getByRole('dialog', { name: 'Código QR' });
    await expect(modal).toBeVisible();
    const imagen = modal.getByRole('img', { name: /^Código QR de / });
    await expect(imagen).toBeVisible();
    await expect(modal).toContainText(nombre);
    await expect(modal).toContainText(`Código: ${data.codigo}`);
    await expect(modal.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
    const src = await imagen.getAttribute('src');
    expect(src).toMatch(/^data:image\/svg\+xml/);
    const svg = decodeURIComponent(src!.slice(src!.indexOf(',') + 1));
    expect(svg).toContain('<svg');
    // The same text, encoded with the same options, gives the same picture: the
    // code holds this app's URL of the scan screen.
    const origen = new URL(page.url());
    const url = `${origen.origin}${origen.pathname}#/${data.ruta}`;
    expect(url).toContain('#/scan-ubicacion/');
    expect(svg).toBe(await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }));

    await sinViolacionesGraves(page, 'ubicaciones con el QR abierto');

    // The screen at the place: the same code of today, big, with its day; it renews itself.
    await modal.getByRole('link', { name: /Abrir la pantalla del lugar/ }).click();
    await expect(page).toHaveURL(/#\/admin\/ubicaciones\/\d+\/pantalla$/);
    await expect(page.getByRole('heading', { name: nombre })).toBeVisible();
    const grande = page.getByRole('img', { name: `Código QR de hoy de ${nombre}` });
    await expect(grande).toBeVisible();
    expect(await grande.getAttribute('src')).toBe(src);
    await expect(page.getByText(/Vale el \d{2}\/\d{2}\/\d{4}; se renueva solo a la medianoche/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pantalla completa' })).toBeVisible();
    await sinViolacionesGraves(page, 'pantalla del lugar');
    await page.setViewportSize({ width: 360, height: 740 });
    const caja360 = await grande.boundingBox();
    expect(caja360!.x + caja360!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('un usuario sin permiso no ve RRHH en el menú ni entra por la dirección', async ({ page }) => {
    await ingresarAlInicio(page, 'empleado');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('menuitem', { name: /Inicio/ })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /Recursos Humanos|Configuración de RRHH/ })).toHaveCount(0);
    await expect(menu.getByText('Recursos Humanos')).toHaveCount(0);

    for (const ruta of ['rrhh/configuracion/puesto', 'rrhh/configuracion/puesto/form', 'rrhh/configuracion']) {
      await page.goto(`/#/${ruta}`);
      await expect(page.getByText('Sin permiso', { exact: true })).toBeVisible();
      await expect(page.getByText('No tiene permiso para ver esta pantalla.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Puestos' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Nuevo puesto' })).toHaveCount(0);
      await expect(page.getByRole('table')).toHaveCount(0);
    }
  });

  test('accesibilidad: índice, lista y formulario de catálogos', async ({ page }) => {
    // Four axe scans, ~10 s each with both CI lanes busy: 45 s was not enough (issue 19 grew the index).
    test.setTimeout(90_000);
    await abrirPuestos(page);
    await sinViolacionesGraves(page, 'lista de puestos');
    await page.getByRole('button', { name: 'Nuevo puesto' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo puesto', level: 1 })).toBeVisible();
    await sinViolacionesGraves(page, 'formulario de puesto');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Es obligatorio')).toBeVisible();
    await sinViolacionesGraves(page, 'formulario de puesto con errores');
    await page.goto('/#/rrhh/configuracion');
    await expect(page.getByRole('heading', { name: 'Configuración de RRHH', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Organización' })).toBeVisible();
    await sinViolacionesGraves(page, 'índice de RRHH');
  });
});
