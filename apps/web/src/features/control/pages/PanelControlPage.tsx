import { useState } from 'react';
import { Button, Card, Col, DatePicker, Descriptions, Row, Select, Space, Statistic, Table, Tabs, Typography } from 'antd';
import type { AuditoriaFila, CuentaBloqueada, LogAccesoFila, PanelControl, UsuarioRef } from '@worknet/domain/usuarios';
import { api, type Parametros } from '../../../lib/api';
import type { dayjs } from '../../../lib/fechas';
import { formatFechaHora } from '../../../lib/format';
import { useApiList, useApiQuery } from '../../../lib/query';
import { BloqueosLogin } from '../components/BloqueosLogin';
import { Trabajos } from '../components/Trabajos';
import { Vacio } from '../../../lib/lista/Vacio';
import { useTienePermiso } from '../../auth';
import type { Opcion } from '../../usuarios';
import { CLAVES_CONTROL } from '../api';

const TAMANO = 20;
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
            <Descriptions size="small" column={2}>
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
            <Descriptions size="small" column={2}>
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
        <Table<CuentaBloqueada>
          rowKey="username"
          size="small"
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
      </Card>
    </>
  );
}

function BuscarUsuario({ onChange }: { onChange: (id: number | undefined) => void }) {
  const [texto, setTexto] = useState('');
  const busqueda = useApiQuery<Opcion[]>(['control', 'sis_usuarios'], '/api/v1/sis_usuarios', { usuario: texto }, { enabled: texto.length >= 2 });
  return (
    <Select<number>
      aria-label="Usuario"
      allowClear
      showSearch
      filterOption={false}
      onSearch={setTexto}
      onChange={(v) => onChange(v ?? undefined)}
      options={busqueda.data ?? []}
      placeholder="Usuario"
      notFoundContent={texto.length < 2 ? 'Escriba para buscar' : 'Sin resultados'}
      style={{ width: 240 }}
    />
  );
}

function Auditoria() {
  const [usuario, setUsuario] = useState<number | undefined>();
  const [entidad, setEntidad] = useState<string | undefined>();
  const [rango, setRango] = useState<Rango>(null);
  const [pagina, setPagina] = useState(1);
  const entidades = useApiQuery<string[]>(['control', 'auditoria', 'entidades'], '/api/v1/auditoria/entidades');
  const lista = useApiList<AuditoriaFila>(['control', 'auditoria'], '/api/v1/auditoria', {
    usuario_id: usuario,
    entidad,
    desde: dia(rango?.[0]),
    hasta: dia(rango?.[1]),
    skip: (pagina - 1) * TAMANO,
    limit: TAMANO,
  });
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <BuscarUsuario onChange={(v) => (setUsuario(v), setPagina(1))} />
        <Select<string>
          aria-label="Entidad"
          allowClear
          placeholder="Entidad"
          style={{ width: 200 }}
          options={(entidades.data ?? []).map((e) => ({ value: e, label: e }))}
          onChange={(v) => (setEntidad(v ?? undefined), setPagina(1))}
        />
        <DatePicker.RangePicker aria-label="Período" format="DD/MM/YYYY" placeholder={['Desde', 'Hasta']} onChange={(v) => (setRango(v), setPagina(1))} />
      </Space>
      <Table<AuditoriaFila>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        loading={lista.isFetching}
        dataSource={lista.data?.filas ?? []}
        locale={{ emptyText: <Vacio texto="No hay registros" /> }}
        pagination={{ current: pagina, pageSize: TAMANO, total: lista.data?.total ?? 0, onChange: setPagina, showSizeChanger: false }}
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
  const [rango, setRango] = useState<Rango>(null);
  const [pagina, setPagina] = useState(1);
  const [bajando, setBajando] = useState(false);
  const filtros: Parametros = { desde: dia(rango?.[0]), hasta: dia(rango?.[1]) };
  const lista = useApiList<LogAccesoFila>(['control', 'log_acceso'], '/api/v1/log_acceso', { ...filtros, skip: (pagina - 1) * TAMANO, limit: TAMANO });
  const descargar = async () => {
    setBajando(true);
    try {
      await api.download('/api/v1/log_acceso/csv', { params: filtros });
    } catch {
      // The client already showed the message.
    } finally {
      setBajando(false);
    }
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label="Período de accesos"
          format="DD/MM/YYYY"
          placeholder={['Desde', 'Hasta']}
          onChange={(v) => (setRango(v), setPagina(1))}
        />
        <Button onClick={() => void descargar()} loading={bajando}>
          Descargar CSV
        </Button>
      </Space>
      <Table<LogAccesoFila>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        loading={lista.isFetching}
        dataSource={lista.data?.filas ?? []}
        locale={{ emptyText: <Vacio texto="No hay accesos" /> }}
        pagination={{ current: pagina, pageSize: TAMANO, total: lista.data?.total ?? 0, onChange: setPagina, showSizeChanger: false }}
        columns={[
          { title: 'Fecha', dataIndex: 'fecha_acceso', render: (v: string) => formatFechaHora(v) },
          { title: 'Usuario', dataIndex: 'usuario', render: (u: UsuarioRef | null) => nombreDe(u) },
          { title: 'Plataforma', dataIndex: 'platform', render: (v: string | null) => v ?? '—' },
          { title: 'Navegador', dataIndex: 'browser', render: (v: string | null) => v ?? '—' },
          { title: 'Versión', dataIndex: 'app_version', render: (v: string | null) => v ?? '—' },
          { title: 'IP', dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
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
  return (
    <section>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Panel de control
      </Typography.Title>
      <Tabs
        items={[
          { key: 'resumen', label: 'Resumen', children: <Cifras puedeLevantar={levantarBloqueos} /> },
          ...(verAuditoria ? [{ key: 'auditoria', label: 'Auditoría', children: <Auditoria /> }] : []),
          ...(verAccesos ? [{ key: 'accesos', label: 'Log de accesos', children: <Accesos /> }] : []),
          ...(levantarBloqueos ? [{ key: 'bloqueos', label: 'Bloqueos de inicio de sesión', children: <BloqueosLogin /> }] : []),
          ...(verTrabajos ? [{ key: 'trabajos', label: 'Trabajos', children: <Trabajos /> }] : []),
        ]}
      />
    </section>
  );
}
