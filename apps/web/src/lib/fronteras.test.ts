import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web's rooms (issue 38, item 5) are lint rules (eslint.config.js): these snippets, linted
// as if they stood at the paths named, prove that each rule fires and what it lets through.
const raiz = `${resolve(import.meta.dirname, '../../../..')}/`;
const REGLAS = new Set(['no-restricted-imports', 'no-restricted-syntax']);
// Only the two import rules: the typed ones would ask the TypeScript project for a file that
// is not on disk.
const eslint = new ESLint({
  cwd: raiz,
  ruleFilter: ({ ruleId }) => REGLAS.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function errores(archivo: string, codigo: string): Promise<string[]> {
  const [resultado] = await eslint.lintText(codigo, { filePath: `${raiz}apps/web/src/${archivo}` });
  return (resultado?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('fronteras de la web', () => {
  it('una feature no importa app/', async () => {
    expect(await errores('features/perfil/pages/X.tsx', "import { rutas } from '../../../app/router';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*no importa app\//),
    ]);
    expect(await errores('features/perfil/api.ts', "export { RUTAS_MODULOS } from '../../app/modulos';\n")).toHaveLength(1);
  });

  it('otra feature se usa por su index.ts o su componentes.ts, no por dentro', async () => {
    expect(await errores('features/tareas/diarias/X.tsx', "import { diaLegible } from '../../fichaje/local';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Otra feature se usa por su index\.ts/),
    ]);
    expect(await errores('features/perfil/X.tsx', "import { FotoPersona } from '../rrhh/components/FotoPersona';\n")).toHaveLength(1);
    const permitido = [
      "import { diaLegible } from '../../fichaje';",
      "import { useSectores } from '../../usuarios/index';",
      "import { CampoImagen } from '../../media/componentes';",
      "import { CLAVES_TAREAS } from '../api';",
      "import { avisar } from '../../../lib/notify';",
      "import { erroresDelServidor } from '../../../catalogos/errores';",
    ].join('\n');
    expect(await errores('features/tareas/diarias/X.tsx', permitido)).toEqual([]);
  });

  it('otra feature se carga de forma diferida sólo por su index.ts', async () => {
    expect(await errores('features/auth/X.ts', "export const f = () => import('../novedades/api');\n")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*Otra feature se carga de forma diferida/),
    ]);
    expect(await errores('features/auth/X.ts', "export const f = () => import('../novedades');\nexport const g = () => import('./pages/A');\n")).toEqual([]);
  });

  it('lib/ no importa app/ ni una feature', async () => {
    expect(await errores('lib/X.tsx', "import { ProveedorAntd } from '../app/ProveedorAntd';\nimport { usePermisos } from '../features/auth';\n")).toHaveLength(
      2,
    );
  });

  it('el índice de una feature no carga antd, y conserva las fronteras', async () => {
    expect(await errores('features/media/index.ts', "export { Button } from 'antd';\nexport { x } from '../rrhh/foto';\n")).toHaveLength(2);
  });

  it('la regla de un solo reloj sigue en las features', async () => {
    expect(await errores('features/tareas/X.ts', 'export const t = Date.now();\n')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*La hora sale de un solo reloj/),
    ]);
  });
});
