import { Space, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { ItemMedia } from '@worknet/domain/media/item';

/** The ticket's photos (thumbnails that open the original) and other files (links). */
export function AdjuntosTicket({ adjuntos }: { adjuntos: ItemMedia[] }) {
  if (adjuntos.length === 0) return null;
  const fotos = adjuntos.filter((a) => a.miniatura_url);
  const otros = adjuntos.filter((a) => !a.miniatura_url);
  return (
    <section aria-labelledby="ticket-adjuntos" style={{ marginBottom: 16 }}>
      <Typography.Title level={2} id="ticket-adjuntos" style={{ fontSize: 16 }}>
        Adjuntos
      </Typography.Title>
      {fotos.length > 0 && (
        <Space wrap style={{ marginBottom: 8 }}>
          {fotos.map((f) => (
            <a key={f.id} href={f.url} target="_blank" rel="noreferrer">
              <img
                src={f.miniatura_url!}
                alt={f.descripcion ?? `Foto ${f.nombre}`}
                style={{ maxWidth: '100%', width: 200, maxHeight: 200, objectFit: 'cover', borderRadius: 8 }}
              />
            </a>
          ))}
        </Space>
      )}
      {otros.map((a) => (
        <div key={a.id}>
          <PaperClipOutlined aria-hidden />{' '}
          <a href={a.url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {a.nombre}
          </a>
        </div>
      ))}
    </section>
  );
}
