import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginPage } from './pages/LoginPage';
import { CLASE_PREPINTADO, tomarIngresoPrepintado } from './prepintado';

// index.html paints the login page before the scripts run (prepintado.ts): its markup must be
// exactly what React renders, or the page would change under the person's eyes.
// PREPINTADO_ESCRIBIR=1 npx vitest run src/features/auth/prepintado.test.tsx rewrites it.
// jsdom's import.meta.url is not a file URL: the path from where vitest runs, the package's folder
// or the repository's root (npm test runs every project from there).
const RUTA_HTML = [resolve(process.cwd(), 'index.html'), resolve(process.cwd(), 'apps/web/index.html')].find(
  (r) => existsSync(r) && readFileSync(r, 'utf8').includes('prepintado'),
)!;
const INICIO = `<div class="${CLASE_PREPINTADO}">`;
const FIN = '</div><!--/prepintado-->';

function marcadoDelLogin(): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
}

describe('ingreso pintado por index.html', () => {
  it('es el mismo marcado que la página de ingreso de React', () => {
    const html = readFileSync(RUTA_HTML, 'utf8');
    const desde = html.indexOf(INICIO);
    const hasta = html.indexOf(FIN, desde);
    expect(desde).toBeGreaterThan(0);
    expect(hasta).toBeGreaterThan(desde);
    const esperado = marcadoDelLogin();
    if (process.env.PREPINTADO_ESCRIBIR) writeFileSync(RUTA_HTML, html.slice(0, desde + INICIO.length) + esperado + html.slice(hasta));
    else expect(html.slice(desde + INICIO.length, hasta)).toBe(esperado);
  });
});

describe('lo escrito antes de que cargue React', () => {
  it('pasa a la página de React: usuario, contraseña, foco y un «Ingresar» pendiente; sin la página pintada, nada', () => {
    expect(tomarIngresoPrepintado()).toBeNull();
    const bloque = document.createElement('div');
    bloque.className = CLASE_PREPINTADO;
    bloque.innerHTML = marcadoDelLogin();
    document.body.append(bloque);
    document.documentElement.setAttribute('data-prepintado', '');
    try {
      bloque.querySelector<HTMLInputElement>('#login-usuario')!.value = 'ana';
      const password = bloque.querySelector<HTMLInputElement>('#login-password')!;
      password.value = 'secreta';
      password.focus();
      bloque.querySelector('form')!.setAttribute('data-enviado', '');
      expect(tomarIngresoPrepintado()).toEqual({ username: 'ana', password: 'secreta', foco: 'password', enviado: true });
    } finally {
      bloque.remove();
      document.documentElement.removeAttribute('data-prepintado');
    }
    // Once React has replaced the painted page, a later login page starts empty.
    expect(tomarIngresoPrepintado()).toBeNull();
  });
});
