import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Flex, Input, Modal, Skeleton, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import type { NovedadDetalle } from '@worknet/domain/licencias/esquemas';
import { diaLegible } from '@worknet/domain/licencias/dias';
import type { ItemMedia } from '@worknet/domain/media/item';
import { formatFechaHora } from '../../../lib/format';
import { HistorialFlujo } from '../../../lib/HistorialFlujo';
import { lazyScreen } from '../../../lib/lazyScreen';
import { avisar } from '../../../lib/notify';
import { useCambiosSinGuardar } from '../../../lib/useCambiosSinGuardar';
import { Volver } from '../../../lib/Volver';
import { useTienePermiso } from '../../auth';
import { llamadas, PERMISOS_LICENCIAS, refrescarLicencias, useNovedad } from '../api';
import { CampoCertificado } from '../components/CampoCertificado';
import { datosDe, valoresDe } from '../components/valoresNovedad';
import { EstadoNovedad } from '../components/EstadoNovedad';
import { etiquetaEstado, PASO_SIGUIENTE, textoDias } from '../formato';

// The edit form (date pickers, selects) loads only when someone edits.
const EdicionNovedad = lazyScreen(() => import('../components/EdicionNovedad').then((m) => m.EdicionNovedad));

type Dialogo = 'aprobar' | 'rechazar' | 'anular' | null;

/** The body of a PUT that changes only the certificate (the rest as it is). */
const conCertificado = (n: NovedadDetalle, media: ItemMedia | null) => datosDe({ ...valoresDe(n), certificado: media });

/** Approve (optional comment), reject (reason required) or withdraw (optional reason): one dialog each. */
function DialogoAccion({ novedad, dialogo, alCerrar }: { novedad: NovedadDetalle; dialogo: Dialogo; alCerrar: () => void }) {
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const sucio = texto.trim() !== '';
  useCambiosSinGuardar(dialogo !== null && sucio);
  if (!dialogo) return null;
  const config = {
    aprobar: { titulo: 'Aprobar la novedad', ok: 'Aprobar', etiqueta: 'Comentario (opcional)', peligro: false },
    rechazar: { titulo: 'Rechazar la novedad', ok: 'Rechazar', etiqueta: 'Motivo del rechazo', peligro: true },
    anular: { titulo: 'Anular la novedad', ok: 'Anular', etiqueta: 'Motivo (opcional)', peligro: true },
  }[dialogo];
  const cerrar = () => {
    setTexto('');
    setError(null);
    alCerrar();
  };
  const confirmar = async () => {
    if (dialogo === 'rechazar' && !texto.trim()) {
      setError('Indique el motivo del rechazo.');
      return;
    }
    setEnviando(true);
    try {
      const r =
        dialogo === 'aprobar'
          ? await llamadas.aprobar(novedad.id, texto.trim())
          : dialogo === 'rechazar'
            ? await llamadas.rechazar(novedad.id, texto.trim())
            : await llamadas.anular(novedad.id, texto.trim());
      avisar({ tipo: 'success', texto: r.message || 'Novedad actualizada.' });
      await refrescarLicencias();
      cerrar();
    } catch {
      // The client already showed the server's message.
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Modal
      open
      title={config.titulo}
      okText={config.ok}
      cancelText="Cancelar"
      okButtonProps={{ danger: config.peligro }}
      confirmLoading={enviando}
      onOk={() => void confirmar()}
      onCancel={cerrar}
    >
      <Typography.Paragraph>{`${novedad.tipo} de ${novedad.persona}, ${diaLegible(novedad.desde)} al ${diaLegible(novedad.hasta)} (${textoDias(novedad.dias)}).`}</Typography.Paragraph>
      <label htmlFor="texto-accion-novedad" style={{ display: 'block', marginBottom: 4 }}>
        {config.etiqueta}
      </label>
      <Input.TextArea
        id="texto-accion-novedad"
        value={texto}
        maxLength={1000}
        rows={3}
        status={error ? 'error' : undefined}
        aria-describedby={error ? 'texto-accion-novedad-error' : undefined}
        onChange={(e) => {
          setTexto(e.target.value);
          setError(null);
        }}
      />
      {error && (
        <Typography.Text id="texto-accion-novedad-error" type="danger">
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}

function Lectura({ n }: { n: NovedadDetalle }) {
  const verLegajo = useTienePermiso('rrhh.persona.ver');
  const [guardando, setGuardando] = useState(false);
  const cambiarCertificado = async (media: ItemMedia | null) => {
    setGuardando(true);
    try {
      const r = await llamadas.editar(n.id, conCertificado(n, media));
      avisar({ tipo: 'success', texto: r.message || 'Certificado guardado.' });
      await refrescarLicencias();
    } catch {
      // The client already showed the server's message.
    } finally {
      setGuardando(false);
    }
  };
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'persona',
            label: 'Persona',
            children: verLegajo ? <Link to={`/rrhh/persona/${n.persona_id}?pestana=licencias`}>{n.persona}</Link> : n.persona,
          },
          { key: 'legajo', label: 'Legajo', children: n.legajo ?? '—' },
          { key: 'sector', label: 'Sector', children: n.sector ?? '—' },
          { key: 'tipo', label: 'Tipo', children: n.tipo },
          { key: 'desde', label: 'Desde', children: diaLegible(n.desde) },
          { key: 'hasta', label: 'Hasta', children: diaLegible(n.hasta) },
          { key: 'dias', label: 'Días', children: n.dias },
          ...(n.periodo ? [{ key: 'periodo', label: 'Período de vacaciones', children: n.periodo }] : []),
          { key: 'estado', label: 'Estado', children: <EstadoNovedad estado={n.estado} /> },
          ...(n.siguiente_paso ? [{ key: 'paso', label: 'Aprobación', children: PASO_SIGUIENTE[n.siguiente_paso] }] : []),
          ...(n.motivo_rechazo ? [{ key: 'motivo', label: 'Motivo del rechazo', children: n.motivo_rechazo }] : []),
          ...(n.fuera_de_temporada ? [{ key: 'temporada', label: 'Fuera de temporada', children: n.motivo_fuera_de_temporada ?? 'Sí' }] : []),
          { key: 'obs', label: 'Observaciones', children: n.observaciones ?? '—' },
          { key: 'creado', label: 'Cargada por', children: `${n.creado_por}, ${formatFechaHora(n.created_at)}` },
        ]}
      />
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Certificado</h2>} style={{ marginBottom: 16 }}>
        {n.requiere_certificado && !n.certificado && (
          <Alert type="warning" showIcon title="Este tipo de novedad requiere certificado y todavía no tiene uno." style={{ marginBottom: 12 }} />
        )}
        {n.acciones.editar ? (
          <CampoCertificado id="certificado-novedad" value={n.certificado} disabled={guardando} onChange={(m) => void cambiarCertificado(m)} />
        ) : n.certificado ? (
          <a href={n.certificado.url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {n.certificado.nombre}
          </a>
        ) : (
          <Typography.Text>Sin certificado.</Typography.Text>
        )}
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Historial</h2>}>
        <HistorialFlujo
          pasos={n.eventos}
          etiqueta={(e) => etiquetaEstado(e.estado)}
          color={(e) => (e === 'rechazada' ? 'red' : e === 'anulada' ? 'gray' : e === 'pendiente' ? 'blue' : 'green')}
        />
      </Card>
    </>
  );
}

/** 'rrhh/novedad/:id': a personnel event, its certificate and history, and what the user may do with it. */
export function NovedadPage() {
  const param = Number(useParams().id);
  const id = Number.isInteger(param) && param > 0 ? param : null;
  const novedad = useNovedad(id);
  const [editando, setEditando] = useState(false);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const esRrhh = useTienePermiso(PERMISOS_LICENCIAS.administrar);
  const esReferente = useTienePermiso(PERMISOS_LICENCIAS.referente);
  const n = novedad.data;
  const a = n?.acciones;

  return (
    <section>
      <Volver alternativa={esRrhh ? '/rrhh/novedades' : esReferente ? '/referente_area/novedades' : '/mis_licencias'} />
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {id ? `Novedad N.º ${id}` : 'Novedad'}
        </Typography.Title>
        {n && a && !editando && (
          <Flex wrap gap={8}>
            {a.aprobar && (
              <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => setDialogo('aprobar')}>
                Aprobar
              </Button>
            )}
            {a.rechazar && (
              <Button danger icon={<CloseOutlined aria-hidden />} onClick={() => setDialogo('rechazar')}>
                Rechazar
              </Button>
            )}
            {a.editar && (
              <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditando(true)}>
                Editar
              </Button>
            )}
            {a.anular && (
              <Button danger icon={<StopOutlined aria-hidden />} onClick={() => setDialogo('anular')}>
                Anular
              </Button>
            )}
          </Flex>
        )}
      </Flex>
      {!id && <Typography.Paragraph>El número de novedad no es válido.</Typography.Paragraph>}
      {novedad.isError && <Typography.Paragraph>No se pudo cargar la novedad.</Typography.Paragraph>}
      {id && novedad.isPending && <Skeleton active />}
      {n && (
        <>
          <Typography.Paragraph style={{ fontSize: 16 }}>
            <strong>{n.tipo}</strong> de <strong>{n.persona}</strong>: {diaLegible(n.desde)} al {diaLegible(n.hasta)} ({textoDias(n.dias)}).
          </Typography.Paragraph>
          {editando ? <EdicionNovedad novedad={n} alTerminar={() => setEditando(false)} /> : <Lectura n={n} />}
          <DialogoAccion novedad={n} dialogo={dialogo} alCerrar={() => setDialogo(null)} />
        </>
      )}
    </section>
  );
}
