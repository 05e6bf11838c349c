import type { Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { sinDesborde } from '../support/ancho';
import { sinViolacionesGraves } from '../support/axe';
import { erroresDeConsola } from '../support/consola';
import { crearEmpleado, entrarComo, PASSWORD_EMPLEADO, tokenPorApi } from '../support/sesion';
import { vigilarSocket } from '../support/socket';

// The chat (issue 39, apps/web/src/features/chat): two people in two browsers, one at a desk
// (1366 px) and one on a phone (360 px), write to each other live: the header's count rises and
// clears, «visto» appears when the other reads, typing shows, a deleted message reads
// «Mensaje eliminado», and on the phone the list and the conversation are two steps.

const PASSWORD = PASSWORD_EMPLEADO;

/** A small real PNG (96×54), as a photo from a phone would be. */
const FOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAA2CAIAAAC3LQuFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAp0lEQVRoge3ZsQ2AMBTEUMrs39B4WCaABsFP8aRMYPlMgGOdOesewoHOelQEoADqzUoYFEAxqO8eNSYWQDEoE2vqQqtBARSDMrE0qD2/K4h0AMWgTCwNarzHIh1AMSgTa7w7LooBFIMyscYD5GU1gGJQJpYGNR5jkQ6gGJSJNR4dF8UAikGZWJscf1YDKAZlYmlQ4z0W6QCKQZlY491xUQygGNQ/E7sAVFrsKeQBtB8AAAAASUVORK5CYII=',
  'base64',
);

const entrada = (page: Page) => page.getByTestId('entrada-chat');
const mensaje = (page: Page, texto: string) => page.getByTestId('mensaje').filter({ hasText: texto });

test('dos personas chatean en vivo: la cuenta sube y se limpia, «visto» aparece al leer, en 1366 y 360 px', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const sufijo = Date.now().toString(36);
  const admin = await tokenPorApi(request, 'admin');
  const ana = await crearEmpleado(request, admin, { username: `e2e.chat.a.${sufijo}`, nombre: `Ana Farmacia ${sufijo}` });
  const beto = await crearEmpleado(request, admin, { username: `e2e.chat.b.${sufijo}`, nombre: `Beto Enfermería ${sufijo}` });

  const contextoAna = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const contextoBeto = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const pa = await contextoAna.newPage();
    const pb = await contextoBeto.newPage();
    const errores = [...[pa, pb].map((p) => erroresDeConsola(p))];
    const socketA = vigilarSocket(pa);
    const socketB = vigilarSocket(pb);

    // Beto on the home of his phone; Ana at her desk on the chat.
    await entrarComo(pb, beto.username, { password: PASSWORD });
    await expect(pb.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(entrada(pb)).toHaveAttribute('aria-label', 'Chat: ningún mensaje sin leer');
    await entrarComo(pa, ana.username, { password: PASSWORD, ruta: '/chat' });
    await expect(pa.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible({ timeout: 30_000 });
    await socketA.conectado();
    await socketB.conectado();

    // Ana finds Beto in the General roster (online: his phone is connected) and writes.
    await pa.getByText('Contactos', { exact: true }).click();
    await pa.getByLabel('Buscar contacto').fill('beto enfermeria');
    const contactoBeto = pa.getByTestId('contacto').filter({ hasText: beto.nombre });
    await expect(contactoBeto).toContainText('En línea');
    await contactoBeto.click();
    const redactorAna = pa.getByLabel(`Mensaje para ${beto.nombre}`);
    await redactorAna.fill('¿Llegó la amoxicilina?');
    await redactorAna.press('Enter');
    await expect(mensaje(pa, '¿Llegó la amoxicilina?')).toBeVisible();
    await expect(redactorAna).toHaveValue('');
    await expect(mensaje(pa, '¿Llegó la amoxicilina?').getByTestId('estado-mensaje')).not.toHaveText(/Visto/);
    await expect(pa.getByRole('log', { name: `Mensajes con ${beto.nombre}` }).getByText('Hoy', { exact: true })).toBeVisible();
    // A first message to a new partner: Ana's conversations now list Beto (spec §4).
    await pa.getByText('Conversaciones', { exact: true }).click();
    await expect(pa.getByTestId('conversacion').filter({ hasText: beto.nombre })).toContainText('Usted: ¿Llegó la amoxicilina?');

    // Beto's header counts it live; on the phone the list comes first, with the badge.
    await expect(entrada(pb)).toHaveAttribute('aria-label', 'Chat: 1 mensaje sin leer');
    await entrada(pb).click();
    await expect(pb.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    const conversacionAna = pb.getByTestId('conversacion').filter({ hasText: ana.nombre });
    await expect(conversacionAna.getByTestId('sin-leer')).toHaveText(/^1/);
    await expect(conversacionAna).toContainText('¿Llegó la amoxicilina?');
    await sinDesborde(pb, 360, 'la lista del chat');

    // Opening it reads it: the count clears, and Ana sees «Visto» live.
    await conversacionAna.click();
    await expect(pb.getByRole('button', { name: 'Volver' })).toBeVisible();
    // Presence: Ana is at her desk.
    await expect(pb.getByTestId('estado-conversacion')).toHaveText('En línea');
    await expect(pb.getByRole('region', { name: 'Conversaciones y contactos' })).toHaveCount(0);
    await expect(mensaje(pb, '¿Llegó la amoxicilina?')).toBeVisible();
    await expect(entrada(pb)).toHaveAttribute('aria-label', 'Chat: ningún mensaje sin leer');
    await expect(mensaje(pa, '¿Llegó la amoxicilina?').getByTestId('estado-mensaje')).toHaveText(/Visto/);
    await sinDesborde(pb, 360, 'la conversación del chat');

    // Beto types: Ana sees it; Shift+Enter breaks the line, Enter sends.
    const redactorBeto = pb.getByLabel(`Mensaje para ${ana.nombre}`);
    await redactorBeto.pressSequentially('Sí, llegó');
    await expect(pa.getByTestId('estado-conversacion')).toHaveText('Escribiendo…');
    await redactorBeto.press('Shift+Enter');
    await redactorBeto.pressSequentially('esta mañana');
    await expect(redactorBeto).toHaveValue('Sí, llegó\nesta mañana');
    await redactorBeto.press('Enter');
    // Ana has the conversation open: it is appended, read at once, and her count stays at zero.
    const respuesta = mensaje(pa, 'esta mañana');
    await expect(respuesta).toBeVisible();
    await expect(respuesta).toContainText('Sí, llegó\nesta mañana');
    await expect(mensaje(pb, 'esta mañana').getByTestId('estado-mensaje')).toHaveText(/Visto/);
    await expect(entrada(pa)).toHaveAttribute('aria-label', 'Chat: ningún mensaje sin leer');

    // An image through media: Beto sees it in the message.
    await pa.getByLabel('Archivos o imágenes para enviar').setInputFiles({ name: 'remito-farmacia.png', mimeType: 'image/png', buffer: FOTO });
    await expect(pa.getByRole('list', { name: 'Archivos para enviar' })).toContainText('remito-farmacia.png');
    await redactorAna.fill('El remito');
    await redactorAna.press('Enter');
    await expect(mensaje(pb, 'El remito').getByRole('img', { name: 'remito-farmacia.png' })).toBeVisible();

    // A sender deletes their own message: both read «Mensaje eliminado».
    await mensaje(pa, '¿Llegó la amoxicilina?').getByRole('button', { name: 'Eliminar mensaje' }).click();
    await pa.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(mensaje(pa, 'Mensaje eliminado')).toBeVisible();
    await expect(mensaje(pb, 'Mensaje eliminado')).toBeVisible();
    await expect(mensaje(pb, '¿Llegó la amoxicilina?')).toHaveCount(0);

    // Back on the phone: the list again.
    await pb.getByRole('button', { name: 'Volver' }).click();
    await expect(conversacionAna).toBeVisible();
    await expect(conversacionAna.getByTestId('sin-leer')).toHaveCount(0);

    // The search over one's own conversations finds a word without its accent.
    await pa.getByLabel('Buscar en mis conversaciones').fill('manana');
    await expect(pa.getByTestId('resultado').filter({ hasText: 'esta mañana' })).toBeVisible();
    await pa.getByLabel('Buscar en mis conversaciones').fill('');

    await sinViolacionesGraves(pa, 'chat con una conversación abierta (1366 px)');
    for (const e of errores) expect(e).toEqual([]);
  } finally {
    await contextoAna.close();
    await contextoBeto.close();
  }
});

test('RRHH escribe a una persona desde su legajo: «Escribir a …» abre la conversación con ella', async ({ page, request }) => {
  const empleado = await tokenPorApi(request, 'empleado');
  const yo = await (await request.get('/api/v1/get_user', { headers: { authorization: `Bearer ${empleado}` } })).json();
  expect(yo.data.persona_id).toEqual(expect.any(Number));
  await entrarComo(page, 'rrhh', { ruta: `/rrhh/persona/${yo.data.persona_id}` });
  await expect(page.getByRole('heading', { name: /Romero, Carla/, level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Escribir a Carla Romero' }).click();
  await expect(page).toHaveURL(/#\/chat\?con=empleado%40worknet$/);
  await expect(page.getByLabel('Mensaje para Carla Romero')).toBeVisible();
});
