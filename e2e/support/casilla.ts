import { expect, type Locator } from '@playwright/test';

/**
 * Checks an antd checkbox or radio and waits until it holds, the one way journeys check one. On
 * a loaded machine a click that lands while its dialog is still zooming in, or before antd's group
 * has registered its options, leaves it unchanged (fichaje.spec, full run of 2026-11-25): it is
 * pressed again until checked. A person cannot click that fast; the product is unchanged.
 */
export async function marcar(casilla: Locator) {
  await expect(async () => {
    await casilla.check({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
