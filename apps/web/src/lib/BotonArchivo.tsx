import { useRef, type ReactNode } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';

type Props = {
  /** Goes on the file input: a form label pointing at it opens the chooser, and the button keeps its own name ("Subir portada"). */
  id?: string;
  children: ReactNode;
  /** The hidden input's name for screen readers and tests, e.g. "Archivo de la portada". */
  etiquetaInput: string;
  accept: string;
  multiple?: boolean;
  loading?: boolean;
  disabled?: boolean;
  describedBy?: string;
  onArchivos: (archivos: File[]) => void;
};

/**
 * A button that opens the file chooser. A plain input rather than antd's Upload,
 * as the personnel file's photo does: Upload would pull its icons into the
 * shared chunks of the login page.
 */
export function BotonArchivo({ id, children, etiquetaInput, accept, multiple, loading, disabled, describedBy, onArchivos }: Props) {
  const selector = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={selector}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        // antd's Form styles set input[type=file] to display: block, which beats `hidden`.
        style={{ display: 'none' }}
        aria-label={etiquetaInput}
        onChange={(e) => {
          const archivos = [...(e.target.files ?? [])];
          // Choosing the same file again must fire onChange again.
          e.target.value = '';
          if (archivos.length) onArchivos(archivos);
        }}
      />
      <Button icon={<UploadOutlined />} loading={loading} disabled={disabled} aria-describedby={describedBy} onClick={() => selector.current?.click()}>
        {children}
      </Button>
    </>
  );
}
