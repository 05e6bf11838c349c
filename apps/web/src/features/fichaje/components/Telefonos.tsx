import { useState } from 'react';
import { Button, Flex, Radio, Table, Typography, type TableColumnsType } from 'antd';
import { Desplazable, Vacio } from '../../../lib/lista';
import { useDecidirDispositivo, useDispositivos, type DispositivoFila, type EstadoDispositivo } from '../api';
import { diaArgentina, horaArgentina } from '../local';

const VACIO: Record<EstadoDispositivo, string> = {
  pendiente: 'No hay teléfonos esperando autorización.',
  aprobado: 'No hay teléfonos autorizados.',
  rechazado: 'No hay teléfonos rechazados.',
};
const TABLA: Record<EstadoDispositivo, string> = {
  pendiente: 'Teléfonos pendientes',
  aprobado: 'Teléfonos autorizados',
  rechazado: 'Teléfonos rechazados',
};

/** The «Teléfonos» tab: pending phones to decide, and the decided ones to reverse (approve a rejected one, reject an approved one). */
export function Telefonos() {
  const [estado, setEstado] = useState<EstadoDispositivo>('pendiente');
  const dispositivos = useDispositivos(estado);
  const decidir = useDecidirDispositivo();
  const boton = (d: DispositivoFila, accion: 'aprobar' | 'rechazar') =>
    accion === 'aprobar' ? (
      <Button size="small" type="primary" onClick={() => decidir.mutate({ id: d.id, accion })} aria-label={`Autorizar el teléfono de ${d.usuario}`}>
        Autorizar
      </Button>
    ) : (
      <Button size="small" danger onClick={() => decidir.mutate({ id: d.id, accion })} aria-label={`Rechazar el teléfono de ${d.usuario}`}>
        Rechazar
      </Button>
    );
  const columnas: TableColumnsType<DispositivoFila> = [
    { title: 'Persona', dataIndex: 'usuario', key: 'usuario' },
    { title: 'Pedido el', key: 'creado', render: (_, d) => `${diaArgentina(d.created_at)} ${horaArgentina(d.created_at)}` },
    ...(estado === 'aprobado'
      ? [{ title: 'Autorizado el', key: 'aprobado', render: (_: unknown, d: DispositivoFila) => (d.aprobado_at ? diaArgentina(d.aprobado_at) : '—') }]
      : []),
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_, d) => (
        <Flex wrap gap={8}>
          {d.estado !== 'aprobado' && boton(d, 'aprobar')}
          {d.estado !== 'rechazado' && boton(d, 'rechazar')}
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        El primer teléfono de cada persona queda vinculado al fichar por primera vez; un teléfono nuevo espera acá la autorización de RRHH.
      </Typography.Paragraph>
      <Radio.Group
        aria-label="Estado de los teléfonos"
        optionType="button"
        value={estado}
        onChange={(e) => setEstado(e.target.value as EstadoDispositivo)}
        options={[
          { value: 'pendiente', label: 'Pendientes' },
          { value: 'aprobado', label: 'Autorizados' },
          { value: 'rechazado', label: 'Rechazados' },
        ]}
      />
      <Desplazable etiqueta={TABLA[estado]}>
        <Table<DispositivoFila>
          rowKey="id"
          size="small"
          columns={columnas}
          dataSource={dispositivos.data ?? []}
          loading={dispositivos.isFetching}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Vacio texto={VACIO[estado]} /> }}
        />
      </Desplazable>
    </Flex>
  );
}
