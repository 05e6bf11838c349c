export const CLAVES_GRUPOS = {
  grupos: ['grupos'],
} as const;
