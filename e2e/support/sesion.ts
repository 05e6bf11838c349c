import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD_DEMO, SECTOR_EMPLEADO } from './constantes';

// Two ways in. `ingresar` / `ingresarAlInicio` fill the login form: only for journeys about
// logging in or out (login, logout, temporary password, recovery, SSO) or about what the form
// leads to. Every other journey enters with `entrarComo` / `entrarAlInicio`: a token from the
// API stored where the app keeps its session, and the app opens already logged in, as after a
// reload (no login page, no form, no access-log entry). A user of several sectors gets the
// sector modal either way unless `sector` names the one to store.

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

/**
 * Enters as `usuario` without the login form (see above) and opens `ruta` (home by default);
 * waits for nothing more: the caller waits for what its journey needs. Returns the token.
 */
export async function entrarComo(page: Page, usuario: string, opciones: { password?: string; sector?: string; ruta?: string } = {}): Promise<string> {
  const token = await tokenPorApi(page.request, usuario, opciones.password);
  let sector: number | null = null;
  if (opciones.sector) {
    const r = await page.request.get('/api/v1/get_user', { headers: { Authorization: `Bearer ${token}` } });
    const yo = (await r.json()) as { data: { sector: { id: number; nombre: string }[] } };
    sector = yo.data.sector.find((s) => s.nombre === opciones.sector)?.id ?? null;
    expect(sector, `${usuario} no tiene el sector ${opciones.sector}`).not.toBeNull();
  }
  // Written before the app's first script runs, once per tab: a reload or a logout later in the
  // journey sees only what the app itself stored. (Not through a page such as /api/health: its
  // favicon request is a 404 in the console, which journeys watching the console count.)
  await page.addInitScript(
    ([claveToken, valorToken, claveSector, valorSector]) => {
      try {
        if (window.sessionStorage.getItem('e2e-sesion-puesta')) return;
        window.sessionStorage.setItem('e2e-sesion-puesta', '1');
        window.localStorage.setItem(claveToken, valorToken);
        if (valorSector) window.localStorage.setItem(claveSector, valorSector);
      } catch {
        /* a frame without storage (about:blank) */
      }
    },
    [CLAVE_TOKEN, token, CLAVE_SECTOR, sector === null ? '' : String(sector)] as const,
  );
  await page.goto(`/#${opciones.ruta ?? '/'}`);
  return token;
}

/** `entrarComo` for a one-sector user (or with `sector`), waiting for the home. */
export async function entrarAlInicio(page: Page, usuario = 'empleado', opciones: { password?: string; sector?: string } = {}) {
  await entrarComo(page, usuario, opciones);
  await expect(page).toHaveURL(/#\/$/);
  // The whole app's first load (entry, layout with antd, home) behind one wait: a loaded 2-core
  // machine has taken over 10 s for it.
  await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible({ timeout: 30_000 });
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

/** The final password of the users a journey creates with `crearEmpleado`. */
export const PASSWORD_EMPLEADO = 'Definitiva2024';

/**
 * A user of one journey only, in the employees' sector (SECTOR_EMPLEADO), created by `admin`
 * through the API with a temporary password already changed to PASSWORD_EMPLEADO.
 */
export async function crearEmpleado(request: APIRequestContext, admin: string, datos: { username: string; nombre: string }) {
  const auth = { Authorization: `Bearer ${admin}` };
  const sectores = (await (await request.get('/api/v1/sectores', { headers: auth })).json()) as { data: { value: number; label: string }[] };
  const sector = sectores.data.find((s) => s.label.startsWith(`${SECTOR_EMPLEADO} — `))!;
  const creado = await request.post('/api/v1/admin_usuario', {
    headers: auth,
    data: { username: datos.username, nombre_completo: datos.nombre, sectores: [sector.value], roles: [], password_temporal: 'Temporal2024' },
  });
  expect(creado.status(), await creado.text()).toBe(200);
  const temporal = await tokenPorApi(request, datos.username, 'Temporal2024');
  const cambio = await request.post('/api/v1/cambiar_password', {
    headers: { Authorization: `Bearer ${temporal}` },
    data: { password_actual: 'Temporal2024', password: PASSWORD_EMPLEADO },
  });
  expect(cambio.status(), await cambio.text()).toBe(200);
  return { id: ((await creado.json()) as { data: { id: number } }).data.id, username: datos.username, nombre: datos.nombre };
}
