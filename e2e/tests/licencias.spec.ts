import type { Locator, Page } from '@playwright/test';
import { diaLegible, proximoInicioVacaciones, sumarDiasIso } from '@worknet/domain/licencias/dias';
import { expect, test } from '../support/servidor';
import { sinDesborde as anchoMaximo } from '../support/ancho';
import { sinViolacionesGraves } from '../support/axe';
import { erroresDeConsola } from '../support/consola';
import { entrarComo, tokenPorApi } from '../support/sesion';
import { elegirOpcion } from '../support/select';

// Leaves (issue 19): the employee (Carla Romero, Internación) asks for a week of vacations from
// «Mis licencias» in the user menu, the area's referente approves it, RRHH approves it, the
// cronograma shows it and her balance drops by its days. Then axe and the width of every new
// screen at a desk (1366) and on a phone (360).

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const RRHH = '/api/v1/rrhh';
/** The machine running the journeys may be busy: the first paint of a lazy screen can take a while. */
const LENTO = { timeout: 30_000 };
/** Vacations take whole weeks here: Monday to Sunday, 7 days corridos. */
const DIAS = 7;

let novedadId = 0;
let desde = '';
let hasta = '';
let saldoAntes = 0;

async function api<T>(page: Page, usuario: string, ruta: string): Promise<T> {
  const token = await tokenPorApi(page.request, usuario);
  const r = await page.request.get(ruta, { headers: { Authorization: `Bearer ${token}` } });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: T }).data;
}

async function personaDe(page: Page, usuario: string): Promise<number> {
  const yo = await api<{ persona_id: number | null }>(page, usuario, '/api/v1/get_user');
  expect(yo.persona_id, `${usuario} no tiene legajo`).not.toBeNull();
  return yo.persona_id!;
}

async function saldoTotal(page: Page): Promise<number> {
  const persona = await personaDe(page, 'empleado');
  const saldos = await api<{ dias_disponibles: number }[]>(page, 'empleado', `${RRHH}/get_days_vacaciones_disponibles_availables_all_periodos/${persona}`);
  return saldos.reduce((s, p) => s + p.dias_disponibles, 0);
}

/** Picks `opcion` in the select `campo`, typing it first (the list is virtual); retried while the list animates. */
const elegir = (page: Page, campo: Locator, opcion: string) => elegirOpcion(page, campo, opcion);

/** Types a day and leaves the field with Tab (Enter would send the form). */
async function escribirDia(campo: Locator, dia: string) {
  await campo.click();
  await campo.fill(dia);
  await campo.press('Tab');
  await expect(campo).toHaveValue(dia);
}

/** Nothing wider than the window, at a desk and on a phone; the h1 in view at both. */
async function sinDesborde(page: Page, donde: string, h1: string) {
  for (const [ancho, alto] of [
    [1366, 800],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width: ancho, height: alto });
    await expect(page.getByRole('heading', { name: h1, level: 1 })).toBeVisible(LENTO);
    await anchoMaximo(page, ancho, donde);
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

test('la empleada pide una semana de vacaciones desde «Mis licencias» con los días calculados a la vista', async ({ page }) => {
  const errores = erroresDeConsola(page);
  saldoAntes = await saldoTotal(page);
  expect(saldoAntes, 'la empleada de la demo tiene días de vacaciones').toBeGreaterThanOrEqual(DIAS);
  // A week in the next season (1 October – 30 April), far enough from the demo's own events.
  const anio = new Date().getFullYear() + 1;
  const feriados = await api<{ fecha: string }[]>(page, 'empleado', `${RRHH}/feriados?anio=${anio}`);
  desde = proximoInicioVacaciones(`${anio}-03-08`, new Set(feriados.map((f) => f.fecha)));
  hasta = sumarDiasIso(desde, DIAS - 1);

  await page.setViewportSize({ width: 1366, height: 800 });
  await entrarComo(page, 'empleado');
  await page.getByRole('button', { name: 'Menú de usuario' }).click(LENTO);
  await page.getByRole('menuitem', { name: 'Mis licencias' }).click();
  await expect(page).toHaveURL(/#\/mis_licencias$/);
  await expect(page.getByRole('heading', { name: 'Mis licencias', level: 1 })).toBeVisible(LENTO);
  await expect(page.getByRole('table', { name: 'Saldo de vacaciones por período' }).getByRole('row')).not.toHaveCount(1, LENTO);
  await sinViolacionesGraves(page, 'Mis licencias');

  const pedido = page.locator('form');
  await elegir(page, pedido.getByLabel('Tipo'), 'Vacaciones');
  await escribirDia(pedido.getByLabel('Desde'), diaLegible(desde));
  await escribirDia(pedido.getByLabel('Hasta'), diaLegible(hasta));
  await expect(page.getByTestId('dias-calculados')).toHaveText(`Días: ${DIAS} (corridos)`);
  await sinViolacionesGraves(page, 'pedido de vacaciones completo');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();

  const mios = page.getByRole('table', { name: 'Mis pedidos de licencia' });
  const fila = mios.getByRole('row').filter({ hasText: diaLegible(desde) });
  await expect(fila).toBeVisible(LENTO);
  await expect(fila).toContainText('Pendiente');
  novedadId = Number(await fila.getByRole('link').first().textContent());
  expect(novedadId).toBeGreaterThan(0);
  await sinDesborde(page, 'Mis licencias', 'Mis licencias');
  expect(errores).toEqual([]);
});

test('el referente la ve en su cola de pendientes y la aprueba', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await entrarComo(page, 'referente', { ruta: '/referente_area/novedades' });
  await expect(page.getByRole('heading', { name: 'Novedades de mis sectores', level: 1 })).toBeVisible(LENTO);
  const cola = page.getByRole('table', { name: 'Pendientes de su aprobación' });
  await expect(cola.getByRole('link', { name: String(novedadId), exact: true })).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'novedades del referente');
  await sinDesborde(page, 'novedades del referente', 'Novedades de mis sectores');

  await cola.getByRole('link', { name: String(novedadId), exact: true }).click();
  await expect(page.getByRole('heading', { name: `Novedad N.º ${novedadId}`, level: 1 })).toBeVisible(LENTO);
  await expect(page.getByText('Espera al referente').first()).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'detalle de la novedad (referente)');
  await page.getByRole('button', { name: 'Aprobar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Aprobar la novedad' });
  await dialogo.getByLabel('Comentario (opcional)').fill('Cubre la semana Gómez.');
  await dialogo.getByRole('button', { name: 'Aprobar' }).click();
  await expect(dialogo).toBeHidden(LENTO);
  await expect(page.locator('.ant-tag', { hasText: 'Aprobada por el referente' })).toBeVisible(LENTO);
  await expect(page.getByText('Espera a RRHH').first()).toBeVisible();
  await expect(page.getByText('Cubre la semana Gómez.')).toBeVisible();
  await sinDesborde(page, 'detalle de la novedad', `Novedad N.º ${novedadId}`);

  await page.goto('/#/referente_area/reportes');
  await expect(page.getByRole('heading', { name: 'Reportes de mis sectores', level: 1 })).toBeVisible(LENTO);
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar novedades (CSV)' }).click();
  expect((await descarga).suggestedFilename()).toMatch(/^Reporte-Novedades-\d{2}-\d{2}-\d{4}\.csv$/);
  await sinViolacionesGraves(page, 'reportes del referente');
  await sinDesborde(page, 'reportes del referente', 'Reportes de mis sectores');
});

test('RRHH la aprueba desde la lista de novedades y el saldo de la empleada baja', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await entrarComo(page, 'rrhh', { ruta: '/rrhh/novedades?estado=aprobada_referente' });
  await expect(page.getByRole('heading', { name: 'Novedades de personal', level: 1 })).toBeVisible(LENTO);
  const lista = page.getByRole('table', { name: 'Novedades de personal' });
  await expect(lista.getByRole('link', { name: String(novedadId), exact: true })).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'novedades de RRHH');
  await sinDesborde(page, 'novedades de RRHH', 'Novedades de personal');

  await lista.getByRole('link', { name: String(novedadId), exact: true }).click();
  await expect(page.getByRole('heading', { name: `Novedad N.º ${novedadId}`, level: 1 })).toBeVisible(LENTO);
  await page.getByRole('button', { name: 'Aprobar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Aprobar la novedad' });
  await dialogo.getByRole('button', { name: 'Aprobar' }).click();
  await expect(dialogo).toBeHidden(LENTO);
  await expect(page.locator('.ant-tag', { hasText: /^Aprobada$/ })).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'detalle de la novedad aprobada');

  await expect.poll(() => saldoTotal(page), LENTO).toBe(saldoAntes - DIAS);
});

test('el cronograma muestra la semana de vacaciones y abre la novedad', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await entrarComo(page, 'rrhh', { ruta: `/cronograma?vista=semana&fecha=${desde}` });
  await expect(page.getByRole('heading', { name: 'Cronograma de ausencias', level: 1 })).toBeVisible(LENTO);
  const ausencia = page.locator(`[data-fecha="${desde}"]`).getByRole('link', { name: /Romero/ });
  await expect(ausencia).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'cronograma semanal');
  await sinDesborde(page, 'cronograma semanal', 'Cronograma de ausencias');

  await page.locator('label.ant-segmented-item', { hasText: 'Mes' }).click();
  await expect(page.locator(`[data-fecha="${hasta}"]`).getByRole('link', { name: /Romero/ })).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'cronograma mensual');
  await sinDesborde(page, 'cronograma mensual', 'Cronograma de ausencias');

  // On a phone the month is a list by day.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { level: 3, name: new RegExp(diaLegible(desde)) })).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'cronograma en el teléfono');
  await page.setViewportSize({ width: 1366, height: 800 });
  await page
    .locator(`[data-fecha="${desde}"]`)
    .getByRole('link', { name: /Romero/ })
    .click();
  await expect(page.getByRole('heading', { name: `Novedad N.º ${novedadId}`, level: 1 })).toBeVisible(LENTO);
});

test('la empleada ve la novedad aprobada y el saldo nuevo; el legajo muestra la pestaña Licencias', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await entrarComo(page, 'empleado', { ruta: '/mis_licencias' });
  await expect(page.getByRole('heading', { name: 'Mis licencias', level: 1 })).toBeVisible(LENTO);
  const fila = page
    .getByRole('table', { name: 'Mis pedidos de licencia' })
    .getByRole('row')
    .filter({ hasText: diaLegible(desde) });
  await expect(fila).toContainText('Aprobada', LENTO);

  const persona = await personaDe(page, 'empleado');
  await page.goto(`/#/rrhh/persona/${persona}?pestana=licencias`);
  await expect(page.getByRole('tab', { name: 'Licencias', selected: true })).toBeVisible(LENTO);
  await expect(page.getByRole('table', { name: 'Novedades de la persona' }).getByRole('link', { name: String(novedadId), exact: true })).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'pestaña Licencias del legajo');
});
