import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDePrueba, type Prueba } from './app-de-prueba';

// The contract as a file (issue 38 item 8): docs/openapi.json is the OpenAPI document the server
// serves at /api/docs/json. A change of a documented interface (a path, a field, a permission)
// shows up as a diff of that file in review; this test fails until the file is regenerated with
// `npm run openapi` (ACTUALIZAR_OPENAPI=1 writes it instead of comparing).

const ARCHIVO = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
const texto = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

let t: Prueba;
beforeAll(async () => {
  t = await appDePrueba();
});
afterAll(() => t.cerrar());

describe('el contrato como archivo', () => {
  it('docs/openapi.json es el documento que sirve el servidor', async () => {
    const servido = texto((await t.app.inject({ url: '/api/docs/json' })).json());
    if (process.env.ACTUALIZAR_OPENAPI === '1') writeFileSync(ARCHIVO, servido);
    const guardado = readFileSync(ARCHIVO, 'utf8');
    // Compared as text: one line per field, so a failure names what changed without dumping megabytes.
    const a = guardado.split('\n');
    const b = servido.split('\n');
    const primera = a.findIndex((l, i) => l !== b[i]);
    const contexto = primera < 0 ? '' : `línea ${primera + 1}: guardado «${a[primera]}», servido «${b[primera]}» (npm run openapi lo regenera)`;
    expect(contexto).toBe('');
    expect(b.length).toBe(a.length);
  });
});
