// The news' rich text, which guides reuse: the deferred editor and the stored body.
// Apart from index.ts: they bring antd, and only a screen that is itself lazy imports them.
export { CuerpoNovedad } from './components/CuerpoNovedad';
export { EditorTextoDiferido } from './components/EditorTextoDiferido';
