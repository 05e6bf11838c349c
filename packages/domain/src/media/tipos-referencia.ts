// Media tipos every installation has (seeded at start, production too). Keep the
// labels stable: screens look the tipo up by them (e.g. the news cover).

export const TIPO_MEDIA_PORTADA = 'Portada';
export const TIPO_MEDIA_ADJUNTO = 'Adjunto';
/** The photo of a personnel file (rrhh/persona): its newest live one is the photo shown. */
export const TIPO_MEDIA_FOTO = 'Foto';
/** The picture of a building (identidad/edificio), shown when choosing a sector. */
export const TIPO_MEDIA_IMAGEN = 'Imagen';
/** The certificate of a personnel event (issue 19: enfermedad, examen, matrimonio…). */
export const TIPO_MEDIA_CERTIFICADO = 'Certificado';
/** The company's stamp an HR user signs a payroll run with (issue 20): drawn on every signed slip. */
export const TIPO_MEDIA_SELLO = 'Sello';
/** A document of HR's file manager (issue 20 item 5): each of its versions is one media item. */
export const TIPO_MEDIA_DOCUMENTO = 'Documento';

export const TIPOS_MEDIA_REFERENCIA: readonly { modulo: string; modelo: string; label: string }[] = [
  { modulo: 'novedades', modelo: 'novedad', label: TIPO_MEDIA_PORTADA },
  { modulo: 'novedades', modelo: 'novedad', label: TIPO_MEDIA_ADJUNTO },
  { modulo: 'rrhh', modelo: 'persona', label: TIPO_MEDIA_FOTO },
  { modulo: 'identidad', modelo: 'edificio', label: TIPO_MEDIA_IMAGEN },
  // Purchase orders (issue 18): the file of a cart line, and of an order line once sent.
  { modulo: 'pedidos', modelo: 'carrito_item', label: TIPO_MEDIA_ADJUNTO },
  { modulo: 'pedidos', modelo: 'pedido_item', label: TIPO_MEDIA_ADJUNTO },
  // Personnel events (issue 19): the certificate a type may require (rrhh_tipo_novedad.requiere_certificado).
  { modulo: 'rrhh', modelo: 'novedad_personal', label: TIPO_MEDIA_CERTIFICADO },
  // Pay slips (issue 20): the employer's stamp image of a run (modelo 'liquidacion', see recibos/esquemas.ts).
  { modulo: 'rrhh', modelo: 'liquidacion', label: TIPO_MEDIA_SELLO },
  { modulo: 'rrhh', modelo: 'documento', label: TIPO_MEDIA_DOCUMENTO },
  // Tasks (issue 22): photos and files of a task (modelo 'tarea', see tareas/esquemas.ts).
  { modulo: 'tareas', modelo: 'tarea', label: TIPO_MEDIA_ADJUNTO },
  // Guides (issue 22 item 5): the PDF of a version (modelo 'guia_version', see guias/esquemas.ts).
  { modulo: 'tareas', modelo: 'guia_version', label: TIPO_MEDIA_DOCUMENTO },
  // Chat (issue 39): files and images of a message (modelo 'chat_mensaje', see chat/esquemas.ts).
  { modulo: 'chat', modelo: 'chat_mensaje', label: TIPO_MEDIA_ADJUNTO },
  // Tickets (issue 41): photos and files of a ticket and its replies (modelo 'ticket', see tickets/esquemas.ts).
  { modulo: 'tickets', modelo: 'ticket', label: TIPO_MEDIA_ADJUNTO },
  // Budget requests (issue 42): a request's files and each supplier quote's PDF (see presupuestos/esquemas.ts).
  { modulo: 'presupuestos', modelo: 'solicitud_presupuesto', label: TIPO_MEDIA_ADJUNTO },
  { modulo: 'presupuestos', modelo: 'presupuesto', label: TIPO_MEDIA_DOCUMENTO },
];
