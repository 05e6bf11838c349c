import { useEffect, useRef, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { problemaAntesDeSubir } from '@worknet/domain/media/archivos';

/**
 * The photo of the problem: on a phone the camera opens at once (capture), elsewhere the file
 * chooser. Kept in the form until it is sent; the request uploads it once it exists.
 */
export function CampoFoto({ id, value, onChange }: { id?: string; value?: File | null; onChange?: (f: File | null) => void }) {
  const selector = useRef<HTMLInputElement>(null);
  const [problema, setProblema] = useState<string | null>(null);
  const [vista, setVista] = useState<string | null>(null);
  useEffect(() => {
    if (!value) return setVista(null);
    const url = URL.createObjectURL(value);
    setVista(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  const idError = `${id ?? 'foto'}-problema`;
  return (
    <div>
      <input
        ref={selector}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        style={{ display: 'none' }}
        aria-label="Archivo de la foto del problema"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (!f) return;
          const p = problemaAntesDeSubir(f, { soloImagenes: true });
          setProblema(p);
          if (!p) onChange?.(f);
        }}
      />
      <Space wrap>
        <Button icon={<CameraOutlined aria-hidden />} aria-describedby={problema ? idError : undefined} onClick={() => selector.current?.click()}>
          {value ? 'Cambiar la foto' : 'Sacar o elegir una foto'}
        </Button>
        {value && (
          <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(null)}>
            Quitar la foto
          </Button>
        )}
      </Space>
      {problema && (
        <Typography.Paragraph id={idError} type="danger" style={{ marginTop: 8, marginBottom: 0 }}>
          {problema}
        </Typography.Paragraph>
      )}
      {vista && (
        <img src={vista} alt="Foto del problema elegida" style={{ display: 'block', marginTop: 8, maxWidth: '100%', maxHeight: 220, borderRadius: 8 }} />
      )}
    </div>
  );
}
