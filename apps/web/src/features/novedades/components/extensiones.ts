import { mergeAttributes, Node } from '@tiptap/react';
import { enlaceEmbedYoutube } from '@worknet/domain/novedades/youtube';

// Two nodes the starter kit lacks, so a body saved with videos or images keeps
// them when it is edited again. The server cleans whatever they produce
// (apps/server/src/modules/novedades/novedades.html.ts).

/** An embedded YouTube video: `<iframe src="https://www.youtube.com/embed/…">`. */
export const NodoVideoYoutube = Node.create({
  name: 'videoYoutube',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (el) => {
          const src = enlaceEmbedYoutube(el.getAttribute('src') ?? '');
          return src ? { src } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes({ title: 'Video de YouTube', allowfullscreen: 'true', class: 'novedad-video-editor' }, HTMLAttributes)];
  },
});

/** An image of Worknet's media (only the server can validate where it points). */
export const NodoImagen = Node.create({
  name: 'imagen',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes({ style: 'max-width: 100%; height: auto' }, HTMLAttributes)];
  },
});
