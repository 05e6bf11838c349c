import { expect, type Page } from '@playwright/test';
import { SECTORES_ADMIN } from './constantes';
import { entrarComo } from './sesion';

/** The administrator has two sectors: enters (without the login form) with the first one chosen. */
export async function ingresarComoAdmin(page: Page) {
  await entrarComo(page, 'admin', { sector: SECTORES_ADMIN[0]! });
  // The whole app's first load (entry, layout with antd, home) behind one wait, as in entrarAlInicio.
  await expect(page.getByTestId('sector-actual')).toHaveText(SECTORES_ADMIN[0]!, { timeout: 30_000 });
}

/** A catalog list or form has finished loading: no table spinner, no skeleton. */
export async function esperarCarga(page: Page) {
  await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton')).toHaveCount(0);
}

/**
 * Collects `console.error` and uncaught page errors from now on. `tomar()`
 * returns what arrived since the last call and starts over.
 */
export function vigilarConsola(page: Page) {
  let errores: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // "Failed to load resource" names the resource only in its location.
    const recurso = m.location().url;
    errores.push(`console.error: ${m.text()} (${recurso})`);
  });
  page.on('pageerror', (e) => errores.push(`pageerror: ${e.message}`));
  return {
    tomar(): string[] {
      const vistos = errores;
      errores = [];
      return vistos;
    },
  };
}
