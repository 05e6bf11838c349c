import { chromium } from 'playwright-core';
import { OPCIONES_CHROMIUM, PASSWORD_DEMO, servidorBench, arrancarServidor } from './navegador';
const servidor = await arrancarServidor();
const { iniciarSesion } = await servidorBench();
const navegador = await chromium.launch(OPCIONES_CHROMIUM);
const casos: [string, number, string][] = [
  ['empleado', 360, 'inicio'], ['empleado', 1366, 'inicio'], ['admin', 1366, 'inicio'], ['referente', 360, 'inicio'], ['rrhh', 1366, 'nomina'], ['compras', 360, 'menu'], ['admin', 360, 'usuario'], ['empleado', 360, 'campana'], ['rrhh', 1366, 'oscuro'],
];
for (const [usuario, ancho, que] of casos) {
  const ctx = await navegador.newContext({ viewport: { width: ancho, height: ancho < 500 ? 740 : 800 } });
  const p = await ctx.newPage();
  const token = await iniciarSesion(servidor.url, usuario, PASSWORD_DEMO);
  const u = (await (await fetch(`${servidor.url}/api/v1/get_user`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { sector: { id: number }[] } };
  await p.goto(`${servidor.url}/favicon.svg`);
  await p.evaluate(([t, s, o]) => { localStorage.setItem('worknet.token', t); localStorage.setItem('worknet.sector', s); if (o) localStorage.setItem('worknet.tema', 'oscuro'); }, [token, String(u.data.sector[0]!.id), que === 'oscuro' ? '1' : ''] as const);
  await p.goto(`${servidor.url}/#/${que === 'nomina' ? 'rrhh/nomina' : ''}`);
  await p.getByRole('heading', { level: 1 }).first().waitFor();
  await p.waitForTimeout(1500);
  if (que === 'menu') { await p.getByRole('button', { name: 'Abrir menú' }).click(); await p.getByRole('menuitem').first().waitFor(); await p.waitForTimeout(600); }
  if (que === 'usuario') { await p.getByRole('button', { name: 'Menú de usuario' }).click(); await p.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor(); await p.waitForTimeout(400); }
  if (que === 'campana') { await p.getByTestId('campana').click(); await p.getByTestId('panel-campana').waitFor(); await p.waitForTimeout(400); }
  const ancho2 = await p.evaluate(() => document.documentElement.scrollWidth);
  console.log(usuario, ancho, que, 'scrollWidth', ancho2);
  await p.screenshot({ path: `/tmp/capt/${usuario}-${ancho}-${que}.png` });
  await ctx.close();
}
await navegador.close();
await servidor.detener();
