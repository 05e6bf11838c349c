// Debian's Chromium and the flags it runs with, for every browser the project drives: the
// journeys (e2e/playwright.config.ts) and the web's scripts (apps/web/scripts/navegador.ts:
// `npm run size`, the benchmarks, the icons). Playwright's own download is never used
// (toolchain.md). No imports, so both workspaces (and tsx) take it as it is.

export const CHROMIUM_EJECUTABLE = '/usr/bin/chromium';
/** The same engine without the desktop browser (package chromium-headless-shell): the journeys use it when installed. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** No sandbox or GPU in the container; nothing the browser would fetch on its own (updates, sync, QUIC probes). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
