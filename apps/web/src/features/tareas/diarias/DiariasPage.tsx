import { useState } from 'react';
import { Alert, Button, Flex, Skeleton, Typography, theme } from 'antd';
import { QrcodeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Vacio } from '../../../lib/lista';
import { plural } from '../../../lib/format';
import { diaLegible } from '../../fichaje';
import { EscanerQr } from '../escaneo/EscanerQr';
import { agruparPorUbicacion } from './agrupar';
import { hoyArgentina, useTareasDeHoy } from './api';
import { GrupoUbicacion } from './GrupoUbicacion';
import { TOQUE } from './TarjetaTarea';

/**
 * 'diarias' «Tareas de hoy» (issue 22 item 4): the tasks of the user and their sectors due
 * today or overdue, by place, for a phone held in one hand: big buttons, the scan at the
 * bottom of each place and of the screen.
 */
export function DiariasPage() {
  const hoy = hoyArgentina();
  const { token } = theme.useToken();
  const { tareas, cargando, actualizando, fallo, refrescar } = useTareasDeHoy(hoy);
  const [escanear, setEscanear] = useState<{ lugar?: string } | null>(null);
  const grupos = agruparPorUbicacion(tareas);
  const pendientes = grupos.reduce((n, g) => n + g.abiertas.length, 0);
  const hechas = grupos.reduce((n, g) => n + g.hechas.length, 0);

  return (
    <section style={{ maxWidth: 640, margin: '0 auto', paddingBottom: 72 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Tareas de hoy
        </Typography.Title>
        <Button icon={<ReloadOutlined aria-hidden />} style={TOQUE} loading={actualizando && !cargando} onClick={() => void refrescar()}>
          Actualizar
        </Button>
      </Flex>
      <Typography.Paragraph style={{ marginTop: 4 }} role="status">
        {cargando
          ? 'Cargando…'
          : `${diaLegible(hoy)}: ${pendientes} ${plural(pendientes, 'pendiente', 'pendientes')} y ${hechas} ${plural(hechas, 'hecha', 'hechas')}.`}
      </Typography.Paragraph>
      {fallo && (
        <Alert type="error" showIcon title="No se pudieron cargar todas las tareas. Toque «Actualizar» para reintentar." style={{ marginBottom: 12 }} />
      )}
      {cargando ? (
        <Skeleton active />
      ) : grupos.length === 0 ? (
        <Vacio
          texto="No tiene tareas para hoy"
          explicacion="Acá aparecen las tareas suyas y de sus sectores que vencen hoy o están atrasadas, agrupadas por lugar."
        />
      ) : (
        <Flex vertical gap={12}>
          {grupos.map((g) => (
            <GrupoUbicacion
              key={g.ubicacionId ?? 'ninguna'}
              grupo={g}
              hoy={hoy}
              alMover={() => void refrescar()}
              alEscanear={(lugar) => setEscanear({ lugar })}
            />
          ))}
        </Flex>
      )}
      {/* Within the thumb's reach: the scan stays at the bottom of the screen. */}
      <div style={{ position: 'sticky', bottom: 0, padding: '12px 0', background: token.colorBgLayout }}>
        <Button type="primary" block size="large" icon={<QrcodeOutlined aria-hidden />} style={TOQUE} onClick={() => setEscanear({})}>
          Escanear un QR
        </Button>
      </div>
      <EscanerQr abierto={escanear !== null} lugar={escanear?.lugar} alCerrar={() => setEscanear(null)} />
    </section>
  );
}
