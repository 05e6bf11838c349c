// The public face of leaves for other modules: the non-working days (national holidays plus the group's own).
export { conjuntoNoLaborables } from './feriados';
