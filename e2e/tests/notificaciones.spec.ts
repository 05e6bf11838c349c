import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { sinViolacionesGraves } from '../support/axe';
import { ingresarComoAdmin } from '../support/catalogos';
import { erroresDeConsola } from '../support/consola';
import { crearEmpleado, ingresar, PASSWORD_EMPLEADO, tokenPorApi, usarTema } from '../support/sesion';
import { abrirDesdeMenu } from '../support/menu';
import { ancestro, elegirOpcion } from '../support/select';
import { confirmarDialogo } from '../support/dialogo';
import { marcar } from '../support/casilla';

// Notifications and system messages (apps/web/src/features/notificaciones): an
// administrator notifies a group and the member's bell rises live in another
// browser; the member reads everything; a user clears system messages.

const PASSWORD = PASSWORD_EMPLEADO;
const sufijo = () => Date.now().toString(36);

async function crearGrupo(request: APIRequestContext, admin: string, usuarios: number[]) {
  const nombre = `Guardia nocturna ${sufijo()}`;
  const r = await request.post('/api/v1/grupos', { headers: { Authorization: `Bearer ${admin}` }, data: { nombre, usuarios } });
  expect(r.status(), await r.text()).toBe(200);
  return nombre;
}

/** Picks an option of a multiple select by its label (typing its first letters), then closes the list. */
function elegir(page: Page, etiqueta: string, opcion: string) {
  return elegirOpcion(page, page.getByLabel(etiqueta, { exact: true }), opcion, opcion.slice(0, 12));
}

const campana = (page: Page) => page.getByTestId('campana');

/** The screen fits a 360 px phone: nothing makes the page scroll sideways (tables scroll inside). */
async function caben360(page: Page, contexto: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: contexto }).toBeLessThanOrEqual(360);
}

async function abrirCampana(page: Page): Promise<Locator> {
  await campana(page).click();
  const panel = page.getByTestId('panel-campana');
  await expect(panel).toBeVisible();
  return panel;
}

test('una notificación a un grupo sube en vivo la campana del miembro, que la lee y queda en 0', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const erroresAdmin = erroresDeConsola(page);
  const admin = await tokenPorApi(request, 'admin');
  const miembro = await crearEmpleado(request, admin, { username: `e2e.campana.${sufijo()}`, nombre: 'Miembro Campana' });
  const grupo = await crearGrupo(request, admin, [miembro.id]);
  const titulo = `Simulacro ${sufijo()}`;

  // The member on a 360 px phone, in another browser context.
  const contexto = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const suya = await contexto.newPage();
  const erroresMiembro = erroresDeConsola(suya);
  try {
    await ingresar(suya, miembro.username, PASSWORD);
    await expect(campana(suya)).toHaveAttribute('aria-label', 'Notificaciones: ninguna sin leer');
    expect(await suya.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const vacio = await abrirCampana(suya);
    await expect(vacio.getByText('No tiene notificaciones sin leer.')).toBeVisible();
    // The whole drop-down is on the phone's screen, not cut at an edge.
    const caja = (await vacio.boundingBox())!;
    expect(caja.x).toBeGreaterThanOrEqual(0);
    expect(caja.x + caja.width).toBeLessThanOrEqual(360);
    await sinViolacionesGraves(suya, 'campana abierta (vacía)');
    await suya.keyboard.press('Escape');

    // The administrator writes it from the menu, with Spanish validation first.
    await ingresarComoAdmin(page);
    await abrirDesdeMenu(page, 'Notificaciones', 'Enviar notificación');
    await expect(page.getByRole('heading', { name: 'Enviar notificación', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Ingrese el título.')).toBeVisible();
    await expect(page.getByText('Ingrese el texto.')).toBeVisible();
    await expect(page.getByText('Elija a quién enviarla.')).toBeVisible();
    await page.getByLabel('Enlace (opcional)').fill('javascript:alert(1)');
    await expect(page.getByText(/El enlace debe ser una ruta de Worknet/)).toBeVisible();
    // antd's radio buttons hide the input under their label: a person clicks the label.
    await page.getByRole('main').getByText('Grupos', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Grupos' })).toBeChecked();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Elija al menos un grupo.')).toBeVisible();

    await page.getByLabel('Título').fill(titulo);
    await page.getByLabel('Texto').fill('El jueves a las 10 h hay simulacro de evacuación en la Clínica del Parque.');
    await page.getByLabel('Enlace (opcional)').fill('#/mis_mensajes');
    await elegir(page, 'Grupos destinatarios', grupo);
    await sinViolacionesGraves(page, 'enviar notificación');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    const confirmar = page.getByRole('dialog', { name: '¿Enviar la notificación?' });
    await expect(confirmar).toContainText('llegará a 1 grupo');
    await confirmar.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Notificación enviada a 1 usuario.')).toBeVisible();
    await expect(page).toHaveURL(/#\/notificaciones\/listar$/);

    // The member's bell rises without a reload, with a toast showing the title.
    await expect(campana(suya)).toHaveAttribute('aria-label', 'Notificaciones: 1 sin leer');
    await expect(suya.locator('.ant-notification-notice').getByText(titulo)).toBeVisible();
    const panel = await abrirCampana(suya);
    await expect(panel.getByRole('button', { name: titulo, exact: true })).toBeVisible();
    await expect(panel.getByText('Hace instantes.')).toBeVisible();
    await sinViolacionesGraves(suya, 'campana abierta');
    await panel.getByRole('button', { name: 'Marcar todo como leído' }).click();
    await expect(suya.getByText('Todo quedó marcado como leído.')).toBeVisible();
    await expect(campana(suya)).toHaveAttribute('aria-label', 'Notificaciones: ninguna sin leer');

    // "Ver todas": the notification is there, already read, with its link.
    await panel.getByRole('link', { name: 'Ver todas' }).click();
    await expect(suya.getByRole('heading', { name: 'Mis notificaciones', level: 1 })).toBeVisible();
    const tarjeta = suya.getByRole('listitem').filter({ hasText: titulo });
    await expect(tarjeta).toContainText(/Hace (instantes|1 minuto|\d+ minutos)\./);
    await expect(tarjeta.getByText('Sin leer')).toHaveCount(0);
    await expect(tarjeta.getByRole('link', { name: `Abrir: ${titulo}` })).toBeVisible();
    await sinViolacionesGraves(suya, 'mis notificaciones');
    await caben360(suya, 'mis notificaciones');

    // The sender's list: one recipient, read and delivered live (log_notificacion_push).
    await page.getByLabel('Buscar notificaciones').fill(titulo);
    await page.getByLabel('Buscar notificaciones').press('Enter');
    const fila = page.getByRole('row', { name: new RegExp(titulo) });
    await expect(fila).toContainText(grupo);
    await expect(fila).toContainText('1 de 1');
    await expect(fila.getByRole('cell').last()).toHaveText('1');
    await sinViolacionesGraves(page, 'notificaciones enviadas');
    await caben360(page, 'notificaciones enviadas');
    await page.getByRole('button', { name: 'Nueva notificación' }).click();
    await expect(page.getByRole('heading', { name: 'Enviar notificación', level: 1 })).toBeVisible();
    await caben360(page, 'enviar notificación');

    expect(erroresMiembro).toEqual([]);
    expect(erroresAdmin).toEqual([]);
  } finally {
    await contexto.close();
  }
});

test('mensajes del sistema (tema oscuro): filtrar, marcar como leídos y eliminar en bloque', async ({ page }) => {
  test.setTimeout(90_000);
  const errores = erroresDeConsola(page);
  await usarTema(page, 'oscuro');
  // The demo's 'empleado' has three system messages (apps/server/src/seed/notificaciones-demo.ts).
  await ingresar(page, 'empleado');
  const panel = await abrirCampana(page);
  await expect(panel.getByRole('region', { name: 'Mensajes del sistema' }).getByRole('button', { name: 'Pedido confirmado', exact: true })).toBeVisible();
  await sinViolacionesGraves(page, 'campana abierta, tema oscuro');
  await panel.getByRole('link', { name: 'Mensajes del sistema' }).click();
  await expect(page.getByRole('heading', { name: 'Mensajes del sistema', level: 1 })).toBeVisible();
  const contador = page.getByTestId('mensajes-sin-leer');
  await expect(contador).toHaveText('3 sin leer');
  const filas = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(filas).toHaveCount(3);
  await sinViolacionesGraves(page, 'mensajes del sistema, tema oscuro');

  await elegirOpcion(page, page.getByLabel('Módulo'), 'RRHH');
  await expect(filas).toHaveCount(1);
  await expect(filas.first()).toContainText('Matrícula por vencer');
  await page.getByLabel('Módulo').locator(ancestro('ant-select')).hover();
  await page.locator('.ant-select-clear').click();
  await expect(filas).toHaveCount(3);

  await marcar(page.getByRole('checkbox', { name: 'Elegir: Pedido confirmado' }));
  await marcar(page.getByRole('checkbox', { name: 'Elegir: Matrícula por vencer' }));
  await page.getByRole('button', { name: 'Marcar como leídos' }).click();
  await expect(page.getByText('Se marcaron 2 mensajes como leídos.')).toBeVisible();
  await expect(contador).toHaveText('1 sin leer');

  await marcar(page.getByRole('checkbox', { name: 'Elegir: Pedido confirmado' }));
  await marcar(page.getByRole('checkbox', { name: 'Elegir: Bienvenida a Worknet' }));
  await page.getByRole('button', { name: 'Eliminar' }).click();
  const confirmar = page.getByRole('dialog', { name: '¿Eliminar 2 mensajes?' });
  await confirmarDialogo(confirmar, 'Eliminar');
  await expect(page.getByText('Se eliminaron 2 mensajes.')).toBeVisible();
  await expect(contador).toHaveText('0 sin leer');
  await expect(filas).toHaveCount(1);
  await expect(filas.first()).toContainText('Matrícula por vencer');
  // The bell agrees: no system message left unread.
  const despues = await abrirCampana(page);
  await expect(despues.getByText('No tiene mensajes del sistema sin leer.')).toBeVisible();
  await page.keyboard.press('Escape');
  await caben360(page, 'mensajes del sistema');
  expect(errores).toEqual([]);
});
