// Public surface of the notifications feature for the app shell (the header bell).
export { Campana } from './components/Campana';
export { useAvisosEnVivo } from './components/useAvisosEnVivo';
