import { useSyncExternalStore } from 'react';
import { session, type Sesion } from './session';

export function useSesion(): Sesion {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
