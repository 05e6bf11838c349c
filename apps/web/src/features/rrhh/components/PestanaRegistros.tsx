import { useState, type ReactNode } from 'react';
import { Button, Flex, Space, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { lazyScreen } from '../../../lib/lazyScreen';
import { AccionesFila, columnaAcciones, Desplazable } from '../../../lib/lista';
import { useEliminarRegistro } from '../api';
import { textoCelda } from '../filas';
import type { DescripcionRegistro } from '../registros';
import type { FilaRegistro } from '@worknet/domain/rrhh/legajo';

// The form (controls, schemas) loads when a person adds or edits, not with the table.
const ModalRegistro = lazyScreen(() => import('./ModalRegistro').then((m) => m.ModalRegistro));

type Props = {
  descripcion: DescripcionRegistro;
  personaId: number;
  filas: FilaRegistro[];
  editable: boolean;
  /** Shown beside the title ('Hijos: 2'). */
  resumen?: ReactNode;
};

/** One tab of the file for any kind of record: its table and, for editors, add / edit / delete. */
export function PestanaRegistros({ descripcion: d, personaId, filas, editable, resumen }: Props) {
  // undefined: closed; null: adding; a row: editing it.
  const [editando, setEditando] = useState<FilaRegistro | null | undefined>(undefined);
  const eliminar = useEliminarRegistro(d.ruta, personaId);
  const porNombre = new Map(d.campos.map((c) => [c.nombre, c]));
  // The accessible name of a row's buttons: its first column ('Editar familiar Hijo/a Sofía').
  const nombreFila = (f: FilaRegistro) =>
    d.columnas
      .slice(0, 2)
      .map((k) => textoCelda(porNombre.get(k)!, f))
      .filter(Boolean)
      .join(' ');

  const columnas: TableColumnsType<FilaRegistro> = d.columnas.map((k) => {
    const c = porNombre.get(k)!;
    return { key: k, title: c.campo.etiqueta, render: (_: unknown, f: FilaRegistro) => textoCelda(c, f) || '—' };
  });
  if (editable) {
    // The shared row actions: icons at desk width, a «…» menu on a phone, the deletion last and confirmed.
    columnas.push(
      columnaAcciones<FilaRegistro>((f) => (
        <AccionesFila
          de={`${d.singular} ${nombreFila(f)}`}
          acciones={[
            { clave: 'editar', texto: 'Editar', icono: <EditOutlined aria-hidden />, principal: true, alElegir: () => setEditando(f) },
            {
              clave: 'eliminar',
              texto: 'Eliminar',
              icono: <DeleteOutlined aria-hidden />,
              peligro: true,
              principal: true,
              confirmar: { titulo: `¿Eliminar ${d.femenino ? 'esta' : 'este'} ${d.singular}?`, texto: nombreFila(f), ok: 'Eliminar' },
              alElegir: () => eliminar.mutateAsync(f.id).catch(() => undefined),
            },
          ]}
        />
      )),
    );
  }

  return (
    <section aria-labelledby={`titulo-${d.parte}`}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space size="large" wrap>
          <Typography.Title id={`titulo-${d.parte}`} level={2} style={{ fontSize: 18, margin: 0 }}>
            {d.titulo}
          </Typography.Title>
          {resumen}
        </Space>
        {editable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando(null)}>
            Agregar {d.singular}
          </Button>
        )}
      </Flex>
      <Desplazable etiqueta={d.titulo}>
        <Table<FilaRegistro>
          rowKey="id"
          size="small"
          columns={columnas}
          dataSource={filas}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Typography.Text>{d.vacio}</Typography.Text> }}
        />
      </Desplazable>
      {editando !== undefined && <ModalRegistro descripcion={d} personaId={personaId} fila={editando} onCerrar={() => setEditando(undefined)} />}
    </section>
  );
}
