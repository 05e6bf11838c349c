import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD_DEMO } from './constantes';

export const CLAVE_TOKEN = 'worknet.token';
export const CLAVE_SECTOR = 'worknet.sector';
export const CLAVE_TEMA = 'worknet.tema';

/** Fills the login form as a person would. */
export async function ingresar(page: Page, usuario: string, password = PASSWORD_DEMO) {
  await page.goto('/#/login');
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: /Ingresar/ }).click();
}

/** Logs in a one-sector user and waits for the home. */
export async function ingresarAlInicio(page: Page, usuario = 'empleado') {
  await ingresar(page, usuario);
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
}

export async function tokenGuardado(page: Page): Promise<string | null> {
  return page.evaluate((clave) => window.localStorage.getItem(clave), CLAVE_TOKEN);
}

/** A token through the API, for calls a test makes behind the browser's back. */
export async function tokenPorApi(request: APIRequestContext, usuario: string, password = PASSWORD_DEMO): Promise<string> {
  const r = await request.post('/api/v1/login', { data: { username: usuario, password } });
  expect(r.status(), await r.text()).toBe(200);
  const cuerpo = (await r.json()) as { token: string };
  return cuerpo.token;
}

/** Sets the stored theme before any page script runs. */
export async function usarTema(page: Page, tema: 'claro' | 'oscuro') {
  await page.addInitScript(
    ([clave, valor]) => {
      if (!window.sessionStorage.getItem('e2e-tema-aplicado')) {
        window.localStorage.setItem(clave, valor);
        window.sessionStorage.setItem('e2e-tema-aplicado', '1');
      }
    },
    [CLAVE_TEMA, tema] as const,
  );
}
