import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Until antd's animations end, so colours are final: no element in an rc-motion phase
 * («…-appear/-enter/-leave») and no finite CSS animation or transition still running
 * (endless ones, such as a spinner, never end and do not change colours). Checked on
 * every frame instead of sleeping first.
 */
async function sinAnimaciones(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]') &&
        !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity),
      undefined,
      { timeout: 5_000, polling: 'raf' },
    )
    .catch(() => undefined);
}

async function violacionesGraves(page: Page, zona?: string) {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const resultado = await (zona ? axe.include(zona) : axe).analyze();
  return resultado.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ regla: v.id, impacto: v.impact, nodos: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`) }));
}

/**
 * axe scan: no serious or critical violations (issue 3). `zona` limits it to one part of the
 * page (a selector), for a caller that has already scanned the rest (the shell around `main`):
 * a scan costs about a second per 300 elements on a 2-core machine.
 */
export async function sinViolacionesGraves(page: Page, contexto: string, zona?: string) {
  await sinAnimaciones(page);
  let graves = await violacionesGraves(page, zona);
  // A toast whose time runs out while axe reads the page fades through low-contrast
  // greys mid-scan. Such a finding is gone once the fade ends; a real one is not.
  if (graves.length > 0) {
    await sinAnimaciones(page);
    graves = await violacionesGraves(page, zona);
  }
  expect(graves, `${contexto}: ${JSON.stringify(graves, null, 2)}`).toEqual([]);
}
