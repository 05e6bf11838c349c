import { lazyScreen } from '../../lib/lazyScreen';
import type { RutaModulo } from '../../lib/rutas';

// Spec §2 General: «chat». Any logged-in user (the server's calls are 'autenticado' too).
export const rutasChat: RutaModulo[] = [{ path: 'chat', titulo: 'Chat', Screen: lazyScreen(() => import('./pages/ChatPage').then((m) => m.ChatPage)) }];
