import { useState, type ReactNode } from 'react';
import { Button, Flex, Modal, Space, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { lazyScreen } from '../../../lib/lazyScreen';
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
  const [modal, contextoModal] = Modal.useModal();
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

  const confirmarBaja = (f: FilaRegistro) =>
    modal.confirm({
      title: `¿Eliminar ${d.femenino ? 'esta' : 'este'} ${d.singular}?`,
      content: nombreFila(f),
      okText: 'Eliminar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      // A failure was toasted by the client; the dialog closes either way.
      onOk: () => eliminar.mutateAsync(f.id).catch(() => undefined),
    });

  const columnas: TableColumnsType<FilaRegistro> = d.columnas.map((k) => {
    const c = porNombre.get(k)!;
    return { key: k, title: c.campo.etiqueta, render: (_: unknown, f: FilaRegistro) => textoCelda(c, f) || '—' };
  });
  if (editable) {
    columnas.push({
      key: 'acciones',
      title: 'Acciones',
      fixed: 'right',
      render: (_: unknown, f: FilaRegistro) => (
        <Space size={0}>
          <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${d.singular} ${nombreFila(f)}`} onClick={() => setEditando(f)} />
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Eliminar ${d.singular} ${nombreFila(f)}`} onClick={() => confirmarBaja(f)} />
        </Space>
      ),
    });
  }

  return (
    <section aria-labelledby={`titulo-${d.parte}`}>
      {contextoModal}
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
      <Table<FilaRegistro>
        rowKey="id"
        size="small"
        columns={columnas}
        dataSource={filas}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text>{d.vacio}</Typography.Text> }}
      />
      {editando !== undefined && <ModalRegistro descripcion={d} personaId={personaId} fila={editando} onCerrar={() => setEditando(undefined)} />}
    </section>
  );
}
