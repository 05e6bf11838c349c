import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Form, Input, Select, Skeleton, Space } from 'antd';
import type { UsuarioFila } from '@worknet/domain/usuarios';
import { api } from '../../../lib/api';
import { useApiQuery, useApiMutation } from '../../../lib/query';
import { useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { CLAVES_USUARIOS, useItems, useSectores } from '../api';
import { etiquetaRol } from '../roles';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';
import { EncabezadoFormulario } from '../../../lib/formulario/EncabezadoFormulario';

type Valores = {
  username: string;
  nombre_completo: string;
  email?: string;
  sectores: number[];
  roles: number[];
  password_temporal?: string;
};

/** 'new_user': creates a user, or edits one with ?id=N. */
export function UsuarioFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || null;
  const [form] = Form.useForm<Valores>();
  // Leaving with unsaved changes asks first (the layout's GuardiaCambios).
  const [sucio, setSucio] = useState(false);
  const liberar = useCambiosSinGuardar(sucio);
  const sectores = useSectores();
  const items = useItems();
  const roles = (items.data ?? []).filter((i) => i.tipo === 'rol').map((i) => ({ value: i.id, label: etiquetaRol(i.nombre) }));
  const existente = useApiQuery<UsuarioFila>([...CLAVES_USUARIOS.usuarios, 'uno', id], `/api/v1/usuario_meta/${id ?? 0}`, undefined, {
    enabled: id !== null,
    staleTime: 0,
  });

  useEffect(() => {
    const u = existente.data;
    if (!u) return;
    form.setFieldsValue({
      username: u.username,
      nombre_completo: u.nombre_completo,
      email: u.email ?? undefined,
      sectores: u.sectores.map((s) => s.id),
      roles: u.roles.map((r) => r.id),
    });
  }, [existente.data, form]);

  const guardar = useApiMutation(
    (v: Valores) => {
      // No persona_id: update_usuario keeps the stored HR link when the field is
      // omitted (only an explicit null unlinks it, and that needs an HR permission).
      const datos = {
        username: v.username.trim(),
        nombre_completo: v.nombre_completo.trim(),
        email: v.email?.trim() ? v.email.trim() : null,
        sectores: v.sectores ?? [],
        roles: v.roles ?? [],
      };
      if (id !== null) return api.post('/api/v1/update_usuario', { ...datos, id });
      return api.post('/api/v1/admin_usuario', { ...datos, ...(v.password_temporal ? { password_temporal: v.password_temporal } : {}) });
    },
    { avisarExito: true, invalidar: [CLAVES_USUARIOS.usuarios] },
  );

  const titulo = id !== null ? 'Editar usuario' : 'Nuevo usuario';
  return (
    <section>
      <EncabezadoFormulario titulo={titulo} />
      <Card style={{ maxWidth: 640 }}>
        {id !== null && existente.isPending ? (
          <Skeleton active />
        ) : (
          <Form<Valores>
            form={form}
            layout="vertical"
            initialValues={{ sectores: [], roles: [] }}
            onValuesChange={() => setSucio(true)}
            onFinish={(v) =>
              guardar.mutate(v, {
                onError: (e) => mostrarErroresDeCampo(form, e),
                onSuccess: () => {
                  liberar();
                  setSucio(false);
                  void navigate('/admin_user_meta');
                },
              })
            }
          >
            <Form.Item name="username" label="Usuario" rules={[{ required: true, message: 'Ingrese el usuario' }]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="nombre_completo" label="Nombre completo" rules={[{ required: true, message: 'Ingrese el nombre' }]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="email" label="E-mail" rules={[{ type: 'email', message: 'Ingrese un e-mail válido' }]}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
            <Form.Item name="sectores" label="Sectores" rules={[{ required: true, message: 'Elija al menos un sector' }]}>
              <Select mode="multiple" options={sectores.data ?? []} loading={sectores.isPending} optionFilterProp="label" placeholder="Elija los sectores" />
            </Form.Item>
            <Form.Item name="roles" label="Roles">
              <Select mode="multiple" options={roles} loading={items.isPending} optionFilterProp="label" placeholder="Elija los roles" />
            </Form.Item>
            {id === null && (
              <Form.Item
                name="password_temporal"
                label="Contraseña temporal"
                extra="Opcional: sin contraseña, el usuario recibe por e-mail el enlace para crearla."
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            )}
            <Space>
              <Button type="primary" htmlType="submit" loading={guardar.isPending}>
                Guardar
              </Button>
              <Button onClick={() => void navigate('/admin_user_meta')}>Cancelar</Button>
            </Space>
          </Form>
        )}
      </Card>
    </section>
  );
}
