// One lint setup for every workspace. Type-aware rules are limited to the apps' and the domain
// package's TypeScript (issue 15, item 9) so typed linting stays a few seconds, not the whole tree.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'apps/server/drizzle/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests stay out: they double the lint time and their casts of query results and DOM
    // elements are deliberate.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // React Router's navigate() returns a promise only for data-router transitions, which the
      // app does not use: awaiting or voiding every navigation would be noise.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  // One clock (issue 36): every "now" and "today" of the apps and the domain comes from
  // @worknet/domain/reloj, which tests pin (reloj-de-prueba.ts); in SQL, the instant or the day
  // goes in as a parameter (the database's now() and current_date are another clock, and
  // current_date is the server's day, UTC on most, not Argentina's). Column defaults
  // (defaultNow) stamp a write and stay.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'packages/domain/src/reloj.ts', 'packages/domain/src/reloj-de-prueba.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["CallExpression[callee.object.name='Date'][callee.property.name='now']", "NewExpression[callee.name='Date'][arguments.length=0]"].map(
          (selector) => ({ selector, message: 'La hora sale de un solo reloj: reloj.ahora(), reloj.ahoraMs() o reloj.hoy() de @worknet/domain/reloj.' }),
        ),
        ...[
          'TemplateElement[value.raw=/\\b(now\\(\\)|current_date|current_timestamp|localtimestamp)/i]',
          'Literal[value=/\\b(now\\(\\)|current_date|current_timestamp)/i]',
        ].map((selector) => ({
          selector,
          message: 'En SQL, la hora y el día van como parámetro del reloj (reloj.ahora(), reloj.hoy()), no now() ni current_date.',
        })),
      ],
    },
  },
  // The two classic hook rules; the React Compiler rules of the plugin's recommended set are
  // left for when the compiler is adopted.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The frame and the home paint before antd has loaded (issue 16, item 6; docs/ui.md): these
  // files import neither antd nor its icon runtime. antd's parts of the frame load apart
  // (app/layout/NavegacionAntd.tsx, DesplegableUsuario.tsx, PanelCampana.tsx, ...).
  {
    files: [
      'apps/web/src/app/layout/{AppLayout,CabeceraApp,MenuUsuario,NavegacionLateral}.tsx',
      'apps/web/src/app/layout/useTiempoReal.ts',
      'apps/web/src/app/{PantallaModulo,ConAntd}.tsx',
      'apps/web/src/features/novedades/pages/InicioNovedadesPage.tsx',
      'apps/web/src/features/novedades/components/{TarjetaNovedad,EtiquetasNovedad,VideoYoutube}.tsx',
      'apps/web/src/features/notificaciones/components/{Campana,useAvisosEnVivo}.tsx',
      'apps/web/src/lib/{GuardiaCambios,IconoSimple,AvisoPantalla,lazyScreen}.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(antd|@ant-design/icons)(/|$)', message: 'El marco y el inicio no cargan antd: use elementos simples o cárguelo aparte (docs/ui.md).' },
          ],
        },
      ],
    },
  },
  // Import boundaries (issue 15, item 3). The platform is the base every module stands on:
  // it never imports a module, so a module can be removed or rewritten without touching it.
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules(/|$)', message: 'La plataforma no importa módulos: lo que necesite va en platform/.' }] },
      ],
    },
  },
  // A module reaches another module only through its public face: *.service.ts (operations),
  // *.table.ts (tables for SQL joins and foreign keys: one database, one schema) or index.ts.
  // Allowed exceptions, each a small public API that is not a service:
  //   auth/proteccion-login   login lockout state; control administers the blocks it computes
  //   media/media.modelos     registrarModeloMedia: how a module plugs its models into media
  //   catalogos/catalogos.tablas, catalogos/catalogos.sql   tablaDe and etiquetaSql: the catalog
  //                           engine's generated tables and label expressions (tables by another name)
  //   control/filtros         rangoDeDias: a pure date-range helper shared with the inbox filters
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^\\.\\./(?!(auth/proteccion-login|media/media\\.modelos|catalogos/catalogos\\.(tablas|sql)|control/filtros)$)[\\w-]+/(?!(index|[\\w.-]+\\.(service|table))$)',
              message: 'Otro módulo se usa por su *.service.ts, *.table.ts o index.ts (excepciones en eslint.config.js).',
            },
          ],
        },
      ],
    },
  },
);
