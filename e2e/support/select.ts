import { expect, type Locator, type Page } from '@playwright/test';

// Choosing an option of an antd Select, the one way journeys do it. On a loaded machine the
// dropdown re-renders while its options load (a remote search answers, the virtual list measures
// itself) and a click can land on an option that is being replaced, leaving nothing chosen
// (issue 24: legajo's «Tipo de contrato»; the schedule's «Sector» in fichaje): the choice is
// retried until the select shows it.

/** XPath to the nearest ancestor that has the CSS class. */
export const ancestro = (clase: string) => `xpath=ancestor::*[contains(concat(" ", @class, " "), " ${clase} ")][1]`;

/** The visible dropdown's options. */
export const opcionesVisibles = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

/**
 * Opens the select whose input is `campo`, types `buscar` (the option's text by default) when it
 * searches, clicks the first option with `opcion` in its text and waits until the select shows
 * it. A multiple select stays open after a choice: it is closed with a click on the dialog's
 * title, or the page's h1 (Escape would close the dialog too; Tab picks the highlighted option).
 */
export async function elegirOpcion(page: Page, campo: Locator, opcion: string | RegExp, buscar = typeof opcion === 'string' ? opcion : '') {
  const caja = campo.locator(ancestro('ant-select'));
  const lista = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if (!(await lista.count())) await campo.click();
    if (buscar && (await campo.isEditable())) await campo.fill(buscar);
    await lista.locator('.ant-select-item-option', { hasText: opcion }).first().click({ timeout: 3_000 });
    await expect(caja).toContainText(opcion, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  if (await campo.locator(ancestro('ant-select-multiple')).count()) {
    const titulo = campo.locator(ancestro('ant-modal')).locator('.ant-modal-title');
    await ((await titulo.count()) ? titulo : page.getByRole('heading', { level: 1 })).click();
  }
  await expect(lista).toHaveCount(0);
}
