import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { TOQUE } from '../diarias/TarjetaTarea';
import { codigoDeUbicacion, rutaEscaneo } from './codigo';

// «Escanear QR del lugar»: where the browser reads barcodes (BarcodeDetector: Chrome and
// Edge on Android) the camera opens here; elsewhere, as with the clock-in kiosk's QR, the
// phone's own camera app opens the printed QR's link (…#/scan-ubicacion/<código>). Either
// way the code can be pasted. No library: the printed QR is a plain URL.

type Detector = { detect(fuente: CanvasImageSource): Promise<{ rawValue: string }[]> };
type ConstructorDetector = new (opciones: { formats: string[] }) => Detector;

const detectorDelNavegador = (): ConstructorDetector | null => (globalThis as unknown as { BarcodeDetector?: ConstructorDetector }).BarcodeDetector ?? null;

/** The camera's picture, read a few times a second until a location code shows. */
function Camara({ alLeer }: { alLeer: (texto: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const Constructor = detectorDelNavegador();
    if (!Constructor || !navigator.mediaDevices?.getUserMedia) return;
    let flujo: MediaStream | null = null;
    let reloj: ReturnType<typeof setInterval> | undefined;
    let vivo = true;
    const detector = new Constructor({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (f) => {
        if (!vivo) return f.getTracks().forEach((t) => t.stop());
        flujo = f;
        if (!video.current) return;
        video.current.srcObject = f;
        await video.current.play().catch(() => undefined);
        reloj = setInterval(() => {
          if (!video.current || video.current.readyState < 2) return;
          void detector
            .detect(video.current)
            .then((r) => r.forEach((x) => alLeer(x.rawValue)))
            .catch(() => undefined);
        }, 300);
      })
      .catch(() => setError('No se pudo abrir la cámara: permita el acceso a la cámara para este sitio o escanee el QR con la cámara del teléfono.'));
    return () => {
      vivo = false;
      clearInterval(reloj);
      flujo?.getTracks().forEach((t) => t.stop());
    };
  }, [alLeer]);
  if (error) return <Alert type="warning" showIcon title={error} />;
  return (
    <video
      ref={video}
      muted
      playsInline
      aria-label="Imagen de la cámara para leer el código QR"
      style={{ width: '100%', borderRadius: 8, background: '#000' }}
    />
  );
}

type Props = { abierto: boolean; alCerrar: () => void; lugar?: string };

export function EscanerQr({ abierto, alCerrar, lugar }: Props) {
  const navigate = useNavigate();
  const [pegado, setPegado] = useState('');
  const [error, setError] = useState<string | null>(null);
  const conCamara = detectorDelNavegador() !== null && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices);
  const ir = (texto: string) => {
    const codigo = codigoDeUbicacion(texto);
    if (!codigo) return false;
    alCerrar();
    void navigate(rutaEscaneo(codigo));
    return true;
  };
  // The camera reads the same QR many times a second: the first good one navigates.
  const leido = useRef(false);
  useEffect(() => {
    if (abierto) leido.current = false;
  }, [abierto]);
  const irRef = useRef(ir);
  irRef.current = ir;
  const alLeer = useRef((texto: string) => {
    if (leido.current) return;
    if (codigoDeUbicacion(texto)) leido.current = true;
    irRef.current(texto);
  }).current;

  return (
    <Modal open={abierto} onCancel={alCerrar} footer={null} title={lugar ? `Escanear el QR de ${lugar}` : 'Escanear el QR del lugar'} destroyOnHidden>
      {conCamara && abierto ? (
        <Camara alLeer={alLeer} />
      ) : (
        <Typography.Paragraph>
          Abra la cámara del teléfono y apúntela al código QR pegado en el lugar: se abre Worknet con las tareas de ese lugar y el escaneo queda registrado.
        </Typography.Paragraph>
      )}
      <Form
        layout="vertical"
        requiredMark={false}
        style={{ marginTop: 16 }}
        onFinish={() => {
          if (!ir(pegado)) setError('Ese texto no es un código QR de ubicación de Worknet.');
        }}
      >
        <Form.Item label="O pegue el código o el enlace del QR" htmlFor="codigo-ubicacion" validateStatus={error ? 'error' : undefined} help={error}>
          <Input
            id="codigo-ubicacion"
            value={pegado}
            onChange={(e) => {
              setPegado(e.target.value);
              setError(null);
            }}
            autoComplete="off"
            spellCheck={false}
            maxLength={400}
            size="large"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" style={TOQUE} disabled={!pegado.trim()}>
          Abrir el lugar
        </Button>
      </Form>
    </Modal>
  );
}
