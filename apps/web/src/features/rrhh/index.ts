// Public surface of the HR feature for other features: where a person's photo is stored (the
// profile shows and changes the user's own). The photo widget, with antd, is in componentes.ts.
export { MODELO_FOTO, MODULO_FOTO } from './foto';
