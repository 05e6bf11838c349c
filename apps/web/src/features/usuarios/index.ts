// Public surface for other features (grupos picks roles and sectors with these).
export { useItems, useSectores } from './api';
export { etiquetaRol } from './roles';
