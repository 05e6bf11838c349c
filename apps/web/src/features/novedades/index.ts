// Public surface of the news feature for the login's preloading and the header's live events.
// Light on purpose: the frame and the login page import it (docs/ui.md). The rich text that
// guides reuse is in componentes.ts.
export { CLAVES_NOVEDADES, refrescarNovedades, TAMANO_FEED } from './api';
