import { Link } from 'react-router';
import { Flex, InputNumber, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { formatFechaHora, plural } from '../../../lib/format';
import { AccionesFila, CampoBusqueda, EncabezadoLista, TablaLista, Vacio, columnaAcciones, filtroId, filtroTexto, useVistaLista } from '../../../lib/lista';
import { avisar } from '../../../lib/notify';
import { useApiList } from '../../../lib/query';
import { CLAVES_TAREAS, RUTAS_TAREAS, llamadasTareas, refrescarTareas, type Comentario } from '../api';

const FILTROS = { filter: filtroTexto, tarea_id: filtroId };

/** admin/tarea-comentarios: every task's comments, newest first, by task or text; an admin deletes the improper ones. */
export function ComentariosAdminPage() {
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ['created_at'], ordenInicial: { campo: 'created_at', descendente: true } });
  const lista = useApiList<Comentario>(CLAVES_TAREAS.moderacion, RUTAS_TAREAS.moderacion, vista.params);
  const f = vista.filtros;
  const borrar = async (c: Comentario) => {
    const r = await llamadasTareas.borrarComentario(c.id);
    avisar({ tipo: 'success', texto: r.message });
    await refrescarTareas();
  };
  return (
    <section>
      <EncabezadoLista titulo="Comentarios de tareas" />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <CampoBusqueda
          aria-label="Buscar en los comentarios"
          valor={f.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
          placeholder="Texto o autor"
          ancho={240}
        />
        <InputNumber<number>
          aria-label="Número de tarea"
          placeholder="N.º de tarea"
          min={1}
          precision={0}
          value={f.tarea_id ?? null}
          onChange={(v) => vista.filtrar({ tarea_id: v && v > 0 ? v : undefined })}
          style={{ width: 160 }}
        />
      </Flex>
      <TablaLista<Comentario>
        aria-label="Comentarios de tareas"
        vista={vista}
        lista={lista}
        vacio={
          f.filter || f.tarea_id ? (
            <Vacio texto="Ningún comentario coincide" explicacion="Pruebe con otro texto u otra tarea." />
          ) : (
            <Vacio texto="No hay comentarios" explicacion="Los comentarios que el personal deja en las tareas aparecen aquí." />
          )
        }
        textoTotal={(n) => `${n} ${plural(n, 'comentario', 'comentarios')}`}
        columns={[
          { title: 'Fecha', dataIndex: 'created_at', key: 'created_at', sorter: true, render: (v: string) => formatFechaHora(v) },
          {
            title: 'Tarea',
            dataIndex: 'tarea',
            render: (_: unknown, c) => <Link to={`/tareas/${c.tarea_id}`} style={{ overflowWrap: 'anywhere' }}>{`N.º ${c.tarea_id}: ${c.tarea}`}</Link>,
          },
          { title: 'Autor', dataIndex: 'autor' },
          {
            title: 'Comentario',
            dataIndex: 'texto',
            render: (v: string) => (
              <Typography.Paragraph
                ellipsis={{ rows: 3, expandable: true, symbol: 'Ver más' }}
                style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 160 }}
              >
                {v}
              </Typography.Paragraph>
            ),
          },
          columnaAcciones<Comentario>((c) => (
            <AccionesFila
              de={`el comentario de ${c.autor}`}
              nombreMenu={`Acciones del comentario de ${c.autor}`}
              acciones={[
                {
                  clave: 'eliminar',
                  texto: 'Eliminar',
                  nombre: `Eliminar el comentario de ${c.autor}`,
                  icono: <DeleteOutlined aria-hidden />,
                  principal: true,
                  peligro: true,
                  confirmar: {
                    titulo: '¿Eliminar el comentario?',
                    texto: `De ${c.autor} en la tarea N.º ${c.tarea_id}. Deja de verse en la tarea.`,
                    ok: 'Eliminar',
                  },
                  alElegir: () => borrar(c),
                },
              ]}
            />
          )),
        ]}
      />
    </section>
  );
}
