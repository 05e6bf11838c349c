// The date-pinned CI step (issue 36): the suites whose rules read "today" run again with the
// clock pinned (WORKNET_RELOJ, packages/domain/src/reloj-de-prueba.ts) at the instants where
// a date rule breaks: month ends, the year's turn in Argentina, a leap day and Argentina's
// midnight (in UTC, the day before). On the embedded database only: PGlite reads the pinned JavaScript clock, a
// PostgreSQL server keeps its own. vitest.relojes.config.ts makes one project per instant.

/**
 * Four instants cover the six the issue names (each says which): every one is a first or a
 * last day of a month, in Argentina time. The offset is written out so the hour reads at a glance.
 */
export const INSTANTES = [
  // The last day of a month and of a year, a minute before midnight: in UTC it is already 1 January.
  { nombre: '31/12 23:59', instante: '2026-12-31T23:59:00-03:00' },
  // The first day of a month and of a year, a minute after midnight (the failure that opened
  // issue 36 was a 1st: on every 1st the demo's 30 days had no monthly occurrence).
  { nombre: '01/01 00:01', instante: '2027-01-01T00:01:00-03:00' },
  // 29 February of a leap year, the last day of its month.
  { nombre: '29/02 bisiesto', instante: '2028-02-29T10:00:00-03:00' },
  // Monday 1 March 2027 at 03:00 UTC: Argentina's midnight, the start of a week and of a month.
  { nombre: 'lunes 03:00 UTC', instante: '2027-03-01T03:00:00Z' },
];

/** The suites that read "today": demo, reports, leaves and vacations, clock-in, tasks and recurrences, dashboards, pay slips. */
export const SUITES = {
  server: [
    'test/tareas-demo.test.ts',
    'test/tareas-reportes.test.ts',
    'test/tareas.test.ts',
    'test/licencias-saldos.test.ts',
    'test/novedades-personal.test.ts',
    'test/novedades-personal-demo.test.ts',
    'test/fichaje.test.ts',
    'test/dashboards.test.ts',
    'test/recibos.test.ts',
  ],
  domain: [
    'src/reloj.test.ts',
    'src/licencias/**/*.test.ts',
    'src/tareas/**/*.test.ts',
    'src/fichaje/fichaje.test.ts',
    'src/rrhh/fechas-rrhh.test.ts',
    'src/tiempo-relativo.test.ts',
  ],
};
