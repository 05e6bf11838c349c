import { expect, test } from '../support/servidor';
import { sinViolacionesGraves } from '../support/axe';
import { sinDesborde } from '../support/ancho';
import { elegirOpcion } from '../support/select';
import { entrarComo } from '../support/sesion';

// Tickets (issue 41): «an employee opens a ticket with a photo, an agent replies, the employee
// answers, the agent resolves, the employee rates; the clock shows; 360 and 1366 px; axe».
// empleado (Carla Romero) on a 360 px phone asks Mantenimiento (a 24/7 guardia service, so the
// clock runs whatever the hour of the run) about a bed; tecnico_guardia (its agent) works it at
// 1366 px in a second browser. Each side sees the other's reply live.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const LENTO = { timeout: 30_000 };
/** A 1×1 PNG: what the phone's camera would give, small. */
const FOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('una empleada pide arreglar una cama con una foto, el técnico de guardia responde y resuelve, y ella califica', async ({ browser, servidor }) => {
  const asunto = `Cama 12 no baja ${Date.now() % 1_000_000}`;
  const ctxEmpleada = await browser.newContext({ baseURL: servidor.url, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const ctxTecnico = await browser.newContext({ baseURL: servidor.url, viewport: { width: 1366, height: 900 } });
  try {
    const telefono = await ctxEmpleada.newPage();
    await entrarComo(telefono, 'empleado', { ruta: '/new_ticket' });
    await expect(telefono.getByRole('heading', { level: 1, name: 'Nuevo ticket' })).toBeVisible(LENTO);
    await sinViolacionesGraves(telefono, 'Nuevo ticket (360 px)');
    await sinDesborde(telefono, 360, 'Nuevo ticket');

    await elegirOpcion(telefono, telefono.getByLabel('Servicio', { exact: true }), 'Mantenimiento');
    await elegirOpcion(telefono, telefono.getByLabel('Categoría', { exact: true }), 'Camas y mobiliario');
    await telefono.getByLabel('Asunto', { exact: true }).fill(asunto);
    await telefono.getByLabel('Descripción', { exact: true }).fill('La manivela gira pero la cama no baja.');
    await telefono.getByLabel('Archivos para adjuntar').setInputFiles({ name: 'cama.png', mimeType: 'image/png', buffer: FOTO });
    await expect(telefono.getByRole('list', { name: 'Adjuntos' })).toContainText('cama.png', LENTO);
    await telefono.getByRole('button', { name: 'Enviar ticket' }).click();
    const abierto = telefono.getByText(/^Ticket N\.º \d+ abierto$/);
    await expect(abierto).toBeVisible(LENTO);
    const id = Number(/N\.º (\d+)/.exec((await abierto.textContent()) ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    await sinDesborde(telefono, 360, 'Ticket abierto');

    // The agent finds it in the service's queue, with its clock, and takes it.
    const pc = await ctxTecnico.newPage();
    await entrarComo(pc, 'tecnico_guardia', { ruta: '/listado_tickets' });
    await expect(pc.getByRole('heading', { level: 1, name: 'Cola de tickets' })).toBeVisible(LENTO);
    await pc.getByLabel('Buscar tickets').fill(asunto);
    await pc.getByLabel('Buscar tickets').press('Enter');
    const fila = pc.getByRole('row').filter({ hasText: asunto });
    await expect(fila).toBeVisible(LENTO);
    await expect(fila.getByTestId('reloj-sla')).toHaveText(/vence en \d/);
    await sinViolacionesGraves(pc, 'Cola de tickets (1366 px)');
    await sinDesborde(pc, 1366, 'Cola de tickets');
    await fila.getByRole('link', { name: asunto }).click();
    await expect(pc.getByRole('heading', { level: 1, name: `Ticket N.º ${id}: ${asunto}` })).toBeVisible(LENTO);
    await expect(pc.getByRole('img', { name: /cama\.png/ })).toBeVisible(LENTO);
    await pc.getByRole('group', { name: 'Acciones del ticket' }).getByRole('button', { name: 'Tomar' }).click();
    await expect(pc.getByRole('group', { name: 'Acciones del ticket' }).getByRole('button', { name: 'Tomar' })).toHaveCount(0, LENTO);
    await pc.getByLabel('Escribir una respuesta').fill('¿Es la cama junto a la ventana?');
    await pc.getByRole('button', { name: 'Responder' }).click();
    await sinViolacionesGraves(pc, 'Ticket del técnico (1366 px)');

    // The employee opens her ticket: the reply is there, and hers reaches the agent live.
    await telefono.getByRole('link', { name: 'Ver el ticket' }).click();
    await expect(telefono.getByRole('heading', { level: 1, name: `Ticket N.º ${id}: ${asunto}` })).toBeVisible(LENTO);
    await expect(telefono.getByTestId('comentario-ticket').filter({ hasText: '¿Es la cama junto a la ventana?' })).toBeVisible(LENTO);
    await expect(telefono.getByTestId('reloj-sla')).toBeVisible();
    await telefono.getByLabel('Escribir una respuesta').fill('Sí, la de la ventana.');
    await telefono.getByRole('button', { name: 'Responder' }).click();
    await expect(pc.getByTestId('comentario-ticket').filter({ hasText: 'Sí, la de la ventana.' })).toBeVisible(LENTO);
    await sinViolacionesGraves(telefono, 'Ticket de la empleada (360 px)');
    await sinDesborde(telefono, 360, 'Ticket de la empleada');

    // The agent resolves it; the employee rates the resolution.
    await pc.getByRole('group', { name: 'Acciones del ticket' }).getByRole('button', { name: 'Resolver' }).click();
    const dialogo = pc.getByRole('dialog', { name: 'Resolver el ticket' });
    await dialogo.getByLabel('Cómo se resolvió (opcional)').fill('Se cambió el cable de la manivela.');
    await dialogo.getByRole('button', { name: 'Resolver' }).click();
    await expect(dialogo).toBeHidden(LENTO);

    await expect(telefono.getByRole('heading', { level: 2, name: '¿Cómo lo atendieron?' })).toBeVisible(LENTO);
    // antd's radio buttons hide the input: the label is what a finger touches.
    await telefono.locator('.ant-radio-button-wrapper', { hasText: /^5$/ }).click();
    await expect(telefono.getByRole('radio', { name: '5' })).toBeChecked();
    await telefono.getByLabel('Comentario (opcional)').fill('Vinieron enseguida.');
    await telefono.getByRole('button', { name: 'Calificar' }).click();
    await expect(telefono.getByRole('heading', { level: 2, name: 'Calificación' })).toBeVisible(LENTO);
    await sinDesborde(telefono, 360, 'Ticket calificado');
  } finally {
    await ctxEmpleada.close();
    await ctxTecnico.close();
  }
});
