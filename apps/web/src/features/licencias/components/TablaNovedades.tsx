import { Link, useNavigate } from 'react-router';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import type { NovedadFila } from '@worknet/domain/licencias/esquemas';
import { diaLegible } from '@worknet/domain/licencias/dias';
import { AccionesFila, columnaAcciones } from '../../../lib/lista';
import { PASO_SIGUIENTE } from '../formato';
import { EstadoNovedad } from './EstadoNovedad';

const de = (n: NovedadFila) => `la novedad N.º ${n.id} de ${n.persona}`;

/** The columns of a list of personnel events (the list screens and the legajo's tab). */
export function useColumnasNovedades({ conPersona = true, ordenable = true }: { conPersona?: boolean; ordenable?: boolean } = {}) {
  const navigate = useNavigate();
  const columnas: TableColumnsType<NovedadFila> = [
    { title: 'N.º', dataIndex: 'id', render: (v: number) => <Link to={`/rrhh/novedad/${v}`}>{v}</Link> },
    ...(conPersona
      ? [
          {
            title: 'Persona',
            dataIndex: 'persona',
            key: 'persona',
            sorter: ordenable,
            render: (v: string, n: NovedadFila) => (
              <Flex vertical>
                <span>{v}</span>
                {n.sector && <Typography.Text type="secondary">{n.sector}</Typography.Text>}
              </Flex>
            ),
          },
        ]
      : []),
    { title: 'Tipo', dataIndex: 'tipo', key: 'tipo', sorter: ordenable },
    { title: 'Desde', dataIndex: 'desde', key: 'desde', sorter: ordenable, render: (v: string) => diaLegible(v) },
    { title: 'Hasta', dataIndex: 'hasta', render: (v: string) => diaLegible(v) },
    { title: 'Días', dataIndex: 'dias', key: 'dias', sorter: ordenable, align: 'right' },
    {
      title: 'Estado',
      dataIndex: 'estado',
      key: 'estado',
      sorter: ordenable,
      render: (_: unknown, n: NovedadFila) => (
        <Flex vertical gap={2} align="start">
          <EstadoNovedad estado={n.estado} />
          {n.siguiente_paso && <Typography.Text type="secondary">{PASO_SIGUIENTE[n.siguiente_paso]}</Typography.Text>}
        </Flex>
      ),
    },
    columnaAcciones<NovedadFila>((n) => (
      <AccionesFila
        de={de(n)}
        nombreMenu={`Acciones de ${de(n)}`}
        acciones={[
          {
            clave: 'ver',
            texto: 'Ver',
            nombre: `Ver ${de(n)}`,
            icono: <EyeOutlined aria-hidden />,
            principal: true,
            alElegir: () => void navigate(`/rrhh/novedad/${n.id}`),
          },
        ]}
      />
    )),
  ];
  return columnas;
}
