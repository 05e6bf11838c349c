import { useEffect, useState } from 'react';
import { Button, Flex, Form, Input, Select, Switch } from 'antd';
import { EtiquetaActivo } from '../components/EtiquetaActivo';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { esCuitValido, formatoCuit } from '@worknet/domain/cuit';
import { CONDICIONES_IVA, ETIQUETAS_CONDICION_IVA, type ProveedorEntrada, type ProveedorFila } from '@worknet/domain/inventario/maestros';
import { plural } from '../../../lib/format';
import { ModalFormulario } from '../../../lib/ModalFormulario';
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
import { CLAVE_INVENTARIO, CLAVES, RUTAS, llamadas } from '../api';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

const FILTROS = { filter: filtroTexto, activo: filtroOpcion(['true', 'false']) };

/** The supplier's dialog: new (proveedor null) or editing one. */
function ModalProveedor({ abierto, proveedor, onCerrar }: { abierto: boolean; proveedor: ProveedorFila | null; onCerrar: () => void }) {
  const [form] = Form.useForm<ProveedorEntrada>();
  const guardar = useApiMutation(llamadas.guardarProveedor, { avisarExito: true, invalidar: [CLAVE_INVENTARIO] });
  useEffect(() => {
    if (abierto && proveedor) form.setFieldsValue({ ...proveedor, cuit: formatoCuit(proveedor.cuit) });
  }, [abierto, proveedor, form]);
  return (
    <ModalFormulario<ProveedorEntrada>
      form={form}
      abierto={abierto}
      titulo={proveedor ? `Editar ${proveedor.razon_social}` : 'Nuevo proveedor'}
      textoOk="Guardar"
      enviando={guardar.isPending}
      onCerrar={onCerrar}
      initialValues={{ activo: true, condicion_iva: 'responsable_inscripto' }}
      onFinish={(v) => guardar.mutate({ id: proveedor?.id ?? null, datos: v }, { onError: (e) => mostrarErroresDeCampo(form, e), onSuccess: onCerrar })}
    >
      <Form.Item name="razon_social" label="Razón social" rules={[{ required: true, whitespace: true, message: 'Ingrese la razón social' }]}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="cuit"
        label="CUIT"
        extra="Once dígitos, con o sin guiones: 30-12345678-9."
        rules={[
          { required: true, message: 'Ingrese el CUIT' },
          {
            validator: async (_, v: string | undefined) => {
              if (v && !esCuitValido(v)) throw new Error('El CUIT no es válido (revise los 11 dígitos y el dígito verificador)');
            },
          },
        ]}
      >
        <Input maxLength={13} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="condicion_iva" label="Condición frente al IVA" rules={[{ required: true, message: 'Elija la condición frente al IVA' }]}>
        <Select options={CONDICIONES_IVA.map((c) => ({ value: c, label: ETIQUETAS_CONDICION_IVA[c] }))} />
      </Form.Item>
      <Form.Item name="contacto_nombre" label="Contacto">
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Flex wrap gap={16}>
        <Form.Item
          name="contacto_email"
          label="Correo electrónico"
          rules={[{ type: 'email', message: 'Ingrese un correo electrónico válido' }]}
          style={{ flex: '1 1 200px' }}
        >
          <Input type="email" maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item name="contacto_telefono" label="Teléfono" style={{ flex: '1 1 160px' }}>
          <Input type="tel" maxLength={50} autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item name="activo" label="Activo" valuePropName="checked">
        <Switch />
      </Form.Item>
    </ModalFormulario>
  );
}

/** 'admin_proveedores': the suppliers of the entries. */
export function ProveedoresPage() {
  const vista = useVistaLista({ filtros: FILTROS });
  const lista = useApiList<ProveedorFila>(CLAVES.proveedores, RUTAS.proveedor, vista.params);
  const eliminar = useApiMutation(llamadas.eliminarProveedor, { avisarExito: true, invalidar: [CLAVE_INVENTARIO] });
  const [editando, setEditando] = useState<{ proveedor: ProveedorFila | null } | null>(null);
  const filtrado = vista.filtros.filter !== undefined || vista.filtros.activo !== undefined;
  const nuevo = () => setEditando({ proveedor: null });

  return (
    <section>
      <EncabezadoLista
        titulo="Proveedores"
        acciones={
          <Button type="primary" onClick={nuevo}>
            Nuevo proveedor
          </Button>
        }
      />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <CampoBusqueda
          aria-label="Buscar proveedores"
          placeholder="Buscar por razón social o CUIT"
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
        <FiltroActivo valor={vista.filtros.activo} onCambiar={(activo) => vista.filtrar({ activo })} />
      </Flex>
      <TablaLista<ProveedorFila>
        aria-label="Proveedores"
        vista={vista}
        lista={lista}
        vacio={
          filtrado ? (
            <Vacio texto="Ningún proveedor coincide" explicacion="Pruebe con otra razón social, otro CUIT o con «Todos»." />
          ) : (
            <Vacio
              texto="No hay proveedores"
              explicacion="Los proveedores son quienes entregan lo que ingresa a los depósitos: cada ingreso puede nombrar el suyo."
              accion={<Button onClick={nuevo}>Crear proveedor</Button>}
            />
          )
        }
        textoTotal={(t) => `${t} ${plural(t, 'proveedor', 'proveedores')}`}
        columns={[
          { title: 'Razón social', dataIndex: 'razon_social' },
          { title: 'CUIT', dataIndex: 'cuit', render: (v: string) => formatoCuit(v) },
          { title: 'Condición frente al IVA', dataIndex: 'condicion_iva', render: (v: ProveedorFila['condicion_iva']) => ETIQUETAS_CONDICION_IVA[v] },
          {
            title: 'Contacto',
            key: 'contacto',
            render: (_, p) => [p.contacto_nombre, p.contacto_email, p.contacto_telefono].filter(Boolean).join(' · ') || '—',
          },
          {
            title: 'Estado',
            dataIndex: 'activo',
            render: (v: boolean) => <EtiquetaActivo activo={v} />,
          },
          columnaAcciones<ProveedorFila>((p) => (
            <AccionesFila
              de={p.razon_social}
              acciones={[
                {
                  clave: 'editar',
                  texto: 'Editar',
                  nombre: `Editar ${p.razon_social}`,
                  icono: <EditOutlined aria-hidden />,
                  principal: true,
                  alElegir: () => setEditando({ proveedor: p }),
                },
                {
                  clave: 'eliminar',
                  texto: 'Eliminar',
                  icono: <DeleteOutlined aria-hidden />,
                  peligro: true,
                  confirmar: {
                    titulo: `¿Eliminar ${p.razon_social}?`,
                    texto: 'Deja de ofrecerse en los ingresos nuevos; los ingresos que ya lo nombran lo conservan.',
                    ok: 'Eliminar',
                  },
                  alElegir: () => eliminar.mutateAsync(p.id),
                },
              ]}
            />
          )),
        ]}
      />
      <ModalProveedor abierto={editando !== null} proveedor={editando?.proveedor ?? null} onCerrar={() => setEditando(null)} />
    </section>
  );
}
