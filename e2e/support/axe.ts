import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe scan: no serious or critical violations (issue 3). */
export async function sinViolacionesGraves(page: Page, contexto: string) {
  // Let antd's enter animations finish so colours are final.
  await page.waitForTimeout(400);
  const resultado = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const graves = resultado.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ regla: v.id, impacto: v.impact, nodos: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`) }));
  expect(graves, `${contexto}: ${JSON.stringify(graves, null, 2)}`).toEqual([]);
}
