import { expect, type Page } from '@playwright/test';

/**
 * Nothing wider than the window at `ancho` px (waited for: the layout follows a resize on its
 * next frames). On failure it names the outermost elements past the right edge, to fix them.
 */
export async function sinDesborde(page: Page, ancho: number, donde: string) {
  const medido = await page
    .waitForFunction((a) => document.documentElement.scrollWidth <= a, ancho, { timeout: 10_000 })
    .then(() => ancho)
    .catch(() => page.evaluate(() => document.documentElement.scrollWidth));
  const salientes =
    medido > ancho
      ? await page.evaluate((a) => {
          const fuera = [...document.querySelectorAll<HTMLElement>('body *')].filter((e) => e.getBoundingClientRect().right > a + 0.5);
          return fuera
            .filter((e) => !fuera.includes(e.parentElement!))
            .slice(0, 5)
            .map((e) => `${e.tagName.toLowerCase()}.${e.className}`.slice(0, 120));
        }, ancho)
      : [];
  expect(medido, `${donde} a ${ancho} px: más ancho que la pantalla (${salientes.join(' | ')})`).toBeLessThanOrEqual(ancho);
}

/**
 * Opens `ruta` at 1366 and at 360 px, waits for its h1 and for loading to end, and checks
 * nothing overflows at either width; leaves the window at 1366.
 */
export async function aTodoAncho(page: Page, ruta: string, h1: string | RegExp, donde: string) {
  for (const [ancho, alto] of [
    [1366, 800],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width: ancho, height: alto });
    await page.goto(`/#${ruta}`);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton')).toHaveCount(0);
    await sinDesborde(page, ancho, donde);
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}
