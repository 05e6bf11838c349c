import { Button, Space, Table, Typography } from 'antd';
import { UnlockOutlined } from '@ant-design/icons';
import type { BloqueoLogin, LevantarBloqueoBody } from '@worknet/domain/auth';
import { api } from '../../../lib/api';
import { formatFechaHora } from '../../../lib/format';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { CLAVES_CONTROL } from '../api';
import { AccionesFila, Desplazable, Vacio, columnaAcciones } from '../../../lib/lista';

const CLAVE = ['control', 'bloqueos_login'];

const TIPOS: Record<BloqueoLogin['tipo'], string> = {
  direccion: 'Dirección',
  usuario: 'Usuario, desde cualquier dirección',
  par: 'Usuario desde una dirección',
};

/** "el bloqueo …" in words: for the confirmation and the button's accessible name. */
export function deQueBloqueo(b: Pick<BloqueoLogin, 'tipo' | 'ip' | 'username'>): string {
  if (b.tipo === 'direccion') return `de la dirección ${b.ip}`;
  if (b.tipo === 'usuario') return `del usuario ${b.username}`;
  return `del usuario ${b.username} desde la dirección ${b.ip}`;
}

const cuerpo = (b: BloqueoLogin): LevantarBloqueoBody =>
  b.tipo === 'direccion' ? { ip: b.ip! } : b.tipo === 'usuario' ? { username: b.username! } : { ip: b.ip!, username: b.username! };

const clave = (b: BloqueoLogin) => `${b.tipo}|${b.ip ?? ''}|${b.username ?? ''}`;

function detalle(b: BloqueoLogin): string {
  const u = b.usuarios_distintos;
  const d = b.direcciones_distintas;
  if (u !== null) return `${b.fallas} (${u} ${u === 1 ? 'usuario distinto' : 'usuarios distintos'})`;
  if (d !== null) return `${b.fallas} (desde ${d} ${d === 1 ? 'dirección' : 'direcciones'})`;
  return String(b.fallas);
}

/** Control panel tab (admin.acceso.desbloquear): login blocks in force, each with a confirmed "Levantar". */
export function BloqueosLogin() {
  const lista = useApiQuery<BloqueoLogin[]>(CLAVE, '/api/v1/bloqueos_login', undefined, { staleTime: 0 });
  const levantar = useApiMutation((b: BloqueoLogin) => api.post('/api/v1/bloqueos_login/levantar', cuerpo(b)), {
    avisarExito: true,
    invalidar: [CLAVE, CLAVES_CONTROL.panel],
  });
  return (
    <>
      <Space wrap align="start" style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Paragraph style={{ margin: 0, maxWidth: 720 }}>
          Bloqueos vigentes por intentos fallidos de inicio de sesión. Cada uno se levanta solo en la fecha indicada; levantarlo antes anula los intentos
          fallidos que lo causaron y queda registrado en la auditoría. Quien ya ingresó desde su equipo o su dirección no queda afectado por el bloqueo de un
          usuario ni de una dirección.
        </Typography.Paragraph>
        <Button onClick={() => void lista.refetch()} loading={lista.isFetching}>
          Actualizar
        </Button>
      </Space>
      <Desplazable etiqueta="Bloqueos de inicio de sesión">
        <Table<BloqueoLogin>
          rowKey={clave}
          size="small"
          scroll={{ x: 'max-content' }}
          pagination={false}
          loading={lista.isFetching}
          dataSource={lista.data ?? []}
          locale={{ emptyText: <Vacio texto="No hay bloqueos de inicio de sesión" /> }}
          columns={[
            { title: 'Tipo', dataIndex: 'tipo', render: (v: BloqueoLogin['tipo']) => TIPOS[v] },
            { title: 'Dirección', dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
            {
              title: 'Usuario',
              key: 'usuario',
              render: (_: unknown, b: BloqueoLogin) => (b.username === null ? '—' : `${b.username} (${b.nombre_completo ?? 'no es usuario de Worknet'})`),
            },
            { title: 'Intentos fallidos', key: 'fallas', render: (_: unknown, b: BloqueoLogin) => detalle(b) },
            { title: 'Se levanta', dataIndex: 'hasta', render: (v: string) => formatFechaHora(v) },
            columnaAcciones<BloqueoLogin>((b) => (
              <AccionesFila
                de={deQueBloqueo(b)}
                nombreMenu={`Acciones del bloqueo ${deQueBloqueo(b)}`}
                acciones={[
                  {
                    clave: 'levantar',
                    texto: 'Levantar',
                    nombre: `Levantar el bloqueo ${deQueBloqueo(b)}`,
                    icono: <UnlockOutlined aria-hidden />,
                    principal: true,
                    cargando: levantar.isPending && levantar.variables === b,
                    confirmar: { titulo: `¿Levantar el bloqueo ${deQueBloqueo(b)}?`, texto: 'Sus intentos fallidos dejarán de contar.', ok: 'Levantar' },
                    alElegir: () => levantar.mutateAsync(b),
                  },
                ]}
              />
            )),
          ]}
        />
      </Desplazable>
    </>
  );
}
