import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../src/platform/audit/audit.table';
import { appDePrueba, type Prueba } from './app-de-prueba';
import { bearer, documentos, primerIdDeCatalogo, tokenCon } from './factories';

// Every kind of record of the HR file is created, changed and removed through its calls, and
// each change leaves its audit row (the audit coverage check of the whole run needs each
// write route exercised at least once).

let t: Prueba;
let rrhh: string;
let personaId: number;

const primerId = (clave: string) => primerIdDeCatalogo(t.database.db, clave);

beforeAll(async () => {
  t = await appDePrueba();
  rrhh = await tokenCon(t, ['RRHH']);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/persona_rrhh',
    headers: bearer(rrhh),
    payload: { apellido: 'Registros', nombres: 'Ana', sexo: 'F', fecha_nacimiento: '1990-05-17', ...documentos() },
  });
  expect(r.statusCode, r.body).toBe(200);
  personaId = r.json().data.id;
});
afterAll(() => t.cerrar());

const casos: [string, () => Promise<Record<string, unknown>>, Record<string, unknown>][] = [
  ['persona_formacion', async () => ({ titulo: 'Curso de RCP' }), { titulo: 'Curso de RCP avanzado' }],
  ['persona_matricula', async () => ({ matricula_tipo_id: await primerId('matricula-tipo'), numero: 'MN 1234' }), { numero: 'MN 4321' }],
  ['persona_contacto', async () => ({ contacto_tipo_id: await primerId('contacto-tipo'), valor: '351 555-0000' }), { valor: '351 555-1111' }],
];

describe('cada clase de registro del legajo se crea, cambia y borra con su auditoría', () => {
  it.each(casos)('%s', async (ruta, datos, cambio) => {
    const base = await datos();
    const pedir = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/rrhh/${url}`, headers: bearer(rrhh), payload });
    const creado = await pedir('POST', ruta, { persona_id: personaId, ...base });
    expect(creado.statusCode, creado.body).toBe(200);
    const id = creado.json().data.id as number;
    const editado = await pedir('PUT', `${ruta}/${id}`, { persona_id: personaId, ...base, ...cambio });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().data).toMatchObject(cambio);
    const borrado = await pedir('DELETE', `${ruta}/${id}`);
    expect(borrado.statusCode, borrado.body).toBe(200);
    const filas = await t.database.db
      .select({ accion: auditoria.accion })
      .from(auditoria)
      .where(and(eq(auditoria.entidad, ruta), eq(auditoria.entidad_id, String(id))));
    expect(filas.map((f) => f.accion).sort()).toEqual(['crear', 'editar', 'eliminar']);
  });
});
