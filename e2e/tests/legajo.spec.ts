import { erroresDeConsola } from '../support/consola';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/servidor';
import { digitoVerificadorCuit } from '@worknet/domain/cuit';
import { fechaIso, formatoFecha } from '@worknet/domain/fechas';
import { sumarDias } from '@worknet/domain/rrhh/fechas-rrhh';
import { sinViolacionesGraves } from '../support/axe';
import { ingresarAlInicio } from '../support/sesion';
import { abrirDesdeMenu } from '../support/menu';
import { elegirOpcion } from '../support/select';
import { salirSinGuardar } from '../support/dialogo';

// The personnel file (apps/web/src/features/rrhh) as HR staff use it, and
// what an employee sees of someone else's.

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A random 8-digit DNI and its CUIL with prefix 20 (mod 11; some DNIs have no digit with 20). */
function documentos(): { dni: string; cuil: string } {
  for (;;) {
    const dni = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const dv = digitoVerificadorCuit(`20${dni}`);
    if (dv !== null) return { dni, cuil: `20-${dni}-${dv}` };
  }
}

/** Opens a select by its label, types to narrow it (when it searches) and picks the option containing `opcion`. */
const elegir = (donde: Page | Locator, page: Page, etiqueta: string, opcion: string) => elegirOpcion(page, donde.getByLabel(etiqueta, { exact: true }), opcion);

// The refused second job answers 409 on purpose.
const esperado = (url: string, texto: string) => url.includes('/api/v1/rrhh/persona_laboral') && texto.includes('409');

async function abrirPestana(page: Page, nombre: string) {
  await page.getByRole('tab', { name: nombre, exact: true }).click();
  await expect(page.getByRole('heading', { name: nombre, level: 2 })).toBeVisible();
  await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton')).toHaveCount(0);
}

test('RRHH da de alta un legajo, carga un hijo y una matrícula por vencer; un empleado no puede verlo', async ({ page, browser }) => {
  // The longest journey (every tab, several forms, two users): about 1.5 minutes on a 2-core machine.
  test.setTimeout(240_000);
  const { dni, cuil } = documentos();
  const apellido = `Prueba${dni.slice(-4)}`;
  const nombre = `${apellido}, Ana María`;

  const errores = erroresDeConsola(page, esperado);
  await ingresarAlInicio(page, 'rrhh');
  await abrirDesdeMenu(page, 'Recursos Humanos', 'Legajos');
  // The menu opens the searchable list; «Nuevo legajo» opens the form.
  await expect(page).toHaveURL(/#\/rrhh\/legajos$/);
  await expect(page.getByRole('heading', { name: 'Legajos', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Buscar legajos')).toBeVisible();
  await sinViolacionesGraves(page, 'legajos');
  await page.getByRole('button', { name: 'Nuevo legajo' }).click();
  await expect(page).toHaveURL(/#\/rrhh\/new-persona$/);
  await expect(page.getByRole('heading', { name: 'Nuevo legajo', level: 1 })).toBeVisible();

  // An impossible day is refused in the field itself, with no call to the server.
  const altas: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/persona_rrhh')) altas.push(r.url());
  });
  const nacimiento = page.getByLabel('Fecha de nacimiento');
  await nacimiento.fill('31/02/2020');
  await nacimiento.blur();
  await expect(nacimiento).toHaveAttribute('aria-invalid', 'true');
  await expect(nacimiento).toHaveAccessibleDescription('Ingrese una fecha válida (DD/MM/AAAA)');
  await page.getByRole('button', { name: 'Crear legajo' }).click();
  await expect(page.getByText('Ingrese una fecha válida (DD/MM/AAAA)')).toBeVisible();
  await expect(page.getByText('Es obligatorio').first()).toBeVisible();
  expect(altas).toEqual([]);

  await page.getByLabel('Apellido').fill(apellido);
  await page.getByLabel('Nombres').fill('Ana María');
  await page.getByLabel('DNI').fill(dni);
  await page.getByLabel('CUIL').fill(cuil);
  await elegir(page, page, 'Sexo', 'Femenino');
  // Typed without slashes: the field adds them.
  await nacimiento.fill('17051990');
  await expect(nacimiento).toHaveValue('17/05/1990');
  await elegir(page, page, 'Provincia', 'Córdoba');
  await elegir(page, page, 'Localidad', 'Villa María');
  await page.getByLabel('Calle').fill('Av. Colón');
  await page.getByLabel('Número', { exact: true }).fill('1234');
  await sinViolacionesGraves(page, 'nuevo legajo completo');
  await page.getByRole('button', { name: 'Crear legajo' }).click();
  await expect(page.getByText('Legajo creado correctamente.')).toBeVisible();
  await expect(page).toHaveURL(/#\/rrhh\/persona\/\d+$/);
  const id = /persona\/(\d+)$/.exec(page.url())![1]!;

  // The file: header, and every tab passes the accessibility scan.
  await expect(page.getByRole('heading', { name: nombre, level: 1 })).toBeVisible();
  await expect(page.getByText(cuil, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Villa María/).first()).toBeVisible();
  await sinViolacionesGraves(page, 'legajo: datos personales');

  // The photo goes up as a media file, becomes the file's photo and comes back by its signed thumbnail link.
  await page.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
  await expect(page.getByText('Foto actualizada.')).toBeVisible();
  await expect(page.getByRole('img', { name: `Foto de ${nombre}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();

  // Read first; «Editar» opens the form, and saving sends the data whole again (PUT persona/{id}).
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await page.getByLabel('Teléfono').fill('351 555-1234');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Datos personales actualizados.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar', exact: true })).toBeVisible();

  // A child in the family: the count of children follows.
  await abrirPestana(page, 'Familiares');
  await expect(page.getByRole('tabpanel', { name: 'Familiares' }).getByText('Hijos: 0')).toBeVisible();
  await sinViolacionesGraves(page, 'legajo: familiares');
  await page.getByRole('button', { name: 'Agregar familiar' }).click();
  const familiar = page.getByRole('dialog', { name: 'Agregar familiar' });
  await elegir(familiar, page, 'Parentesco', 'Hijo/a');
  await familiar.getByLabel('Apellido').fill(apellido);
  await familiar.getByLabel('Nombres').fill('Sofía');
  await familiar.getByLabel('Fecha de nacimiento').fill('01/03/2020');
  await sinViolacionesGraves(page, 'legajo: alta de familiar');
  await familiar.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Familiar agregado correctamente.')).toBeVisible();
  await expect(familiar).toBeHidden();
  await expect(page.getByRole('tabpanel', { name: 'Familiares' }).getByText('Hijos: 1')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Sofía', exact: true })).toBeVisible();

  await abrirPestana(page, 'Formación');
  await sinViolacionesGraves(page, 'legajo: formación');

  // A matrícula that expires in 10 days raises the file's alert.
  await abrirPestana(page, 'Matrículas');
  await page.getByRole('button', { name: 'Agregar matrícula' }).click();
  const matricula = page.getByRole('dialog', { name: 'Agregar matrícula' });
  await elegir(matricula, page, 'Tipo de matrícula', 'Matrícula Provincial');
  await matricula.getByLabel('Número', { exact: true }).fill('4321');
  const vence = sumarDias(fechaIso(new Date()), 10);
  await matricula.getByLabel('Fecha de vencimiento').fill(formatoFecha(vence));
  await matricula.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Matrícula agregada correctamente.')).toBeVisible();
  const alertas = page.getByRole('region', { name: 'Alertas del legajo' });
  await expect(alertas.getByText(`La matrícula Provincial 4321 vence el ${formatoFecha(vence)} (en 10 días).`)).toBeVisible();
  await sinViolacionesGraves(page, 'legajo: matrículas');

  // One open job at a time: the second one is refused with the server's message.
  await abrirPestana(page, 'Laboral');
  const agregarEmpleo = async (alta: string) => {
    await page.getByRole('button', { name: 'Agregar registro laboral' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar registro laboral' });
    await dialogo.getByLabel('Fecha de alta').fill(alta);
    await elegir(dialogo, page, 'Sector', 'Recursos Humanos');
    await elegir(dialogo, page, 'Tipo de contrato', 'Plazo indeterminado');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    return dialogo;
  };
  const primero = await agregarEmpleo('01/02/2021');
  await expect(page.getByText('Registro laboral agregado correctamente.')).toBeVisible();
  await expect(primero).toBeHidden();
  // The header shows the job in force.
  await expect(page.locator('main .ant-descriptions').first()).toContainText('Recursos Humanos');
  const segundo = await agregarEmpleo('01/02/2024');
  await expect(page.getByText('La persona ya tiene un empleo abierto desde el 01/02/2021: cargue su fecha de baja antes de abrir otro.')).toBeVisible();
  await expect(segundo).toBeVisible();
  // Closing it with what was typed asks first.
  await segundo.getByRole('button', { name: 'Cancelar' }).click();
  await salirSinGuardar(page);
  await expect(segundo).toBeHidden();
  await sinViolacionesGraves(page, 'legajo: laboral');

  await abrirPestana(page, 'Cuenta bancaria');
  await page.getByRole('button', { name: 'Cargar cuenta' }).click();
  await page.getByLabel('Banco').fill('Banco de la Nación Argentina');
  await page.getByLabel('CBU').fill('0110599520000001234567');
  await page.getByRole('button', { name: 'Guardar cuenta' }).click();
  await expect(page.getByText('El CBU no es válido (revise los dígitos verificadores)')).toBeVisible();
  await page.getByLabel('CBU').fill('2850590940090418135201');
  await page.getByRole('button', { name: 'Guardar cuenta' }).click();
  await expect(page.getByText('Cuenta bancaria guardada.')).toBeVisible();
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Quitar cuenta' })).toBeVisible();
  await sinViolacionesGraves(page, 'legajo: cuenta bancaria');
  await abrirPestana(page, 'Contacto');
  await sinViolacionesGraves(page, 'legajo: contacto');
  await abrirPestana(page, 'Historial');
  await expect(page.getByRole('cell', { name: 'Matrícula: alta' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Datos personales: alta' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Cuenta bancaria: modificación' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Historial' }).getByText('351 555-1234').first()).toBeVisible();
  await sinViolacionesGraves(page, 'legajo: historial');

  // The list's search finds it by DNI and opens it.
  await page.goto('/#/rrhh/legajos');
  const buscar = page.getByLabel('Buscar legajos');
  await buscar.fill(dni);
  await buscar.press('Enter');
  await page.getByRole('link', { name: nombre }).click();
  await expect(page).toHaveURL(new RegExp(`#/rrhh/persona/${id}$`));
  expect(errores).toEqual([]);

  // An employee without HR permissions gets a clear message, not the file.
  const otro = await browser.newContext();
  try {
    const suya = await otro.newPage();
    await ingresarAlInicio(suya, 'empleado');
    await suya.goto(`/#/rrhh/persona/${id}`);
    await expect(suya.getByText('No tiene permiso para ver este legajo.')).toBeVisible();
    await expect(suya.getByRole('heading', { name: nombre })).toHaveCount(0);
    await sinViolacionesGraves(suya, 'legajo ajeno');
  } finally {
    await otro.close();
  }
});
