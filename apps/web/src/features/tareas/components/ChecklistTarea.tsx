import { useState } from 'react';
import { Checkbox, Progress, Typography } from 'antd';
import { dayjs } from '../../../lib/fechas';
import { llamadasTareas, refrescarTareas, type TareaDetalle } from '../api';

type Item = TareaDetalle['checklist'][number];

/** Who ticked an item and when («Hecho por Ana Gómez, 03/02/2026 10:15»). */
export const quienHizo = (i: Item) =>
  i.hecho && i.hecho_por ? `Hecho por ${i.hecho_por}${i.hecho_at ? `, ${dayjs(i.hecho_at).format('DD/MM/YYYY HH:mm')}` : ''}` : null;

/** The checklist: each item ticked or unticked at once on the server (while the task is open). */
export function ChecklistTarea({ tarea }: { tarea: TareaDetalle }) {
  const [marcando, setMarcando] = useState<number | null>(null);
  const abierta = tarea.estado === 'pendiente' || tarea.estado === 'en_curso';
  const hechos = tarea.checklist.filter((i) => i.hecho).length;
  if (!tarea.checklist.length) return <Typography.Text type="secondary">Esta tarea no tiene lista de control.</Typography.Text>;

  const marcar = async (i: Item, hecho: boolean) => {
    setMarcando(i.id);
    try {
      await llamadasTareas.marcar(tarea.id, i.id, hecho);
      await refrescarTareas();
    } catch {
      // The client already showed the server's message.
    } finally {
      setMarcando(null);
    }
  };

  return (
    <>
      <Progress
        percent={Math.round((hechos / tarea.checklist.length) * 100)}
        format={() => `${hechos} de ${tarea.checklist.length}`}
        // Never antd's «success» state: its green count on white fails the contrast check.
        status="normal"
        strokeColor="#237804"
        aria-label={`Lista de control: ${hechos} de ${tarea.checklist.length} ítems hechos`}
        style={{ maxWidth: 360 }}
      />
      <ul aria-label="Lista de control" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {tarea.checklist.map((i) => (
          <li key={i.id} style={{ padding: '6px 0' }}>
            <Checkbox checked={i.hecho} disabled={!abierta || marcando !== null} onChange={(e) => void marcar(i, e.target.checked)}>
              <span style={{ overflowWrap: 'anywhere', textDecoration: i.hecho ? 'line-through' : undefined }}>{i.texto}</span>
            </Checkbox>
            {quienHizo(i) && (
              <Typography.Text type="secondary" style={{ display: 'block', marginLeft: 24, fontSize: 12 }}>
                {quienHizo(i)}
              </Typography.Text>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
