import { RUTAS_PUSH } from '@worknet/domain/push/rutas';
import { api } from '../api';
import { session } from '../session';
import { escribir, leer } from '../storage';

// Push permission and subscription (issue 40 items 2 and 6). The browser's prompt is asked for
// only when the user chose it (the offer's «Activar», or Mi perfil), never on first paint and
// never again after a «no»; with permission granted the subscription is re-sent on each start.

/** Remembers a «No, gracias» (or the browser's «Bloquear»): the offer never comes back. */
export const CLAVE_RECHAZO = 'worknet.push.rechazado';
/** The offer appears after this much use of the logged-in app (not on first paint). */
export const USO_ANTES_DE_OFRECER_MS = 45_000;

export type Soporte = {
  /** Notification, PushManager and service workers exist. */
  push: boolean;
  permiso: NotificationPermission;
  /** An iPhone or iPad (iPadOS says «Macintosh» but has touch). */
  ios: boolean;
  /** Opened from the Home Screen (display-mode standalone, or Safari's navigator.standalone). */
  instalada: boolean;
};

/**
 * iOS has web push only for an app added to the Home Screen (16.4+): in Safari's tab the API is
 * missing or useless, so the answer there is how to install, not a button.
 */
export const necesitaInstalarEnIos = (s: Soporte): boolean => s.ios && !s.instalada;

/** Whether the small «¿Recibir avisos…?» offer may show now. */
export function debeOfrecer(s: Soporte, e: { rechazado: boolean; usoMs: number }): boolean {
  if (!s.push || necesitaInstalarEnIos(s)) return false;
  if (s.permiso !== 'default' || e.rechazado) return false;
  return e.usoMs >= USO_ANTES_DE_OFRECER_MS;
}

export function soporteActual(): Soporte {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { standalone?: boolean });
  const ua = nav?.userAgent ?? '';
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && (nav?.maxTouchPoints ?? 0) > 1);
  const instalada = nav?.standalone === true || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
  const push = typeof Notification !== 'undefined' && typeof window !== 'undefined' && 'PushManager' in window && !!nav && 'serviceWorker' in nav;
  return { push, permiso: typeof Notification === 'undefined' ? 'denied' : Notification.permission, ios, instalada };
}

export const rechazado = (): boolean => leer(CLAVE_RECHAZO) === '1';
export const recordarRechazo = (): void => escribir(CLAVE_RECHAZO, '1');

/** The VAPID public key (base64url) as pushManager.subscribe wants it. */
export function bytesDeBase64url(texto: string): Uint8Array<ArrayBuffer> {
  const b64 = texto
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(texto.length / 4) * 4, '=');
  const binario = atob(b64);
  const bytes = new Uint8Array(new ArrayBuffer(binario.length));
  for (let i = 0; i < binario.length; i++) bytes[i] = binario.charCodeAt(i);
  return bytes;
}

function mismosBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

type RegistroPush = Pick<ServiceWorkerRegistration, 'pushManager'>;

/**
 * Subscribes (or keeps the current subscription) with the server's VAPID key and registers it
 * for the caller's session (POST /register/worknet; idempotent). A subscription made with
 * another key (the server's keys changed) is replaced. Silent: a failure only means no push.
 */
export async function sincronizarSuscripcion(registro: RegistroPush): Promise<boolean> {
  if (!session.get().token || typeof Notification === 'undefined' || Notification.permission !== 'granted' || !registro.pushManager) return false;
  try {
    const r = await api.get<{ clave_publica: string }>(RUTAS_PUSH.clave, { silent: true });
    if (!r.data) return false;
    const clave = bytesDeBase64url(r.data.clave_publica);
    let suscripcion = await registro.pushManager.getSubscription();
    if (suscripcion && !mismosBytes(suscripcion.options.applicationServerKey, clave)) {
      await suscripcion.unsubscribe();
      suscripcion = null;
    }
    suscripcion ??= await registro.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: clave });
    await api.post(RUTAS_PUSH.registrar, suscripcion.toJSON(), { silent: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The user chose to turn push on: the browser asks, and a «Bloquear» is remembered as a «no».
 * Returns the browser's answer.
 */
export async function activarAvisos(): Promise<NotificationPermission> {
  if (typeof Notification === 'undefined') return 'denied';
  const permiso = await Notification.requestPermission();
  if (permiso === 'denied') recordarRechazo();
  // getRegistration, not `ready`: without a worker (dev) `ready` never settles.
  const registro = permiso === 'granted' && 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registro) await sincronizarSuscripcion(registro);
  return permiso;
}
