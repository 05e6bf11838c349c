import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Modal, Space, Switch, Tag, Typography } from 'antd';
import { EditOutlined, KeyOutlined, MailOutlined } from '@ant-design/icons';
import type { UsuarioFila } from '@worknet/domain/usuarios';
import { dayjs } from '../../../lib/fechas';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { plural } from '../../../lib/format';
import { useApiList, useApiMutation } from '../../../lib/query';
import {
  AccionesFila,
  CampoBusqueda,
  FiltroActivo,
  EncabezadoLista,
  TablaLista,
  Vacio,
  columnaAcciones,
  filtroOpcion,
  filtroTexto,
  useVistaLista,
} from '../../../lib/lista';
import { useTienePermiso } from '../../auth';
import { CLAVES_USUARIOS, llamadasUsuarios } from '../api';
import { etiquetaRol } from '../roles';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

const FILTROS = { filter: filtroTexto, activo: filtroOpcion(['true', 'false']) };
// Keep in sync with usuarioMetaQuery's sortBy in packages/domain/src/usuarios.ts.
const ORDENABLES = ['username', 'nombre_completo', 'email', 'activo', 'ultimo_login'];

const ultimoIngreso = (v: string | null) => (v ? dayjs(v).format('DD/MM/YYYY HH:mm') : 'Nunca');

function PasswordTemporalModal({ usuario, onCerrar }: { usuario: UsuarioFila | null; onCerrar: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const asignar = useApiMutation(llamadasUsuarios.passwordTemporal, { avisarExito: true, invalidar: [CLAVES_USUARIOS.usuarios] });
  return (
    <ModalFormulario
      form={form}
      abierto={usuario !== null}
      titulo={`Contraseña temporal de ${usuario?.username ?? ''}`}
      textoOk="Asignar"
      enviando={asignar.isPending}
      onCerrar={onCerrar}
      onFinish={(v) => {
        if (!usuario) return;
        asignar.mutate({ id: usuario.id, password: v.password }, { onError: (e) => mostrarErroresDeCampo(form, e), onSuccess: onCerrar });
      }}
    >
      <Typography.Paragraph type="secondary">El usuario deberá cambiarla al ingresar.</Typography.Paragraph>
      <Form.Item name="password" label="Contraseña temporal" rules={[{ required: true, message: 'Ingrese la contraseña' }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </ModalFormulario>
  );
}

/** 'admin_user_meta': the user list (spec §7 "User administration"). */
export function UsuariosPage() {
  const [modal, contextoModal] = Modal.useModal();
  const navigate = useNavigate();
  const puedeEditar = useTienePermiso('admin.usuario.editar');
  const vista = useVistaLista({ filtros: FILTROS, ordenables: ORDENABLES });
  const [conPassword, setConPassword] = useState<UsuarioFila | null>(null);
  const lista = useApiList<UsuarioFila>(CLAVES_USUARIOS.usuarios, '/api/v1/usuario_meta', vista.params);
  const cambiarActivo = useApiMutation(llamadasUsuarios.activo, { avisarExito: true, invalidar: [CLAVES_USUARIOS.usuarios] });
  const recuperar = useApiMutation(llamadasUsuarios.recuperacion, { avisarExito: true });

  const confirmarActivo = (u: UsuarioFila, valor: boolean) => {
    modal.confirm({
      title: valor ? `¿Activar a ${u.username}?` : `¿Desactivar a ${u.username}?`,
      content: valor ? 'Podrá volver a ingresar.' : 'Se cerrarán todas sus sesiones abiertas.',
      okText: valor ? 'Activar' : 'Desactivar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: !valor },
      onOk: () => cambiarActivo.mutateAsync({ id: u.id, activo: valor }),
    });
  };

  const confirmarRecuperacion = (u: UsuarioFila) => {
    modal.confirm({
      title: `¿Enviar el enlace de recuperación a ${u.username}?`,
      content: u.email ? `Se enviará a ${u.email}.` : 'El usuario no tiene e-mail cargado.',
      okText: 'Enviar',
      cancelText: 'Cancelar',
      onOk: () => recuperar.mutateAsync(u.id),
    });
  };

  return (
    <section>
      <EncabezadoLista
        titulo="Usuarios"
        acciones={
          puedeEditar && (
            <Button type="primary" onClick={() => void navigate('/new_user')}>
              Nuevo usuario
            </Button>
          )
        }
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <CampoBusqueda
          aria-label="Buscar usuarios"
          placeholder="Buscar por usuario, nombre o e-mail"
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
        <FiltroActivo valor={vista.filtros.activo} onCambiar={(activo) => vista.filtrar({ activo })} />
      </Space>
      <TablaLista<UsuarioFila>
        aria-label="Usuarios"
        vista={vista}
        lista={lista}
        vacio={
          vista.filtros.filter || vista.filtros.activo ? (
            <Vacio texto="Ningún usuario coincide" explicacion="Pruebe con otra búsqueda o con «Todos»." />
          ) : (
            <Vacio
              texto="No hay usuarios"
              explicacion="Cada persona que ingresa a Worknet necesita un usuario, con sus sectores y sus roles."
              accion={puedeEditar && <Button onClick={() => void navigate('/new_user')}>Crear usuario</Button>}
            />
          )
        }
        textoTotal={(t) => `${t} ${plural(t, 'usuario', 'usuarios')}`}
        columns={[
          { title: 'Usuario', dataIndex: 'username', sorter: true },
          { title: 'Nombre completo', dataIndex: 'nombre_completo', sorter: true },
          { title: 'E-mail', dataIndex: 'email', sorter: true, render: (v: string | null) => v ?? '—' },
          { title: 'Sectores', render: (_, u) => u.sectores.map((s) => s.nombre).join(', ') },
          { title: 'Roles', render: (_, u) => u.roles.map((r) => <Tag key={r.id}>{etiquetaRol(r.nombre)}</Tag>) },
          {
            title: 'Activo',
            key: 'activo',
            sorter: true,
            render: (_, u) => (
              <Switch
                checked={u.activo}
                disabled={!puedeEditar}
                aria-label={u.activo ? `Desactivar a ${u.username}` : `Activar a ${u.username}`}
                onChange={(v) => confirmarActivo(u, v)}
              />
            ),
          },
          { title: 'Último ingreso', dataIndex: 'ultimo_login', sorter: true, render: (v: string | null) => ultimoIngreso(v) },
          ...(puedeEditar
            ? [
                columnaAcciones<UsuarioFila>((u) => (
                  <AccionesFila
                    de={u.username}
                    acciones={[
                      {
                        clave: 'editar',
                        texto: 'Editar',
                        nombre: `Editar a ${u.username}`,
                        icono: <EditOutlined aria-hidden />,
                        principal: true,
                        alElegir: () => void navigate(`/new_user?id=${u.id}`),
                      },
                      {
                        clave: 'password',
                        texto: 'Contraseña temporal',
                        nombre: `Contraseña temporal de ${u.username}`,
                        icono: <KeyOutlined aria-hidden />,
                        principal: true,
                        alElegir: () => setConPassword(u),
                      },
                      {
                        clave: 'recuperacion',
                        texto: 'Enviar recuperación',
                        icono: <MailOutlined aria-hidden />,
                        alElegir: () => confirmarRecuperacion(u),
                      },
                    ]}
                  />
                )),
              ]
            : []),
        ]}
      />
      <PasswordTemporalModal usuario={conPassword} onCerrar={() => setConPassword(null)} />
      {contextoModal}
    </section>
  );
}
