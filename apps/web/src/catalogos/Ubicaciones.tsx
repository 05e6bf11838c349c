import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Modal, Space, Spin, Typography } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import type { Catalogo } from '@worknet/domain/catalogos/motor';
import type { QrUbicacion } from '@worknet/domain/catalogos/respuestas';
import { useApiQuery } from '../lib/query';
import { claveCatalogo, rutaApi, type Fila } from './api';
import { ListaEnLinea } from './ListaEnLinea';
import { imprimirQr, urlEscaneo } from './qr';
import { useImagenQr } from './useImagenQr';

/** Today's code of a location (`<id>.<AAAAMMDD>.<firma>`): only the app reads it, so the card shows the label too. */
export function QrModal({ catalogo: c, ubicacion, onCerrar }: { catalogo: Catalogo; ubicacion: Fila | null; onCerrar: () => void }) {
  const id = ubicacion?.id ?? null;
  const qr = useApiQuery<QrUbicacion>([...claveCatalogo(c), 'qr', id], `${rutaApi(c)}/${id ?? 0}/qr`, undefined, { enabled: id !== null });
  const src = useImagenQr(qr.data ? urlEscaneo(qr.data.ruta) : null);
  const titulo = qr.data?.etiqueta ?? ubicacion?.etiqueta ?? '';
  return (
    <Modal
      open={ubicacion !== null}
      title="Código QR"
      onCancel={onCerrar}
      destroyOnHidden
      footer={[
        <Button key="cerrar" onClick={onCerrar}>
          Cerrar
        </Button>,
        <Button key="imprimir" type="primary" disabled={!src} onClick={() => src && imprimirQr({ imagen: src, titulo })}>
          Imprimir
        </Button>,
      ]}
    >
      <Space orientation="vertical" align="center" style={{ width: '100%' }}>
        {src ? (
          <img src={src} alt={`Código QR de ${titulo}`} width={240} height={240} />
        ) : qr.isError ? (
          <Typography.Text>No se pudo obtener el código de esta ubicación.</Typography.Text>
        ) : (
          <Spin aria-label="Generando el código QR" />
        )}
        <Typography.Text strong style={{ fontSize: 16 }}>
          {titulo}
        </Typography.Text>
        {qr.data && (
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            Código: {qr.data.codigo}
          </Typography.Text>
        )}
        {qr.data?.dia && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Vale sólo el {qr.data.dia.split('-').reverse().join('/')}: muéstrelo en una pantalla del lugar; una foto o una copia impresa no sirven otro día.
          </Typography.Text>
        )}
        {id !== null && <Link to={`/admin/ubicaciones/${id}/pantalla`}>Abrir la pantalla del lugar (se renueva sola cada día)</Link>}
      </Space>
    </Modal>
  );
}

/** 'admin/ubicaciones': edited in place, plus each location's printable QR. */
export function Ubicaciones({ catalogo }: { catalogo: Catalogo }) {
  const [conQr, setConQr] = useState<Fila | null>(null);
  return (
    <>
      <ListaEnLinea
        catalogo={catalogo}
        accionesExtra={(fila) => [
          {
            clave: 'qr',
            texto: 'Código QR',
            nombre: `Código QR de ${fila.etiqueta}`,
            icono: <QrcodeOutlined aria-hidden />,
            principal: true,
            alElegir: () => setConQr(fila),
          },
        ]}
      />
      <QrModal catalogo={catalogo} ubicacion={conQr} onCerrar={() => setConQr(null)} />
    </>
  );
}
