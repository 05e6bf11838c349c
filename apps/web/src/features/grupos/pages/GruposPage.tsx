import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, TeamOutlined } from '@ant-design/icons';
import type { GrupoDetalle, GrupoFila, MiembroGrupo } from '@worknet/domain/usuarios';
import { api } from '../../../lib/api';
import { plural } from '../../../lib/format';
import { useApiList, useApiMutation, useApiQuery } from '../../../lib/query';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';
import {
  AccionesFila,
  CampoBusqueda,
  EncabezadoLista,
  SelectorRemoto,
  TablaLista,
  Vacio,
  columnaAcciones,
  filtroTexto,
  useVistaLista,
} from '../../../lib/lista';
import { useTienePermiso } from '../../auth';
import { etiquetaRol, useItems, useSectores } from '../../usuarios';
import { CLAVES_GRUPOS } from '../api';

type Valores = { nombre: string; descripcion?: string | null; usuarios: number[]; sectores: number[]; roles: number[] };
type Edicion = { id: number | null } | null;
const FILTROS = { filter: filtroTexto };
// Keep in sync with ORDENES_GRUPOS in apps/server/src/modules/grupos/grupos.service.ts.
const ORDENABLES = ['nombre'];
const MOTIVO: Record<MiembroGrupo['motivo'], string> = { manual: 'Manual', sector: 'Por sector', rol: 'Por rol' };

function GrupoModal({ edicion, onCerrar }: { edicion: Edicion; onCerrar: () => void }) {
  const id = edicion?.id ?? null;
  const [form] = Form.useForm<Valores>();
  const sectores = useSectores();
  const items = useItems();
  const roles = (items.data ?? []).filter((i) => i.tipo === 'rol').map((i) => ({ value: i.id, label: etiquetaRol(i.nombre) }));
  const detalle = useApiQuery<GrupoDetalle>([...CLAVES_GRUPOS.grupos, 'uno', id], `/api/v1/grupos/${id ?? 0}`, undefined, {
    enabled: id !== null,
    staleTime: 0,
  });
  const guardar = useApiMutation(
    (v: Valores) => {
      const cuerpo = { ...v, nombre: v.nombre.trim(), descripcion: v.descripcion?.trim() ? v.descripcion.trim() : null };
      return id !== null ? api.put('/api/v1/grupos', id, cuerpo) : api.post('/api/v1/grupos', cuerpo);
    },
    { avisarExito: true, invalidar: [CLAVES_GRUPOS.grupos] },
  );
  const d = detalle.data;
  const cargando = id !== null && !d;
  return (
    <ModalFormulario<Valores>
      form={form}
      abierto={edicion !== null}
      titulo={id !== null ? 'Editar grupo' : 'Nuevo grupo'}
      textoOk="Guardar"
      enviando={guardar.isPending}
      ancho={640}
      cargando={cargando}
      onCerrar={onCerrar}
      initialValues={{
        nombre: d?.nombre ?? '',
        descripcion: d?.descripcion ?? '',
        usuarios: d?.usuarios.map((u) => u.id) ?? [],
        sectores: d?.sectores.map((s) => s.id) ?? [],
        roles: d?.roles.map((r) => r.id) ?? [],
      }}
      onFinish={(v) => guardar.mutate(v, { onSuccess: onCerrar, onError: (e) => mostrarErroresDeCampo(form, e) })}
    >
      <Form.Item name="nombre" label="Nombre" rules={[{ required: true, message: 'Ingrese el nombre' }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="descripcion" label="Descripción">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="usuarios" label="Usuarios">
        <SelectorRemoto fuente="usuarios" multiple iniciales={d?.usuarios.map((u) => ({ value: u.id, label: `${u.nombre} (${u.username})` })) ?? []} />
      </Form.Item>
      <Form.Item name="sectores" label="Sectores">
        <Select mode="multiple" options={sectores.data ?? []} optionFilterProp="label" placeholder="Todos los usuarios de estos sectores" />
      </Form.Item>
      <Form.Item name="roles" label="Roles">
        <Select mode="multiple" options={roles} optionFilterProp="label" placeholder="Todos los usuarios con estos roles" />
      </Form.Item>
    </ModalFormulario>
  );
}

function MiembrosModal({ grupo, onCerrar }: { grupo: GrupoFila | null; onCerrar: () => void }) {
  const [pagina, setPagina] = useState(1);
  const miembros = useApiList<MiembroGrupo>(
    [...CLAVES_GRUPOS.grupos, 'miembros', grupo?.id],
    `/api/v1/grupos/${grupo?.id ?? 0}/miembros`,
    { skip: (pagina - 1) * 10, limit: 10 },
    { enabled: grupo !== null },
  );
  return (
    <Modal open={grupo !== null} title={`Miembros de ${grupo?.nombre ?? ''}`} footer={null} onCancel={onCerrar} destroyOnHidden width={640}>
      <Table<MiembroGrupo>
        rowKey="id"
        size="small"
        loading={miembros.isFetching}
        dataSource={miembros.data?.filas ?? []}
        locale={{ emptyText: <Vacio texto="El grupo no tiene miembros" /> }}
        pagination={{ current: pagina, pageSize: 10, total: miembros.data?.total ?? 0, onChange: setPagina, showSizeChanger: false }}
        columns={[
          { title: 'Usuario', dataIndex: 'username' },
          { title: 'Nombre', dataIndex: 'nombre_completo' },
          { title: 'Motivo', dataIndex: 'motivo', render: (m: MiembroGrupo['motivo']) => <Tag>{MOTIVO[m]}</Tag> },
        ]}
      />
    </Modal>
  );
}

/** 'grupos': groups of users, the audiences of notifications and news. */
export function GruposPage() {
  const puedeEditar = useTienePermiso('admin.grupo.editar');
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDENABLES });
  const [edicion, setEdicion] = useState<Edicion>(null);
  const [viendo, setViendo] = useState<GrupoFila | null>(null);
  const lista = useApiList<GrupoFila>(CLAVES_GRUPOS.grupos, '/api/v1/grupos', vista.params);
  const eliminar = useApiMutation((id: number) => api.del('/api/v1/grupos', id), { avisarExito: true, invalidar: [CLAVES_GRUPOS.grupos] });
  const crear = () => setEdicion({ id: null });

  return (
    <section>
      <EncabezadoLista
        titulo="Grupos"
        acciones={
          puedeEditar && (
            <Button type="primary" onClick={crear}>
              Nuevo grupo
            </Button>
          )
        }
      />
      <div style={{ marginBottom: 16 }}>
        <CampoBusqueda
          aria-label="Buscar grupos"
          placeholder="Buscar por nombre"
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
      </div>
      <TablaLista<GrupoFila>
        aria-label="Grupos"
        vista={vista}
        lista={lista}
        vacio={
          vista.filtros.filter ? (
            <Vacio texto="Ningún grupo coincide" explicacion="Pruebe con otro nombre." />
          ) : (
            <Vacio
              texto="No hay grupos"
              explicacion="Un grupo reúne usuarios, sectores o roles para enviarles notificaciones y novedades de una sola vez."
              accion={puedeEditar && <Button onClick={crear}>Crear grupo</Button>}
            />
          )
        }
        textoTotal={(t) => `${t} ${plural(t, 'grupo', 'grupos')}`}
        columns={[
          { title: 'Nombre', dataIndex: 'nombre', sorter: true },
          { title: 'Descripción', dataIndex: 'descripcion', render: (v: string | null) => v ?? '—' },
          { title: 'Usuarios', dataIndex: 'usuarios' },
          { title: 'Sectores', dataIndex: 'sectores' },
          { title: 'Roles', dataIndex: 'roles' },
          { title: 'Miembros', dataIndex: 'miembros' },
          columnaAcciones<GrupoFila>((g) => (
            <AccionesFila
              de={g.nombre}
              acciones={[
                {
                  clave: 'miembros',
                  texto: 'Ver miembros',
                  nombre: `Ver miembros de ${g.nombre}`,
                  icono: <TeamOutlined aria-hidden />,
                  principal: true,
                  alElegir: () => setViendo(g),
                },
                puedeEditar && {
                  clave: 'editar',
                  texto: 'Editar',
                  icono: <EditOutlined aria-hidden />,
                  principal: true,
                  alElegir: () => setEdicion({ id: g.id }),
                },
                puedeEditar && {
                  clave: 'eliminar',
                  texto: 'Eliminar',
                  icono: <DeleteOutlined aria-hidden />,
                  peligro: true,
                  confirmar: {
                    titulo: `¿Eliminar el grupo ${g.nombre}?`,
                    texto: 'Sus miembros no se borran: sólo dejan de formar este grupo.',
                    ok: 'Eliminar',
                  },
                  alElegir: () => eliminar.mutateAsync(g.id),
                },
              ]}
            />
          )),
        ]}
      />
      <GrupoModal key={edicion?.id ?? 'nuevo'} edicion={edicion} onCerrar={() => setEdicion(null)} />
      <MiembrosModal grupo={viendo} onCerrar={() => setViendo(null)} />
    </section>
  );
}
