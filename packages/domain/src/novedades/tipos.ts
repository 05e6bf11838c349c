// Shapes the news calls answer with: their schemas are respuestas.ts. Type-only re-exports,
// free for any bundle (no zod at run time).

export type { AudienciaNovedad, Nombrado, NovedadDetalle, NovedadFila, NovedadTarjeta, OpcionesAudiencia, PaginaInformacion } from './respuestas';
