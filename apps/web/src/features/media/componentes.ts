// The media feature's form widgets that other features' screens embed (news, pay slips, tasks).
// Apart from index.ts: they bring antd, and only a screen that is itself lazy imports them.
export { CampoImagen } from './components/CampoImagen';
export { ListaAdjuntos } from './components/ListaAdjuntos';
