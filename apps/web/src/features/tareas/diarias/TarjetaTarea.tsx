import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { ETIQUETA_ESTADO_TAREA, type TareaFila } from '@worknet/domain/tareas/esquemas';
import { ApiError } from '../../../lib/api';
import { diaArgentina, horaArgentina } from '../../fichaje';
import { estaVencida } from './agrupar';
import { moverTarea, type PasoTarea } from './api';
import * as reloj from '@worknet/domain/reloj';

// One task as a phone shows it: its type's colour on the left edge, the title (a link to the
// detail), when it is due and two big buttons within the thumb's reach. Used by «Tareas de
// hoy» and by the scanned location's screen.

/** Touch targets of at least 44 px (WCAG 2.5.5), whatever antd's size. */
export const TOQUE = { minHeight: 48, fontSize: 16 } as const;

// Solid dark colours: white text on them passes WCAG AA (antd's light presets do not).
const ESTADO_COLOR = { pendiente: undefined, en_curso: '#0958d9', hecha: '#237804', cancelada: '#a8071a' } as const;

function Vencimiento({ tarea, hoy }: { tarea: TareaFila; hoy: string }) {
  if (!tarea.vence_at) return null;
  const vencida = estaVencida(tarea, reloj.ahoraMs());
  const dia = diaArgentina(tarea.vence_at);
  const hora = horaArgentina(tarea.vence_at);
  const texto = dia === diaArgentina(`${hoy}T12:00:00-03:00`) ? `Vence ${hora}` : `Vence ${dia} ${hora}`;
  return vencida ? <Tag color="#a8071a">{`Vencida · ${texto.replace('Vence ', '')}`}</Tag> : <Typography.Text>{texto}</Typography.Text>;
}

type Props = {
  tarea: TareaFila;
  hoy: string;
  /** After a step: the task as the server now has it. */
  alMover: (id: number, estado: TareaFila['estado']) => void;
};

export function TarjetaTarea({ tarea, hoy, alMover }: Props) {
  const [enCurso, setEnCurso] = useState<PasoTarea | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abierta = tarea.estado === 'pendiente' || tarea.estado === 'en_curso';

  const mover = async (paso: PasoTarea) => {
    setEnCurso(paso);
    setError(null);
    try {
      const r = await moverTarea(tarea.id, paso);
      alMover(tarea.id, r.data?.estado ?? (paso === 'iniciar' ? 'en_curso' : 'hecha'));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'No se pudo guardar el cambio. Intente nuevamente.');
    } finally {
      setEnCurso(null);
    }
  };

  return (
    <li style={{ listStyle: 'none', borderLeft: `6px solid ${tarea.color ?? '#8c8c8c'}`, padding: '8px 0 8px 12px', marginBottom: 8 }}>
      <Link to={`/tareas/${tarea.id}`} style={{ display: 'flex', alignItems: 'center', minHeight: 44, fontSize: 17, fontWeight: 600 }}>
        {tarea.titulo}
      </Link>
      <Flex wrap gap={6} align="center" style={{ marginBottom: abierta ? 8 : 0 }}>
        <Tag>
          <span
            aria-hidden
            style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, marginInlineEnd: 6, background: tarea.color ?? '#8c8c8c' }}
          />
          {tarea.tipo}
        </Tag>
        <Tag color={ESTADO_COLOR[tarea.estado]}>{ETIQUETA_ESTADO_TAREA[tarea.estado]}</Tag>
        <Vencimiento tarea={tarea} hoy={hoy} />
      </Flex>
      {error && <Alert type="error" role="alert" showIcon title={error} style={{ marginBottom: 8 }} />}
      {abierta && (
        <Flex gap={8}>
          {tarea.estado === 'pendiente' && (
            <Button
              size="large"
              style={{ ...TOQUE, flex: 1 }}
              loading={enCurso === 'iniciar'}
              onClick={() => void mover('iniciar')}
              aria-label={`Iniciar ${tarea.titulo}`}
            >
              Iniciar
            </Button>
          )}
          <Button
            size="large"
            type="primary"
            style={{ ...TOQUE, flex: 1 }}
            loading={enCurso === 'finalizar'}
            onClick={() => void mover('finalizar')}
            aria-label={`Finalizar ${tarea.titulo}`}
          >
            Finalizar
          </Button>
        </Flex>
      )}
    </li>
  );
}
