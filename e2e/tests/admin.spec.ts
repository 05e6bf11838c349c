import type { Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { sinViolacionesGraves } from '../support/axe';
import { SECTOR_EMPLEADO, SECTORES_ADMIN } from '../support/constantes';
import { elegirOpcion } from '../support/select';
import { ingresar } from '../support/sesion';
import { vigilarSocket } from '../support/socket';
import { confirmarDialogo } from '../support/dialogo';

async function ingresarComoAdmin(page: Page) {
  await ingresar(page, 'admin');
  await page
    .getByRole('dialog', { name: 'Seleccione Sector' })
    .getByRole('button', { name: new RegExp(SECTORES_ADMIN[0]!) })
    .click();
  await expect(page.getByTestId('sector-actual')).toHaveText(SECTORES_ADMIN[0]!);
}

function elegir(page: Page, etiqueta: string, texto: string) {
  return elegirOpcion(page, page.getByLabel(etiqueta, { exact: true }), texto);
}

test('el administrador crea un usuario, éste cambia su contraseña y al desactivarlo vuelve al login', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const username = `e2e.admin.${Date.now().toString(36)}`;
  await ingresarComoAdmin(page);

  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('menuitem', { name: /Usuarios/ }).click();
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  // A menu entry: the screen sweep (barrido-pantallas) scans it with axe.

  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo usuario', level: 1 })).toBeVisible();
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Nombre completo').fill('Prueba Alta');
  await elegir(page, 'Sectores', SECTOR_EMPLEADO);
  await elegir(page, 'Roles', 'Empleado');
  await page.getByLabel('Contraseña temporal').fill('Temporal2024');
  await sinViolacionesGraves(page, 'formulario de usuario', 'main');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Usuario creado correctamente.')).toBeVisible();
  await expect(page).toHaveURL(/#\/admin_user_meta$/);

  // The new user logs in elsewhere and must change the temporary password.
  const otro = await browser.newContext();
  const suya = await otro.newPage();
  const suSocket = vigilarSocket(suya);
  try {
    await ingresar(suya, username, 'Temporal2024');
    const modal = suya.getByRole('dialog', { name: 'Cambiar contraseña' });
    await expect(modal).toBeVisible();
    await modal.getByLabel('Contraseña actual').fill('Temporal2024');
    await modal.getByLabel('Nueva contraseña', { exact: true }).fill('Definitiva2024');
    await modal.getByLabel('Repita la nueva contraseña').fill('Definitiva2024');
    await modal.getByRole('button', { name: /Guardar contraseña/ }).click();
    await expect(modal).toBeHidden();
    await expect(suya.getByRole('heading', { name: 'Novedades', level: 1 })).toBeVisible();
    const suMenu = suya.getByRole('navigation', { name: 'Menú principal' });
    await expect(suMenu.getByRole('menuitem', { name: /Inicio/ })).toBeVisible();
    await expect(suMenu.getByRole('menuitem', { name: /Usuarios|Roles y permisos|Grupos|Panel de control/ })).toHaveCount(0);
    await expect(suya.getByText('Administración')).toHaveCount(0);
    // Its socket is connected: the admin's changes below reach this page.
    await suSocket.conectado();

    const fila = page.getByRole('row', { name: new RegExp(username.replace(/\./g, '\\.')) });
    const buscarUsuario = async () => {
      await page.getByLabel('Buscar usuarios').fill(username);
      await page.getByLabel('Buscar usuarios').press('Enter');
      await expect(fila).toHaveCount(1);
    };

    // The admin grants RRHH: after a reload the user's menu has the HR entries.
    await buscarUsuario();
    await fila.getByRole('button', { name: `Editar a ${username}` }).click();
    await expect(page.getByRole('heading', { name: 'Editar usuario', level: 1 })).toBeVisible();
    await elegir(page, 'Roles', 'RRHH');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado correctamente.')).toBeVisible();
    await suya.reload();
    await expect(suMenu.getByRole('menuitem', { name: /Configuración de RRHH/ })).toBeVisible();
    await expect(suMenu.getByRole('menuitem', { name: /Usuarios|Roles y permisos|Grupos|Panel de control/ })).toHaveCount(0);
    await suMenu.getByRole('menuitem', { name: /Configuración de RRHH/ }).click();
    await expect(suya.getByRole('heading', { name: 'Configuración de RRHH', level: 1 })).toBeVisible();

    // The admin deactivates it: the user's open page goes back to the login.
    await suSocket.conectado(); // the socket opened again by the reload
    await buscarUsuario();
    await fila.getByRole('switch', { name: `Desactivar a ${username}` }).click();
    await confirmarDialogo(page.getByRole('dialog'), 'Desactivar');
    await expect(page.getByText(/Usuario desactivado/)).toBeVisible();
    await expect(suya).toHaveURL(/#\/login$/);
    await expect(suya.locator('.ant-message-notice-warning').getByText(/desactivado/)).toBeVisible();
  } finally {
    await otro.close();
  }
});

test('roles y permisos: alta de un rol, agregar y quitar un permiso, eliminarlo', async ({ page }) => {
  test.setTimeout(120_000);
  const nombre = `Rol e2e ${Date.now().toString(36)}`;
  await ingresarComoAdmin(page);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('menuitem', { name: /Roles y permisos/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Roles y permisos', level: 1 })).toBeVisible();
  // A menu entry: the screen sweep scans it with axe.

  await page.getByRole('button', { name: 'Nuevo rol' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo rol' });
  await dialogo.getByLabel('Nombre').fill(nombre);
  await dialogo.getByLabel('Descripción').fill('Creado por la prueba');
  await sinViolacionesGraves(page, 'modal de rol');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Rol creado correctamente.')).toBeVisible();

  const fila = page.getByRole('row', { name: new RegExp(nombre) });
  await fila.getByRole('button', { name: /expandir|expand/i }).click();
  await elegirOpcion(page, page.getByLabel(`Agregar a ${nombre}`), 'admin.usuario.ver');
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.getByText('Relación agregada.')).toBeVisible();
  await page.getByLabel('Quitar admin.usuario.ver').click();
  await expect(page.getByText('Relación quitada.')).toBeVisible();

  await page.getByRole('button', { name: `Acciones de ${nombre}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await confirmarDialogo(page.getByRole('dialog'), 'Eliminar');
  await expect(page.getByText('Eliminado correctamente.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(nombre) })).toHaveCount(0);
});

test('grupos y panel de control sin violaciones de accesibilidad', async ({ page }) => {
  test.setTimeout(120_000);
  await ingresarComoAdmin(page);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });

  await menu.getByRole('menuitem', { name: /Grupos/ }).click();
  await expect(page.getByRole('heading', { name: 'Grupos', level: 1 })).toBeVisible();
  // A menu entry: the screen sweep scans it with axe.
  const nombre = `Grupo e2e ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nuevo grupo' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo grupo' });
  await dialogo.getByLabel('Nombre').fill(nombre);
  await sinViolacionesGraves(page, 'modal de grupo');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Grupo creado.')).toBeVisible();
  await page.getByRole('button', { name: `Ver miembros de ${nombre}` }).click();
  await expect(page.getByRole('dialog', { name: `Miembros de ${nombre}` })).toBeVisible();
  await page.keyboard.press('Escape');

  await menu.getByRole('menuitem', { name: /Panel de control/ }).click();
  await expect(page.getByRole('heading', { name: 'Panel de control', level: 1 })).toBeVisible();
  await expect(page.getByText('Usuarios activos')).toBeVisible();
  // A menu entry (its first tab): the screen sweep scans it with axe; its other tabs, here.
  await page.getByRole('tab', { name: 'Auditoría' }).click();
  await expect(page.getByRole('columnheader', { name: 'Entidad' })).toBeVisible();
  await sinViolacionesGraves(page, 'auditoría', 'main');
  await page.getByRole('tab', { name: 'Log de accesos' }).click();
  await expect(page.getByRole('columnheader', { name: 'Navegador' })).toBeVisible();
  await sinViolacionesGraves(page, 'log de accesos', 'main');
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  expect((await descarga).suggestedFilename()).toMatch(/\.csv$/);
  await page.getByRole('tab', { name: 'Bloqueos de inicio de sesión' }).click();
  await expect(page.getByRole('columnheader', { name: 'Se levanta' })).toBeVisible();
  await sinViolacionesGraves(page, 'bloqueos de inicio de sesión', 'main');
  // The media clean-up is scheduled on the job queue at start-up.
  await page.getByRole('tab', { name: 'Trabajos' }).click();
  await expect(page.getByRole('cell', { name: 'Borrar los archivos subidos que ningún registro adjuntó' }).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Reintentos' })).toBeVisible();
  await sinViolacionesGraves(page, 'trabajos', 'main');
});

test('la lista de usuarios guarda orden, búsqueda y estado en la dirección: una recarga y atrás los respetan', async ({ page }) => {
  await ingresarComoAdmin(page);
  await page.goto('/#/admin_user_meta');
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  const columna = page.getByRole('columnheader', { name: /^Usuario/ });
  await columna.click();
  await expect(columna).toHaveAttribute('aria-sort', 'ascending');
  await columna.click();
  await expect(columna).toHaveAttribute('aria-sort', 'descending');
  await page.getByLabel('Buscar usuarios').fill('admin');
  await page.getByLabel('Buscar usuarios').press('Enter');
  await page.getByText('Activos', { exact: true }).click();
  await expect(page).toHaveURL(/orden=-username/);
  await expect(page).toHaveURL(/filter=admin/);
  await expect(page).toHaveURL(/activo=true/);
  await expect(page.getByRole('row', { name: /admin/ }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Buscar usuarios')).toHaveValue('admin');
  await expect(page.getByRole('columnheader', { name: /^Usuario/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('radio', { name: 'Activos', exact: true })).toBeChecked();
  await expect(page.getByRole('row', { name: /admin/ }).first()).toBeVisible();

  // Back undoes the last change only (the state filter), keeping search and order.
  await page.goBack();
  await expect(page).not.toHaveURL(/activo=/);
  await expect(page.getByRole('radio', { name: 'Todos' })).toBeChecked();
  await expect(page.getByLabel('Buscar usuarios')).toHaveValue('admin');
});
