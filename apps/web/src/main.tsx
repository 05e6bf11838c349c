import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { precargarInicio } from './app/router';
import { precargarSesionGuardada } from './features/auth/precarga';
import { session } from './lib/session';
import { aplicarTemaAlDocumento, leerTemaGuardado } from './lib/theme/preference';
import './app/global.css';
import './lib/accesibilidad.css';

// Read before the first render so React starts in the stored theme (no flash).
const tema = leerTemaGuardado();
aplicarTemaAlDocumento(tema);

// With a stored session the first screen is the layout and the home: their chunks and their data
// are asked for now, all at once, instead of level by level as each lazy screen renders.
if (session.get().token) {
  void precargarInicio();
  void precargarSesionGuardada(['', '#', '#/'].includes(window.location.hash));
}

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Falta el elemento #root');

// The first render as a transition: React yields to the browser every few milliseconds
// instead of one long task, so a phone answers taps while the app boots (Lighthouse's total
// blocking time; issue 16, item 6).
startTransition(() => {
  createRoot(raiz).render(
    <StrictMode>
      <App temaInicial={tema} />
    </StrictMode>,
  );
});
