import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const ETIQUETAS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// The axe-core that @axe-core/playwright itself loads (its own dependency), for the scans run
// directly in the page below.
const requerirDesdeAxe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const { source: FUENTE_AXE } = requerirDesdeAxe('axe-core') as { source: string };
type ConAxe = { axe?: { run(contexto: ElementContext, opciones: RunOptions): Promise<AxeResults>; configure(c: object): void } };

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

/**
 * axe's results for the page, or for `zona` only, with the project's rules. A page without frames
 * is scanned by one axe.run in the page, with axe loaded into the document once: a screen
 * reached by changing the hash scans again with the same copy. That is the call
 * @axe-core/playwright's legacy mode makes, with the same context, rules and configuration, and
 * the same results as its default mode (compared rule by rule and node by node, violations,
 * passes, incomplete and inapplicable); the default runs axe.runPartial in each frame and then
 * opens a new blank page on every scan for axe.finishRun, loading axe twice more: three
 * quarters of a scan's time on a 2-core machine (67 s against 18 s for the 16 screens of rrhh
 * at 1366 px in barrido-pantallas). A page with frames (a PDF receipt, a video) keeps the
 * builder's default, which also reaches cross-origin frames.
 */
export async function resultadosAxe(page: Page, zona?: string): Promise<AxeResults> {
  if (page.frames().length > 1) {
    const axe = new AxeBuilder({ page }).withTags(ETIQUETAS);
    return (zona ? axe.include(zona) : axe).analyze();
  }
  if (!(await page.evaluate(() => typeof (window as ConAxe).axe?.run === 'function'))) {
    await page.evaluate(FUENTE_AXE);
    await page.evaluate(() => (window as ConAxe).axe!.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }));
  }
  // Typed by hand: Playwright's serialisation types go too deep into axe's result type.
  const resultado: unknown = await page.evaluate(
    ({ include, etiquetas }) =>
      (window as ConAxe).axe!.run(
        { include, exclude: [] } as ElementContext,
        { runOnly: { type: 'tag', values: etiquetas } } as RunOptions,
      ) as Promise<unknown>,
    { include: zona ? [zona] : [], etiquetas: ETIQUETAS },
  );
  return resultado as AxeResults;
}

async function violacionesGraves(page: Page, zona?: string) {
  const resultado = await resultadosAxe(page, zona);
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
