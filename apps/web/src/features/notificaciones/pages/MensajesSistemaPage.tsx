import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { Button, DatePicker, Modal, Segmented, Select, Space, Tag, Typography } from 'antd';
import { dayjs } from '../../../lib/fechas';
import { CampoBusqueda, TablaLista, filtroDia, filtroOpcion, filtroTexto, useVistaLista } from '../../../lib/lista';
import type { MensajeSistema } from '@worknet/domain/notificaciones/respuestas';
import { useApiList, useApiMutation, useApiQuery } from '../../../lib/query';
import { CLAVES_NOTIFICACIONES, llamadasBandeja } from '../api';
import { Cuando } from '../components/Cuando';
import { EnlaceMensaje } from '../components/EnlaceMensaje';
import { nombreModulo } from '../modulos';
import { BORRAR } from '../../../lib/iconos';
import { plural } from '../../../lib/format';

type Estado = 'todos' | '0' | '1';
type Rango = [Dayjs | null, Dayjs | null] | null;
const FILTROS = { leido: filtroOpcion(['0', '1']), modulo: filtroTexto, filter: filtroTexto, desde: filtroDia, hasta: filtroDia };
const dia = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

/**
 * 'notificaciones/mensajes_sistema': the user's system messages with filters,
 * row selection and the bulk "mark as read" and "delete" of spec §4.
 */
export function MensajesSistemaPage() {
  const [modal, contextoModal] = Modal.useModal();
  const vista = useVistaLista({ filtros: FILTROS });
  const { leido, modulo, filter, desde, hasta } = vista.filtros;
  const [elegidos, setElegidos] = useState<number[]>([]);
  // Another page or other filters show other rows: what was chosen is let go.
  const paginaVista = JSON.stringify(vista.params);
  const [vistaElegidos, setVistaElegidos] = useState(paginaVista);
  if (vistaElegidos !== paginaVista) {
    setVistaElegidos(paginaVista);
    setElegidos([]);
  }

  const lista = useApiList<MensajeSistema>(CLAVES_NOTIFICACIONES.mensajes, '/api/v1/mensajes_sistema/filter', vista.params);
  const sinLeer = useApiQuery<number>(CLAVES_NOTIFICACIONES.sinLeer, '/api/v1/sin_leer', undefined, { staleTime: 0 });
  const modulos = useApiQuery<string[]>(CLAVES_NOTIFICACIONES.modulos, '/api/v1/mensajes_sistema/modulos');
  const opciones = { invalidar: [CLAVES_NOTIFICACIONES.bandeja], avisarExito: true };
  const leer = useApiMutation((ids: number[]) => llamadasBandeja.leerMensajes(ids), opciones);
  const eliminar = useApiMutation((ids: number[]) => llamadasBandeja.eliminarMensajes(ids), opciones);

  const n = elegidos.length;
  const cuantos = `${n} ${plural(n, 'mensaje', 'mensajes')}`;
  const confirmarEliminar = () =>
    modal.confirm({
      title: `¿Eliminar ${cuantos}?`,
      content: 'Los mensajes eliminados no se pueden recuperar.',
      okText: 'Eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => eliminar.mutateAsync(elegidos).then(() => setElegidos([])),
    });

  return (
    <section>
      <Space align="center" size={12} style={{ marginBottom: 8 }} wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Mensajes del sistema
        </Typography.Title>
        <Tag color={(sinLeer.data ?? 0) > 0 ? 'red' : 'default'} data-testid="mensajes-sin-leer" style={{ fontSize: 14 }}>
          {sinLeer.data ?? 0} sin leer
        </Tag>
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<Estado>
          aria-label="Estado"
          value={leido ?? 'todos'}
          onChange={(v) => vista.filtrar({ leido: v === 'todos' ? undefined : v })}
          options={[
            { value: 'todos', label: 'Todos' },
            { value: '0', label: 'Sin leer' },
            { value: '1', label: 'Leídos' },
          ]}
        />
        <Select<string>
          aria-label="Módulo"
          allowClear={BORRAR}
          placeholder="Módulo"
          style={{ width: 180 }}
          value={modulo}
          onChange={(v?: string) => vista.filtrar({ modulo: v ?? undefined })}
          options={(modulos.data ?? []).map((m) => ({ value: m, label: nombreModulo(m) }))}
        />
        <CampoBusqueda
          aria-label="Buscar mensajes"
          placeholder="Buscar en título o texto"
          ancho={260}
          valor={filter}
          onBuscar={(texto) => vista.filtrar({ filter: texto })}
        />
        <DatePicker.RangePicker
          aria-label="Período"
          format="DD/MM/YYYY"
          placeholder={['Desde', 'Hasta']}
          value={desde || hasta ? [desde ? dayjs(desde) : null, hasta ? dayjs(hasta) : null] : null}
          onChange={(v: Rango) => vista.filtrar({ desde: dia(v?.[0]), hasta: dia(v?.[1]) })}
        />
      </Space>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button disabled={n === 0} loading={leer.isPending} onClick={() => leer.mutate(elegidos, { onSuccess: () => setElegidos([]) })}>
          Marcar como leídos
        </Button>
        <Button danger disabled={n === 0} loading={eliminar.isPending} onClick={confirmarEliminar}>
          Eliminar
        </Button>
        <Typography.Text aria-live="polite">{n > 0 ? `${cuantos} ${plural(n, 'elegido', 'elegidos')}` : ''}</Typography.Text>
      </Space>
      <TablaLista<MensajeSistema>
        aria-label="Mensajes del sistema"
        vista={vista}
        lista={lista}
        vacio="No hay mensajes"
        textoTotal={(t) => `${t} ${plural(t, 'mensaje', 'mensajes')}`}
        desplazamiento="contenedor"
        rowSelection={{
          selectedRowKeys: elegidos,
          onChange: (claves) => setElegidos(claves.map(Number)),
          getTitleCheckboxProps: () => ({ 'aria-label': 'Elegir todos los mensajes de la página' }),
          getCheckboxProps: (m) => ({ 'aria-label': `Elegir: ${m.titulo}` }),
        }}
        columns={[
          { title: 'Fecha', dataIndex: 'created_at', render: (v: string) => <Cuando fecha={v} /> },
          {
            title: 'Mensaje',
            render: (_, m) => (
              <div style={{ minWidth: 220 }}>
                <Typography.Text strong={m.leido === 0}>{m.titulo}</Typography.Text>
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{m.texto}</Typography.Paragraph>
                <EnlaceMensaje enlace={m.enlace} titulo={m.titulo} />
              </div>
            ),
          },
          { title: 'Módulo', dataIndex: 'modulo', render: (v: string) => nombreModulo(v) },
          { title: 'Estado', dataIndex: 'leido', render: (v: number) => (v ? <Tag>Leído</Tag> : <Tag color="blue">Sin leer</Tag>) },
        ]}
      />
      {contextoModal}
    </section>
  );
}
