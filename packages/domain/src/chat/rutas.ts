// The chat's addresses on the server and its media model, without zod: the web's header entry
// imports them into the layout's chunk (esquemas.ts builds zod schemas and stays out of it).

/** Attachments are media drafts uploaded with these (subirMedia(file, { modulo, modelo, tipo_id }), type 'Adjunto'). */
export const MEDIA_CHAT = { modulo: 'chat', modelo: 'chat_mensaje' } as const;

/** Every chat call, for the web's api.ts (the spec's under /openfire, the rest under /chat). */
export const RUTAS_CHAT = {
  /** GET ?from= → respuestasChat.participantes */
  conversaciones: '/api/v1/openfire/get_conversations/',
  /** POST {from,to} → respuestasChat.lectura */
  reiniciar: '/api/v1/openfire/set_message_notify_reset',
  /** POST {from,to,count?,before?} → respuestasChat.conversacion */
  conversacion: '/api/v1/openfire/get_conversation',
  /** GET ?groupName=General&filter= → respuestasChat.contactos */
  contactos: '/api/v1/openfire/get_contact/',
  /** POST {to} → respuestasChat.avisos */
  avisos: '/api/v1/openfire/get_message_notify',
  /** POST {to,from,message,adjuntos?,clave?} → respuestasChat.mensaje; PUT `${enviar}/${id}` {from} → respuestasChat.lectura */
  enviar: '/api/v1/openfire/set_message_notify',
  /** DELETE `${mensajes}/${id}` → respuestasChat.mensaje (own messages only) */
  mensajes: '/api/v1/chat/mensajes',
  /** GET ?q=&to?&skip&limit → respuestasChat.busqueda */
  buscar: '/api/v1/chat/buscar',
  /** GET → respuestasChat.salas (sectors whose room the caller may create); POST {sector_id} → respuestasChat.sala */
  salas: '/api/v1/chat/salas',
  /** POST {from,to} → respuestasChat.vacia (same as the socket event chat:escribiendo) */
  escribiendo: '/api/v1/chat/escribiendo',
} as const;
