import type { Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { entrarComo } from '../support/sesion';

// Issue 36 item 3, on a phone (360 px). A screen opens at its top however it is reached: the HR
// dashboard, a lazy screen that grows as its cards load, opened after Nómina scrolled 600 px
// down by a link, the address bar, and back and forward. And what an employee reads about
// themselves is a card per row with the figure that matters in view: «Disponibles» of «Saldo por
// período» (the slips' «Abrir» is checked in recibos.spec.ts, where the employee has one).

// Several screens, each a lazy chunk, on a 2-core machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

const LENTO = { timeout: 30_000 };
const ALTURA = 600;

const desplazamiento = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Records every height the window takes from now on (window.__alturas). */
const registrarAlturas = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __alturas: number[] };
    w.__alturas = [];
    window.addEventListener('scroll', () => w.__alturas.push(Math.round(window.scrollY)), { passive: true });
  });

/** Nómina with its rows, 600 px down (scrolled there, or restored there by back). */
async function nominaDesplazada(page: Page, desplazar: boolean) {
  await expect(page.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible(LENTO);
  await expect(page.getByRole('main').getByRole('table').getByRole('link').nth(15)).toBeVisible(LENTO);
  if (desplazar) await page.evaluate((y) => window.scrollTo(0, y), ALTURA);
  await expect.poll(() => desplazamiento(page)).toBe(ALTURA);
  await registrarAlturas(page);
}

/**
 * The board, once all its cards have loaded (the page is then far taller than 600 px + the
 * window), is at its top and never went down while it grew.
 */
async function tableroArriba(page: Page, como: string) {
  await expect(page).toHaveURL(/#\/rrhh\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Tablero de RRHH', level: 1 })).toBeVisible(LENTO);
  await expect(page.getByRole('article').first()).toBeVisible(LENTO);
  await expect(page.locator('main .ant-skeleton, main .ant-spin-spinning')).toHaveCount(0, LENTO);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(ALTURA);
  // Two frames: whatever a resize of the grown page triggers has run.
  await page.evaluate(() => new Promise((listo) => requestAnimationFrame(() => requestAnimationFrame(listo))));
  expect(await desplazamiento(page), `${como}: el tablero abre arriba`).toBe(0);
  const alturas = await page.evaluate(() => (window as unknown as { __alturas: number[] }).__alturas);
  expect(
    alturas.filter((y) => y > 0),
    `${como}: el tablero no bajó mientras cargaba`,
  ).toEqual([]);
}

test.describe('a 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('el tablero de RRHH abre arriba después de Nómina desplazada: por enlace, por la barra de direcciones y con atrás y adelante', async ({ page }) => {
    await entrarComo(page, 'admin', { sector: 'Recursos Humanos', ruta: '/rrhh/nomina' });
    await nominaDesplazada(page, true);

    // A link: the menu's drawer.
    await page.getByRole('button', { name: 'Abrir menú' }).click(LENTO);
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('menuitem', { name: 'Tablero de RRHH', exact: true }).click(LENTO);
    await tableroArriba(page, 'por enlace');

    // Back: Nómina where it was.
    await page.goBack();
    await nominaDesplazada(page, false);

    // The address bar (a new entry the app did not push, with no state of its own).
    await page.goto(page.url().replace(/#.*$/, '#/rrhh/dashboard'));
    await tableroArriba(page, 'por la barra de direcciones');

    // Back to Nómina, still 600 px down, and forward to the board again.
    await page.goBack();
    await nominaDesplazada(page, false);
    await page.goForward();
    await tableroArriba(page, 'con adelante');
  });

  test('«Saldo por período» de «Mis licencias»: una tarjeta por período, con «Disponibles» a la vista', async ({ page }) => {
    await entrarComo(page, 'empleado', { ruta: '/mis_licencias' });
    await expect(page.getByRole('heading', { name: 'Mis licencias', level: 1 })).toBeVisible(LENTO);
    const tabla = page.getByRole('table', { name: 'Saldo de vacaciones por período' });
    await expect(tabla.getByRole('columnheader')).toHaveText(['Período']);
    const primera = tabla.getByRole('row').nth(1);
    await expect(primera).toContainText(/Período \d{4}/, LENTO);
    await expect(primera.getByText(/^Disponibles: -?\d+$/)).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
