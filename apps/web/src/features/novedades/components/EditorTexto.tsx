import { useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Modal, Tooltip, Typography, theme } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  YoutubeOutlined,
} from '@ant-design/icons';
import { enlaceEmbedYoutube } from '@worknet/domain/novedades/youtube';
import { NodoImagen, NodoVideoYoutube } from './extensiones';
import '../novedades.css';

export type EditorTextoProps = {
  /** antd Form.Item gives it; it names the editable area for the label. */
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the text area, e.g. "Texto de la novedad". */
  etiqueta: string;
};

type Dialogo = { tipo: 'enlace' | 'video'; valor: string; error: string | null } | null;

function BotonFormato({
  etiqueta,
  activo,
  onClick,
  icono,
  texto,
  deshabilitado,
}: {
  etiqueta: string;
  activo?: boolean;
  onClick: () => void;
  icono?: React.ReactNode;
  texto?: string;
  deshabilitado?: boolean;
}) {
  return (
    <Tooltip title={etiqueta}>
      <Button
        type={activo ? 'primary' : 'text'}
        size="small"
        icon={icono}
        aria-label={etiqueta}
        aria-pressed={activo === undefined ? undefined : activo}
        disabled={deshabilitado}
        onClick={onClick}
      >
        {texto}
      </Button>
    </Tooltip>
  );
}

function Barra({ editor, abrir }: { editor: Editor; abrir: (d: NonNullable<Dialogo>) => void }) {
  const e = useEditorState({
    editor,
    selector: ({ editor: ed }) => ({
      negrita: ed.isActive('bold'),
      cursiva: ed.isActive('italic'),
      subrayado: ed.isActive('underline'),
      tachado: ed.isActive('strike'),
      h2: ed.isActive('heading', { level: 2 }),
      h3: ed.isActive('heading', { level: 3 }),
      vinetas: ed.isActive('bulletList'),
      numerada: ed.isActive('orderedList'),
      enlace: ed.isActive('link'),
      deshacer: ed.can().undo(),
      rehacer: ed.can().redo(),
    }),
  });
  const c = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label="Formato del texto" className="novedad-editor-barra">
      <BotonFormato etiqueta="Negrita" icono={<BoldOutlined />} activo={e.negrita} onClick={() => c().toggleBold().run()} />
      <BotonFormato etiqueta="Cursiva" icono={<ItalicOutlined />} activo={e.cursiva} onClick={() => c().toggleItalic().run()} />
      <BotonFormato etiqueta="Subrayado" icono={<UnderlineOutlined />} activo={e.subrayado} onClick={() => c().toggleUnderline().run()} />
      <BotonFormato etiqueta="Tachado" icono={<StrikethroughOutlined />} activo={e.tachado} onClick={() => c().toggleStrike().run()} />
      <BotonFormato etiqueta="Título de sección" texto="T1" activo={e.h2} onClick={() => c().toggleHeading({ level: 2 }).run()} />
      <BotonFormato etiqueta="Subtítulo de sección" texto="T2" activo={e.h3} onClick={() => c().toggleHeading({ level: 3 }).run()} />
      <BotonFormato etiqueta="Lista con viñetas" icono={<UnorderedListOutlined />} activo={e.vinetas} onClick={() => c().toggleBulletList().run()} />
      <BotonFormato etiqueta="Lista numerada" icono={<OrderedListOutlined />} activo={e.numerada} onClick={() => c().toggleOrderedList().run()} />
      <BotonFormato
        etiqueta="Enlace"
        icono={<LinkOutlined />}
        activo={e.enlace}
        onClick={() => abrir({ tipo: 'enlace', valor: (editor.getAttributes('link').href as string | undefined) ?? '', error: null })}
      />
      <BotonFormato etiqueta="Insertar video de YouTube" icono={<YoutubeOutlined />} onClick={() => abrir({ tipo: 'video', valor: '', error: null })} />
      <BotonFormato etiqueta="Deshacer" icono={<UndoOutlined />} deshabilitado={!e.deshacer} onClick={() => c().undo().run()} />
      <BotonFormato etiqueta="Rehacer" icono={<RedoOutlined />} deshabilitado={!e.rehacer} onClick={() => c().redo().run()} />
    </div>
  );
}

const ENLACE_VALIDO = /^(https?:\/\/|mailto:)\S+$/i;

/**
 * The rich-text editor of news bodies and the institutional page (Tiptap).
 * Loaded in its own chunk (EditorTextoDiferido): only the forms need it.
 */
export function EditorTexto({ id, value, onChange, etiqueta }: EditorTextoProps) {
  const { token } = theme.useToken();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'] },
      }),
      NodoVideoYoutube,
      NodoImagen,
    ],
    content: value ?? '',
    editorProps: {
      attributes: { ...(id ? { id } : {}), role: 'textbox', 'aria-multiline': 'true', 'aria-label': etiqueta, class: 'novedad-editor-area' },
    },
    onUpdate: ({ editor: ed }) => onChange?.(ed.isEmpty ? '' : ed.getHTML()),
  });

  const aceptar = () => {
    if (!dialogo) return;
    const valor = dialogo.valor.trim();
    if (dialogo.tipo === 'enlace') {
      if (valor === '') {
        editor.chain().focus().extendMarkRange('link').unsetLink().run();
      } else if (!ENLACE_VALIDO.test(valor)) {
        setDialogo({ ...dialogo, error: 'Escriba una dirección que empiece con https://, http:// o mailto:' });
        return;
      } else {
        editor.chain().focus().extendMarkRange('link').setLink({ href: valor }).run();
      }
    } else {
      const src = enlaceEmbedYoutube(valor);
      if (!src) {
        setDialogo({ ...dialogo, error: 'No es un enlace de YouTube válido.' });
        return;
      }
      editor.chain().focus().insertContent({ type: NodoVideoYoutube.name, attrs: { src } }).run();
    }
    setDialogo(null);
  };

  return (
    <div className="novedad-editor" style={{ borderColor: token.colorBorder, background: token.colorBgContainer }}>
      <Barra editor={editor} abrir={setDialogo} />
      <EditorContent editor={editor} />
      <Modal
        open={dialogo !== null}
        title={dialogo?.tipo === 'video' ? 'Insertar video de YouTube' : 'Enlace'}
        okText={dialogo?.tipo === 'video' ? 'Insertar' : 'Aceptar'}
        cancelText="Cancelar"
        onOk={aceptar}
        onCancel={() => setDialogo(null)}
        destroyOnHidden
      >
        <label htmlFor="editor-dialogo-valor" style={{ display: 'block', marginBottom: 8 }}>
          {dialogo?.tipo === 'video' ? 'Enlace del video (YouTube)' : 'Dirección del enlace (vacía para quitarlo)'}
        </label>
        <Input
          id="editor-dialogo-valor"
          autoFocus
          value={dialogo?.valor ?? ''}
          status={dialogo?.error ? 'error' : undefined}
          aria-describedby={dialogo?.error ? 'editor-dialogo-error' : undefined}
          placeholder={dialogo?.tipo === 'video' ? 'https://www.youtube.com/watch?v=…' : 'https://…'}
          onChange={(ev) => dialogo && setDialogo({ ...dialogo, valor: ev.target.value, error: null })}
          onPressEnter={aceptar}
        />
        {dialogo?.error && (
          <Typography.Text id="editor-dialogo-error" type="danger" role="alert">
            {dialogo.error}
          </Typography.Text>
        )}
      </Modal>
    </div>
  );
}
