export const CLAVES_CONTROL = {
  panel: ['control', 'panel'],
} as const;
