import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses a button of a confirmation dialog (antd's Modal.confirm) and waits until the dialog
 * closes, the one way journeys confirm. On a loaded machine a click that lands while the dialog
 * is still zooming in can miss its button, and the dialog stays open (notificaciones.spec, CI of
 * 2026-11-25): it is pressed again until the dialog goes away. A second press while the action
 * runs does nothing (antd shows the button loading and ignores it).
 */
export async function confirmarDialogo(dialogo: Locator, boton: string) {
  // It must have opened first: a dialog not shown yet would pass for one already closed.
  await expect(dialogo).toBeVisible();
  await expect(async () => {
    if (await dialogo.isVisible()) await dialogo.getByRole('button', { name: boton, exact: true }).click({ timeout: 3_000 });
    await expect(dialogo).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** «Salir sin guardar» in the unsaved-changes warning (useCambiosSinGuardar), which may sit over a form's own dialog. */
export const salirSinGuardar = (page: Page) => confirmarDialogo(page.getByRole('dialog').filter({ hasText: 'Hay cambios sin guardar.' }), 'Salir sin guardar');
