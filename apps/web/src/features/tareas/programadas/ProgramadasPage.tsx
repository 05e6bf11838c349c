import { Link, useNavigate } from 'react-router';
import { Button, Flex, Switch, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { plural } from '../../../lib/format';
import {
  AccionesFila,
  CampoBusqueda,
  columnaAcciones,
  EncabezadoLista,
  FiltroActivo,
  filtroOpcion,
  filtroTexto,
  TablaLista,
  useVistaLista,
  Vacio,
} from '../../../lib/lista';
import { useApiList, useApiMutation } from '../../../lib/query';
import { CLAVE_PROGRAMADAS, llamadasProgramadas, RUTA_PROGRAMADAS, useOcurrencias, type TareaProgramada } from './api';
import { ocurrenciaLegible } from './Previa';

const FILTROS = { filter: filtroTexto, activa: filtroOpcion(['true', 'false']) };
const FORM = '/admin/tareas-programadas/form';

/** The next three dates of one row, asked row by row (the list itself does not carry them). */
function Proximas({ fila }: { fila: TareaProgramada }) {
  const o = useOcurrencias(fila.id);
  if (!fila.activa) return <Typography.Text>Inactiva</Typography.Text>;
  if (o.isPending) return <Typography.Text>Calculando…</Typography.Text>;
  const lista = o.data?.ocurrencias ?? [];
  if (!lista.length) return <Typography.Text>Sin fechas por delante</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {lista.map((x) => (
        <li key={x}>{ocurrenciaLegible(x)}</li>
      ))}
    </ul>
  );
}

/** 'admin/tareas-programadas' (issue 22 item 3): the templates that generate tasks ahead of time. */
export function ProgramadasPage() {
  const navigate = useNavigate();
  const vista = useVistaLista({ filtros: FILTROS });
  const lista = useApiList<TareaProgramada>(CLAVE_PROGRAMADAS, RUTA_PROGRAMADAS, vista.params);
  const activar = useApiMutation(llamadasProgramadas.activar, { avisarExito: true, invalidar: [CLAVE_PROGRAMADAS] });
  const eliminar = useApiMutation(llamadasProgramadas.eliminar, { avisarExito: true, invalidar: [CLAVE_PROGRAMADAS] });
  const filtrado = vista.filtros.filter !== undefined || vista.filtros.activa !== undefined;
  const nueva = (
    <Button type="primary" onClick={() => void navigate(FORM)}>
      Nueva tarea programada
    </Button>
  );

  return (
    <section>
      <EncabezadoLista titulo="Tareas programadas" acciones={nueva} />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <CampoBusqueda
          aria-label="Buscar tareas programadas"
          placeholder="Buscar por título"
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
        <FiltroActivo valor={vista.filtros.activa} onCambiar={(activa) => vista.filtrar({ activa })} />
      </Flex>
      <TablaLista<TareaProgramada>
        aria-label="Tareas programadas"
        vista={vista}
        lista={lista}
        vacio={
          filtrado ? (
            <Vacio texto="Ninguna tarea programada coincide" explicacion="Pruebe con otro título o con «Todos»." />
          ) : (
            <Vacio
              texto="No hay tareas programadas"
              explicacion="Una tarea programada es un modelo con su repetición (todos los días, ciertos días de la semana, un día del mes o cada tantas horas): el sistema crea las tareas por adelantado."
              accion={<Button onClick={() => void navigate(FORM)}>Crear tarea programada</Button>}
            />
          )
        }
        textoTotal={(t) => `${t} ${plural(t, 'tarea programada', 'tareas programadas')}`}
        columns={[
          { title: 'Título', dataIndex: 'titulo', sorter: true, render: (v: string, f) => <Link to={`${FORM}/${f.id}`}>{v}</Link> },
          { title: 'Tipo', dataIndex: 'tipo' },
          { title: 'Ubicación', dataIndex: 'ubicacion', render: (v: string | null) => v ?? '—' },
          { title: 'Repetición', dataIndex: 'descripcion_recurrencia' },
          {
            title: 'Activa',
            dataIndex: 'activa',
            render: (v: boolean, f) => (
              <Switch
                checked={v}
                aria-label={`Activa: ${f.titulo}`}
                loading={activar.isPending && activar.variables?.fila.id === f.id}
                onChange={(activa) => activar.mutate({ fila: f, activa })}
              />
            ),
          },
          { title: 'Próximas', key: 'proximas', render: (_, f) => <Proximas fila={f} /> },
          columnaAcciones<TareaProgramada>((f) => (
            <AccionesFila
              de={f.titulo}
              acciones={[
                {
                  clave: 'editar',
                  texto: 'Editar',
                  nombre: `Editar ${f.titulo}`,
                  icono: <EditOutlined aria-hidden />,
                  principal: true,
                  alElegir: () => void navigate(`${FORM}/${f.id}`),
                },
                {
                  clave: 'eliminar',
                  texto: 'Eliminar',
                  nombre: `Eliminar ${f.titulo}`,
                  icono: <DeleteOutlined aria-hidden />,
                  peligro: true,
                  confirmar: {
                    titulo: `¿Eliminar «${f.titulo}»?`,
                    texto: 'No se crean más tareas con ella; las ya creadas quedan como están.',
                    ok: 'Eliminar',
                  },
                  alElegir: () => eliminar.mutateAsync(f.id),
                },
              ]}
            />
          )),
        ]}
      />
    </section>
  );
}
