import { expect, test } from '../support/servidor';
import { entrarAlInicio, tokenPorApi } from '../support/sesion';
import { vigilarSocket } from '../support/socket';

type Yo = { id: number; username: string; nombre_completo: string; email: string | null; sector: { id: number }[]; asignaciones: { item: { id: number } }[] };

// Uses `compras` only, and restores its name at the end.
test("un 'data-reload' del servidor actualiza la pantalla abierta sin recargar", async ({ page, request }) => {
  const admin = await tokenPorApi(request, 'admin');
  const propio = await tokenPorApi(request, 'compras');
  const yo = ((await (await request.get('/api/v1/get_user', { headers: { Authorization: `Bearer ${propio}` } })).json()) as { data: Yo }).data;
  const renombrar = (nombre_completo: string) =>
    request.post('/api/v1/update_usuario', {
      headers: { Authorization: `Bearer ${admin}` },
      data: {
        id: yo.id,
        username: yo.username,
        nombre_completo,
        email: yo.email,
        sectores: yo.sector.map((s) => s.id),
        roles: yo.asignaciones.map((a) => a.item.id),
      },
    });

  const socket = vigilarSocket(page);
  await entrarAlInicio(page, 'compras');
  const menuUsuario = page.getByRole('button', { name: 'Menú de usuario' });
  await expect(menuUsuario).toContainText(yo.nombre_completo);
  // The 'data-reload' reaches only a connected socket.
  await socket.conectado();
  try {
    const r = await renombrar('Valeria Prueba Recarga');
    expect(r.status(), await r.text()).toBe(200);
    await expect(menuUsuario).toContainText('Valeria Prueba Recarga');
  } finally {
    await renombrar(yo.nombre_completo);
  }
});
