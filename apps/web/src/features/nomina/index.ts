// Public surface of the staff list for other features: the HR list reads its page, and the
// dashboards link to it already filtered.
export { usePaginaNomina, type FilaNomina } from './api';
export { rutaNominaFiltrada } from './filtros';
