import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { aplicarTemaAlDocumento, leerTemaGuardado } from './app/theme/preference';
import './app/global.css';
import './lib/accesibilidad.css';

// Read before the first render so React starts in the stored theme (no flash).
const tema = leerTemaGuardado();
aplicarTemaAlDocumento(tema);

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Falta el elemento #root');

createRoot(raiz).render(
  <StrictMode>
    <App temaInicial={tema} />
  </StrictMode>,
);
