import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Flex, Form, Input, Modal, Popconfirm, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { diaLocal } from '@worknet/domain/fichaje/reloj';
import { api } from '../../../lib/api';
import { Pestanas } from '../../../lib/Pestanas';
import { Desplazable, EncabezadoLista, SelectorRemoto, Vacio } from '../../../lib/lista';
import { BotonArchivo } from '../../media/components/BotonArchivo';
import { CampoDia } from '../../inventario/components/CampoDia';
import {
  RUTAS_FICHAJE,
  useCorregir,
  useCrearKiosco,
  useDecidirDispositivo,
  useDetalle,
  useDispositivos,
  useImportar,
  useKioscos,
  useRevocarKiosco,
  useTablero,
  type DetallePersona,
  type DispositivoFila,
  type Importacion,
  type KioscoCreado,
  type KioscoFila,
  type TableroFila,
} from '../api';
import { diaArgentina, diaLegible, horaArgentina } from '../local';

const ESTADOS: Record<TableroFila['estado'], { texto: string; color: string }> = {
  presente: { texto: 'Presente', color: '#237804' },
  tarde: { texto: 'Llegó tarde', color: '#874d00' },
  salio: { texto: 'Ya salió', color: '#0958d9' },
  ausente: { texto: 'No vino', color: '#a8071a' },
  esperado: { texto: 'Todavía no entra', color: '#595959' },
};

const horas = (min: number) => `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, '0')} min`;

function Hoy() {
  const tablero = useTablero();
  const filas = tablero.data ?? [];
  const cuenta = (e: TableroFila['estado']) => filas.filter((f) => f.estado === e).length;
  const columnas: TableColumnsType<TableroFila> = [
    { title: 'Persona', dataIndex: 'nombre', key: 'nombre' },
    { title: 'Estado', key: 'estado', render: (_, f) => <Tag color={ESTADOS[f.estado].color}>{ESTADOS[f.estado].texto}</Tag> },
    { title: 'Entrada', key: 'entrada', render: (_, f) => (f.entrada ? horaArgentina(f.entrada) : '—') },
    { title: 'Tarde', key: 'tarde', render: (_, f) => (f.tardeMin > 0 ? `${f.tardeMin} min` : '—') },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center">
        <Tag color="#237804">{`Presentes: ${cuenta('presente') + cuenta('tarde')}`}</Tag>
        <Tag color="#874d00">{`Tarde: ${cuenta('tarde')}`}</Tag>
        <Tag color="#a8071a">{`No vinieron: ${cuenta('ausente')}`}</Tag>
        <Button size="small" onClick={() => void tablero.refetch()} loading={tablero.isFetching}>
          Actualizar
        </Button>
      </Flex>
      <Desplazable etiqueta="Tablero de hoy">
        <Table<TableroFila>
          rowKey="persona_id"
          size="small"
          columns={columnas}
          dataSource={filas}
          loading={tablero.isLoading}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Vacio texto="Nadie tiene turno ni fichajes hoy." /> }}
        />
      </Desplazable>
    </Flex>
  );
}

type FilaDetalle = DetallePersona['jornadas'][number] & { persona_id: number; nombre: string; clave: string };

function ModalCorreccion({ fila, alCerrar }: { fila: FilaDetalle; alCerrar: () => void }) {
  const corregir = useCorregir();
  const [form] = Form.useForm<{ tipo: 'entrada' | 'salida'; hora: string; motivo: string }>();
  return (
    <Modal
      open
      title={`Corregir fichajes de ${fila.nombre} (${diaLegible(fila.dia)})`}
      okText="Guardar corrección"
      cancelText="Cancelar"
      confirmLoading={corregir.isPending}
      onCancel={alCerrar}
      onOk={() => form.submit()}
    >
      <Typography.Paragraph>Agrega un fichaje en el día; el original no se borra y queda registrado quién corrigió y por qué.</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ tipo: 'entrada' }}
        onFinish={(v) =>
          corregir.mutate({ persona_id: fila.persona_id, tipo: v.tipo, fecha: `${fila.dia} ${v.hora}:00`, motivo: v.motivo }, { onSuccess: alCerrar })
        }
      >
        <Form.Item label="Tipo" name="tipo">
          <Select
            options={[
              { value: 'entrada', label: 'Entrada' },
              { value: 'salida', label: 'Salida' },
            ]}
          />
        </Form.Item>
        <Form.Item label="Hora (HH:mm)" name="hora" rules={[{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'Indique la hora como HH:mm.' }]}>
          <Input placeholder="08:00" maxLength={5} inputMode="numeric" />
        </Form.Item>
        <Form.Item label="Motivo" name="motivo" rules={[{ required: true, min: 3, message: 'Indique el motivo de la corrección.' }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Detalle() {
  const hoy = diaLocal(Date.now());
  const [desde, setDesde] = useState(`${hoy.slice(0, 8)}01`);
  const [hasta, setHasta] = useState(hoy);
  const [persona, setPersona] = useState<number | undefined>();
  const [pedido, setPedido] = useState<{ desde: string; hasta: string; persona?: number } | null>(null);
  const [corrigiendo, setCorrigiendo] = useState<FilaDetalle | null>(null);
  const detalle = useDetalle(pedido ?? { desde, hasta }, pedido !== null);
  const filas: FilaDetalle[] = (detalle.data ?? []).flatMap((p) =>
    p.jornadas.map((j) => ({ ...j, persona_id: p.persona_id, nombre: p.nombre, clave: `${p.persona_id}-${j.dia}` })),
  );
  const consulta = { desde, hasta, ...(persona ? { persona } : {}) };
  const columnas: TableColumnsType<FilaDetalle> = [
    { title: 'Persona', dataIndex: 'nombre', key: 'nombre' },
    { title: 'Fecha', key: 'dia', render: (_, f) => diaLegible(f.dia) },
    {
      title: 'Entradas y salidas',
      key: 'pares',
      render: (_, f) => f.pares.map((x) => `${x.entrada ? horaArgentina(x.entrada) : '?'}–${x.salida ? horaArgentina(x.salida) : '?'}`).join(', ') || '—',
    },
    { title: 'Horas', key: 'horas', render: (_, f) => horas(f.minutos) },
    { title: 'Tarde', key: 'tarde', render: (_, f) => (f.tardeMin > 0 ? `${f.tardeMin} min` : '—') },
    { title: 'Faltantes', key: 'faltantes', render: (_, f) => f.faltantes || '—' },
    {
      title: 'Observaciones',
      key: 'obs',
      render: (_, f) => (f.licencia ? <Tag color="#0958d9">Licencia</Tag> : f.ausente ? <Tag color="#a8071a">Ausente</Tag> : null),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_, f) => (
        <Button size="small" onClick={() => setCorrigiendo(f)} aria-label={`Corregir ${f.nombre} el ${diaLegible(f.dia)}`}>
          Corregir
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Form layout="vertical" onFinish={() => setPedido(consulta)}>
        <Flex wrap gap={12} align="flex-end">
          <Form.Item label="Desde" htmlFor="detalle-desde" style={{ marginBottom: 0 }}>
            <CampoDia id="detalle-desde" value={desde} onChange={(v) => v && setDesde(v)} />
          </Form.Item>
          <Form.Item label="Hasta" htmlFor="detalle-hasta" style={{ marginBottom: 0 }}>
            <CampoDia id="detalle-hasta" value={hasta} onChange={(v) => v && setHasta(v)} />
          </Form.Item>
          <Form.Item label="Persona" htmlFor="detalle-persona" style={{ marginBottom: 0, minWidth: 220, maxWidth: '100%' }}>
            <SelectorRemoto id="detalle-persona" fuente="personas" value={persona ?? null} onChange={(v) => setPersona(v)} placeholder="Todas las personas" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            Ver detalle
          </Button>
          <Button onClick={() => void api.download(RUTAS_FICHAJE.csv, { params: consulta })}>Descargar CSV</Button>
        </Flex>
      </Form>
      {pedido && (
        <Desplazable etiqueta="Detalle de fichajes">
          <Table<FilaDetalle>
            rowKey="clave"
            size="small"
            columns={columnas}
            dataSource={filas}
            loading={detalle.isFetching}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Vacio texto="Sin fichajes en esas fechas." /> }}
          />
        </Desplazable>
      )}
      {corrigiendo && <ModalCorreccion fila={corrigiendo} alCerrar={() => setCorrigiendo(null)} />}
    </Flex>
  );
}

function Kioscos() {
  const kioscos = useKioscos();
  const crear = useCrearKiosco();
  const revocar = useRevocarKiosco();
  const [creado, setCreado] = useState<KioscoCreado | null>(null);
  const [form] = Form.useForm<{ nombre: string; ubicacion?: string }>();
  const columnas: TableColumnsType<KioscoFila> = [
    { title: 'Nombre', dataIndex: 'nombre', key: 'nombre' },
    { title: 'Ubicación', key: 'ubicacion', render: (_, k) => k.ubicacion ?? '—' },
    { title: 'Estado', key: 'estado', render: (_, k) => (k.activo ? <Tag color="#237804">Habilitado</Tag> : <Tag>Revocado</Tag>) },
    { title: 'Creado', key: 'creado', render: (_, k) => diaArgentina(k.created_at) },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_, k) =>
        k.activo ? (
          <Popconfirm
            title={`¿Revocar el kiosco ${k.nombre}?`}
            okText="Revocar"
            cancelText="Cancelar"
            okButtonProps={{ danger: true }}
            onConfirm={() => revocar.mutate(k.id)}
          >
            <Button size="small" danger aria-label={`Revocar el kiosco ${k.nombre}`}>
              Revocar
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Cree un kiosco y abra <Typography.Text code>#/kiosco</Typography.Text> en el dispositivo compartido; pegue ahí el token, que se muestra una sola vez.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(v) =>
          crear.mutate(
            { nombre: v.nombre, ubicacion: v.ubicacion || null },
            {
              onSuccess: (r) => {
                form.resetFields();
                if (r.data) setCreado(r.data);
              },
            },
          )
        }
      >
        <Flex wrap gap={12} align="flex-end">
          <Form.Item
            label="Nombre del kiosco"
            name="nombre"
            rules={[{ required: true, whitespace: true, message: 'Indique el nombre del kiosco.' }]}
            style={{ marginBottom: 0 }}
          >
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item label="Ubicación" name="ubicacion" style={{ marginBottom: 0 }}>
            <Input maxLength={200} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={crear.isPending}>
            Crear kiosco
          </Button>
        </Flex>
      </Form>
      <Desplazable etiqueta="Kioscos">
        <Table<KioscoFila>
          rowKey="id"
          size="small"
          columns={columnas}
          dataSource={kioscos.data ?? []}
          loading={kioscos.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Vacio texto="Todavía no hay kioscos." /> }}
        />
      </Desplazable>
      <Modal open={creado !== null} title="Kiosco creado" footer={<Button onClick={() => setCreado(null)}>Listo</Button>} onCancel={() => setCreado(null)}>
        <Alert type="warning" showIcon title="Copie el token ahora: no se vuelve a mostrar." style={{ marginBottom: 12 }} />
        <Typography.Paragraph
          code
          copyable={{ text: creado?.token ?? '', tooltips: ['Copiar el token', 'Copiado'] }}
          style={{ wordBreak: 'break-all' }}
          data-testid="token-kiosco"
        >
          {creado?.token}
        </Typography.Paragraph>
      </Modal>
    </Flex>
  );
}

function Telefonos() {
  const dispositivos = useDispositivos();
  const decidir = useDecidirDispositivo();
  const columnas: TableColumnsType<DispositivoFila> = [
    { title: 'Persona', dataIndex: 'usuario', key: 'usuario' },
    { title: 'Pedido el', key: 'creado', render: (_, d) => `${diaArgentina(d.created_at)} ${horaArgentina(d.created_at)}` },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_, d) => (
        <Flex wrap gap={8}>
          <Button
            size="small"
            type="primary"
            onClick={() => decidir.mutate({ id: d.id, accion: 'aprobar' })}
            aria-label={`Autorizar el teléfono de ${d.usuario}`}
          >
            Autorizar
          </Button>
          <Button size="small" danger onClick={() => decidir.mutate({ id: d.id, accion: 'rechazar' })} aria-label={`Rechazar el teléfono de ${d.usuario}`}>
            Rechazar
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        El primer teléfono de cada persona queda vinculado al fichar por primera vez; un teléfono nuevo espera acá la autorización de RRHH.
      </Typography.Paragraph>
      <Desplazable etiqueta="Teléfonos pendientes">
        <Table<DispositivoFila>
          rowKey="id"
          size="small"
          columns={columnas}
          dataSource={dispositivos.data ?? []}
          loading={dispositivos.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Vacio texto="No hay teléfonos esperando autorización." /> }}
        />
      </Desplazable>
    </Flex>
  );
}

function Importar() {
  const importar = useImportar();
  const [resultado, setResultado] = useState<Importacion | null>(null);
  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Paragraph style={{ margin: 0 }}>
        Suba el archivo que exporta el reloj biométrico (CSV o TXT con idfichador, fecha y hora). Cada fila se asigna por el número de fichador del legajo.
      </Typography.Paragraph>
      <BotonArchivo
        etiquetaInput="Archivo del reloj biométrico"
        accept=".csv,.txt,text/csv,text/plain"
        loading={importar.isPending}
        onArchivos={([a]) => importar.mutate(a!, { onSuccess: (r) => setResultado(r.data ?? null) })}
      >
        Elegir el archivo
      </BotonArchivo>
      {resultado && (
        <Alert
          type={resultado.desconocidos.length || resultado.invalidas.length ? 'warning' : 'success'}
          showIcon
          role="status"
          title={`${resultado.importados} fichajes importados, ${resultado.duplicados} ya estaban cargados.`}
          description={
            <>
              {resultado.desconocidos.length > 0 && <div>{`Números de fichador sin legajo: ${resultado.desconocidos.join(', ')}`}</div>}
              {resultado.invalidas.length > 0 && <div>{`Líneas que no se pudieron leer: ${resultado.invalidas.join(', ')}`}</div>}
            </>
          }
        />
      )}
    </Flex>
  );
}

const PESTANAS = ['hoy', 'detalle', 'kioscos', 'telefonos', 'importar'] as const;

/** 'rrhh/fichaje' (issue 21 item 7): today's board, the detail with corrections and the CSV, kiosks, phones and the biometric import. */
export function FichajePage() {
  const [params, setParams] = useSearchParams();
  const pedida = params.get('pestana');
  const activa = (PESTANAS as readonly string[]).includes(pedida ?? '') ? pedida! : 'hoy';
  return (
    <section>
      <EncabezadoLista titulo="Fichaje" />
      <Pestanas
        etiqueta="Sección del fichaje"
        activeKey={activa}
        onChange={(p) => setParams(p === 'hoy' ? {} : { pestana: p }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'hoy', label: 'Hoy', children: <Hoy /> },
          { key: 'detalle', label: 'Detalle', children: <Detalle /> },
          { key: 'kioscos', label: 'Kioscos', children: <Kioscos /> },
          { key: 'telefonos', label: 'Teléfonos', children: <Telefonos /> },
          { key: 'importar', label: 'Importar', children: <Importar /> },
        ]}
      />
    </section>
  );
}
