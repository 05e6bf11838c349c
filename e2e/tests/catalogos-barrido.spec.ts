import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { enFrase } from '@worknet/domain/catalogos/motor';
import { CATALOGOS } from '@worknet/domain/catalogos/registro';
import { sinViolacionesGraves } from '../support/axe';
import { esperarCarga, ingresarComoAdmin, vigilarConsola } from '../support/catalogos';

// Every declared catalog's screens, as the administrator (who holds every
// permission): each list and form opens, shows its title, logs no error and
// passes axe. One login, one page, in order.

test.describe.configure({ mode: 'serial' });

let contexto: BrowserContext;
let page: Page;
let consola: ReturnType<typeof vigilarConsola>;

test.beforeAll(async ({ browser }) => {
  // A context of its own (axe-core/playwright refuses pages from browser.newPage()).
  contexto = await browser.newContext();
  page = await contexto.newPage();
  consola = vigilarConsola(page);
  await ingresarComoAdmin(page);
  expect(consola.tomar(), 'errores en la consola al ingresar').toEqual([]);
});

test.afterAll(async () => {
  await contexto.close();
});

/**
 * The catalog screens are one engine's: axe runs once per distinct shape (edition mode and the
 * kinds of field shown), not 70 times over the same markup — it was most of this file's 5 minutes.
 */
const formasRevisadas = new Set<string>();
const formaDe = (c: (typeof CATALOGOS)[number], claves: readonly string[]) =>
  [c.edicion, c.clave === 'ubicaciones', ...new Set(claves.map((k) => (c.campos as Record<string, { tipo: string }>)[k]!.tipo).sort())].join(' ');

/** Opens a hash route, waits for its level-1 title and checks the console (and axe on a new shape). */
async function visitar(ruta: string, titulo: string, forma?: string) {
  await page.goto(`/#/${ruta}`);
  await expect(page.getByRole('heading', { name: titulo, level: 1, exact: true })).toBeVisible();
  await expect(page.getByText('Sin permiso', { exact: true })).toHaveCount(0);
  await esperarCarga(page);
  if (forma === undefined || !formasRevisadas.has(forma)) {
    if (forma !== undefined) formasRevisadas.add(forma);
    await sinViolacionesGraves(page, ruta);
  }
  expect(consola.tomar(), `errores en la consola en #/${ruta}`).toEqual([]);
}

test('índices de configuración de RRHH y de compras', async () => {
  await visitar('rrhh/configuracion', 'Configuración de RRHH');
  // Every catalog of the group, each in its section's list.
  const rrhh = page.getByRole('main');
  await expect(rrhh.getByRole('listitem')).toHaveCount(CATALOGOS.filter((c) => c.grupo === 'rrhh').length);
  await visitar('compras/configuracion', 'Configuración de compras');
  const compras = page.getByRole('main');
  await expect(compras.getByRole('listitem')).toHaveCount(CATALOGOS.filter((c) => c.grupo === 'compras').length);
});

for (const c of CATALOGOS) {
  test(`${c.plural} (#/${c.pantalla})`, async () => {
    await visitar(c.pantalla, c.plural, `lista ${formaDe(c, c.columnas)}`);
    // The list's table with its declared columns (their headers are the fields' labels).
    const columnas = c.columnas.map((k) => (c.campos as Record<string, { etiqueta: string }>)[k]!.etiqueta);
    for (const etiqueta of columnas) await expect(page.getByRole('columnheader', { name: etiqueta })).toBeVisible();
    if (c.edicion === 'enLinea') return;

    const nuevo = `${'femenino' in c && c.femenino ? 'Nueva' : 'Nuevo'} ${enFrase(c.singular)}`;
    await visitar(`${c.pantalla}/form`, nuevo, `formulario ${formaDe(c, Object.keys(c.campos))}`);
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  });
}
