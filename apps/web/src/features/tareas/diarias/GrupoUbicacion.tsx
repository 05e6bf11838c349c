import { Button, Card, Flex, Tag, Typography } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import type { TareaFila } from '@worknet/domain/tareas/esquemas';
import { plural } from '../../../lib/format';
import type { GrupoUbicacion as Grupo } from './agrupar';
import { TarjetaTarea, TOQUE } from './TarjetaTarea';

type Props = {
  grupo: Grupo;
  hoy: string;
  alMover: (id: number, estado: TareaFila['estado']) => void;
  alEscanear: (lugar: string) => void;
};

/** One place of the day: its counts, its open tasks, the finished ones and, at the bottom, its QR scan. */
export function GrupoUbicacion({ grupo, hoy, alMover, alEscanear }: Props) {
  const idTitulo = `lugar-${grupo.ubicacionId ?? 'ninguno'}`;
  const pendientes = grupo.abiertas.length;
  const hechas = grupo.hechas.length;
  return (
    <Card size="small" role="region" aria-labelledby={idTitulo} styles={{ body: { padding: 12 } }}>
      <Flex wrap justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} id={idTitulo} style={{ fontSize: 19, margin: 0 }}>
          {grupo.nombre}
        </Typography.Title>
        <Flex gap={4}>
          <Tag color={pendientes ? '#ad4e00' : undefined} style={{ fontSize: 14 }}>{`${pendientes} ${plural(pendientes, 'pendiente', 'pendientes')}`}</Tag>
          <Tag color={hechas ? '#237804' : undefined} style={{ fontSize: 14 }}>{`${hechas} ${plural(hechas, 'hecha', 'hechas')}`}</Tag>
        </Flex>
      </Flex>
      {pendientes > 0 && (
        <ul aria-label={`Tareas pendientes en ${grupo.nombre}`} style={{ margin: 0, padding: 0 }}>
          {grupo.abiertas.map((t) => (
            <TarjetaTarea key={t.id} tarea={t} hoy={hoy} alMover={alMover} />
          ))}
        </ul>
      )}
      {hechas > 0 && (
        <details style={{ margin: '4px 0 8px' }}>
          <summary style={{ minHeight: 44, display: 'flex', alignItems: 'center', cursor: 'pointer' }}>{`Ver las hechas hoy (${hechas})`}</summary>
          <ul aria-label={`Tareas hechas en ${grupo.nombre}`} style={{ margin: 0, padding: 0 }}>
            {grupo.hechas.map((t) => (
              <TarjetaTarea key={t.id} tarea={t} hoy={hoy} alMover={alMover} />
            ))}
          </ul>
        </details>
      )}
      {grupo.ubicacionId !== null && pendientes > 0 && (
        <Button
          block
          size="large"
          icon={<QrcodeOutlined aria-hidden />}
          style={TOQUE}
          aria-label={`Escanear QR del lugar: ${grupo.nombre}`}
          onClick={() => alEscanear(grupo.nombre)}
        >
          Escanear QR del lugar
        </Button>
      )}
    </Card>
  );
}
