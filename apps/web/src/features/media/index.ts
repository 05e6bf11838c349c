// Public surface of the media feature for other features: uploads and the module's file types.
// Its form widgets, which bring antd, are in componentes.ts.
export { subirMedia, useTiposMedia } from './api';
