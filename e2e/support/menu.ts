import { expect, type Page } from '@playwright/test';

/**
 * Clicks an entry of the side menu. Once the menu has loaded, the entry is
 * either shown or inside its closed group (clicking an open group would close
 * it). Every entry stays in its group, whatever the role.
 */
export async function abrirDesdeMenu(page: Page, grupo: string, entrada: string) {
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const item = menu.getByRole('menuitem', { name: entrada, exact: true });
  await expect(menu.getByRole('menuitem', { name: 'Inicio', exact: true })).toBeVisible();
  if (!(await item.isVisible())) await menu.getByRole('menuitem', { name: grupo, exact: true }).click();
  await item.click();
}
