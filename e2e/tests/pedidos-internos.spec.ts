import type { Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { sinViolacionesGraves } from '../support/axe';
import { erroresDeConsola } from '../support/consola';
import { entrarComo, tokenPorApi } from '../support/sesion';

// Internal orders (issue 18): the nurse of Enfermería (the demo's referente) orders the weekly
// kit from its template in three clicks, the pharmacy (farmacia) prepares it by FEFO, the ward
// confirms it arrived and the stock of Enfermería piso 3 grows by what was served. Then axe and
// the width of each new screen at a desk and on a phone.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const BASE = '/api/v1/compras/producto';
/** The machine running the journeys may be busy: the first paint of a lazy screen can take a while. */
const LENTO = { timeout: 30_000 };
let pedidoId = 0;
let lineas: { producto_id: number; cantidad: number }[] = [];
let antes = new Map<number, number>();

async function stockEnEnfermeria(page: Page, productos: number[]): Promise<Map<number, number>> {
  const token = await tokenPorApi(page.request, 'farmacia');
  const headers = { Authorization: `Bearer ${token}` };
  const depositos = (await (await page.request.get(`${BASE}/deposito?limit=50`, { headers })).json()) as { data: { id: number; nombre: string }[] };
  const enfermeria = depositos.data.find((d) => d.nombre === 'Enfermería piso 3')!.id;
  const m = new Map<number, number>();
  for (const p of productos) {
    const r = (await (await page.request.get(`${BASE}/producto_inventario/getStockByProducto/${p}?deposito=${enfermeria}`, { headers })).json()) as {
      data: { cantidad: number }[];
    };
    m.set(
      p,
      r.data.reduce((s, x) => s + x.cantidad, 0),
    );
  }
  return m;
}

async function sinDesborde(page: Page, donde: string) {
  const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(ancho, `${donde}: más ancho que la pantalla`).toBeLessThanOrEqual(360);
}

test('la sala pide el kit semanal desde su plantilla en tres clics', async ({ page }) => {
  // entrarComo opens /api/health first, whose page asks for a favicon that does not exist.
  const errores = erroresDeConsola(page, (url) => url.endsWith('/favicon.ico'));
  await entrarComo(page, 'referente', { ruta: '/admin-pedido' });
  await expect(page.getByRole('heading', { name: 'Pedidos internos', level: 1 })).toBeVisible(LENTO);
  await expect(page.getByRole('table', { name: 'Pedidos internos' }).getByRole('row')).not.toHaveCount(1);
  // A menu entry: the screen sweep (barrido-pantallas) scans it with axe at 1366 and 360 px.

  await page.getByRole('button', { name: 'Nuevo pedido' }).click(); // 1
  await expect(page.getByRole('heading', { name: 'Nuevo pedido interno', level: 1 })).toBeVisible(LENTO);
  const plantillas = page.getByRole('group', { name: 'Pedir desde una plantilla' });
  await plantillas.getByRole('button', { name: 'Curaciones semanal' }).click(); // 2
  await expect(page.getByText('Línea 2', { exact: true })).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'pedido nuevo desde una plantilla');
  await page.getByRole('button', { name: 'Enviar pedido' }).click(); // 3
  await expect(page.getByText('Pedido interno generado', { exact: true })).toBeVisible(LENTO);
  await expect(page).toHaveURL(/#\/admin-pedido\/\d+$/);
  pedidoId = Number(/admin-pedido\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: `Pedido interno N.º ${pedidoId}`, level: 1 })).toBeVisible(LENTO);
  await expect(page.locator('.ant-tag', { hasText: 'Enviado' })).toBeVisible(LENTO);

  const token = await tokenPorApi(page.request, 'referente');
  const d = (await (await page.request.get(`${BASE}/pedido_interno/${pedidoId}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: { plantilla_nombre: string; items: { producto_id: number; cantidad: number }[] };
  };
  expect(d.data.plantilla_nombre).toBe('Curaciones semanal');
  lineas = d.data.items;
  expect(lineas.length).toBeGreaterThanOrEqual(2);
  antes = await stockEnEnfermeria(page, [...new Set(lineas.map((l) => l.producto_id))]);
  expect(errores).toEqual([]);
});

test('la farmacia prepara el pedido con los lotes que vencen primero', async ({ page }) => {
  await entrarComo(page, 'farmacia', { ruta: `/admin-pedido/${pedidoId}` });
  await expect(page.getByRole('heading', { name: 'Preparar el pedido' })).toBeVisible(LENTO);
  await expect(page.getByText(/^Lotes: /).first()).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'preparación del pedido');
  await page.getByRole('button', { name: 'Generar movimiento' }).click();
  await expect(page.getByText(/^Pedido preparado: el documento N\.º \d+ espera la recepción del sector\./)).toBeVisible(LENTO);
  await expect(page.locator('.ant-tag', { hasText: 'Preparado' })).toBeVisible(LENTO);
  await expect(page.getByRole('heading', { name: /^Movimiento N\.º \d+ \(espera la recepción\)$/ })).toBeVisible(LENTO);
  // Nothing moved yet.
  expect(await stockEnEnfermeria(page, [...antes.keys()])).toEqual(antes);
});

test('la sala confirma la recepción y el stock de Enfermería piso 3 crece lo servido', async ({ page }) => {
  await entrarComo(page, 'referente', { ruta: `/admin-pedido/${pedidoId}` });
  await page.getByRole('button', { name: 'Confirmar recepción' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar recepción' }).click();
  await expect(page.getByText('Pedido confirmado y movimiento generado correctamente.', { exact: true })).toBeVisible(LENTO);
  await expect(page.locator('.ant-tag', { hasText: 'Recibido' })).toBeVisible(LENTO);
  await expect(page.getByRole('heading', { name: /^Movimiento N\.º \d+ \(confirmado\)$/ })).toBeVisible(LENTO);
  const despues = await stockEnEnfermeria(page, [...antes.keys()]);
  for (const l of lineas) expect(despues.get(l.producto_id), `producto ${l.producto_id}`).toBe(antes.get(l.producto_id)! + l.cantidad);
  await sinViolacionesGraves(page, 'pedido recibido');
  // A second confirmation is refused: the button is gone and the API answers 409.
  await expect(page.getByRole('button', { name: 'Confirmar recepción' })).toHaveCount(0);
});

test('plantillas: se listan con sus acciones, sin desborde a 360 px', async ({ page }) => {
  await entrarComo(page, 'referente', { ruta: '/admin-pedido/plantillas' });
  await expect(page.getByRole('heading', { name: 'Plantillas de pedido', level: 1 })).toBeVisible(LENTO);
  await expect(page.getByRole('button', { name: 'Pedir «Carro de paro»' })).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'plantillas de pedido', 'main');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const ruta of ['/admin-pedido/plantillas', '/admin-pedido/nuevo', `/admin-pedido/${pedidoId}`, '/admin-pedido']) {
    await page.goto(`/#${ruta}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LENTO);
    await sinDesborde(page, ruta);
  }
});
