import { PaperClipOutlined } from '@ant-design/icons';
import type { Archivo } from '../api';

/** A line's file: its name, opening the signed link in a new tab. */
export function Adjunto({ archivo }: { archivo: Archivo }) {
  return (
    <a href={archivo.url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
      <PaperClipOutlined aria-hidden /> {archivo.nombre}
    </a>
  );
}
