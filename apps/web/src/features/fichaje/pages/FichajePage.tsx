import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Checkbox, Divider, Flex, Form, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { diaLocal, diaSiguiente } from '@worknet/domain/fichaje/reloj';
import { api } from '../../../lib/api';
import { Pestanas } from '../../../lib/Pestanas';
import { Desplazable, EncabezadoLista, SelectorRemoto, Vacio } from '../../../lib/lista';
import { BotonArchivo } from '../../../lib/BotonArchivo';
import { CampoDia } from '../../../lib/CampoDia';
import { ModalFormulario } from '../../../lib/ModalFormulario';
import { RUTAS_FICHAJE, useCorregir, useDetalle, useImportar, useTablero, type DetallePersona, type Importacion, type TableroFila } from '../api';
import { diaLegible, horaArgentina } from '../local';
import { useEventoSocket } from '../../../lib/useEventoSocket';
import { ESPERA_TABLERO_MS, EVENTO_TABLERO } from '../tiempoReal';
import { Horarios } from '../components/Horarios';
import { Kioscos } from '../components/Kioscos';
import { ReporteMensual } from '../components/ReporteMensual';
import { Telefonos } from '../components/Telefonos';
import * as reloj from '@worknet/domain/reloj';
import { mostrarErroresDeCampo } from '../../../lib/formulario/erroresDeCampo';

const ESTADOS: Record<TableroFila['estado'], { texto: string; color: string }> = {
  presente: { texto: 'Presente', color: '#237804' },
  tarde: { texto: 'Llegó tarde', color: '#874d00' },
  salio: { texto: 'Ya salió', color: '#0958d9' },
  ausente: { texto: 'No vino', color: '#a8071a' },
  esperado: { texto: 'Todavía no entra', color: '#595959' },
};

const ORIGEN: Record<NonNullable<TableroFila['origen']>, string> = {
  telefono: 'Teléfono',
  kiosco_qr: 'Kiosco (QR)',
  kiosco_pin: 'Kiosco (PIN)',
  biometrico: 'Reloj biométrico',
  correccion: 'Corrección de RRHH',
};

const coordenada = (n: number) => n.toLocaleString('es-AR', { maximumFractionDigits: 5 });

/** Where the phone said it was at the day's last punch (typed by the phone: evidence, not proof). */
export const posicionDe = (f: Pick<TableroFila, 'lat' | 'lng' | 'precision_m'>) =>
  f.lat === null || f.lng === null
    ? 'Sin posición'
    : `${coordenada(f.lat)}; ${coordenada(f.lng)}${f.precision_m === null ? '' : ` (±${Math.round(f.precision_m)} m)`}`;

const horas = (min: number) => `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, '0')} min`;

function Hoy() {
  const tablero = useTablero();
  // A punch or a schedule changed somewhere: the server says so and the board asks again (once per window).
  useEventoSocket(EVENTO_TABLERO, () => void tablero.refetch(), ESPERA_TABLERO_MS);
  const filas = tablero.data ?? [];
  const cuenta = (e: TableroFila['estado']) => filas.filter((f) => f.estado === e).length;
  const columnas: TableColumnsType<TableroFila> = [
    { title: 'Persona', dataIndex: 'nombre', key: 'nombre' },
    { title: 'Estado', key: 'estado', render: (_, f) => <Tag color={ESTADOS[f.estado].color}>{ESTADOS[f.estado].texto}</Tag> },
    { title: 'Entrada', key: 'entrada', render: (_, f) => (f.entrada ? horaArgentina(f.entrada) : '—') },
    { title: 'Tarde', key: 'tarde', render: (_, f) => (f.tardeMin > 0 ? `${f.tardeMin} min` : '—') },
    {
      title: 'Último fichaje',
      key: 'ultimo',
      render: (_, f) =>
        f.origen === null ? (
          '—'
        ) : (
          <Flex wrap gap={6} align="center">
            {ORIGEN[f.origen]}
            {f.enviado_tarde && <Tag color="#874d00">Enviado tarde</Tag>}
          </Flex>
        ),
    },
    { title: 'Posición', key: 'posicion', render: (_, f) => (f.origen === null ? '—' : posicionDe(f)) },
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

type ValoresCorreccion = { anular?: number; agregar: boolean; tipo: 'entrada' | 'salida'; hora?: string; siguiente: boolean; motivo: string };

/** The day's punches that can be annulled, from the pairs' ids: «Entrada 08:02». */
export function fichajesDelDia(fila: Pick<FilaDetalle, 'pares'>): { value: number; label: string }[] {
  return fila.pares.flatMap((p) => [
    ...(p.entradaId !== null && p.entrada ? [{ value: p.entradaId, label: `Entrada ${horaArgentina(p.entrada)}` }] : []),
    ...(p.salidaId !== null && p.salida ? [{ value: p.salidaId, label: `Salida ${horaArgentina(p.salida)}` }] : []),
  ]);
}

/**
 * A correction (issue 21 item 7): annul one of the day's punches, add the right one, or both
 * (the corrected one takes the annulled one's place). The original is kept; who and why are recorded.
 */
function ModalCorreccion({ fila, alCerrar }: { fila: FilaDetalle; alCerrar: () => void }) {
  const corregir = useCorregir();
  const [form] = Form.useForm<ValoresCorreccion>();
  const agregar = Form.useWatch('agregar', form) ?? fichajesDelDia(fila).length === 0;
  const opciones = fichajesDelDia(fila);
  return (
    <ModalFormulario<ValoresCorreccion>
      form={form}
      abierto
      titulo={`Corregir fichajes de ${fila.nombre} (${diaLegible(fila.dia)})`}
      textoOk="Guardar corrección"
      enviando={corregir.isPending}
      onCerrar={alCerrar}
      requiredMark={false}
      initialValues={{ tipo: 'entrada', agregar: opciones.length === 0, siguiente: false }}
      onFinish={(v) => {
        if (v.anular === undefined && !v.agregar) {
          form.setFields([{ name: 'anular', errors: ['Elija el fichaje a anular o marque «Agregar un fichaje».'] }]);
          return;
        }
        const dia = v.siguiente ? diaSiguiente(fila.dia) : fila.dia;
        corregir.mutate(
          {
            persona_id: fila.persona_id,
            motivo: v.motivo.trim(),
            ...(v.anular !== undefined ? { fichaje_id: v.anular } : {}),
            ...(v.agregar ? { tipo: v.tipo, fecha: `${dia} ${v.hora}:00` } : {}),
          },
          { onError: (e) => mostrarErroresDeCampo(form, e), onSuccess: alCerrar },
        );
      }}
    >
      <Typography.Paragraph>
        Anule un fichaje equivocado, agregue el que falta, o ambas cosas para reemplazarlo. El original no se borra y queda registrado quién corrigió y por qué.
      </Typography.Paragraph>
      <Form.Item label="Fichaje a anular" name="anular">
        <Select
          allowClear
          options={opciones}
          placeholder={opciones.length ? 'Ninguno' : 'No hay fichajes ese día'}
          disabled={opciones.length === 0}
          style={{ maxWidth: '100%' }}
        />
      </Form.Item>
      <Form.Item name="agregar" valuePropName="checked">
        <Checkbox>Agregar un fichaje corregido</Checkbox>
      </Form.Item>
      {agregar && (
        <Flex wrap gap={12} align="flex-end">
          <Form.Item label="Tipo" name="tipo" style={{ width: 140 }}>
            <Select
              options={[
                { value: 'entrada', label: 'Entrada' },
                { value: 'salida', label: 'Salida' },
              ]}
            />
          </Form.Item>
          <Form.Item
            label="Hora (HH:mm)"
            name="hora"
            style={{ width: 140 }}
            rules={[{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'Indique la hora como HH:mm.' }]}
          >
            <Input placeholder="08:00" maxLength={5} inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item name="siguiente" valuePropName="checked">
            <Checkbox>Del día siguiente (turno noche)</Checkbox>
          </Form.Item>
        </Flex>
      )}
      <Form.Item label="Motivo" name="motivo" rules={[{ required: true, whitespace: true, min: 3, message: 'Indique el motivo de la corrección.' }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </ModalFormulario>
  );
}

function Detalle() {
  const hoy = diaLocal(reloj.ahoraMs());
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
      <Divider style={{ margin: '8px 0' }} />
      <ReporteMensual />
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

const PESTANAS = ['hoy', 'detalle', 'horarios', 'kioscos', 'telefonos', 'importar'] as const;

/** 'rrhh/fichaje' (issue 21 item 7): today's board (live), the detail with corrections, the CSV and the company's monthly report, schedules, kiosks, phones and the biometric import. */
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
          { key: 'horarios', label: 'Horarios', children: <Horarios /> },
          { key: 'kioscos', label: 'Kioscos', children: <Kioscos /> },
          { key: 'telefonos', label: 'Teléfonos', children: <Telefonos /> },
          { key: 'importar', label: 'Importar', children: <Importar /> },
        ]}
      />
    </section>
  );
}
