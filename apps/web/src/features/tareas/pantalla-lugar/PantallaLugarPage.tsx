import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import type { QrUbicacion } from '@worknet/domain/catalogos/respuestas';
import { formatoFecha } from '@worknet/domain/fechas';
import * as reloj from '@worknet/domain/reloj';
import { urlEscaneo } from '../../../catalogos/qr';
import { useImagenQr } from '../../../catalogos/useImagenQr';
import { useApiQuery } from '../../../lib/query';

/** A sleeping tablet may miss the midnight timer: it asks again at least this often (and when it wakes). */
const REPASO_MS = 10 * 60_000;

/** When to ask again: just after midnight in Argentina, or sooner if that is far away. */
export const esperaHastaElProximoCodigo = (): number => Math.min(reloj.msHastaManana() + 2_000, REPASO_MS);

/**
 * 'admin/ubicaciones/{id}/pantalla' (issue 37 item 4): the screen at the place (a tablet, a
 * phone of the sector) that shows the location's code of today, the one a scan proves
 * presence with. It asks for the new code just after midnight in Argentina, so nobody has to
 * reprint anything; a photo of it stops working when the day ends.
 */
export function PantallaLugarPage() {
  const { id = '' } = useParams();
  const qr = useApiQuery<QrUbicacion>(['tareas', 'ubicacion', id, 'pantalla'], `/api/v1/tareas/ubicacion/${encodeURIComponent(id)}/qr`, undefined, {
    refetchInterval: esperaHastaElProximoCodigo,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
    llamada: { silent: true },
  });
  const src = useImagenQr(qr.data ? urlEscaneo(qr.data.ruta) : null);
  const marco = useRef<HTMLElement>(null);
  const [completa, setCompleta] = useState(false);

  useEffect(() => {
    const cambio = () => setCompleta(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', cambio);
    return () => document.removeEventListener('fullscreenchange', cambio);
  }, []);

  const alternar = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void marco.current?.requestFullscreen?.().catch(() => undefined);
  };

  const titulo = qr.data?.etiqueta ?? 'Código del lugar';
  return (
    <section ref={marco} style={{ background: 'var(--ant-color-bg-container, #fff)', minHeight: completa ? '100vh' : undefined, padding: 16 }}>
      <Flex vertical align="center" gap={12}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0, textAlign: 'center' }}>
          {titulo}
        </Typography.Title>
        {qr.isError ? (
          <Alert type="error" showIcon title={qr.error.message || 'No se pudo obtener el código de este lugar.'} />
        ) : src && qr.data ? (
          <img src={src} alt={`Código QR de hoy de ${titulo}`} style={{ width: 'min(90vw, 70vh)', height: 'min(90vw, 70vh)' }} />
        ) : (
          <Spin aria-label="Generando el código QR" />
        )}
        {qr.data && (
          <Typography.Text style={{ fontSize: 18, textAlign: 'center' }}>
            Escanee este código con Worknet para registrar que está aquí. Vale el {formatoFecha(qr.data.dia)}; se renueva solo a la medianoche.
          </Typography.Text>
        )}
        <Button icon={completa ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />} onClick={alternar}>
          {completa ? 'Salir de pantalla completa' : 'Pantalla completa'}
        </Button>
      </Flex>
    </section>
  );
}
