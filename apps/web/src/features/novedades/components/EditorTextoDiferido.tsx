import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { EditorTextoProps } from './EditorTexto';

// Tiptap and ProseMirror weigh more than the rest of the news screens: their
// own chunk, loaded only when a form shows the editor.
const EditorTexto = lazy(() => import('./EditorTexto').then((m) => ({ default: m.EditorTexto })));

export function EditorTextoDiferido(props: EditorTextoProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <EditorTexto {...props} />
    </Suspense>
  );
}
