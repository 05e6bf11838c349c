import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

const ENVIAR = 'notificaciones.notificacion.enviar';

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
  {
    path: 'mis_mensajes',
    titulo: 'Mis notificaciones',
    Screen: lazyScreen(() => import('./pages/MisMensajesPage').then((m) => m.MisMensajesPage)),
  },
  {
    path: 'notificaciones/mensajes_sistema',
    titulo: 'Mensajes del sistema',
    Screen: lazyScreen(() => import('./pages/MensajesSistemaPage').then((m) => m.MensajesSistemaPage)),
  },
];
