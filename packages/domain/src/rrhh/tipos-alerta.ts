// The kinds of a file's due-date alert (rules in alertas.ts, response schema in legajo.ts).
export const TIPOS_ALERTA = ['contrato_prueba', 'contrato_dependencia', 'matricula', 'sala_maternal', 'formacion'] as const;
export type TipoAlerta = (typeof TIPOS_ALERTA)[number];
