// What log_acceso and recovery_password report about the client (spec §7).
declare const __APP_VERSION__: string;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/** The spec's "Reset-password client version" (§9), sent by recovery_password. */
export const VERSION_CLIENTE_RESET = '1.0.49';

export function datosCliente(version: string = APP_VERSION): { platform: string; appVersion: string; browser: string } {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const platform =
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: userAgentData is not in the DOM lib
    (nav as (Navigator & { userAgentData?: { platform?: string } }) | undefined)?.userAgentData?.platform || nav?.platform || 'web';
  return { platform: platform.slice(0, 200), appVersion: version, browser: (nav?.userAgent ?? 'desconocido').slice(0, 500) };
}
