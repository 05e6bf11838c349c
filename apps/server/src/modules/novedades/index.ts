// The news module's public face for other modules: the rich-text cleaning of the news editor's
// HTML (guides store their text versions with it, issue 22 item 5).
export { cuerpoParaLeer, sanearCuerpo, textoDelCuerpo } from './novedades.html';
