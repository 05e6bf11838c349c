import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe scan: no serious or critical violations (issue 3). */
export async function sinViolacionesGraves(page: Page, contexto: string) {
  // Let antd's animations finish so colours are final: a toast left by the previous
  // screen fades out through low-contrast greys (rc-motion marks it «…-leave»).
  await page.waitForTimeout(400);
  await page
    .waitForFunction(() => !document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  const resultado = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const graves = resultado.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ regla: v.id, impacto: v.impact, nodos: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`) }));
  expect(graves, `${contexto}: ${JSON.stringify(graves, null, 2)}`).toEqual([]);
}
