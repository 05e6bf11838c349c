// The HR widgets that other features' screens embed: the person's photo on the profile.
// Apart from index.ts: it brings antd, and only a screen that is itself lazy imports it.
export { FotoPersona } from './components/FotoPersona';
