import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import type { TareaFila } from '@worknet/domain/tareas/esquemas';
import { ApiError } from '../../../lib/api';
import { Vacio } from '../../../lib/lista';
import { horaArgentina } from '../../fichaje';
import { hoyArgentina } from '../diarias/api';
import { TarjetaTarea, TOQUE } from '../diarias/TarjetaTarea';
import { escanearUbicacion, type Escaneo } from './api';
import { pedirPosicion, type Posicion } from './posicion';
import * as reloj from '@worknet/domain/reloj';

type Estado = { fase: 'ubicando' } | { fase: 'registrando' } | { fase: 'listo'; escaneo: Escaneo; cuando: number } | { fase: 'error'; mensaje: string };

type Props = { ubicar?: () => Promise<Posicion | null> };

/**
 * 'scan-ubicacion/{qr}' (issue 22 item 2): what the location's printed QR opens. Takes the
 * phone's position when it comes quickly, records the scan (the proof of presence that
 * Iniciar / Finalizar of some task types require for 15 minutes) and lists the user's
 * pending tasks there. Each visit is one scan: nothing refetches it behind the user's back.
 */
export function EscaneoPage({ ubicar = pedirPosicion }: Props = {}) {
  const { qr = '' } = useParams();
  const [estado, setEstado] = useState<Estado>({ fase: 'ubicando' });
  const [tareas, setTareas] = useState<TareaFila[]>([]);
  const [intento, setIntento] = useState(0);

  useEffect(() => {
    let vivo = true;
    setEstado({ fase: 'ubicando' });
    void (async () => {
      const posicion = await ubicar();
      if (!vivo) return;
      setEstado({ fase: 'registrando' });
      try {
        const r = await escanearUbicacion(qr, posicion);
        if (!vivo || !r.data) return;
        setTareas(r.data.tareas);
        setEstado({ fase: 'listo', escaneo: r.data, cuando: reloj.ahoraMs() });
      } catch (e) {
        if (vivo) setEstado({ fase: 'error', mensaje: e instanceof ApiError ? e.message : 'No se pudo registrar el escaneo. Intente nuevamente.' });
      }
    })();
    return () => {
      vivo = false;
    };
  }, [qr, ubicar, intento]);

  const alMover = (id: number, estadoNuevo: TareaFila['estado']) => setTareas((ts) => ts.map((t) => (t.id === id ? { ...t, estado: estadoNuevo } : t)));

  if (estado.fase === 'ubicando' || estado.fase === 'registrando') {
    return (
      <section style={{ maxWidth: 640, margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          Escaneo del lugar
        </Typography.Title>
        <Card role="status">
          <Typography.Text style={{ fontSize: 18 }}>
            {estado.fase === 'ubicando' ? 'Obteniendo la ubicación del teléfono…' : 'Registrando el escaneo…'}
          </Typography.Text>
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        </Card>
      </section>
    );
  }
  if (estado.fase === 'error') {
    return (
      <section style={{ maxWidth: 640, margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          Escaneo del lugar
        </Typography.Title>
        <Alert type="error" role="alert" showIcon title={estado.mensaje} style={{ marginBottom: 12 }} />
        <Flex vertical gap={8}>
          <Button size="large" style={TOQUE} onClick={() => setIntento((n) => n + 1)}>
            Reintentar
          </Button>
          <Link to="/diarias">Volver a Tareas de hoy</Link>
        </Flex>
      </section>
    );
  }

  const { ubicacion } = estado.escaneo;
  const abiertas = tareas.filter((t) => t.estado === 'pendiente' || t.estado === 'en_curso').length;
  return (
    <section style={{ maxWidth: 640, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginBottom: 4 }}>
        {ubicacion.nombre}
      </Typography.Title>
      {ubicacion.piso && <Typography.Paragraph style={{ marginBottom: 4 }}>{`Piso ${ubicacion.piso}`}</Typography.Paragraph>}
      <Alert
        type="success"
        showIcon
        role="status"
        title={`Escaneo registrado a las ${horaArgentina(estado.cuando)}.`}
        description="Vale 15 minutos para iniciar o finalizar las tareas de este lugar que lo exigen."
        style={{ marginBottom: 12 }}
      />
      {tareas.length === 0 ? (
        <Vacio texto="No tiene tareas pendientes en este lugar" explicacion="El escaneo quedó registrado igual: prueba que estuvo acá." />
      ) : (
        <section aria-labelledby="tareas-del-lugar">
          <Typography.Title level={2} id="tareas-del-lugar" style={{ fontSize: 18 }}>
            {abiertas === 1 ? '1 tarea pendiente' : `${abiertas} tareas pendientes`}
          </Typography.Title>
          <ul aria-labelledby="tareas-del-lugar" style={{ margin: 0, padding: 0 }}>
            {tareas.map((t) => (
              <TarjetaTarea key={t.id} tarea={t} hoy={hoyArgentina()} alMover={alMover} />
            ))}
          </ul>
        </section>
      )}
      <Link to="/diarias" style={{ display: 'flex', alignItems: 'center', minHeight: 44, fontSize: 16 }}>
        Volver a Tareas de hoy
      </Link>
    </section>
  );
}
