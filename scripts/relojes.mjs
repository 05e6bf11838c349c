// The date-pinned CI step (issue 36): the suites whose rules read "today" run again with the
// clock pinned (WORKNET_RELOJ, packages/domain/src/reloj-de-prueba.ts) at the instants where
// a date rule breaks: month ends, the year's turn in Argentina, a leap day and Argentina's
// midnight (in UTC, the day before). On the embedded database only: PGlite reads the pinned JavaScript clock, a
// PostgreSQL server keeps its own. vitest.relojes.config.ts makes one project per instant.

/**
 * Three instants cover the six the issue names (each says which): the last and the first day of
 * a month, in Argentina time, and a leap day. The offset is written out so the hour reads at a
 * glance. Each test file starts at its instant and the clock runs on from there.
 */
export const INSTANTES = [
  // 31 December 23:59 in Argentina, the last day of a month and of a year: in UTC it is already
  // 1 January (02:59).
  { nombre: '31/12 23:59', instante: '2028-12-31T23:59:00-03:00' },
  // Monday 1 January 2029 at 03:00 UTC: Argentina's midnight, the first day of a week, a month and
  // a year (the failure that opened issue 36 was a 1st: the demo's 30 days had no monthly occurrence).
  { nombre: 'lunes 01/01 00:00 (03:00 UTC)', instante: '2029-01-01T03:00:00Z' },
  // 29 February of a leap year, the last day of its month.
  { nombre: '29/02 bisiesto', instante: '2028-02-29T10:00:00-03:00' },
];

/** The suites that read "today": demo, reports, leaves and vacations, clock-in, tasks and recurrences, dashboards, pay slips. */
export const SUITES = {
  server: [
    'test/tareas-demo.test.ts',
    'test/tareas-reportes.test.ts',
    'test/tareas.test.ts',
    'test/licencias-saldos.test.ts',
    'test/licencias-saldos-demo.test.ts',
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
