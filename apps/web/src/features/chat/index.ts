// Public surface of the chat feature for the app shell and other features: the header's entry
// (plain, no antd: the layout's chunk) and «Escribir a …» for a person's card (the bundler leaves it
// out of the chunks that do not use it).
export { EntradaChat } from './components/EntradaChat';
export { EscribirA } from './components/EscribirA';
