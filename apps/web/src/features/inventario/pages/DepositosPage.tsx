import { useEffect, useState } from 'react';
import { BORRAR } from '../../../lib/iconos';
import { Button, Flex, Form, Input, Select, Switch } from 'antd';
import { EtiquetaActivo } from '../components/EtiquetaActivo';
import { AppstoreOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { DepositoEntrada, DepositoFila } from '@worknet/domain/inventario/maestros';
import { api } from '../../../lib/api';
import { plural } from '../../../lib/format';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { avisar } from '../../../lib/notify';
import { useApiList, useApiMutation } from '../../../lib/query';
import {
  AccionesFila,
  CampoBusqueda,
  FiltroActivo,
  EncabezadoLista,
  SelectorRemoto,
  TablaLista,
  Vacio,
  columnaAcciones,
  filtroOpcion,
  filtroTexto,
  useVistaLista,
} from '../../../lib/lista';
import { CLAVE_INVENTARIO, CLAVES, RUTAS, llamadas, refrescarInventario, useFiltrosDeposito } from '../api';
import { avisarFallo, TEXTOS } from '../avisos';
import { CatalogoDeposito } from '../components/CatalogoDeposito';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

const FILTROS = { filter: filtroTexto, activo: filtroOpcion(['true', 'false']) };

/** The warehouse's dialog: new (deposito null) or editing one. */
function ModalDeposito({ abierto, deposito, onCerrar }: { abierto: boolean; deposito: DepositoFila | null; onCerrar: () => void }) {
  const [form] = Form.useForm<DepositoEntrada>();
  const filtros = useFiltrosDeposito();
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    if (abierto && deposito)
      form.setFieldsValue({
        nombre: deposito.nombre,
        tipo_id: deposito.tipo_id,
        sector_id: deposito.sector_id,
        edificio_id: deposito.edificio_id,
        activo: deposito.activo,
        responsables: deposito.responsables.map((r) => r.value),
      });
  }, [abierto, deposito, form]);

  const guardar = async (datos: DepositoEntrada) => {
    setEnviando(true);
    try {
      const id = deposito?.id ?? null;
      const r = id === null ? await api.post(RUTAS.deposito, datos, { silent: true }) : await api.put(RUTAS.deposito, id, datos, { silent: true });
      avisar({ tipo: 'success', texto: r.message || TEXTOS.depositoActualizado });
      void refrescarInventario();
      onCerrar();
    } catch (e) {
      avisarFallo(e, TEXTOS.depositoNoActualizado);
      mostrarErroresDeCampo(form, e);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <ModalFormulario<DepositoEntrada>
      form={form}
      abierto={abierto}
      titulo={deposito ? `Editar ${deposito.nombre}` : 'Nuevo depósito'}
      textoOk="Guardar"
      enviando={enviando}
      onCerrar={onCerrar}
      initialValues={{ activo: true, responsables: [] }}
      onFinish={(v) => void guardar(v)}
    >
      <Form.Item name="nombre" label="Nombre" rules={[{ required: true, whitespace: true, message: 'Ingrese el nombre' }]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="tipo_id" label="Tipo" rules={[{ required: true, message: 'Elija un tipo de depósito' }]}>
        <Select<number> options={filtros.data?.tipos ?? []} loading={filtros.isPending} placeholder="Elija el tipo" />
      </Form.Item>
      <Flex wrap gap={16}>
        <Form.Item name="sector_id" label="Sector" style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Select<number> allowClear={BORRAR} showSearch={{ optionFilterProp: 'label' }} options={filtros.data?.sectores ?? []} placeholder="Sin sector" />
        </Form.Item>
        <Form.Item name="edificio_id" label="Edificio" style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Select<number> allowClear={BORRAR} showSearch={{ optionFilterProp: 'label' }} options={filtros.data?.edificios ?? []} placeholder="Sin edificio" />
        </Form.Item>
      </Flex>
      <Form.Item name="responsables" label="Responsables" extra="Pueden registrar y confirmar ingresos, egresos y movimientos de este depósito.">
        <SelectorRemoto fuente="usuarios" multiple iniciales={deposito?.responsables} sinResultados="No se encontraron usuarios" />
      </Form.Item>
      <Form.Item name="activo" label="Activo" valuePropName="checked">
        <Switch />
      </Form.Item>
    </ModalFormulario>
  );
}

/** 'admin-deposito': the warehouses, their responsables and their catalog. */
export function DepositosPage() {
  const vista = useVistaLista({ filtros: FILTROS });
  const lista = useApiList<DepositoFila>(CLAVES.depositos, RUTAS.deposito, vista.params);
  const eliminar = useApiMutation(llamadas.eliminarDeposito, { avisarExito: true, invalidar: [CLAVE_INVENTARIO] });
  const [editando, setEditando] = useState<{ deposito: DepositoFila | null } | null>(null);
  const [catalogo, setCatalogo] = useState<DepositoFila | null>(null);
  const filtrado = vista.filtros.filter !== undefined || vista.filtros.activo !== undefined;
  const nuevo = () => setEditando({ deposito: null });

  return (
    <section>
      <EncabezadoLista
        titulo="Depósitos"
        acciones={
          <Button type="primary" onClick={nuevo}>
            Nuevo depósito
          </Button>
        }
      />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <CampoBusqueda
          aria-label="Buscar depósitos"
          placeholder="Buscar por nombre"
          valor={vista.filtros.filter}
          onBuscar={(filter) => vista.filtrar({ filter })}
        />
        <FiltroActivo valor={vista.filtros.activo} onCambiar={(activo) => vista.filtrar({ activo })} />
      </Flex>
      <TablaLista<DepositoFila>
        aria-label="Depósitos"
        vista={vista}
        lista={lista}
        vacio={
          filtrado ? (
            <Vacio texto="Ningún depósito coincide" explicacion="Pruebe con otro nombre o con «Todos»." />
          ) : (
            <Vacio
              texto="No hay depósitos"
              explicacion="Un depósito guarda stock (la farmacia, un depósito general, el de un piso) y tiene sus responsables y su catálogo de productos."
              accion={<Button onClick={nuevo}>Crear depósito</Button>}
            />
          )
        }
        textoTotal={(t) => `${t} ${plural(t, 'depósito', 'depósitos')}`}
        columns={[
          { title: 'Nombre', dataIndex: 'nombre' },
          { title: 'Tipo', dataIndex: 'tipo' },
          { title: 'Sector', dataIndex: 'sector', render: (v: string | null) => v ?? '—' },
          { title: 'Edificio', dataIndex: 'edificio', render: (v: string | null) => v ?? '—' },
          { title: 'Responsables', key: 'responsables', render: (_, d) => d.responsables.map((r) => r.label).join(', ') || '—' },
          { title: 'Productos', dataIndex: 'productos', align: 'right' },
          {
            title: 'Estado',
            dataIndex: 'activo',
            render: (v: boolean) => <EtiquetaActivo activo={v} />,
          },
          columnaAcciones<DepositoFila>((d) => (
            <AccionesFila
              de={d.nombre}
              acciones={[
                {
                  clave: 'editar',
                  texto: 'Editar',
                  nombre: `Editar ${d.nombre}`,
                  icono: <EditOutlined aria-hidden />,
                  principal: true,
                  alElegir: () => setEditando({ deposito: d }),
                },
                {
                  clave: 'catalogo',
                  texto: 'Catálogo y stock mínimo',
                  nombre: `Catálogo de ${d.nombre}`,
                  icono: <AppstoreOutlined aria-hidden />,
                  principal: true,
                  alElegir: () => setCatalogo(d),
                },
                {
                  clave: 'eliminar',
                  texto: 'Eliminar',
                  icono: <DeleteOutlined aria-hidden />,
                  peligro: true,
                  confirmar: { titulo: `¿Eliminar ${d.nombre}?`, texto: 'Sólo se puede eliminar un depósito sin stock ni documentos.', ok: 'Eliminar' },
                  alElegir: () => eliminar.mutateAsync(d.id),
                },
              ]}
            />
          )),
        ]}
      />
      <ModalDeposito abierto={editando !== null} deposito={editando?.deposito ?? null} onCerrar={() => setEditando(null)} />
      <CatalogoDeposito deposito={catalogo} onCerrar={() => setCatalogo(null)} />
    </section>
  );
}
