import type { Page } from '@playwright/test';

/**
 * console.error and uncaught errors of the page from now on. `esperado` names the
 * ones a journey causes on purpose (Chromium logs every 4xx, e.g. an expected 409).
 */
export function erroresDeConsola(page: Page, esperado: (url: string, texto: string) => boolean = () => false): string[] {
  const errores: string[] = [];
  page.on('console', (m) => {
    const url = m.location().url;
    if (m.type() === 'error' && !esperado(url, m.text())) errores.push(`${m.text()} (${url})`);
  });
  page.on('pageerror', (e) => errores.push(e.message));
  return errores;
}
