import { expect, test } from '../support/servidor';
import { entrarAlInicio, ingresar, tokenGuardado, tokenPorApi } from '../support/sesion';
import { vigilarSocket } from '../support/socket';

// Uses `referente` only, and re-activates it at the end.
test('desactivar un usuario cierra su sesión en todas las pestañas abiertas y su contraseña ya no entra', async ({ browser, request }) => {
  const admin = await tokenPorApi(request, 'admin');
  const propio = await tokenPorApi(request, 'referente');
  const yo = (await (await request.get('/api/v1/get_user', { headers: { Authorization: `Bearer ${propio}` } })).json()) as { data: { id: number } };
  const id = yo.data.id;
  const cambiarActivo = (activo: boolean) =>
    request.post('/api/v1/update_user_meta', {
      headers: { Authorization: `Bearer ${admin}` },
      data: { id, accion: 'activo', activo },
    });

  const contextos = [await browser.newContext(), await browser.newContext()];
  const paginas = await Promise.all(contextos.map((c) => c.newPage()));
  const sockets = paginas.map((p) => vigilarSocket(p));
  try {
    for (const p of paginas) await entrarAlInicio(p, 'referente');
    // Both sockets connected.
    for (const s of sockets) await s.conectado();

    const r = await cambiarActivo(false);
    expect(r.status(), await r.text()).toBe(200);

    for (const p of paginas) {
      await expect(p).toHaveURL(/#\/login$/);
      await expect(p.locator('.ant-message-notice-warning').getByText(/desactivado/)).toBeVisible();
      expect(await tokenGuardado(p)).toBeNull();
    }

    // The right password of a deactivated account gets the wrong-password answer: nothing tells a guesser it was right.
    const p = paginas[0]!;
    await ingresar(p, 'referente');
    await expect(p.locator('.ant-message-notice').getByText('Usuario o contraseña incorrectos.')).toBeVisible();
    await expect(p).toHaveURL(/#\/login$/);
    expect(await tokenGuardado(p)).toBeNull();
  } finally {
    expect((await cambiarActivo(true)).status()).toBe(200);
    for (const c of contextos) await c.close();
  }
});
