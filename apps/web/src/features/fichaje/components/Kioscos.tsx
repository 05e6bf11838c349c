import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, InputNumber, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { AccionesFila, Desplazable, SelectorRemoto, Vacio, columnaAcciones } from '../../../lib/lista';
import { useCrearKiosco, useEditarKiosco, useGuardarPin, useKioscos, useRevocarKiosco, type KioscoCreado, type KioscoFila, type KioscoNuevo } from '../api';
import { diaArgentina } from '../local';
import { pedirUbicacion, type ResultadoUbicacion } from '../ubicacion';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

/** The radius the server applies when a kiosk has coordinates and no radius of its own. */
export const RADIO_POR_DEFECTO_M = 200;

type ValoresKiosco = { nombre: string; ubicacion?: string; lat?: number | null; lng?: number | null; radio_m?: number | null; direcciones?: string };

/** The form's values as the API takes them: coordinates together, the radius only with them (default 200 m). */
export function cuerpoKiosco(v: ValoresKiosco): KioscoNuevo {
  const conZona = v.lat != null && v.lng != null;
  return {
    nombre: v.nombre.trim(),
    ubicacion: v.ubicacion?.trim() || null,
    lat: conZona ? v.lat : null,
    lng: conZona ? v.lng : null,
    radio_m: conZona ? (v.radio_m ?? RADIO_POR_DEFECTO_M) : null,
    // Separated by commas, spaces or lines; empty: any address.
    direcciones: (v.direcciones ?? '').split(/[\s,;]+/).filter(Boolean),
  };
}

/**
 * Coordinates are pasted from a map with «.» or typed with «,»: both read as the decimal point.
 * rc-input-number takes the parser's text as a decimal string (typed as the value's type).
 */
const leerCoordenada = (t: string | undefined) => (t ?? '').trim().replace(',', '.') as unknown as number;

const numero = (n: number) => n.toLocaleString('es-AR', { maximumFractionDigits: 6 });
/** «-34,6037; -58,3816 (200 m)» or «Sin zona». */
export const zonaDe = (k: Pick<KioscoFila, 'lat' | 'lng' | 'radio_m'>) =>
  k.lat !== null && k.lng !== null ? `${numero(k.lat)}; ${numero(k.lng)} (${k.radio_m ?? RADIO_POR_DEFECTO_M} m)` : 'Sin zona';

type PropsModal = { fila: KioscoFila | null; alCerrar: () => void; alCrear: (k: KioscoCreado) => void; ubicar: () => Promise<ResultadoUbicacion> };

function ModalKiosco({ fila, alCerrar, alCrear, ubicar }: PropsModal) {
  const crear = useCrearKiosco();
  const [ubicando, setUbicando] = useState(false);
  const [errorUbicacion, setErrorUbicacion] = useState<string | null>(null);
  // HR standing at the kiosk takes its coordinates from this device.
  const usarEstaUbicacion = async () => {
    setUbicando(true);
    setErrorUbicacion(null);
    const u = await ubicar().finally(() => setUbicando(false));
    if (!u.ok) return setErrorUbicacion('No se pudo obtener la ubicación de este dispositivo. Permita el acceso a la ubicación o escriba las coordenadas.');
    form.setFieldsValue({ lat: Number(u.posicion.lat.toFixed(6)), lng: Number(u.posicion.lng.toFixed(6)) });
    void form.validateFields(['lat', 'lng']).catch(() => undefined);
  };
  const editar = useEditarKiosco();
  const [form] = Form.useForm<ValoresKiosco>();
  const lat = Form.useWatch('lat', form);
  const lng = Form.useWatch('lng', form);
  const otraCoordenada = (otra: 'lat' | 'lng') => ({
    validator: async (_: unknown, v: number | null | undefined) => {
      if ((v == null) !== (form.getFieldValue(otra) == null)) throw new Error('Indique la latitud y la longitud juntas.');
    },
  });
  return (
    <ModalFormulario<ValoresKiosco>
      form={form}
      abierto
      titulo={fila ? `Editar el kiosco ${fila.nombre}` : 'Nuevo kiosco'}
      textoOk={fila ? 'Guardar' : 'Crear kiosco'}
      enviando={crear.isPending || editar.isPending}
      onCerrar={alCerrar}
      requiredMark={false}
      initialValues={
        fila
          ? {
              nombre: fila.nombre,
              ubicacion: fila.ubicacion ?? '',
              lat: fila.lat,
              lng: fila.lng,
              radio_m: fila.radio_m,
              direcciones: fila.direcciones.join(', '),
            }
          : {}
      }
      onValuesChange={(c: Partial<ValoresKiosco>) => {
        if ('lat' in c || 'lng' in c) void form.validateFields(['lat', 'lng']).catch(() => undefined);
      }}
      onFinish={(v) => {
        const cuerpo = cuerpoKiosco(v);
        if (fila) editar.mutate({ id: fila.id, ...cuerpo }, { onError: (e) => mostrarErroresDeCampo(form, e), onSuccess: alCerrar });
        else
          crear.mutate(cuerpo, {
            onError: (e) => mostrarErroresDeCampo(form, e),
            onSuccess: (r) => {
              alCerrar();
              if (r.data) alCrear(r.data);
            },
          });
      }}
    >
      <Form.Item label="Nombre del kiosco" name="nombre" rules={[{ required: true, whitespace: true, message: 'Indique el nombre del kiosco.' }]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item label="Ubicación" name="ubicacion" extra="Dónde está, en palabras (por ejemplo «Hall de planta baja»).">
        <Input maxLength={200} />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Zona opcional: con latitud y longitud, a quien tenga un horario que exige la ubicación sólo se le acepta el fichaje dentro del radio.
      </Typography.Paragraph>
      <Flex wrap gap={12}>
        <Form.Item label="Latitud" name="lat" rules={[otraCoordenada('lng')]} style={{ width: 160 }}>
          <InputNumber<number> min={-90} max={90} step={0.0001} style={{ width: '100%' }} placeholder="-34.6037" parser={leerCoordenada} />
        </Form.Item>
        <Form.Item label="Longitud" name="lng" rules={[otraCoordenada('lat')]} style={{ width: 160 }}>
          <InputNumber<number> min={-180} max={180} step={0.0001} style={{ width: '100%' }} placeholder="-58.3816" parser={leerCoordenada} />
        </Form.Item>
        <Form.Item
          label="Radio (metros)"
          name="radio_m"
          style={{ width: 160 }}
          rules={[{ type: 'integer', min: 10, max: 5000, message: 'El radio es un número de metros entre 10 y 5000.' }]}
        >
          <InputNumber
            min={10}
            max={5000}
            precision={0}
            style={{ width: '100%' }}
            placeholder={String(RADIO_POR_DEFECTO_M)}
            disabled={lat == null || lng == null}
          />
        </Form.Item>
      </Flex>
      <Button onClick={() => void usarEstaUbicacion()} loading={ubicando} style={{ maxWidth: '100%', whiteSpace: 'normal', height: 'auto' }}>
        Usar la ubicación de este dispositivo
      </Button>
      {errorUbicacion && <Alert type="warning" showIcon role="alert" title={errorUbicacion} style={{ marginTop: 8 }} />}
      <Form.Item
        label="Direcciones permitidas"
        name="direcciones"
        style={{ marginTop: 16 }}
        extra="IP o rangos CIDR desde los que funciona el token del kiosco (por ejemplo 10.0.1.0/24), separados por comas. Vacío: desde cualquier dirección."
      >
        <Input maxLength={2000} placeholder="10.0.1.0/24" />
      </Form.Item>
    </ModalFormulario>
  );
}

/** HR sets a person's PIN for the kiosk's «DNI y PIN» (staff without a phone). */
function PinPersona() {
  const guardar = useGuardarPin();
  const [form] = Form.useForm<{ persona_id?: number; pin: string }>();
  return (
    <section aria-labelledby="pin-persona">
      <Typography.Title level={2} id="pin-persona" style={{ fontSize: 16 }}>
        PIN de una persona
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        Para quien ficha en el kiosco con su DNI y un PIN, sin teléfono. El PIN anterior deja de valer.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(v) =>
          guardar.mutate({ persona_id: v.persona_id!, pin: v.pin }, { onError: (e) => mostrarErroresDeCampo(form, e), onSuccess: () => form.resetFields() })
        }
      >
        <Flex wrap gap={12} align="flex-start">
          <Form.Item
            label="Persona"
            name="persona_id"
            htmlFor="pin-persona-id"
            rules={[{ required: true, message: 'Elija la persona.' }]}
            style={{ marginBottom: 0 }}
          >
            <SelectorRemoto id="pin-persona-id" fuente="personas" sinResultados="No se encontraron legajos" />
          </Form.Item>
          <Form.Item
            label="PIN"
            name="pin"
            rules={[{ required: true, pattern: /^\d{4,8}$/, message: 'El PIN tiene de 4 a 8 dígitos.' }]}
            getValueFromEvent={(e: { target: { value: string } }) => e.target.value.replace(/\D/g, '')}
            style={{ marginBottom: 0, width: 160 }}
          >
            <Input.Password inputMode="numeric" maxLength={8} autoComplete="new-password" />
          </Form.Item>
          <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
            <Button htmlType="submit" loading={guardar.isPending}>
              Guardar PIN
            </Button>
          </Form.Item>
        </Flex>
      </Form>
    </section>
  );
}

/** The «Kioscos» tab: create, edit (place and zone), revoke; and a person's PIN. */
export function Kioscos({ ubicar = pedirUbicacion }: { ubicar?: () => Promise<ResultadoUbicacion> } = {}) {
  const kioscos = useKioscos();
  const revocar = useRevocarKiosco();
  const [creado, setCreado] = useState<KioscoCreado | null>(null);
  const [editando, setEditando] = useState<KioscoFila | 'nuevo' | null>(null);
  const columnas: TableColumnsType<KioscoFila> = [
    { title: 'Nombre', dataIndex: 'nombre', key: 'nombre' },
    { title: 'Ubicación', key: 'ubicacion', render: (_, k) => k.ubicacion ?? '—' },
    { title: 'Zona', key: 'zona', render: (_, k) => zonaDe(k) },
    { title: 'Estado', key: 'estado', render: (_, k) => (k.activo ? <Tag color="#237804">Habilitado</Tag> : <Tag>Revocado</Tag>) },
    { title: 'Creado', key: 'creado', render: (_, k) => diaArgentina(k.created_at) },
    columnaAcciones((k) => (
      <AccionesFila
        de={`el kiosco ${k.nombre}`}
        nombreMenu={`Acciones del kiosco ${k.nombre}`}
        acciones={[
          { clave: 'editar', texto: 'Editar', icono: <EditOutlined aria-hidden />, principal: true, alElegir: () => setEditando(k) },
          k.activo && {
            clave: 'revocar',
            texto: 'Revocar',
            icono: <StopOutlined aria-hidden />,
            principal: true,
            peligro: true,
            confirmar: { titulo: `¿Revocar el kiosco ${k.nombre}?`, texto: 'Deja de mostrar códigos al instante.', ok: 'Revocar' },
            alElegir: () => revocar.mutateAsync(k.id),
          },
        ]}
      />
    )),
  ];
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Paragraph style={{ margin: 0 }}>
          Cree un kiosco y abra <Typography.Text code>#/kiosco</Typography.Text> en el dispositivo compartido; pegue ahí el token, que se muestra una sola vez.
        </Typography.Paragraph>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditando('nuevo')}>
          Nuevo kiosco
        </Button>
      </Flex>
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
      <PinPersona />
      {editando !== null && (
        <ModalKiosco fila={editando === 'nuevo' ? null : editando} alCerrar={() => setEditando(null)} alCrear={setCreado} ubicar={ubicar} />
      )}
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
