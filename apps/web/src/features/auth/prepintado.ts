// The login page painted by index.html before any script runs (issue 16, item 6). On a phone
// the entry script takes seconds to arrive and run; the document already carries the login
// page's markup (the same that React renders: prepintado.test.tsx checks it), shown by
// public/tema-inicial.js only on the login route without a stored session. React replaces it
// with its own identical page; what the person typed meanwhile, where the cursor was and a
// press of «Ingresar» are carried over, so nothing painted is lost or false.

/** Marks the block in index.html; CSS shows it only under html[data-prepintado]. */
export const CLASE_PREPINTADO = 'worknet-prepintado';

export type IngresoPrepintado = { username: string; password: string; foco: 'username' | 'password' | null; enviado: boolean };

/**
 * What the static form holds, read by the login page's first render. React's first commit
 * removes the static markup, so any later login page (after a logout) gets null.
 */
export function tomarIngresoPrepintado(): IngresoPrepintado | null {
  if (typeof document === 'undefined' || !document.documentElement.hasAttribute('data-prepintado')) return null;
  const bloque = document.querySelector(`.${CLASE_PREPINTADO}`);
  const usuario = bloque?.querySelector<HTMLInputElement>('#login-usuario');
  const password = bloque?.querySelector<HTMLInputElement>('#login-password');
  if (!bloque || !usuario || !password) return null;
  const activo = document.activeElement;
  return {
    username: usuario.value,
    password: password.value,
    foco: activo === usuario ? 'username' : activo === password ? 'password' : null,
    enviado: bloque.querySelector('form')?.hasAttribute('data-enviado') ?? false,
  };
}
