// One lint setup for every workspace. Type-aware rules are limited to the apps' and the domain
// package's TypeScript (issue 15, item 9) so typed linting stays a few seconds, not the whole tree.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

// The selectors of the one-clock rule (issue 36), kept apart because a later block that sets
// no-restricted-syntax for some files replaces it there: that block repeats them.
const UN_RELOJ = [
  ...["CallExpression[callee.object.name='Date'][callee.property.name='now']", "NewExpression[callee.name='Date'][arguments.length=0]"].map((selector) => ({
    selector,
    message: 'La hora sale de un solo reloj: reloj.ahora(), reloj.ahoraMs() o reloj.hoy() de @worknet/domain/reloj.',
  })),
  ...[
    'TemplateElement[value.raw=/\\b(now\\(\\)|current_date|current_timestamp|localtimestamp)/i]',
    'Literal[value=/\\b(now\\(\\)|current_date|current_timestamp)/i]',
  ].map((selector) => ({
    selector,
    message: 'En SQL, la hora y el día van como parámetro del reloj (reloj.ahora(), reloj.hoy()), no now() ni current_date.',
  })),
];

// The web's rooms (issue 38, item 5). app/ is the shell (router, layout, module registry): it
// imports features and lib, never the other way. A feature reaches another only through one of
// its two faces: index.ts, light (hooks, calls, constants, types, lazy wrappers), which the frame,
// the login page and dynamic imports may load; componentes.ts, widgets with antd that another
// feature's lazy screen embeds. lib/ imports neither app/ nor a feature. docs/how-to-add-a-module.md.
// no-restricted-imports reads the import as written, so the depth of the importing file says
// where '../' lands: from features/<x>/pages/A.tsx, '../../<y>/api' is another feature's inside.
const WEB = 'apps/web/src';
const SIN_ANTD = {
  regex: '^(antd|@ant-design/icons)(/|$)',
  message: 'El marco y el inicio no cargan antd: use elementos simples o cárguelo aparte (docs/ui.md).',
};
const FRONTERA_LIB = [{ regex: '^(\\.\\./)+(app|features)(/|$)', message: 'lib/ es la base: no importa app/ ni una feature.' }];
/** The '../' from the file up to features/: 1 for features/<x>/api.ts, 2 for features/<x>/pages/A.tsx. */
const profundidad = (archivo) => archivo.split('/').length - WEB.split('/').length - 2;
const fronteraDeFeature = (d) => [
  { regex: `^(\\.\\./){${d + 1}}app(/|$)`, message: 'Una feature no importa app/ (el armazón): lo compartido va en lib/.' },
  {
    regex: `^(\\.\\./){${d}}[\\w-]+/(?!(index|componentes)$)`,
    message: 'Otra feature se usa por su index.ts o su componentes.ts, no por dentro (docs/how-to-add-a-module.md).',
  },
];
// import() is no import declaration for no-restricted-imports: a selector catches it. Only the
// index: a dynamic import keeps every name of what it loads, so componentes.ts would come whole.
const importDiferidoAjeno = (d) => ({
  selector: `ImportExpression[source.value=/^(\\.\\.\\x2F){${d}}[\\w-]+\\x2F(?!index$)/]`,
  message: 'Otra feature se carga de forma diferida sólo por su index.ts.',
});
const PROFUNDIDADES = [1, 2, 3, 4];
const archivosA = (d) => [`${WEB}/features/*/${'*/'.repeat(d - 1)}*.{ts,tsx}`];
const patronesDe = (archivo) =>
  archivo.startsWith(`${WEB}/lib/`) ? FRONTERA_LIB : archivo.startsWith(`${WEB}/features/`) ? fronteraDeFeature(profundidad(archivo)) : [];

// The frame and the home paint before antd has loaded (issue 16, item 6; docs/ui.md): these
// files import neither antd nor its icon runtime. antd's parts of the frame load apart
// (app/layout/NavegacionAntd.tsx, DesplegableUsuario.tsx, PanelCampana.tsx, ...). A feature's
// index.ts is among them: the frame and the login page import some.
const MARCO_SIN_ANTD = [
  `${WEB}/app/layout/{AppLayout,CabeceraApp,MenuUsuario,NavegacionLateral}.tsx`,
  `${WEB}/app/layout/useTiempoReal.ts`,
  `${WEB}/app/{PantallaModulo,ConAntd}.tsx`,
  `${WEB}/features/*/index.ts`,
  `${WEB}/features/novedades/pages/InicioNovedadesPage.tsx`,
  `${WEB}/features/novedades/components/{TarjetaNovedad,EtiquetasNovedad,VideoYoutube}.tsx`,
  `${WEB}/features/notificaciones/components/{Campana,useAvisosEnVivo}.tsx`,
  `${WEB}/lib/{GuardiaCambios,IconoSimple,AvisoPantalla,lazyScreen}.tsx`,
];

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
    rules: { 'no-restricted-syntax': ['error', ...UN_RELOJ] },
  },
  // The two classic hook rules; the React Compiler rules of the plugin's recommended set are
  // left for when the compiler is adopted.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The web's rooms (see FRONTERA_LIB and fronteraDeFeature above). Tests of a feature keep to
  // them too; a test of lib/ may check a piece against a feature's value.
  {
    files: [`${WEB}/lib/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: FRONTERA_LIB }] },
  },
  ...PROFUNDIDADES.map((d) => ({ files: archivosA(d), rules: { 'no-restricted-imports': ['error', { patterns: fronteraDeFeature(d) }] } })),
  ...PROFUNDIDADES.map((d) => ({
    files: archivosA(d),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...UN_RELOJ, importDiferidoAjeno(d)] },
  })),
  // The catalogs are a module outside features/: the same two rules, at their depth. Their tests
  // mount a screen in the app's frame.
  {
    files: [`${WEB}/catalogos/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./app(/|$)', message: 'Un módulo no importa app/ (el armazón): lo compartido va en lib/.' },
            { regex: '^\\.\\./features/[\\w-]+/(?!(index|componentes)$)', message: 'Otra feature se usa por su index.ts o su componentes.ts.' },
          ],
        },
      ],
    },
  },
  // Last, so that for these files the rule carries the boundaries as well as antd.
  ...MARCO_SIN_ANTD.map((archivo) => ({ files: [archivo], rules: { 'no-restricted-imports': ['error', { patterns: [SIN_ANTD, ...patronesDe(archivo)] }] } })),
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
