import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { sinViolacionesGraves } from '../support/axe';
import { erroresDeConsola } from '../support/consola';
import { ingresarAlInicio } from '../support/sesion';
import { confirmarDialogo } from '../support/dialogo';
import { elegirOpcion } from '../support/select';
import { marcar } from '../support/casilla';

// Inventory (issue 17) as the purchasing administrator uses it: a product that tracks lot and
// expiry, three lots received in Farmacia central, part moved to Enfermería piso 3, an exit
// served by FEFO (the lots that expire first), and the expiry counters of the inventory
// following each step. Then axe on each new screen at a desk and on a phone.

test.describe.configure({ mode: 'serial' });

const FARMACIA = 'Farmacia central';
const ENFERMERIA = 'Enfermería piso 3';
const sufijo = Date.now().toString(36);
const PRODUCTO = `Ibuprofeno E2E ${sufijo}`;

/** Ids the later tests open (the journey creates them). */
const creados: { producto?: number; ingreso?: number; movimiento?: number; egreso?: number } = {};

/** A day from today, as the screen takes it (DD/MM/YYYY) and as the list shows it. */
function dentroDe(dias: number): string {
  const f = new Date(Date.now() + dias * 86_400_000);
  const partes = new Intl.DateTimeFormat('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(f);
  const v = (t: string) => partes.find((p) => p.type === t)!.value;
  return `${v('day')}/${v('month')}/${v('year')}`;
}

/** The one way to pick an option (support/select.ts), typing only when `buscar` is given: these selects list their options at once. */
const elegir = (page: Page, campo: Locator, opcion: string | RegExp, buscar = '') => elegirOpcion(page, campo, opcion, buscar);

/** Types a day into a date field and leaves it. */
async function escribirDia(campo: Locator, dia: string) {
  await campo.click();
  await campo.fill(dia);
  await campo.press('Enter');
  await expect(campo).toHaveValue(dia);
}

/** The lots counter of one expiry band, once the summary has loaded. */
async function contador(page: Page, banda: string): Promise<number> {
  const boton = page.getByRole('button', { name: new RegExp(`^${banda}: \\d+ lotes?$`) });
  await expect(boton).toBeVisible();
  const texto = (await boton.getAttribute('aria-label')) ?? '';
  return Number(/: (\d+) lotes?$/.exec(texto)?.[1]);
}

async function abrirInventario(page: Page, deposito: string) {
  await page.goto('/#/admin-inventario');
  await expect(page.getByRole('heading', { name: 'Inventario', level: 1 })).toBeVisible();
  await elegir(page, page.getByRole('combobox', { name: 'Depósito', exact: true }), deposito);
  await expect(page).toHaveURL(/deposito=\d+/);
}

/** Fills line `n` (1-based) of a draft. */
async function llenarLinea(page: Page, n: number, datos: { cantidad: string; lote?: string; vence?: string }) {
  const linea = page.locator('.ant-card').filter({ has: page.getByText(`Línea ${n}`, { exact: true }) });
  await elegir(page, linea.getByRole('combobox', { name: 'Producto', exact: true }), PRODUCTO, PRODUCTO);
  await linea.getByLabel(/^Cantidad/).fill(datos.cantidad);
  if (datos.lote !== undefined) await linea.getByLabel('Lote', { exact: true }).fill(datos.lote);
  if (datos.vence !== undefined) await escribirDia(linea.getByLabel('Vencimiento', { exact: true }), datos.vence);
}

/** «Confirmar», its confirmation step, the spec's toast, and the read-only document it leaves. */
async function confirmar(page: Page, titulo: RegExp): Promise<number> {
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  const dialogo = page.getByRole('dialog').filter({ hasText: /¿Confirmar/ });
  await expect(dialogo).toBeVisible();
  await confirmarDialogo(dialogo, 'Confirmar');
  await expect(page.locator('.ant-message-notice').getByText('Registro confirmado exitosamente')).toBeVisible({ timeout: 20_000 });
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(titulo);
  await expect(page.getByText('Confirmado', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revertir' })).toBeVisible();
  return Number(/N\.º (\d+)/.exec(await h1.innerText())?.[1]);
}

test('compras crea un producto con lote y vencimiento, recibe tres lotes, mueve parte, egresa por FEFO y ve cambiar los vencimientos', async ({ page }) => {
  test.setTimeout(240_000);
  const errores = erroresDeConsola(page);
  await ingresarAlInicio(page, 'compras');

  // The counters of Farmacia central before anything happens.
  await abrirInventario(page, FARMACIA);
  const antes = { treinta: await contador(page, 'Vence en 30 días o menos'), sesenta: await contador(page, 'Vence en 31 a 60 días') };

  // 1. The product: it tracks lot and expiry.
  await page.goto('/#/admin-crud-productos');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo producto', level: 1 })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(PRODUCTO);
  await elegir(page, page.getByRole('combobox', { name: 'Categoría', exact: true }), /./);
  await marcar(page.getByRole('checkbox', { name: 'Lote' }));
  await marcar(page.getByRole('checkbox', { name: 'Vencimiento' }));
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: PRODUCTO, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/#\/admin-crud-productos\/view\/\d+$/);
  creados.producto = Number(/view\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByText('Lote, vencimiento')).toBeVisible();

  // 2. Three lots into Farmacia central: one expiring in 20 days, one in 50, one in 200.
  await page.goto('/#/admin-ingreso');
  await page.getByRole('button', { name: 'Nuevo ingreso' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo ingreso', level: 1 })).toBeVisible();
  await elegir(page, page.getByRole('combobox', { name: 'Depósito que recibe', exact: true }), FARMACIA);
  await page.getByLabel('Comprobante (remito o factura)').fill(`R-${sufijo}`);
  await llenarLinea(page, 1, { cantidad: '10', lote: `A-${sufijo}`, vence: dentroDe(20) });
  // A line without its lot is refused on the spot.
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  await elegir(page, page.locator('.ant-card').filter({ hasText: 'Línea 2' }).getByRole('combobox', { name: 'Producto', exact: true }), PRODUCTO, PRODUCTO);
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.getByText('Ingrese el lote').first()).toBeVisible();
  await llenarLinea(page, 2, { cantidad: '10', lote: `B-${sufijo}`, vence: dentroDe(50) });
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  await llenarLinea(page, 3, { cantidad: '10', lote: `C-${sufijo}`, vence: dentroDe(200) });
  creados.ingreso = await confirmar(page, /^Ingreso N\.º \d+$/);

  await abrirInventario(page, FARMACIA);
  await expect.poll(() => contador(page, 'Vence en 30 días o menos')).toBe(antes.treinta + 1);
  expect(await contador(page, 'Vence en 31 a 60 días')).toBe(antes.sesenta + 1);

  // 3. Four units to Enfermería piso 3, without naming a lot: FEFO takes them from lot A.
  await page.goto('/#/admin-movimiento/nuevo');
  await expect(page.getByRole('heading', { name: 'Nuevo movimiento', level: 1 })).toBeVisible();
  await elegir(page, page.getByRole('combobox', { name: 'Depósito de origen', exact: true }), FARMACIA);
  await elegir(page, page.getByRole('combobox', { name: 'Depósito de destino', exact: true }), ENFERMERIA);
  await llenarLinea(page, 1, { cantidad: '4' });
  creados.movimiento = await confirmar(page, /^Movimiento N\.º \d+$/);
  await expect(page.locator('main').getByRole('listitem')).toHaveText([`Lote A-${sufijo}, vence ${dentroDe(20)}: 4 unidad`]);

  // 4. An exit of 8 by FEFO: the 6 left of lot A, then 2 of lot B.
  await page.goto('/#/admin-egreso/nuevo');
  await expect(page.getByRole('heading', { name: 'Nuevo egreso', level: 1 })).toBeVisible();
  await elegir(page, page.getByRole('combobox', { name: 'Depósito', exact: true }), FARMACIA);
  await elegir(page, page.getByRole('combobox', { name: 'Destino', exact: true }), 'Rotura');
  await llenarLinea(page, 1, { cantidad: '8' });
  await expect(page.getByText('Vacío: se toman los lotes que vencen primero.')).toBeVisible();
  creados.egreso = await confirmar(page, /^Egreso N\.º \d+$/);
  await expect(page.locator('main').getByRole('listitem')).toHaveText([
    new RegExp(`^Lote A-${sufijo}, vence .*: 6 unidad$`),
    new RegExp(`^Lote B-${sufijo}, vence .*: 2 unidad$`),
  ]);

  // 5. Farmacia central: lot A is gone from the 30-day band; lot B (8 left) is still in 31–60.
  await abrirInventario(page, FARMACIA);
  await expect.poll(() => contador(page, 'Vence en 30 días o menos')).toBe(antes.treinta);
  expect(await contador(page, 'Vence en 31 a 60 días')).toBe(antes.sesenta + 1);
  // The 31–60 counter filters the list: lot B is there, with 8.
  await page.getByRole('button', { name: /^Vence en 31 a 60 días: / }).click();
  await expect(page).toHaveURL(/bucket=hasta_60/);
  await page.getByLabel('Buscar productos').fill(PRODUCTO);
  await page.getByLabel('Buscar productos').press('Enter');
  const filas = page.getByRole('table', { name: 'Stock por lote' }).locator('tbody tr.ant-table-row');
  await expect(filas).toHaveCount(1);
  await expect(filas.first()).toContainText(`B-${sufijo}`);
  await expect(filas.first()).toContainText('8 unidad');

  // The export downloads what the screen shows, named as the spec says (§9).
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  expect((await descarga).suggestedFilename()).toMatch(/^Reporte-Inventario-\d{2}-\d{2}-\d{4}\.xlsx$/);
  await expect(page.locator('.ant-message-notice').getByText(/^Se descargó Reporte-Inventario-/)).toBeVisible();

  // Enfermería piso 3 holds the 4 units of lot A (in its 30-day band).
  await page.goto(`/#/admin-crud-productos/view/${creados.producto}`);
  // The stock table (the details above are a table too; the kardex below has no «Serie»).
  const stock = page.locator('table', { has: page.getByRole('columnheader', { name: 'Serie' }) });
  await expect(stock.locator('tbody tr.ant-table-row', { hasText: ENFERMERIA })).toContainText(`A-${sufijo}`);
  await expect(stock.locator('tbody tr.ant-table-row', { hasText: ENFERMERIA })).toContainText('4 unidad');
  // The kardex: three lots in, the movement's out and in, and the exit's two lots out.
  await expect(page.getByText(/^7 movimientos$/)).toBeVisible();
  expect(errores).toEqual([]);
});

// `delMenu`: a menu entry, which the screen sweep (barrido-pantallas) already scans with axe at
// both widths; here only its width is checked. The others are scanned here, their `main` only
// (the shell around it is the sweep's too).
const PANTALLAS = () => [
  { ruta: 'admin-crud-productos', h1: 'Productos', delMenu: true },
  { ruta: 'admin-crud-productos/new', h1: 'Nuevo producto' },
  { ruta: `admin-crud-productos/view/${creados.producto}`, h1: PRODUCTO },
  { ruta: 'admin-deposito', h1: 'Depósitos', delMenu: true },
  { ruta: 'admin_proveedores', h1: 'Proveedores', delMenu: true },
  { ruta: 'admin-ingreso', h1: 'Ingresos', delMenu: true },
  { ruta: 'admin-ingreso/nuevo', h1: 'Nuevo ingreso' },
  { ruta: `admin-ingreso/${creados.ingreso}`, h1: `Ingreso N.º ${creados.ingreso}` },
  { ruta: 'admin-egreso/nuevo', h1: 'Nuevo egreso' },
  { ruta: `admin-egreso/${creados.egreso}`, h1: `Egreso N.º ${creados.egreso}` },
  { ruta: 'admin-movimiento', h1: 'Movimientos', delMenu: true },
  { ruta: `admin-movimiento/${creados.movimiento}`, h1: `Movimiento N.º ${creados.movimiento}` },
  { ruta: 'admin-inventario', h1: 'Inventario', delMenu: true },
];

for (const ancho of [1366, 360] as const) {
  test(`las pantallas de inventario a ${ancho} px: sin desborde y sin hallazgos graves de axe`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const contexto = await browser.newContext({ baseURL, viewport: { width: ancho, height: ancho === 360 ? 740 : 800 } });
    const page = await contexto.newPage();
    await ingresarAlInicio(page, 'compras');
    for (const { ruta, h1, delMenu } of PANTALLAS()) {
      await page.goto(`/#/${ruta}`);
      await expect(page.getByRole('heading', { name: h1, level: 1 })).toBeInViewport();
      await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton')).toHaveCount(0);
      const { documento, ventana } = await page.evaluate(() => ({ documento: document.documentElement.scrollWidth, ventana: window.innerWidth }));
      expect(documento, `#/${ruta} a ${ancho} px`).toBeLessThanOrEqual(ventana);
      if (!delMenu) await sinViolacionesGraves(page, `#/${ruta} a ${ancho} px`, 'main');
    }
    // The warehouse catalog editor, open.
    await page.goto('/#/admin-deposito');
    const fila = page.locator('tbody tr.ant-table-row', { hasText: FARMACIA });
    if (ancho === 360) {
      await fila.getByRole('button', { name: `Acciones de ${FARMACIA}` }).click();
      await page.getByRole('menuitem', { name: 'Catálogo y stock mínimo' }).click();
    } else await fila.getByRole('button', { name: `Catálogo de ${FARMACIA}` }).click();
    const dialogo = page.getByRole('dialog', { name: `Catálogo de ${FARMACIA}` });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.locator('.ant-spin-spinning')).toHaveCount(0);
    await sinViolacionesGraves(page, `catálogo de ${FARMACIA} a ${ancho} px`);
    await contexto.close();
  });
}
