import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

const ENVIAR = 'notificaciones.notificacion.enviar';
const MisMensajes = lazyScreen(() => import('./pages/MisMensajesPage').then((m) => m.MisMensajesPage));

export const rutasNotificaciones: RutaModulo[] = [
  {
    path: 'notificaciones/create',
    titulo: 'Enviar notificación',
    permiso: ENVIAR,
    Screen: lazyScreen(() => import('./pages/NotificacionCrearPage').then((m) => m.NotificacionCrearPage)),
  },
  {
    path: 'notificaciones/listar',
    titulo: 'Notificaciones enviadas',
    permiso: ENVIAR,
    Screen: lazyScreen(() => import('./pages/NotificacionesEnviadasPage').then((m) => m.NotificacionesEnviadasPage)),
  },
  // Spec §2 General names both «notifications» and «mis_mensajes»: the same screen under each
  // (the menu, the bell and the messages' links use mis_mensajes).
  { path: 'mis_mensajes', titulo: 'Mis notificaciones', Screen: MisMensajes },
  { path: 'notifications', titulo: 'Mis notificaciones', Screen: MisMensajes },
  {
    path: 'notificaciones/mensajes_sistema',
    titulo: 'Mensajes del sistema',
    Screen: lazyScreen(() => import('./pages/MensajesSistemaPage').then((m) => m.MensajesSistemaPage)),
  },
];
