import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogoPorClave } from '@worknet/domain/catalogos/registro';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { creador, type Creador } from './catalogos-ejemplos';
import { crearUsuario, iniciarSesion } from './factories';
import { peticiones } from './peticion';

// A catalog's money field end to end (issue 38, item 3): numeric(14,2) read as its decimal
// string, answered as that string, accepted as a number or a string, exported as a number cell.

const costo = catalogoPorClave('costo-laboral')!;
const base = `/api/v1/${costo.ruta}`;

let t: Prueba;
const api = peticiones(() => t);
let admin: string;
let hacer: Creador;
beforeAll(async () => {
  t = await appDePrueba();
  admin = await iniciarSesion(t.app, (await crearUsuario(t.database.db, { items: ['Administrador'] })).username);
  hacer = creador(t.app, t.database.db, admin);
});
afterAll(() => t.cerrar());
const errores = (r: { json: () => { data: { campos: { campo: string; mensaje: string }[] } } }) => r.json().data.campos;

describe('campo dinero de un catálogo', () => {
  it('un número se guarda redondeado al centavo y vuelve como texto decimal', async () => {
    const r = await api.post(base, admin, { ...(await hacer.ejemplo(costo)), monto: 1500.456 });
    expect(r.statusCode, r.body).toBe(200);
    const fila = r.json().data;
    expect(fila.monto).toBe('1500.46');
    expect((await api.get(`${base}/${fila.id}`, admin)).json().data.monto).toBe('1500.46');
    const lista = (await api.get(`${base}?limit=500`, admin)).json().data as { monto: unknown }[];
    expect(lista.every((f) => typeof f.monto === 'string' && /^\d+\.\d{2}$/.test(f.monto))).toBe(true);
  });

  it('un texto decimal se acepta; el máximo de numeric(14,2) llega exacto', async () => {
    const r = await api.post(base, admin, { ...(await hacer.ejemplo(costo)), monto: '999999999999.99' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.monto).toBe('999999999999.99');
    const editado = await api.put(`${base}/${r.json().data.id}`, admin, { monto: '0.1' });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().data.monto).toBe('0.10');
  });

  it('un importe inválido, negativo o demasiado grande da 400 en el campo', async () => {
    const ejemplo = await hacer.ejemplo(costo);
    const casos: [unknown, string][] = [
      ['1.234,50', 'Ingrese un importe válido, con punto decimal (por ejemplo 1234.50)'],
      [-1, 'El importe no puede ser negativo'],
      [1e12, 'El importe no puede superar $\u00a0999.999.999.999,99'],
      [true, 'Ingrese un importe'],
    ];
    for (const [monto, mensaje] of casos) {
      const r = await api.post(base, admin, { ...ejemplo, monto });
      expect(r.statusCode, `${String(monto)}: ${r.body}`).toBe(400);
      expect(errores(r)).toEqual([{ campo: 'monto', mensaje }]);
    }
  });

  it('se exporta a xlsx como número con formato de pesos', async () => {
    await hacer.crear(costo, { monto: '1234.5' });
    const r = await api.get(`${base}/exportar`, admin);
    expect(r.statusCode).toBe(200);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const columna = libro.worksheets[0]!.getColumn(costo.columnas.indexOf('monto') + 1);
    const valores = (columna.values as unknown[]).slice(2);
    expect(valores.every((v) => typeof v === 'number')).toBe(true);
    expect(valores).toContain(1234.5);
    expect(columna.numFmt).toBe('"$" #,##0.00');
  });
});
