import { useEffect, useState } from 'react';
import { Alert, Card, Typography } from 'antd';
import type { Recurrencia } from '@worknet/domain/tareas/recurrencia';
import { ApiError } from '../../../lib/api';
import { diaArgentina, horaArgentina } from '../../fichaje';
import { llamadasProgramadas, type Previa as DatosPrevia } from './api';

// The live preview under the recurrence: the server's description and next occurrences
// (DD/MM/YYYY HH:mm, Argentina time) for what the form holds, asked a moment after each change.

const ESPERA_MS = 400;

/** An occurrence as a person reads it: «Lunes 30/11/2026 07:00». */
export const ocurrenciaLegible = (iso: string) => {
  const dia = new Intl.DateTimeFormat('es-AR', { weekday: 'long', timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date(iso));
  return `${dia.charAt(0).toUpperCase()}${dia.slice(1)} ${diaArgentina(iso)} ${horaArgentina(iso)}`;
};

export function Previa({ recurrencia }: { recurrencia: Recurrencia | null }) {
  const [datos, setDatos] = useState<DatosPrevia | null>(null);
  const [error, setError] = useState<string | null>(null);
  const clave = JSON.stringify(recurrencia);
  useEffect(() => {
    if (!recurrencia) return;
    const control = new AbortController();
    const reloj = setTimeout(() => {
      llamadasProgramadas
        .previa(recurrencia, control.signal)
        .then((r) => {
          setDatos(r.data ?? null);
          setError(null);
        })
        .catch((e: unknown) => {
          if (control.signal.aborted) return;
          setDatos(null);
          setError(e instanceof ApiError ? e.message : 'No se pudo calcular la vista previa.');
        });
    }, ESPERA_MS);
    return () => {
      clearTimeout(reloj);
      control.abort();
    };
    // The key stands for the recurrence's content (a new object every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clave]);

  return (
    <Card size="small" title="Vista previa" role="region" aria-label="Vista previa de las próximas tareas" aria-live="polite">
      {error ? (
        <Alert type="warning" showIcon title={error} />
      ) : !datos ? (
        <Typography.Text>Calculando…</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph strong style={{ marginBottom: 8 }}>
            {datos.descripcion}
          </Typography.Paragraph>
          {datos.ocurrencias.length === 0 ? (
            <Typography.Text>No quedan fechas por delante: revise el último día.</Typography.Text>
          ) : (
            <>
              <Typography.Text>Próximas tareas:</Typography.Text>
              <ol aria-label="Próximas tareas" style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {datos.ocurrencias.map((o) => (
                  <li key={o}>{ocurrenciaLegible(o)}</li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </Card>
  );
}
