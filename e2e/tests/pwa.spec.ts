import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { iniciarBuzon } from '../support/correo';
import { PUERTO_BASE, VAR_PLANTILLA, arrancarServidor, expect, test } from '../support/servidor';
import { sinDesborde } from '../support/ancho';
import { sinViolacionesGraves } from '../support/axe';
import { entrarAlInicio, entrarComo } from '../support/sesion';

// The installable app (issue 40): the service worker registers after the first paint and
// precaches the shell; with no network the shell opens and says «Sin conexión»; a new worker
// published on the server brings «Hay una nueva versión de Worknet.» and «Recargar» updates; the
// push offer is not on the first paint; «Avisos en este dispositivo» in Mi perfil passes axe and
// fits at 360 and 1366 px. Real push delivery needs a push service: the server's tests cover it,
// and the worker's push handler is a unit test (apps/web/src/lib/pwa/avisoPush.test.ts).

// Every other journey blocks service workers (playwright.config.ts): this one needs them.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const LENTO = { timeout: 30_000 };
const DIST = join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

/** Waits until a worker is active for the page and returns its script and the precache's size. */
async function trabajadorActivo(page: Page) {
  return page.evaluate(async () => {
    // `ready`: a worker is active (its install, the precache, has finished).
    const registro = await navigator.serviceWorker.ready;
    const nombres = await caches.keys();
    const precache = nombres.find((n) => n.startsWith('workbox-precache'));
    const claves = precache ? (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname) : [];
    return { script: registro.active!.scriptURL, precache, claves };
  });
}

test('el service worker se registra después de la primera pintura y precachea el armazón', async ({ page }) => {
  await entrarAlInicio(page);
  const sw = await trabajadorActivo(page);
  expect(sw.script).toMatch(/\/sw\.js$/);
  expect(sw.precache).toBeTruthy();
  expect(sw.claves).toContain('/index.html');
  expect(sw.claves).toContain('/manifest.webmanifest');
  expect(sw.claves.some((c) => /^\/assets\/index-.*\.js$/.test(c))).toBe(true);
  // The precache holds the build's files, never an API answer.
  expect(sw.claves.filter((c) => c.startsWith('/api/'))).toEqual([]);
  // The push offer is not on the first paint.
  await expect(page.getByRole('region', { name: 'Avisos en este dispositivo' })).toHaveCount(0);
  // Nothing of the worker before the first paint: its registration's code is asked for once idle.
  const tiempos = await page.evaluate(() => ({
    pintura: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    registro: performance.getEntriesByType('resource').find((e) => /\/assets\/registro-[\w-]+\.js$/.test(e.name))?.startTime ?? null,
  }));
  expect(tiempos.pintura).not.toBeNull();
  expect(tiempos.registro).not.toBeNull();
  expect(tiempos.registro!).toBeGreaterThan(tiempos.pintura!);
});

test('sin red la recarga abre el armazón desde la caché y dice «Sin conexión»', async ({ page, context }) => {
  await entrarAlInicio(page);
  await trabajadorActivo(page);
  await context.setOffline(true);
  try {
    await page.reload();
    // The header paints from the cache; the content says why there is no data.
    await expect(page.getByRole('banner')).toBeVisible(LENTO);
    await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible(LENTO);
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // The network is back: the app retries on the browser's `online` event, which Chromium's
  // offline emulation fires only sometimes; when it does not, «Reintentar» loads the data.
  const novedades = page.getByRole('heading', { name: 'Novedades', level: 1 });
  const reintentar = page.getByRole('button', { name: 'Reintentar' });
  await expect(novedades.or(reintentar).first()).toBeVisible(LENTO);
  // The button may go away on its own between the check and the click (the retry on `online`).
  if (await reintentar.isVisible()) await reintentar.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(novedades).toBeVisible(LENTO);
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión.' })).toHaveCount(0);
});

test('un service worker nuevo en el servidor trae «Hay una nueva versión de Worknet.» y «Recargar» actualiza', async ({ browser }, info) => {
  // A server of its own on a copy of the build, so publishing a new worker touches no other
  // journey's files: the same worker with one more line is a new worker for the browser.
  const web = mkdtempSync(join(tmpdir(), 'worknet-e2e-web-'));
  const datos = mkdtempSync(join(tmpdir(), 'worknet-e2e-pwa-'));
  cpSync(DIST, web, { recursive: true });
  cpSync(process.env[VAR_PLANTILLA]!, datos, { recursive: true });
  const buzon = await iniciarBuzon();
  const webAntes = process.env.WEB_DIST;
  process.env.WEB_DIST = web;
  const servidor = await arrancarServidor(PUERTO_BASE + 100 + info.workerIndex, datos, buzon.puerto).finally(() => {
    if (webAntes === undefined) delete process.env.WEB_DIST;
    else process.env.WEB_DIST = webAntes;
  });
  const contexto = await browser.newContext({ baseURL: servidor.url, serviceWorkers: 'allow', locale: 'es-AR' });
  try {
    const page = await contexto.newPage();
    await entrarAlInicio(page);
    await trabajadorActivo(page);
    await expect(page.getByText('Hay una nueva versión de Worknet.')).toHaveCount(0);

    writeFileSync(join(web, 'sw.js'), `${readFileSync(join(web, 'sw.js'), 'utf8')}\n// nueva versión\n`);
    // The app checks every hour; the test does not wait an hour: it asks the registration, as the timer does.
    await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())!.update()));
    const aviso = page.getByRole('status').filter({ hasText: 'Hay una nueva versión de Worknet.' });
    await expect(aviso).toBeVisible(LENTO);
    await Promise.all([page.waitForEvent('load', LENTO), aviso.getByRole('button', { name: 'Recargar' }).click()]);
    await expect(page.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible(LENTO);
    // The waiting worker took over, and nothing waits any more.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const r = (await navigator.serviceWorker.getRegistration())!;
            return { activo: !!r.active, esperando: !!r.waiting, controla: !!navigator.serviceWorker.controller };
          }),
        LENTO,
      )
      .toEqual({ activo: true, esperando: false, controla: true });
    await expect(page.getByText('Hay una nueva versión de Worknet.')).toHaveCount(0);
  } finally {
    await contexto.close();
    await servidor.detener();
    await buzon.cerrar();
    rmSync(web, { recursive: true, force: true });
    rmSync(datos, { recursive: true, force: true });
  }
});

test('«Avisos en este dispositivo» en Mi perfil: axe y sin desborde a 360 y 1366 px', async ({ page }) => {
  await entrarComo(page, 'empleado', { ruta: '/mi_perfil' });
  const seccion = page.getByRole('heading', { name: 'Avisos en este dispositivo' });
  for (const [ancho, alto] of [
    [1366, 800],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width: ancho, height: alto });
    await expect(seccion).toBeVisible(LENTO);
    await expect(page.getByRole('switch', { name: 'Mensajes del chat' })).toBeVisible(LENTO);
    await expect(page.getByRole('switch', { name: 'Horario de silencio' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dispositivos que reciben avisos' })).toBeVisible();
    // Never the browser's prompt: the explicit action, or (a Chromium whose notifications are denied
    // by its own settings, as some headless runs are) how to allow them.
    const activar = page.getByRole('button', { name: 'Activar los avisos en este dispositivo' });
    const bloqueados = page.getByRole('alert').filter({ hasText: 'Los avisos están bloqueados en este navegador' });
    await expect(activar.or(bloqueados)).toBeVisible();
    await page.getByRole('switch', { name: 'Horario de silencio' }).click();
    await expect(page.getByLabel('Desde')).toBeVisible();
    await sinDesborde(page, ancho, 'Avisos en este dispositivo');
    await sinViolacionesGraves(page, `Avisos en este dispositivo a ${ancho} px`, '.ant-card:has(#push-dispositivos)');
    await page.getByRole('switch', { name: 'Horario de silencio' }).click();
  }
});
