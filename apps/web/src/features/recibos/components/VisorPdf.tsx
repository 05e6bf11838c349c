import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { pdfDeRecibo, type Copia } from '../api';

type Props = {
  /** The …/archivo route of the slip or page (HR's or the employee's). */
  ruta: string;
  copia?: Copia;
  /** The iframe's accessible name: «Recibo de sueldo de 03/2026». */
  titulo: string;
  /** The download's file name. */
  nombreArchivo: string;
  /** Without it only the view is shown (an unassigned page). */
  conDescarga?: boolean;
  alto?: number | string;
  /** Once the PDF arrived (opening a slip marks it seen on the server). */
  alCargar?: () => void;
};

/**
 * A PDF fetched through the API client with the session's token (slips have no signed links),
 * shown from an object URL and downloadable from the same bytes. The download asks the server
 * again with accion=descargar so that it is audited as such; object URLs are revoked on unmount.
 */
export function VisorPdf({ ruta, copia = 'original', titulo, nombreArchivo, conDescarga = true, alto = '70vh', alCargar }: Props) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const [descargando, setDescargando] = useState(false);
  // Read through a ref: a new callback on each render must not fetch the PDF again.
  const avisarCarga = useRef(alCargar);
  useEffect(() => {
    avisarCarga.current = alCargar;
  }, [alCargar]);

  useEffect(() => {
    let vivo = true;
    let creada: string | null = null;
    setUrl(null);
    setError(false);
    pdfDeRecibo(ruta, copia, 'ver')
      .then((blob) => {
        if (!vivo) return;
        creada = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
        setUrl(creada);
        avisarCarga.current?.();
      })
      .catch(() => vivo && setError(true));
    return () => {
      vivo = false;
      if (creada) URL.revokeObjectURL(creada);
    };
  }, [ruta, copia]);

  const descargar = async () => {
    setDescargando(true);
    try {
      const blob = await pdfDeRecibo(ruta, copia, 'descargar');
      const enlace = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = enlace;
      a.download = nombreArchivo;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(enlace), 1_000);
    } catch {
      // The client already showed the toast.
    } finally {
      setDescargando(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      {conDescarga && (
        <Flex wrap gap={8}>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void descargar()} loading={descargando}>
            {copia === 'firmada' ? 'Descargar copia firmada' : 'Descargar'}
          </Button>
        </Flex>
      )}
      {error ? (
        <Alert type="error" showIcon title="No se pudo abrir el PDF." />
      ) : url ? (
        <iframe title={titulo} src={url} style={{ width: '100%', height: alto, border: '1px solid #d9d9d9', borderRadius: 8 }} />
      ) : (
        <Spin aria-label="Cargando el PDF" />
      )}
    </Flex>
  );
}
