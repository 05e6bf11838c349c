import { erroresDeConsola } from '../support/consola';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import ExcelJS from 'exceljs';
import { sinViolacionesGraves } from '../support/axe';
import { ingresarAlInicio } from '../support/sesion';
import { abrirDesdeMenu } from '../support/menu';
import { ancestro, elegirOpcion } from '../support/select';
import { confirmarDialogo, salirSinGuardar } from '../support/dialogo';

// The payroll roster (apps/web/src/features/nomina) as HR staff use it with the
// demo's ~300 personas: filters as chips, a saved filter, the Excel export.

const SECTOR = 'Enfermería';
/** The demo sector's option (catalog labels carry the building). */
const OPCION_SECTOR = /^Enfermería — /;
const CONTRATO = 'Plazo indeterminado';

/**
 * Opens a select by its label, types `buscar` to narrow it, picks the option
 * matching `opcion` and leaves the field. Retried until the choice shows: a
 * click that lands while the dialog or the list is still animating is lost.
 */
const elegir = (donde: Locator, page: Page, etiqueta: string, opcion: string | RegExp, buscar?: string) =>
  elegirOpcion(page, donde.getByLabel(etiqueta, { exact: true }), opcion, buscar);

/** The count shown beside the title, once the table has loaded. */
async function total(page: Page): Promise<number> {
  await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0);
  const texto = page.getByTestId('total-nomina');
  await expect(texto).toHaveText(/^\d[\d.]* personas?$/);
  return Number((await texto.innerText()).replace(/\D/g, ''));
}

/** Waits until the count differs from `antes` (the filters reached the server) and returns it. */
async function totalNuevo(page: Page, antes: number): Promise<number> {
  await expect.poll(() => total(page)).not.toBe(antes);
  return total(page);
}

/** Texts of one column in the visible rows. */
async function columna(page: Page, titulo: string): Promise<string[]> {
  const tabla = page.getByRole('table');
  const titulos = await tabla.locator('thead th').allInnerTexts();
  const i = titulos.findIndex((t) => t.trim() === titulo);
  expect(i, `columna ${titulo} en ${titulos.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return tabla.locator(`tbody tr.ant-table-row td:nth-child(${i + 1})`).allInnerTexts();
}

/** Adds a list filter through the dialog. */
async function agregarFiltro(page: Page, dato: string, opcion: string | RegExp, buscar?: string) {
  await page.getByRole('button', { name: /Agregar filtro/ }).click();
  const dialogo = page.getByRole('dialog', { name: 'Agregar filtro' });
  await expect(dialogo).toBeVisible();
  await elegir(dialogo, page, 'Filtrar por', dato);
  await expect(dialogo.getByLabel('Condición', { exact: true })).toBeVisible();
  await expect(dialogo).toContainText('es uno de');
  await elegir(dialogo, page, 'Valores', opcion, buscar);
  await dialogo.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialogo).toBeHidden();
}

// A repeated filter name answers 409 on purpose.
const esperado = (url: string, texto: string) => url.includes('/api/v1/rrhh/filter_advanced') && texto.includes('409');

test('RRHH filtra la nómina por sector y contrato, guarda el filtro, lo vuelve a aplicar y exporta a Excel', async ({ page }) => {
  test.setTimeout(120_000);
  const nombreFiltro = `Mi filtro ${Date.now().toString(36)}`;
  const errores = erroresDeConsola(page, esperado);

  await ingresarAlInicio(page, 'rrhh');
  await abrirDesdeMenu(page, 'Recursos Humanos', 'Nómina');
  await expect(page).toHaveURL(/#\/rrhh\/nomina$/);
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible();
  const todos = await total(page);
  expect(todos).toBeGreaterThan(100);
  // Dates as DD/MM/YYYY, state as a tag.
  expect((await columna(page, 'Fecha de alta')).filter((f) => f !== '—').every((f) => /^\d{2}\/\d{2}\/\d{4}$/.test(f))).toBe(true);
  expect((await columna(page, 'Estado')).every((e) => e === 'Activo' || e === 'De baja')).toBe(true);

  // Sector: fewer people, all of that sector.
  await agregarFiltro(page, 'Sector', OPCION_SECTOR, SECTOR);
  const chipSector = page.getByRole('button', { name: /^Editar filtro: Sector es uno de Enfermería — / });
  await expect(chipSector).toBeVisible();
  const delSector = await totalNuevo(page, todos);
  expect(delSector).toBeGreaterThan(0);
  expect(delSector).toBeLessThan(todos);
  expect(new Set(await columna(page, 'Sector'))).toEqual(new Set([SECTOR]));

  // And contrato.
  await agregarFiltro(page, 'Contrato', CONTRATO);
  await expect(page.getByRole('button', { name: `Editar filtro: Contrato es uno de ${CONTRATO}` })).toBeVisible();
  const conContrato = await totalNuevo(page, delSector);
  expect(conContrato).toBeGreaterThan(0);
  expect(conContrato).toBeLessThan(delSector);
  expect(new Set(await columna(page, 'Sector'))).toEqual(new Set([SECTOR]));
  expect(new Set(await columna(page, 'Contrato'))).toEqual(new Set([CONTRATO]));
  await sinViolacionesGraves(page, 'nómina con filtros');

  // Save it; the same name again is refused and the dialog stays open.
  await page.getByRole('button', { name: 'Guardar filtro' }).click();
  let dialogo = page.getByRole('dialog', { name: 'Guardar filtro' });
  await dialogo.getByLabel('Nombre del filtro').fill(nombreFiltro);
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toBeHidden();
  const misFiltros = page.getByLabel('Mis filtros', { exact: true }).locator(ancestro('ant-select'));
  await expect(misFiltros).toContainText(nombreFiltro);
  await page.getByRole('button', { name: 'Guardar filtro' }).click();
  dialogo = page.getByRole('dialog', { name: 'Guardar filtro' });
  await dialogo.getByLabel('Nombre del filtro').fill(nombreFiltro.toUpperCase());
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  const repetido = `Ya tiene un filtro llamado «${nombreFiltro.toUpperCase()}»: elija otro nombre.`;
  await expect(page.locator('.ant-message-notice').getByText(repetido)).toBeVisible();
  await expect(dialogo.getByText(repetido)).toBeVisible();
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await salirSinGuardar(page);
  await expect(dialogo).toBeHidden();

  // The chips live in the address: a reload keeps them, with the same count.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible();
  await expect(chipSector).toBeVisible();
  await expect.poll(() => total(page)).toBe(conContrato);
  // The roster opened afresh has none; "Mis filtros" brings them back with the same count.
  await page.goto('/#/rrhh/nomina');
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible();
  await expect.poll(() => total(page)).toBe(todos);
  await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toHaveCount(0);
  await elegir(page.locator('main'), page, 'Mis filtros', nombreFiltro);
  await expect(chipSector).toBeVisible();
  await expect.poll(() => total(page)).toBe(conContrato);

  // The filter dialog, checked by axe while open.
  await page.getByRole('button', { name: /Agregar filtro/ }).click();
  dialogo = page.getByRole('dialog', { name: 'Agregar filtro' });
  await elegir(dialogo, page, 'Filtrar por', 'Fecha de alta');
  await expect(dialogo.getByLabel('Valor', { exact: true })).toBeVisible();
  await sinViolacionesGraves(page, 'diálogo de filtro abierto');
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await salirSinGuardar(page);
  await expect(dialogo).toBeHidden();

  // Clearing the contrato chip's value removes it: the count grows back.
  await page.getByRole('button', { name: `Editar filtro: Contrato es uno de ${CONTRATO}` }).click();
  dialogo = page.getByRole('dialog', { name: 'Editar filtro' });
  await expect(dialogo.getByText(CONTRATO)).toBeVisible();
  // Backspace in the empty search box takes out the last chosen option.
  await dialogo.getByLabel('Valores', { exact: true }).click();
  await page.keyboard.press('Backspace');
  await dialogo.locator('.ant-modal-title').click();
  await expect(dialogo.locator('.ant-select-selection-item')).toHaveCount(0);
  await dialogo.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByRole('button', { name: /^Editar filtro: Contrato/ })).toHaveCount(0);
  await expect(chipSector).toBeVisible();
  const sinContrato = await totalNuevo(page, conContrato);
  expect(sinContrato).toBeGreaterThan(conContrato);
  expect(sinContrato).toBe(delSector);

  // Export: the server's file name, the visible columns, one row per person counted.
  const titulos = (await page.getByRole('table').locator('thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: /Exportar a Excel/ }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toMatch(/^Reporte-Nomina-\d{2}-\d{2}-\d{4}\.xlsx$/);
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(await archivo.path());
  const hoja = libro.worksheets[0]!;
  expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual(titulos);
  expect(hoja.rowCount - 1).toBe(sinContrato);
  const iSector = titulos.indexOf('Sector') + 1;
  for (let fila = 2; fila <= hoja.rowCount; fila++) expect(hoja.getRow(fila).getCell(iSector).value).toBe(SECTOR);

  // Tidy up: delete the saved filter.
  await elegir(page.locator('main'), page, 'Mis filtros', nombreFiltro);
  await page.getByRole('button', { name: `Eliminar el filtro ${nombreFiltro}` }).click();
  await confirmarDialogo(page.getByRole('dialog'), 'Eliminar');
  await expect(page.getByRole('button', { name: `Eliminar el filtro ${nombreFiltro}` })).toHaveCount(0);

  expect(errores).toEqual([]);
});

test('en un teléfono de 360 px la nómina no desborda la pantalla', async ({ browser }) => {
  const contexto = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await contexto.newPage();
  await ingresarAlInicio(page, 'rrhh');
  await page.goto('/#/rrhh/nomina');
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible();
  expect(await total(page)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /Agregar filtro/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Exportar a Excel/ })).toBeVisible();
  const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(ancho).toBeLessThanOrEqual(360);
  // The free-text search by DNI finds that one person.
  const dni = (await columna(page, 'DNI'))[0]!;
  await page.getByLabel('Buscar en la nómina').fill(dni);
  await expect.poll(() => total(page)).toBe(1);
  expect(await columna(page, 'DNI')).toEqual([dni]);
  await contexto.close();
});
