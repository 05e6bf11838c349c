import type { CampoRegistro } from './registros';

/** Fields of the bank account (cuentaBancariaSchema). */
export const CAMPOS_CUENTA: CampoRegistro[] = [
  { nombre: 'banco', campo: { tipo: 'texto', etiqueta: 'Banco', max: 100, requerido: true } },
  { nombre: 'cbu', campo: { tipo: 'texto', etiqueta: 'CBU', max: 26, requerido: true, ayuda: '22 dígitos' } },
  { nombre: 'alias', campo: { tipo: 'texto', etiqueta: 'Alias', max: 20 } },
];
