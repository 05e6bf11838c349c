// Public surface of the clock-in feature for other features: Argentina's day and hour, as the
// tasks show them beside the clock-ins.
export { diaArgentina, diaLegible, horaArgentina } from './local';
