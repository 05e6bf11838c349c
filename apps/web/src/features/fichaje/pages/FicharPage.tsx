import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Flex, Form, Input, Tag, Typography } from 'antd';
import { queryClient } from '../../../lib/query';
import { session } from '../../../lib/session';
import { useUsuario } from '../../auth';
import { CLAVES_FICHAJE, llamadasFichaje, useMiPin, useMisFichajes, type FichajeRealizado } from '../api';
import { colaPorDefecto, type ColaFichajes } from '../cola';
import { fichar, type Envio, type Resultado } from '../envio';
import { MENSAJE_FICHAJES_ENVIADOS, pedirSincronizacion, vaciarColaEnTurno } from '../sincronizacion';
import { CLAVE_EXIGE_UBICACION, codigoDe, comprobarVeda, diaArgentina, fechaArgentina, horaArgentina, idDispositivo, type Guardado } from '../local';
import { pedirUbicacion, type ResultadoUbicacion } from '../ubicacion';
import * as reloj from '@worknet/domain/reloj';

type Fichaje = FichajeRealizado['fichaje'];

const ORIGEN: Record<Fichaje['origen'], string> = {
  telefono: 'Teléfono',
  kiosco_qr: 'Kiosco (QR)',
  kiosco_pin: 'Kiosco (DNI y PIN)',
  biometrico: 'Reloj biométrico',
  correccion: 'Corrección de RRHH',
};

const titulo = (f: Fichaje) => `${f.tipo === 'entrada' ? 'Entrada' : 'Salida'} registrada`;

/** The answer, big and clear for a phone held in one hand. */
function Aviso({ resultado }: { resultado: Resultado | { tipo: 'veda'; mensaje: string } }) {
  if (resultado.tipo === 'ok') {
    return (
      <Card role="status" style={{ borderColor: '#389e0d', textAlign: 'center' }}>
        <Typography.Text strong style={{ display: 'block', fontSize: 26, color: '#237804' }}>
          {titulo(resultado.fichaje)} {horaArgentina(resultado.fichaje.instante)}
        </Typography.Text>
        <Typography.Text>{diaArgentina(resultado.fichaje.instante)}</Typography.Text>
      </Card>
    );
  }
  if (resultado.tipo === 'pendiente') {
    return (
      <Card role="status" style={{ borderColor: '#d48806', textAlign: 'center' }}>
        <Typography.Text strong style={{ display: 'block', fontSize: 26, color: '#874d00' }}>
          Pendiente de envío
        </Typography.Text>
        <Typography.Text>Sin conexión: el fichaje quedó guardado en el teléfono y se envía solo al volver la conexión.</Typography.Text>
      </Card>
    );
  }
  return <Alert role="alert" type="error" showIcon title={<span style={{ fontSize: 18 }}>{resultado.mensaje}</span>} />;
}

function MisFichajes() {
  const mios = useMisFichajes();
  const filas = [...(mios.data?.fichajes ?? [])].reverse().slice(0, 30);
  return (
    <section aria-labelledby="mis-fichajes">
      <Typography.Title level={2} id="mis-fichajes" style={{ fontSize: 18 }}>
        Mis fichajes
      </Typography.Title>
      {mios.isLoading && <Typography.Text>Cargando…</Typography.Text>}
      {!mios.isLoading && filas.length === 0 && <Typography.Text>Todavía no tiene fichajes en los últimos 30 días.</Typography.Text>}
      <ul aria-labelledby="mis-fichajes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {filas.map((f) => (
          <li key={f.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(128, 128, 128, 0.25)' }}>
            <Flex wrap gap={8} align="center">
              <Typography.Text strong style={{ minWidth: 90 }}>
                {diaArgentina(f.instante)} {horaArgentina(f.instante)}
              </Typography.Text>
              <Tag color={f.tipo === 'entrada' ? '#237804' : 'blue'}>{f.tipo === 'entrada' ? 'Entrada' : 'Salida'}</Tag>
              <Typography.Text>{ORIGEN[f.origen]}</Typography.Text>
              {f.enviado_tarde && <Tag>Enviado sin conexión</Tag>}
              {f.anulado_at && <Tag color="#a8071a">Anulado</Tag>}
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The PIN for the kiosk's «DNI y PIN» (staff without their phone at hand). */
function MiPin() {
  const guardar = useMiPin();
  const [pin, setPin] = useState('');
  return (
    <section aria-labelledby="mi-pin">
      <Typography.Title level={2} id="mi-pin" style={{ fontSize: 18 }}>
        PIN para el kiosco
      </Typography.Title>
      <Typography.Paragraph>Sin el teléfono a mano, en el kiosco puede fichar con su DNI y este PIN (de 4 a 8 dígitos).</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} onFinish={() => guardar.mutate(pin, { onSuccess: () => setPin('') })}>
        <Form.Item label="Nuevo PIN" htmlFor="mi-pin-fichaje" style={{ marginBottom: 12 }}>
          <Input.Password
            id="mi-pin-fichaje"
            inputMode="numeric"
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
            maxLength={8}
            autoComplete="new-password"
          />
        </Form.Item>
        <Button htmlType="submit" disabled={pin.length < 4} loading={guardar.isPending}>
          Guardar PIN
        </Button>
      </Form>
    </section>
  );
}

type Props = { cola?: ColaFichajes; guardado?: Guardado; ubicar?: () => Promise<ResultadoUbicacion> };

/**
 * 'fichar' (issue 21 items 1–4): the kiosk's QR opens «…#/fichar?codigo=…» with the phone's own
 * camera, and that is the punch (one scan). The code can also be pasted. The local swap ban
 * comes first; without connection the punch waits in IndexedDB and goes when `online` fires.
 */
export function FicharPage({ cola: colaDada, guardado, ubicar = pedirUbicacion }: Props = {}) {
  const usuario = useUsuario();
  const mios = useMisFichajes();
  const [params, setParams] = useSearchParams();
  const [resultado, setResultado] = useState<Resultado | { tipo: 'veda'; mensaje: string } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [pegado, setPegado] = useState('');
  const [pendientes, setPendientes] = useState(0);
  const cola = useRef(colaDada ?? colaPorDefecto()).current;
  const almacen = guardado ?? window.localStorage;
  const usuarioId = usuario.data?.id;
  const enviadoDe = useRef<string | null>(null);
  const [ubicando, setUbicando] = useState(false);

  // Whether the schedule requires the position: the server says so; offline, the last answer kept on the phone.
  const exigeDelServidor = mios.data?.exige_ubicacion;
  useEffect(() => {
    if (exigeDelServidor === undefined) return;
    if (exigeDelServidor) almacen.setItem(CLAVE_EXIGE_UBICACION, '1');
    else almacen.removeItem(CLAVE_EXIGE_UBICACION);
  }, [exigeDelServidor, almacen]);
  const exige = useRef(false);
  exige.current = exigeDelServidor ?? almacen.getItem(CLAVE_EXIGE_UBICACION) === '1';
  // Until the first answer arrives (online), a scanned code waits: it may have to carry the position.
  const esperandoPolitica = mios.data === undefined && mios.fetchStatus === 'fetching';

  const envio: Envio = {
    cola,
    enviar: llamadasFichaje.fichar,
    enLinea: () => navigator.onLine !== false,
    ahora: () => reloj.ahoraMs(),
  };
  const envioRef = useRef(envio);
  envioRef.current = envio;

  const contar = useCallback(async () => setPendientes((await cola.todos().catch(() => [])).length), [cola]);
  const refrescar = () => queryClient.invalidateQueries({ queryKey: CLAVES_FICHAJE.mios });

  const registrar = useCallback(
    async (codigo: string) => {
      if (usuarioId === undefined || !codigo) return;
      const ahora = reloj.ahoraMs();
      const veda = comprobarVeda(almacen, usuarioId, ahora);
      if (!veda.permitido) return setResultado({ tipo: 'veda', mensaje: veda.mensaje });
      let posicion = {};
      if (exige.current) {
        setUbicando(true);
        const u = await ubicar().finally(() => setUbicando(false));
        if (!u.ok) return setResultado({ tipo: 'error', mensaje: u.mensaje });
        posicion = u.posicion;
      }
      setEnviando(true);
      try {
        const r = await fichar(
          {
            token: codigo,
            fecha: fechaArgentina(ahora),
            usuario: usuarioId,
            dispositivo: idDispositivo(almacen),
            ...posicion,
            ...(session.get().token ? { autorizacion: session.get().token! } : {}),
          },
          envioRef.current,
        );
        setResultado(r);
        // Queued: the service worker sends it when the network is back, even with the tab closed.
        if (r.tipo === 'pendiente') void pedirSincronizacion();
        if (r.tipo === 'ok') void refrescar();
      } finally {
        setEnviando(false);
        void contar();
      }
    },
    [usuarioId, almacen, contar, ubicar],
  );

  // One scan is the punch: the code in the URL is sent once, then taken off it (a reload does not resend).
  const codigoUrl = params.get('codigo');
  useEffect(() => {
    if (!codigoUrl || usuarioId === undefined || esperandoPolitica || enviadoDe.current === codigoUrl) return;
    enviadoDe.current = codigoUrl;
    void registrar(codigoDe(codigoUrl));
    setParams({}, { replace: true });
  }, [codigoUrl, usuarioId, esperandoPolitica, registrar, setParams]);

  // The queue goes out when the connection comes back (and on opening the page).
  useEffect(() => {
    const vaciar = async () => {
      const hechos = await vaciarColaEnTurno(envioRef.current).catch(() => []);
      if (hechos.length) {
        setResultado(hechos.at(-1)!);
        void refrescar();
      }
      await contar();
    };
    void vaciar();
    window.addEventListener('online', vaciar);
    // The service worker sent the queue (Background Sync): count again and show the new punches.
    const delTrabajador = (e: MessageEvent) => {
      if ((e.data as { tipo?: string } | null)?.tipo !== MENSAJE_FICHAJES_ENVIADOS) return;
      void refrescar();
      void contar();
    };
    navigator.serviceWorker?.addEventListener('message', delTrabajador);
    return () => {
      window.removeEventListener('online', vaciar);
      navigator.serviceWorker?.removeEventListener('message', delTrabajador);
    };
  }, [contar]);

  return (
    <section style={{ maxWidth: 560, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Fichar
      </Typography.Title>
      <Flex vertical gap={16}>
        {(enviando || ubicando) && (
          <Card role="status" style={{ textAlign: 'center' }}>
            <Typography.Text style={{ fontSize: 20 }}>{ubicando ? 'Obteniendo la ubicación del teléfono…' : 'Registrando…'}</Typography.Text>
          </Card>
        )}
        {!enviando && !ubicando && resultado && <Aviso resultado={resultado} />}
        {pendientes > 0 && (
          <Alert type="warning" showIcon title={pendientes === 1 ? '1 fichaje pendiente de envío' : `${pendientes} fichajes pendientes de envío`} />
        )}
        <Typography.Paragraph style={{ margin: 0 }}>
          Escanee el código QR del kiosco con la cámara del teléfono: se abre esta pantalla y el fichaje queda registrado. Si no puede escanearlo, pegue el
          código acá.
        </Typography.Paragraph>
        {exige.current && <Alert type="info" showIcon title="Su horario exige la ubicación: al fichar, el teléfono le pide permiso para compartirla." />}
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={() => {
            void registrar(codigoDe(pegado));
            setPegado('');
          }}
        >
          <Form.Item label="Código del kiosco" htmlFor="codigo-kiosco" style={{ marginBottom: 12 }}>
            <Input id="codigo-kiosco" value={pegado} onChange={(e) => setPegado(e.target.value)} autoComplete="off" spellCheck={false} maxLength={400} />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={enviando || ubicando} disabled={!pegado.trim() || usuarioId === undefined}>
            Fichar
          </Button>
        </Form>
        <MisFichajes />
        <MiPin />
      </Flex>
    </section>
  );
}
