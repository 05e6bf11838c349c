import type { ReactNode } from 'react';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { MENSAJE_SESIONES_CERRADAS, type SesionActiva } from '@worknet/domain/perfil/esquemas';
import { dayjs } from '../../lib/fechas';
import { FORMATO_FECHA } from '../../lib/format';
import { avisar } from '../../lib/notify';
import { useCerrarOtrasSesiones, useCerrarSesion, useMisSesiones } from './api';
import { dispositivoDe } from './dispositivo';

const abierta = (s: SesionActiva) => `Abierta el ${dayjs(s.created_at).format(`${FORMATO_FECHA} HH:mm`)}`;

/** The caller's active sessions: which device, from where and since when; the others can be closed. */
export function SesionesActivas({ titulo }: { titulo: ReactNode }) {
  const sesiones = useMisSesiones();
  const cerrar = useCerrarSesion();
  const cerrarOtras = useCerrarOtrasSesiones();
  const lista = sesiones.data ?? [];
  const otras = lista.filter((s) => !s.actual).length;

  const cerrarUna = async (id: string) => {
    try {
      const r = await cerrar.mutateAsync(id);
      avisar({ tipo: 'success', texto: r.message || 'Sesión cerrada.' });
    } catch {
      // The client already showed the server's message.
    }
  };
  const cerrarLasDemas = async () => {
    try {
      const r = await cerrarOtras.mutateAsync(undefined);
      avisar({ tipo: 'success', texto: r.message || MENSAJE_SESIONES_CERRADAS(r.data?.cerradas ?? 0) });
    } catch {
      // The client already showed the server's message.
    }
  };

  return (
    <Card
      title={titulo}
      loading={sesiones.isPending}
      actions={[
        <Popconfirm
          key="otras"
          title="¿Cerrar las demás sesiones?"
          description="Los otros dispositivos tendrán que volver a ingresar."
          okText="Cerrar las demás"
          cancelText="Cancelar"
          onConfirm={() => cerrarLasDemas()}
        >
          <Button danger disabled={otras === 0} loading={cerrarOtras.isPending}>
            Cerrar las demás sesiones
          </Button>
        </Popconfirm>,
      ]}
    >
      <ul aria-label="Sesiones activas" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {lista.map((s) => (
          <li key={s.id}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{dispositivoDe(s.user_agent)}</Typography.Text> {s.actual && <Tag color="#237804">Esta sesión</Tag>}
                <div>
                  {s.ip ? `IP ${s.ip} · ` : ''}
                  {abierta(s)}
                </div>
              </div>
              {!s.actual && (
                <Popconfirm title="¿Cerrar esta sesión?" okText="Cerrar" cancelText="Cancelar" onConfirm={() => cerrarUna(s.id)}>
                  <Button size="small" aria-label={`Cerrar la sesión de ${dispositivoDe(s.user_agent)}`}>
                    Cerrar
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
