import { useSearchParams } from 'react-router';
import { Card, Col, DatePicker, Descriptions, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import { Pestanas } from '../../../lib/Pestanas';
import { DownloadOutlined } from '@ant-design/icons';
import type { AuditoriaFila, CuentaBloqueada, LogAccesoFila, PanelControl, UsuarioRef } from '@worknet/domain/usuarios';
import { dayjs } from '../../../lib/fechas';
import { formatFechaHora } from '../../../lib/format';
import { BotonExportar, Desplazable, SelectorRemoto, TablaLista, Vacio, filtroDia, filtroId, filtroTexto, useVistaLista } from '../../../lib/lista';
import { useApiList, useApiQuery } from '../../../lib/query';
import { BloqueosLogin } from '../components/BloqueosLogin';
import { Trabajos } from '../components/Trabajos';
import { useTienePermiso } from '../../auth';
import { CLAVES_CONTROL } from '../api';
import { BORRAR } from '../../../lib/iconos';

type Rango = [dayjs.Dayjs | null, dayjs.Dayjs | null] | null;
const dia = (d: dayjs.Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);
const nombreDe = (u: UsuarioRef | null) => (u ? (u.nombre_completo ?? u.username ?? `#${u.id}`) : 'Sistema');
const megas = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;

function Cifras({ puedeLevantar }: { puedeLevantar: boolean }) {
  const panel = useApiQuery<PanelControl>(CLAVES_CONTROL.panel, '/api/v1/control_panel', undefined, { staleTime: 0 });
  const p = panel.data;
  const cifras: [string, number | undefined][] = [
    ['Usuarios activos', p?.usuarios_activos],
    ['Usuarios inactivos', p?.usuarios_inactivos],
    ['Sesiones abiertas', p?.sesiones_abiertas],
    ['Usuarios con sesión', p?.usuarios_con_sesion],
    ['Ingresos hoy', p?.logins_hoy],
    ['Intentos fallidos hoy', p?.fallas_hoy],
  ];
  return (
    <>
      <Row gutter={[16, 16]}>
        {cifras.map(([titulo, valor]) => (
          <Col key={titulo} xs={12} md={8} xl={4}>
            <Card size="small" loading={panel.isPending}>
              <Statistic title={titulo} value={valor ?? 0} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                Correos
              </Typography.Title>
            }
            loading={panel.isPending}
          >
            <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label="Pendientes">{p?.correos.pendientes ?? 0}</Descriptions.Item>
              <Descriptions.Item label="Enviados">{p?.correos.enviados ?? 0}</Descriptions.Item>
              <Descriptions.Item label="Con error">{p?.correos.error ?? 0}</Descriptions.Item>
              <Descriptions.Item label="Sin SMTP">{p?.correos.sin_smtp ?? 0}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                Sistema
              </Typography.Title>
            }
            loading={panel.isPending}
          >
            <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label="Versión">{p?.version}</Descriptions.Item>
              <Descriptions.Item label="Node">{p?.node}</Descriptions.Item>
              <Descriptions.Item label="Base">{p ? `${p.base.tipo} (${megas(p.base.tamano_bytes)})` : ''}</Descriptions.Item>
              <Descriptions.Item label="Iniciado">{p ? formatFechaHora(p.iniciado_at) : ''}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card
        size="small"
        style={{ marginTop: 16 }}
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            Cuentas bloqueadas
          </Typography.Title>
        }
      >
        {puedeLevantar && <Typography.Paragraph>Para levantar un bloqueo, use la pestaña «Bloqueos de inicio de sesión».</Typography.Paragraph>}
        <Desplazable etiqueta="Cuentas bloqueadas">
          <Table<CuentaBloqueada>
            rowKey="username"
            size="small"
            scroll={{ x: 'max-content' }}
            pagination={false}
            loading={panel.isFetching}
            dataSource={p?.cuentas_bloqueadas ?? []}
            locale={{ emptyText: <Vacio texto="No hay cuentas bloqueadas" /> }}
            columns={[
              { title: 'Usuario', dataIndex: 'username' },
              { title: 'Nombre', dataIndex: 'nombre_completo', render: (v: string | null) => v ?? 'No es usuario de Worknet' },
              { title: 'Intentos fallidos', dataIndex: 'fallas' },
              { title: 'Se desbloquea', dataIndex: 'desbloqueo_at', render: (v: string) => formatFechaHora(v) },
            ]}
          />
        </Desplazable>
      </Card>
    </>
  );
}

const FILTROS_AUDITORIA = { usuario_id: filtroId, entidad: filtroTexto, desde: filtroDia, hasta: filtroDia };
const FILTROS_ACCESOS = { desde: filtroDia, hasta: filtroDia };
// Keep in sync with logAccesoQuery's sortBy in packages/domain/src/usuarios.ts.
const ORDENABLES_ACCESOS = ['fecha_acceso', 'platform', 'browser', 'ip'];

/** The range picker's value from the URL's days. */
const rangoDe = (desde?: string, hasta?: string): Rango => (desde || hasta ? [desde ? dayjs(desde) : null, hasta ? dayjs(hasta) : null] : null);

function Auditoria() {
  // Prefixed: each tab keeps its own list in the same URL.
  const vista = useVistaLista({ filtros: FILTROS_AUDITORIA, prefijo: 'auditoria.' });
  const { usuario_id, entidad, desde, hasta } = vista.filtros;
  const entidades = useApiQuery<string[]>(['control', 'auditoria', 'entidades'], '/api/v1/auditoria/entidades');
  const lista = useApiList<AuditoriaFila>(['control', 'auditoria'], '/api/v1/auditoria', vista.params);
  // After a reload the URL has the user's id only; the rows, all theirs, carry the name.
  const usuario = lista.data?.filas.find((f) => f.usuario?.id === usuario_id)?.usuario;
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <SelectorRemoto
          fuente="usuarios"
          aria-label="Usuario"
          placeholder="Usuario"
          style={{ width: 240, maxWidth: '100%' }}
          value={usuario_id}
          iniciales={usuario ? [{ value: usuario.id, label: nombreDe(usuario) }] : undefined}
          onChange={(v) => vista.filtrar({ usuario_id: v })}
        />
        <Select<string>
          aria-label="Entidad"
          allowClear={BORRAR}
          placeholder="Entidad"
          style={{ width: 200, maxWidth: '100%' }}
          value={entidad}
          options={(entidades.data ?? []).map((e) => ({ value: e, label: e }))}
          onChange={(v) => vista.filtrar({ entidad: v ?? undefined })}
        />
        <DatePicker.RangePicker
          aria-label="Período"
          format="DD/MM/YYYY"
          placeholder={['Desde', 'Hasta']}
          value={rangoDe(desde, hasta)}
          onChange={(v) => vista.filtrar({ desde: dia(v?.[0]), hasta: dia(v?.[1]) })}
        />
      </Space>
      <TablaLista<AuditoriaFila>
        aria-label="Auditoría"
        size="small"
        vista={vista}
        lista={lista}
        vacio="No hay registros"
        expandable={{
          expandedRowRender: (f) => <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{JSON.stringify({ antes: f.antes, despues: f.despues }, null, 2)}</pre>,
        }}
        columns={[
          { title: 'Fecha', dataIndex: 'fecha', render: (v: string) => formatFechaHora(v) },
          { title: 'Usuario', dataIndex: 'usuario', render: (u: UsuarioRef | null) => nombreDe(u) },
          { title: 'Entidad', dataIndex: 'entidad' },
          { title: 'Id', dataIndex: 'entidad_id' },
          { title: 'Acción', dataIndex: 'accion' },
        ]}
      />
    </>
  );
}

function Accesos() {
  const vista = useVistaLista({ filtros: FILTROS_ACCESOS, prefijo: 'accesos.', ordenables: ORDENABLES_ACCESOS });
  const { desde, hasta } = vista.filtros;
  const lista = useApiList<LogAccesoFila>(['control', 'log_acceso'], '/api/v1/log_acceso', vista.params);
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label="Período de accesos"
          format="DD/MM/YYYY"
          placeholder={['Desde', 'Hasta']}
          value={rangoDe(desde, hasta)}
          onChange={(v) => vista.filtrar({ desde: dia(v?.[0]), hasta: dia(v?.[1]) })}
        />
        <BotonExportar ruta="/api/v1/log_acceso/csv" params={vista.consulta} icono={<DownloadOutlined />}>
          Descargar CSV
        </BotonExportar>
      </Space>
      <TablaLista<LogAccesoFila>
        aria-label="Log de accesos"
        size="small"
        vista={vista}
        lista={lista}
        vacio="No hay accesos"
        columns={[
          { title: 'Fecha', dataIndex: 'fecha_acceso', sorter: true, render: (v: string) => formatFechaHora(v) },
          { title: 'Usuario', dataIndex: 'usuario', render: (u: UsuarioRef | null) => nombreDe(u) },
          { title: 'Plataforma', dataIndex: 'platform', sorter: true, render: (v: string | null) => v ?? '—' },
          { title: 'Navegador', dataIndex: 'browser', sorter: true, render: (v: string | null) => v ?? '—' },
          { title: 'Versión', dataIndex: 'app_version', render: (v: string | null) => v ?? '—' },
          { title: 'IP', dataIndex: 'ip', sorter: true, render: (v: string | null) => v ?? '—' },
          { title: 'Mensaje', dataIndex: 'message', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </>
  );
}

/** 'control_panel': figures, locked accounts, audit log, access log and login blocks. */
export function PanelControlPage() {
  const verAuditoria = useTienePermiso('admin.auditoria.ver');
  const verAccesos = useTienePermiso('admin.log_acceso.ver');
  const levantarBloqueos = useTienePermiso('admin.acceso.desbloquear');
  const verTrabajos = useTienePermiso('admin.trabajo.ver');
  const [params, setParams] = useSearchParams();
  const pestanas = [
    { key: 'resumen', label: 'Resumen', children: <Cifras puedeLevantar={levantarBloqueos} /> },
    ...(verAuditoria ? [{ key: 'auditoria', label: 'Auditoría', children: <Auditoria /> }] : []),
    ...(verAccesos ? [{ key: 'accesos', label: 'Log de accesos', children: <Accesos /> }] : []),
    ...(levantarBloqueos ? [{ key: 'bloqueos', label: 'Bloqueos de inicio de sesión', children: <BloqueosLogin /> }] : []),
    ...(verTrabajos ? [{ key: 'trabajos', label: 'Trabajos', children: <Trabajos /> }] : []),
  ];
  // The tab is in the URL too: a reload shows the tab whose list the URL describes.
  const pedida = params.get('pestana');
  const activa = pestanas.some((p) => p.key === pedida) ? pedida! : 'resumen';
  return (
    <section>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Panel de control
      </Typography.Title>
      <Pestanas
        etiqueta="Sección del panel"
        activeKey={activa}
        onChange={(clave) =>
          setParams((actual) => {
            const nuevos = new URLSearchParams(actual);
            if (clave === 'resumen') nuevos.delete('pestana');
            else nuevos.set('pestana', clave);
            return nuevos;
          })
        }
        items={pestanas}
      />
    </section>
  );
}
