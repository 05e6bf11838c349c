// Inventory contracts (issue 17): one module per part; each helper appends its own line.
export * from './maestros';
export * from './cantidades';
export * from './documentos';
export * from './fefo';
export * from './stock';
export * from './vencimientos';
