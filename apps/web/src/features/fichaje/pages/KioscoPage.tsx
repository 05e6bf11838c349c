import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { ProveedorAntd } from '../../../lib/ProveedorAntd';
import { imagenQr } from '../../../catalogos/qr';
import type { ApiError } from '../../../lib/api';
import { leer, escribir } from '../../../lib/storage';
import { llamadasFichaje, type CodigoKiosco } from '../api';
import { CLAVE_KIOSCO, diaArgentina, fechaArgentina, horaArgentina, urlFichar } from '../local';
import * as reloj from '@worknet/domain/reloj';

const REVOCADO = 'Este kiosco no está habilitado: el token fue revocado o no es válido. Pida a RRHH un token nuevo.';

const esNoAutorizado = (e: unknown) => (e as ApiError | null)?.status === 401;

/** First step: the token HR created for this device (Fichaje → Kioscos), kept in this browser. */
function PasoToken({ aviso, alGuardar }: { aviso: string | null; alGuardar: (token: string) => void }) {
  const [token, setToken] = useState('');
  return (
    <main style={{ maxWidth: 480, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Kiosco de fichaje
      </Typography.Title>
      {aviso && <Alert type="error" showIcon role="alert" title={aviso} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph>Pegue el token del kiosco que le dio RRHH. Se guarda en este dispositivo.</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} onFinish={() => token.trim() && alGuardar(token.trim())}>
        <Form.Item label="Token del kiosco" htmlFor="token-kiosco">
          <Input.Password id="token-kiosco" value={token} onChange={(e) => setToken(e.target.value)} autoComplete="off" maxLength={100} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block disabled={!token.trim()}>
          Habilitar kiosco
        </Button>
      </Form>
    </main>
  );
}

function Reloj() {
  const [ahora, setAhora] = useState(() => reloj.ahoraMs());
  useEffect(() => {
    const t = setInterval(() => setAhora(reloj.ahoraMs()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <div aria-label="Hora actual" role="timer" style={{ textAlign: 'center' }}>
      <div style={{ fontSize: 56, fontWeight: 600, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}>{fechaArgentina(ahora).slice(11)}</div>
      <div style={{ fontSize: 18 }}>{diaArgentina(ahora)}</div>
    </div>
  );
}

/** DNI + PIN for staff without a phone. */
function FormularioPin({ token, alRevocado }: { token: string; alRevocado: () => void }) {
  const [dni, setDni] = useState('');
  const [pin, setPin] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [respuesta, setRespuesta] = useState<{ ok: boolean; texto: string } | null>(null);
  useEffect(() => {
    if (!respuesta) return;
    const t = setTimeout(() => setRespuesta(null), 8000);
    return () => clearTimeout(t);
  }, [respuesta]);
  const enviar = async () => {
    setEnviando(true);
    try {
      const r = await llamadasFichaje.pin(token, { dni: dni.trim(), pin });
      const f = r.data?.fichaje;
      setRespuesta({ ok: true, texto: f ? `${f.tipo === 'entrada' ? 'Entrada' : 'Salida'} registrada ${horaArgentina(f.instante)}` : r.message });
      setDni('');
      setPin('');
    } catch (e) {
      // A wrong PIN is a 401 too; a revoked kiosk says so in its message.
      if (esNoAutorizado(e) && (e as ApiError).mensajeServidor?.includes('kiosco')) return alRevocado();
      setRespuesta({ ok: false, texto: (e as ApiError).mensajeServidor ?? (e as Error).message });
      setPin('');
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Fichar con DNI y PIN</h2>} style={{ width: '100%', maxWidth: 420 }}>
      {respuesta && (
        <Alert
          type={respuesta.ok ? 'success' : 'error'}
          role={respuesta.ok ? 'status' : 'alert'}
          showIcon
          title={<span style={{ fontSize: 20 }}>{respuesta.texto}</span>}
          style={{ marginBottom: 12 }}
        />
      )}
      <Form layout="vertical" requiredMark={false} onFinish={() => void enviar()}>
        <Form.Item label="DNI" htmlFor="kiosco-dni">
          <Input id="kiosco-dni" inputMode="numeric" value={dni} onChange={(e) => setDni(e.target.value.replace(/\D/g, ''))} maxLength={9} autoComplete="off" />
        </Form.Item>
        <Form.Item label="PIN" htmlFor="kiosco-pin">
          <Input.Password
            id="kiosco-pin"
            inputMode="numeric"
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
            maxLength={8}
            autoComplete="off"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={enviando} disabled={dni.length < 6 || pin.length < 4}>
          Fichar
        </Button>
      </Form>
    </Card>
  );
}

/** Every this long the kiosk shows a new code (each request gives one), and at the latest when its 20 s window ends. */
const RENOVAR_CODIGO_MS = 4_000;

/** The current code as a QR, renewed every few seconds and when the server says its window ends. */
function PantallaKiosco({ token, alRevocado }: { token: string; alRevocado: () => void }) {
  const [codigo, setCodigo] = useState<CodigoKiosco | null>(null);
  const [imagen, setImagen] = useState<string | null>(null);
  const [sinConexion, setSinConexion] = useState(false);

  useEffect(() => {
    let vivo = true;
    let espera: ReturnType<typeof setTimeout> | undefined;
    const pedir = async () => {
      let siguienteMs = 5_000;
      try {
        const r = await llamadasFichaje.codigo(token);
        if (!vivo || !r.data) return;
        const url = urlFichar(r.data.codigo, window.location);
        const img = await imagenQr(url);
        if (!vivo) return;
        setCodigo(r.data);
        setImagen(img);
        setSinConexion(false);
        // A code is good for one clock-in and the kiosk cannot see it used: a fresh one every few
        // seconds lets the next person in the queue scan without waiting for the 20 s window.
        siguienteMs = Math.min(r.data.segundos * 1000 + 200, RENOVAR_CODIGO_MS);
      } catch (e) {
        if (!vivo) return;
        if (esNoAutorizado(e)) return alRevocado();
        setSinConexion(true);
      }
      if (vivo) espera = setTimeout(() => void pedir(), siguienteMs);
    };
    void pedir();
    return () => {
      vivo = false;
      clearTimeout(espera);
    };
  }, [token, alRevocado]);

  return (
    <main style={{ minHeight: '100vh', padding: 16, boxSizing: 'border-box' }}>
      <Flex vertical align="center" gap={16}>
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0, textAlign: 'center' }}>
          {codigo ? `Fichaje — ${codigo.kiosco}` : 'Kiosco de fichaje'}
        </Typography.Title>
        <Reloj />
        {sinConexion && <Alert type="warning" showIcon role="status" title="Sin conexión con el servidor: reintentando…" />}
        <Flex wrap gap={24} justify="center" align="flex-start" style={{ width: '100%' }}>
          <Flex vertical align="center" gap={8} style={{ maxWidth: 420, width: '100%' }}>
            {imagen && codigo ? (
              <img
                src={imagen}
                alt="Código QR para fichar: escanéelo con la cámara de su teléfono"
                data-codigo={codigo.codigo}
                data-testid="qr-kiosco"
                style={{ width: '100%', maxWidth: 420, aspectRatio: '1', background: '#fff' }}
              />
            ) : (
              <div style={{ width: '100%', maxWidth: 420, aspectRatio: '1' }} aria-busy="true" />
            )}
            <Typography.Text style={{ fontSize: 18, textAlign: 'center' }}>Escanee el código con la cámara de su teléfono para fichar.</Typography.Text>
          </Flex>
          <FormularioPin token={token} alRevocado={alRevocado} />
        </Flex>
      </Flex>
    </main>
  );
}

/** 'kiosco' (public, issue 21 item 3): a shared device showing the rotating QR, outside the login. */
export function KioscoPage() {
  const [token, setToken] = useState<string | null>(() => leer(CLAVE_KIOSCO));
  const [aviso, setAviso] = useState<string | null>(null);
  const [revocar] = useState(() => () => {
    escribir(CLAVE_KIOSCO, null);
    setToken(null);
    setAviso(REVOCADO);
  });
  return (
    <ProveedorAntd>
      {token ? (
        <PantallaKiosco token={token} alRevocado={revocar} />
      ) : (
        <PasoToken
          aviso={aviso}
          alGuardar={(t) => {
            escribir(CLAVE_KIOSCO, t);
            setAviso(null);
            setToken(t);
          }}
        />
      )}
    </ProveedorAntd>
  );
}
