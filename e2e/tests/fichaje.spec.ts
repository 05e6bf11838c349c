import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { sinViolacionesGraves } from '../support/axe';
import { sinDesborde } from '../support/ancho';
import { elegirOpcion, opcionesVisibles } from '../support/select';
import { entrarComo, tokenPorApi } from '../support/sesion';
import { confirmarDialogo } from '../support/dialogo';
import { marcar } from '../support/casilla';

// Clock-in (issue 21): HR creates a kiosk; the kiosk page (its own browser context, no session)
// shows the rotating QR; the employee's phone (another context, 360 px, logged in) opens the URL
// of the QR with the code read from the kiosk page and gets «Entrada registrada»; HR's board shows
// her in. A person without a phone clocks in at the kiosk with DNI and PIN. Then HR revokes the kiosk and the kiosk page goes back to the token step. axe on each
// new screen. The phone keeps a fixed id, so a rerun on the same base reuses the phone already
// bound to her, and an entrada left open by a previous run is annulled first (a correction).

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const LENTO = { timeout: 30_000 };
const TELEFONO = 'e2e-telefono-empleado';
const CLAVE_TELEFONO = 'worknet.fichaje.dispositivo';

type Fichaje = { id: number; persona_id: number; tipo: 'entrada' | 'salida'; anulado_at: string | null };

const cabeceras = (token: string) => ({ Authorization: `Bearer ${token}` });

async function datos<T>(r: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { data: T }).data;
}

/** Leaves the employee without an open entrada (from an earlier run), so her punch is an entrada. */
async function sinEntradaAbierta(request: APIRequestContext, rrhh: string) {
  const empleado = await tokenPorApi(request, 'empleado');
  const mios = await datos<{ fichajes: Fichaje[] }>(await request.get('/api/v1/mis_fichajes', { headers: cabeceras(empleado) }));
  const ultimo = mios.fichajes.filter((f) => f.anulado_at === null).at(-1);
  if (ultimo?.tipo !== 'entrada') return;
  await datos(
    await request.post('/api/v1/rrhh/fichaje/correccion', {
      headers: cabeceras(rrhh),
      data: { persona_id: ultimo.persona_id, fichaje_id: ultimo.id, motivo: 'Recorrido de prueba: se repite el fichaje' },
    }),
  );
}

async function codigoDelKiosco(kiosco: Page): Promise<string> {
  const qr = kiosco.getByTestId('qr-kiosco');
  await expect(qr).toBeVisible(LENTO);
  const codigo = await qr.getAttribute('data-codigo');
  expect(codigo).toBeTruthy();
  return codigo!;
}

test('el teléfono escanea el QR del kiosco, ficha la entrada y RRHH la ve en el tablero', async ({ browser, page, servidor }) => {
  const rrhh = await tokenPorApi(page.request, 'rrhh');
  await sinEntradaAbierta(page.request, rrhh);
  const nombre = `Kiosco recorrido ${Date.now()}`;
  const kiosco = await datos<{ id: number; token: string }>(
    await page.request.post('/api/v1/rrhh/fichaje/kioscos', { headers: cabeceras(rrhh), data: { nombre, ubicacion: 'Hall central' } }),
  );

  // The kiosk: a shared device without a session; the token is pasted once.
  const ctxKiosco = await browser.newContext({ baseURL: servidor.url, viewport: { width: 1366, height: 900 } });
  const pantallaKiosco = await ctxKiosco.newPage();
  await pantallaKiosco.goto('/#/kiosco');
  await expect(pantallaKiosco.getByRole('heading', { level: 1, name: 'Kiosco de fichaje' })).toBeVisible(LENTO);
  await sinViolacionesGraves(pantallaKiosco, 'Kiosco: token');
  await pantallaKiosco.getByLabel('Token del kiosco').fill(kiosco.token);
  await pantallaKiosco.getByRole('button', { name: 'Habilitar kiosco' }).click();
  await expect(pantallaKiosco.getByRole('heading', { level: 1, name: `Fichaje — ${nombre}` })).toBeVisible(LENTO);
  const codigo = await codigoDelKiosco(pantallaKiosco);
  await sinViolacionesGraves(pantallaKiosco, 'Kiosco: código QR');
  await sinDesborde(pantallaKiosco, 1366, 'Kiosco');

  // The phone: the camera opens the QR's URL in the app, already logged in.
  const ctxTelefono = await browser.newContext({ baseURL: servidor.url, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const telefono = await ctxTelefono.newPage();
  await telefono.addInitScript(([clave, valor]) => window.localStorage.setItem(clave, valor), [CLAVE_TELEFONO, TELEFONO] as const);
  await entrarComo(telefono, 'empleado', { ruta: `/fichar?codigo=${encodeURIComponent(codigo)}` });
  await expect(telefono.getByText(/^Entrada registrada \d{2}:\d{2}$/)).toBeVisible(LENTO);
  // The code leaves the URL: a reload does not clock in again.
  await expect(telefono).toHaveURL(/#\/fichar$/);
  await expect(telefono.getByRole('heading', { name: 'Mis fichajes' })).toBeVisible();
  await sinViolacionesGraves(telefono, 'Fichar en el teléfono');
  await sinDesborde(telefono, 360, 'Fichar');

  // Staff without a phone: DNI and PIN at the kiosk (the PIN set by HR through the API).
  const referente = await tokenPorApi(page.request, 'referente');
  const perfil = await datos<{ persona: { id: number; dni: string } | null }>(await page.request.get('/api/v1/mi_perfil', { headers: cabeceras(referente) }));
  expect(perfil.persona, 'referente sin legajo').not.toBeNull();
  await datos(await page.request.put('/api/v1/rrhh/fichaje/pin', { headers: cabeceras(rrhh), data: { persona_id: perfil.persona!.id, pin: '4826' } }));
  await pantallaKiosco.getByLabel('DNI').fill(perfil.persona!.dni);
  await pantallaKiosco.getByLabel('PIN').fill('4826');
  await pantallaKiosco.getByRole('button', { name: 'Fichar' }).click();
  await expect(pantallaKiosco.getByRole('status').filter({ hasText: /^(Entrada|Salida) registrada \d{2}:\d{2}$/ })).toBeVisible(LENTO);

  // A tablet or phone as kiosk: nothing wider than the screen.
  await pantallaKiosco.setViewportSize({ width: 360, height: 740 });
  await sinDesborde(pantallaKiosco, 360, 'Kiosco');

  // HR's board: she is in.
  await entrarComo(page, 'rrhh', { ruta: '/rrhh/fichaje' });
  await expect(page.getByRole('heading', { level: 1, name: 'Fichaje' })).toBeVisible(LENTO);
  const fila = page.getByRole('row').filter({ hasText: 'Romero, Carla' });
  await expect(fila.getByText(/^(Presente|Llegó tarde)$/)).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'Fichaje de RRHH: hoy');
  await sinDesborde(page, 1366, 'Fichaje de RRHH');

  // Kiosks: the one created is listed; revoking it sends the open kiosk back to the token step.
  await page.getByRole('tab', { name: 'Kioscos' }).click();
  await expect(page.getByRole('row').filter({ hasText: nombre })).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'Fichaje de RRHH: kioscos');
  await page.getByRole('button', { name: `Revocar el kiosco ${nombre}` }).click();
  await page.getByRole('button', { name: 'Revocar', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: nombre }).getByText('Revocado')).toBeVisible(LENTO);
  // The kiosk asks for a new code every few seconds: it learns of the revocation by itself.
  await expect(pantallaKiosco.getByRole('alert')).toContainText('token fue revocado', LENTO);
  await expect(pantallaKiosco.getByLabel('Token del kiosco')).toBeVisible();

  await ctxKiosco.close();
  await ctxTelefono.close();
});

test('RRHH: cada sección a 1366 y 360 px, kiosco creado desde la pantalla con su token una vez y corrección con motivo', async ({ page }) => {
  await entrarComo(page, 'rrhh', { ruta: '/rrhh/fichaje?pestana=kioscos' });
  await expect(page.getByRole('heading', { level: 1, name: 'Fichaje' })).toBeVisible(LENTO);
  const nombre = `Kiosco pantalla ${Date.now()}`;
  await page.getByRole('button', { name: 'Nuevo kiosco' }).click();
  await page.getByRole('dialog', { name: 'Nuevo kiosco' }).getByLabel('Nombre del kiosco').fill(nombre);
  await page.getByRole('button', { name: 'Crear kiosco' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Kiosco creado' });
  await expect(dialogo.getByTestId('token-kiosco')).toHaveText(/^[A-Za-z0-9_-]{20,}$/, LENTO);
  await expect(dialogo.getByRole('button', { name: 'Copiar el token' })).toBeVisible();
  await sinViolacionesGraves(page, 'Kiosco creado', '.ant-modal');
  await dialogo.getByRole('button', { name: 'Listo' }).click();
  await expect(page.getByRole('row').filter({ hasText: nombre })).toBeVisible();

  // Detail: a correction adds a punch with its reason.
  await page.goto('/#/rrhh/fichaje?pestana=detalle');
  await elegirOpcion(page, page.getByRole('combobox', { name: 'Persona' }), 'Romero, Carla', 'Romero');
  await page.getByRole('button', { name: 'Ver detalle' }).click();
  const boton = page.getByRole('button', { name: /^Corregir Romero, Carla el / }).first();
  await expect(boton).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'Fichaje de RRHH: detalle');
  await boton.click();
  const correccion = page.getByRole('dialog', { name: /^Corregir fichajes de Romero, Carla/ });
  await marcar(correccion.getByLabel('Agregar un fichaje corregido'));
  await elegirOpcion(page, correccion.getByLabel('Tipo'), 'Salida');
  await correccion.getByLabel('Hora (HH:mm)').fill('23:58');
  await correccion.getByLabel('Motivo').fill('Olvidó fichar la salida');
  await sinViolacionesGraves(page, 'Corrección', '.ant-modal');
  await correccion.getByRole('button', { name: 'Guardar corrección' }).click();
  await expect(page.getByText('Corrección guardada.')).toBeVisible(LENTO);

  for (const ancho of [1366, 360]) {
    await page.setViewportSize({ width: ancho, height: 800 });
    for (const pestana of ['hoy', 'detalle', 'horarios', 'kioscos', 'telefonos', 'importar']) {
      await page.goto(`/#/rrhh/fichaje?pestana=${pestana}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Fichaje' })).toBeVisible(LENTO);
      if (pestana === 'detalle') {
        await page.getByRole('button', { name: 'Ver detalle' }).click();
        await expect(page.getByRole('table')).toBeVisible(LENTO);
      }
      await sinDesborde(page, ancho, `Fichaje de RRHH: ${pestana}`);
      if (ancho === 360) await sinViolacionesGraves(page, `Fichaje de RRHH: ${pestana} a 360 px`);
    }
  }
});

test('RRHH: horario de un sector con turno noche, listado con la semana resumida, y borrado (a 360 px)', async ({ page }) => {
  await entrarComo(page, 'rrhh', { ruta: '/rrhh/fichaje?pestana=horarios' });
  await expect(page.getByRole('heading', { level: 1, name: 'Fichaje' })).toBeVisible(LENTO);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Nuevo horario' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo horario' });
  await marcar(dialogo.getByLabel('Un sector'));
  const campoSector = dialogo.getByLabel('Sector', { exact: true });
  await campoSector.click();
  const primera = opcionesVisibles(page).first();
  await expect(primera).toBeVisible(LENTO);
  // The option reads «Sector — Padre»; the list names the sector alone.
  const textoOpcion = ((await primera.textContent()) ?? '').trim();
  const sector = textoOpcion.split(' — ')[0]!.trim();
  await elegirOpcion(page, campoSector, textoOpcion, '');
  await marcar(dialogo.getByLabel('Trabaja el sábado'));
  await dialogo.getByLabel('Entrada del sábado').fill('22:00');
  await dialogo.getByLabel('Salida del sábado').fill('06:00');
  await expect(dialogo.getByText('Termina al día siguiente.')).toBeVisible();
  await sinDesborde(page, 360, 'Nuevo horario');
  await sinViolacionesGraves(page, 'Nuevo horario', '.ant-modal');
  await dialogo.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(page.getByText('Horario guardado.')).toBeVisible(LENTO);
  const fila = page.getByRole('row').filter({ hasText: sector }).filter({ hasText: 'Lun a Vie 08:00–16:00, Sáb 22:00–06:00 (+1)' });
  await expect(fila).toBeVisible(LENTO);
  await sinDesborde(page, 360, 'Fichaje de RRHH: horarios');
  await sinViolacionesGraves(page, 'Fichaje de RRHH: horarios a 360 px');

  // At phone width the row's actions collapse into «…»; the schedule is deleted to leave the base as it was.
  await fila.getByRole('button', { name: `Acciones del horario de ${sector}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await confirmarDialogo(page.getByRole('dialog'), 'Eliminar');
  await expect(page.getByText('Horario eliminado.')).toBeVisible(LENTO);
  await expect(page.getByRole('row').filter({ hasText: 'Sáb 22:00–06:00 (+1)' }).filter({ hasText: sector })).toHaveCount(0);
});
