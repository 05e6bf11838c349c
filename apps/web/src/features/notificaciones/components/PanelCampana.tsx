import { useEffect, useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Popover, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { enlaceDe } from '@worknet/domain/notificaciones/enlace';
import { avisar } from '../../../lib/notify';
import { llamadasBandeja, refrescarBandeja, useMensajesNoLeidos, useNotificacionesNoLeidas } from '../api';
import { Cuando } from './Cuando';
import { ProveedorAntd } from '../../../lib/ProveedorAntd';

type Item = { id: number; titulo: string; texto: string; enlace: string | null; created_at: string };
type Tipo = 'notificacion' | 'mensaje';

// Where an item without a link of its own is read in full.
const LISTA: Record<Tipo, string> = { notificacion: '/mis_mensajes', mensaje: '/notificaciones/mensajes_sistema' };

const lineas = (n: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: n, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }) as const;

function Seccion({
  titulo,
  total,
  items,
  tipo,
  vacio,
  alAbrir,
  alLeer,
}: {
  titulo: string;
  total: number;
  items: Item[];
  tipo: Tipo;
  vacio: string;
  alAbrir: (tipo: Tipo, item: Item) => void;
  alLeer: (tipo: Tipo, item: Item) => void;
}) {
  return (
    <section aria-label={titulo} style={{ marginTop: 8 }}>
      <Typography.Text strong>
        {titulo} {total > 0 ? `(${total})` : ''}
      </Typography.Text>
      {items.length === 0 ? (
        <Typography.Paragraph style={{ margin: '4px 0 0' }}>{vacio}</Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((it) => (
            <li key={it.id} style={{ display: 'flex', gap: 4, alignItems: 'flex-start', padding: '6px 0', borderTop: '1px solid rgba(128,128,128,0.2)' }}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Button
                  type="link"
                  onClick={() => alAbrir(tipo, it)}
                  style={{ padding: 0, height: 'auto', textAlign: 'left', whiteSpace: 'normal', fontWeight: 600 }}
                >
                  <span style={lineas(2)}>{it.titulo}</span>
                </Button>
                {it.texto && <Typography.Paragraph style={{ margin: 0, ...lineas(2) }}>{it.texto}</Typography.Paragraph>}
                <Typography.Text style={{ fontSize: 12, display: 'block' }}>
                  <Cuando fecha={it.created_at} />
                </Typography.Text>
              </div>
              <Button
                type="text"
                size="small"
                icon={<CheckOutlined />}
                aria-label={`Marcar como leído: ${it.titulo}`}
                title="Marcar como leído"
                onClick={() => alLeer(tipo, it)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Props = {
  abierta: boolean;
  alCambiarAbierta: (abierta: boolean) => void;
  /** Called once mounted: the plain trigger it replaced may have held the focus. */
  alMontar: () => void;
  boton: ReactElement;
};

/**
 * The bell's panel (antd's popover), loaded with the bell's first click (Campana): unread
 * notifications plus unread system messages, the latest of each, mark one or all as read.
 */
export function PanelCampana({ abierta, alCambiarAbierta: setAbierta, alMontar, boton }: Props) {
  useEffect(alMontar, [alMontar]);
  const [ocupada, setOcupada] = useState(false);
  const navigate = useNavigate();
  const notificaciones = useNotificacionesNoLeidas();
  const mensajes = useMensajesNoLeidos();
  const nNotificaciones = notificaciones.data?.total ?? 0;
  const nMensajes = mensajes.data?.total ?? 0;
  const total = nNotificaciones + nMensajes;

  const leer = async (tipo: Tipo, it: Item) => {
    try {
      await (tipo === 'notificacion' ? llamadasBandeja.leerNotificaciones([it.id]) : llamadasBandeja.leerMensajes([it.id]));
    } finally {
      void refrescarBandeja();
    }
  };
  // The API client already showed a failure.
  const leerUno = (tipo: Tipo, it: Item) => void leer(tipo, it).catch(() => undefined);

  const abrir = (tipo: Tipo, it: Item) => {
    setAbierta(false);
    leerUno(tipo, it);
    const e = enlaceDe(it.enlace);
    if (e?.tipo === 'externo') window.open(e.url, '_blank', 'noopener,noreferrer');
    else void navigate(e?.ruta ?? LISTA[tipo]);
  };

  const leerTodo = async () => {
    setOcupada(true);
    try {
      await Promise.all([nNotificaciones ? llamadasBandeja.leerTodasLasNotificaciones() : null, nMensajes ? llamadasBandeja.leerTodosLosMensajes() : null]);
      avisar({ tipo: 'success', texto: 'Todo quedó marcado como leído.' });
    } catch {
      // The API client already showed the failure.
    } finally {
      setOcupada(false);
      void refrescarBandeja();
    }
  };

  const panel = (
    // On a phone the bell is ~40 px from the right edge and the popover opens leftwards from
    // it, with 12 px of padding per side: 72 px less than the screen keeps it all visible.
    <div style={{ width: 'min(360px, calc(100vw - 72px))', maxHeight: '70vh', overflowY: 'auto' }} data-testid="panel-campana">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Sin leer
        </Typography.Title>
        <Button type="link" size="small" disabled={total === 0} loading={ocupada} onClick={() => void leerTodo()}>
          Marcar todo como leído
        </Button>
      </div>
      <Seccion
        titulo="Notificaciones"
        total={nNotificaciones}
        items={notificaciones.data?.filas ?? []}
        tipo="notificacion"
        vacio="No tiene notificaciones sin leer."
        alAbrir={abrir}
        alLeer={leerUno}
      />
      <Seccion
        titulo="Mensajes del sistema"
        total={nMensajes}
        items={mensajes.data?.filas ?? []}
        tipo="mensaje"
        vacio="No tiene mensajes del sistema sin leer."
        alAbrir={abrir}
        alLeer={leerUno}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginTop: 12, flexWrap: 'wrap' }}>
        <Link to={LISTA.notificacion} onClick={() => setAbierta(false)}>
          Ver todas
        </Link>
        <Link to={LISTA.mensaje} onClick={() => setAbierta(false)}>
          Mensajes del sistema
        </Link>
      </div>
    </div>
  );

  return (
    <ProveedorAntd>
      <Popover open={abierta} onOpenChange={setAbierta} trigger="click" placement="bottomRight" arrow={false} content={panel}>
        {boton}
      </Popover>
    </ProveedorAntd>
  );
}
