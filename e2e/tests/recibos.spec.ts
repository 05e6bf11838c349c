import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { digitoVerificadorCuit } from '@worknet/domain/cuit';
import { expect, test } from '../support/servidor';
import { sinViolacionesGraves } from '../support/axe';
import { sinDesborde } from '../support/ancho';
import { PASSWORD_DEMO } from '../support/constantes';
import { entrarComo, tokenPorApi } from '../support/sesion';
import { marcar } from '../support/casilla';

// Pay slips (issue 20 items 1–4): HR uploads a run's PDF, the job splits it by CUIL, HR assigns
// the page nobody matched and publishes with the company's stamp; the employee gets the bell,
// opens the slip and signs it «no conforme» with a reason; HR sees the counts move; the public
// page says the signed copy is valid. The run is created here (a period of its own), so the file
// touches nothing another journey reads and can run again.

type Persona = { id: number; nombre: string; cuil: string; legajo: string | null };
type Detalle = { liquidacion: { id: number }; sin_recibo: Persona[] };

const cabeceras = (token: string) => ({ Authorization: `Bearer ${token}` });

async function datos<T>(r: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { data: T }).data;
}

/** A valid CUIL that belongs to nobody of the demo (its DNI is beyond the demo's). */
function cuilDesconocido(): string {
  for (let n = 99_000_001; ; n++) {
    const dv = digitoVerificadorCuit(`20${n}`);
    if (dv !== null) return `20-${n}-${dv}`;
  }
}

/** The run's PDF as a payroll bureau prints it: the employee's CUIL on each of their pages. */
async function pdfDeRecibos(cuils: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [i, cuil] of cuils.entries()) {
    const p = doc.addPage([595, 842]);
    p.drawText(`Recibo de haberes - hoja ${i + 1}`, { x: 40, y: 800, size: 11, font });
    p.drawText(`Empleado CUIL: ${cuil}`, { x: 40, y: 780, size: 11, font });
    p.drawText('Sueldo basico 1.000.000,00', { x: 40, y: 760, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

// A 16×16 opaque PNG: the company's stamp.
async function selloPng(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 16;
    c.height = 16;
    const g = c.getContext('2d')!;
    g.fillStyle = '#1d4ed8';
    g.fillRect(0, 0, 16, 16);
    return c.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(b64, 'base64');
}

/** A period nobody else uses (a year far ahead) and a run of it for the employee's company. */
async function crearLiquidacion(request: APIRequestContext, rrhh: string, empresaId: number) {
  const anio = 2040 + Math.floor(Math.random() * 50);
  const mes = 1 + Math.floor(Math.random() * 12);
  const mm = String(mes).padStart(2, '0');
  const periodo = await datos<{ id: number }>(
    await request.post('/api/v1/rrhh/periodo', {
      headers: cabeceras(rrhh),
      data: { anio, mes, desde: `${anio}-${mm}-01`, hasta: `${anio}-${mm}-28`, estado: 'abierto' },
    }),
  );
  const liq = await datos<{ id: number }>(
    await request.post('/api/v1/rrhh/liquidacion', {
      headers: cabeceras(rrhh),
      data: { periodo_id: periodo.id, empresa_id: empresaId, tipo: 'ajuste', fecha_pago: `${anio}-${mm}-28`, estado: 'abierta' },
    }),
  );
  return { id: liq.id, periodo: `${anio}-${mm}` };
}

const digitos = (cuil: string) => cuil.replace(/\D/g, '');

test('RRHH carga y publica una liquidación; la empleada firma no conforme y la huella de su copia es válida', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const rrhh = await tokenPorApi(request, 'rrhh');
  const empleado = await tokenPorApi(request, 'empleado');
  const perfil = await datos<{ persona: { id: number; cuil: string }; laboral: { empresa_id: number | null; fecha_egreso: string | null }[] }>(
    await request.get('/api/v1/mi_perfil', { headers: cabeceras(empleado) }),
  );
  const empresaId = perfil.laboral.find((l) => l.fecha_egreso === null && l.empresa_id)?.empresa_id ?? perfil.laboral[0]!.empresa_id!;
  const liq = await crearLiquidacion(request, rrhh, empresaId);
  const nombre = `${liq.periodo} Ajuste`;

  // Who works at that company: the run's own «Empleados sin recibo».
  const antes = await datos<Detalle>(await request.get(`/api/v1/rrhh/liquidacion/${liq.id}/recibos`, { headers: cabeceras(rrhh) }));
  const carla = antes.sin_recibo.find((p) => digitos(p.cuil) === digitos(perfil.persona.cuil))!;
  expect(carla, 'la empleada demo está entre el personal de la empresa').toBeTruthy();
  const otros = antes.sin_recibo.filter((p) => p.id !== carla.id).slice(0, 2);
  expect(otros).toHaveLength(2);
  const [uno, dos] = otros as [Persona, Persona];
  // Two pages for one, one for the employee, one with a CUIL that matches nobody (it is «dos»'s slip).
  const pdf = await pdfDeRecibos([uno.cuil, uno.cuil, carla.cuil, cuilDesconocido()]);

  // HR: the list, then the run.
  await entrarComo(page, 'rrhh', { ruta: '/rrhh/gestor-archivos/gestor_liquidaciones' });
  await expect(page.getByRole('heading', { name: 'Liquidaciones y recibos', level: 1 })).toBeVisible({ timeout: 30_000 });
  const fila = page.getByRole('row').filter({ has: page.getByRole('link', { name: liq.periodo, exact: true }) });
  // The list is a menu entry: the screen sweep scans it with axe and measures it at 1366 and 360 px.
  await expect(fila).toContainText('Sin recibos');
  await fila.getByRole('link', { name: liq.periodo, exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Liquidación ${liq.periodo} Ajuste`), level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Firmar y publicar' })).toBeDisabled();

  // Upload: the bar runs to the end and the page whose CUIL nobody has is left to assign.
  await page.locator('.ant-upload input[type=file]').setInputFiles({ name: 'recibos.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(/4 páginas, 2 recibos/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Progreso de recibos.pdf' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Página 4', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Firmar y publicar' })).toBeDisabled();
  await sinViolacionesGraves(page, 'liquidación con una página sin asignar', 'main');

  // The unmatched page: look at it, then give it to «dos» (searched by DNI).
  await page.getByRole('button', { name: 'Ver página 4' }).click();
  await expect(page.locator('iframe[title="Página 4 sin asignar"]')).toBeVisible();
  await page
    .getByRole('button', { name: 'Close' })
    .or(page.getByRole('button', { name: 'Cerrar' }))
    .first()
    .click();
  const dni = digitos(dos.cuil).slice(2, 10);
  const campo = page.getByRole('combobox', { name: 'Persona para página 4' });
  const lista = page.locator('.ant-select-dropdown:visible');
  // Typed, then picked; retried while the drop-down animates (as licencias.spec.ts does).
  await expect(async () => {
    if (!(await lista.count())) await campo.click();
    await campo.fill(dni);
    await lista.locator('.ant-select-item-option').first().click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Asignar página 4' }).click();
  await expect(page.getByText('Página 4', { exact: true })).toBeHidden();
  const recibos = page.getByRole('table', { name: 'Recibos de la liquidación' });
  await expect(recibos.getByRole('row')).toHaveCount(4); // header + 3 slips
  await page.setViewportSize({ width: 360, height: 740 });
  await sinDesborde(page, 360, 'liquidación');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Publish: the stamp as a media draft, and the password again.
  await page.getByRole('button', { name: 'Firmar y publicar' }).click();
  const dialogo = page.getByRole('dialog', { name: `Firmar y publicar ${nombre}` }).or(page.getByRole('dialog').filter({ hasText: 'Sello de la empresa' }));
  await dialogo.getByLabel('Archivo de la imagen del sello').setInputFiles({ name: 'sello.png', mimeType: 'image/png', buffer: await selloPng(page) });
  await expect(dialogo.getByRole('img', { name: /Vista previa de la imagen del sello/ })).toBeVisible();
  await dialogo.getByLabel('Su contraseña').fill(PASSWORD_DEMO);
  await dialogo.getByRole('button', { name: 'Firmar y publicar' }).click();
  await expect(dialogo).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Publicada', { exact: true }).first()).toBeVisible();
  await expect(recibos.getByText('Sin abrir')).toHaveCount(3);

  // The employee, in a browser of her own.
  const contexto = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const suya = await contexto.newPage();
  let firmada: Buffer | undefined;
  try {
    await entrarComo(suya, 'empleado');
    await expect(suya.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(suya.getByTestId('campana')).toHaveAttribute('aria-label', /Notificaciones: \d+ sin leer/);
    await suya.getByTestId('campana').click();
    await expect(suya.getByTestId('panel-campana')).toContainText(/recibo/i);
    await suya.keyboard.press('Escape');

    await suya.getByRole('button', { name: 'Menú de usuario' }).click();
    await suya.getByRole('menuitem', { name: 'Mis recibos' }).click();
    await expect(suya.getByRole('heading', { name: 'Mis recibos', level: 1 })).toBeVisible();
    const desc = `${liq.periodo} — Ajuste`;
    await expect(suya.getByRole('button', { name: `Abrir el recibo ${desc}` })).toBeVisible();
    await sinViolacionesGraves(suya, 'mis_recibos');
    await suya.setViewportSize({ width: 360, height: 740 });
    await sinDesborde(suya, 360, 'mis_recibos');
    // On a phone a card per slip, «Abrir» beside its period and in view (issue 36 item 3).
    await expect(suya.getByRole('table', { name: 'Mis recibos de sueldo' }).getByRole('columnheader')).toHaveText(['Recibo']);
    await expect(suya.getByRole('button', { name: `Abrir el recibo ${desc}` })).toBeInViewport({ ratio: 1 });
    await suya.getByRole('button', { name: `Abrir el recibo ${desc}` }).click();
    await expect(suya.locator(`iframe[title="Recibo de sueldo ${desc}"]`)).toBeVisible();
    await sinDesborde(suya, 360, 'mi recibo');
    await suya.setViewportSize({ width: 1366, height: 900 });
    await sinViolacionesGraves(suya, 'mi recibo', 'main');

    // Sign «no conforme» with a reason.
    await suya.getByRole('button', { name: 'Firmar', exact: true }).click();
    const firma = suya.getByRole('dialog');
    await marcar(firma.getByLabel('No conforme'));
    await firma.getByLabel('Motivo de la disconformidad').fill('No figuran las horas extra de la segunda quincena.');
    await firma.getByLabel('Su contraseña').fill(PASSWORD_DEMO);
    await firma.getByRole('button', { name: 'Firmar', exact: true }).click();
    await expect(firma).toBeHidden({ timeout: 30_000 });
    await expect(suya.getByText('Firmado no conforme').first()).toBeVisible();
    const huella = (await suya.locator('.ant-alert code').first().textContent())!.trim();
    expect(huella).toMatch(/^[0-9a-f]{64}$/);

    // The signed copy downloaded is the one whose hash was shown.
    const [descarga] = await Promise.all([suya.waitForEvent('download'), suya.getByRole('button', { name: 'Descargar copia firmada' }).click()]);
    const bytes = await readFile((await descarga.path())!);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(huella);

    // The link to the public page.
    await suya.getByRole('link', { name: 'Verificar un recibo firmado' }).click();
    await expect(suya.getByRole('heading', { name: 'Verificar un recibo de sueldo' })).toBeVisible();
    firmada = bytes;
  } finally {
    await contexto.close();
  }

  // Anyone, without logging in: the browser computes the hash and only the hash leaves.
  const anonimo = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const publica = await anonimo.newPage();
  try {
    await publica.goto(page.url().replace(/#.*$/, '#/verificar-recibo'));
    await expect(publica.getByRole('heading', { name: 'Verificar un recibo de sueldo' })).toBeVisible({ timeout: 30_000 });
    await publica.getByLabel('PDF del recibo firmado').setInputFiles({ name: 'recibo-firmado.pdf', mimeType: 'application/pdf', buffer: firmada! });
    await expect(
      publica.getByText(/^Copia firmada válida: el empleado firmó no conforme \(en disconformidad\) el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}\.$/),
    ).toBeVisible();
    await publica.getByLabel('Huella SHA-256').fill('0'.repeat(64));
    await publica.getByRole('button', { name: 'Verificar la huella' }).click();
    await expect(publica.getByText('No corresponde a ningún recibo de Worknet.')).toBeVisible();
    await sinDesborde(publica, 360, 'verificar-recibo');
    await sinViolacionesGraves(publica, 'verificar-recibo');
  } finally {
    await anonimo.close();
  }

  // HR sees the counts move and the reason.
  await page.reload();
  await expect(recibos).toContainText('No figuran las horas extra');
  await expect(recibos.getByText('Firmado no conforme')).toBeVisible();
  await page.goto('/#/rrhh/gestor-archivos/gestor_liquidaciones');
  const filaPublicada = page.getByRole('row').filter({ has: page.getByRole('link', { name: liq.periodo, exact: true }) });
  await expect(filaPublicada.getByLabel('1 firmados no conforme')).toBeVisible();
  await expect(filaPublicada.getByLabel('3 enviados')).toBeVisible();
});
