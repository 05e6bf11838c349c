import { useState } from 'react';
import { Breadcrumb, Button, Card, Form, Grid, Input, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, HistoryOutlined, UndoOutlined } from '@ant-design/icons';
import type { Carpeta, Documento } from '@worknet/domain/archivos/esquemas';
import { ETIQUETA_CATEGORIA } from '@worknet/domain/archivos/esquemas';
import { formatFecha, plural } from '../../lib/format';
import { useApiList } from '../../lib/query';
import { ModalFormulario } from '../../lib/ModalFormulario';
import { mostrarErroresDeCampo } from '../../lib/formulario/erroresDeCampo';
import {
  AccionesFila,
  CampoBusqueda,
  EncabezadoLista,
  SelectorRemoto,
  TablaLista,
  Vacio,
  columnaAcciones,
  filtroActivado,
  filtroId,
  filtroOpcion,
  filtroTexto,
  useVistaLista,
} from '../../lib/lista';
import { useTienePermiso } from '../auth';
import {
  CLAVES_ARCHIVOS,
  RUTAS_ARCHIVOS,
  descargar,
  useCarpetas,
  useEliminarCarpeta,
  useEliminarDocumento,
  useGuardarCarpeta,
  useRestaurarCarpeta,
  useRestaurarDocumento,
} from './api';
import { ArbolCarpetas, caminoDe } from './components/ArbolCarpetas';
import { DocumentoModal } from './components/DocumentoModal';
import { PermisosModal } from './components/PermisosModal';
import { VersionesDrawer } from './components/VersionesDrawer';

const ESPACIOS = ['carpetas', 'personas', 'papelera'] as const;
type Espacio = (typeof ESPACIOS)[number];
const FILTROS = { espacio: filtroOpcion(ESPACIOS), carpeta_id: filtroId, persona_id: filtroId, filter: filtroTexto, eliminados: filtroActivado };

type EdicionCarpeta = { id?: number; nombre: string; padre_id?: number | null } | null;

function CarpetaModal({ edicion, onCerrar }: { edicion: EdicionCarpeta; onCerrar: () => void }) {
  const guardar = useGuardarCarpeta();
  const [form] = Form.useForm<{ nombre: string }>();
  return (
    <ModalFormulario<{ nombre: string }>
      form={form}
      abierto={edicion !== null}
      titulo={edicion?.id ? 'Renombrar carpeta' : 'Nueva carpeta'}
      textoOk="Guardar"
      enviando={guardar.isPending}
      onCerrar={onCerrar}
      initialValues={{ nombre: edicion?.nombre ?? '' }}
      onFinish={(v) =>
        guardar.mutate(
          { id: edicion?.id, nombre: v.nombre.trim(), padre_id: edicion?.padre_id },
          { onSuccess: onCerrar, onError: (e) => mostrarErroresDeCampo(form, e) },
        )
      }
    >
      <Form.Item name="nombre" label="Nombre" rules={[{ required: true, whitespace: true, message: 'Escriba el nombre de la carpeta.' }]}>
        <Input autoComplete="off" maxLength={150} />
      </Form.Item>
    </ModalFormulario>
  );
}

/** 'rrhh/gestor-archivos': shared folders (by role) and each persona's documents (HR), with versions and a trash. */
export function GestorArchivosPage() {
  const rrhh = useTienePermiso('rrhh.archivo.administrar');
  const compacto = !Grid.useBreakpoint().md;
  const vista = useVistaLista({ filtros: FILTROS });
  const f = vista.filtros;
  const espacio: Espacio = rrhh ? (f.espacio ?? 'carpetas') : 'carpetas';
  const carpetas = useCarpetas();
  const eliminadas = useCarpetas(espacio === 'papelera' && rrhh);
  const hayLista = espacio === 'papelera' || (espacio === 'personas' ? f.persona_id !== undefined : f.carpeta_id !== undefined || !!f.filter);
  const lista = useApiList<Documento>(
    CLAVES_ARCHIVOS.documentos,
    RUTAS_ARCHIVOS.documentos,
    {
      skip: vista.params.skip,
      limit: vista.params.limit,
      filter: f.filter,
      carpeta_id: espacio === 'carpetas' && !f.filter ? f.carpeta_id : undefined,
      persona_id: espacio === 'personas' ? f.persona_id : undefined,
      eliminados: espacio === 'papelera' ? true : undefined,
    },
    { enabled: hayLista },
  );
  const [subir, setSubir] = useState(false);
  const [editando, setEditando] = useState<Documento | null>(null);
  const [versiones, setVersiones] = useState<Documento | null>(null);
  const [carpetaEdicion, setCarpetaEdicion] = useState<EdicionCarpeta>(null);
  const [permisos, setPermisos] = useState<Carpeta | null>(null);
  const eliminarDoc = useEliminarDocumento();
  const restaurarDoc = useRestaurarDocumento();
  const eliminarCarpeta = useEliminarCarpeta();
  const restaurarCarpeta = useRestaurarCarpeta();

  const todas = carpetas.data ?? [];
  const actual = todas.find((c) => c.id === f.carpeta_id);
  const camino = caminoDe(todas, f.carpeta_id);
  const puedeSubir = espacio === 'personas' ? rrhh && f.persona_id !== undefined : actual?.nivel === 'editar';
  const destino = espacio === 'personas' ? { persona_id: f.persona_id } : { carpeta_id: f.carpeta_id };

  const acciones = (d: Documento) => (
    <AccionesFila
      de={d.nombre}
      acciones={[
        !d.deleted_at && {
          clave: 'descargar',
          texto: 'Descargar',
          nombre: `Descargar ${d.nombre}`,
          icono: <DownloadOutlined aria-hidden />,
          principal: true,
          alElegir: () => descargar(d.id),
        },
        {
          clave: 'versiones',
          texto: 'Versiones',
          nombre: `Versiones de ${d.nombre}`,
          icono: <HistoryOutlined aria-hidden />,
          principal: true,
          alElegir: () => setVersiones(d),
        },
        d.editable &&
          !d.deleted_at && {
            clave: 'editar',
            texto: 'Editar',
            nombre: `Editar ${d.nombre}`,
            icono: <EditOutlined aria-hidden />,
            alElegir: () => setEditando(d),
          },
        !!d.deleted_at &&
          rrhh && {
            clave: 'restaurar',
            texto: 'Restaurar',
            nombre: `Restaurar ${d.nombre}`,
            icono: <UndoOutlined aria-hidden />,
            principal: true,
            alElegir: () => restaurarDoc.mutateAsync(d.id),
          },
        d.editable &&
          !d.deleted_at && {
            clave: 'eliminar',
            texto: 'Eliminar',
            nombre: `Eliminar ${d.nombre}`,
            icono: <DeleteOutlined aria-hidden />,
            peligro: true,
            confirmar: { titulo: `¿Enviar ${d.nombre} a la papelera?`, texto: 'RRHH puede restaurarlo desde la papelera.', ok: 'Eliminar' },
            alElegir: () => eliminarDoc.mutateAsync(d.id),
          },
      ]}
    />
  );

  const columnas = [
    { title: 'Nombre', dataIndex: 'nombre', render: (v: string) => <span style={{ overflowWrap: 'anywhere' }}>{v}</span> },
    { title: 'Categoría', dataIndex: 'categoria', render: (c: Documento['categoria']) => <Tag>{ETIQUETA_CATEGORIA[c]}</Tag> },
    ...(f.filter || espacio === 'papelera' ? [{ title: 'Carpeta', dataIndex: 'carpeta', render: (v: string | null) => v ?? 'Documentos de una persona' }] : []),
    { title: 'Versión', dataIndex: 'versiones' },
    {
      title: espacio === 'papelera' ? 'Eliminado' : 'Actualizado',
      dataIndex: espacio === 'papelera' ? 'deleted_at' : 'updated_at',
      render: (v: string) => formatFecha(v),
    },
    columnaAcciones<Documento>(acciones),
  ];

  const carpetaAcciones = rrhh && espacio === 'carpetas' && (
    <Space wrap>
      <Button onClick={() => setCarpetaEdicion({ nombre: '', padre_id: f.carpeta_id ?? null })}>{actual ? 'Nueva subcarpeta' : 'Nueva carpeta'}</Button>
      {actual && (
        <>
          <Button onClick={() => setCarpetaEdicion({ id: actual.id, nombre: actual.nombre })}>Renombrar</Button>
          <Button onClick={() => setPermisos(actual)}>Permisos</Button>
          <Button
            danger
            onClick={() =>
              Modal.confirm({
                title: `¿Enviar la carpeta ${actual.nombre} a la papelera?`,
                content: 'Sus subcarpetas y documentos dejan de verse hasta que se restaure.',
                okText: 'Eliminar',
                cancelText: 'Cancelar',
                okButtonProps: { danger: true },
                onOk: () => eliminarCarpeta.mutateAsync(actual.id).then(() => vista.filtrar({ carpeta_id: undefined })),
              })
            }
          >
            Eliminar carpeta
          </Button>
        </>
      )}
    </Space>
  );

  const vacio =
    espacio === 'personas' && f.persona_id === undefined ? (
      <Vacio texto="Elija una persona" explicacion="Busque por apellido, nombre, DNI o legajo para ver sus documentos." />
    ) : espacio === 'carpetas' && f.carpeta_id === undefined && !f.filter ? (
      <Vacio texto="Elija una carpeta" explicacion={todas.length ? 'Sus documentos se listan acá.' : 'Todavía no tiene acceso a ninguna carpeta.'} />
    ) : f.filter ? (
      <Vacio texto="Ningún documento coincide" explicacion="Pruebe con otras palabras." />
    ) : (
      <Vacio texto={espacio === 'papelera' ? 'La papelera está vacía' : 'No hay documentos'} />
    );

  return (
    <section>
      <EncabezadoLista
        titulo="Gestor de archivos"
        acciones={
          puedeSubir && (
            <Button type="primary" onClick={() => setSubir(true)}>
              Subir documento
            </Button>
          )
        }
      />
      {rrhh && (
        <Segmented<Espacio>
          aria-label="Espacio"
          style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
          value={espacio}
          options={[
            { value: 'carpetas', label: 'Carpetas' },
            { value: 'personas', label: 'Personas' },
            { value: 'papelera', label: 'Papelera' },
          ]}
          onChange={(e) => vista.filtrar({ espacio: e === 'carpetas' ? undefined : e, filter: undefined })}
        />
      )}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexDirection: compacto ? 'column' : 'row' }}>
        {espacio === 'carpetas' && (
          <Card size="small" title="Carpetas" style={{ width: compacto ? '100%' : 280, flexShrink: 0 }}>
            {todas.length ? (
              <ArbolCarpetas
                carpetas={todas}
                elegida={f.carpeta_id}
                compacto={compacto}
                onElegir={(id) => vista.filtrar({ carpeta_id: id, filter: undefined })}
              />
            ) : (
              <Typography.Text type="secondary">{carpetas.isLoading ? 'Cargando…' : 'No hay carpetas.'}</Typography.Text>
            )}
          </Card>
        )}
        <div style={{ flex: 1, minWidth: 0, width: '100%' }}>
          {espacio === 'carpetas' && camino.length > 0 && <Breadcrumb style={{ marginBottom: 8 }} items={camino.map((c) => ({ title: c.nombre }))} />}
          <Space wrap style={{ marginBottom: 16, width: '100%' }}>
            {espacio === 'personas' && (
              <SelectorRemoto
                fuente="personas"
                aria-label="Persona"
                placeholder="Buscar persona"
                style={{ width: 280, maxWidth: '100%' }}
                value={f.persona_id ?? null}
                onChange={(v) => vista.filtrar({ persona_id: v })}
                sinResultados="No se encontraron legajos"
              />
            )}
            {espacio !== 'personas' && (
              <CampoBusqueda
                aria-label="Buscar documentos"
                placeholder="Buscar en todas las carpetas"
                valor={f.filter}
                onBuscar={(filter) => vista.filtrar({ filter })}
              />
            )}
            {carpetaAcciones}
          </Space>
          {!hayLista && vacio}
          {hayLista && (
            <TablaLista<Documento>
              aria-label="Documentos"
              vista={vista}
              lista={lista}
              vacio={vacio}
              textoTotal={(t) => `${t} ${plural(t, 'documento', 'documentos')}`}
              columns={columnas}
            />
          )}
          {espacio === 'papelera' && (
            <>
              <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
                Carpetas eliminadas
              </Typography.Title>
              <Table<Carpeta>
                rowKey="id"
                size="small"
                aria-label="Carpetas eliminadas"
                pagination={false}
                dataSource={eliminadas.data ?? []}
                locale={{ emptyText: <Vacio texto="No hay carpetas eliminadas" /> }}
                columns={[
                  { title: 'Nombre', dataIndex: 'nombre' },
                  { title: 'Eliminada', dataIndex: 'deleted_at', render: (v: string) => formatFecha(v) },
                  columnaAcciones<Carpeta>((c) => (
                    <AccionesFila
                      de={c.nombre}
                      acciones={[
                        {
                          clave: 'restaurar',
                          texto: 'Restaurar',
                          nombre: `Restaurar la carpeta ${c.nombre}`,
                          icono: <UndoOutlined aria-hidden />,
                          principal: true,
                          alElegir: () => restaurarCarpeta.mutateAsync(c.id),
                        },
                      ]}
                    />
                  )),
                ]}
              />
            </>
          )}
        </div>
      </div>
      <DocumentoModal abierto={subir || editando !== null} destino={destino} documento={editando} onCerrar={() => (setSubir(false), setEditando(null))} />
      <VersionesDrawer documento={versiones} onCerrar={() => setVersiones(null)} />
      <CarpetaModal key={carpetaEdicion?.id ?? 'nueva'} edicion={carpetaEdicion} onCerrar={() => setCarpetaEdicion(null)} />
      <PermisosModal carpeta={permisos} onCerrar={() => setPermisos(null)} />
    </section>
  );
}
