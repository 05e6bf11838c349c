// Public surface of the chat feature for the app shell and other features: the header's entry
// (plain, no antd) and the address of a conversation with someone («Escribir a …»).
import { direccionDe } from '@worknet/domain/chat/direcciones';

export { EntradaChat } from './components/EntradaChat';

/** The chat screen opened on the conversation with `username` (a hash route). */
export const rutaChatCon = (username: string) => `/chat?con=${encodeURIComponent(direccionDe(username))}`;
