import { expect, test } from '../support/servidor';
import { aTodoAncho } from '../support/ancho';
import { sinViolacionesGraves } from '../support/axe';
import { erroresDeConsola } from '../support/consola';
import { entrarComo } from '../support/sesion';
import { elegirOpcion } from '../support/select';
import { confirmarDialogo } from '../support/dialogo';

// Tasks (issue 22 item 1): the referente of Enfermería creates a task for the sector with a
// checklist from «Mis tareas», ticks its items, starts and finishes it, and the history shows each
// step; a comment is left and an administrator finds the task among all and moderates the comment.
// axe on the list, the detail and the form; at 360 px nothing is wider than the screen.

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const LENTO = { timeout: 30_000 };
const TITULO = `Traslado a Rayos ${Date.now().toString(36)}`;
let tareaId = 0;

test('el referente crea desde «Mis tareas» una tarea para Enfermería con su lista de control', async ({ page }) => {
  const errores = erroresDeConsola(page);
  await entrarComo(page, 'referente', { ruta: '/tareas' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mis tareas' })).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'Mis tareas');

  await page.getByRole('button', { name: 'Nueva tarea' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva tarea' })).toBeVisible(LENTO);
  await page.getByLabel('Título').fill(TITULO);
  await page.getByLabel('Descripción').fill('Paciente de la 12 a Rayos, en silla de ruedas.');
  await elegirOpcion(page, page.getByLabel('Tipo de tarea'), 'Traslado de pacientes');
  await elegirOpcion(page, page.getByLabel('Prioridad'), 'Alta', '');
  const vence = page.getByLabel('Vence');
  await vence.click();
  await vence.fill('31/12/2030 10:30');
  // The panel's OK confirms the typed moment (Enter would also send the form).
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await expect(vence).toHaveValue('31/12/2030 10:30');
  await elegirOpcion(page, page.getByLabel('Sectores asignados'), 'Enfermería');
  const nuevo = page.getByLabel('Nuevo ítem de la lista');
  await nuevo.fill('Avisar a Rayos');
  await nuevo.press('Enter');
  await nuevo.fill('Preparar la silla de ruedas');
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await nuevo.fill('Registrar el traslado');
  await nuevo.press('Enter');
  // «Preparar la silla» goes first.
  await page.getByRole('button', { name: 'Subir el ítem 2' }).click();
  await expect(page.getByLabel('Ítem 1', { exact: true })).toHaveValue('Preparar la silla de ruedas');
  await sinViolacionesGraves(page, 'Nueva tarea');

  await page.getByRole('button', { name: 'Crear tarea' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITULO })).toBeVisible(LENTO);
  tareaId = Number(/#\/tareas\/(\d+)/.exec(page.url())?.[1]);
  expect(tareaId).toBeGreaterThan(0);
  await expect(page.getByText('31/12/2030 10:30')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lista de control' }).getByRole('listitem')).toHaveText([
    /Preparar la silla de ruedas/,
    /Avisar a Rayos/,
    /Registrar el traslado/,
  ]);
  expect(errores).toEqual([]);
});

test('una persona del sector marca la lista, la inicia y la finaliza; el historial muestra cada paso', async ({ page }) => {
  await entrarComo(page, 'referente', { ruta: '/tareas' });
  // The list shows it with its priority and due date.
  const buscar = page.getByLabel('Buscar tareas por título');
  await buscar.fill(TITULO);
  await buscar.press('Enter');
  const fila = page.getByRole('row', { name: new RegExp(TITULO) });
  await expect(fila).toContainText('Alta', LENTO);
  await expect(fila).toContainText('31/12/2030 10:30');
  await fila.getByRole('link', { name: TITULO }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITULO })).toBeVisible(LENTO);

  const lista = page.getByRole('list', { name: 'Lista de control' });
  for (const item of ['Preparar la silla de ruedas', 'Avisar a Rayos']) {
    // Ticked on the server first: the box shows the stored state once it answers.
    await lista.getByRole('checkbox', { name: item }).click();
    await expect(lista.getByRole('checkbox', { name: item })).toBeChecked(LENTO);
  }
  await expect(lista).toContainText('Hecho por Diego Fernández');

  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar' })).toHaveCount(0, LENTO);
  await lista.getByRole('checkbox', { name: 'Registrar el traslado' }).click();
  await expect(lista.getByRole('checkbox', { name: 'Registrar el traslado' })).toBeChecked(LENTO);
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByRole('button', { name: 'Reabrir' })).toBeVisible(LENTO);

  const historial = page.locator('.ant-timeline');
  await expect(historial).toContainText('Pendiente');
  await expect(historial).toContainText('En curso');
  await expect(historial).toContainText('Hecha');
  await expect(historial).toContainText('Diego Fernández');

  await page.getByLabel('Nuevo comentario').fill('Trasladado sin novedad.');
  await page.getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByRole('list', { name: 'Comentarios' })).toContainText('Trasladado sin novedad.', LENTO);
  await sinViolacionesGraves(page, 'Detalle de la tarea');
});

test('a 360 px la lista, el detalle y el formulario no son más anchos que la pantalla', async ({ page }) => {
  await entrarComo(page, 'referente', { ruta: '/tareas' });
  await aTodoAncho(page, '/tareas', 'Mis tareas', 'Mis tareas');
  await aTodoAncho(page, `/tareas/${tareaId}`, TITULO, 'Detalle de la tarea');
  await aTodoAncho(page, '/create-tarea', 'Nueva tarea', 'Nueva tarea');
});

test('el administrador ve la tarea entre todas y modera su comentario', async ({ page }) => {
  await entrarComo(page, 'admin', { ruta: '/admin/tareas', sector: 'Recursos Humanos' });
  await expect(page.getByRole('heading', { level: 1, name: 'Todas las tareas' })).toBeVisible(LENTO);
  await elegirOpcion(page, page.getByLabel('Sector responsable'), 'Enfermería');
  await expect(page.getByRole('row', { name: new RegExp(TITULO) })).toContainText('Hecha', LENTO);
  await sinViolacionesGraves(page, 'Todas las tareas');

  await page.goto(`/#/admin/tarea-comentarios?tarea_id=${tareaId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Comentarios de tareas' })).toBeVisible(LENTO);
  const fila = page.getByRole('row', { name: /Trasladado sin novedad/ });
  await expect(fila).toBeVisible(LENTO);
  await sinViolacionesGraves(page, 'Comentarios de tareas');
  await fila.getByRole('button', { name: 'Eliminar el comentario de Diego Fernández' }).click();
  await confirmarDialogo(page.getByRole('dialog'), 'Eliminar');
  await expect(page.getByRole('row', { name: /Trasladado sin novedad/ })).toHaveCount(0, LENTO);
});
