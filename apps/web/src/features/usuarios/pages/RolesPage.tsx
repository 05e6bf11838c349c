import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { AuthItemFila } from '@worknet/domain/usuarios';
import { api } from '../../../lib/api';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { useApiMutation } from '../../../lib/query';
// Every role and permission comes in one call (a few hundred at most): the tables page in memory, with the kit's header and empty text.
import { plural } from '../../../lib/format';
import { AccionesFila, Desplazable, EncabezadoLista, Vacio, columnaAcciones } from '../../../lib/lista';
import { useTienePermiso } from '../../auth';
import { CLAVES_USUARIOS, useItems } from '../api';
import { etiquetaRol } from '../roles';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

type Datos = { nombre: string; descripcion?: string | null };
type Edicion = { item: AuthItemFila | null } | null;

const invalidar = { avisarExito: true, invalidar: [CLAVES_USUARIOS.items] };
/** A role by its label («Administrador de compras»); a permission by its code. */
const nombreDe = (i: AuthItemFila) => (i.tipo === 'rol' ? etiquetaRol(i.nombre) : i.nombre);

function RolModal({ edicion, onCerrar }: { edicion: Edicion; onCerrar: () => void }) {
  const [form] = Form.useForm<Datos>();
  const item = edicion?.item ?? null;
  const guardar = useApiMutation((v: Datos) => {
    const cuerpo = { nombre: v.nombre.trim(), descripcion: v.descripcion?.trim() ? v.descripcion.trim() : null };
    return item ? api.put('/api/v1/sis_auth_item', item.id, cuerpo) : api.post('/api/v1/sis_auth_item', cuerpo);
  }, invalidar);
  return (
    <ModalFormulario
      form={form}
      abierto={edicion !== null}
      titulo={item ? `Editar ${item.tipo === 'rol' ? 'rol' : 'permiso'}` : 'Nuevo rol'}
      textoOk="Guardar"
      enviando={guardar.isPending}
      onCerrar={onCerrar}
      initialValues={{ nombre: item?.nombre ?? '', descripcion: item?.descripcion ?? '' }}
      onFinish={(v) => guardar.mutate(v, { onError: (e) => mostrarErroresDeCampo(form, e), onSuccess: onCerrar })}
    >
      <Form.Item name="nombre" label="Nombre" rules={[{ required: true, message: 'Ingrese el nombre' }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="descripcion" label="Descripción">
        <Input.TextArea rows={3} />
      </Form.Item>
    </ModalFormulario>
  );
}

function Hijos({ rol, porId, todos, puedeEditar }: { rol: AuthItemFila; porId: Map<number, AuthItemFila>; todos: AuthItemFila[]; puedeEditar: boolean }) {
  const [nuevo, setNuevo] = useState<number | null>(null);
  const agregar = useApiMutation((hijo: number) => api.post('/api/v1/sis_auth_item_child/add', { padre_id: rol.id, hijo_id: hijo }), invalidar);
  const quitar = useApiMutation((hijo: number) => api.post('/api/v1/sis_auth_item_child/_destroy', { padre_id: rol.id, hijo_id: hijo }), invalidar);
  const candidatos = todos
    .filter((i) => i.id !== rol.id && !rol.hijos.includes(i.id))
    .map((i) => ({ value: i.id, label: `${nombreDe(i)} (${i.tipo === 'rol' ? 'rol' : 'permiso'})` }));
  return (
    <div>
      <Typography.Text strong>Incluye:</Typography.Text> {rol.hijos.length === 0 && <Typography.Text type="secondary">nada todavía</Typography.Text>}
      <Space size={[4, 8]} wrap style={{ marginTop: 4 }}>
        {rol.hijos.map((id) => {
          const h = porId.get(id);
          return (
            <Tag
              key={id}
              color={h?.tipo === 'rol' ? 'blue' : undefined}
              closable={puedeEditar}
              closeIcon={puedeEditar ? <span aria-label={`Quitar ${h ? nombreDe(h) : id}`}>×</span> : undefined}
              onClose={(e) => {
                e.preventDefault();
                quitar.mutate(id);
              }}
            >
              {h ? nombreDe(h) : `#${id}`}
            </Tag>
          );
        })}
      </Space>
      {puedeEditar && (
        <Space wrap style={{ marginTop: 8, display: 'flex' }}>
          <Select
            aria-label={`Agregar a ${nombreDe(rol)}`}
            showSearch
            optionFilterProp="label"
            placeholder="Rol o permiso a agregar"
            style={{ width: 320, maxWidth: '100%' }}
            value={nuevo}
            onChange={setNuevo}
            options={candidatos}
          />
          <Button
            disabled={nuevo === null}
            loading={agregar.isPending}
            onClick={() => nuevo !== null && agregar.mutate(nuevo, { onSuccess: () => setNuevo(null) })}
          >
            Agregar
          </Button>
        </Space>
      )}
    </div>
  );
}

/**
 * 'admin_item': roles and permissions (spec §7). 'new_item' (spec §2, `nuevo`) is the same
 * page with the new role's form open; once it closes (saved or cancelled) the address is admin_item.
 */
export function RolesPage({ nuevo = false }: { nuevo?: boolean }) {
  const puedeEditar = useTienePermiso('admin.rol.editar');
  const items = useItems();
  const navigate = useNavigate();
  const [edicion, setEdicion] = useState<Edicion>(nuevo ? { item: null } : null);
  // After the dialog's unsaved-changes flag is gone (a child's effect cleans up first), so leaving never asks.
  useEffect(() => {
    if (nuevo && edicion === null) void navigate('/admin_item', { replace: true });
  }, [nuevo, edicion, navigate]);
  const todos = useMemo(() => items.data ?? [], [items.data]);
  const porId = useMemo(() => new Map(todos.map((i) => [i.id, i])), [todos]);
  const roles = todos.filter((i) => i.tipo === 'rol');
  const permisos = todos.filter((i) => i.tipo === 'permiso');
  const eliminar = useApiMutation((id: number) => api.del('/api/v1/sis_auth_item', id), invalidar);

  const acciones = columnaAcciones<AuthItemFila>((i) =>
    puedeEditar ? (
      <AccionesFila
        de={nombreDe(i)}
        acciones={[
          { clave: 'editar', texto: 'Editar', icono: <EditOutlined aria-hidden />, principal: true, alElegir: () => setEdicion({ item: i }) },
          i.tipo === 'rol' && {
            clave: 'eliminar',
            texto: 'Eliminar',
            icono: <DeleteOutlined aria-hidden />,
            peligro: true,
            confirmar: {
              titulo: `¿Eliminar el rol ${nombreDe(i)}?`,
              texto: i.usuarios > 0 ? `Lo ${plural(i.usuarios, 'tiene', 'tienen')} ${i.usuarios} ${plural(i.usuarios, 'usuario', 'usuarios')}.` : undefined,
              ok: 'Eliminar',
            },
            alElegir: () => eliminar.mutateAsync(i.id),
          },
        ]}
      />
    ) : null,
  );
  // Wide tables scroll inside their own box (reachable by keyboard) instead of widening the page.
  const desplazable = { scroll: { x: 'max-content' as const } };

  return (
    <section>
      <EncabezadoLista
        titulo="Roles y permisos"
        acciones={
          puedeEditar && (
            <Button type="primary" onClick={() => setEdicion({ item: null })}>
              Nuevo rol
            </Button>
          )
        }
      />
      <Tabs
        items={[
          {
            key: 'roles',
            label: `Roles (${roles.length})`,
            children: (
              <Desplazable etiqueta="Roles">
                <Table<AuthItemFila>
                  rowKey="id"
                  size="middle"
                  loading={items.isFetching}
                  dataSource={roles}
                  pagination={false}
                  {...desplazable}
                  aria-label="Roles"
                  locale={{ emptyText: <Vacio texto="No hay roles" /> }}
                  expandable={{
                    expandedRowRender: (r) => <Hijos rol={r} porId={porId} todos={todos} puedeEditar={puedeEditar} />,
                  }}
                  columns={[
                    { title: 'Nombre', key: 'nombre', render: (_, r) => nombreDe(r) },
                    { title: 'Descripción', dataIndex: 'descripcion', render: (v: string | null) => v ?? '—' },
                    { title: 'Incluye', render: (_, r) => r.hijos.length },
                    { title: 'Usuarios', dataIndex: 'usuarios' },
                    ...(puedeEditar ? [acciones] : []),
                  ]}
                />
              </Desplazable>
            ),
          },
          {
            key: 'permisos',
            label: `Permisos (${permisos.length})`,
            children: (
              <Desplazable etiqueta="Permisos">
                <Table<AuthItemFila>
                  rowKey="id"
                  size="middle"
                  loading={items.isFetching}
                  dataSource={permisos}
                  {...desplazable}
                  aria-label="Permisos"
                  locale={{ emptyText: <Vacio texto="No hay permisos" /> }}
                  pagination={{ pageSize: 50, showSizeChanger: false }}
                  columns={[
                    { title: 'Nombre', dataIndex: 'nombre' },
                    { title: 'Descripción', dataIndex: 'descripcion', render: (v: string | null) => v ?? '—' },
                    ...(puedeEditar ? [acciones] : []),
                  ]}
                />
              </Desplazable>
            ),
          },
        ]}
      />
      <RolModal edicion={edicion} onCerrar={() => setEdicion(null)} />
    </section>
  );
}
