import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { CheckOutlined, EditOutlined, PlayCircleOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import { ApiError } from '../../../lib/api';
import { avisar } from '../../../lib/notify';
import { llamadasTareas, refrescarTareas, type Paso, type TareaDetalle } from '../api';

const PASOS: { accion: Paso; texto: string; icono: ReactNode; principal?: boolean }[] = [
  { accion: 'iniciar', texto: 'Iniciar', icono: <PlayCircleOutlined aria-hidden />, principal: true },
  { accion: 'finalizar', texto: 'Finalizar', icono: <CheckOutlined aria-hidden />, principal: true },
  { accion: 'reabrir', texto: 'Reabrir', icono: <RollbackOutlined aria-hidden /> },
];

/** The motivo dialog of «Cancelar» (the server requires it and keeps it in the history). */
function DialogoCancelar({ tarea, alCerrar }: { tarea: TareaDetalle; alCerrar: () => void }) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const confirmar = async () => {
    if (!motivo.trim()) {
      setError('Indique el motivo de la cancelación.');
      return;
    }
    setEnviando(true);
    try {
      const r = await llamadasTareas.cancelar(tarea.id, motivo.trim());
      avisar({ tipo: 'success', texto: r.message });
      await refrescarTareas();
      alCerrar();
    } catch {
      // The client already showed the server's message.
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Modal
      open
      title="Cancelar la tarea"
      okText="Cancelar la tarea"
      cancelText="Volver"
      okButtonProps={{ danger: true }}
      confirmLoading={enviando}
      onOk={() => void confirmar()}
      onCancel={alCerrar}
    >
      <Typography.Paragraph style={{ overflowWrap: 'anywhere' }}>{`«${tarea.titulo}» quedará cancelada; se puede reabrir después.`}</Typography.Paragraph>
      <label htmlFor="motivo-cancelacion" style={{ display: 'block', marginBottom: 4 }}>
        Motivo
      </label>
      <Input.TextArea
        id="motivo-cancelacion"
        value={motivo}
        maxLength={1000}
        rows={3}
        status={error ? 'error' : undefined}
        aria-describedby={error ? 'motivo-cancelacion-error' : undefined}
        onChange={(e) => {
          setMotivo(e.target.value);
          setError(null);
        }}
      />
      {error && (
        <Typography.Text id="motivo-cancelacion-error" type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}

/**
 * The buttons of what the server says the user may do now (`acciones`). A refused step (a
 * type that requires the location's QR scan) shows the server's Spanish message beside them.
 */
export function AccionesTarea({ tarea }: { tarea: TareaDetalle }) {
  const navigate = useNavigate();
  const [enCurso, setEnCurso] = useState<Paso | null>(null);
  const [rechazo, setRechazo] = useState<string | null>(null);
  const [cancelando, setCancelando] = useState(false);
  const puede = (a: TareaDetalle['acciones'][number]) => tarea.acciones.includes(a);

  const dar = async (accion: Paso) => {
    setEnCurso(accion);
    setRechazo(null);
    try {
      const r = await llamadasTareas.paso(tarea.id, accion);
      avisar({ tipo: 'success', texto: r.message });
      await refrescarTareas();
    } catch (e) {
      setRechazo(e instanceof ApiError ? e.message : 'No se pudo realizar la acción.');
    } finally {
      setEnCurso(null);
    }
  };

  if (!tarea.acciones.length) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <Flex wrap gap={8}>
        {PASOS.filter((p) => puede(p.accion)).map((p) => (
          <Button key={p.accion} type={p.principal ? 'primary' : 'default'} icon={p.icono} loading={enCurso === p.accion} onClick={() => void dar(p.accion)}>
            {p.texto}
          </Button>
        ))}
        {puede('editar') && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => void navigate(`/create-tarea/${tarea.id}`)}>
            Editar
          </Button>
        )}
        {puede('cancelar') && (
          <Button danger icon={<StopOutlined aria-hidden />} onClick={() => setCancelando(true)}>
            Cancelar tarea
          </Button>
        )}
      </Flex>
      {rechazo && <Alert type="error" showIcon role="alert" title={rechazo} style={{ marginTop: 8 }} />}
      {cancelando && <DialogoCancelar tarea={tarea} alCerrar={() => setCancelando(false)} />}
    </div>
  );
}
